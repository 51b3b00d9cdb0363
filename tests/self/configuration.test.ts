// TARGET.md: a missing or malformed setting, or an unreachable target, gives one clear message and
// exit code 2 before any test runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runSuite } from '../kit/run-suite.ts';
import { parseTargetConfig } from '../../src/config/target.ts';

const cases: Array<[string, Record<string, string>, RegExp]> = [
  ['unknown mode', { SVC_MODE: 'bogus' }, /SVC_MODE must be read-only or read-write/],
  ['external target without a token', { SVC_BASE_URL: 'http://127.0.0.1:4' }, /SVC_ACCESS_TOKEN is required/],
  ['malformed URL', { SVC_BASE_URL: 'not a url', SVC_ACCESS_TOKEN: 'x' }, /SVC_BASE_URL is not a URL/],
  ['malformed fixture id', { SVC_SITE_ID: 'abc' }, /SVC_SITE_ID must be a positive integer/],
  ['half the basic credentials', { SVC_USERNAME: 'u' }, /go together/],
  [
    'malformed route override',
    { SVC_ROUTE_PAGE_ELEMENT_MOVE: 'MOVE it' },
    /SVC_ROUTE_PAGE_ELEMENT_MOVE must look like/,
  ],
  ['unreachable target', { SVC_BASE_URL: 'http://127.0.0.1:4', SVC_ACCESS_TOKEN: 'x' }, /cannot be reached/],
  ['wrong credential', { SVC_ACCESS_TOKEN: 'svc-conformance-wrong-token' }, /refuses the credential/],
  ['a fixture id that does not exist', { SVC_SITE_ID: '987654' }, /SVC_SITE_ID=987654 does not exist/],
  ['a team id that does not exist', { SVC_TEAM_ID: '987654' }, /SVC_TEAM_ID=987654 does not exist/],
  ['malformed rate limit', { SVC_MAX_RPS: 'fast' }, /SVC_MAX_RPS must be a positive number/],
  ['malformed waiver file', { SVC_WAIVERS: '/nonexistent/waivers.yaml' }, /SVC_WAIVERS: cannot read/],
];

for (const [name, env, message] of cases) {
  test(`${name}: exit 2 with one clear message`, async () => {
    const run = await runSuite({ env, timeoutMs: 60_000 });
    assert.equal(run.exitCode, 2, run.output);
    assert.match(run.output, message);
    assert.doesNotMatch(run.output, /passed|failed \(/, 'no test ran');
  });
}

test('defaults follow TARGET.md', () => {
  const embedded = parseTargetConfig({});
  assert.equal(embedded.embedded, true);
  assert.equal(embedded.mode, 'read-write');
  assert.equal(embedded.allowIrreversible, true);
  const external = parseTargetConfig({ SVC_BASE_URL: 'https://api.example.org/', SVC_ACCESS_TOKEN: 't' });
  assert.equal(external.baseUrl, 'https://api.example.org');
  assert.equal(external.mode, 'read-only');
  assert.equal(external.allowIrreversible, false);
  const overrides = parseTargetConfig({ SVC_GAME_ID: '42', SVC_ROUTE_NEWS_ARTICLE_SHOW: 'GET /articles/{id}' });
  assert.deepEqual(overrides.fixtureIds, { game: 42 });
  assert.deepEqual(overrides.routeOverrides, {
    SVC_ROUTE_NEWS_ARTICLE_SHOW: { method: 'GET', path: '/articles/{id}' },
  });
});
