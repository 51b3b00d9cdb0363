// Versioning (interface: Versioning 1-2): SVC-API-VERSION 0.1 is served, paths carry no version
// segment; what a missing or other version header gets is recorded.
//
// A request with SVC-API-VERSION 0.1 at an unversioned path that is not served is sent again
// without the header, to tell the two rules apart: served without it, the header is what was
// refused (VERSION-HEADER-ACCEPTED); not found (404, 405) either way, the operation may not answer
// at its unversioned path (VERSION-PATHS-UNVERSIONED). That rule fails only on evidence that the
// paths are versioned: the operation is served at a versioned form of its path (/v0.1/...,
// /api/v0.1/..., ...), or an index (a path that names no record, so a 404 cannot mean a missing
// record) is not found. A show not found at either is the show's own failure (a 404 for the record
// it names): the rule is not judged on it. Any other answer either way (a refused credential, a
// broken operation) judges neither rule.
import { test, expect, proves, observe } from './harness.ts';
import { check, notJudged, precondition } from './assertions.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../spec/interface.ts';
import { operationRequirement } from '../../src/harness/checks.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';

const VERSION_SEGMENT = /\/v\d+(\.\d+)*(\/|$)/;
const NOT_FOUND = new Set([404, 405]);
/** Versioned forms of a path a deployment with versioned paths may serve an operation at (probed only for an operation not found at its own path). */
const VERSIONED_FORMS = [`/v${API_VERSION}`, `/api/v${API_VERSION}`, '/v0', '/api/v0'];

interface Answered {
  operationId: string;
  options: CallOptions;
  r: ApiResult;
}

/** The path of the base URL, without a trailing slash (the operations' paths follow it). */
const basePathOf = (baseUrl: string) => new URL(baseUrl).pathname.replace(/\/$/, '');

const answerLine = (a: Answered, status = a.r.status) =>
  `${a.operationId}: ${a.r.exchange.method} ${new URL(a.r.exchange.url).pathname} -> ${status}`;

/** The checks of both rules over requests sent with SVC-API-VERSION 0.1 at their unversioned paths (`basePath`: the path of the base URL). */
async function judgeVersioning(api: ApiClient, basePath: string, answers: Answered[], minimum: number): Promise<void> {
  // what the suite sent: the header and the paths (set-up, not the deployment's doing)
  await precondition('the requests carry SVC-API-VERSION 0.1 at paths without a version segment', () => {
    for (const { operationId, r } of answers) {
      expect(
        r.exchange.requestHeaders[API_VERSION_HEADER],
        `${operationId} is sent with ${API_VERSION_HEADER} ${API_VERSION}`,
      ).toBe(API_VERSION);
      expect(
        new URL(r.exchange.url).pathname,
        `${operationId} is called at a path without a version segment`,
      ).not.toMatch(VERSION_SEGMENT);
    }
    expect(answers.length, 'read operations were found to call').toBeGreaterThanOrEqual(minimum);
  });
  // served: any 2xx (that it is the exact status the interface shows is each operation's own rule)
  const isServed = (status: number) => status >= 200 && status < 300;
  const served = answers.filter((a) => isServed(a.r.status));
  const notServed = answers.filter((a) => !isServed(a.r.status));
  // each request not served, sent again without the header
  const without = new Map<Answered, ApiResult>();
  for (const a of notServed)
    without.set(
      a,
      await api.call(a.operationId, { ...a.options, omitHeaders: [API_VERSION_HEADER], unvalidated: true }),
    );
  const servedWithout = (a: Answered) => isServed(without.get(a)!.status);

  const headerRefused = notServed.filter(servedWithout);
  await check('VERSION-HEADER-ACCEPTED', 'requests with SVC-API-VERSION 0.1 are served', () => {
    expect(
      headerRefused.map((a) => `${answerLine(a)}, served without the header (${without.get(a)!.status})`),
      'operations not served with SVC-API-VERSION 0.1 that are served without it',
    ).toEqual([]);
    if (served.length === 0)
      notJudged(
        `no request was served, with or without the header: ${notServed.map((a) => answerLine(a)).join('; ')}`,
        [],
      );
  });

  const notFound = notServed.filter(
    (a) => !servedWithout(a) && NOT_FOUND.has(a.r.status) && NOT_FOUND.has(without.get(a)!.status),
  );
  // each operation not found at its path, looked for at the versioned forms of it (the first served one)
  const versionedAt = new Map<Answered, string>();
  for (const a of notFound) {
    const own = new URL(a.r.exchange.url).pathname;
    const path = own.startsWith(basePath) ? own.slice(basePath.length) : own;
    for (const prefix of VERSIONED_FORMS) {
      const v = await api.request(a.r.exchange.method, `${prefix}${path}`, { query: a.options.query ?? {} });
      if (isServed(v.status)) {
        versionedAt.set(a, `${prefix}${path} -> ${v.status}`);
        break;
      }
    }
  }
  // an index: its path names no record (no path parameter), so not found there is the path's own answer
  const isIndex = (a: Answered) => Object.keys(a.options.path ?? {}).length === 0;
  await check('VERSION-PATHS-UNVERSIONED', 'every operation answers at its path without a version segment', () => {
    expect(
      [...versionedAt].map(
        ([a, at]) => `${answerLine(a)} (without the header: ${without.get(a)!.status}), served at ${at}`,
      ),
      'operations not found at their unversioned path and served at a versioned one',
    ).toEqual([]);
    expect(
      notFound
        .filter((a) => !versionedAt.has(a) && isIndex(a))
        .map((a) => `${answerLine(a)} (without the header: ${without.get(a)!.status})`),
      'index operations not found at their unversioned path',
    ).toEqual([]);
    if (served.length + headerRefused.length === 0)
      notJudged(`no operation answered at its path: ${notServed.map((a) => answerLine(a)).join('; ')}`, []);
    // a show not found at its path nor at a versioned form: a 404 for the record it names is the show's own failure, no evidence of versioned paths
    const shows = notFound.filter((a) => !versionedAt.has(a) && !isIndex(a));
    if (shows.length > 0) {
      notJudged(
        `not found at their path, with and without the header, nor at a versioned form (${VERSIONED_FORMS.join(', ')}): ${shows.map((a) => answerLine(a)).join('; ')}`,
        [
          ...new Set(
            shows.map((a) => operationRequirement(a.operationId)).filter((op): op is string => op !== undefined),
          ),
        ],
      );
    }
  });
}

test.describe('versioning', () => {
  test(
    'requests with SVC-API-VERSION 0.1 at unversioned paths are served',
    proves('VERSION-HEADER-ACCEPTED', 'VERSION-PATHS-UNVERSIONED'),
    async ({ api, discovery, target }) => {
      const answers: Answered[] = [{ operationId: 'listSites', options: {}, r: await api.call('listSites') }];
      const sport = await discovery.sport();
      if ('value' in sport) {
        const options = { path: { id: sport.value } };
        answers.push({ operationId: 'getSport', options, r: await api.call('getSport', options) });
      }
      await judgeVersioning(api, basePathOf(target.baseUrl), answers, 1);
    },
  );

  test(
    'every read operation answers at its path without a version segment',
    proves('VERSION-PATHS-UNVERSIONED', 'VERSION-HEADER-ACCEPTED'),
    async ({ api, readProbes, target }) => {
      const answers: Answered[] = [];
      for (const answer of await readProbes.all())
        if ('result' in answer)
          answers.push({ operationId: answer.operationId, options: answer.options, r: answer.result });
      await judgeVersioning(api, basePathOf(target.baseUrl), answers, 6);
    },
  );

  test(
    'what a request without SVC-API-VERSION gets is recorded',
    proves('VERSION-HEADER-MISSING-OBSERVED'),
    async ({ api }, testInfo) => {
      const r = await api.call('listSites', { omitHeaders: ['SVC-API-VERSION'], unvalidated: true });
      observe(testInfo, 'VERSION-HEADER-MISSING-OBSERVED', 'GET /sites without SVC-API-VERSION', {
        status: r.status,
        errors: r.object.errors ?? null,
      });
    },
  );

  test(
    'what a request with another SVC-API-VERSION gets is recorded',
    proves('VERSION-HEADER-OTHER-OBSERVED'),
    async ({ api }, testInfo) => {
      const r = await api.call('listSites', { headers: { 'SVC-API-VERSION': '9.9' }, unvalidated: true });
      observe(testInfo, 'VERSION-HEADER-OTHER-OBSERVED', 'GET /sites with SVC-API-VERSION 9.9', {
        status: r.status,
        errors: r.object.errors ?? null,
      });
    },
  );
});
