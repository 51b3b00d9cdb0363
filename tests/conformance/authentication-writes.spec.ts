// Authentication of writes (interface: Authentication 1-3; "Every endpoint is marked as requiring
// authentication"): every operation that writes refuses a wrong bearer credential, and the
// gallery, gallery photo and uploaded video writes also wrong basic credentials (a wrong password,
// a wrong SVC-API-TOKEN, a wrong user name) and either part of basic + SVC-API-TOKEN alone, with a
// 4xx and the error body; nothing changes. Each
// request is otherwise valid and names records of the test's own (its own news article, content
// node, container, column and page element; its own gallery uploads), so that the credential is
// the only reason to refuse it. The news article writes are in authentication.spec.ts.
//
// Each check judges one requirement (check(...)); the records a refused write is tried on are made
// and read back in preconditions, so that a broken create or read makes the test inconclusive, never
// failed. That a refused write changed nothing is the refusing rule's own.
import type { TestInfo } from '@playwright/test';
import {
  test,
  expect,
  expectAccepted,
  proves,
  writing,
  writingIrreversibly,
  need,
  RUN_TAG,
  check,
  notJudged,
  precondition,
  readBack,
} from './harness.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import type { RunTarget } from '../../src/harness/run-target.ts';
import { createOwnContent } from './support/content.ts';
import { MP4_FILE, PNG_FILE, createTextBlock, storedPageElement, trackPageElement } from './support/page-elements.ts';
import { createdRecordId, skipWhenUploadRefused, skipWhenUploadsOff } from './support/uploads.ts';
import { idSet } from './support/compare.ts';

const WRONG_TOKEN = 'svc-conformance-wrong-token';
const WRONG_BEARER = 'AUTH-WRONG-CREDENTIAL-REJECTED';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Refused: a 4xx (any: the interface gives no status), and (`errorBody`) the general error body
 * {"errors": string}. The rules of a wrong credential state the error body themselves ("refused
 * with a 4xx answer carrying the error body"), so it is judged on the text as sent (ERROR-BODY-SHAPE
 * judges the same body on its own, through the harness).
 */
function expectRefused(r: ApiResult, what: string, errorBody = true): void {
  expect(r.status, `${what} is refused with a 4xx (answered ${r.status})`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${what} is refused with a 4xx (answered ${r.status})`).toBeLessThan(500);
  if (!errorBody) return;
  let body: unknown;
  try {
    body = JSON.parse(r.text) as unknown;
  } catch {
    body = undefined;
  }
  expect(
    typeof (isObject(body) ? body.errors : undefined),
    `${what}: the refusal carries the error body {"errors": string} (got ${r.text.slice(0, 120)})`,
  ).toBe('string');
}

/** One kind of wrong credential: what it is, the client that sends it, and the rule that refuses it. */
interface Wrong {
  who: string;
  client: ApiClient;
  requirement: string;
  /** whether the rule states the error body (AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED states a 4xx carrying none of the data) */
  errorBody: boolean;
  /** sends no Authorization header: served, it is judged only where a request without any credential is refused */
  noAuthorization?: boolean;
}

/** The wrong basic credentials to try where the endpoint takes basic ones (the user gave them). */
function wrongBasic(api: ApiClient, basic: NonNullable<RunTarget['basic']>): Wrong[] {
  return [
    {
      who: 'basic credentials with a wrong password',
      client: api.as({ kind: 'basic', ...basic, password: `${basic.password}-wrong` }),
      requirement: 'AUTH-BASIC-WRONG-REJECTED',
      errorBody: true,
    },
    {
      who: 'basic credentials with a wrong SVC-API-TOKEN',
      client: api.as({ kind: 'basic', ...basic, apiToken: 'svc-conformance-wrong-api-token' }),
      requirement: 'AUTH-BASIC-WRONG-REJECTED',
      errorBody: true,
    },
    {
      who: 'basic credentials with a wrong user name',
      client: api.as({ kind: 'basic', ...basic, username: `${basic.username}-wrong` }),
      requirement: 'AUTH-BASIC-WRONG-REJECTED',
      errorBody: true,
    },
    // the two parts of the credential shown in Authentication 2, each alone
    {
      who: 'basic credentials without SVC-API-TOKEN',
      client: api.as({ kind: 'basic-without-api-token', username: basic.username, password: basic.password }),
      requirement: 'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED',
      errorBody: false,
    },
    {
      who: 'SVC-API-TOKEN without basic credentials',
      client: api.as({ kind: 'api-token-only', apiToken: basic.apiToken }),
      requirement: 'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED',
      errorBody: false,
      noAuthorization: true,
    },
  ];
}

/** The id of a created record (gallery bodies are not shown): createdRecordId's. */
const createdId = (body: unknown): number | undefined => createdRecordId(body)?.id;

/** Sends a write with a wrong credential; what a deployment that served it created is tracked for deletion (with the valid credential). */
async function sendWrong(
  client: ApiClient,
  ledger: Ledger,
  operationId: string,
  options: CallOptions,
  made?: { kind: string; del?: string },
): Promise<ApiResult> {
  const r = await client.call(operationId, options);
  const id = createdId(r.body);
  if (made && r.status >= 200 && r.status < 300 && id !== undefined) {
    if (made.del) ledger.track(made.kind, id, { operationId: made.del, path: { id } });
    else ledger.track(made.kind, id);
  }
  return r;
}

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

/**
 * The check of a gallery write sent with a wrong credential. A request without an Authorization
 * header that is served says something of the token only where a request without any credential is
 * refused: else it is AUTH-BEARER-REQUIRED's failure. `anonymous` sends the same kind of write
 * without any credential, to see (only when needed).
 */
async function checkWrongGalleryWrite(
  wrong: Wrong,
  r: ApiResult,
  anonymous: () => Promise<ApiResult>,
  what: string,
): Promise<{ blocked: boolean }> {
  const control = wrong.noAuthorization && r.status < 400 ? await anonymous() : undefined;
  const blocked = control !== undefined && control.status < 400;
  await check(wrong.requirement, `${what} with ${wrong.who} is refused`, () => {
    if (blocked)
      notJudged(`the same write without any credential is served as well (${control.status})`, [
        'AUTH-BEARER-REQUIRED',
      ]);
    expectRefused(r, `${what} with ${wrong.who}`, wrong.errorBody);
  });
  return { blocked };
}

/**
 * Gallery uploads and deletes with the wrong credentials given: each upload is refused; each
 * delete is refused and deleted nothing. The deletes of each rule are tried on an upload of our
 * own for that rule, deleted at the end with the valid credential: that it is still there to be
 * deleted is the rule's. A control upload, deleted first the same way, shows the valid delete
 * finds an upload that no wrong request touched.
 */
async function galleryWrites(
  kind: 'photo' | 'video',
  wrongs: Wrong[],
  {
    api,
    anonApi,
    discovery,
    ledger,
    target,
  }: { api: ApiClient; anonApi: ApiClient; discovery: Discovery; ledger: Ledger; target: RunTarget },
  testInfo: TestInfo,
): Promise<void> {
  const [upload, del, madeKind] =
    kind === 'photo'
      ? (['uploadGalleryPhoto', 'deleteGalleryPhoto', 'gallery_photo'] as const)
      : (['uploadGalleryVideo', 'deleteUploadedVideo', 'uploaded_video'] as const);
  const game = need(await discovery.game());
  const site = need(await discovery.site());
  if (kind === 'video') skipWhenUploadsOff(target, site);
  const body = (label: string): CallOptions =>
    kind === 'photo'
      ? {
          multipart: {
            object_type: 'game',
            object_id: game,
            filedata: { ...PNG_FILE, name: `${RUN_TAG}-${label}.png` },
          },
        }
      : {
          multipart: {
            'uploaded_video[object_type]': 'game',
            'uploaded_video[object_id]': game,
            'uploaded_video[filedata]': { ...MP4_FILE, name: `${RUN_TAG}-${label}.mp4` },
            'uploaded_video[name]': `${RUN_TAG} ${label}`,
          },
        };
  // one intent covers every upload of this test: cleanup looks in the game's galleries for the run tag
  ledger.intend({ kind: 'gallery_upload', find: { galleryKind: kind, objectType: 'game', objectId: game } });

  // Records of our own, uploaded with the valid credential: a control, and one per rule for its deletes.
  const ownUpload = async (label: string): Promise<number> => {
    const own = await api.call(upload, body(label));
    const id = createdId(own.body);
    if (own.status >= 200 && own.status < 300 && id !== undefined)
      ledger.track(madeKind, id, { operationId: del, path: { id } });
    if (kind === 'video') skipWhenUploadRefused(target, own, site, 'gallery video upload', testInfo);
    return precondition(`a gallery ${kind} of our own (${label}) to try the deletes on`, () => {
      expectAccepted(own, `the ${kind} upload with the valid credential is served`);
      expect(id, `the ${kind} upload answers the id of the ${kind} (top level or in one nested object)`).toBeDefined();
      return id!;
    });
  };
  const made = { kind: madeKind, del };
  const anonymousUpload = () => sendWrong(anonApi, ledger, upload, body('without-credential'), made);
  const anonymousDelete = async () => {
    const id = await ownUpload('anonymous-delete-control');
    const r = await anonApi.call(del, { path: { id } });
    if (r.status >= 200 && r.status < 300) ledger.forget(madeKind, id);
    return r;
  };

  for (const wrong of wrongs) {
    const r = await sendWrong(wrong.client, ledger, upload, body('wrong-credential'), made);
    await checkWrongGalleryWrite(wrong, r, anonymousUpload, upload);
  }

  const control = await ownUpload('control');
  const rules = [...new Set(wrongs.map((w) => w.requirement))];
  const targets = new Map<string, number>();
  for (const requirement of rules) targets.set(requirement, await ownUpload(`own-${requirement.toLowerCase()}`));

  // a rule whose delete was served where a delete without any credential is served too cannot be judged by what is left
  const blockedRules = new Set<string>();
  for (const wrong of wrongs) {
    const id = targets.get(wrong.requirement)!;
    const r = await wrong.client.call(del, { path: { id } });
    if ((await checkWrongGalleryWrite(wrong, r, anonymousDelete, del)).blocked) blockedRules.add(wrong.requirement);
  }

  await precondition(
    `a delete with the valid credential finds a ${kind} of ours that no wrong request touched`,
    async () => {
      const r = await api.call(del, { path: { id: control } });
      expectAccepted(r, `${del} of our control ${kind} with the valid credential is served`);
      ledger.forget(madeKind, control);
    },
    kind === 'photo' ? 'OP-GALLERY-PHOTOS-DELETE' : 'OP-GALLERY-VIDEOS-DELETE',
  );
  for (const requirement of rules) {
    const id = targets.get(requirement)!;
    const again = await api.call(del, { path: { id } });
    if (again.status >= 200 && again.status < 300) ledger.forget(madeKind, id);
    await check(
      requirement,
      `the refused deletes deleted nothing: the ${kind} is still there to be deleted with the valid credential`,
      () => {
        if (blockedRules.has(requirement))
          notJudged(
            'a delete without any credential is served: what a delete without basic credentials did cannot be told apart',
            ['AUTH-BEARER-REQUIRED'],
          );
        expectAccepted(
          again,
          `the ${kind} was still there to be deleted with the valid credential (answered ${again.status})`,
        );
      },
    );
  }
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

  for (const kind of ['photo', 'video'] as const) {
    test(
      `gallery ${kind} uploads and deletes with a wrong bearer credential are refused`,
      writing(proves(WRONG_BEARER)),
      async ({ api, anonApi, discovery, ledger, target }, testInfo) => {
        const wrongs: Wrong[] = [
          {
            who: 'a wrong bearer credential',
            client: api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN }),
            requirement: WRONG_BEARER,
            errorBody: true,
          },
        ];
        await galleryWrites(kind, wrongs, { api, anonApi, discovery, ledger, target }, testInfo);
      },
    );

    test(
      `gallery ${kind} uploads and deletes with wrong basic credentials, or either part of basic + SVC-API-TOKEN alone, are refused`,
      writing(proves('AUTH-BASIC-WRONG-REJECTED', 'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED')),
      async ({ api, anonApi, discovery, ledger, target }, testInfo) => {
        test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
        await galleryWrites(
          kind,
          wrongBasic(api, target.basic!),
          { api, anonApi, discovery, ledger, target },
          testInfo,
        );
      },
    );
  }

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
