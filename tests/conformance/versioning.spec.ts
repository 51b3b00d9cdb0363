// Versioning (interface: Versioning 1-2): SVC-API-VERSION 0.1 is served, paths carry no version
// segment; what a missing or other version header gets is recorded.
import { test, expect, proves, observe } from './harness.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../spec/interface.ts';
import { isSuccess } from './support/compare.ts';

test.describe('versioning', () => {
  test('requests with SVC-API-VERSION 0.1 at unversioned paths are served', proves('VERSION-HEADER-ACCEPTED', 'VERSION-PATHS-UNVERSIONED'), async ({ api, discovery }) => {
    const r = await api.call('listSites');
    expect(r.exchange.requestHeaders[API_VERSION_HEADER]).toBe(API_VERSION);
    expect(new URL(r.exchange.url).pathname).not.toMatch(/\/v\d+(\.\d+)?\//);
    expect(r.status).toBe(200);
    const sport = await discovery.sport();
    if ('value' in sport) expect((await api.call('getSport', { path: { id: sport.value } })).status).toBe(200);
  });

  test('every read operation answers at its path without a version segment', proves('VERSION-PATHS-UNVERSIONED', 'VERSION-HEADER-ACCEPTED'), async ({ reads }) => {
    let served = 0;
    const refused: string[] = [];
    for (const answer of await reads.all()) {
      if ('missing' in answer) continue;
      const { operationId, result: r } = answer;
      expect(new URL(r.exchange.url).pathname, `${operationId} is called at a path without a version segment`).not.toMatch(/\/v\d+(\.\d+)*(\/|$)/);
      expect(r.exchange.requestHeaders[API_VERSION_HEADER]).toBe(API_VERSION);
      if (isSuccess(operationId, r.status)) served += 1;
      else refused.push(`${operationId}: ${r.exchange.method} ${new URL(r.exchange.url).pathname} -> ${r.status}`);
    }
    expect(refused, 'operations not served at their unversioned path with SVC-API-VERSION 0.1').toEqual([]);
    expect(served, 'read operations were found to call').toBeGreaterThan(5);
  });

  test('what a request without SVC-API-VERSION gets is recorded', proves('VERSION-HEADER-MISSING-OBSERVED'), async ({ api }, testInfo) => {
    const r = await api.call('listSites', { omitHeaders: ['SVC-API-VERSION'], unvalidated: true });
    observe(testInfo, 'VERSION-HEADER-MISSING-OBSERVED', 'GET /sites without SVC-API-VERSION', { status: r.status, errors: r.object.errors ?? null });
  });

  test('what a request with another SVC-API-VERSION gets is recorded', proves('VERSION-HEADER-OTHER-OBSERVED'), async ({ api }, testInfo) => {
    const r = await api.call('listSites', { headers: { 'SVC-API-VERSION': '9.9' }, unvalidated: true });
    observe(testInfo, 'VERSION-HEADER-OTHER-OBSERVED', 'GET /sites with SVC-API-VERSION 9.9', { status: r.status, errors: r.object.errors ?? null });
  });
});
