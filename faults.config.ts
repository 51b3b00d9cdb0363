// The kill matrix (npm run faults, npm run faults:all): the suite against a reference server per
// fault (all served by reference/farm.ts), each fault's copy of the tests that name its
// requirements sent to its server (tests/kit/kill-matrix-mode.ts, registered below through the harness's
// one seam, src/harness/suite-extension.ts). tests/kit/kill-matrix.ts writes the faults of the run (id and
// requirements, hand-written and generated) to SVC_KILL_FAULTS_FILE, reads the JSON results and decides.
// Playwright loads this file in the runner and in every worker before any test file: the extension
// is in place when the harness builds its `test`.
import { defineConfig } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FAULTS } from './reference/faults.ts';
import { resolveSettings } from './src/config/target.ts';
import { publicTarget } from './src/harness/run-target.ts';
import type { SvcMetadata } from './src/harness/run-metadata.ts';
import { registerSuiteExtension } from './src/harness/suite-extension.ts';
import { killMatrixExtension } from './tests/kit/kill-matrix-mode.ts';

const mapFile = resolve(process.env.SVC_FARM_MAP ?? 'reports/kill-matrix/farm-ports.json');
process.env.SVC_FARM_MAP = mapFile;
// The faults of the run: the file tests/kit/kill-matrix.ts writes, or the hand-written catalogue.
// The kill matrix's mode reads the same file (tests/kit/kill-matrix-mode.ts): workers inherit the
// environment this sets in the runner.
if (!process.env.SVC_KILL_FAULTS_FILE) {
  const file = resolve('reports/kill-matrix/faults.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(FAULTS.map((f) => ({ id: f.id, requirements: f.requirements }))));
  process.env.SVC_KILL_FAULTS_FILE = file;
}
const faultsFile = process.env.SVC_KILL_FAULTS_FILE;
registerSuiteExtension(killMatrixExtension());
// Global setup resolves every fault's server as a target, with the fixtures discovered once on the
// farm's control server (tests/kit/kill-matrix-setup.ts).
process.env.SVC_RUN_TAG ??= `svc-conformance-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-killmatrix`;
const svc: SvcMetadata = {
  reportDir: 'reports/kill-matrix',
  runTag: process.env.SVC_RUN_TAG,
  settings: publicTarget(resolveSettings()),
};

export default defineConfig({
  testDir: 'tests/conformance',
  globalSetup: './tests/kit/kill-matrix-setup.ts',
  metadata: { svc },
  fullyParallel: true,
  retries: 0,
  workers: process.env.SVC_WORKERS ? Number(process.env.SVC_WORKERS) : 2,
  outputDir: 'reports/kill-matrix/test-results',
  reporter: [['json', { outputFile: process.env.SVC_KILL_JSON ?? 'reports/kill-matrix/results.json' }], ['dot']],
  // One project for every fault of the run: the harness declares each test once per fault whose
  // requirements it names and sends it to that fault's server, so one worker serves many faults
  // (a project per fault cost a worker start per fault).
  projects: [{ name: 'kill-matrix' }],
  webServer: {
    command: 'node --import tsx reference/farm.ts',
    env: { SVC_FARM_FAULTS_FILE: faultsFile, SVC_FARM_MAP: mapFile },
    wait: { stdout: /FARM READY (?<svc_farm_ready>\d+)/ },
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
});
