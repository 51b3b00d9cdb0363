// Content of a test's own: a News Article, and with it a Content Node to put layout containers and
// page elements in. Content Nodes are not directly accessible (interface, Conventions 5); creating
// a News Article creates its Content Node with one Layout Container holding one Layout Column
// (Structure relations). Shared by the layout-containers, page-elements, photos, videos and
// news-articles tests.
//
// API (stable: add to it, never change it incompatibly):
//
//   createOwnContent(api, ledger, discovery, label?, on?) -> Promise<OwnContent>
//       POST /news_articles (createNewsArticle) with
//         {news_article: {title: `${RUN_TAG} ${label}`, page_node_ids: String(tagId)}}
//       tagged with discovery.newsTag() of discovery.site(), or with `on.tagId` of `on.siteId`. The article is tracked in the ledger
//       at once (deleteNewsArticle), so it is deleted when the test ends. Skips the test (need)
//       when no site or has_news tag can be found; a precondition (harness.ts): the create answers
//       a success with a content node holding a container with a column, or the calling test is
//       inconclusive (the news-articles tests prove these as rules). Take the `writes` fixture in
//       the calling test.
//       Returns { siteId, tagId, articleId, contentNodeId, containerId, columnId, article }:
//       containerId and columnId are the first container and its first column (by position),
//       article the create's response body.
//
//   createArticle(api, ledger, fields) -> Promise<ApiResult>
//       POST /news_articles with exactly these news_article fields (through any client); tracked in
//       the ledger at once when it answers an id. The one place a test creates a news article.
//
//   trackCreated(ledger, r, kind, remove?)
//       Tracks the record a create answered at once (with how to delete it, `remove(id)`; none for
//       an irreversible one), when it answered a success with an id.
//
//   trackArticle(ledger, r)
//       trackCreated of a news article (deleteNewsArticle).
//
//   readContentNode(api, articleId) -> Promise<ContentNodeView | undefined>
//       GET news article show (getNewsArticle) and its `content_node`; undefined when the show
//       does not answer 200 with a content_node object. `layout_containers` is [] when absent.
//
//   containerIdsOf(node) -> number[]
//       The ids of the layout containers of a ContentNodeView ([] for undefined).
import { expect, need, RUN_TAG } from '../harness.ts';
import { expectAccepted, precondition } from '../assertions.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import type { Discovery } from '../../../src/harness/discovery.ts';
import type { Ledger, LedgerEntry } from '../../../src/harness/ledger.ts';

export interface OwnContent {
  /** the site of the article (discovery.site()): the `site_id` of container and page element calls */
  siteId: number;
  /** the has_news tag (page node) the article is tagged with */
  tagId: number;
  articleId: number;
  /** the article's content_node.id */
  contentNodeId: number;
  /** the first layout container of the content node (by position) */
  containerId: number;
  /** the first layout column of that container (by position) */
  columnId: number;
  /** the create's response body */
  article: Record<string, unknown>;
}

interface ContentNodeView {
  id: number;
  layout_containers: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

const byPosition = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.position) - Number(b.position);

function asContentNode(value: unknown): ContentNodeView | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const node = value as Record<string, unknown>;
  if (typeof node.id !== 'number') return undefined;
  const containers = Array.isArray(node.layout_containers)
    ? (node.layout_containers as Array<Record<string, unknown>>)
    : [];
  return { ...node, id: node.id, layout_containers: containers };
}

/**
 * POST /news_articles with exactly the `news_article` fields given, through `api` (any credential);
 * an answer with an id is tracked in the ledger at once, whatever the test expected. The one place
 * a test creates a news article.
 */
export async function createArticle(
  api: ApiClient,
  ledger: Ledger,
  fields: Record<string, unknown>,
): Promise<ApiResult> {
  const r = await api.call('createNewsArticle', { json: { news_article: fields } });
  trackArticle(ledger, r);
  return r;
}

/**
 * Tracks the record a create answered at once, deleted as `remove` says when the test ends (none for
 * a record the interface cannot delete). A create that did not answer a success with an id created nothing to track.
 */
export function trackCreated(
  ledger: Ledger,
  r: ApiResult,
  kind: string,
  remove?: (id: number) => LedgerEntry['delete'],
): void {
  const id = r.object.id;
  if (r.status >= 200 && r.status < 300 && typeof id === 'number') ledger.track(kind, id, remove?.(id));
}

/** Tracks the article a create answered (trackCreated, deleteNewsArticle). */
export const trackArticle = (ledger: Ledger, r: ApiResult): void =>
  trackCreated(ledger, r, 'news_article', (id) => ({ operationId: 'deleteNewsArticle', path: { id } }));

/**
 * Creates a News Article of this test's own (with `fields` besides its title and tag, e.g. status
 * published for a test that looks for it in the index) and returns its Content Node, first container and first column.
 */
export async function createOwnContent(
  api: ApiClient,
  ledger: Ledger,
  discovery: Discovery,
  label = 'content',
  on?: { siteId: number; tagId: number },
  fields: Record<string, unknown> = {},
): Promise<OwnContent> {
  const siteId = on?.siteId ?? need(await discovery.site());
  const tagId = on?.tagId ?? need(await discovery.newsTag());
  // A set-up step: what it relies on is proven by the news-articles tests, so its failure makes the
  // calling test inconclusive (blocked by the rule it broke), never failed.
  return precondition(
    'a news article of our own, with its content node, container and column',
    async () => {
      const r = await createArticle(api, ledger, {
        title: `${RUN_TAG} ${label}`,
        page_node_ids: String(tagId),
        ...fields,
      });
      expectAccepted(r, 'a news article of our own is created (POST /news_articles)');
      const articleId = r.object.id;
      expect(typeof articleId, 'the created news article has an integer id').toBe('number');
      const node = asContentNode(r.object.content_node);
      expect(node, 'the created news article carries its content_node with an id').toBeTruthy();
      const container = [...node!.layout_containers].sort(byPosition)[0];
      expect(typeof container?.id, 'the content node of a new news article holds a layout container').toBe('number');
      const columns = Array.isArray(container!.layout_columns)
        ? [...(container!.layout_columns as Array<Record<string, unknown>>)].sort(byPosition)
        : [];
      expect(typeof columns[0]?.id, 'the layout container of a new news article holds a layout column').toBe('number');
      // stored: a show answers it (what the test does with it next relies on it)
      const shown = await api.call('getNewsArticle', { path: { id: articleId as number } });
      expectAccepted(shown, 'the created news article is stored: a show answers it');
      expect(shown.object.id, 'the show answers the created article').toBe(articleId);
      return {
        siteId,
        tagId,
        articleId: articleId as number,
        contentNodeId: node!.id,
        containerId: container!.id as number,
        columnId: columns[0]!.id as number,
        article: r.object,
      };
    },
    'NEWS-CREATE-CONTENT-NODE',
  );
}
