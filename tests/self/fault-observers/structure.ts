// What each fault of reference/faults/structure.ts changes, for tests/self/reference-faults-variations.test.ts:
// one function per fault that observes it; the faultless server and the faulty one must give different
// values. Observations never include record ids (the baseline server is shared and its ids move on).
import assert from 'node:assert/strict';
import { STRUCTURE_FAULTS } from '../../../reference/faults/structure.ts';
import { multipart, type RefServer } from '../../../reference/testing.ts';

type StructureFaultId = (typeof STRUCTURE_FAULTS)[number]['id'];
/** The four faults observed in the test file itself (they came first). */
type ObservedThere = 'layout-type-default-two-column' | 'deleted-container-keeps-columns' | 'after-pe-ignored' | 'photo-has-url-accepts-6';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
const MP4 = Buffer.from('\x00\x00\x00\x18ftypmp42 structure fault video', 'latin1');
const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** A news article of its own: its content node, its container and its first column. */
async function own(r: RefServer) {
  const a = await r.post('/news_articles', { news_article: { title: 'Structure fault', page_node_ids: String(r.fixtures.newsPageNodeId) } });
  assert.equal(a.status, 200);
  const container = a.body.content_node.layout_containers[0];
  return { articleId: a.body.id as number, node: a.body.content_node_id as number, containerId: container.id as number, col: container.layout_columns[0].id as number };
}

const containerIn = async (r: RefServer, fields: Record<string, unknown> = {}, body: Record<string, unknown> = {}) => {
  const o = await own(r);
  const res = await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node, ...fields }, ...body });
  return { o, res };
};

const columnCountOf = async (r: RefServer, layout_type: string) => ((await containerIn(r, { layout_type })).res.body.layout_columns ?? []).length;

async function updatedColumns(r: RefServer, from: string, to: string): Promise<number> {
  const { res } = await containerIn(r, { layout_type: from });
  const up = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: to } });
  assert.equal(up.status, 200);
  return (await r.get(`/layout_containers/${res.body.id}`)).body.layout_columns.length;
}

/** Two news articles and a twoColumn5050 container in the first with a TextBlock in its first column. */
async function moveSetup(r: RefServer) {
  const source = await own(r);
  const target = await own(r);
  const c = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: source.node, layout_type: 'twoColumn5050' } })).body;
  const col = c.layout_columns.find((x: { position: number }) => x.position === 1).id as number;
  const pe = (await textBlock(r, col)).body;
  return { source, target, c, col, pe };
}
const moveIt = (r: RefServer, id: number, siteId: number | undefined, node: number) =>
  r.put(`/layout_containers/${id}/move${siteId === undefined ? '' : `?site_id=${siteId}`}`, { content_node_id: node });

const textBlock = (r: RefServer, col: number, pe: Record<string, unknown> = {}, element: Record<string, unknown> = { content: '<p>x</p>' }) =>
  r.post('/page_elements', { page_element: { layout_column_id: col, page_element_type: 'TextBlock', ...pe, element } });

const photo = (r: RefServer, col: number, element: Record<string, unknown>) =>
  r.post('/page_elements', { page_element: { layout_column_id: col, page_element_type: 'Photo', element } });

const link = { has_url: 1, url: 'www.example.com/x', protocol: 'https://' };

async function newTextBlock(r: RefServer, pe: Record<string, unknown> = {}, element?: Record<string, unknown>) {
  const o = await own(r);
  const res = await textBlock(r, o.col, pe, element);
  return { o, res };
}

const uploadVideo = (r: RefServer, col: number) =>
  r.call('POST', '/page_elements', {
    multipart: multipart({
      'page_element[layout_column_id]': col,
      'page_element[page_element_type]': 'Video',
      'page_element[element][video_params][video_element_type]': 'UploadedVideo',
      'page_element[element][video_params][title]': 'Fault video',
      'page_element[element][video_params][uploaded_data]': { file: MP4, name: 'v.mp4', type: 'video/mp4' },
    }),
  });

const page = (r: RefServer, fields: Record<string, unknown> = {}) =>
  r.post('/pages', { site_id: r.fixtures.siteId, page_title: 'Fault page', button_title: 'Fault button', display_status: 'public', layout_template: 'one_panel', ...fields });

export const STRUCTURE_OBSERVE: Record<Exclude<StructureFaultId, ObservedThere>, (r: RefServer) => Promise<unknown>> = {
  // ---------------------------------------------------------------- layout containers
  'layout-type-default-three-column': async (r) => {
    const { res } = await containerIn(r);
    return [res.body.layout_type, res.body.layout_columns.length];
  },
  'deleted-container-columns-null': async (r) => {
    const { res } = await containerIn(r, { layout_type: 'twoColumn5050' });
    const del = await r.del(`/layout_containers/${res.body.id}`);
    assert.equal((await r.get(`/layout_containers/${res.body.id}`)).status, 404, 'still deleted');
    return del.body.layout_columns;
  },
  'deleted-container-columns-absent': async (r) => {
    const { res } = await containerIn(r, { layout_type: 'twoColumn5050' });
    const del = await r.del(`/layout_containers/${res.body.id}`);
    return 'layout_columns' in del.body;
  },
  'container-create-answers-201': async (r) => {
    const { res } = await containerIn(r);
    assert.equal(res.body.layout_type, 'oneColumn');
    return res.status;
  },
  'container-create-not-kept': async (r) => {
    const { res } = await containerIn(r);
    assert.equal(res.status, 200);
    return (await r.get(`/layout_containers/${res.body.id}`)).status;
  },
  'container-show-first-of-node': async (r) => {
    const { res } = await containerIn(r, { layout_type: 'twoColumn6633' });
    const shown = await r.get(`/layout_containers/${res.body.id}`);
    return [shown.body.id === res.body.id, shown.body.layout_type];
  },
  'container-update-answers-old': async (r) => {
    const { res } = await containerIn(r);
    const up = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: 'twoColumn5050' } });
    assert.equal((await r.get(`/layout_containers/${res.body.id}`)).body.layout_type, 'twoColumn5050', 'the update is stored');
    return up.body.layout_type;
  },
  'container-move-answers-before': async (r) => {
    const m = await moveSetup(r);
    const moved = await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    assert.equal((await r.get(`/layout_containers/${m.c.id}`)).body.content_node_id, m.target.node, 'the move is done');
    return moved.body.content_node_id === m.target.node;
  },
  'container-delete-answers-204': async (r) => {
    const { res } = await containerIn(r);
    const del = await r.del(`/layout_containers/${res.body.id}`);
    assert.equal((await r.get(`/layout_containers/${res.body.id}`)).status, 404, 'still deleted');
    return [del.status, del.body === undefined];
  },
  'container-without-mirror-target-id': async (r) => 'mirror_target_id' in (await containerIn(r)).res.body,
  'container-locked-as-integer': async (r) => (await containerIn(r)).res.body.locked,
  'container-position-as-string': async (r) => typeof (await containerIn(r)).res.body.position,
  'container-show-without-layout-columns': async (r) => {
    const { res } = await containerIn(r);
    assert.ok(Array.isArray(res.body.layout_columns), 'the create answer has them');
    return 'layout_columns' in (await r.get(`/layout_containers/${res.body.id}`)).body;
  },
  'column-without-layout-container-id': async (r) => 'layout_container_id' in (await containerIn(r)).res.body.layout_columns[0],
  'column-page-elements-null-when-empty': async (r) => {
    const { o, res } = await containerIn(r);
    await textBlock(r, o.col);
    assert.equal((await r.get(`/layout_containers/${o.containerId}`)).body.layout_columns[0].page_elements.length, 1, 'a column with an element lists it');
    return res.body.layout_columns[0].page_elements;
  },
  'column-container-id-is-content-node': async (r) => {
    const { res } = await containerIn(r);
    return res.body.layout_columns[0].layout_container_id === res.body.id;
  },
  'column-positions-zero-based': async (r) => (await containerIn(r, { layout_type: 'threeColumn333333' })).res.body.layout_columns.map((c: { position: number }) => c.position),
  'column-positions-all-one': async (r) => (await containerIn(r, { layout_type: 'threeColumn502525' })).res.body.layout_columns.map((c: { position: number }) => c.position),
  'container-create-site-id-optional': async (r) => {
    const o = await own(r);
    assert.equal((await r.post('/layout_containers', { site_id: r.fixtures.siteId })).status, 400, 'layout_container stays required');
    return (await r.post('/layout_containers', { layout_container: { content_node_id: o.node } })).status;
  },
  'container-create-flat-fields-accepted': async (r) => {
    const o = await own(r);
    assert.equal((await r.post('/layout_containers', { layout_container: { content_node_id: o.node } })).status, 400, 'site_id stays required');
    return (await r.post('/layout_containers', { site_id: r.fixtures.siteId, content_node_id: o.node, layout_type: 'oneColumn' })).status;
  },
  'container-create-answers-no-columns': async (r) => {
    const { res } = await containerIn(r, { layout_type: 'twoColumn5050' });
    assert.equal((await r.get(`/layout_containers/${res.body.id}`)).body.layout_columns.length, 2, 'the columns are made');
    return res.body.layout_columns.length;
  },
  'layout-type-unknown-accepted-on-create': async (r) => {
    assert.equal((await containerIn(r, { layout_type: 'threeColumn252550' })).res.status, 200);
    return (await containerIn(r, { layout_type: 'fourColumn' })).res.status;
  },
  'layout-type-unknown-ignored-on-update': async (r) => {
    const { res } = await containerIn(r);
    assert.equal((await containerIn(r, { layout_type: 'fourColumn' })).res.status, 400, 'still refused on create');
    return (await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: 'fourColumn' } })).status;
  },
  'layout-type-252550-rejected': async (r) => {
    const { res } = await containerIn(r);
    assert.equal((await containerIn(r, { layout_type: 'threeColumn255025' })).res.status, 200);
    const update = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: 'threeColumn252550' } });
    return [(await containerIn(r, { layout_type: 'threeColumn252550' })).res.status, update.status];
  },
  'container-locked-default-true': async (r) => {
    assert.equal((await containerIn(r, { locked: false })).res.body.locked, false);
    return (await containerIn(r)).res.body.locked;
  },
  'columns-onecolumn-gets-two': (r) => columnCountOf(r, 'oneColumn'),
  'columns-twocolumn5050-gets-one': (r) => columnCountOf(r, 'twoColumn5050'),
  'columns-twocolumn6633-gets-three': (r) => columnCountOf(r, 'twoColumn6633'),
  'columns-twocolumn3366-gets-one': (r) => columnCountOf(r, 'twoColumn3366'),
  'columns-threecolumn333333-gets-two': (r) => columnCountOf(r, 'threeColumn333333'),
  'columns-threecolumn502525-gets-two': (r) => columnCountOf(r, 'threeColumn502525'),
  'columns-threecolumn255025-gets-one': (r) => columnCountOf(r, 'threeColumn255025'),
  'columns-threecolumn252550-gets-two': async (r) => {
    assert.equal(await columnCountOf(r, 'threeColumn255025'), 3, 'only the one type');
    return columnCountOf(r, 'threeColumn252550');
  },
  'grow-to-three-columns-keeps-old': async (r) => {
    assert.equal(await columnCountOf(r, 'threeColumn333333'), 3, 'a create still makes three');
    return updatedColumns(r, 'oneColumn', 'threeColumn333333');
  },
  'shrink-to-one-column-removes-all': async (r) => {
    assert.equal(await updatedColumns(r, 'threeColumn333333', 'twoColumn5050'), 2);
    return updatedColumns(r, 'threeColumn333333', 'oneColumn');
  },
  'layout-type-update-keeps-columns': (r) => updatedColumns(r, 'oneColumn', 'twoColumn5050'),
  'layout-type-shrink-keeps-extra-columns': async (r) => {
    assert.equal(await updatedColumns(r, 'oneColumn', 'twoColumn5050'), 2, 'growing still adds columns');
    return updatedColumns(r, 'threeColumn333333', 'oneColumn');
  },
  'container-update-position-not-stored': async (r) => {
    const { res } = await containerIn(r);
    assert.equal(res.body.position, 2);
    const up = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { position: 1 } });
    assert.equal(up.body.position, 1, 'the answer shows the new position');
    return (await r.get(`/layout_containers/${res.body.id}`)).body.position;
  },
  'container-update-sets-locked': async (r) => {
    const { res } = await containerIn(r);
    await r.put(`/layout_containers/${res.body.id}`, { layout_container: { name: 'renamed' } });
    return (await r.get(`/layout_containers/${res.body.id}`)).body.locked;
  },
  'container-move-drops-page-elements': async (r) => {
    const m = await moveSetup(r);
    const moved = await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    assert.equal(moved.status, 200);
    const shown = (await r.get(`/layout_containers/${m.c.id}`)).body;
    return shown.layout_columns.map((c: { page_elements: unknown[] }) => c.page_elements.length);
  },
  'container-move-new-columns': async (r) => {
    const m = await moveSetup(r);
    await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    const shown = (await r.get(`/layout_containers/${m.c.id}`)).body;
    return [shown.layout_columns.some((c: { id: number }) => c.id === m.col), (await r.get(`/page_elements/${m.pe.id}`)).status];
  },
  'container-move-copies': async (r) => {
    const m = await moveSetup(r);
    const moved = await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    const source = (await r.get(`/news_articles/${m.source.articleId}`)).body.content_node.layout_containers.map((c: { id: number }) => c.id);
    return [moved.body.id === m.c.id, source.includes(m.c.id), (await r.get(`/page_elements/${m.pe.id}`)).status];
  },
  'container-move-site-id-optional': async (r) => {
    const m = await moveSetup(r);
    return (await moveIt(r, m.c.id, undefined, m.target.node)).status;
  },
  'container-delete-answers-success': async (r) => {
    const { res } = await containerIn(r);
    const del = await r.del(`/layout_containers/${res.body.id}`);
    return del.body.id === res.body.id;
  },
  'container-delete-keeps-record': async (r) => {
    const { res } = await containerIn(r);
    const del = await r.del(`/layout_containers/${res.body.id}`);
    assert.deepEqual(del.body.layout_columns, [], 'the answer is the deleted container');
    return (await r.get(`/layout_containers/${res.body.id}`)).status;
  },

  // ---------------------------------------------------------------- page elements
  'after-pe-places-before': async (r) => {
    const o = await own(r);
    const first = (await textBlock(r, o.col)).body;
    await textBlock(r, o.col);
    return (await textBlock(r, o.col, { after_pe: first.id })).body.position;
  },
  'page-element-create-answers-201': async (r) => (await newTextBlock(r)).res.status,
  'page-element-create-not-kept': async (r) => {
    const { res } = await newTextBlock(r);
    assert.equal(res.status, 200);
    return (await r.get(`/page_elements/${res.body.id}`)).status;
  },
  'page-element-show-first-of-column': async (r) => {
    const o = await own(r);
    await textBlock(r, o.col);
    const second = (await textBlock(r, o.col)).body;
    return (await r.get(`/page_elements/${second.id}`)).body.id === second.id;
  },
  'page-element-update-answers-old': async (r) => {
    const { res } = await newTextBlock(r);
    const up = await r.put(`/page_elements/${res.body.id}`, { page_element: {}, element: { content: '<p>new</p>' } });
    assert.equal((await r.get(`/page_elements/${res.body.id}`)).body.element.content, '<p>new</p>', 'the update is stored');
    return up.body.element.content;
  },
  'page-element-delete-answers-204': async (r) => {
    const { res } = await newTextBlock(r);
    const del = await r.del(`/page_elements/${res.body.id}`);
    assert.equal((await r.get(`/page_elements/${res.body.id}`)).status, 404, 'still deleted');
    return del.status;
  },
  'page-element-move-post-only': async (r) => {
    const { o, res } = await newTextBlock(r);
    const target = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })).body.layout_columns[0].id;
    return (await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target })).status;
  },
  'page-element-without-question-dependency-type': async (r) => 'question_element_dependency_type' in (await newTextBlock(r)).res.body,
  'page-element-type-snake-case': async (r) => (await newTextBlock(r)).res.body.element_type,
  'page-element-locks-as-integers': async (r) => {
    const body = (await newTextBlock(r)).res.body;
    return [body.element_locked, body.content_locked];
  },
  'textblock-without-created-without-fck': async (r) => 'created_without_fck' in (await newTextBlock(r)).res.body.element,
  'textblock-has-url-as-integer': async (r) => (await newTextBlock(r)).res.body.element.has_url,
  'textblock-without-thumbnails': async (r) => 'thumbnails' in (await newTextBlock(r)).res.body.element,
  'page-element-create-flat-accepted': async (r) => {
    const o = await own(r);
    return (await r.post('/page_elements', { layout_column_id: o.col, page_element_type: 'TextBlock', element: { content: 'flat' } })).status;
  },
  'page-element-create-element-optional': async (r) => {
    const o = await own(r);
    return (await r.post('/page_elements', { page_element: { layout_column_id: o.col, page_element_type: 'TextBlock' } })).status;
  },
  'page-element-create-column-optional': async (r) => {
    await own(r);
    return (await r.post('/page_elements', { page_element: { page_element_type: 'TextBlock', element: { content: 'where' } } })).status;
  },
  'page-element-element-as-array': async (r) => Array.isArray((await newTextBlock(r)).res.body.element),
  'page-element-element-null': async (r) => (await newTextBlock(r)).res.body.element === null,
  'page-element-created-in-first-column': async (r) => {
    const o = await own(r);
    const c = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node, layout_type: 'twoColumn5050' } })).body;
    const second = c.layout_columns.find((x: { position: number }) => x.position === 2).id;
    return (await textBlock(r, second)).body.layout_column_id === second;
  },
  'textblock-content-non-ascii-as-entities': async (r) => (await newTextBlock(r, {}, { content: '<p>Zoë ✓</p>' })).res.body.element.content,
  'textblock-content-newlines-removed': async (r) => (await newTextBlock(r, {}, { content: '<p>a</p>\n<p>b</p>' })).res.body.element.content,
  'page-element-locked-default-true': async (r) => (await newTextBlock(r)).res.body.element_locked,
  'page-element-content-locked-default-true': async (r) => (await newTextBlock(r)).res.body.content_locked,
  'page-element-mirror-enabled-default-null': async (r) => (await newTextBlock(r)).res.body.mirror_enabled,
  'page-element-css-class-accepts-256': async (r) => {
    const o = await own(r);
    assert.equal((await textBlock(r, o.col, { custom_css_class: 'c'.repeat(257) })).status, 400, '257 is still refused');
    return (await textBlock(r, o.col, { custom_css_class: 'c'.repeat(256) })).status;
  },
  'page-element-css-class-rejects-255': async (r) => {
    const o = await own(r);
    assert.equal((await textBlock(r, o.col, { custom_css_class: 'c'.repeat(254) })).status, 200);
    return (await textBlock(r, o.col, { custom_css_class: 'c'.repeat(255) })).status;
  },
  'dependent-type-accepted-on-news': async (r) => (await newTextBlock(r, { dependent_type: 1 })).res.status,
  'dependent-type-default-zero': async (r) => (await newTextBlock(r)).res.body.dependent_type,
  'page-element-update-element-optional': async (r) => {
    const { res } = await newTextBlock(r);
    return (await r.put(`/page_elements/${res.body.id}`, { page_element: { custom_css_class: 'x' } })).status;
  },
  'page-element-update-page-element-optional': async (r) => {
    const { res } = await newTextBlock(r);
    assert.equal((await r.put(`/page_elements/${res.body.id}`, { page_element: { custom_css_class: 'x' } })).status, 400, 'element stays required');
    return (await r.put(`/page_elements/${res.body.id}`, { element: { content: 'y' } })).status;
  },
  'page-element-update-content-not-stored': async (r) => {
    const { res } = await newTextBlock(r);
    const up = await r.put(`/page_elements/${res.body.id}`, { page_element: {}, element: { content: '<p>new</p>' } });
    assert.equal(up.body.element.content, '<p>new</p>', 'the answer shows the change');
    return (await r.get(`/page_elements/${res.body.id}`)).body.element.content;
  },
  'page-element-update-css-class-ignored': async (r) => {
    const { res } = await newTextBlock(r);
    await r.put(`/page_elements/${res.body.id}`, { page_element: { custom_css_class: 'after' }, element: { content: '<p>new</p>' } });
    const shown = (await r.get(`/page_elements/${res.body.id}`)).body;
    assert.equal(shown.element.content, '<p>new</p>', 'the element change is applied');
    return shown.custom_css_class;
  },
  'locked-page-element-deletable': async (r) => {
    const { res } = await newTextBlock(r, { element_locked: true });
    return (await r.del(`/page_elements/${res.body.id}`)).status;
  },
  'locked-page-element-movable': async (r) => {
    const { o, res } = await newTextBlock(r, { element_locked: true });
    const target = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })).body.layout_columns[0].id;
    return (await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target })).status;
  },
  'content-locked-not-enforced': async (r) => {
    const { res } = await newTextBlock(r, { content_locked: true }, { content: 'locked' });
    await r.put(`/page_elements/${res.body.id}`, { page_element: {}, element: { content: 'changed' } });
    return (await r.get(`/page_elements/${res.body.id}`)).body.element.content;
  },
  'page-element-delete-answers-wrapped': async (r) => {
    const { res } = await newTextBlock(r);
    return (await r.del(`/page_elements/${res.body.id}`)).body.id === res.body.id;
  },
  'page-element-delete-keeps-record': async (r) => {
    const { res } = await newTextBlock(r);
    assert.equal((await r.del(`/page_elements/${res.body.id}`)).body.id, res.body.id);
    return (await r.get(`/page_elements/${res.body.id}`)).status;
  },
  'page-element-move-result-object': async (r) => {
    const { o, res } = await newTextBlock(r);
    const target = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })).body.layout_columns[0].id;
    return typeof (await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target })).body.layout_container;
  },
  'page-element-move-result-container-json': async (r) => {
    const { o, res } = await newTextBlock(r);
    const target = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })).body.layout_columns[0].id;
    const moved = JSON.parse((await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target })).body.layout_container);
    return [moved.id === res.body.id, 'layout_columns' in moved];
  },
  'page-element-move-not-stored': async (r) => {
    const { o, res } = await newTextBlock(r);
    const target = (await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })).body.layout_columns[0].id;
    const moved = JSON.parse((await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target })).body.layout_container);
    assert.equal(moved.layout_column_id, target, 'the answer names the target column');
    return (await r.get(`/page_elements/${res.body.id}`)).body.layout_column_id === target;
  },

  // ---------------------------------------------------------------- photos
  'photo-has-url-accepts-0': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, has_url: -1 })).status, 400);
    return (await photo(r, o.col, { ...link, has_url: 0 })).status;
  },
  'photo-has-url-rejects-5': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, has_url: 4 })).status, 200);
    return (await photo(r, o.col, { ...link, has_url: 5 })).status;
  },
  'photo-upload-file-refused': async (r) => {
    const o = await own(r);
    const res = await r.call('POST', '/page_elements', {
      multipart: multipart({
        'page_element[layout_column_id]': o.col,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][cutline]': 'file',
        'page_element[element][uploaded_data]': { file: PNG, name: 'p.png', type: 'image/png' },
      }),
    });
    assert.equal((await photo(r, o.col, { cutline: 'location', uploaded_data: 'https://example.com/p.png' })).status, 200, 'a location is still taken');
    return res.status;
  },
  'photo-without-enlargeable': async (r) => 'enlargeable' in (await photo(r, (await own(r)).col, {})).body.element,
  'photo-show-original-as-string': async (r) => (await photo(r, (await own(r)).col, {})).body.element.show_original,
  'photo-caption-missing': async (r) => 'caption' in (await photo(r, (await own(r)).col, {})).body.element,
  'photo-has-url-as-string': async (r) => (await photo(r, (await own(r)).col, { ...link, has_url: 5 })).body.element.has_url,
  'photo-cutline-accepts-256': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { cutline: 'c'.repeat(257) })).status, 400);
    return (await photo(r, o.col, { cutline: 'c'.repeat(256) })).status;
  },
  'photo-cutline-rejects-255': async (r) => (await photo(r, (await own(r)).col, { cutline: 'c'.repeat(255) })).status,
  'photo-cutline-truncated': async (r) => {
    const res = await photo(r, (await own(r)).col, { cutline: 'c'.repeat(300) });
    return [res.status, res.body.element?.cutline?.length ?? null];
  },
  'photo-url-accepts-256': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, url: 'u'.repeat(257) })).status, 400);
    return (await photo(r, o.col, { ...link, url: 'u'.repeat(256) })).status;
  },
  'photo-url-rejects-255': async (r) => (await photo(r, (await own(r)).col, { ...link, url: 'u'.repeat(255) })).status,
  'photo-protocol-accepts-any': async (r) => (await photo(r, (await own(r)).col, { ...link, protocol: 'ftp://' })).status,
  'photo-protocol-rejects-mailto': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { ...link, protocol: 'http://' })).status, 200);
    return (await photo(r, o.col, { ...link, protocol: 'mailto:' })).status;
  },
  'photo-url-optional-with-has-url': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { has_url: 1, url: 'x' })).status, 400, 'protocol stays required');
    return (await photo(r, o.col, { has_url: 1, protocol: 'https://' })).status;
  },
  'photo-protocol-optional-with-has-url': async (r) => {
    const o = await own(r);
    assert.equal((await photo(r, o.col, { has_url: 1, protocol: 'https://' })).status, 400, 'url stays required');
    return (await photo(r, o.col, { has_url: 1, url: 'x' })).status;
  },
  'photo-thumbnails-without-medium': async (r) => Object.keys((await photo(r, (await own(r)).col, {})).body.element.thumbnails).sort(),
  'photo-thumbnails-as-objects': async (r) => typeof (await photo(r, (await own(r)).col, {})).body.element.thumbnails.small,

  // ---------------------------------------------------------------- videos
  'uploaded-video-element-not-kept': async (r) => {
    const res = await uploadVideo(r, (await own(r)).col);
    assert.equal(res.status, 200);
    return (await r.get(`/page_elements/${res.body.id}`)).status;
  },
  'page-elements-form-body-refused': async (r) => {
    const o = await own(r);
    const res = await r.call('POST', '/page_elements', {
      form: {
        'page_element[layout_column_id]': String(o.col),
        'page_element[page_element_type]': 'Video',
        'page_element[element][video_params][video_element_type]': 'ExternalVideo',
        'page_element[element][video_params][youtube_url]': YOUTUBE,
      },
    });
    return res.status;
  },
  'external-video-element-type-link': async (r) => {
    const o = await own(r);
    const res = await r.post('/page_elements', {
      page_element: { layout_column_id: o.col, page_element_type: 'Video', element: { video_params: { video_element_type: 'ExternalVideo', youtube_url: YOUTUBE } } },
    });
    return res.body.element_type;
  },
  'uploaded-video-element-type-mirror': async (r) => (await uploadVideo(r, (await own(r)).col)).body.element_type,
  'uploaded-video-delete-page-video-404': async (r) => {
    const res = await uploadVideo(r, (await own(r)).col);
    return (await r.del(`/uploaded_videos/${res.body.element.uploaded_video_id}`)).status;
  },

  // ---------------------------------------------------------------- pages
  'page-create-answers-201': async (r) => (await page(r)).status,
  'page-without-lft-rgt': async (r) => ['lft' in (await page(r)).body, 'rgt' in (await page(r)).body],
  'page-in-trash-as-integer': async (r) => (await page(r)).body.in_trash,
  'page-without-deleted-tree-id': async (r) => 'deleted_tree_id' in (await page(r)).body,
  'page-cache-timeout-as-string': async (r) => typeof (await page(r)).body.cache_timeout,
  'page-title-from-button-title': async (r) => (await page(r)).body.page_title,
  'page-parent-id-not-echoed': async (r) => {
    const parent = (await page(r)).body;
    return (await page(r, { parent_id: parent.node_id })).body.parent_id === parent.node_id;
  },
  'page-display-status-always-public': async (r) => (await page(r, { display_status: 'disabled' })).body.display_status,
  'page-site-id-not-echoed': async (r) => (await page(r)).body.site_id === r.fixtures.siteId,
  'page-display-status-unknown-accepted': async (r) => (await page(r, { display_status: 'hidden' })).status,
  'page-display-status-private-rejected': async (r) => {
    assert.equal((await page(r, { display_status: 'disabled' })).status, 200);
    return (await page(r, { display_status: 'private' })).status;
  },
  'page-layout-template-unknown-accepted': async (r) => (await page(r, { layout_template: 'four_panel' })).status,
  'page-layout-template-three-panel-rejected': async (r) => {
    assert.equal((await page(r, { layout_template: 'two_panel' })).status, 200);
    return (await page(r, { layout_template: 'three_panel' })).status;
  },
  'page-node-type-lowercase': async (r) => (await page(r)).body.node_type,
  'page-created-without-container': async (r) => (await page(r)).body.content_node.layout_containers.length,
  'page-container-without-column': async (r) => (await page(r)).body.content_node.layout_containers.map((c: { layout_columns: unknown[] }) => c.layout_columns.length),
};
