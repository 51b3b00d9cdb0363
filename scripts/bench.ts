// npm run bench [-- --runs N] [-- --only default,failing,latency,large,validation]
// The performance benchmark: each figure is the median of N runs (default 5), printed as one
// table and written to reports/bench/bench.json and reports/bench/bench.md.
//   1. wall time of `npm run conformance` against the embedded reference server, its start included;
//   2. the HTTP exchanges of the run and their replay floor (scripts/bench/replay.ts), suite / floor;
//   3. the same under 50 ms added latency per response (SVC_LATENCY_MS), with 1, 4 and 8 workers;
//   4. the suite against the large seed (10,000 teams, 2,000 team instances, 5,000 more news
//      articles), time and memory against the default seed;
//   5. the cost of schema validation per MB of response JSON;
//   6. the suite against a deployment that fails most requirements' answers (every timestamp with Z,
//      the fault timestamps-in-z): a failing deployment is checked about as fast as a conforming one.
import { cpus, totalmem } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execSync } from 'node:child_process';
import { readLanes, replay, type ReplayResult } from './bench/replay.ts';
import { startReference, timedRun, type TimedRun } from './bench/processes.ts';
import { median } from './bench/median.ts';
import { measureValidation, type ValidationCost } from './bench/validation-cost.ts';
import { REFERENCE_CREDENTIALS } from '../reference/credentials.ts';
import { PROJECT_ROOT } from '../src/paths.ts';

const args = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
};
const RUNS = Number(argValue('--runs') ?? 5);
const ONLY = new Set((argValue('--only') ?? 'default,failing,latency,large,validation').split(','));
const LATENCY_MS = 50;
const LATENCY_WORKERS = [1, 4, 8];
const LARGE_SEED = { SVC_SEED_TEAMS: '10000', SVC_SEED_TEAM_INSTANCES: '2000', SVC_SEED_NEWS_ARTICLES: '5000' };
const OUT_DIR = join(PROJECT_ROOT, 'reports', 'bench');

const secs = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

interface Scenario {
  name: string;
  workers: number | 'default';
  latencyMs: number;
  seed: 'default' | 'large';
  /** the reference server's deliberate fault, when the scenario checks a failing deployment */
  fault?: string;
  runs: Array<TimedRun & { exchanges: number; lanes: number; inRunMs: number }>;
  replays: ReplayResult[];
  medianWallMs: number;
  medianExchanges: number;
  medianInRunMs: number;
  medianFloorMs?: number;
  /** suite wall (start included) / replay floor */
  ratio?: number;
  /** suite from its first request to its last answer / replay floor */
  inRunRatio?: number;
  medianPeakTreeMb: number;
  medianPeakServerMb: number;
  /** median share of replayed requests that got the status they got in the run (1 lane: all of them) */
  medianReplaySameStatus?: number;
  failedRuns: number;
}

/** Runs the suite N times (each recorded for the replay), then replays each recording against a fresh server. */
async function scenario(
  name: string,
  options: { workers?: number; latencyMs?: number; seed?: 'default' | 'large'; replayFloor?: boolean; fault?: string },
): Promise<Scenario> {
  const runs: Scenario['runs'] = [];
  const replays: ReplayResult[] = [];
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...(options.latencyMs ? { SVC_LATENCY_MS: String(options.latencyMs) } : {}),
    ...(options.seed === 'large' ? LARGE_SEED : {}),
    ...(options.fault ? { SVC_FAULTS: options.fault } : {}),
  };
  for (let i = 0; i < RUNS; i++) {
    const work = mkdtempSync(join(tmpdir(), 'svc-bench-'));
    const recordDir = join(work, 'traffic');
    const env: NodeJS.ProcessEnv = {
      ...serverEnv,
      CI: '1', // the dot reporter: a list reporter's output is not what is measured
      SVC_REPORT_DIR: join(work, 'reports'),
      SVC_REPLAY_RECORD: recordDir,
      ...(options.workers ? { SVC_WORKERS: String(options.workers) } : {}),
    };
    delete env.SVC_BASE_URL; // always the embedded server
    const run = await timedRun('npm', ['run', 'conformance', '--silent'], env);
    const lanes = readLanes(recordDir);
    const all = lanes.flat();
    const inRunMs = all.length > 0 ? Math.max(...all.map((e) => e.end)) - Math.min(...all.map((e) => e.start)) : 0;
    runs.push({ ...run, exchanges: all.length, lanes: lanes.length, inRunMs });
    process.stdout.write(
      `  ${name} run ${i + 1}/${RUNS}: ${secs(run.wallMs)}, exit ${run.exitCode}, ${all.length} exchanges in ${lanes.length} lane(s)`,
    );
    if (options.replayFloor !== false) {
      const server = await startReference(serverEnv);
      try {
        const r = await replay(lanes, server.url, REFERENCE_CREDENTIALS);
        replays.push(r);
        process.stdout.write(`; replay ${secs(r.wallMs)} (${r.sameStatus}/${r.exchanges} same status)`);
      } finally {
        await server.stop();
      }
    }
    process.stdout.write('\n');
    rmSync(work, { recursive: true, force: true });
  }
  const medianWallMs = median(runs.map((r) => r.wallMs));
  const medianInRunMs = median(runs.map((r) => r.inRunMs));
  const medianFloorMs = replays.length > 0 ? median(replays.map((r) => r.wallMs)) : undefined;
  return {
    name,
    workers: options.workers ?? 'default',
    latencyMs: options.latencyMs ?? 0,
    seed: options.seed ?? 'default',
    ...(options.fault ? { fault: options.fault } : {}),
    runs,
    replays,
    medianWallMs,
    medianExchanges: median(runs.map((r) => r.exchanges)),
    medianInRunMs,
    ...(medianFloorMs !== undefined
      ? { medianFloorMs, ratio: medianWallMs / medianFloorMs, inRunRatio: medianInRunMs / medianFloorMs }
      : {}),
    medianPeakTreeMb: median(runs.map((r) => r.peakTreeMb)),
    medianPeakServerMb: median(runs.map((r) => r.peakServerMb)),
    ...(replays.length > 0 ? { medianReplaySameStatus: median(replays.map((r) => r.sameStatus / r.exchanges)) } : {}),
    // a run against a deliberately failing deployment is expected to exit 1
    failedRuns: runs.filter((r) => r.exitCode !== (options.fault ? 1 : 0)).length,
  };
}

function machine(): Record<string, string | number> {
  const version = (cmd: string): string => {
    try {
      return execSync(cmd, { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return 'unknown';
    }
  };
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    playwright: version('npx playwright --version').replace(/^Version /, ''),
    commit: version('git rev-parse --short HEAD'),
    date: new Date().toISOString(),
  };
}

const scenarios: Scenario[] = [];
let validation: ValidationCost[] = [];
console.log(`npm run bench: ${RUNS} run(s) per figure (${[...ONLY].join(', ')})`);
if (ONLY.has('default')) scenarios.push(await scenario('embedded, default seed', {}));
if (ONLY.has('failing'))
  scenarios.push(
    await scenario('embedded, every timestamp broken (timestamps-in-z)', {
      fault: 'timestamps-in-z',
      replayFloor: false,
    }),
  );
if (ONLY.has('latency')) {
  for (const workers of LATENCY_WORKERS)
    scenarios.push(
      await scenario(`+${LATENCY_MS} ms latency, ${workers} worker(s)`, { workers, latencyMs: LATENCY_MS }),
    );
}
if (ONLY.has('large')) scenarios.push(await scenario('embedded, large seed', { seed: 'large' }));
if (ONLY.has('validation'))
  validation = await measureValidation({ teams: 10000, teamInstances: 2000, newsArticles: 5000 }, Math.max(RUNS, 5));

// ---------------------------------------------------------------- targets and the table
const find = (pred: (s: Scenario) => boolean): Scenario | undefined => scenarios.find(pred);
const base = find((s) => s.seed === 'default' && s.latencyMs === 0 && !s.fault);
const failing = find((s) => s.fault !== undefined);
const large = find((s) => s.seed === 'large');
const lat1 = find((s) => s.latencyMs > 0 && s.workers === 1);
const lat8 = find((s) => s.latencyMs > 0 && s.workers === 8);
const targets: Array<{ target: string; figure: string; met: boolean }> = [];
if (base)
  targets.push({
    target: 'embedded run <= 15 s (server start included)',
    figure: secs(base.medianWallMs),
    met: base.medianWallMs <= 15_000,
  });
if (lat1 && lat8) {
  const speedup = lat1.medianWallMs / lat8.medianWallMs;
  targets.push({
    target: `${LATENCY_MS} ms latency: 8 workers >= 5x faster than 1`,
    figure: `${speedup.toFixed(2)}x`,
    met: speedup >= 5,
  });
}
for (const s of scenarios.filter((x) => x.latencyMs > 0 && x.ratio !== undefined)) {
  targets.push({
    target: `${LATENCY_MS} ms latency, ${s.workers} worker(s): suite <= 2x replay floor`,
    figure: `${s.ratio!.toFixed(2)}x (in-run ${s.inRunRatio!.toFixed(2)}x)`,
    met: s.ratio! <= 2,
  });
}
if (base && failing) {
  const slower = failing.medianWallMs / base.medianWallMs;
  targets.push({
    target: 'a failing deployment (every timestamp broken): run time <= 1.5x a conforming one',
    figure: `${slower.toFixed(2)}x`,
    met: slower <= 1.5,
  });
}
if (base && large) {
  const growth = large.medianWallMs / base.medianWallMs;
  targets.push({
    target: 'large seed: run time <= 1.5x the default seed',
    figure: `${growth.toFixed(2)}x`,
    met: growth <= 1.5,
  });
}
const failed = scenarios.filter((s) => s.failedRuns > 0);

const lines: string[] = [];
lines.push(`# npm run bench (${RUNS} run(s) per figure, medians)`, '');
const m = machine();
lines.push(
  `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB; Node ${m.node}; Playwright ${m.playwright}; commit ${m.commit}; ${m.date}`,
  '',
);
lines.push(
  '| scenario | workers | wall (start incl.) | exchanges | in-run span | replay floor | suite / floor | in-run / floor | peak memory (all / server) | replay same status | failed runs |',
);
lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
for (const s of scenarios) {
  lines.push(
    `| ${s.name} | ${s.workers} | ${secs(s.medianWallMs)} | ${s.medianExchanges} | ${secs(s.medianInRunMs)} | ${s.medianFloorMs !== undefined ? secs(s.medianFloorMs) : '-'} | ${s.ratio?.toFixed(2) ?? '-'}x | ${s.inRunRatio?.toFixed(2) ?? '-'}x | ${s.medianPeakTreeMb.toFixed(0)} / ${s.medianPeakServerMb.toFixed(0)} MB | ${s.medianReplaySameStatus !== undefined ? `${(s.medianReplaySameStatus * 100).toFixed(1)}%` : '-'} | ${s.failedRuns} |`,
  );
}
if (validation.length > 0) {
  lines.push(
    '',
    '| schema validation (large seed) | MB | parse | validate | validate per MB | parse per MB |',
    '|---|---|---|---|---|---|',
  );
  for (const v of validation)
    lines.push(
      `| ${v.operationId} ${v.path} | ${v.mb.toFixed(1)} | ${v.parseMs.toFixed(1)} ms | ${v.validateMs.toFixed(1)} ms | ${v.validateMsPerMb.toFixed(1)} ms/MB | ${v.parseMsPerMb.toFixed(1)} ms/MB |`,
    );
}
if (targets.length > 0) {
  lines.push('', '| target | figure | met |', '|---|---|---|');
  for (const t of targets) lines.push(`| ${t.target} | ${t.figure} | ${t.met ? 'yes' : 'NO'} |`);
}
if (failed.length > 0)
  lines.push('', `Runs that did not pass: ${failed.map((s) => `${s.name} (${s.failedRuns})`).join(', ')}`);
const table = lines.join('\n');
console.log(`\n${table}\n`);
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(join(OUT_DIR, 'bench.md'), `${table}\n`);
writeFileSync(
  join(OUT_DIR, 'bench.json'),
  `${JSON.stringify({ machine: m, runsPerFigure: RUNS, latencyMs: LATENCY_MS, largeSeed: LARGE_SEED, scenarios, validation, targets }, null, 2)}\n`,
);
console.log(`written: reports/bench/bench.md, reports/bench/bench.json`);
process.exit(failed.length > 0 ? 1 : 0);
