// What the news article spec files share (news-articles.spec.ts, news-article-limits.spec.ts,
// news-article-updates.spec.ts): the limits and flags the interface lists, markers, bodies, and the
// preconditions of working on an article.
import { expect, RUN_TAG } from '../harness.ts';
import { acceptedAnswer, createdId, precondition, readBack } from '../assertions.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import { interfaceModel } from '../../../src/spec/interface-model.ts';
export type Fields = Record<string, unknown>;

export const SHOW_FLAGS = [
  'show_image_with_article',
  'show_image_in_aggregator',
  'show_preview_text_with_article',
  'show_preview_text_in_aggregator',
] as const;
const LIMITED = ['title', 'author', 'teaser', 'preview_text'] as const;
export type LimitedField = (typeof LIMITED)[number];
/** The maximum length of each text field of an article (Limits), the model of the interface's. */
export const LIMITS = Object.fromEntries(
  LIMITED.map((field) => [field, interfaceModel().maxLength('createNewsArticle', `news_article.${field}`)]),
) as Readonly<Record<LimitedField, number>>;
/** The values of status. */
export const STATUSES = interfaceModel().values('createNewsArticle', 'news_article.status');
let counter = 0;
/** A marker no other test (and no other run) uses. */
export function marker(label: string): string {
  counter += 1;
  return `${RUN_TAG} ${label} ${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

/** `text` padded with x (or cut) to exactly `length` characters; all ASCII, so characters, bytes and UTF-16 units agree. */
export function exactly(length: number, text: string): string {
  return text.length >= length ? text.slice(0, length) : text + 'x'.repeat(length - text.length);
}

/** A complete create body as the interface shows it (title, author, teaser, news_date, page_node_ids, status). */
export function fullBody(tagId: number, title: string, extra: Fields = {}): Fields {
  return {
    title,
    author: 'Conformance Suite',
    teaser: 'Written by the conformance suite; deleted when its test ends.',
    news_date: '2026-11-21T10:15:00+00:00',
    page_node_ids: String(tagId),
    status: 'draft',
    ...extra,
  };
}

/** The value of a fixture that was found, else nothing (the check goes on with what there is). */
export function found<T>(f: { value: T } | { missing: string }): T[] {
  return 'value' in f ? [f.value] : [];
}

/** Articles of the index whose text fields contain the marker (what a rejected request must not have stored). */
export async function articlesWith(api: ApiClient, mark: string): Promise<unknown[]> {
  const r = await readBack(api, 'listNewsArticles', {});
  return r.list
    .filter((a) =>
      ['title', 'author', 'teaser', 'preview_text'].some(
        (k) => typeof a[k] === 'string' && (a[k] as string).includes(mark),
      ),
    )
    .map((a) => a.id);
}

export function containersOf(article: Fields): Array<Record<string, unknown>> {
  const node = article.content_node as { layout_containers?: unknown } | undefined;
  return Array.isArray(node?.layout_containers) ? (node.layout_containers as Array<Record<string, unknown>>) : [];
}

/** The id of an article a create answered, stored (a show answers it): a precondition of what the test does with it next. */
export async function storedArticleId(api: ApiClient, r: ApiResult, what: string, coveredBy: string): Promise<number> {
  const id = await createdId(r, what, coveredBy);
  await readBack(api, 'getNewsArticle', { path: { id } }, id);
  return id;
}

/**
 * A precondition: the update operation is served. An update of show_image_with_article (a field the
 * calling test does not read) is accepted, else the test's update checks cannot be judged, blocked by
 * OP-NEWS-ARTICLES-UPDATE (which the update tests judge); and it left the fields the test reads
 * (`unchanged`) as they were, else blocked by NEWS-UPDATE-READ-BACK ("changes the fields it names").
 */
export async function updateServed(api: ApiClient, id: number, tagId: number, unchanged: Fields): Promise<void> {
  const r = await api.call('updateNewsArticle', {
    path: { id },
    json: { news_article: { show_image_with_article: true, page_node_ids: String(tagId) } },
  });
  await acceptedAnswer(
    r,
    'the update operation is served: an update of show_image_with_article is accepted',
    'OP-NEWS-ARTICLES-UPDATE',
  );
  const shown = await readBack(api, 'getNewsArticle', { path: { id } }, id);
  await precondition(
    'an update of show_image_with_article left the other fields as they were',
    () => {
      for (const [field, value] of Object.entries(unchanged))
        expect(shown.object[field], `${field} is unchanged`).toBe(value);
    },
    'NEWS-UPDATE-READ-BACK',
  );
}
