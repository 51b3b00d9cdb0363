// News articles (interface: Endpoints > News Articles; Resources and their fields > News Article;
// Structure relations; States and transitions; Conventions 4): create with its defaults, show, index,
// delete and the status values. The lengths of the Limits are in news-article-limits.spec.ts, the
// updates in news-article-updates.spec.ts. Every test creates its own articles (named with the run
// tag, tracked in the ledger and deleted when the test ends) and looks only for its own markers:
// other tests create and delete articles at the same time.
// The paths of show, update and delete are not shown by the interface: the assumed REST paths of
// spec/openapi.yaml (x-svc-assumed) are used, overridable with SVC_ROUTE_NEWS_ARTICLE_*.
// Each check judges one requirement (check(...)); a create or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, need, observe } from './harness.ts';
import {
  acceptedAnswer,
  answeredRecord,
  expectAccepted,
  expectClientError,
  expectEvery,
  expectShape,
  check,
  checkRecordAnswer,
  checkRefusal,
  createdId,
  precondition,
  readBack,
} from './assertions.ts';
import { expectSuccess, idSet } from './support/compare.ts';
import { createArticle, createOwnContent, trackArticle } from './support/content.ts';
import {
  type Fields,
  type SHOW_FLAGS,
  STATUSES,
  marker,
  fullBody,
  found,
  articlesWith,
  containersOf,
  storedArticleId,
} from './support/news-articles.ts';
import { listed } from '../../src/spec/interface-model.ts';

/** The requirement of each flag's default, written out so that a search for the id finds this test. */
const SHOW_FLAG_DEFAULTS: ReadonlyArray<readonly [(typeof SHOW_FLAGS)[number], string]> = [
  ['show_image_with_article', 'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT'],
  ['show_image_in_aggregator', 'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT'],
  ['show_preview_text_with_article', 'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT'],
  ['show_preview_text_in_aggregator', 'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT'],
];

test.describe('news articles', () => {
  test(
    'a created article is stored with its content node of one container with one column, and the defaults',
    writing(
      proves(
        'OP-NEWS-ARTICLES-CREATE',
        'OP-NEWS-ARTICLES-SHOW',
        'NEWS-FIELDS',
        'NEWS-CREATE-CONTENT-NODE',
        'NEWS-STATUS-DEFAULT',
        'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT',
        'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT',
        'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT',
        'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const tagId = need(await discovery.newsTag());
      const title = marker('defaults');
      // No status and none of the show_* flags: the defaults apply.
      const { status: _status, ...body } = fullBody(tagId, title);
      void _status;
      const r = await createArticle(api, ledger, body);
      await check('OP-NEWS-ARTICLES-CREATE', 'the create answers 200 with the new News Article', () => {
        expectSuccess(r, 'createNewsArticle', 'POST /news_articles answers 200');
        expect(r.object).toMatchObject({ title, author: body.author, teaser: body.teaser });
      });
      const id = await createdId(r, 'a created article', 'OP-NEWS-ARTICLES-CREATE');
      await check('NEWS-FIELDS', 'the create answers every listed field with its type', () => {
        expectShape(r, 'NEWS-FIELDS');
        const comment = r.object.comment_element as Fields;
        expect(comment.source_type, 'comment_element.source_type').toBe('NewsArticle');
        expect(comment.source_id, "the comment element is the article's").toBe(id);
        expect((r.object.content_node as Fields).resource_type, 'content_node.resource_type').toBe('NewsArticle');
      });
      await check('NEWS-STATUS-DEFAULT', 'an article created without status is a draft', () =>
        expect(r.object.status, 'status defaults to draft').toBe('draft'),
      );
      for (const [flag, requirement] of SHOW_FLAG_DEFAULTS) {
        await check(requirement, `an article created without ${flag} has it true`, () =>
          expect(r.object[flag], `${flag} defaults to true`).toBe(true),
        );
      }
      await check(
        'NEWS-CREATE-CONTENT-NODE',
        'the new article has a content node of one container with one column',
        () => {
          const node = r.object.content_node as Fields;
          expect(node.id, 'content_node is the node of content_node_id').toBe(r.object.content_node_id);
          const containers = containersOf(r.object);
          expect(containers.length, 'the new content node holds exactly one layout container').toBe(1);
          expect(containers[0]!.content_node_id, "held by the article's content node").toBe(node.id);
          const columns = containers[0]!.layout_columns as unknown[];
          expect(Array.isArray(columns) ? columns.length : 0, 'the container holds exactly one layout column').toBe(1);
        },
      );

      // The show returns what was stored: the create's rule ("which a show then returns"). The show
      // itself is judged on an article that exists for sure: one the deployment had before the run.
      // Two of them (when there are two), so that a show answering always the same article shows.
      const existing = [need(await discovery.newsArticle()), ...found(await discovery.otherNewsArticle())];
      for (const fixtureId of existing) {
        const fixture = await api.call('getNewsArticle', { path: { id: fixtureId } });
        await checkRecordAnswer(
          fixture,
          'OP-NEWS-ARTICLES-SHOW',
          'a show of an existing article answers 200 with that article',
          fixtureId,
        );
        // that a show returns what a create stored is the create's rule where shows work
        await precondition(
          'a show of an existing article answers that article',
          () => expect(fixture.object.id).toBe(fixtureId),
          'OP-NEWS-ARTICLES-SHOW',
        );
      }
      const shown = await api.call('getNewsArticle', { path: { id } });
      await check('OP-NEWS-ARTICLES-CREATE', 'the created article is stored: a show returns it', () => {
        expectAccepted(shown, 'a show of the created article answers a success');
        expect(shown.object).toMatchObject({
          id,
          title,
          author: body.author,
          teaser: body.teaser,
          content_node_id: r.object.content_node_id,
        });
      });
      await answeredRecord(shown, 'a show answers the created article', id, 'OP-NEWS-ARTICLES-CREATE');
      await check('NEWS-FIELDS', 'the show answers every listed field with its type', () =>
        expectShape(shown, 'NEWS-FIELDS'),
      );
      await check('NEWS-STATUS-DEFAULT', 'the default status is stored', () =>
        expect(shown.object.status).toBe('draft'),
      );
      for (const [flag, requirement] of SHOW_FLAG_DEFAULTS)
        await check(requirement, `the default ${flag} is stored`, () =>
          expect(shown.object[flag], `${flag} is stored true`).toBe(true),
        );
      await check('NEWS-CREATE-CONTENT-NODE', 'the show has the same one container with its one column', () => {
        const shownContainers = containersOf(shown.object);
        expect(
          shownContainers.map((c) => c.id),
          'the show has the same one container',
        ).toEqual(containersOf(r.object).map((c) => c.id));
        expect((shownContainers[0]!.layout_columns as unknown[]).length, 'with its one column').toBe(1);
      });
    },
  );

  test(
    'page_node_ids is required on create: without it nothing is created',
    writing(
      proves('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'),
    ),
    async ({ api, discovery, ledger }, testInfo) => {
      const tagId = need(await discovery.newsTag());
      const title = marker('without page_node_ids');
      const { page_node_ids: _ids, ...body } = fullBody(tagId, title);
      void _ids;
      const r = await createArticle(api, ledger, body);
      observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article create without page_node_ids', r.status);
      await checkRefusal(r, 'NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'a create without page_node_ids');
      await check('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'the refused create stored nothing', async () =>
        expect(await articlesWith(api, title), 'no article was created').toEqual([]),
      );
    },
  );

  // "JSON body news_article with title, ..., page_node_ids" (Create) and page_node_ids "required on
  // create": a create body whose fields are not in news_article carries no news_article. (The update
  // lists page_node_ids beside the news_article fields, so an update body is not checked this way.)
  test(
    'a create whose fields are not wrapped in news_article is rejected and creates nothing',
    writing(proves('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      const tagId = need(await discovery.newsTag());
      const title = marker('not wrapped');
      const created = await api.call('createNewsArticle', { json: fullBody(tagId, title), unvalidated: true });
      trackArticle(ledger, created);
      await checkRefusal(
        created,
        'NEWS-PAGE-NODE-IDS-REQUIRED-CREATE',
        'a create whose fields are not in news_article',
      );
      await check('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', 'the refused create stored nothing', async () =>
        expect(await articlesWith(api, title), 'no article was created').toEqual([]),
      );
    },
  );

  test(
    `status is ${listed(STATUSES)}: ${STATUSES.length === 2 ? 'both are' : 'each is'} accepted, another value is rejected`,
    writing(proves('NEWS-STATUS-ENUM', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED')),
    async ({ api, discovery, ledger }, testInfo) => {
      const tagId = need(await discovery.newsTag());
      for (const status of STATUSES) {
        const r = await createArticle(api, ledger, fullBody(tagId, marker(`status ${status}`), { status }));
        await check('NEWS-STATUS-ENUM', `status ${status} is accepted on create and answered`, () => {
          expectAccepted(r, `status ${status} is accepted`);
          expect(r.object.status).toBe(status);
        });
        if (r.status >= 300 || typeof r.object.id !== 'number') continue;
        const shown = await readBack(api, 'getNewsArticle', { path: { id: r.object.id } }, r.object.id);
        await check('NEWS-STATUS-ENUM', `status ${status} is stored`, () =>
          expect(shown.object.status, `status ${status} is stored`).toBe(status),
        );
      }
      const title = marker('status archived');
      const r = await createArticle(api, ledger, fullBody(tagId, title, { status: 'archived' }));
      observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article create with status archived', r.status);
      await checkRefusal(r, 'NEWS-STATUS-ENUM', 'a create with status archived');
      await check('NEWS-STATUS-ENUM', 'the refused create stored nothing', async () =>
        expect(await articlesWith(api, title), 'no article was created').toEqual([]),
      );

      // On update too: another value is rejected and the status stays as it was.
      const own = await createArticle(api, ledger, fullBody(tagId, marker('status update'), { status: 'draft' }));
      const id = await storedArticleId(api, own, 'a draft article to update', 'NEWS-STATUS-ENUM');
      const updated = await api.call('updateNewsArticle', {
        path: { id },
        json: { news_article: { status: 'archived', page_node_ids: String(tagId) } },
      });
      observe(testInfo, 'ERROR-STATUS-OBSERVED', 'news article update with status archived', updated.status);
      await checkRefusal(updated, 'NEWS-STATUS-ENUM', 'an update to status archived');
      const after = await readBack(api, 'getNewsArticle', { path: { id } }, id);
      await check('NEWS-STATUS-ENUM', 'the refused update left the status draft', () =>
        expect(after.object.status, 'the rejected update left the status draft').toBe('draft'),
      );
    },
  );

  test(
    'the transitions draft -> published -> draft are recorded',
    writing(proves('STATE-TRANSITIONS-OBSERVED')),
    async ({ api, discovery, ledger }, testInfo) => {
      const own = await createOwnContent(api, ledger, discovery, 'status transitions');
      const seen: Array<{ to: string; status: number; statusAfter: unknown }> = [];
      for (const to of ['published', 'draft']) {
        const r = await api.call('updateNewsArticle', {
          path: { id: own.articleId },
          json: { news_article: { status: to, page_node_ids: String(own.tagId) } },
          unvalidated: true,
        });
        const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
        seen.push({ to, status: r.status, statusAfter: shown.object.status });
      }
      observe(
        testInfo,
        'STATE-TRANSITIONS-OBSERVED',
        `news article status updates from ${String(own.article.status)}`,
        seen,
      );
    },
  );

  test(
    'the index lists articles with their placement in the page structure',
    writing(proves('OP-NEWS-ARTICLES-INDEX', 'NEWS-INDEX-PLACEMENT', 'NEWS-FIELDS', 'NEWS-COMMENT-FIELDS-OBSERVED')),
    async ({ api, discovery, ledger }, testInfo) => {
      // Which articles the unfiltered index lists is not stated ("query parameters: not shown";
      // "pagination ...: not shown"): a deployment may leave drafts out, or list a page of them. Our
      // article is published, as listed as any can be, and judged where the index lists it.
      const own = await createOwnContent(api, ledger, discovery, 'index', undefined, { status: 'published' });
      // The placement the index must carry is the one a show gives: how many containers and columns a
      // new article has is NEWS-CREATE-CONTENT-NODE's rule, not the index's.
      const shown = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      const placement = (article: Fields) =>
        containersOf(article)
          .map((c) => ({
            id: c.id,
            columns: idSet(
              Array.isArray(c.layout_columns) ? (c.layout_columns as Array<Fields>).map((col) => col.id) : [],
            ),
          }))
          .sort((a, b) => Number(a.id) - Number(b.id));
      await precondition(
        "a show gives the article's placement: the container and column it was created with",
        () => {
          const container = containersOf(shown.object).find((c) => c.id === own.containerId);
          expect(container, "the show's content node holds the created container").toBeTruthy();
          expect(
            (container!.layout_columns as Array<Fields>).map((c) => c.id),
            'which holds the created column',
          ).toContain(own.columnId);
        },
        'NEWS-FIELDS',
      );
      const r = await api.call('listNewsArticles');
      await check('OP-NEWS-ARTICLES-INDEX', 'the index answers 200 with an array of News Article', () => {
        expectSuccess(r, 'listNewsArticles', 'GET /news_articles answers 200');
        expect(Array.isArray(r.body), 'an array').toBe(true);
      });
      await check('NEWS-FIELDS', 'the articles of the index carry every listed field with its type', () =>
        expectShape(r, 'NEWS-FIELDS'),
      );
      const mine = r.list.find((a) => a.id === own.articleId);
      if (mine)
        await check('OP-NEWS-ARTICLES-INDEX', 'the index answers our article as it is', () =>
          expect(mine.title, 'the index answers our article with its title').toBe(own.article.title),
        );
      await check(
        'NEWS-INDEX-PLACEMENT',
        'each article of the index carries its placement in the page structure',
        () => {
          if (mine) {
            expect((mine.content_node as Fields | undefined)?.id, 'with its content node').toBe(own.contentNodeId);
            expect(
              idSet(containersOf(mine).map((c) => c.id)),
              'with its layout containers (those a show gives)',
            ).toEqual(idSet(containersOf(shown.object).map((c) => c.id)));
            expect(placement(mine), 'and their layout columns (those a show gives)').toEqual(placement(shown.object));
          }
          // Every article carries its placement (other tests may have emptied their own content nodes
          // at this moment, so only the presence of the structure is checked for theirs).
          expectEvery(
            r.list,
            'every article carries its content node with its layout containers',
            (article) =>
              !Array.isArray((article.content_node as Fields | undefined)?.layout_containers) &&
              `article ${String(article.id)}`,
          );
          expectEvery(
            r.list.flatMap(containersOf),
            'every container carries its layout columns',
            (c) => !Array.isArray(c.layout_columns) && `container ${String(c.id)}`,
          );
        },
      );
      const comments = r.list.flatMap(
        (a) => ((a.comment_element as Fields | undefined)?.comments as Array<Fields> | undefined) ?? [],
      );
      const keys = [
        ...new Set(comments.flatMap((c) => (typeof c === 'object' && c !== null ? Object.keys(c) : [typeof c]))),
      ].sort();
      observe(
        testInfo,
        'NEWS-COMMENT-FIELDS-OBSERVED',
        'fields of the comments of the articles in the index',
        comments.length > 0
          ? { comments: comments.length, fields: keys, example: comments[0] }
          : 'no article in the index has a comment',
      );
    },
  );

  test(
    'what a site_id filter on the index does is recorded',
    proves('NEWS-INDEX-QUERY-OBSERVED'),
    async ({ api, discovery, readProbes }, testInfo) => {
      const site = need(await discovery.site());
      const all = await readProbes.result('listNewsArticles');
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
        observe(testInfo, 'NEWS-INDEX-QUERY-OBSERVED', `GET /news_articles?site_id=${other} (another site)`, {
          status: byOther.status,
          listed: byOther.list.length,
          sharedWithSite: overlap,
        });
      }
    },
  );

  test(
    'an article is shown with plain_text=true and with basic_html=true',
    writing(proves('OP-NEWS-ARTICLES-SHOW', 'NEWS-SHOW-PLAIN-TEXT', 'NEWS-SHOW-BASIC-HTML')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'show variants');
      const plain = await api.call('getNewsArticle', { path: { id: own.articleId } });
      await checkRecordAnswer(plain, 'OP-NEWS-ARTICLES-SHOW', 'a show answers 200 with the article', own.articleId);
      // the variants are judged where the plain show works: a show that answers another article is the show's own rule
      await answeredRecord(
        plain,
        'a show (without plain_text or basic_html) answers the article',
        own.articleId,
        'OP-NEWS-ARTICLES-SHOW',
      );
      for (const [query, requirement] of [
        [{ plain_text: true }, 'NEWS-SHOW-PLAIN-TEXT'],
        [{ basic_html: true }, 'NEWS-SHOW-BASIC-HTML'],
      ] as const) {
        const r = await api.call('getNewsArticle', { path: { id: own.articleId }, query });
        await check(requirement, `a show with ${Object.keys(query)[0]}=true answers 200 with the News Article`, () => {
          expect(r.status, `show with ${Object.keys(query)[0]}=true`).toBe(200);
          expect(r.object.id).toBe(own.articleId);
          expect(r.object.title).toBe(own.article.title);
        });
      }
    },
  );

  test(
    'a delete returns the article, which is then gone',
    writing(proves('OP-NEWS-ARTICLES-DELETE', 'NEWS-DELETE-RETURNS-RECORD', 'NEWS-DELETE-GONE')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'delete');
      const r = await api.call('deleteNewsArticle', { path: { id: own.articleId } });
      if (r.status >= 200 && r.status < 300) ledger.forget('news_article', own.articleId);
      await check('OP-NEWS-ARTICLES-DELETE', 'the delete answers 200', () =>
        expectSuccess(r, 'deleteNewsArticle', 'DELETE /news_articles/:id answers 200'),
      );
      // What else the deleted record still holds is not shown ("200, the deleted News Article"): its id and title say which it is.
      await check('NEWS-DELETE-RETURNS-RECORD', 'the delete answers the deleted article', () => {
        expect(r.object.id, 'the deleted article comes back').toBe(own.articleId);
        expect(r.object.title).toBe(own.article.title);
      });
      await acceptedAnswer(r, 'the delete is accepted', 'OP-NEWS-ARTICLES-DELETE');
      const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
      const listed = await readBack(api, 'listNewsArticles', {});
      await check(
        'NEWS-DELETE-GONE',
        'the deleted article is gone: a show answers 4xx and the index no longer lists it',
        () => {
          expectClientError(shown, 'a show of the deleted article answers 4xx');
          expect(
            listed.list.map((a) => a.id),
            'the index no longer lists it',
          ).not.toContain(own.articleId);
        },
      );
    },
  );
});
