// One truth about the target: a run configured from an env file only, from the environment only,
// or from both (the environment wins), against the embedded server and against an external one,
// reports exactly what it checked: base URL, embedded or not, mode, irreversible writes, the
// credentials given, the waiver file, and every fixture with where its id came from.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../reference/server.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { runSuite } from '../kit/run-suite.ts';
import { loadEnv, parseTargetConfig } from '../../src/config/target.ts';
import type { PublicTarget } from '../../src/harness/run-target.ts';

const dir = mkdtempSync(join(tmpdir(), 'svc-target-'));
const waivers = join(dir, 'waivers.yaml');
writeFileSync(
  waivers,
  'waivers:\n  - id: NEWS-TITLE-MAXLEN\n    reason: a waiver the report must name\n    ticket: T-1\n    expires: 2099-12-31\n',
);

const external = buildServer();
let externalUrl = '';
before(async () => {
  await external.listen({ port: 0, host: '127.0.0.1' });
  externalUrl = `http://127.0.0.1:${(external.server.address() as { port: number }).port}`;
});
after(() => external.close());

type Settings = Record<string, string>;

/** Runs one quick check with the settings split between an env file and the environment. */
async function reported(fromFile: Settings, fromEnv: Settings): Promise<PublicTarget> {
  const file = join(dir, `${Object.keys(fromFile).join('-') || 'empty'}-${Date.now()}.env`);
  writeFileSync(
    file,
    Object.entries(fromFile)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n'),
  );
  const run = await runSuite({
    env: { ...fromEnv, SVC_ENV_FILE: file },
    args: ['--grep', '@OP-SITES-SHOW'],
    timeoutMs: 90_000,
  });
  assert.equal(run.exitCode, 0, run.output.slice(-3000));
  assert.ok(run.report, 'conformance.json was written');
  return run.report.target;
}

const externalSettings = (): Settings => ({
  SVC_BASE_URL: externalUrl,
  SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
  SVC_SITE_ID: '1',
  SVC_WAIVERS: waivers,
});

function expectExternal(t: PublicTarget, mode: string): void {
  assert.equal(t.baseUrl, externalUrl);
  assert.equal(t.embedded, false);
  assert.equal(t.mode, mode);
  assert.equal(t.allowIrreversible, false);
  assert.deepEqual(t.credentials, { bearer: true, basic: false, other: false });
  assert.equal(t.waivers, waivers);
  assert.deepEqual(t.fixtures.site, { id: 1, source: 'given' });
  assert.deepEqual(t.fixtures.league, { id: 6001, source: 'discovered' });
  assert.ok('missing' in t.fixtures.game!, 'no game id was given and none can be discovered');
  assert.ok('missing' in t.fixtures.forbidden_site!);
}

function expectEmbedded(t: PublicTarget, mode: string): void {
  assert.match(t.baseUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.notEqual(t.baseUrl, externalUrl);
  assert.equal(t.embedded, true);
  assert.equal(t.mode, mode);
  assert.equal(t.allowIrreversible, true);
  assert.deepEqual(t.credentials, { bearer: true, basic: true, other: true });
  assert.equal(t.waivers, waivers);
  assert.deepEqual(t.fixtures.site, { id: 2, source: 'given' });
  assert.deepEqual(t.fixtures.forbidden_site, { id: 3, source: 'embedded' });
  assert.deepEqual(t.fixtures.game, { id: 5001, source: 'embedded' });
  assert.equal((t.fixtures.league as { source: string }).source, 'discovered');
}

test('external target from the env file only (the .env.example way): external, read-only, as given', async () => {
  expectExternal(await reported(externalSettings(), {}), 'read-only');
});

test('external target from the environment only', async () => {
  expectExternal(await reported({}, { ...externalSettings(), SVC_MODE: 'read-write' }), 'read-write');
});

test('external target from both: the environment wins', async () => {
  expectExternal(
    await reported({ ...externalSettings(), SVC_MODE: 'read-write' }, { SVC_MODE: 'read-only' }),
    'read-only',
  );
});

test('embedded target from the env file only', async () => {
  expectEmbedded(await reported({ SVC_MODE: 'read-only', SVC_SITE_ID: '2', SVC_WAIVERS: waivers }, {}), 'read-only');
});

test('embedded target from the environment only', async () => {
  expectEmbedded(await reported({}, { SVC_SITE_ID: '2', SVC_WAIVERS: waivers }), 'read-write');
});

test('embedded target from both: the environment wins, the env file fills in', async () => {
  expectEmbedded(
    await reported({ SVC_MODE: 'read-write', SVC_SITE_ID: '2', SVC_WAIVERS: waivers }, { SVC_MODE: 'read-only' }),
    'read-only',
  );
});

test('the .env at the project root is read under the environment', () => {
  const root = mkdtempSync(join(tmpdir(), 'svc-root-'));
  writeFileSync(join(root, '.env'), 'SVC_BASE_URL=https://api.example.org\nSVC_ACCESS_TOKEN=t\nSVC_MODE=read-write\n');
  const fromFile = parseTargetConfig(loadEnv({}, root));
  assert.equal(fromFile.embedded, false);
  assert.equal(fromFile.mode, 'read-write');
  const envWins = parseTargetConfig(loadEnv({ SVC_MODE: 'read-only' }, root));
  assert.equal(envWins.mode, 'read-only');
  assert.throws(() => loadEnv({ SVC_ENV_FILE: join(root, 'missing.env') }, root), /does not exist/);
});
