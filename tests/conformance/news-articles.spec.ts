// News articles (interface: Endpoints > News Articles; Resources and their fields > News Article;
// Structure relations; Limits; States and transitions; Conventions 4). Every test creates its own
// articles (named with the run tag, tracked in the ledger and deleted when the test ends) and looks
// only for its own markers: other tests create and delete articles at the same time.
// The paths of show, update and delete are not shown by the interface: the assumed REST paths of
// spec/openapi.yaml (x-svc-assumed) are used, overridable with SVC_ROUTE_NEWS_ARTICLE_*.
import { test, expect, expectEvery, proves, need, observe, RUN_TAG, expectClientError } from './harness.ts';
import { instantOf } from './support/compare.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';

type Fields = Record<string, unknown>;

const SHOW_FLAGS = ['show_image_with_article', 'show_image_in_aggregator', 'show_preview_text_with_article', 'show_preview_text_in_aggregator'] as const;
const LIMITS = { title: 300, author: 100, teaser: 300, preview_text: 30_000 } as const;
type LimitedField = keyof typeof LIMITS;
/** The requirement of each limit (Limits table), written out so that a search for the id finds this test. */
const LIMIT_REQUIREMENTS: Record<LimitedField, string> = {
  title: 'NEWS-TITLE-MAXLEN',
  author: 'NEWS-AUTHOR-MAXLEN',
  teaser: 'NEWS-TEASER-MAXLEN',
  preview_text: 'NEWS-PREVIEW-TEXT-MAXLEN',
};

let counter = 0;
/** A marker no other test (and no other run) uses. */
function marker(label: string): string {
  counter += 1;
  return `${RUN_TAG} ${label} ${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

/** `text` padded with x (or cut) to exactly `length` characters; all ASCII, so characters, bytes and UTF-16 units agree. */
function exactly(length: number, text: string): string {
  return text.length >= length ? text.slice(0, length) : text + 'x'.repeat(length - text.length);
}

/** A complete create body as the interface shows it (title, author, teaser, news_date, page_node_ids, status). */
function fullBody(tagId: number, title: string, extra: Fields = {}): Fields {
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

/** Articles of the index whose text fields contain the marker (what a rejected request must not have stored). */
async function articlesWith(api: ApiClient, mark: string): Promise<unknown[]> {
  const r = await api.call('listNewsArticles');
  expect(r.status, 'the index answers, to prove nothing was stored').toBe(200);
  return r.list
    .filter((a) => ['title', 'author', 'teaser', 'preview_text'].some((k) => typeof a[k] === 'string' && (a[k] as string).includes(mark)))
    .map((a) => a.id);
}

function containersOf(article: Fields): Array<Record<string, unknown>> {
  const node = article.content_node as { layout_containers?: unknown } | undefined;
  return Array.isArray(node?.layout_containers) ? (node.layout_containers as Array<Record<string, unknown>>) : [];
}

test.describe('news articles', () => {
  test('a created article is stored with its content node of one container with one column, and the defaults', proves(
    'OP-NEWS-ARTICLES-CREATE', 'OP-NEWS-ARTICLES-SHOW', 'NEWS-FIELDS', 'NEWS-CREATE-CONTENT-NODE', 'NEWS-STATUS-DEFAULT',
    'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT', 'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT', 'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT', 'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT',
  ), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const tagId = need(await discovery.newsTag());
    const title = marker('defaults');
    // No status and none of the show_* flags: the defaults apply.
    const { status: _status, ...body } = fullBody(tagId, title);
    void _status;
    const r = await createArticle(api, ledger, body);
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors, 'the created News Article carries every listed field with its type').toEqual([]);
    const id = Number(r.object.id);
    expect(r.object).toMatchObject({ title, author: body.author, teaser: body.teaser });
    expect(r.object.status, 'status defaults to draft').toBe('draft');
    for (const flag of SHOW_FLAGS) expect(r.object[flag], `${flag} defaults to true`).toBe(true);

    const node = r.object.content_node as Fields;
    expect(node.resource_type, 'the content node is the article\'s').toBe('NewsArticle');
    expect(node.id, 'content_node is the node of content_node_id').toBe(r.object.content_node_id);
    const containers = containersOf(r.object);
    expect(containers.length, 'the new content node holds exactly one layout container').toBe(1);
    expect(containers[0]!.content_node_id, 'held by the article\'s content node').toBe(node.id);
    const columns = containers[0]!.layout_columns as unknown[];
    expect(Array.isArray(columns) ? columns.length : 0, 'the container holds exactly one layout column').toBe(1);
    const comment = r.object.comment_element as Fields;
    expect(comment.source_type).toBe('NewsArticle');
    expect(comment.source_id, 'the comment element is the article\'s').toBe(id);

    // The show returns what was stored.
    const shown = await api.call('getNewsArticle', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.exchange.schemaErrors).toEqual([]);
    expect(shown.object).toMatchObject({ id, title, author: body.author, teaser: body.teaser, status: 'draft', content_node_id: r.object.content_node_id });
    for (const flag of SHOW_FLAGS) expect(shown.object[flag], `${flag} is stored true`).toBe(true);
    const shownContainers = containersOf(shown.object);
    expect(shownContainers.map((c) => c.id), 'the show has the same one container').toEqual([containers[0]!.id]);
    expect((shownContainers[0]!.layout_columns as unknown[]).length, 'with its one column').toBe(1);
  });

  for (const [field, max] of Object.entries(LIMITS) as Array<[LimitedField, number]>) {
    test(`${field} holds ${max} characters on create and update, and ${max + 1} are rejected without storing or changing anything`, proves(LIMIT_REQUIREMENTS[field], 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
      void writes;
      const tagId = need(await discovery.newsTag());
      const mark = marker(`${field}-limit`);

      // At the limit: accepted and read back verbatim.
      const atLimit = exactly(max, `${mark} at limit `);
      const titleAt = field === 'title' ? atLimit : `${mark} title`;
      const created = await createArticle(api, ledger, fullBody(tagId, titleAt, { [field]: atLimit }));
      expect(created.status, `${field} of ${max} characters is accepted`).toBe(200);
      const id = Number(created.object.id);
      expect(created.object[field], 'the create answers it verbatim').toBe(atLimit);
      const shown = await api.call('getNewsArticle', { path: { id } });
      expect(shown.status).toBe(200);
      expect(shown.object[field], `${field} is read back verbatim`).toBe(atLimit);

      // One past the limit on create: rejected, nothing stored.
      const overMark = marker(`${field}-over`);
      const over = exactly(max + 1, `${overMark} `);
      const rejected = await createArticle(api, ledger, fullBody(tagId, field === 'title' ? over : `${overMark} title`, { [field]: over }));
      observe(testInfo, 'ERROR-STATUS-OBSERVED', `news article create with a ${field} of ${max + 1} characters`, rejected.status);
      expectClientError(rejected);
      expect(await articlesWith(api, overMark), 'no article was stored').toEqual([]);

      // One past the limit on update: rejected, the article unchanged.
      const updated = await api.call('updateNewsArticle', { path: { id }, json: { news_article: { [field]: exactly(max + 1, `${mark} update `), page_node_ids: String(tagId) } } });
      observe(testInfo, 'ERROR-STATUS-OBSERVED', `news article update with a ${field} of ${max + 1} characters`, updated.status);
      expectClientError(updated);
      const after = await api.call('getNewsArticle', { path: { id } });
      expect(after.object[field], 'the rejected update changed nothing').toBe(atLimit);
      expect(after.object.title, 'the rejected update changed nothing').toBe(titleAt);

      // At the limit on update: accepted and read back verbatim (the limit holds for updates too).
      const updateAt = exactly(max, `${marker(`${field}-update-at`)} `);
      const accepted = await api.call('updateNewsArticle', { path: { id }, json: { news_article: { [field]: updateAt, page_node_ids: String(tagId) } } });
      expect(accepted.status, `an update to a ${field} of ${max} characters is accepted`).toBe(200);
      expect(accepted.object[field], 'the update answers it verbatim').toBe(updateAt);
      expect((await api.call('getNewsArticle', { path: { id } })).object[field], `the updated ${field} is read back verbatim`).toBe(updateAt);
    });
  }

  test('preview_text is set by an update and read back', proves('NEWS-PREVIEW-TEXT-MAXLEN', 'NEWS-UPDATE-READ-BACK'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'preview_text by update');
    const text = exactly(LIMITS.preview_text, `${marker('preview_text-update')} `);
    const r = await api.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { preview_text: text, page_node_ids: String(own.tagId) } } });
    expect(r.status, 'a preview_text of 30,000 characters is accepted on update').toBe(200);
    const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(shown.object.preview_text, 'and read back verbatim').toBe(text);
  });

  test('page_node_ids is required on create: without it nothing is created', proves('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const tagId = need(await discovery.newsTag());
    const title = marker('without page_node_ids');
    const { page_node_ids: _ids, ...body } = fullBody(tagId, title);
    void _ids;
    const r = await createArticle(api, ledger, body);
    observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article create without page_node_ids', r.status);
    expectClientError(r);
    expect(await articlesWith(api, title), 'no article was created').toEqual([]);
  });

  // "JSON body news_article with title, ..., page_node_ids" (Create) and page_node_ids "required on
  // create": a create body whose fields are not in news_article carries no news_article. (The update
  // lists page_node_ids beside the news_article fields, so an update body is not checked this way.)
  test('a create whose fields are not wrapped in news_article is rejected and creates nothing', proves('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const tagId = need(await discovery.newsTag());
    const title = marker('not wrapped');
    const created = await api.call('createNewsArticle', { json: fullBody(tagId, title), unvalidated: true });
    if (created.status === 200 && typeof created.object.id === 'number') ledger.track('news_article', created.object.id, { operationId: 'deleteNewsArticle', path: { id: created.object.id } });
    expectClientError(created);
    expect(await articlesWith(api, title), 'no article was created').toEqual([]);
  });

  test('page_node_ids is required on update: without it nothing changes', proves('NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'update without page_node_ids');
    const before = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(before.status).toBe(200);
    const title = marker('changed without page_node_ids');
    const r = await api.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { title } } });
    observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article update without page_node_ids', r.status);
    expectClientError(r);
    const after = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(after.object.title, 'the title did not change').toBe(before.object.title);
    // The same instant: the text of a timestamp (offset, fractional seconds) is the deployment's choice.
    expect(instantOf(after.object.updated_on), 'the article did not change (updated_on is the same instant)').toBe(instantOf(before.object.updated_on));
  });

  test('status is draft or published: both are accepted, another value is rejected', proves('NEWS-STATUS-ENUM', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const tagId = need(await discovery.newsTag());
    for (const status of ['draft', 'published'] as const) {
      const r = await createArticle(api, ledger, fullBody(tagId, marker(`status ${status}`), { status }));
      expect(r.status, `status ${status} is accepted`).toBe(200);
      expect(r.object.status).toBe(status);
      const shown = await api.call('getNewsArticle', { path: { id: Number(r.object.id) } });
      expect(shown.object.status, `status ${status} is stored`).toBe(status);
    }
    const title = marker('status archived');
    const r = await createArticle(api, ledger, fullBody(tagId, title, { status: 'archived' }));
    observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article create with status archived', r.status);
    expectClientError(r);
    expect(await articlesWith(api, title), 'no article was created').toEqual([]);

    // On update too: another value is rejected and the status stays as it was.
    const own = await createArticle(api, ledger, fullBody(tagId, marker('status update'), { status: 'draft' }));
    expect(own.status).toBe(200);
    const id = Number(own.object.id);
    const updated = await api.call('updateNewsArticle', { path: { id }, json: { news_article: { status: 'archived', page_node_ids: String(tagId) } } });
    observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article update with status archived', updated.status);
    expectClientError(updated);
    const after = await api.call('getNewsArticle', { path: { id } });
    expect(after.object.status, 'the rejected update left the status draft').toBe('draft');
  });

  test('the transitions draft -> published -> draft are recorded', proves('STATE-TRANSITIONS-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'status transitions');
    const seen: Array<{ to: string; status: number; statusAfter: unknown }> = [];
    for (const to of ['published', 'draft']) {
      const r = await api.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { status: to, page_node_ids: String(own.tagId) } }, unvalidated: true });
      const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
      seen.push({ to, status: r.status, statusAfter: shown.object.status });
    }
    observe(testInfo, 'STATE-TRANSITIONS-OBSERVED', `news article status updates from ${String(own.article.status)}`, seen);
  });

  test('the index lists articles with their placement in the page structure', proves('OP-NEWS-ARTICLES-INDEX', 'NEWS-INDEX-PLACEMENT', 'NEWS-FIELDS', 'NEWS-COMMENT-FIELDS-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'index');
    const r = await api.call('listNewsArticles');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.exchange.schemaErrors).toEqual([]);
    const mine = r.list.find((a) => a.id === own.articleId);
    expect(mine, 'the index lists the new article').toBeTruthy();
    expect(mine!.title).toBe(own.article.title);
    expect((mine!.content_node as Fields | undefined)?.id, 'with its content node').toBe(own.contentNodeId);
    expect(containersOf(mine!).map((c) => c.id), 'with its layout container').toEqual([own.containerId]);
    expect((containersOf(mine!)[0]!.layout_columns as Array<Fields>).map((c) => c.id), 'and its layout column').toEqual([own.columnId]);
    // Every article carries its placement (other tests may have emptied their own content nodes
    // at this moment, so only the presence of the structure is checked for theirs).
    expectEvery(r.list, 'every article carries its content node with its layout containers', (article) =>
      !Array.isArray((article.content_node as Fields | undefined)?.layout_containers) && `article ${String(article.id)}`);
    expectEvery(r.list.flatMap(containersOf), 'every container carries its layout columns', (c) => !Array.isArray(c.layout_columns) && `container ${String(c.id)}`);
    const comments = r.list.flatMap((a) => ((a.comment_element as Fields | undefined)?.comments as Array<Fields> | undefined) ?? []);
    const keys = [...new Set(comments.flatMap((c) => (typeof c === 'object' && c !== null ? Object.keys(c) : [typeof c])))].sort();
    observe(testInfo, 'NEWS-COMMENT-FIELDS-OBSERVED', 'fields of the comments of the articles in the index', comments.length > 0 ? { comments: comments.length, fields: keys, example: comments[0] } : 'no article in the index has a comment');
  });

  test('what a site_id filter on the index does is recorded', proves('NEWS-INDEX-QUERY-OBSERVED'), async ({ api, discovery, reads }, testInfo) => {
    const site = need(await discovery.site());
    const all = await reads.result('listNewsArticles');
    const filtered = await api.call('listNewsArticles', { query: { site_id: site }, unvalidated: true });
    const allIds = new Set(all.list.map((a) => a.id));
    observe(testInfo, 'NEWS-INDEX-QUERY-OBSERVED', `GET /news_articles?site_id=${site}`, {
      status: filtered.status,
      unfiltered: all.list.length,
      filtered: filtered.list.length,
      filteredIsSubset: filtered.list.every((a) => allIds.has(a.id)),
    });
    const sites = await api.call('listSites');
    const other = sites.list.map((s) => s.id).find((id) => id !== site);
    if (typeof other === 'number') {
      const byOther = await api.call('listNewsArticles', { query: { site_id: other }, unvalidated: true });
      const overlap = byOther.list.filter((a) => filtered.list.some((b) => b.id === a.id)).length;
      observe(testInfo, 'NEWS-INDEX-QUERY-OBSERVED', `GET /news_articles?site_id=${other} (another site)`, { status: byOther.status, listed: byOther.list.length, sharedWithSite: overlap });
    }
  });

  test('an article is shown with plain_text=true and with basic_html=true', proves('OP-NEWS-ARTICLES-SHOW', 'NEWS-SHOW-PLAIN-TEXT', 'NEWS-SHOW-BASIC-HTML'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'show variants');
    for (const query of [{ plain_text: true }, { basic_html: true }]) {
      const r = await api.call('getNewsArticle', { path: { id: own.articleId }, query });
      expect(r.status, `show with ${Object.keys(query)[0]}=true`).toBe(200);
      expect(r.exchange.schemaErrors).toEqual([]);
      expect(r.object.id).toBe(own.articleId);
      expect(r.object.title).toBe(own.article.title);
    }
  });

  test('an update changes the fields it names, and only those', proves('OP-NEWS-ARTICLES-UPDATE', 'NEWS-UPDATE-READ-BACK', 'NEWS-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const tagId = need(await discovery.newsTag());
    const created = await createArticle(api, ledger, fullBody(tagId, marker('update')));
    expect(created.status).toBe(200);
    const id = Number(created.object.id);
    const title = marker('updated');
    const teaser = 'Changed by the conformance suite.';
    const r = await api.call('updateNewsArticle', { path: { id }, json: { news_article: { title, teaser, show_image_in_aggregator: false, page_node_ids: String(tagId) } } });
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors).toEqual([]);
    expect(r.object).toMatchObject({ id, title, teaser, show_image_in_aggregator: false });
    const shown = await api.call('getNewsArticle', { path: { id } });
    expect(shown.object, 'the show returns the change').toMatchObject({ id, title, teaser, show_image_in_aggregator: false });
    // news_date is compared as an instant: its text (offset, fractional seconds) may differ.
    expect(instantOf(shown.object.news_date), 'and only the change: news_date is the same instant').toBe(instantOf(created.object.news_date));
    expect(shown.object, 'and only the change').toMatchObject({
      author: created.object.author,
      status: created.object.status,
      content_node_id: created.object.content_node_id,
      show_image_with_article: created.object.show_image_with_article,
      show_preview_text_with_article: created.object.show_preview_text_with_article,
      show_preview_text_in_aggregator: created.object.show_preview_text_in_aggregator,
    });
  });

  // Every field of the News Article table a request may carry, changed by an update and read back
  // (Endpoints > News Articles, Update: "news_article fields to change"); status both ways.
  test('an update of each article field is answered and read back by a show', proves('OP-NEWS-ARTICLES-UPDATE', 'NEWS-UPDATE-READ-BACK', 'NEWS-STATUS-ENUM'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const tagId = need(await discovery.newsTag());
    const created = await createArticle(api, ledger, fullBody(tagId, marker('update each field')));
    expect(created.status).toBe(200);
    const id = Number(created.object.id);
    const changes: Fields = {
      title: marker('each field updated'),
      author: 'Conformance Suite, updated',
      teaser: 'Changed field by field by the conformance suite.',
      preview_text: `Preview ${marker('preview')}`,
      news_date: '2026-11-22T08:30:00+00:00',
      status: 'published',
      ...Object.fromEntries(SHOW_FLAGS.map((flag) => [flag, !(created.object[flag] ?? true)])),
    };
    const same = (field: string, value: unknown, got: unknown) => (field === 'news_date' ? instantOf(got) === instantOf(value) : Object.is(got, value) || JSON.stringify(got) === JSON.stringify(value));
    for (const [field, value] of [...Object.entries(changes), ['status', 'draft'] as const]) {
      const r = await api.call('updateNewsArticle', { path: { id }, json: { news_article: { [field]: value, page_node_ids: String(tagId) } } });
      expect(r.status, `an update of ${field} to ${JSON.stringify(value)} is accepted`).toBe(200);
      expect(same(field, value, r.object[field]), `the update answers ${field} ${JSON.stringify(value)} (answered ${JSON.stringify(r.object[field])})`).toBe(true);
      const shown = (await api.call('getNewsArticle', { path: { id } })).object[field];
      expect(same(field, value, shown), `a show returns ${field} ${JSON.stringify(value)} (shown ${JSON.stringify(shown)})`).toBe(true);
    }
  });

  test('a delete returns the article, which is then gone', proves('OP-NEWS-ARTICLES-DELETE', 'NEWS-DELETE-RETURNS-RECORD', 'NEWS-DELETE-GONE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'delete');
    const r = await api.call('deleteNewsArticle', { path: { id: own.articleId } });
    expect(r.status).toBe(200);
    ledger.forget('news_article', own.articleId);
    expect(r.exchange.schemaErrors).toEqual([]);
    expect(r.object.id, 'the deleted article comes back').toBe(own.articleId);
    expect(r.object.title).toBe(own.article.title);
    const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(shown.status, 'a show of the deleted article answers 4xx').toBeGreaterThanOrEqual(400);
    expect(shown.status).toBeLessThan(500);
    const listed = await api.call('listNewsArticles');
    expect(listed.status).toBe(200);
    expect(listed.list.map((a) => a.id), 'the index no longer lists it').not.toContain(own.articleId);
  });
});
