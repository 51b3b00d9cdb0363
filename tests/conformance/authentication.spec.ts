// Authentication (interface: Authentication 1-3): bearer everywhere, basic + SVC-API-TOKEN on the
// gallery, gallery photo and uploaded video endpoints, no data without a valid credential.
// Each check judges one requirement (check(...)); the request with the valid credential that a
// refusal is compared with is a precondition (the control), covered by the rule that it is served.
import { test, expect, proves, writing, observe, need, RUN_TAG } from './harness.ts';
import { expectAccepted, check, notJudged, precondition, readBack } from './assertions.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import { READ_PROBES } from '../../src/harness/probes.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';
import { operationRequirement } from '../../src/harness/checks.ts';
import { API_VERSION_HEADER } from '../../spec/interface.ts';

const GALLERY_READS = ['listPhotoGalleries', 'getPhotoGallery', 'listVideoGalleries', 'getVideoGallery'];
const WRONG_TOKEN = 'svc-conformance-wrong-token';

/**
 * The body as the deployment sent it, parsed from its text. The refusal rules of this file state
 * the error body themselves ("refused with a 4xx answer carrying the error body"), so they judge it
 * as their own rule; ERROR-BODY-SHAPE judges the same body on its own, through the harness.
 */
function sentBody(r: ApiResult): unknown {
  try {
    return JSON.parse(r.text) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Refused: a 4xx that carries none of the data, and (`errorBody`) the error body. For the tags index
 * the documented failure body is an empty object ("Tags index failure | 400 | an empty object"):
 * there a JSON object without errors is a refusal's body too.
 */
function expectCredentialRefused(
  r: ApiResult,
  okBody: string,
  what: string,
  { errorBody = true, operationId = '' } = {},
): void {
  expect(r.status, `${what}: refused with a 4xx (answered ${r.status})`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${what}: refused with a 4xx (answered ${r.status})`).toBeLessThan(500);
  if (errorBody) {
    const body = sentBody(r);
    if (operationId === 'listTags' && isObject(body) && body.errors === undefined) {
      // the documented body of a tags index failure: an empty object
    } else {
      expect(
        typeof (isObject(body) ? body.errors : undefined),
        `${what}: the refusal carries the error body {"errors": string} (got ${r.text.slice(0, 120)})`,
      ).toBe('string');
    }
  }
  if (okBody.length > 2) expect(r.text.includes(okBody), `${what}: the refusal does not carry the data`).toBe(false);
}

const served = (r: { status: number }) => r.status >= 200 && r.status < 300;

/**
 * Why an answer with the valid credential that is not served says nothing of that credential, if it
 * does not: a request the deployment refuses for its SVC-API-VERSION 0.1 (served without the
 * header: VERSION-HEADER-ACCEPTED), an operation that broke (a 5xx), one not found at its path (404
 * or 405 with and without the header: VERSION-PATHS-UNVERSIONED), or a refusal that is not of the
 * credential: neither a 401 or 403 (AUTH-FAILURE-STATUS-OBSERVED) nor what a wrong credential gets
 * (`wrongStatus`), such as a 400 for the input (the operation's own rule). Asks again without the
 * header only for an answer not served.
 */
async function notAboutCredential(
  api: ApiClient,
  r: ApiResult,
  operationId: string,
  options: CallOptions,
  wrongStatus: number,
): Promise<{ reason: string; blockedBy: string[] } | undefined> {
  if (served(r)) return undefined;
  const unversioned = await api.call(operationId, { ...options, omitHeaders: [API_VERSION_HEADER], unvalidated: true });
  if (served(unversioned))
    return {
      reason: `refused with SVC-API-VERSION 0.1 (${r.status}), served without it (${unversioned.status})`,
      blockedBy: ['VERSION-HEADER-ACCEPTED'],
    };
  const own = [operationRequirement(operationId)].filter((x): x is string => x !== undefined);
  if (r.status >= 500) return { reason: `${operationId} broke (${r.status})`, blockedBy: own };
  if ((r.status === 404 || r.status === 405) && unversioned.status === r.status)
    return {
      reason: `${operationId} is not found at its path (${r.status})`,
      blockedBy: ['VERSION-PATHS-UNVERSIONED'],
    };
  if (r.status === 401 || r.status === 403 || r.status === wrongStatus) return undefined;
  return {
    reason: `${operationId} refused the request with ${r.status}, not as a credential (a wrong bearer credential gets ${wrongStatus})`,
    blockedBy: own,
  };
}

/** What the probe of an operation sends; skips with the reason when it cannot be built. */
async function probeOptions(
  readProbes: { probe(operationId: string): Promise<{ value: CallOptions } | { missing: string }> },
  operationId: string,
): Promise<CallOptions> {
  return need(await readProbes.probe(operationId));
}

test.describe('authentication', () => {
  for (const operationId of Object.keys(READ_PROBES)) {
    test(
      `${operationId} refuses a request without credentials`,
      proves('AUTH-BEARER-REQUIRED', 'AUTH-FAILURE-STATUS-OBSERVED'),
      async ({ anonApi, readProbes }, testInfo) => {
        const options = await probeOptions(readProbes, operationId);
        const ok = await readProbes.result(operationId);
        await precondition(
          'the same request with the valid bearer credential is served',
          () => expectAccepted(ok, `${operationId} with the valid bearer credential is served`),
          'AUTH-BEARER-ACCEPTED',
        );
        const r = await anonApi.call(operationId, options);
        observe(testInfo, 'AUTH-FAILURE-STATUS-OBSERVED', `${operationId} without credentials`, r.status);
        await check(
          'AUTH-BEARER-REQUIRED',
          `${operationId} without credentials is refused with a 4xx, the error body and none of the data`,
          () => expectCredentialRefused(r, ok.text, `${operationId} without credentials`, { operationId }),
        );
      },
    );

    test(
      `${operationId} refuses a wrong bearer credential`,
      proves('AUTH-WRONG-CREDENTIAL-REJECTED', 'AUTH-BEARER-ACCEPTED', 'AUTH-FAILURE-STATUS-OBSERVED'),
      async ({ api, readProbes }, testInfo) => {
        const options = await probeOptions(readProbes, operationId);
        const ok = await readProbes.result(operationId);
        const r = await api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN }).call(operationId, options);
        observe(testInfo, 'AUTH-FAILURE-STATUS-OBSERVED', `${operationId} with a wrong bearer credential`, r.status);
        const other = await notAboutCredential(api, ok, operationId, options, r.status);
        await check('AUTH-BEARER-ACCEPTED', `${operationId} with the valid bearer credential is served`, () => {
          if (other) notJudged(other.reason, other.blockedBy);
          expectAccepted(ok, `${operationId} with the valid bearer credential is served`);
        });
        // the wrong credential's refusal is judged where the valid one is served (the control)
        await precondition(
          'the request with the valid bearer credential is served',
          () => expectAccepted(ok),
          'AUTH-BEARER-ACCEPTED',
        );
        await check(
          'AUTH-WRONG-CREDENTIAL-REJECTED',
          `${operationId} with a wrong bearer credential is refused with a 4xx, the error body and none of the data`,
          () => expectCredentialRefused(r, ok.text, `${operationId} with a wrong bearer credential`, { operationId }),
        );
      },
    );
  }

  for (const [who, requirement] of [
    ['without a credential', 'AUTH-BEARER-REQUIRED'],
    ['with a wrong bearer credential', 'AUTH-WRONG-CREDENTIAL-REJECTED'],
  ] as const) {
    test(
      `writes ${who} are refused and change nothing`,
      writing(proves(requirement)),
      async ({ api, anonApi, discovery, ledger }) => {
        const tagId = need(await discovery.newsTag());
        // our own article, stored (createOwnContent reads it back): what the update and the delete are tried on
        const own = await createOwnContent(api, ledger, discovery, `refused writes ${who}`);
        const client =
          requirement === 'AUTH-BEARER-REQUIRED' ? anonApi : api.as({ kind: 'wrong-bearer', token: WRONG_TOKEN });
        const title = `${RUN_TAG} refused create ${who} ${Math.random().toString(36).slice(2, 8)}`;
        const created = await createArticle(client, ledger, { title, page_node_ids: String(tagId) });
        await check(requirement, `a news article create ${who} is refused`, () =>
          expectCredentialRefused(created, '', `POST /news_articles ${who}`),
        );
        const listed = await readBack(api, 'listNewsArticles', {});
        await check(requirement, `the refused create ${who} stored nothing`, () =>
          expect(
            listed.list.filter((a) => a.title === title).map((a) => a.id),
            `the create ${who} stored nothing`,
          ).toEqual([]),
        );

        const updated = await client.call('updateNewsArticle', {
          path: { id: own.articleId },
          json: { news_article: { title: `${title} (update)`, page_node_ids: String(tagId) } },
        });
        await check(requirement, `a news article update ${who} is refused`, () =>
          expectCredentialRefused(updated, '', `PUT /news_articles/:id ${who}`),
        );
        const deleted = await client.call('deleteNewsArticle', { path: { id: own.articleId } });
        await check(requirement, `a news article delete ${who} is refused`, () =>
          expectCredentialRefused(deleted, '', `DELETE /news_articles/:id ${who}`),
        );
        // the article was shown before (createOwnContent): a show that no longer answers it is the refused delete's doing
        const after = await api.call('getNewsArticle', { path: { id: own.articleId } });
        await check(requirement, `the refused delete ${who} left the article`, () =>
          expectAccepted(after, `the delete ${who} left the article: a show still answers it`),
        );
        await check(requirement, `the refused update ${who} changed nothing`, () => {
          if (after.status < 200 || after.status >= 300)
            notJudged(`the article is gone (the show answered ${after.status})`, [requirement]);
          expect(after.object.title, `the update ${who} changed nothing`).toBe(own.article.title);
        });
      },
    );
  }

  for (const operationId of GALLERY_READS) {
    test(
      `${operationId} serves basic credentials with SVC-API-TOKEN`,
      proves('AUTH-BASIC-API-TOKEN-ACCEPTED'),
      async ({ basicApi, readProbes }) => {
        const options = await probeOptions(readProbes, operationId);
        const r = await basicApi.call(operationId, options);
        // not served with basic credentials, nor with the valid bearer one: the refusal is not the basic credentials' (a broken operation, a refused version header)
        const bearer = served(r) ? undefined : await readProbes.result(operationId);
        await check(
          'AUTH-BASIC-API-TOKEN-ACCEPTED',
          `${operationId} with basic credentials and SVC-API-TOKEN is served`,
          () => {
            if (bearer && !served(bearer))
              notJudged(`the same request with the valid bearer credential is not served either (${bearer.status})`, [
                bearer.status === 401 || bearer.status === 403
                  ? 'AUTH-BEARER-ACCEPTED'
                  : (operationRequirement(operationId) ?? 'AUTH-BEARER-ACCEPTED'),
              ]);
            expectAccepted(r, `${operationId} with basic credentials and SVC-API-TOKEN is served`);
          },
        );
      },
    );

    test(
      `${operationId} refuses wrong basic credentials`,
      proves('AUTH-BASIC-WRONG-REJECTED'),
      async ({ api, target, readProbes }) => {
        test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
        const options = await probeOptions(readProbes, operationId);
        const basic = target.basic!;
        const ok = await api.as({ kind: 'basic', ...basic }).call(operationId, options);
        await precondition(
          'the same request with the right basic credentials and SVC-API-TOKEN is served',
          () => expectAccepted(ok),
          'AUTH-BASIC-API-TOKEN-ACCEPTED',
        );
        const wrongs: Array<[string, ApiClient]> = [
          ['a wrong password', api.as({ kind: 'basic', ...basic, password: `${basic.password}-wrong` })],
          ['a wrong SVC-API-TOKEN', api.as({ kind: 'basic', ...basic, apiToken: 'svc-conformance-wrong-api-token' })],
          ['a wrong user name', api.as({ kind: 'basic', ...basic, username: `${basic.username}-wrong` })],
        ];
        for (const [what, client] of wrongs) {
          const r = await client.call(operationId, options);
          await check(
            'AUTH-BASIC-WRONG-REJECTED',
            `${operationId} with basic credentials with ${what} is refused`,
            () => expectCredentialRefused(r, ok.text, `${operationId} with ${what}`),
          );
        }
      },
    );

    test(
      `${operationId} refuses basic credentials without SVC-API-TOKEN, and SVC-API-TOKEN without basic credentials`,
      proves('AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'),
      async ({ api, anonApi, target, readProbes }) => {
        test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
        const options = await probeOptions(readProbes, operationId);
        const { username, password, apiToken } = target.basic!;
        const ok = await api.as({ kind: 'basic', username, password, apiToken }).call(operationId, options);
        await precondition(
          'the same request with the right basic credentials and SVC-API-TOKEN is served',
          () => expectAccepted(ok),
          'AUTH-BASIC-API-TOKEN-ACCEPTED',
        );
        // The rule states a 4xx carrying none of the data; the error body is ERROR-BODY-SHAPE's (every 4xx answer is validated against it).
        const withoutToken = await api
          .as({ kind: 'basic-without-api-token', username, password })
          .call(operationId, options);
        await check(
          'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED',
          `${operationId} with basic credentials without SVC-API-TOKEN is refused`,
          () =>
            expectCredentialRefused(
              withoutToken,
              ok.text,
              `${operationId} with basic credentials without SVC-API-TOKEN`,
              { errorBody: false },
            ),
        );
        const tokenOnly = await api.as({ kind: 'api-token-only', apiToken }).call(operationId, options);
        const anonymous = tokenOnly.status < 400 ? await anonApi.call(operationId, options) : undefined;
        await check(
          'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED',
          `${operationId} with SVC-API-TOKEN without basic credentials is refused`,
          () => {
            // a request without any credential that is served too says nothing of the token: that is AUTH-BEARER-REQUIRED's rule
            if (anonymous && anonymous.status < 400)
              notJudged(`a request without any credential is served as well (${anonymous.status})`, [
                'AUTH-BEARER-REQUIRED',
              ]);
            expectCredentialRefused(tokenOnly, ok.text, `${operationId} with SVC-API-TOKEN without basic credentials`, {
              errorBody: false,
            });
          },
        );
      },
    );
  }

  test(
    'whether other endpoints accept basic credentials is recorded',
    proves('AUTH-BASIC-ELSEWHERE-OBSERVED'),
    async ({ api, target, readProbes }, testInfo) => {
      test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
      const probe = await readProbes.probe('getSite');
      test.skip('missing' in probe, 'missing' in probe ? probe.missing : '');
      const r = await api
        .as({ kind: 'basic', ...target.basic! })
        .call('getSite', { ...('value' in probe ? probe.value : {}), unvalidated: true });
      observe(
        testInfo,
        'AUTH-BASIC-ELSEWHERE-OBSERVED',
        'GET /sites/:id with basic credentials and SVC-API-TOKEN',
        r.status,
      );
    },
  );

  test(
    'the credential schemes used are recorded',
    proves('AUTH-TOKEN-LIFECYCLE-OBSERVED'),
    async ({ target }, testInfo) => {
      observe(testInfo, 'AUTH-TOKEN-LIFECYCLE-OBSERVED', 'credential schemes given to the suite', {
        bearer: Boolean(target.accessToken),
        basicWithApiToken: Boolean(target.basic),
      });
    },
  );
});
