// Authentication of writes (interface: Authentication 1-3; "Every endpoint is marked as requiring
// authentication"): every operation that writes refuses a wrong bearer credential with a 4xx and the
// error body; nothing changes. Each request is otherwise valid and names records of the test's own
// (its own news article, content node, container, column and page element), so that the credential
// is the only reason to refuse it. The gallery photo and uploaded video uploads and deletes, with
// wrong bearer and basic credentials, are in authentication-gallery-writes.spec.ts; the news article
// writes are in authentication.spec.ts.
//
// Each check judges one requirement (check(...)); the records a refused write is tried on are made
// and read back in preconditions, so that a broken create or read makes the test inconclusive, never
// failed. That a refused write changed nothing is the refusing rule's own.
import { test, expect, proves, writing, writingIrreversibly, need, RUN_TAG } from './harness.ts';
import { expectAccepted, check, notJudged, precondition, readBack } from './assertions.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { createOwnContent } from './support/content.ts';
import { createTextBlock, storedPageElement, trackPageElement } from './support/page-elements.ts';
import { idSet } from './support/compare.ts';
import { WRONG_TOKEN, expectRefused, sendWrong } from './support/wrong-credentials.ts';

const WRONG_BEARER = 'AUTH-WRONG-CREDENTIAL-REJECTED';

/** Sends a write with a wrong bearer credential and checks it is refused (AUTH-WRONG-CREDENTIAL-REJECTED). */
async function refusedWrite(
  client: ApiClient,
  ledger: Ledger,
  operationId: string,
  options: CallOptions,
  made?: { kind: string; del?: string },
): Promise<void> {
  const r = await sendWrong(client, ledger, operationId, options, made);
  await check(
    WRONG_BEARER,
    `${operationId} with a wrong bearer credential is refused with a 4xx and the error body`,
    () => expectRefused(r, `${operationId} with a wrong bearer credential`),
  );
}

test.describe('authentication of writes', () => {
  test(
    'structure writes (layout containers and page elements) with a wrong bearer credential are refused and change nothing',
    writing(proves(WRONG_BEARER)),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'writes with a wrong credential');
      const pe = await createTextBlock(
        api,
        ledger,
        own.columnId,
        { custom_css_class: 'kept' },
        { content: '<p>kept</p>' },
      );
      const { id: peId, shown: peBefore } = await storedPageElement(api, pe, 'a page element of our own');
      const containerBefore = await readBack(
        api,
        'getLayoutContainer',
        { path: { id: own.containerId } },
        own.containerId,
      );
      const elementIds = (container: ApiResult) =>
        ((container.object.layout_columns as Array<Record<string, unknown>> | undefined) ?? []).flatMap((c) =>
          ((c.page_elements as Array<Record<string, unknown>> | undefined) ?? []).map((p) => p.id),
        );
      const wrong = api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
      const w = (operationId: string, options: CallOptions, made?: { kind: string; del?: string }) =>
        refusedWrite(wrong, ledger, operationId, options, made);

      await w(
        'createLayoutContainer',
        {
          json: {
            site_id: own.siteId,
            layout_container: { content_node_id: own.contentNodeId, layout_type: 'oneColumn' },
          },
        },
        { kind: 'layout_container', del: 'deleteLayoutContainer' },
      );
      await w('updateLayoutContainer', {
        path: { id: own.containerId },
        json: { layout_container: { name: `${RUN_TAG} changed with a wrong credential` } },
      });
      await w('moveLayoutContainer', {
        path: { id: own.containerId },
        query: { site_id: own.siteId },
        json: { content_node_id: own.contentNodeId },
      });
      const createdPe = await wrong.call('createPageElement', {
        json: {
          page_element: {
            layout_column_id: own.columnId,
            page_element_type: 'TextBlock',
            element: { content: '<p>wrong credential</p>' },
          },
        },
      });
      trackPageElement(ledger, createdPe);
      await check(
        WRONG_BEARER,
        'createPageElement with a wrong bearer credential is refused with a 4xx and the error body',
        () => expectRefused(createdPe, 'createPageElement with a wrong bearer credential'),
      );
      await w('updatePageElement', {
        path: { id: peId },
        json: { page_element: { custom_css_class: 'changed' }, element: { content: '<p>changed</p>' } },
      });
      await w('movePageElement', { path: { id: peId }, json: { site_id: own.siteId, layout_column_id: own.columnId } });
      await w('deletePageElement', { path: { id: peId } });
      await w('deleteLayoutContainer', {
        path: { id: own.containerId },
        json: { layout_container_id: own.containerId },
      });

      // Nothing changed: the container is there with its columns holding what they held, the page element as it was.
      const container = await api.call('getLayoutContainer', { path: { id: own.containerId } });
      await check(WRONG_BEARER, 'the refused delete left the container', () =>
        expectAccepted(
          container,
          `the container was not deleted: a show still answers it (answered ${container.status})`,
        ),
      );
      await check(WRONG_BEARER, 'the refused writes changed nothing in the container', () => {
        if (container.status < 200 || container.status >= 300)
          notJudged(`the container is gone (the show answered ${container.status})`, [WRONG_BEARER]);
        expect(container.object.name ?? null, 'the container was not changed').toBe(
          containerBefore.object.name ?? null,
        );
        expect(
          idSet(elementIds(container)),
          'its columns hold the page elements they held: none was created or deleted',
        ).toEqual(idSet(elementIds(containerBefore)));
      });
      const shown = await api.call('getPageElement', { path: { id: peId } });
      await check(WRONG_BEARER, 'the refused writes left the page element as it was', () => {
        expectAccepted(shown, `the page element was not deleted: a show still answers it (answered ${shown.status})`);
        expect(shown.object.custom_css_class, 'the page element was not changed').toBe(
          peBefore.object.custom_css_class,
        );
        expect(
          (shown.object.element as Record<string, unknown> | undefined)?.content,
          'its element was not changed',
        ).toBe((peBefore.object.element as Record<string, unknown> | undefined)?.content);
      });
    },
  );

  test(
    'updates of a team and of a division instance with a wrong bearer credential are refused',
    writing(proves(WRONG_BEARER)),
    async ({ api, discovery }) => {
      // Each sends the value the record already holds: a deployment that served it would change nothing.
      const wrong = api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
      const team = need(await discovery.team());
      const abbrev = (await readBack(api, 'getTeam', { path: { id: team } }, team)).object.abbrev;
      const teamUpdate = await wrong.call('updateTeam', { path: { id: team }, json: { team: { abbrev } } });
      await check(
        WRONG_BEARER,
        'updateTeam with a wrong bearer credential is refused with a 4xx and the error body',
        () => expectRefused(teamUpdate, 'updateTeam with a wrong bearer credential'),
      );
      const subseason = need(await discovery.subseason());
      const instances = await readBack(api, 'listDivisionInstances', { query: { subseason_id: subseason } });
      const instance = [...instances.list].sort((a, b) => Number(a.id) - Number(b.id))[0];
      test.skip(!instance, `subseason ${subseason} has no division instance; set SVC_SUBSEASON_ID to one that has`);
      const instanceUpdate = await wrong.call('updateDivisionInstance', {
        path: { id: Number(instance!.id) },
        json: { non_standing: instance!.non_standing },
      });
      await check(
        WRONG_BEARER,
        'updateDivisionInstance with a wrong bearer credential is refused with a 4xx and the error body',
        () => expectRefused(instanceUpdate, 'updateDivisionInstance with a wrong bearer credential'),
      );
    },
  );

  test(
    'page, games news article, official and division instance writes with a wrong bearer credential are refused',
    writingIrreversibly(proves(WRONG_BEARER)),
    async ({ api, discovery, ledger }) => {
      // irreversibly: a deployment that served these would make pages, officials, links and
      // divisions the interface cannot delete.
      const wrong = api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
      const w = (operationId: string, options: CallOptions, made?: { kind: string; del?: string }) =>
        refusedWrite(wrong, ledger, operationId, options, made);
      const site = need(await discovery.site());
      await w(
        'createPage',
        {
          json: {
            site_id: site,
            page_title: `${RUN_TAG} page with a wrong credential`,
            button_title: `${RUN_TAG} wrong`,
            display_status: 'disabled',
            layout_template: 'one_panel',
          },
        },
        { kind: 'page' },
      );

      const game = need(await discovery.game());
      const own = await createOwnContent(api, ledger, discovery, 'games news article with a wrong credential');
      await w('createGamesNewsArticle', { json: { game_id: game, news_article_id: own.articleId } });

      await w(
        'createOrUpdateOfficial',
        { json: { official: { name: `${RUN_TAG} official with a wrong credential`, game_id: game } } },
        { kind: 'official' },
      );
      // the update sends the name the official already has: a deployment that served it would change nothing
      const officials = await readBack(api, 'listOfficials', { query: { game_id: game } });
      const official = [...officials.list].sort((a, b) => Number(a.id) - Number(b.id))[0];
      if (official)
        await w('createOrUpdateOfficial', {
          json: { id: Number(official.id), current_user: 1, official: { name: official.name } },
        });

      const node = need(await discovery.subseasonNode());
      const leagueInstanceId = need(await discovery.leagueInstance());
      const division = (label: string) => {
        // an intent first: a run killed between the create and its answer leaves a record only `cleanup` can find
        ledger.intend({
          kind: 'division_instance',
          find: { leagueInstanceId, parentNodeId: node.nodeId, divisionName: `${RUN_TAG} ${label}` },
        });
        return {
          parent_node_id: node.nodeId,
          existing_or_new: 'new',
          division: {
            name: `${RUN_TAG} ${label}`,
            button_title: 'Wrong credential',
            abbrev: 'WC',
            primary_color: '112233',
            secondary_color: 'ffffff',
          },
        };
      };
      await w(
        'createDivisionInstance',
        { json: division('division with a wrong credential') },
        { kind: 'division_instance', del: 'deleteDivisionInstance' },
      );
      // A delete needs an instance of our own (its new division stays: the interface cannot delete one), stored: the tree shows it.
      const mine = await api.call('createDivisionInstance', { json: division('division to delete') });
      const id = mine.object.id;
      if (mine.status >= 200 && mine.status < 300 && typeof id === 'number')
        ledger.track('division_instance', id, { operationId: 'deleteDivisionInstance', path: { id } });
      if (typeof mine.object.division_id === 'number') ledger.track('division', mine.object.division_id);
      await precondition(
        'a division instance of our own to try the delete on',
        () => {
          expectAccepted(mine, 'the division instance create with the valid credential is served');
          expect(typeof id, "the create answers the division instance's id").toBe('number');
        },
        'OP-DIVISION-INSTANCES-CREATE-NEW',
      );
      const inTree = (tree: ApiResult) => JSON.stringify(tree.body).includes(`${RUN_TAG} division to delete`);
      const before = await readBack(api, 'getLeagueInstanceTree', { path: { id: leagueInstanceId } });
      await precondition(
        'the tree shows our division instance',
        () => expect(inTree(before), 'the league instance tree shows the new division instance').toBe(true),
        'OP-DIVISION-INSTANCES-CREATE-NEW',
      );
      await w('deleteDivisionInstance', { path: { id: id as number } });
      const tree = await readBack(api, 'getLeagueInstanceTree', { path: { id: leagueInstanceId } });
      await check(WRONG_BEARER, 'the refused delete left the division instance', () =>
        expect(inTree(tree), 'the division instance was not deleted: the tree still shows it').toBe(true),
      );
    },
  );
});
