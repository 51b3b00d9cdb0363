// Layout container moves (interface: Endpoints > Layout Containers, Move, with its site_id and
// content_node_id; Structure relations; States and transitions): a move takes the container with its
// columns and page elements to another content node and out of the source, a move without site_id or
// content_node_id is refused and moves nothing, and whether POST also serves it is recorded. Create,
// show, update and delete are in layout-containers.spec.ts, the layout types and column counts in
// layout-container-columns.spec.ts. Every test creates its own news articles (support/content.ts),
// which give it Content Nodes of its own, and puts its containers there (support/layout-containers.ts);
// the ledger deletes them, and the articles, when the test ends.
// Each check judges one requirement (check(...)); a create, read or update a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A container a test
// works on is known to exist when its content node (read through the news article show: content
// nodes are not directly accessible) holds it: the container show is itself a rule under test.
import { test, expect, proves, writing, observe, RUN_TAG } from './harness.ts';
import { check, checkRefusal, createdId, notJudged, precondition, readBack } from './assertions.ts';
import { createOwnContent } from './support/content.ts';
import { createTextBlock } from './support/page-elements.ts';
import {
  columnIds,
  columnsOf,
  containerIdsOfNode,
  containerOf,
  containersOfNode,
  idsOf,
  moveContainer,
  type Json,
} from './support/layout-containers.ts';

const ENUM = 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM';

test.describe('layout containers', () => {
  test(
    'a move takes the container with its columns and page elements to another content node, out of the source',
    writing(
      proves(
        'OP-LAYOUT-CONTAINERS-MOVE',
        'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
        'LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const source = await createOwnContent(api, ledger, discovery, 'layout move source');
      const target = await createOwnContent(api, ledger, discovery, 'layout move target');
      const { id, held } = await containerOf(api, ledger, source, { layout_type: 'twoColumn5050' }, ENUM);
      const columns = columnIds(held);
      const columnId = await precondition(
        'the new container has a column',
        () => {
          expect(columns.length, 'the content node shows the new container with its columns').toBeGreaterThan(0);
          return columns[0]!;
        },
        'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
      );
      const content = `<p>${RUN_TAG} moved with its container</p>`;
      const pe = await createTextBlock(api, ledger, columnId, {}, { content });
      const peId = await createdId(pe, 'a TextBlock page element is put in the column', 'OP-PAGE-ELEMENTS-CREATE');
      const elementsIn = (container: Json | undefined): unknown[] =>
        ((columnsOf(container).find((c) => c.id === columnId)?.page_elements as Json[] | undefined) ?? []).map(
          (p) => p.id,
        );
      const sourceBefore = await containersOfNode(api, source.articleId);
      await precondition(
        'the content node shows the page element in the column',
        () =>
          expect(elementsIn(sourceBefore.find((c) => c.id === id)), 'the column holds the page element').toContain(
            peId,
          ),
        'PAGE-ELEMENT-IN-COLUMN',
      );

      const r = await moveContainer(api, id, source, target);
      const sourceAfter = await containersOfNode(api, source.articleId);
      const targetAfter = await containersOfNode(api, target.articleId);
      const left = !idsOf(sourceAfter).includes(id);
      await check('LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE', 'the source content node no longer holds the container', () =>
        expect(idsOf(sourceAfter), 'the source content node no longer holds the container').not.toContain(id),
      );
      // A container still in the source was not moved (a copy went, perhaps): what is in the target is not it.
      const stayed = {
        reason: 'the source content node still holds the container: it was not moved',
        by: ['LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE'],
      };
      await check('OP-LAYOUT-CONTAINERS-MOVE', 'the move answers the container, now in the target content node', () => {
        if (!left) notJudged(stayed.reason, stayed.by);
        expect(r.object.id, 'the move answers the same container').toBe(id);
        expect(r.object.content_node_id, 'now in the target content node').toBe(target.contentNodeId);
      });
      await check(
        'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
        'the move answers the container with its columns and the page element of its column',
        () => {
          if (!left) notJudged(stayed.reason, stayed.by);
          expect(columnIds(r.object), 'with its columns').toEqual(columns);
          expect(elementsIn(r.object), 'and the page element of its column').toContain(peId);
        },
      );
      await check(
        'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
        'the target content node holds the container with its columns and the page element',
        () => {
          if (!left) notJudged(stayed.reason, stayed.by);
          const there = targetAfter.find((c) => c.id === id);
          expect(there, 'the target content node (its news article) holds the container').toBeTruthy();
          expect(columnIds(there), 'with its columns').toEqual(columns);
          expect(elementsIn(there), 'and the page element').toContain(peId);
        },
      );
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await check(
        'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
        'a show puts the container in the target content node',
        () => {
          if (!left) notJudged(stayed.reason, stayed.by);
          expect(shown.object.content_node_id, 'a show puts it in the target content node').toBe(target.contentNodeId);
        },
      );
    },
  );

  test(
    'a move without site_id is rejected and moves nothing',
    writing(proves('LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      const source = await createOwnContent(api, ledger, discovery, 'layout move without site');
      const target = await createOwnContent(api, ledger, discovery, 'layout move without site target');
      const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' }, ENUM);
      const r = await api.call('moveLayoutContainer', {
        path: { id },
        json: { content_node_id: target.contentNodeId },
      });
      await checkRefusal(r, 'LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'a move without site_id');
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      const inSource = await containerIdsOfNode(api, source.articleId);
      const inTarget = await containerIdsOfNode(api, target.articleId);
      await check('LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'the refused move moved nothing', () => {
        expect(shown.object.content_node_id, 'the container is still in its content node').toBe(source.contentNodeId);
        expect(inSource, 'the source still holds it').toContain(id);
        expect(inTarget, 'the target does not').not.toContain(id);
      });
    },
  );

  test(
    'a move without content_node_id is rejected and moves nothing',
    writing(proves('ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      // "body content_node_id (integer, required)" (Endpoints > Layout Containers, Move)
      const source = await createOwnContent(api, ledger, discovery, 'layout move without content node');
      const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' }, ENUM);
      const r = await api.call('moveLayoutContainer', { path: { id }, query: { site_id: source.siteId }, json: {} });
      await checkRefusal(r, 'ERROR-BAD-INPUT-4XX', 'a move without content_node_id');
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      const inSource = await containerIdsOfNode(api, source.articleId);
      await check('ERROR-BAD-INPUT-4XX', 'the refused move moved nothing', () => {
        expect(shown.object.content_node_id, 'the container is still in its content node').toBe(source.contentNodeId);
        expect(inSource, 'the source still holds it').toContain(id);
      });
    },
  );

  test(
    'whether POST also serves the move is recorded',
    writing(proves('LAYOUT-CONTAINER-MOVE-POST-OBSERVED')),
    async ({ api, discovery, ledger }, testInfo) => {
      const source = await createOwnContent(api, ledger, discovery, 'layout move by POST');
      const target = await createOwnContent(api, ledger, discovery, 'layout move by POST target');
      const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' }, ENUM);
      const r = await api.call('moveLayoutContainer', {
        method: 'POST',
        path: { id },
        query: { site_id: source.siteId },
        json: { content_node_id: target.contentNodeId },
        unvalidated: true,
      });
      const shown = await api.call('getLayoutContainer', { path: { id } });
      const where = shown.object.content_node_id;
      observe(
        testInfo,
        'LAYOUT-CONTAINER-MOVE-POST-OBSERVED',
        `POST /layout_containers/:id/move?site_id= (the example uses PUT)`,
        {
          status: r.status,
          moved:
            where === target.contentNodeId
              ? 'yes'
              : where === source.contentNodeId
                ? 'no'
                : `unknown (show answered ${shown.status})`,
        },
      );
    },
  );
});
