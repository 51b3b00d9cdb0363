// A hostile or broken target: for every kind of bad answer on one part of the interface (the
// sports endpoints), the run ends within its time limit, the affected requirements fail with a
// clear reason, the rest still pass, and the three reports are written. And a target that asks
// to wait (429 with Retry-After) is waited out, politely, and the run passes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, serverState } from '../../reference/server.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { startChaosProxy, type ChaosMode } from '../kit/chaos-proxy.ts';
import { runSuite } from '../kit/run-suite.ts';

const CASES: Array<[ChaosMode, RegExp]> = [
  ['html', /not JSON|content-type/i],
  ['truncated-json', /not JSON/i],
  ['server-error', /500|server error/i],
  ['huge-body', /must be array|type|padding/i],
  ['slow', /no answer within 2000 ms/],
  ['reset', /no HTTP answer|socket hang up|ECONNRESET/i],
  ['hang', /no answer within 2000 ms/],
];

async function target() {
  const app = buildServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { fixtures } = serverState(app);
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    upstream: `http://127.0.0.1:${port}`,
    env: (url: string) => ({
      SVC_BASE_URL: url,
      SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
      SVC_FORBIDDEN_SITE_ID: String(fixtures.forbiddenSiteId),
      SVC_GAME_ID: String(fixtures.gameId),
      SVC_TIMEOUT_MS: '2000',
    }),
  };
}

for (const [mode, reason] of CASES) {
  test(`chaos on /sports: ${mode}`, async () => {
    const { app, upstream, env } = await target();
    const proxy = await startChaosProxy(upstream, mode, '/sports', { slowMs: 5000 });
    try {
      const started = Date.now();
      const run = await runSuite({
        env: env(proxy.url),
        args: ['tests/conformance/sports.spec.ts', 'tests/conformance/leagues.spec.ts'],
        timeoutMs: 120_000,
      });
      const took = Date.now() - started;
      assert.ok(took < 90_000, `the run ended within its limit (${took} ms)`);
      assert.ok(proxy.hits() > 0, 'the chaos was met');
      assert.equal(run.exitCode, 1, run.output.slice(-2000));
      for (const file of ['index.html', 'conformance.json', 'junit.xml'])
        assert.ok(existsSync(join(run.reportDir, file)), `${file} written`);
      const verdicts = new Map(run.report!.requirements.map((r) => [r.id, r]));
      const sports = verdicts.get('OP-SPORTS-INDEX')!;
      assert.equal(sports.verdict, 'fail');
      const evidence = sports.tests.flatMap((t) => t.errors).join('\n');
      assert.match(evidence, reason, `a clear reason for ${mode}`);
      assert.equal(verdicts.get('OP-LEAGUES-SHOW')!.verdict, 'pass', 'the rest of the interface is still checked');
    } finally {
      await proxy.close();
      await app.close();
    }
  });
}

test('a target that answers 429 with Retry-After is waited out and retried, and the run passes', async () => {
  const { app, upstream, env } = await target();
  const proxy = await startChaosProxy(upstream, 'rate-limited', '/sports', { limitedTimes: 1 });
  try {
    const run = await runSuite({
      env: { ...env(proxy.url), SVC_MAX_RPS: '40' },
      args: ['tests/conformance/sports.spec.ts'],
    });
    assert.equal(run.exitCode, 0, run.output.slice(-2000));
    assert.ok(run.report!.retries.count > 0, 'the retries are reported');
    assert.match(run.output, /asked to wait \d+ time/);
  } finally {
    await proxy.close();
    await app.close();
  }
});
