// Every nested kind in the composite answers: layout container and news article answers. Every
// answer is checked against spec/openapi.yaml by the client (a mismatch fails the test), but only
// for the nested objects it carries: a Layout Container answer whose column holds no Photo never
// shows whether a Photo element inside a container carries its listed fields. The tests here make
// the answers that carry every nested kind the interface describes, so the automatic check sees
// each: a column holding a TextBlock, a Photo, an external video and (where the site's setting
// allows) an uploaded video (support/element-kinds.ts), answered by the layout container show,
// update and move, and by the news article show, update, create from a template, and delete. The
// same for the page element answers of each kind is in element-kinds-page-elements.spec.ts, for the
// league instance trees in element-kinds-trees.spec.ts.
// The nested requirements are the ones the schemas check on those objects: "A Layout Column holds
// Page Elements. A Page Element has exactly one Element" (Structure relations), the TextBlock and
// Photo element fields (Resources > Page Element), and Conventions 3 (integer ids, timestamps with
// a numeric offset, unset values null). What each test asserts besides is what the operation's
// output states: the container and article answered are the ones asked for, holding the page
// elements created (compared as a set: the interface states no order), moved into the target
// content node.
// The layout container create and delete answers carry no page element: a created container's
// columns are new, and a deleted one has "empty layout_columns" (Endpoints > Layout Containers).
// Each check judges one requirement: the shape of each answer is judged under the *-FIELDS rule
// that lists it (expectShape), the status under the operation's own rule, what a later show
// returns under the rule that states it; the records placed are preconditions (read back first).
// What an update or move answers is judged where a later show holds the change: an answer that
// agrees with a show lacking it is the store's failure, not the answer's.
import type { TestInfo } from '@playwright/test';
import { test, expect, proves, writing, RUN_TAG } from './harness.ts';
import {
  acceptedAnswer,
  answeredRecord,
  expectAccepted,
  expectClientError,
  expectEvery,
  check,
  checkRecordAnswer,
  createdId,
  notJudged,
  readBack,
} from './assertions.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { expectSuccess, idSet } from './support/compare.ts';
import { createArticle, createOwnContent, type OwnContent } from './support/content.ts';
import { checkShapes, ELEMENT_SHAPES, elementIdsIn, fillWithEveryKind } from './support/element-kinds.ts';
import { createSecondColumn } from './support/page-elements.ts';
import { containerIdsOfNode, moveContainer } from './support/layout-containers.ts';

type Json = Record<string, unknown>;

/** The container of a content node (of a news article answer) with this id. */
function containerIn(article: Json, containerId: number): Json | undefined {
  const node = article.content_node as Json | undefined;
  const containers = Array.isArray(node?.layout_containers) ? (node!.layout_containers as Json[]) : [];
  return containers.find((c) => c?.id === containerId);
}

/** What a layout container answer carries: its own fields, its columns' and the page elements'. */
const CONTAINER_SHAPES = ['LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS', ...ELEMENT_SHAPES] as const;
/** What a news article answer carries: its own fields and its content node's containers. */
const ARTICLE_SHAPES = ['NEWS-FIELDS', ...CONTAINER_SHAPES] as const;
/** What both tests prove of the column holding every kind: it holds the page elements, and the answers carrying it carry every nested kind's listed fields (CONTAINER_SHAPES). */
const EVERY_KIND = [
  'PAGE-ELEMENT-IN-COLUMN',
  'LAYOUT-CONTAINER-FIELDS',
  'LAYOUT-COLUMN-FIELDS',
  'PAGE-ELEMENT-FIELDS',
  'TEXTBLOCK-FIELDS',
  'PHOTO-FIELDS',
  'PHOTO-THUMBNAILS',
];

/** Whether two id lists hold the same ids. */
const sameIds = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  JSON.stringify(idSet(a ?? [])) === JSON.stringify(idSet(b));

/** A container of the test's own and the page elements placed in its column (as an idSet). */
interface FilledContainer {
  containerId: number;
  columnId: number;
  ids: unknown[];
}

/** The container show: 200 with the container, its column holding the page elements. Returns whether it holds them. */
async function checkContainerShow(api: ApiClient, { containerId, columnId, ids }: FilledContainer): Promise<boolean> {
  const shown = await api.call('getLayoutContainer', { path: { id: containerId } });
  await checkRecordAnswer(
    shown,
    'OP-LAYOUT-CONTAINERS-SHOW',
    'the show answers 200 with the container asked for',
    containerId,
  );
  await answeredRecord(shown, 'the show answers the container', containerId, 'OP-LAYOUT-CONTAINERS-SHOW');
  await check('PAGE-ELEMENT-IN-COLUMN', 'the container show: its column holds the page elements created in it', () =>
    expect(
      idSet(elementIdsIn(shown.object, columnId) ?? []),
      'its column holds the page elements created in it',
    ).toEqual(ids),
  );
  await checkShapes(shown, CONTAINER_SHAPES, 'the container show');
  return sameIds(elementIdsIn(shown.object, columnId), ids);
}

/** An update of the container's custom_css_class: answered with the container and its page elements, read back. */
async function checkContainerUpdate(
  api: ApiClient,
  { containerId, columnId, ids }: FilledContainer,
  heldByShow: boolean,
): Promise<void> {
  const cssClass = `svc-kinds-${Math.random().toString(36).slice(2, 8)}`;
  const updated = await api.call('updateLayoutContainer', {
    path: { id: containerId },
    json: { layout_container: { custom_css_class: cssClass } },
  });
  await checkRecordAnswer(
    updated,
    'OP-LAYOUT-CONTAINERS-UPDATE',
    'the update answers 200 with the container',
    containerId,
  );
  await acceptedAnswer(updated, 'the container update is accepted', 'OP-LAYOUT-CONTAINERS-UPDATE');
  await checkShapes(updated, CONTAINER_SHAPES, 'the container update');
  const afterUpdate = await readBack(api, 'getLayoutContainer', { path: { id: containerId } }, containerId);
  await check('LAYOUT-CONTAINER-UPDATE-READ-BACK', 'a show returns the updated field', () =>
    expect(afterUpdate.object.custom_css_class, 'a show returns the updated field').toBe(cssClass),
  );
  await check('OP-LAYOUT-CONTAINERS-UPDATE', 'the update answers the changed field', () => {
    if (afterUpdate.object.custom_css_class !== cssClass)
      notJudged('a later show does not return the change either: it was not stored', [
        'LAYOUT-CONTAINER-UPDATE-READ-BACK',
      ]);
    expect(updated.object.custom_css_class, 'the update answers the changed field').toBe(cssClass);
  });
  await check('OP-LAYOUT-CONTAINERS-UPDATE', 'the update answers the page elements of its column', () => {
    if (!heldByShow)
      notJudged('a show of the container does not hold the page elements either', ['PAGE-ELEMENT-IN-COLUMN']);
    expect(idSet(elementIdsIn(updated.object, columnId) ?? []), 'with the page elements of its column').toEqual(ids);
  });
}

/** A move of the container to the destination's content node: answered, and a later show has it there with its page elements. */
async function checkContainerMove(
  api: ApiClient,
  source: OwnContent,
  destination: OwnContent,
  { containerId, columnId, ids }: FilledContainer,
  heldByShow: boolean,
): Promise<void> {
  const moved = await moveContainer(api, containerId, source, destination);
  // A container the source content node still holds was not moved (a copy went, perhaps): what
  // the move answered and what is in the target is not it (LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE's failure).
  const left = !(await containerIdsOfNode(api, source.articleId)).includes(containerId);
  const stayed = () =>
    notJudged('the source content node still holds the container: it was not moved', [
      'LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE',
    ]);
  await check('OP-LAYOUT-CONTAINERS-MOVE', 'the move answers the container', () => {
    if (!left) stayed();
    expect(moved.object.id, 'the move answers the container').toBe(containerId);
  });
  await checkShapes(moved, CONTAINER_SHAPES, 'the container move');
  const after = await readBack(api, 'getLayoutContainer', { path: { id: containerId } }, containerId);
  await check(
    'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
    'a show puts it in the target content node, holding the page elements',
    () => {
      if (!left) stayed();
      expect(after.object.content_node_id, 'a show puts it in the target content node').toBe(destination.contentNodeId);
      if (!heldByShow)
        notJudged('a show of the container did not hold the page elements before the move either', [
          'PAGE-ELEMENT-IN-COLUMN',
        ]);
      expect(idSet(elementIdsIn(after.object, columnId) ?? []), 'holding the page elements').toEqual(ids);
    },
  );
  await check(
    'OP-LAYOUT-CONTAINERS-MOVE',
    'the move answers the container now in the target content node, with its columns and page elements',
    () => {
      if (!left) stayed();
      if (
        after.object.content_node_id !== destination.contentNodeId ||
        !sameIds(elementIdsIn(after.object, columnId), ids)
      )
        notJudged('a later show does not have the container in the target content node with its page elements either', [
          'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
        ]);
      expect(moved.object.content_node_id, 'now in the target content node').toBe(destination.contentNodeId);
      expect(idSet(elementIdsIn(moved.object, columnId) ?? []), 'with its columns and page elements').toEqual(ids);
    },
  );
}

/** The news article index after the test's writes: the article with its placement, holding the page elements. */
async function checkArticleIndex(
  api: ApiClient,
  own: OwnContent,
  ids: unknown[],
  heldByShow: boolean,
  elementsOf: (article: Json) => unknown[],
): Promise<void> {
  // The index after this test's writes (the shared read probe may predate them): the article with its placement.
  const index = await api.call('listNewsArticles');
  await check('OP-NEWS-ARTICLES-INDEX', 'the index answers 200', () =>
    expectSuccess(index, 'listNewsArticles', 'GET /news_articles answers 200'),
  );
  await acceptedAnswer(index, 'the index is accepted', 'OP-NEWS-ARTICLES-INDEX');
  await checkShapes(index, ARTICLE_SHAPES, 'the index');
  // Whether the index lists our article is not stated: where it does, its placement holds the page elements;
  // where it does not, the placement is judged on the articles it lists.
  const listed = index.list.find((a) => a.id === own.articleId);
  await check(
    'NEWS-INDEX-PLACEMENT',
    'the index gives the article its placement: the content node holding the page elements',
    () => {
      if (!listed) {
        expectEvery(
          index.list,
          'every article of the index carries its content node with its layout containers',
          (a) => !Array.isArray((a.content_node as Json | undefined)?.layout_containers) && `article ${String(a.id)}`,
        );
        return;
      }
      if (!heldByShow)
        notJudged('a show of the article does not hold the page elements either', ['PAGE-ELEMENT-IN-COLUMN']);
      expect(
        elementsOf(listed),
        'with its placement: the content node holding the page elements created in it',
      ).toEqual(ids);
    },
  );
}

/** A news article created from the article as its template: not a server error; where accepted, stored. */
async function checkCreateFromTemplate(
  api: ApiClient,
  ledger: Ledger,
  own: OwnContent,
  testInfo: TestInfo,
): Promise<void> {
  // "optional template_id (create from a template)": what a template is, and what the new article
  // takes from it, is not shown. The article is offered as the template; a deployment that copies
  // its content answers the copies (checked like any answer), one that refuses it is not failed.
  const copy = await createArticle(api, ledger, {
    title: `${RUN_TAG} every kind from a template`,
    page_node_ids: String(own.tagId),
    template_id: own.articleId,
  });
  await check('OP-NEWS-ARTICLES-CREATE', 'a create from a template is not a server error', () =>
    expect(copy.status, 'a create from a template is not a server error').toBeLessThan(500),
  );
  if (copy.status >= 200 && copy.status < 300) {
    await checkShapes(copy, ARTICLE_SHAPES, 'the create from a template');
    const copyId = await createdId(copy, 'the article created from the template has an id', 'OP-NEWS-ARTICLES-CREATE');
    const copyShown = await api.call('getNewsArticle', { path: { id: copyId } });
    await check('OP-NEWS-ARTICLES-CREATE', 'the article created from the template is stored: a show returns it', () => {
      expectAccepted(copyShown, 'a show returns the article created from the template');
      expect(copyShown.object.id, 'the article created from the template').toBe(copyId);
    });
  } else {
    testInfo.annotations.push({
      type: 'note',
      description: `the article was not taken as a template (create answered ${copy.status})`,
    });
  }
}

/** The delete of the article: answered with the deleted article and its content, then gone. */
async function checkArticleDelete(api: ApiClient, ledger: Ledger, own: OwnContent): Promise<void> {
  const deleted = await api.call('deleteNewsArticle', { path: { id: own.articleId } });
  if (deleted.status >= 200 && deleted.status < 300) ledger.forget('news_article', own.articleId);
  await check('OP-NEWS-ARTICLES-DELETE', 'the delete answers 200', () =>
    expectSuccess(deleted, 'deleteNewsArticle', 'DELETE /news_articles/:id answers 200'),
  );
  await check('NEWS-DELETE-RETURNS-RECORD', 'the delete returns the deleted article', () =>
    expect(deleted.object.id, 'the delete returns the deleted article').toBe(own.articleId),
  );
  await acceptedAnswer(deleted, 'the article delete is accepted', 'OP-NEWS-ARTICLES-DELETE');
  await checkShapes(deleted, ARTICLE_SHAPES, 'the article delete');
  const gone = await api.call('getNewsArticle', { path: { id: own.articleId } });
  await check('NEWS-DELETE-GONE', 'right after the delete a show answers 4xx', () =>
    expectClientError(gone, 'right after the delete a show answers 4xx'),
  );
}

test.describe('every nested kind in composite answers', () => {
  test(
    'layout container show, update and move answer a column holding every page element kind',
    writing(
      proves(
        'OP-LAYOUT-CONTAINERS-SHOW',
        'OP-LAYOUT-CONTAINERS-UPDATE',
        'OP-LAYOUT-CONTAINERS-MOVE',
        'LAYOUT-CONTAINER-UPDATE-READ-BACK',
        'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
        ...EVERY_KIND,
      ),
    ),
    async ({ api, discovery, ledger, target }, testInfo) => {
      const source = await createOwnContent(api, ledger, discovery, 'every kind container');
      const destination = await createOwnContent(api, ledger, discovery, 'every kind move target');
      // A container of its own beside the article's first one: the move takes it away, and a content node keeps one.
      const { containerId, columnId } = await createSecondColumn(api, ledger, source);
      const placed = await fillWithEveryKind(api, ledger, target, { containerId, columnId }, testInfo);
      const container = { containerId, columnId, ids: idSet(placed.ids) };
      const heldByShow = await checkContainerShow(api, container);
      await checkContainerUpdate(api, container, heldByShow);
      await checkContainerMove(api, source, destination, container, heldByShow);
    },
  );

  test(
    'news article update, show, index, create from a template and delete answer a content node holding every page element kind',
    writing(
      proves(
        'OP-NEWS-ARTICLES-UPDATE',
        'OP-NEWS-ARTICLES-SHOW',
        'OP-NEWS-ARTICLES-INDEX',
        'NEWS-INDEX-PLACEMENT',
        'OP-NEWS-ARTICLES-CREATE',
        'OP-NEWS-ARTICLES-DELETE',
        'NEWS-UPDATE-READ-BACK',
        'NEWS-DELETE-RETURNS-RECORD',
        'NEWS-DELETE-GONE',
        'NEWS-FIELDS',
        ...EVERY_KIND,
      ),
    ),
    async ({ api, discovery, ledger, target }, testInfo) => {
      // published: which articles the unfiltered index lists is not stated (drafts may be left out, a page of them listed)
      const own = await createOwnContent(api, ledger, discovery, 'every kind article', undefined, {
        status: 'published',
      });
      const placed = await fillWithEveryKind(api, ledger, target, own, testInfo);
      const ids = idSet(placed.ids);
      const elementsOf = (article: Json) =>
        idSet(elementIdsIn(containerIn(article, own.containerId), own.columnId) ?? []);

      const title = `${RUN_TAG} every kind article, updated`;
      const updated = await api.call('updateNewsArticle', {
        path: { id: own.articleId },
        json: { news_article: { title, page_node_ids: String(own.tagId) } },
      });
      await checkRecordAnswer(
        updated,
        'OP-NEWS-ARTICLES-UPDATE',
        'the update answers 200 with the article',
        own.articleId,
      );
      await acceptedAnswer(updated, 'the article update is accepted', 'OP-NEWS-ARTICLES-UPDATE');
      await check('NEWS-UPDATE-READ-BACK', 'the update answers the changed title', () =>
        expect(updated.object.title, 'the update answers the changed title').toBe(title),
      );
      await checkShapes(updated, ARTICLE_SHAPES, 'the article update');

      const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
      await checkRecordAnswer(
        shown,
        'OP-NEWS-ARTICLES-SHOW',
        'the show answers 200 with the article asked for',
        own.articleId,
      );
      await answeredRecord(shown, 'the show answers the article', own.articleId, 'OP-NEWS-ARTICLES-SHOW');
      await checkShapes(shown, ARTICLE_SHAPES, 'the article show');
      await check('NEWS-UPDATE-READ-BACK', 'a show returns the updated title', () =>
        expect(shown.object.title, 'a show returns the updated title').toBe(title),
      );
      await check(
        'PAGE-ELEMENT-IN-COLUMN',
        'the article show: its content node holds the page elements created in it',
        () => expect(elementsOf(shown.object), 'its content node holds the page elements created in it').toEqual(ids),
      );
      const heldByShow = sameIds(elementsOf(shown.object), ids);
      await check(
        'OP-NEWS-ARTICLES-UPDATE',
        'the update answers the article with its content node holding the page elements',
        () => {
          if (!heldByShow)
            notJudged('a show of the article does not hold the page elements either', ['PAGE-ELEMENT-IN-COLUMN']);
          expect(elementsOf(updated.object), 'its content node holds the page elements created in it').toEqual(ids);
        },
      );
      await checkArticleIndex(api, own, ids, heldByShow, elementsOf);
      await checkCreateFromTemplate(api, ledger, own, testInfo);
      await checkArticleDelete(api, ledger, own);
    },
  );
});
