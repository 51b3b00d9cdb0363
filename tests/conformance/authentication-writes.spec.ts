// Authentication of writes (interface: Authentication 1-3; "Every endpoint is marked as requiring
// authentication"): every operation that writes refuses a wrong bearer credential, and the
// gallery, gallery photo and uploaded video writes also wrong basic credentials (a wrong password,
// a wrong SVC-API-TOKEN, a wrong user name) and either part of basic + SVC-API-TOKEN alone, with a
// 4xx and the error body; nothing changes. Each
// request is otherwise valid and names records of the test's own (its own news article, content
// node, container, column and page element; its own gallery uploads), so that the credential is
// the only reason to refuse it. The news article writes are in authentication.spec.ts.
import { test, expect, proves, need, RUN_TAG } from './harness.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import type { RunTarget } from '../../src/harness/run-target.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import { MP4_FILE, PNG_FILE, createTextBlock, trackPageElement } from './support/page-elements.ts';
import { skipWhenUploadsOff } from './support/uploads.ts';

const WRONG_TOKEN = 'svc-conformance-wrong-token';

/** A refusal: a 4xx (any: the interface gives no status) with the general error body {"errors": string}. */
function expectRefused(r: ApiResult, what: string): void {
  expect(r.status, `${what} is refused with a 4xx (answered ${r.status})`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${what} is refused with a 4xx (answered ${r.status})`).toBeLessThan(500);
  expect(typeof r.object.errors, `${what}: the refusal carries the error body {"errors": string}`).toBe('string');
}

/** The wrong credentials to try: a wrong bearer always; wrong basic credentials where the endpoint takes basic ones and the user gave them. */
function wrongClients(api: ApiClient, target: RunTarget, basic: boolean): Array<[string, ApiClient]> {
  const out: Array<[string, ApiClient]> = [['a wrong bearer credential', api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN })]];
  if (basic && target.basic) {
    out.push(
      ['basic credentials with a wrong password', api.as({ kind: 'basic', ...target.basic, password: `${target.basic.password}-wrong` })],
      ['basic credentials with a wrong SVC-API-TOKEN', api.as({ kind: 'basic', ...target.basic, apiToken: 'svc-conformance-wrong-api-token' })],
      ['basic credentials with a wrong user name', api.as({ kind: 'basic', ...target.basic, username: `${target.basic.username}-wrong` })],
      // the two parts of the credential shown in Authentication 2, each alone
      ['basic credentials without SVC-API-TOKEN', api.as({ kind: 'basic-without-api-token', username: target.basic.username, password: target.basic.password })],
      ['SVC-API-TOKEN without basic credentials', api.as({ kind: 'api-token-only', apiToken: target.basic.apiToken })],
    );
  }
  return out;
}

/** The id of a created record: top level, or in the one object the body wraps it in (gallery bodies are not shown). */
function createdId(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.id === 'number') return b.id;
  const nested = Object.values(b).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Record<string, unknown>).id === 'number');
  return nested.length === 1 ? (nested[0]!.id as number) : undefined;
}

/** Sends a write with a wrong credential; what a deployment that served it created is tracked for deletion (with the valid credential). */
async function refusedWrite(client: ApiClient, ledger: Ledger, operationId: string, options: CallOptions, what: string, made?: { kind: string; del?: string }): Promise<void> {
  const r = await client.call(operationId, options);
  const id = createdId(r.body);
  if (made && r.status >= 200 && r.status < 300 && id !== undefined) {
    if (made.del) ledger.track(made.kind, id, { operationId: made.del, path: { id } });
    else ledger.track(made.kind, id);
  }
  expectRefused(r, what);
}

test.describe('authentication of writes', () => {
  test('structure writes (layout containers and page elements) with a wrong bearer credential are refused and change nothing', proves('AUTH-WRONG-CREDENTIAL-REJECTED'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'writes with a wrong credential');
    const pe = await createTextBlock(api, ledger, own.columnId, { custom_css_class: 'kept' }, { content: '<p>kept</p>' });
    expect(pe.status, 'precondition: a page element of our own').toBe(200);
    const peId = pe.object.id as number;
    const wrong = api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
    const w = (operationId: string, options: CallOptions, made?: { kind: string; del?: string }) => refusedWrite(wrong, ledger, operationId, options, `${operationId} with a wrong bearer credential`, made);

    await w('createLayoutContainer', { json: { site_id: own.siteId, layout_container: { content_node_id: own.contentNodeId, layout_type: 'oneColumn' } } }, { kind: 'layout_container', del: 'deleteLayoutContainer' });
    await w('updateLayoutContainer', { path: { id: own.containerId }, json: { layout_container: { name: `${RUN_TAG} changed with a wrong credential` } } });
    await w('moveLayoutContainer', { path: { id: own.containerId }, query: { site_id: own.siteId }, json: { content_node_id: own.contentNodeId } });
    const createdPe = await wrong.call('createPageElement', { json: { page_element: { layout_column_id: own.columnId, page_element_type: 'TextBlock', element: { content: '<p>wrong credential</p>' } } } });
    trackPageElement(ledger, createdPe);
    expectRefused(createdPe, 'createPageElement with a wrong bearer credential');
    await w('updatePageElement', { path: { id: peId }, json: { page_element: { custom_css_class: 'changed' }, element: { content: '<p>changed</p>' } } });
    await w('movePageElement', { path: { id: peId }, json: { site_id: own.siteId, layout_column_id: own.columnId } });
    await w('deletePageElement', { path: { id: peId } });
    await w('deleteLayoutContainer', { path: { id: own.containerId }, json: { layout_container_id: own.containerId } });

    // Nothing changed: the container is there with its one column holding only our page element, as it was.
    const container = await api.call('getLayoutContainer', { path: { id: own.containerId } });
    expect(container.status, 'the container was not deleted').toBe(200);
    expect(container.object.name ?? null, 'the container was not changed').not.toBe(`${RUN_TAG} changed with a wrong credential`);
    const columns = (container.object.layout_columns as Array<Record<string, unknown>> | undefined) ?? [];
    expect(columns.flatMap((c) => ((c.page_elements as Array<Record<string, unknown>> | undefined) ?? []).map((p) => p.id)), 'the column holds only our page element: none was created or deleted').toEqual([peId]);
    const shown = await api.call('getPageElement', { path: { id: peId } });
    expect(shown.object.custom_css_class, 'the page element was not changed').toBe('kept');
    expect((shown.object.element as Record<string, unknown> | undefined)?.content, 'its element was not changed').toBe('<p>kept</p>');
  });

  test('updates of a team and of a division instance with a wrong bearer credential are refused', proves('AUTH-WRONG-CREDENTIAL-REJECTED'), async ({ api, discovery, writes }) => {
    void writes;
    // Each sends the value the record already holds: a deployment that served it would change nothing.
    const wrong = api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
    const team = need(await discovery.team());
    const abbrev = (await api.call('getTeam', { path: { id: team } })).object.abbrev;
    expectRefused(await wrong.call('updateTeam', { path: { id: team }, json: { team: { abbrev } } }), 'updateTeam with a wrong bearer credential');
    const subseason = need(await discovery.subseason());
    const instance = (await api.call('listDivisionInstances', { query: { subseason_id: subseason } })).list.sort((a, b) => Number(a.id) - Number(b.id))[0];
    test.skip(!instance, `subseason ${subseason} has no division instance`);
    expectRefused(await wrong.call('updateDivisionInstance', { path: { id: Number(instance!.id) }, json: { non_standing: instance!.non_standing } }), 'updateDivisionInstance with a wrong bearer credential');
  });

  for (const kind of ['photo', 'video'] as const) {
    const [upload, del, madeKind] = kind === 'photo' ? ['uploadGalleryPhoto', 'deleteGalleryPhoto', 'gallery_photo'] : ['uploadGalleryVideo', 'deleteUploadedVideo', 'uploaded_video'];
    test(`gallery ${kind} uploads and deletes with wrong credentials (bearer, basic, either part of basic + SVC-API-TOKEN alone) are refused`, proves('AUTH-WRONG-CREDENTIAL-REJECTED', 'AUTH-BASIC-WRONG-REJECTED', 'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'), async ({ api, discovery, ledger, target, writes }) => {
      void writes;
      const game = need(await discovery.game());
      if (kind === 'video') skipWhenUploadsOff(target, need(await discovery.site()));
      const body = (label: string): CallOptions => (kind === 'photo'
        ? { multipart: { object_type: 'game', object_id: game, filedata: { ...PNG_FILE, name: `${RUN_TAG}-${label}.png` } } }
        : { multipart: { 'uploaded_video[object_type]': 'game', 'uploaded_video[object_id]': game, 'uploaded_video[filedata]': { ...MP4_FILE, name: `${RUN_TAG}-${label}.mp4` }, 'uploaded_video[name]': `${RUN_TAG} ${label}` } });
      // one intent covers every upload of this test: cleanup looks in the game's galleries for the run tag
      ledger.intend({ kind: 'gallery_upload', find: { galleryKind: kind, objectType: 'game', objectId: game } });
      const wrongs = wrongClients(api, target, true);
      for (const [who, client] of wrongs) await refusedWrite(client, ledger, upload, body('wrong-credential'), `${upload} with ${who}`, { kind: madeKind, del });

      // A delete needs a record of our own: uploaded with the valid credential, deleted by the ledger.
      const own = await api.call(upload, body('own'));
      const id = createdId(own.body);
      if (own.status >= 200 && own.status < 300 && id !== undefined) ledger.track(madeKind, id, { operationId: del, path: { id } });
      test.skip(own.status < 200 || own.status >= 300 || id === undefined, `the ${kind} upload with the valid credential answered ${own.status}${id === undefined ? ' without an id' : ''}: there is nothing of our own to try the delete on`);
      for (const [who, client] of wrongs) expectRefused(await client.call(del, { path: { id: id! } }), `${del} with ${who}`);
      const again = await api.call(del, { path: { id: id! } });
      expect(again.status, `the ${kind} was still there to be deleted with the valid credential`).toBeGreaterThanOrEqual(200);
      expect(again.status).toBeLessThan(300);
      ledger.forget(madeKind, id!);
    });
  }

  test('page, games news article, official and division instance writes with a wrong bearer credential are refused', proves('AUTH-WRONG-CREDENTIAL-REJECTED'), async ({ api, discovery, ledger, irreversibleWrites }) => {
    // irreversibleWrites: a deployment that served these would make pages, officials, links and
    // divisions the interface cannot delete.
    void irreversibleWrites;
    const wrong = api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
    const w = (operationId: string, options: CallOptions, made?: { kind: string; del?: string }) => refusedWrite(wrong, ledger, operationId, options, `${operationId} with a wrong bearer credential`, made);
    const site = need(await discovery.site());
    await w('createPage', { json: { site_id: site, page_title: `${RUN_TAG} page with a wrong credential`, button_title: `${RUN_TAG} wrong`, display_status: 'disabled', layout_template: 'one_panel' } }, { kind: 'page' });

    const game = need(await discovery.game());
    const own = await createOwnContent(api, ledger, discovery, 'games news article with a wrong credential');
    await w('createGamesNewsArticle', { json: { game_id: game, news_article_id: own.articleId } });

    await w('createOrUpdateOfficial', { json: { official: { name: `${RUN_TAG} official with a wrong credential`, game_id: game } } }, { kind: 'official' });
    // the update sends the name the official already has: a deployment that served it would change nothing
    const official = (await api.call('listOfficials', { query: { game_id: game } })).list.sort((a, b) => Number(a.id) - Number(b.id))[0];
    if (official) await w('createOrUpdateOfficial', { json: { id: Number(official.id), current_user: 1, official: { name: official.name } } });

    const node = need(await discovery.subseasonNode());
    const leagueInstanceId = need(await discovery.leagueInstance());
    const division = (label: string) => {
      // an intent first: a run killed between the create and its answer leaves a record only `cleanup` can find
      ledger.intend({ kind: 'division_instance', find: { leagueInstanceId, parentNodeId: node.nodeId, divisionName: `${RUN_TAG} ${label}` } });
      return { parent_node_id: node.nodeId, existing_or_new: 'new', division: { name: `${RUN_TAG} ${label}`, button_title: 'Wrong credential', abbrev: 'WC', primary_color: '112233', secondary_color: 'ffffff' } };
    };
    await w('createDivisionInstance', { json: division('division with a wrong credential') }, { kind: 'division_instance', del: 'deleteDivisionInstance' });
    // A delete needs an instance of our own (its new division stays: the interface cannot delete one).
    const mine = await api.call('createDivisionInstance', { json: division('division to delete') });
    const id = mine.object.id;
    if (mine.status === 200 && typeof id === 'number') ledger.track('division_instance', id, { operationId: 'deleteDivisionInstance', path: { id } });
    if (typeof mine.object.division_id === 'number') ledger.track('division', mine.object.division_id);
    test.skip(mine.status !== 200 || typeof id !== 'number', `a division instance of our own could not be made (${mine.status}): the delete is not tried`);
    await w('deleteDivisionInstance', { path: { id: id as number } });
    const tree = await api.call('getLeagueInstanceTree', { path: { id: leagueInstanceId } });
    expect(JSON.stringify(tree.body).includes(`${RUN_TAG} division to delete`), 'the division instance was not deleted: the tree still shows it').toBe(true);
  });
});
