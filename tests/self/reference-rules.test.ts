// The rules of the interface in the reference server: limits on both sides, enums, defaults, column
// counts, structure relations, moves, deletes and the documented errors.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LAYOUT_TYPES } from '../../reference/store.ts';
import { isErrorBody, multipart, startReference, type RefServer, type Reply } from '../../reference/testing.ts';
import { PLACEHOLDER_PNG } from '../../reference/seed.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';

let ref: RefServer;
before(async () => {
  ref = await startReference();
});
after(async () => {
  await ref.close();
});

const COLUMNS: Record<string, number> = {
  oneColumn: 1,
  twoColumn5050: 2,
  twoColumn6633: 2,
  twoColumn3366: 2,
  threeColumn333333: 3,
  threeColumn502525: 3,
  threeColumn255025: 3,
  threeColumn252550: 3,
};

/** Asserts a 4xx with the error body and an unchanged store. */
function assertRejected(res: Reply, digestBefore: string, what: string): void {
  assert.ok(res.status >= 400 && res.status < 500, `${what}: expected a 4xx, got ${res.status} ${res.text.slice(0, 200)}`);
  assert.ok(isErrorBody(res.body), `${what}: error body expected, got ${res.text.slice(0, 200)}`);
  assert.equal(ref.store.digest(), digestBefore, `${what}: the store changed`);
}

async function newArticle(fields: Record<string, unknown> = {}) {
  const res = await ref.post('/news_articles', { news_article: { title: 'Rules', page_node_ids: String(ref.fixtures.newsPageNodeId), ...fields } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

async function newContainer(contentNodeId: number, layoutType?: string) {
  const res = await ref.post('/layout_containers', {
    site_id: ref.fixtures.siteId,
    layout_container: { content_node_id: contentNodeId, ...(layoutType ? { layout_type: layoutType } : {}) },
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

async function newTextBlock(columnId: number, extra: Record<string, unknown> = {}) {
  const res = await ref.post('/page_elements', { page_element: { layout_column_id: columnId, page_element_type: 'TextBlock', element: { content: 'x' }, ...extra } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

/** A page's column: news articles' first column is in their response. */
async function articleColumn() {
  const article = await newArticle();
  return { article, columnId: article.content_node.layout_containers[0].layout_columns[0].id as number };
}

/** A column of a page (pages accept a dependent_type). */
async function pageColumn(): Promise<number> {
  const container = await newContainer(ref.store.t.pages.get(ref.fixtures.pageId)!.content_node_id);
  return container.layout_columns[0].id;
}

describe('limits, both sides', () => {
  const newsLimits: [string, number][] = [
    ['title', 300],
    ['teaser', 300],
    ['author', 100],
    ['preview_text', 30_000],
  ];
  for (const [field, limit] of newsLimits) {
    test(`news article ${field}: ${limit} accepted verbatim, ${limit + 1} rejected (create and update)`, async () => {
      const atLimit = 'é'.repeat(limit - 1) + 'z';
      const created = await newArticle({ [field]: atLimit });
      assert.equal(created[field], atLimit);
      const shown = await ref.get(`/news_articles/${created.id}`);
      assert.equal(shown.body[field], atLimit);
      let digest = ref.store.digest();
      const tooLong = await ref.post('/news_articles', { news_article: { title: 'x', page_node_ids: String(ref.fixtures.newsPageNodeId), [field]: 'a'.repeat(limit + 1) } });
      assertRejected(tooLong, digest, `create with ${field} of ${limit + 1}`);
      digest = ref.store.digest();
      const badUpdate = await ref.put(`/news_articles/${created.id}`, { news_article: { [field]: 'b'.repeat(limit + 1) }, page_node_ids: String(ref.fixtures.newsPageNodeId) });
      assertRejected(badUpdate, digest, `update with ${field} of ${limit + 1}`);
      const okUpdate = await ref.put(`/news_articles/${created.id}`, { news_article: { [field]: 'c'.repeat(limit), page_node_ids: String(ref.fixtures.newsPageNodeId) } });
      assert.equal(okUpdate.status, 200, okUpdate.text);
      assert.equal((await ref.get(`/news_articles/${created.id}`)).body[field], 'c'.repeat(limit));
    });
  }

  test('page element custom_css_class: 255 accepted verbatim, 256 rejected (create and update)', async () => {
    const { columnId } = await articleColumn();
    const pe = await newTextBlock(columnId, { custom_css_class: 'k'.repeat(255) });
    assert.equal((await ref.get(`/page_elements/${pe.id}`)).body.custom_css_class, 'k'.repeat(255));
    let digest = ref.store.digest();
    assertRejected(
      await ref.post('/page_elements', { page_element: { layout_column_id: columnId, element: { content: 'x' }, custom_css_class: 'k'.repeat(256) } }),
      digest,
      'create with 256',
    );
    digest = ref.store.digest();
    assertRejected(await ref.put(`/page_elements/${pe.id}`, { page_element: { custom_css_class: 'm'.repeat(256) }, element: {} }), digest, 'update with 256');
  });

  for (const field of ['cutline', 'url']) {
    test(`photo ${field}: 255 accepted verbatim, 256 rejected`, async () => {
      const { columnId } = await articleColumn();
      const element = (value: string) => ({ has_url: 1, protocol: 'https://', url: 'www.example.org', [field]: value });
      const ok = await ref.post('/page_elements', { page_element: { layout_column_id: columnId, page_element_type: 'Photo', element: element('p'.repeat(255)) } });
      assert.equal(ok.status, 200, ok.text);
      assert.equal((await ref.get(`/page_elements/${ok.body.id}`)).body.element[field], 'p'.repeat(255));
      let digest = ref.store.digest();
      assertRejected(
        await ref.post('/page_elements', { page_element: { layout_column_id: columnId, page_element_type: 'Photo', element: element('p'.repeat(256)) } }),
        digest,
        `photo ${field} 256 on create`,
      );
      digest = ref.store.digest();
      assertRejected(await ref.put(`/page_elements/${ok.body.id}`, { page_element: {}, element: { [field]: 'q'.repeat(256) } }), digest, `photo ${field} 256 on update`);
    });
  }

  test('photo cutline limit also holds for the multipart upload', async () => {
    const { columnId } = await articleColumn();
    const body = (cutline: string) =>
      multipart({
        'page_element[layout_column_id]': columnId,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][cutline]': cutline,
        'page_element[element][uploaded_data]': { file: PLACEHOLDER_PNG, name: 'a.png', type: 'image/png' },
      });
    const ok = await ref.call('POST', '/page_elements', { multipart: body('c'.repeat(255)) });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.element.cutline, 'c'.repeat(255));
    const digest = ref.store.digest();
    assertRejected(await ref.call('POST', '/page_elements', { multipart: body('c'.repeat(256)) }), digest, 'multipart cutline 256');
  });

  test('photo has_url 1 to 5 accepted; 0, 6 and a string rejected; url and protocol required with has_url', async () => {
    const { columnId } = await articleColumn();
    const photo = (element: Record<string, unknown>) => ref.post('/page_elements', { page_element: { layout_column_id: columnId, page_element_type: 'Photo', element } });
    for (const has_url of [1, 2, 3, 4, 5]) {
      const res = await photo({ has_url, url: 'www.example.org', protocol: 'http://' });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.element.has_url, has_url);
    }
    for (const bad of [0, 6, '3', 2.5]) {
      const digest = ref.store.digest();
      assertRejected(await photo({ has_url: bad, url: 'www.example.org', protocol: 'http://' }), digest, `has_url ${bad}`);
    }
    let digest = ref.store.digest();
    assertRejected(await photo({ has_url: 1, protocol: 'http://' }), digest, 'has_url without url');
    digest = ref.store.digest();
    assertRejected(await photo({ has_url: 1, url: 'www.example.org' }), digest, 'has_url without protocol');
    for (const protocol of ['http://', 'https://', 'mailto:']) {
      const res = await photo({ has_url: 5, url: 'someone@example.org', protocol });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.element.protocol, protocol);
    }
    digest = ref.store.digest();
    assertRejected(await photo({ has_url: 5, url: 'x', protocol: 'ftp://' }), digest, 'protocol ftp://');
    const noLink = await photo({ cutline: 'no link' });
    assert.equal(noLink.status, 200);
    assert.equal(noLink.body.element.has_url, null);
    // multipart: has_url arrives as text
    const form = await ref.call('POST', '/page_elements', {
      multipart: multipart({
        'page_element[layout_column_id]': columnId,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][has_url]': '4',
        'page_element[element][url]': '/relative',
        'page_element[element][protocol]': 'https://',
        'page_element[element][uploaded_data]': { file: PLACEHOLDER_PNG, name: 'a.png', type: 'image/png' },
      }),
    });
    assert.equal(form.status, 200, form.text);
    assert.equal(form.body.element.has_url, 4);
  });
});

describe('enums', () => {
  test('layout_type: the eight types give their column counts; an unknown one is rejected on create and update', async () => {
    const article = await newArticle();
    let container: { id: number } | undefined;
    for (const type of LAYOUT_TYPES) {
      const c = await newContainer(article.content_node_id, type);
      assert.equal(c.layout_type, type);
      assert.equal(c.layout_columns.length, COLUMNS[type]);
      assert.deepEqual(c.layout_columns.map((col: { position: number }) => col.position), Array.from({ length: COLUMNS[type]! }, (_, i) => i + 1));
      for (const col of c.layout_columns) assert.equal(col.layout_container_id, c.id);
      container = c;
    }
    let digest = ref.store.digest();
    assertRejected(
      await ref.post('/layout_containers', { site_id: ref.fixtures.siteId, layout_container: { content_node_id: article.content_node_id, layout_type: 'fourColumn' } }),
      digest,
      'unknown layout_type on create',
    );
    digest = ref.store.digest();
    assertRejected(await ref.put(`/layout_containers/${container!.id}`, { layout_container: { layout_type: 'fourColumn' } }), digest, 'unknown layout_type on update');
  });

  test('news article status draft|published; another value rejected', async () => {
    for (const status of ['draft', 'published']) assert.equal((await newArticle({ status })).status, status);
    const digest = ref.store.digest();
    assertRejected(await ref.post('/news_articles', { news_article: { title: 'x', status: 'archived', page_node_ids: String(ref.fixtures.newsPageNodeId) } }), digest, 'status archived');
  });

  test('page display_status and layout_template: each value accepted, another rejected', async () => {
    for (const display_status of ['disabled', 'private', 'public']) {
      for (const layout_template of ['one_panel', 'two_panel', 'three_panel']) {
        const res = await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: `${display_status} ${layout_template}`, display_status, layout_template });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.display_status, display_status);
        assert.equal(res.body.layout_template, layout_template);
        assert.equal(res.body.node_type, 'Page');
      }
    }
    let digest = ref.store.digest();
    assertRejected(await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: 'x', display_status: 'hidden' }), digest, 'display_status hidden');
    digest = ref.store.digest();
    assertRejected(await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: 'x', layout_template: 'four_panel' }), digest, 'layout_template four_panel');
  });

  test('team gender male|female|co-ed; another rejected', async () => {
    for (const gender of ['male', 'female', 'co-ed']) {
      const res = await ref.put(`/teams/${ref.fixtures.teamId}`, { gender });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.gender, gender);
    }
    const digest = ref.store.digest();
    assertRejected(await ref.put(`/teams/${ref.fixtures.teamId}`, { gender: 'mixed' }), digest, 'gender mixed');
  });
});

describe('defaults', () => {
  test('news article: status draft, the four show_* flags true', async () => {
    const a = await newArticle();
    assert.equal(a.status, 'draft');
    for (const flag of ['show_image_with_article', 'show_image_in_aggregator', 'show_preview_text_with_article', 'show_preview_text_in_aggregator']) {
      assert.equal(a[flag], true, flag);
    }
  });
  test('layout container: oneColumn with one column, locked false', async () => {
    const article = await newArticle();
    const c = await newContainer(article.content_node_id);
    assert.equal(c.layout_type, 'oneColumn');
    assert.equal(c.layout_columns.length, 1);
    assert.equal(c.locked, false);
  });
  test('page element: element_locked, content_locked and mirror_enabled false; dependent_type null', async () => {
    const { columnId } = await articleColumn();
    const pe = await newTextBlock(columnId);
    assert.equal(pe.element_locked, false);
    assert.equal(pe.content_locked, false);
    assert.equal(pe.mirror_enabled, false);
    assert.equal(pe.dependent_type, null);
    assert.equal(pe.element.id, pe.element_id);
  });
});

describe('structure relations', () => {
  test('a news article is created with a content node holding one container with one column', async () => {
    const a = await newArticle();
    assert.equal(a.content_node.id, a.content_node_id);
    assert.equal(a.content_node.resource_type, 'NewsArticle');
    assert.equal(a.content_node.layout_containers.length, 1);
    assert.equal(a.content_node.layout_containers[0].layout_columns.length, 1);
    assert.equal(a.comment_element.source_type, 'NewsArticle');
    assert.equal(a.comment_element.source_id, a.id);
  });

  test('a page starts with a content node holding one container with one column', async () => {
    const page = await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: 'Structure' });
    const containers = [...ref.store.t.layoutContainers.values()].filter((c) => c.content_node_id === page.body.content_node_id);
    assert.equal(containers.length, 1);
    assert.equal([...ref.store.t.layoutColumns.values()].filter((col) => col.layout_container_id === containers[0]!.id).length, 1);
    // the only container of a page cannot be deleted
    const digest = ref.store.digest();
    assertRejected(await ref.del(`/layout_containers/${containers[0]!.id}`), digest, 'deleting the only container of a page');
  });

  test('a created page element is in its column; after_pe places it directly after the named one', async () => {
    const { columnId } = await articleColumn();
    const first = await newTextBlock(columnId);
    const second = await newTextBlock(columnId);
    const third = await newTextBlock(columnId, { after_pe: first.id });
    assert.equal(third.position, 2);
    const column = (await ref.get(`/layout_containers/${ref.store.t.layoutColumns.get(columnId)!.layout_container_id}`)).body.layout_columns[0];
    assert.deepEqual(column.page_elements.map((p: { id: number }) => p.id), [first.id, third.id, second.id]);
    assert.deepEqual(column.page_elements.map((p: { position: number }) => p.position), [1, 2, 3]);
    const digest = ref.store.digest();
    const otherColumn = (await articleColumn()).columnId;
    const digest2 = ref.store.digest();
    assert.notEqual(digest, digest2);
    assertRejected(await ref.post('/page_elements', { page_element: { layout_column_id: otherColumn, element: { content: 'y' }, after_pe: first.id } }), digest2, 'after_pe of another column');
  });

  test('dependent_type must be null for page elements of a news article, allowed on a page', async () => {
    const { columnId } = await articleColumn();
    const digest = ref.store.digest();
    assertRejected(await ref.post('/page_elements', { page_element: { layout_column_id: columnId, element: { content: 'x' }, dependent_type: 2 } }), digest, 'dependent_type on news');
    const onPage = await newTextBlock(await pageColumn(), { dependent_type: 2 });
    assert.equal(onPage.dependent_type, 2);
  });

  test('page_node_ids is required on news article create and update', async () => {
    let digest = ref.store.digest();
    assertRejected(await ref.post('/news_articles', { news_article: { title: 'No tags' } }), digest, 'create without page_node_ids');
    const a = await newArticle();
    digest = ref.store.digest();
    assertRejected(await ref.put(`/news_articles/${a.id}`, { news_article: { title: 'No tags' } }), digest, 'update without page_node_ids');
  });

  test('layout_type changes on update add and remove columns; page elements of removed columns are kept', async () => {
    const article = await newArticle();
    const c = await newContainer(article.content_node_id, 'oneColumn');
    const two = await ref.put(`/layout_containers/${c.id}`, { layout_container: { layout_type: 'twoColumn5050' } });
    assert.equal(two.body.layout_columns.length, 2);
    const three = await ref.put(`/layout_containers/${c.id}`, { layout_container: { layout_type: 'threeColumn333333' } });
    assert.equal(three.body.layout_columns.length, 3);
    const pe = await newTextBlock(three.body.layout_columns[2].id);
    const one = await ref.put(`/layout_containers/${c.id}`, { layout_container: { layout_type: 'oneColumn' } });
    assert.equal(one.body.layout_columns.length, 1);
    assert.equal(one.body.layout_type, 'oneColumn');
    assert.deepEqual(one.body.layout_columns[0].page_elements.map((p: { id: number }) => p.id), [pe.id]);
    assert.deepEqual((await ref.get(`/layout_containers/${c.id}`)).body, one.body);
  });

  test('position on update reorders the containers of the content node', async () => {
    const article = await newArticle();
    const c2 = await newContainer(article.content_node_id);
    const first = article.content_node.layout_containers[0].id;
    const res = await ref.put(`/layout_containers/${c2.id}`, { layout_container: { position: 1 } });
    assert.equal(res.body.position, 1);
    assert.equal((await ref.get(`/layout_containers/${first}`)).body.position, 2);
  });
});

describe('moves', () => {
  test('a container move carries its columns and page elements; the source no longer holds it', async () => {
    const source = await newArticle();
    const target = await newArticle();
    const c = await newContainer(source.content_node_id, 'twoColumn3366');
    const pe = await newTextBlock(c.layout_columns[1].id);
    const moved = await ref.put(`/layout_containers/${c.id}/move?site_id=${ref.fixtures.siteId}`, { content_node_id: target.content_node_id });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.content_node_id, target.content_node_id);
    assert.equal(moved.body.layout_columns.length, 2);
    assert.deepEqual(moved.body.layout_columns[1].page_elements.map((p: { id: number }) => p.id), [pe.id]);
    const src = await ref.get(`/news_articles/${source.id}`);
    assert.ok(!src.body.content_node.layout_containers.some((x: { id: number }) => x.id === c.id));
    const dst = await ref.get(`/news_articles/${target.id}`);
    assert.ok(dst.body.content_node.layout_containers.some((x: { id: number }) => x.id === c.id));
    // site_id is required, and must be the container's site
    let digest = ref.store.digest();
    assertRejected(await ref.put(`/layout_containers/${c.id}/move`, { content_node_id: source.content_node_id }), digest, 'move without site_id');
    digest = ref.store.digest();
    assertRejected(
      await ref.put(`/layout_containers/${c.id}/move?site_id=${ref.fixtures.secondSiteId}`, { content_node_id: source.content_node_id }),
      digest,
      'move with another site_id',
    );
  });

  test('a page element move answers the moved page element as a JSON string; source and target columns follow', async () => {
    const { article, columnId } = await articleColumn();
    const c = await newContainer(article.content_node_id, 'twoColumn5050');
    const a = await newTextBlock(columnId);
    const b = await newTextBlock(columnId);
    const res = await ref.put(`/page_elements/${a.id}/move`, { site_id: ref.fixtures.siteId, layout_column_id: c.layout_columns[1].id });
    assert.equal(res.status, 200, res.text);
    assert.equal(typeof res.body.layout_container, 'string');
    const moved = JSON.parse(res.body.layout_container);
    assert.equal(moved.id, a.id);
    assert.equal(moved.layout_column_id, c.layout_columns[1].id);
    const after = (await ref.get(`/news_articles/${article.id}`)).body.content_node.layout_containers;
    const sourceColumn = after[0].layout_columns[0];
    assert.deepEqual(sourceColumn.page_elements.map((p: { id: number; position: number }) => [p.id, p.position]), [[b.id, 1]]);
    assert.deepEqual(after[1].layout_columns[1].page_elements.map((p: { id: number }) => p.id), [a.id]);
  });

  test('element_locked: cannot be moved or deleted; content_locked: content not changed', async () => {
    const { article, columnId } = await articleColumn();
    const c = await newContainer(article.content_node_id);
    const locked = await newTextBlock(columnId, { element_locked: true, content_locked: true });
    let digest = ref.store.digest();
    assertRejected(await ref.del(`/page_elements/${locked.id}`), digest, 'delete of an element_locked page element');
    assertRejected(await ref.put(`/page_elements/${locked.id}/move`, { site_id: ref.fixtures.siteId, layout_column_id: c.layout_columns[0].id }), digest, 'move of a locked one');
    assertRejected(await ref.put(`/page_elements/${locked.id}`, { page_element: {}, element: { content: 'changed' } }), digest, 'content change of a content_locked one');
    assert.equal((await ref.get(`/page_elements/${locked.id}`)).body.element.content, 'x');
    const unlocked = await ref.put(`/page_elements/${locked.id}`, { page_element: { element_locked: false, content_locked: false }, element: {} });
    assert.equal(unlocked.status, 200, unlocked.text);
    digest = ref.store.digest();
    assert.equal((await ref.del(`/page_elements/${locked.id}`)).status, 200);
  });
});

describe('deletes', () => {
  test('container: returns the record with empty layout_columns, then gone with its page elements', async () => {
    const article = await newArticle();
    const c = await newContainer(article.content_node_id, 'threeColumn333333');
    const pe = await newTextBlock(c.layout_columns[0].id);
    const res = await ref.del(`/layout_containers/${c.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.id, c.id);
    assert.deepEqual(res.body.layout_columns, []);
    assert.equal((await ref.get(`/layout_containers/${c.id}`)).status, 404);
    assert.equal((await ref.get(`/page_elements/${pe.id}`)).status, 404);
    assert.equal(ref.store.t.elements.has(pe.element_id), false);
  });

  test('page element: returns the record with its element, then gone with the element', async () => {
    const { columnId } = await articleColumn();
    const pe = await newTextBlock(columnId);
    const res = await ref.del(`/page_elements/${pe.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, pe);
    assert.equal((await ref.get(`/page_elements/${pe.id}`)).status, 404);
    assert.equal(ref.store.t.elements.has(pe.element_id), false);
  });

  test('news article: returns the record; show 404; the index no longer lists it', async () => {
    const a = await newArticle();
    const res = await ref.del(`/news_articles/${a.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.id, a.id);
    assert.equal((await ref.get(`/news_articles/${a.id}`)).status, 404);
    assert.ok(!(await ref.get('/news_articles')).body.some((x: { id: number }) => x.id === a.id));
    assert.equal(ref.store.t.contentNodes.has(a.content_node_id), false);
  });

  test('gallery photo and gallery video: a second delete answers 404', async () => {
    const up = await ref.call('POST', '/gallery_photos', {
      multipart: multipart({ object_type: 'team_instance', object_id: ref.fixtures.teamInstanceId, filedata: { file: PLACEHOLDER_PNG, name: 'x.png', type: 'image/png' } }),
    });
    assert.equal(up.status, 200, up.text);
    assert.equal(up.body.approved, false, 'the team instance gallery needs approval');
    assert.equal((await ref.del(`/gallery_photos/${up.body.id}`)).status, 200);
    assert.equal((await ref.del(`/gallery_photos/${up.body.id}`)).status, 404);
    const vid = await ref.call('POST', '/uploaded_videos', {
      multipart: multipart({
        'uploaded_video[object_type]': 'news_article',
        'uploaded_video[object_id]': ref.fixtures.newsArticleId,
        'uploaded_video[filedata]': { file: Buffer.from('v'), name: 'v.mp4', type: 'video/mp4' },
        'uploaded_video[name]': 'V',
        'uploaded_video[description]': 'D',
      }),
    });
    assert.equal(vid.status, 200, vid.text);
    assert.equal((await ref.del(`/uploaded_videos/${vid.body.id}`)).status, 200);
    assert.equal((await ref.del(`/uploaded_videos/${vid.body.id}`)).status, 404);
  });

  test('division instance: returns the record, then gone from the index of its subseason', async () => {
    const list = await ref.get(`/division_instances?subseason_id=${ref.fixtures.playoffSubseasonId}`);
    const di = list.body[0];
    const res = await ref.del(`/division_instances/${di.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, di);
    const after = await ref.get(`/division_instances?subseason_id=${ref.fixtures.playoffSubseasonId}`);
    assert.ok(!after.body.some((x: { id: number }) => x.id === di.id));
    // its team instances now hang directly under the subseason in the tree
    const tree = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const playoffs = tree.body.node.children.find((c: { node: { data: { id: number } } }) => c.node.data.id === ref.fixtures.playoffSubseasonId).node;
    assert.ok(playoffs.children.some((c: { node: { node_type: string } }) => c.node.node_type === 'TeamInstance'));
  });
});

describe('league structure and teams', () => {
  test('division instance create, both forms; the new division shows under its parent in the tree', async () => {
    const tree = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const regular = tree.body.node.children.find((c: { node: { data: { id: number } } }) => c.node.data.id === ref.fixtures.regularSubseasonId).node;
    const created = await ref.post('/division_instances', { parent_node_id: regular.id, existing_or_new: 'new', division: { name: 'West' } });
    assert.equal(created.status, 200, created.text);
    const again = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const node = again.body.node.children
      .find((c: { node: { id: number } }) => c.node.id === regular.id)
      .node.children.find((c: { node: { data: { id: number } } }) => c.node.data.id === created.body.id);
    assert.equal(node.node.data.division.name, 'West');
    const playoffs = again.body.node.children.find((c: { node: { data: { id: number } } }) => c.node.data.id === ref.fixtures.playoffSubseasonId).node;
    const existing = await ref.post('/division_instances', { parent_node_id: playoffs.id, division_id: created.body.division_id });
    assert.equal(existing.status, 200, existing.text);
    assert.equal(existing.body.division_id, created.body.division_id);
    // parent_node_id is required
    const digest = ref.store.digest();
    assertRejected(await ref.post('/division_instances', { existing_or_new: 'new', division: { name: 'X' } }), digest, 'create without parent_node_id');
  });

  test('max_standings_points comes back as a string after an update', async () => {
    const list = await ref.get(`/division_instances?subseason_id=${ref.fixtures.regularSubseasonId}`);
    const di = list.body[0];
    assert.equal(di.max_standings_points, null);
    const res = await ref.put(`/division_instances/${di.id}`, { max_standings_points: 42 });
    assert.equal(res.body.max_standings_points, '42');
    const again = await ref.get(`/division_instances?subseason_id=${ref.fixtures.regularSubseasonId}`);
    assert.equal(again.body.find((x: { id: number }) => x.id === di.id).max_standings_points, '42');
  });

  test('officials: update through POST with id changes that record and creates none', async () => {
    const before = (await ref.get(`/officials?game_id=${ref.fixtures.gameId}`)).body;
    const res = await ref.post('/officials', { id: before[0].id, official: { name: 'Renamed Official' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.id, before[0].id);
    const after = (await ref.get(`/officials?game_id=${ref.fixtures.gameId}`)).body;
    assert.equal(after.length, before.length);
    assert.equal(after.find((o: { id: number }) => o.id === before[0].id).name, 'Renamed Official');
    // an official type of another sport is refused
    const digest = ref.store.digest();
    const soccerType = [...ref.store.t.officialTypes.values()].find((t) => t.sport_id !== ref.fixtures.sportId)!;
    assertRejected(await ref.post('/officials', { official: { name: 'X', game_id: ref.fixtures.gameId, official_type_id: soccerType.id } }), digest, 'type of another sport');
  });

  test('teams update accepts a bare body and a body wrapped in team', async () => {
    const bare = await ref.put(`/teams/${ref.fixtures.teamId}`, { abbrev: 'BAR' });
    assert.equal(bare.body.abbrev, 'BAR');
    const wrapped = await ref.put(`/teams/${ref.fixtures.teamId}`, { team: { abbrev: 'WRP', primary_color: '123abc' } });
    assert.equal(wrapped.body.abbrev, 'WRP');
    const shown = await ref.get(`/teams/${ref.fixtures.teamId}`);
    assert.equal(shown.body.abbrev, 'WRP');
    assert.equal(shown.body.primary_color, '123abc');
    const digest = ref.store.digest();
    assertRejected(await ref.put(`/teams/${ref.fixtures.teamId}`, { primary_color: '#123abc' }), digest, 'colour with a hash');
  });

  test('solo-team league: opponent team (1) and its instance (opponent true, parent_team_instance_id)', async () => {
    const team = (await ref.get(`/teams/${ref.fixtures.opponentTeamId}`)).body;
    assert.equal(team.opponent, 1);
    assert.equal((await ref.get(`/teams/${ref.fixtures.soloTeamId}`)).body.opponent, null);
    const ti = (await ref.get(`/team_instances/${ref.fixtures.opponentTeamInstanceId}`)).body;
    assert.equal(ti.opponent, true);
    assert.equal(typeof ti.parent_team_instance_id, 'number');
    assert.equal(team.seasons[0].solo_team_league_id, ref.fixtures.soloLeagueId);
  });

  test('teams index filters; team instances thumbnails are relative links that resolve', async () => {
    const all = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}`)).body;
    const byLeague = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}&league_ids=${ref.fixtures.soloLeagueId}`)).body;
    assert.deepEqual(byLeague.map((t: { id: number }) => t.id).sort(), [ref.fixtures.soloTeamId, ref.fixtures.opponentTeamId].sort());
    const byIds = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}&team_ids=${ref.fixtures.teamId},${ref.fixtures.soloTeamId}`)).body;
    assert.equal((await ref.get(`/teams?team_ids=${ref.fixtures.teamId}`)).status, 400, 'site_id is required');
    assert.equal(byIds.length, 2);
    const current = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}&current_subseason_only=1`)).body;
    assert.ok(current.length <= all.length && current.length > 0);
    const ti = (await ref.get(`/team_instances/${ref.fixtures.teamInstanceId}`)).body;
    for (const size of ['large', 'medium', 'small']) {
      assert.ok(ti.thumbnails[size].startsWith('/'), ti.thumbnails[size]);
      assert.equal((await fetch(`${ref.base}${ti.thumbnails[size]}`)).status, 200);
    }
  });
});

describe('documented errors', () => {
  test('GET /leagues with an unknown site: 404 with a site-not-found message', async () => {
    for (const q of ['site_id=999', 'site_url=https://www.nowhere.example']) {
      const res = await ref.get(`/leagues?${q}`);
      assert.equal(res.status, 404);
      assert.ok(isErrorBody(res.body));
      assert.match(res.body.errors, /site not found|not found/i);
    }
  });
  test('GET /league_instances without league_id: 412 stating league_id is required', async () => {
    const res = await ref.get('/league_instances');
    assert.equal(res.status, 412);
    assert.ok(isErrorBody(res.body));
    assert.match(res.body.errors, /league_id is required/);
  });
  test('GET /tags failures: 400 with an empty object', async () => {
    for (const q of ['', `?site_id=${ref.fixtures.siteId}`, '?scope=has_news', `?site_id=abc&scope=has_news`, `?site_id=${ref.fixtures.siteId}&scope=has_games`, '?site_id=999&scope=has_news']) {
      const res = await ref.get(`/tags${q}`);
      assert.equal(res.status, 400, q);
      assert.deepEqual(res.body, {}, q);
    }
  });
  test('GET /leagues with neither site_id nor site_url, or an invalid one; GET /team_instances with neither parameter', async () => {
    for (const path of ['/leagues', '/leagues?site_id=abc', '/team_instances', '/team_instances?subseason_id=abc', '/official_types', '/officials', '/division_instances']) {
      const res = await ref.get(path);
      assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
      assert.ok(isErrorBody(res.body), path);
    }
  });
});

describe('access', () => {
  test('the sites index lists only accessible sites; membership filters it', async () => {
    const ids = (await ref.get('/sites')).body.map((s: { id: number }) => s.id);
    assert.ok(!ids.includes(ref.fixtures.forbiddenSiteId));
    const member = (await ref.get(`/sites?membership=${ref.fixtures.membershipId}`)).body;
    assert.deepEqual(member.map((s: { id: number }) => s.id), [ref.fixtures.siteId]);
    assert.deepEqual((await ref.get('/sites?membership=999999')).body, []);
  });
  test('a site the user cannot access, and everything of it, answers 403', async () => {
    const f = ref.fixtures;
    for (const path of [
      `/sites/${f.forbiddenSiteId}`,
      `/leagues?site_id=${f.forbiddenSiteId}`,
      `/leagues/${f.forbiddenLeagueId}`,
      `/tags?site_id=${f.forbiddenSiteId}&scope=has_news`,
      `/news_articles/${f.forbiddenNewsArticleId}`,
      `/teams/${f.forbiddenTeamId}`,
      `/teams?site_id=${f.forbiddenSiteId}`,
      `/officials?game_id=${f.forbiddenGameId}`,
      `/photo_galleries?object_type=game&object_id=${f.forbiddenGameId}`,
    ]) {
      const res = await ref.get(path);
      assert.equal(res.status, 403, `${path}: ${res.status} ${res.text.slice(0, 100)}`);
      assert.ok(isErrorBody(res.body));
    }
    const news = (await ref.get('/news_articles')).body;
    assert.ok(!news.some((a: { id: number }) => a.id === f.forbiddenNewsArticleId));
    const digest = ref.store.digest();
    assertRejected(await ref.put(`/teams/${f.forbiddenTeamId}`, { abbrev: 'NO' }), digest, 'update of a forbidden team');
    assertRejected(await ref.post('/officials', { official: { name: 'X', game_id: f.forbiddenGameId } }), digest, 'official of a forbidden game');
  });
});

describe('conventions', () => {
  test('timestamps have a numeric offset, ids are integers, listed fields are never missing', async () => {
    const bodies = await Promise.all(
      ['/sites', `/teams/${ref.fixtures.teamId}`, '/news_articles', `/league_instance_tree/${ref.fixtures.leagueInstanceId}`, `/photo_galleries/${ref.fixtures.photoGalleryId}`].map(
        async (p) => (await ref.get(p)).body,
      ),
    );
    let timestamps = 0;
    const walk = (v: unknown, key = ''): void => {
      if (Array.isArray(v)) v.forEach((x) => walk(x));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
      else if (/(_at|_on|_date)$/.test(key) && v !== null) {
        timestamps++;
        assert.ok(typeof v === 'string' && isTimestampWithNumericOffset(v), `${key}: ${String(v)}`);
      } else if ((key === 'id' || key.endsWith('_id')) && v !== null) {
        assert.ok(Number.isInteger(v), `${key}: ${String(v)}`);
      }
    };
    bodies.forEach((b) => walk(b));
    assert.ok(timestamps > 50);
  });
});
