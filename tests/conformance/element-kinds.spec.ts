// Every nested kind in the composite answers. Every answer is checked against spec/openapi.yaml by
// the client (a mismatch fails the test), but only for the nested objects it carries: a Layout
// Container answer whose column holds no Photo never shows whether a Photo element inside a
// container carries its listed fields, and a tree read from a league with divisions never shows a
// Team Instance node directly under a Subseason. The tests here make (or, for the trees, find) the
// answers that carry every nested kind the interface describes, so the automatic check sees each:
//   - a column holding a TextBlock, a Photo, an external video and (where the site's setting allows)
//     an uploaded video (support/element-kinds.ts), answered by the layout container show, update
//     and move, and by the news article show, update, create from a template, and delete;
//   - the league instance trees of the site's leagues ("A Team may belong to a Division, to a
//     league without divisions, or to a solo-team league": Team Instance nodes at either depth).
// The nested requirements are the ones the schemas check on those objects: "A Layout Column holds
// Page Elements. A Page Element has exactly one Element" (Structure relations), the TextBlock and
// Photo element fields (Resources > Page Element), the node data of the tree (Resources > League
// Instance Tree), and Conventions 3 (integer ids, timestamps with a numeric offset, unset values
// null). What each test asserts besides is what the operation's output states: the container and
// article answered are the ones asked for, holding the page elements created (compared as a set:
// the interface states no order), moved into the target content node.
// The layout container create and delete answers carry no page element: a created container's
// columns are new, and a deleted one has "empty layout_columns" (Endpoints > Layout Containers).
import { test, expect, proves, need, RUN_TAG, sampleOf } from './harness.ts';
import { walkTree, type TreeNode } from '../../src/harness/discovery.ts';
import { idSet } from './support/compare.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import { elementIdsIn, fillWithEveryKind } from './support/element-kinds.ts';
import { createSecondColumn } from './support/page-elements.ts';

type Json = Record<string, unknown>;

/** The container of a content node (of a news article answer) with this id. */
function containerIn(article: Json, containerId: number): Json | undefined {
  const node = article.content_node as Json | undefined;
  const containers = Array.isArray(node?.layout_containers) ? (node!.layout_containers as Json[]) : [];
  return containers.find((c) => c?.id === containerId);
}

/** How many leagues, and league instances of each, the tree test reads (the lowest ids). */
const LEAGUES_READ = 5;
const INSTANCES_READ = 2;

test.describe('every nested kind in composite answers', () => {
  test('layout container show, update and move answer a column holding every page element kind', proves('OP-LAYOUT-CONTAINERS-SHOW', 'OP-LAYOUT-CONTAINERS-UPDATE', 'OP-LAYOUT-CONTAINERS-MOVE', 'LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS', 'PAGE-ELEMENT-FIELDS', 'TEXTBLOCK-FIELDS', 'PHOTO-FIELDS', 'PHOTO-THUMBNAILS'), async ({ api, discovery, ledger, target, writes }, testInfo) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'every kind container');
    const destination = await createOwnContent(api, ledger, discovery, 'every kind move target');
    // A container of its own beside the article's first one: the move takes it away, and a content node keeps one.
    const { containerId, columnId } = await createSecondColumn(api, ledger, source);
    const placed = await fillWithEveryKind(api, ledger, target, columnId, testInfo);
    const ids = idSet(placed.ids);

    const shown = await api.call('getLayoutContainer', { path: { id: containerId } });
    expect(shown.status).toBe(200);
    expect(shown.object.id, 'the show answers the container asked for').toBe(containerId);
    expect(idSet(elementIdsIn(shown.object, columnId) ?? []), 'its column holds the page elements created in it').toEqual(ids);

    const cssClass = `svc-kinds-${Math.random().toString(36).slice(2, 8)}`;
    const updated = await api.call('updateLayoutContainer', { path: { id: containerId }, json: { layout_container: { custom_css_class: cssClass } } });
    expect(updated.status).toBe(200);
    expect(updated.object.id, 'the update answers the container').toBe(containerId);
    expect(updated.object.custom_css_class, 'the update answers the changed field').toBe(cssClass);
    expect(idSet(elementIdsIn(updated.object, columnId) ?? []), 'with the page elements of its column').toEqual(ids);

    const moved = await api.call('moveLayoutContainer', { path: { id: containerId }, query: { site_id: source.siteId }, json: { content_node_id: destination.contentNodeId } });
    expect(moved.status).toBe(200);
    expect(moved.object.id, 'the move answers the container').toBe(containerId);
    expect(moved.object.content_node_id, 'now in the target content node').toBe(destination.contentNodeId);
    expect(idSet(elementIdsIn(moved.object, columnId) ?? []), 'with its columns and page elements').toEqual(ids);

    const after = await api.call('getLayoutContainer', { path: { id: containerId } });
    expect(after.status).toBe(200);
    expect(after.object.custom_css_class, 'a show returns the updated field').toBe(cssClass);
    expect(after.object.content_node_id, 'a show puts it in the target content node').toBe(destination.contentNodeId);
    expect(idSet(elementIdsIn(after.object, columnId) ?? []), 'holding the page elements').toEqual(ids);
  });

  test('news article update, show, index, create from a template and delete answer a content node holding every page element kind', proves('OP-NEWS-ARTICLES-UPDATE', 'OP-NEWS-ARTICLES-SHOW', 'OP-NEWS-ARTICLES-INDEX', 'NEWS-INDEX-PLACEMENT', 'OP-NEWS-ARTICLES-CREATE', 'OP-NEWS-ARTICLES-DELETE', 'NEWS-FIELDS', 'LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS', 'PAGE-ELEMENT-FIELDS', 'TEXTBLOCK-FIELDS', 'PHOTO-FIELDS', 'PHOTO-THUMBNAILS'), async ({ api, discovery, ledger, target, writes }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'every kind article');
    const placed = await fillWithEveryKind(api, ledger, target, own.columnId, testInfo);
    const ids = idSet(placed.ids);
    const elementsOf = (article: Json) => idSet(elementIdsIn(containerIn(article, own.containerId), own.columnId) ?? []);

    const title = `${RUN_TAG} every kind article, updated`;
    const updated = await api.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { title, page_node_ids: String(own.tagId) } } });
    expect(updated.status).toBe(200);
    expect(updated.object.id, 'the update answers the article').toBe(own.articleId);
    expect(updated.object.title, 'the update answers the changed title').toBe(title);
    expect(elementsOf(updated.object), 'its content node holds the page elements created in it').toEqual(ids);

    const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(shown.status).toBe(200);
    expect(shown.object.id, 'the show answers the article asked for').toBe(own.articleId);
    expect(shown.object.title, 'a show returns the updated title').toBe(title);
    expect(elementsOf(shown.object), 'its content node holds the page elements created in it').toEqual(ids);

    // The index after this test's writes (the shared read probe may predate them): the article with its placement.
    const index = await api.call('listNewsArticles');
    expect(index.status).toBe(200);
    const listed = index.list.find((a) => a.id === own.articleId);
    expect(listed, 'the index lists the article').toBeTruthy();
    expect(elementsOf(listed ?? {}), 'with its placement: the content node holding the page elements created in it').toEqual(ids);

    // "optional template_id (create from a template)": what a template is, and what the new article
    // takes from it, is not shown. The article is offered as the template; a deployment that copies
    // its content answers the copies (checked like any answer), one that refuses it is not failed.
    const copy = await createArticle(api, ledger, { title: `${RUN_TAG} every kind from a template`, page_node_ids: String(own.tagId), template_id: own.articleId });
    expect(copy.status, 'a create from a template is not a server error').toBeLessThan(500);
    if (copy.status === 200) {
      const copyShown = await api.call('getNewsArticle', { path: { id: copy.object.id as number } });
      expect(copyShown.status, 'a show returns the article created from the template').toBe(200);
      expect(copyShown.object.id).toBe(copy.object.id);
    } else {
      testInfo.annotations.push({ type: 'note', description: `the article was not taken as a template (create answered ${copy.status})` });
    }

    const deleted = await api.call('deleteNewsArticle', { path: { id: own.articleId } });
    expect(deleted.status).toBe(200);
    ledger.forget('news_article', own.articleId);
    expect(deleted.object.id, 'the delete returns the deleted article').toBe(own.articleId);
    const gone = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(gone.status, 'right after the delete a show answers 4xx').toBeGreaterThanOrEqual(400);
    expect(gone.status).toBeLessThan(500);
  });

  test('page element update, show and delete answer each element kind', proves('OP-PAGE-ELEMENTS-UPDATE', 'OP-PAGE-ELEMENTS-SHOW', 'OP-PAGE-ELEMENTS-DELETE', 'PAGE-ELEMENT-UPDATE-READ-BACK', 'PAGE-ELEMENT-DELETE-RETURNS-RECORD', 'PAGE-ELEMENT-DELETE-GONE', 'PAGE-ELEMENT-FIELDS', 'TEXTBLOCK-FIELDS', 'PHOTO-FIELDS', 'PHOTO-THUMBNAILS'), async ({ api, discovery, ledger, target, writes }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'every kind page element');
    const placed = await fillWithEveryKind(api, ledger, target, own.columnId, testInfo);
    // The elements whose fields the interface lists: a TextBlock (content) and a Photo (cutline, at most 255).
    const changes: Record<string, (mark: string) => Json> = {
      TextBlock: (mark) => ({ content: `<p>${mark}</p>` }),
      Photo: (mark) => ({ cutline: mark }),
    };
    for (const [id, type] of placed.types) {
      const change = changes[String(type)];
      if (!change) continue;
      const mark = `${RUN_TAG} ${String(type)} updated`;
      const cssClass = `svc-kinds-${String(type).toLowerCase()}`;
      const [field, value] = Object.entries(change(mark))[0]!;
      const r = await api.call('updatePageElement', { path: { id }, json: { page_element: { custom_css_class: cssClass }, element: change(mark) } });
      expect(r.status, `update of the ${String(type)}`).toBe(200);
      expect(r.object.id, `the update answers the ${String(type)} page element`).toBe(id);
      expect(r.object.custom_css_class, `the ${String(type)} update answers the new custom_css_class`).toBe(cssClass);
      const shown = await api.call('getPageElement', { path: { id } });
      expect(shown.status, `show of the ${String(type)}`).toBe(200);
      expect(shown.object.custom_css_class, `a show returns the ${String(type)}'s new custom_css_class`).toBe(cssClass);
      expect((shown.object.element as Json | undefined)?.[field], `a show returns the ${String(type)} element's new ${field}`).toBe(value);
    }
    expect([...placed.types.values()], 'precondition: a TextBlock and a Photo were updated').toEqual(expect.arrayContaining(['TextBlock', 'Photo']));
    for (const id of placed.ids) {
      const r = await api.call('deletePageElement', { path: { id } });
      expect(r.status, `delete of page element ${id} (${String(placed.types.get(id))})`).toBe(200);
      ledger.forget('page_element', id);
      expect(r.object.id, 'the delete returns the deleted page element').toBe(id);
      const gone = await api.call('getPageElement', { path: { id } });
      expect(gone.status, `right after the delete a show of ${id} answers 4xx`).toBeGreaterThanOrEqual(400);
      expect(gone.status).toBeLessThan(500);
    }
  });

  test('the trees of the site\'s league instances, with every node type at each depth, are shown', proves('OP-LEAGUE-INSTANCE-TREE-SHOW', 'TREE-NODE-WRAPPER', 'TREE-NODE-DATA', 'TREE-ROOT-LEAGUE-INSTANCE', 'LEAGUE-INSTANCE-FIELDS', 'DIVISION-INSTANCE-FIELDS', 'DIVISION-FIELDS', 'TEAM-INSTANCE-FIELDS', 'TEAM-FIELDS', 'NULL-FOR-UNSET', 'ID-INTEGER', 'TIMESTAMP-NUMERIC-OFFSET'), async ({ api, reads, discovery }, testInfo) => {
    need(await discovery.site());
    // The site's leagues as this worker read them once; leagues and league instances cannot be
    // created or deleted through the interface, so every one is a settled record.
    const leagues = (await reads.result('listLeagues')).list;
    const shapes = new Set<string>();
    const roots: string[] = [];
    for (const league of sampleOf(leagues, LEAGUES_READ)) {
      const instances = await api.call('listLeagueInstances', { query: { league_id: league.id as number } });
      expect(instances.status, `GET /league_instances?league_id=${String(league.id)}`).toBe(200);
      for (const li of sampleOf(instances.list, INSTANCES_READ)) {
        const r = await api.call('getLeagueInstanceTree', { path: { id: li.id as number } });
        expect(r.status, `GET /league_instance_tree/${String(li.id)}`).toBe(200);
        const root = r.object.node as TreeNode | undefined;
        if (!root || typeof root !== 'object') { roots.push(`${String(li.id)}: no node`); continue; }
        if (root.node_type !== 'LeagueInstance' || root.data?.id !== li.id) roots.push(`${String(li.id)}: root ${String(root.node_type)} ${String(root.data?.id)}`);
        const depth = new Map<TreeNode, number>();
        walkTree(root, (node, parent) => {
          const d = parent ? (depth.get(parent) ?? 0) + 1 : 0;
          depth.set(node, d);
          shapes.add(`${parent ? parent.node_type : '-'} > ${String(node.node_type)} (depth ${d})`);
        });
      }
    }
    expect(roots, 'the root of each tree is the league instance asked for').toEqual([]);
    testInfo.annotations.push({ type: 'note', description: `node types seen, under their parents: ${[...shapes].sort().join('; ')}` });
  });
});
