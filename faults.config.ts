// The kill matrix (npm run faults, npm run faults:all): one project per fault, each against a
// reference server with that fault on (all served by reference/farm.ts), running the tests that
// name the fault's requirements. tests/kit/kill-matrix.ts writes the faults of the run (id and
// requirements, hand-written and generated) to SVC_KILL_FAULTS_FILE, reads the JSON results and decides.
import { defineConfig } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { FAULTS } from './reference/faults.ts';
import { resolveSettings } from './src/config/target.ts';
import { publicTarget } from './src/harness/run-target.ts';
import type { SvcMetadata } from './src/harness/run-metadata.ts';

const mapFile = process.env.SVC_FARM_MAP ?? 'reports/kill-matrix/farm-ports.json';
// The file is read (not the generated catalogue derived): this config is evaluated again in every worker.
const faultsFile = process.env.SVC_KILL_FAULTS_FILE;
const faults: ReadonlyArray<{ id: string; requirements: readonly string[] }> = faultsFile
  ? (JSON.parse(readFileSync(faultsFile, 'utf8')) as Array<{ id: string; requirements: string[] }>)
  : FAULTS;
// Workers evaluate this file again after the farm started: then the ports are known.
const ports: Record<string, number> = existsSync(mapFile) && process.env.SVC_FARM_READY ? (JSON.parse(readFileSync(mapFile, 'utf8')) as { ports: Record<string, number> }).ports : {};
// Global setup resolves every fault's server as a target (discovery before any write, per server).
process.env.SVC_RUN_TAG ??= `svc-conformance-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-killmatrix`;
const svc: SvcMetadata = { reportDir: 'reports/kill-matrix', runTag: process.env.SVC_RUN_TAG, settings: publicTarget(resolveSettings()), farmMap: mapFile };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  testDir: 'tests/conformance',
  globalSetup: './src/harness/global-setup.ts',
  metadata: { svc },
  fullyParallel: true,
  retries: 0,
  workers: process.env.SVC_WORKERS ? Number(process.env.SVC_WORKERS) : 2,
  outputDir: 'reports/kill-matrix/test-results',
  reporter: [['json', { outputFile: process.env.SVC_KILL_JSON ?? 'reports/kill-matrix/results.json' }], ['dot']],
  projects: faults.map((fault) => ({
    name: fault.id,
    grep: new RegExp(fault.requirements.map((r) => `@${escape(r)}(\\s|$)`).join('|')),
    // one worker at a time per fault: two would each pay the worker's start for the same server
    workers: 1,
    use: { killMatrixFault: fault.id, ...(ports[fault.id] ? { baseURL: `http://127.0.0.1:${ports[fault.id]}` } : {}) },
  })),
  webServer: {
    command: 'node --import tsx reference/farm.ts',
    env: { ...(faultsFile ? { SVC_FARM_FAULTS_FILE: faultsFile } : { SVC_FARM_FAULTS: faults.map((f) => f.id).join(',') }), SVC_FARM_MAP: mapFile },
    wait: { stdout: /FARM READY (?<svc_farm_ready>\d+)/ },
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
});
