// Authentication of gallery writes (interface: Authentication 1-3; "Every endpoint is marked as
// requiring authentication"): the gallery photo and uploaded video uploads and deletes refuse a wrong
// bearer credential, wrong basic credentials (a wrong password, a wrong SVC-API-TOKEN, a wrong user
// name) and either part of basic + SVC-API-TOKEN alone, with a 4xx and the error body; nothing is
// deleted. The deletes are tried on gallery uploads of the test's own, so that the credential is the
// only reason to refuse them. The other writes are in authentication-writes.spec.ts.
//
// Each check judges one requirement (check(...)); the records a refused write is tried on are made
// and read back in preconditions, so that a broken create or read makes the test inconclusive, never
// failed. That a refused write changed nothing is the refusing rule's own.
import type { TestInfo } from '@playwright/test';
import { test, expect, proves, writing, need, RUN_TAG } from './harness.ts';
import { expectAccepted, check, notJudged, precondition } from './assertions.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import type { RunTarget } from '../../src/harness/run-target.ts';
import { MP4_FILE, PNG_FILE } from './support/page-elements.ts';
import { skipWhenUploadRefused, skipWhenUploadsOff } from './support/uploads.ts';
import { WRONG_TOKEN, createdId, expectRefused, sendWrong } from './support/wrong-credentials.ts';

const WRONG_BEARER = 'AUTH-WRONG-CREDENTIAL-REJECTED';

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
});
