// The product a vendor installs: `npm pack` gives a tarball; installed into an empty folder outside
// the repository, `npx svc-conformance run` checks the embedded server and an external URL (read-only
// and read-write), and the reports land in that folder, never inside node_modules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverState } from '../../reference/server.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import type { ConformanceReport } from '../../src/reporter/report-types.ts';
import { runCommand, type CommandRun } from '../kit/run-suite.ts';

const folder = mkdtempSync(join(tmpdir(), 'svc-vendor-'));
const installed = join(folder, 'node_modules', 'svc-conformance');
const server = buildServer();
let baseUrl = '';

function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !k.startsWith('SVC_') && k !== 'CI' && !k.startsWith('npm_')) env[k] = v;
  return env;
}

/** npx svc-conformance in the vendor's folder (async: the external server answers from this process). */
function svc(args: string[], env: Record<string, string> = {}): Promise<CommandRun> {
  return runCommand('npx', ['--no-install', 'svc-conformance', ...args], {
    cwd: folder,
    env: { ...cleanEnv(), ...env },
  });
}

const reportOf = (dir: string): ConformanceReport =>
  JSON.parse(readFileSync(join(folder, dir, 'conformance.json'), 'utf8')) as ConformanceReport;

before(async () => {
  const pack = spawnSync('npm', ['pack', '--pack-destination', folder, '--silent'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: cleanEnv(),
  });
  assert.equal(pack.status, 0, pack.stderr);
  const tarball = readdirSync(folder).find((f) => f.endsWith('.tgz'));
  assert.ok(tarball, 'npm pack wrote a tarball');
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'vendor-check', version: '1.0.0', private: true }),
  );
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(folder, tarball)], {
    cwd: folder,
    encoding: 'utf8',
    env: cleanEnv(),
  });
  assert.equal(install.status, 0, install.stderr);
  await server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
after(() => server.close());

test('the tarball holds the product only: the checker, the reference server, the interface text, the licence', () => {
  for (const part of [
    'LICENSE',
    'bin/svc-conformance.mjs',
    'spec/interface-specification.md',
    'spec/openapi.yaml',
    'spec/requirements.yaml',
    'tests/conformance/harness.ts',
    'reference/main.ts',
    'build-info.json',
  ]) {
    assert.ok(existsSync(join(installed, part)), `${part} is in the package`);
  }
  for (const proof of ['tests/self', 'scripts'])
    assert.ok(!existsSync(join(installed, proof)), `${proof} is not in the package`);
  // the kill matrix: its mode and global setup (tests/kit), its config, the farm of fault servers; the suite keeps only the seam
  for (const killMatrix of [
    'tests/kit',
    'tests/conformance/kill-matrix-mode.ts',
    'faults.config.ts',
    'reference/farm.ts',
  ]) {
    assert.ok(!existsSync(join(installed, killMatrix)), `${killMatrix} (the kill matrix) is not in the package`);
  }
  assert.ok(
    existsSync(join(installed, 'src/harness/suite-extension.ts')),
    'the seam a proof run extends the suite through is in the package',
  );
});

test('svc-conformance --help and --version answer', async () => {
  const help = await svc(['--help']);
  assert.equal(help.code, 0);
  assert.match(help.output, /svc-conformance <command>/);
  const version = await svc(['--version']);
  assert.match(version.output, /^\d+\.\d+\.\d+/m);
});

test("npx svc-conformance run checks the embedded server; the reports land in the caller's folder", async () => {
  const run = await svc(['run']);
  assert.equal(run.code, 0, run.output.slice(-3000));
  const report = reportOf('reports');
  assert.equal(report.target.embedded, true);
  assert.equal(report.exitCode, 0);
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: PROJECT_ROOT, encoding: 'utf8' }).stdout.trim();
  assert.equal(report.suite.commit, head, 'the report names the commit the package was built from');
  assert.ok(!existsSync(join(installed, 'reports')), 'nothing is written inside node_modules');
});

test('npx svc-conformance run checks an external URL, read-only and read-write', async () => {
  const ro = await svc(['run', '--base-url', baseUrl, '--reports', 'ro'], {
    SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
  });
  assert.equal(ro.code, 0, ro.output.slice(-3000));
  assert.deepEqual(
    [reportOf('ro').target.embedded, reportOf('ro').target.mode, reportOf('ro').target.baseUrl],
    [false, 'read-only', baseUrl],
  );
  const { fixtures } = serverState(server);
  const rw = await svc(
    [
      'run',
      '--base-url',
      baseUrl,
      '--mode',
      'read-write',
      '--allow-irreversible',
      '--forbidden-site-id',
      String(fixtures.forbiddenSiteId),
      '--game-id',
      String(fixtures.gameId),
      '--username',
      REFERENCE_CREDENTIALS.username,
      '--reports',
      'rw',
    ],
    {
      SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
      SVC_PASSWORD: REFERENCE_CREDENTIALS.password,
      SVC_API_TOKEN: REFERENCE_CREDENTIALS.apiToken,
    },
  );
  assert.equal(rw.code, 0, rw.output.slice(-3000));
  const report = reportOf('rw');
  assert.deepEqual(
    [report.target.embedded, report.target.mode, report.target.allowIrreversible],
    [false, 'read-write', true],
  );
  assert.equal(report.totals.fail, 0);
  assert.ok(!existsSync(join(installed, 'reports')), 'nothing is written inside node_modules');
});

test('a bad flag gets exit 2 and one line naming it', async () => {
  const r = await svc(['run', '--mode', 'sometimes']);
  assert.equal(r.code, 2);
  assert.match(r.output, /--mode must be read-only or read-write/);
});
