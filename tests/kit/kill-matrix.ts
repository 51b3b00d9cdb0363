// The kill matrix: the suite against the reference server with each fault on (hand-written and
// generated alike), all servers of a chunk in one fault farm (reference/farm.ts), every test a fault
// can reach declared once for it (tests/kit/fault-reach.ts, tests/kit/kill-matrix-mode.ts).
// From the checks and findings of a fault's tests: the fault is killed when a requirement it violates
// fails; it survives when nothing fails, or only something else does (caught elsewhere), or no test
// reaches it (not exercised). It is precise when every requirement that fails is one it violates (the
// ones it blocks may be inconclusive). Faults run in chunks, one Playwright run each, so a matrix of
// thousands keeps one farm's memory and one global setup's discovery small.
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { KILL_MATRIX_FAULT } from './kill-matrix-mode.ts';
import { equivalentMutants, type MatrixFault } from './fault-selection.ts';
import { summarise, type Matrix, type MatrixRow, type Verdict } from './kill-report.ts';
import { probeReach, reachedTests, type Probe } from './fault-reach.ts';
import { runCommand } from './run-suite.ts';
import {
  CHECKS_ANNOTATION,
  FINDINGS_ANNOTATION,
  type CheckRecord,
  type FindingRecord,
} from '../../src/harness/check-types.ts';

export type { Matrix } from './kill-report.ts';

interface JsonResult {
  workerIndex: number;
  duration: number;
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  annotations?: Array<{ type: string; description?: string }>;
}
interface JsonTest {
  status: 'expected' | 'unexpected' | 'skipped' | 'flaky';
  annotations: Array<{ type: string; description?: string }>;
  results: JsonResult[];
}
interface JsonSpec {
  tests: JsonTest[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

/** Faults per Playwright run: each run has its own farm (one server per fault) and global setup. */
const DEFAULT_CHUNK = 250;

async function runChunk(
  faults: readonly MatrixFault[],
  outDir: string,
  workers: number,
  probe: Probe,
  stopAtKill: (f: MatrixFault) => boolean,
): Promise<{ tests: JsonTest[]; output: string }> {
  const faultsFile = join(outDir, 'faults.json');
  const jsonFile = join(outDir, 'results.json');
  writeFileSync(
    faultsFile,
    JSON.stringify(
      faults.map((f) =>
        stopAtKill(f)
          ? // a fault that needs only its kill runs the tests that name its requirements (declared first by the
            // tag), not every test it reaches: what they fail beyond its own is still seen
            { id: f.id, requirements: f.requirements, stopAtKill: true }
          : { id: f.id, requirements: f.requirements, tests: reachedTests(f, probe) },
      ),
    ),
  );
  rmSync(jsonFile, { force: true });
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('SVC_')) env[k] = v;
  Object.assign(env, {
    SVC_FARM_MAP: join(outDir, 'farm-ports.json'),
    SVC_KILL_JSON: jsonFile,
    SVC_WORKERS: String(workers),
    SVC_KILL_FAULTS_FILE: faultsFile,
  });
  const { output } = await runCommand(
    'npx',
    ['--no-install', 'playwright', 'test', '-c', 'faults.config.ts', '--pass-with-no-tests'],
    { env },
  );
  if (!existsSync(jsonFile)) throw new Error(`the kill matrix wrote no results:\n${output.slice(-3000)}`);
  const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as { suites: JsonSuite[] };
  const tests: JsonTest[] = [];
  const visit = (s: JsonSuite) => {
    for (const spec of s.specs ?? []) tests.push(...spec.tests);
    (s.suites ?? []).forEach(visit);
  };
  report.suites.forEach(visit);
  return { tests, output };
}

/**
 * `stopAtKill`: the faults whose tests stop at their first kill in a worker (their kill is known, and
 * what failed beyond it before the stop; their precision is not measured). Every other fault runs
 * every test it reaches. Default: none stops.
 */
export async function runKillMatrix(options: {
  faults: readonly MatrixFault[];
  workers?: number;
  outDir?: string;
  chunkSize?: number;
  onChunk?: (done: number, total: number) => void;
  probe?: Probe;
  stopAtKill?: (f: MatrixFault) => boolean;
}): Promise<Matrix> {
  const outDir = options.outDir ?? join(PROJECT_ROOT, 'reports', 'kill-matrix');
  mkdirSync(outDir, { recursive: true });
  // what every test sees, and where every fault is asked about: which tests each fault reaches
  const probe = options.probe ?? (await probeReach());
  const chunkSize = options.chunkSize ?? (Number(process.env.SVC_KILL_CHUNK) || DEFAULT_CHUNK);
  const levels = new Map(loadRequirements().map((r) => [r.id, r.level]));
  const started = Date.now();
  const rows: MatrixRow[] = [];
  const workerIds = new Set<string>();
  let output = '';
  let tests = 0;
  let testMs = 0;
  let chunks = 0;
  let setupMs = 0;
  for (let from = 0; from < options.faults.length; from += chunkSize) {
    const chunk = options.faults.slice(from, from + chunkSize);
    const run = await runChunk(chunk, outDir, options.workers ?? 2, probe, options.stopAtKill ?? (() => false));
    chunks++;
    output += run.output;
    setupMs +=
      Number(
        /kill matrix: \d+ fault servers, fixtures discovered once on the control server in ([\d.]+) s/.exec(
          run.output,
        )?.[1] ?? 0,
      ) * 1000;
    for (const t of run.tests)
      for (const r of t.results) {
        workerIds.add(`${chunks}:${r.workerIndex}`);
        testMs += r.duration;
      }
    tests += run.tests.filter((t) => t.results.length > 0).length;
    const byFault = new Map<string, JsonTest[]>();
    for (const t of run.tests) {
      const fault = t.annotations.find((a) => a.type === KILL_MATRIX_FAULT)?.description;
      if (fault === undefined) continue;
      const own = byFault.get(fault);
      if (own) own.push(t);
      else byFault.set(fault, [t]);
    }
    for (const fault of chunk)
      rows.push(rowOf(fault, byFault.get(fault.id) ?? [], levels, (options.stopAtKill ?? (() => false))(fault)));
    options.onChunk?.(Math.min(from + chunkSize, options.faults.length), options.faults.length);
  }
  const counted = rows.length;
  const killRate = counted === 0 ? 0 : rows.filter((r) => r.verdict === 'killed').length / counted;
  const equivalents = equivalentMutants().map((f) => ({
    fault: f.id,
    family: f.family,
    area: f.area,
    reason: f.equivalent!,
  }));
  const matrix: Matrix = {
    rows,
    durationMs: Date.now() - started,
    killRate,
    output,
    equivalents,
    cost: {
      chunks,
      workers: workerIds.size,
      tests,
      testSeconds: Math.round(testMs / 100) / 10,
      setupSeconds: Math.round(setupMs / 100) / 10,
      probeSeconds: Math.round(probe.durationMs / 100) / 10,
    },
    summary: summarise(rows),
  };
  writeFileSync(join(outDir, 'matrix.json'), `${JSON.stringify({ ...matrix, output: undefined }, null, 2)}\n`);
  return matrix;
}

/** What the checks and findings of a fault's tests say: the requirements that fail, the ones made inconclusive, defects of the suite. */
function judgedBy(
  own: readonly JsonTest[],
  levels: Map<string, string>,
): { failed: string[]; inconclusive: string[]; suiteDefects: string[] } {
  const failed = new Set<string>();
  const inconclusive = new Set<string>();
  const suiteDefects = new Set<string>();
  for (const t of own) {
    const annotations = [...t.annotations, ...t.results.flatMap((r) => r.annotations ?? [])];
    for (const a of annotations) {
      if (a.type === CHECKS_ANNOTATION && a.description) {
        for (const c of JSON.parse(a.description) as CheckRecord[]) {
          if (c.suiteDefect) suiteDefects.add(c.requirement);
          else if (c.outcome === 'failed') failed.add(c.requirement);
          else if (c.outcome === 'inconclusive') inconclusive.add(c.requirement);
        }
      }
      if (a.type === FINDINGS_ANNOTATION && a.description)
        for (const f of JSON.parse(a.description) as FindingRecord[]) for (const r of f.requirements) failed.add(r);
    }
    // a test that never wrote its checks (it timed out): what it names failed
    if (
      !annotations.some((a) => a.type === CHECKS_ANNOTATION) &&
      t.results.some((r) => r.status === 'failed' || r.status === 'timedOut')
    ) {
      for (const a of annotations) if (a.type === 'requirement' && a.description) failed.add(a.description);
    }
  }
  const judged = (ids: Set<string>) => [...ids].filter((id) => levels.get(id) !== 'observed').sort();
  return {
    failed: judged(failed),
    inconclusive: judged(inconclusive).filter((id) => !failed.has(id)),
    suiteDefects: [...suiteDefects].sort(),
  };
}

function rowOf(fault: MatrixFault, own: JsonTest[], levels: Map<string, string>, stopAtKill: boolean): MatrixRow {
  const { failed, inconclusive, suiteDefects } = judgedBy(own, levels);
  const expected = [...fault.requirements];
  const verdict: Verdict =
    own.length === 0
      ? 'not exercised'
      : expected.some((r) => failed.includes(r))
        ? 'killed'
        : failed.length > 0
          ? 'caught-elsewhere'
          : 'survived';
  const beyond = failed.filter((r) => !expected.includes(r));
  // a fault that stops at its first kill ran the tests naming its requirements, not every test it reaches: its precision is known in part
  const stopped = stopAtKill;
  return {
    fault: fault.id,
    source: fault.source,
    family: fault.family,
    variant: fault.variant,
    area: fault.area,
    level: fault.level,
    description: fault.description,
    expected,
    failed,
    inconclusive,
    beyond,
    precise: beyond.length === 0,
    whole: !stopped,
    suiteDefects,
    tests: own.length,
    verdict,
  };
}
