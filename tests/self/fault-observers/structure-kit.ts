// What the observers of the structure faults share: requests that make a news article, a container, a
// page element, a photo, an uploaded video or a page, and the faults observed in the test file itself.
import assert from 'node:assert/strict';
import { multipart, type RefServer, uploadedVideoFields } from '../../../reference/testing.ts';

/** The four faults observed in the test file itself (they came first). */
export type ObservedThere =
  | 'layout-type-default-two-column'
  | 'deleted-container-keeps-columns'
  | 'after-pe-ignored'
  | 'photo-has-url-accepts-6';

/** What observes a fault: a value the faultless server and the faulty one give differently. */
export type Observer = (r: RefServer) => Promise<unknown>;

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);
export const MP4 = Buffer.from('\x00\x00\x00\x18ftypmp42 structure fault video', 'latin1');
export const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** A news article of its own: its content node, its container and its first column. */
export async function own(r: RefServer) {
  const a = await r.post('/news_articles', {
    news_article: { title: 'Structure fault', page_node_ids: String(r.fixtures.newsPageNodeId) },
  });
  assert.equal(a.status, 200);
  const container = a.body.content_node.layout_containers[0];
  return {
    articleId: a.body.id as number,
    node: a.body.content_node_id as number,
    containerId: container.id as number,
    col: container.layout_columns[0].id as number,
  };
}

export const containerIn = async (
  r: RefServer,
  fields: Record<string, unknown> = {},
  body: Record<string, unknown> = {},
) => {
  const o = await own(r);
  const res = await r.post('/layout_containers', {
    site_id: r.fixtures.siteId,
    layout_container: { content_node_id: o.node, ...fields },
    ...body,
  });
  return { o, res };
};

export const columnCountOf = async (r: RefServer, layout_type: string) =>
  ((await containerIn(r, { layout_type })).res.body.layout_columns ?? []).length;

export async function updatedColumns(r: RefServer, from: string, to: string): Promise<number> {
  const { res } = await containerIn(r, { layout_type: from });
  const up = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: to } });
  assert.equal(up.status, 200);
  return (await r.get(`/layout_containers/${res.body.id}`)).body.layout_columns.length;
}

/** Two news articles and a twoColumn5050 container in the first with a TextBlock in its first column. */
export async function moveSetup(r: RefServer) {
  const source = await own(r);
  const target = await own(r);
  const c = (
    await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: source.node, layout_type: 'twoColumn5050' },
    })
  ).body;
  const col = c.layout_columns.find((x: { position: number }) => x.position === 1).id as number;
  const pe = (await textBlock(r, col)).body;
  return { source, target, c, col, pe };
}
export const moveIt = (r: RefServer, id: number, siteId: number | undefined, node: number) =>
  r.put(`/layout_containers/${id}/move${siteId === undefined ? '' : `?site_id=${siteId}`}`, { content_node_id: node });

export const textBlock = (
  r: RefServer,
  col: number,
  pe: Record<string, unknown> = {},
  element: Record<string, unknown> = { content: '<p>x</p>' },
) =>
  r.post('/page_elements', { page_element: { layout_column_id: col, page_element_type: 'TextBlock', ...pe, element } });

export const photo = (r: RefServer, col: number, element: Record<string, unknown>) =>
  r.post('/page_elements', { page_element: { layout_column_id: col, page_element_type: 'Photo', element } });

export const link = { has_url: 1, url: 'www.example.com/x', protocol: 'https://' };

export async function newTextBlock(r: RefServer, pe: Record<string, unknown> = {}, element?: Record<string, unknown>) {
  const o = await own(r);
  const res = await textBlock(r, o.col, pe, element);
  return { o, res };
}

export const uploadVideo = (r: RefServer, col: number) =>
  r.call('POST', '/page_elements', {
    multipart: multipart(uploadedVideoFields(col, { file: MP4, title: 'Fault video' })),
  });

export const page = (r: RefServer, fields: Record<string, unknown> = {}) =>
  r.post('/pages', {
    site_id: r.fixtures.siteId,
    page_title: 'Fault page',
    button_title: 'Fault button',
    display_status: 'public',
    layout_template: 'one_panel',
    ...fields,
  });
