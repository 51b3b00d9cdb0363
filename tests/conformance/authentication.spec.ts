// Authentication (interface: Authentication 1-3): bearer everywhere, basic + SVC-API-TOKEN on the
// gallery, gallery photo and uploaded video endpoints, no data without a valid credential.
import { test, expect, proves, observe, need, RUN_TAG } from './harness.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import { READ_PROBES } from '../../src/harness/probes.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { expectSuccess } from './support/compare.ts';

const GALLERY_READS = ['listPhotoGalleries', 'getPhotoGallery', 'listVideoGalleries', 'getVideoGallery'];

/**
 * A refusal: a 4xx whose body is the general error body and carries none of the data. For the tags
 * index the documented failure body is an empty object ("Tags index failure | 400 | an empty
 * object"): there a JSON object without errors is a refusal's body too.
 */
function expectRefused(r: ApiResult, okBody: string, operationId = '') {
  expect(r.status, 'a request without a valid credential is refused with a 4xx').toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  if (operationId === 'listTags' && r.object.errors === undefined) {
    expect(typeof r.body === 'object' && r.body !== null && !Array.isArray(r.body), 'the refusal of the tags index carries a JSON object (documented as {})').toBe(true);
  } else {
    expect(typeof r.object.errors, 'the refusal carries the error body {"errors": string}').toBe('string');
  }
  if (okBody.length > 2) expect(r.text.includes(okBody), 'the refusal does not carry the data').toBe(false);
}

test.describe('authentication', () => {
  for (const operationId of Object.keys(READ_PROBES)) {
    test(`${operationId} refuses a request without credentials`, proves('AUTH-BEARER-REQUIRED', 'AUTH-FAILURE-STATUS-OBSERVED'), async ({ anonApi, reads }, testInfo) => {
      const options = need(await reads.probe(operationId));
      const ok = await reads.result(operationId);
      expectSuccess(ok, operationId, 'the same request with the credential is served');
      const r = await anonApi.call(operationId, options);
      observe(testInfo, 'AUTH-FAILURE-STATUS-OBSERVED', `${operationId} without credentials`, r.status);
      expectRefused(r, ok.text, operationId);
    });

    test(`${operationId} refuses a wrong bearer credential`, proves('AUTH-WRONG-CREDENTIAL-REJECTED', 'AUTH-BEARER-ACCEPTED', 'AUTH-FAILURE-STATUS-OBSERVED'), async ({ api, reads }, testInfo) => {
      const options = need(await reads.probe(operationId));
      const ok = await reads.result(operationId);
      expectSuccess(ok, operationId, 'the request with the valid bearer credential is served');
      const r = await api.as({ kind: 'wrong-bearer', token: 'svc-conformance-wrong-token' }).call(operationId, options);
      observe(testInfo, 'AUTH-FAILURE-STATUS-OBSERVED', `${operationId} with a wrong bearer credential`, r.status);
      expectRefused(r, ok.text, operationId);
    });
  }

  for (const [who, requirement] of [['without a credential', 'AUTH-BEARER-REQUIRED'], ['with a wrong bearer credential', 'AUTH-WRONG-CREDENTIAL-REJECTED']] as const) {
    test(`writes ${who} are refused and change nothing`, proves(requirement), async ({ api, anonApi, discovery, ledger, writes }) => {
      void writes;
      const tagId = need(await discovery.newsTag());
      const own = await createOwnContent(api, ledger, discovery, `refused writes ${who}`);
      const client = requirement === 'AUTH-BEARER-REQUIRED' ? anonApi : api.as({ kind: 'wrong-bearer', token: 'svc-conformance-wrong-token' });
      const title = `${RUN_TAG} refused create ${who} ${Math.random().toString(36).slice(2, 8)}`;
      const created = await createArticle(client, ledger, { title, page_node_ids: String(tagId) });
      expectRefused(created, '');
      const listed = await api.call('listNewsArticles');
      expect(listed.list.filter((a) => a.title === title).map((a) => a.id), `the create ${who} stored nothing`).toEqual([]);

      const updated = await client.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { title: `${title} (update)`, page_node_ids: String(tagId) } } });
      expectRefused(updated, '');
      const deleted = await client.call('deleteNewsArticle', { path: { id: own.articleId } });
      expectRefused(deleted, '');
      const after = await api.call('getNewsArticle', { path: { id: own.articleId } });
      expect(after.status, `the delete ${who} left the article`).toBe(200);
      expect(after.object.title, `the update ${who} changed nothing`).toBe(own.article.title);
    });
  }

  for (const operationId of GALLERY_READS) {
    test(`${operationId} serves basic credentials with SVC-API-TOKEN`, proves('AUTH-BASIC-API-TOKEN-ACCEPTED'), async ({ basicApi, reads }) => {
      const probe = await reads.probe(operationId);
      test.skip('missing' in probe, 'missing' in probe ? probe.missing : '');
      const r = await basicApi.call(operationId, 'value' in probe ? probe.value : {});
      expectSuccess(r, operationId, `${operationId} with basic credentials and SVC-API-TOKEN is served`);
    });

    test(`${operationId} refuses wrong basic credentials`, proves('AUTH-BASIC-WRONG-REJECTED'), async ({ api, target, reads }) => {
      test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
      const probe = await reads.probe(operationId);
      test.skip('missing' in probe, 'missing' in probe ? probe.missing : '');
      const options = 'value' in probe ? probe.value : {};
      const ok = await api.as({ kind: 'basic', ...target.basic! }).call(operationId, options);
      const wrongPassword = await api.as({ kind: 'basic', ...target.basic!, password: `${target.basic!.password}-wrong` }).call(operationId, options);
      expectRefused(wrongPassword, ok.text);
      const wrongToken = await api.as({ kind: 'basic', ...target.basic!, apiToken: 'svc-conformance-wrong-api-token' }).call(operationId, options);
      expectRefused(wrongToken, ok.text);
      const wrongUser = await api.as({ kind: 'basic', ...target.basic!, username: `${target.basic!.username}-wrong` }).call(operationId, options);
      expectRefused(wrongUser, ok.text);
    });

    test(`${operationId} refuses basic credentials without SVC-API-TOKEN, and SVC-API-TOKEN without basic credentials`, proves('AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'), async ({ api, target, reads }) => {
      test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
      const probe = await reads.probe(operationId);
      test.skip('missing' in probe, 'missing' in probe ? probe.missing : '');
      const options = 'value' in probe ? probe.value : {};
      const { username, password, apiToken } = target.basic!;
      const ok = await api.as({ kind: 'basic', username, password, apiToken }).call(operationId, options);
      expectRefused(await api.as({ kind: 'basic-without-api-token', username, password }).call(operationId, options), ok.text);
      expectRefused(await api.as({ kind: 'api-token-only', apiToken }).call(operationId, options), ok.text);
    });
  }

  test('whether other endpoints accept basic credentials is recorded', proves('AUTH-BASIC-ELSEWHERE-OBSERVED'), async ({ api, target, reads }, testInfo) => {
    test.skip(!target.basic, 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set');
    const probe = await reads.probe('getSite');
    test.skip('missing' in probe, 'missing' in probe ? probe.missing : '');
    const r = await api.as({ kind: 'basic', ...target.basic! }).call('getSite', { ...('value' in probe ? probe.value : {}), unvalidated: true });
    observe(testInfo, 'AUTH-BASIC-ELSEWHERE-OBSERVED', 'GET /sites/:id with basic credentials and SVC-API-TOKEN', r.status);
  });

  test('the credential schemes used are recorded', proves('AUTH-TOKEN-LIFECYCLE-OBSERVED'), async ({ target }, testInfo) => {
    observe(testInfo, 'AUTH-TOKEN-LIFECYCLE-OBSERVED', 'credential schemes given to the suite', {
      bearer: Boolean(target.accessToken), basicWithApiToken: Boolean(target.basic),
    });
  });
});
