// What the observers of the faults of reference/faults/cross-cutting.ts and reference/faults/news-media.ts
// share (fault-observers/cross-cutting.ts and news-media.ts): requests that make, show and update a news
// article with the fixture tag, list the galleries of the fixture game and upload a photo to them.
import assert from 'node:assert/strict';
import { multipart, type RefServer } from '../../../reference/testing.ts';

export type Observer = (r: RefServer) => Promise<unknown>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const tagOf = (r: RefServer) => String(r.fixtures.newsPageNodeId);
export const x = (n: number) => 'x'.repeat(n);

/** POST /news_articles with a title and the fixture tag, plus `fields`. */
export function create(r: RefServer, fields: Record<string, unknown> = {}) {
  return r.post('/news_articles', { news_article: { title: 'Observed', page_node_ids: tagOf(r), ...fields } });
}

/** A new article's id (asserts that the create answered with one). */
export async function created(r: RefServer, fields: Record<string, unknown> = {}): Promise<number> {
  const a = await create(r, fields);
  assert.ok(a.status >= 200 && a.status < 300 && typeof a.body?.id === 'number', `create answered ${a.status}`);
  return a.body.id as number;
}

export const show = (r: RefServer, id: number, query = '') => r.get(`/news_articles/${id}${query}`);
export const update = (r: RefServer, id: number, fields: Record<string, unknown>, withIds = true) =>
  r.put(`/news_articles/${id}`, { news_article: { ...fields, ...(withIds ? { page_node_ids: tagOf(r) } : {}) } });
export const galleries = (r: RefServer, kind: 'photo' | 'video', auth: Parameters<RefServer['get']>[1] = {}) =>
  r.get(`/${kind}_galleries?object_type=game&object_id=${r.fixtures.gameId}`, auth);
export const uploadPhoto = (r: RefServer, extra: Record<string, string> = {}) =>
  r.call('POST', '/gallery_photos', {
    auth: 'basic',
    multipart: multipart({
      object_type: 'game',
      object_id: r.fixtures.gameId,
      filedata: { file: PNG, name: 'p.png', type: 'image/png' },
      ...extra,
    }),
  });
