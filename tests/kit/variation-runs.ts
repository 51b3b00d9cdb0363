// The conformance suite against the reference server with drawn variations (random:<seed>): one run
// per seed, each with its own report folder, and what failed. Used by npm run variations
// (scripts/variations.ts) and tests/self/variations.test.ts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { buildServer } from '../../reference/server.ts';
import { describeVariations } from '../../reference/variations/describe.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { startReferenceServer } from './prism.ts';
import { runSuite } from './run-suite.ts';

export interface SeedRun {
  seed: number;
  /** the verdict of the run: every requirement passes (or is observed or skipped) and the exit code is 0 */
  green: boolean;
  exitCode: number | null;
  reportDir: string;
  /** requirements with verdict fail, with the first error of each */
  failed: Array<{ id: string; error: string }>;
  durationMs: number;
  /** the run's conformance.json */
  report?: ConformanceReport;
  /** the tail of the run's output when it wrote no report */
  output?: string;
}

export interface SeedRunOptions {
  /** report folder of a seed, relative to the project or absolute (default reports/variations/seed-<n>) */
  reportDir?: (seed: number) => string;
  workers?: number;
  /**
   * Start reference/main.ts and point the suite at it as an external target (read-write,
   * irreversible writes allowed) with the fixture ids it prints, instead of the embedded server.
   */
  standalone?: boolean;
  timeoutMs?: number;
}

/** Settings a .env file may hold that would turn the run away from the reference server: blanked (blank counts as unset). */
function blankedDotenv(): Record<string, string> {
  const file = join(PROJECT_ROOT, '.env');
  const names = existsSync(file) ? Object.keys(parseDotenv(readFileSync(file))) : [];
  const keep = new Set(['SVC_WORKERS', 'SVC_TIMEOUT_MS', 'SVC_MAX_RPS']);
  return Object.fromEntries(names.filter((n) => n.startsWith('SVC_') && !keep.has(n)).map((n) => [n, '']));
}

/** The lines describing the draw of a seed (a server is built in-process to resolve the ids). */
export function describeSeed(seed: number): string[] {
  const app = buildServer({ variations: [`random:${seed}`] });
  try {
    return describeVariations(app.svc, `random:${seed}`);
  } finally {
    void app.close();
  }
}

export async function runSeed(seed: number, options: SeedRunOptions = {}): Promise<SeedRun> {
  const reportDir = options.reportDir?.(seed) ?? `reports/variations/seed-${seed}`;
  const env: Record<string, string> = {
    ...blankedDotenv(),
    SVC_REPORT_DIR: reportDir,
    SVC_VARIATIONS: `random:${seed}`,
  };
  // the report is read back from there: an earlier run's must not stand in for a run that wrote none
  const file = resolve(PROJECT_ROOT, reportDir, 'conformance.json');
  rmSync(file, { force: true });
  let server: Awaited<ReturnType<typeof startReferenceServer>> | undefined;
  if (options.standalone) {
    server = await startReferenceServer({ SVC_VARIATIONS: `random:${seed}` });
    for (const [name, value] of Object.entries(server.lines)) env[name] = value;
    Object.assign(env, { SVC_MODE: 'read-write', SVC_ALLOW_IRREVERSIBLE: 'yes' });
  }
  try {
    const run = await runSuite({
      env,
      timeoutMs: options.timeoutMs ?? 300_000,
      ...(options.workers ? { workers: options.workers } : {}),
    });
    // the run wrote to SVC_REPORT_DIR, not to the folder runSuite made for it
    const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport) : undefined;
    const failed = (report?.requirements ?? [])
      .filter((r) => r.verdict === 'fail')
      .map((r) => ({
        id: r.id,
        error: (r.tests.flatMap((t) => t.errors)[0] ?? r.reason ?? '').split('\n')[0]!.slice(0, 240),
      }));
    return {
      seed,
      green: report !== undefined && failed.length === 0 && run.exitCode === 0,
      exitCode: run.exitCode,
      reportDir,
      failed,
      durationMs: run.durationMs,
      ...(report ? { report } : { output: run.output.slice(-3000) }),
    };
  } finally {
    await server?.stop();
  }
}
