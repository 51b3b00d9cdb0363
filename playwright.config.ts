// The conformance run: `npm run conformance`. The target comes from the environment and .env as
// docs/TARGET.md says (resolved by src/config/target.ts, the one place that does it); without
// SVC_BASE_URL global setup starts the embedded reference server on a free loopback port through its
// public entry point and targets it. Global setup completes the target (discovery, before any write)
// and hands it to the workers and, through this config's metadata, to the reporter.
import { cpus } from 'node:os';
import { defineConfig } from '@playwright/test';
import { ConfigError, resolveSettings, type TargetConfig } from './src/config/target.ts';
import { publicTarget } from './src/harness/run-target.ts';
import { reportDirOf, type SvcMetadata } from './src/harness/run-metadata.ts';
import { loadWaivers, WaiverError } from './src/reporter/waivers.ts';
import { planMode } from './src/harness/plan-mode.ts';

function targetOrExit(): TargetConfig {
  try {
    const settings = resolveSettings();
    if (settings.waivers) loadWaivers(settings.waivers); // a broken waiver file stops the run before it starts
    return settings;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof WaiverError) {
      // One clear message and exit code 2 before any test runs (TARGET.md).
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

const target = targetOrExit();
// One tag per run names every record it creates, so a later cleanup can find what a killed run left.
process.env.SVC_RUN_TAG ??= `svc-conformance-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;
// Where the reports go (the self-tests give each of their runs its own folder).
const reportDir = reportDirOf();
const svc: SvcMetadata = { reportDir, runTag: process.env.SVC_RUN_TAG, settings: publicTarget(target) };

export default defineConfig({
  testDir: 'tests/conformance',
  globalSetup: './src/harness/global-setup.ts',
  fullyParallel: !planMode(), // a plan: one job per file (its tests end at once; a job costs more than they)
  // A test may wait for several requests, each up to SVC_TIMEOUT_MS.
  timeout: Math.max(30_000, target.timeoutMs * 4),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The suite waits on the network far more than it computes: one worker per core, at least two
  // (npm run bench: on 2 cores, 2 workers ran the embedded suite in 6.6-7.2 s against 8.3-8.7 s
  // for Playwright's default of half the cores).
  workers: target.workers ?? Math.max(2, cpus().length),
  outputDir: `${reportDir}/test-results`,
  // svc-conformance plan reads the conformance report of its own folder and prints the plan itself
  reporter: planMode()
    ? [['./src/reporter/conformance-reporter.ts', { outputDir: reportDir }]]
    : [
        [process.env.CI ? 'dot' : 'list'],
        ['./src/reporter/conformance-reporter.ts', { outputDir: reportDir }],
        ['html', { outputFolder: `${reportDir}/playwright`, open: 'never' }],
      ],
  metadata: { svc },
});
