// What the checks of the variations in tests/self/variation-checks.ts and variation-checks-records.ts
// share: a news article of its own (with its content node, container and column) and a text block in a
// column.
import assert from 'node:assert/strict';
import type { RefServer } from '../../reference/testing.ts';

export type Check = (r: RefServer, baseline: RefServer) => Promise<void>;

export const tag = (r: RefServer) => String(r.fixtures.newsPageNodeId);

/** A news article of its own: its id, content node, container and column. */
export async function article(r: RefServer, fields: Record<string, unknown> = {}) {
  const a = await r.post('/news_articles', { news_article: { title: 'Variation', page_node_ids: tag(r), ...fields } });
  assert.equal(a.status, 200, a.text);
  const container = a.body.content_node.layout_containers[0];
  return {
    id: a.body.id as number,
    body: a.body,
    contentNodeId: a.body.content_node.id as number,
    containerId: container.id as number,
    columnId: container.layout_columns[0].id as number,
  };
}

export async function textBlock(r: RefServer, columnId: number, pageElement: Record<string, unknown> = {}) {
  const pe = await r.post('/page_elements', {
    page_element: {
      layout_column_id: columnId,
      page_element_type: 'TextBlock',
      ...pageElement,
      element: { content: '<p>v</p>' },
    },
  });
  assert.equal(pe.status, 200, pe.text);
  return pe.body;
}
