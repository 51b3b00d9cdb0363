// The kill matrix: the suite against the reference server with each deliberate fault on, one
// Playwright project per fault (faults.config.ts). A fault is killed when the run fails on a
// requirement the fault violates; it survives when nothing fails, or only something else does.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { FAULTS } from '../../reference/faults.ts';
import { loadRequirements } from '../spec/catalogue.ts';
import { PROJECT_ROOT } from '../validation/ajv.ts';

export interface MatrixRow {
  fault: string;
  expected: string[];
  failed: string[];
  tests: number;
  verdict: 'killed' | 'survived' | 'caught-elsewhere' | 'untested';
}

export interface Matrix {
  rows: MatrixRow[];
  durationMs: number;
  killRate: number;
  output: string;
}

interface JsonTest { projectName: string; status: 'expected' | 'unexpected' | 'skipped' | 'flaky'; annotations: Array<{ type: string; description?: string }> }
interface JsonSpec { tests: JsonTest[] }
interface JsonSuite { specs?: JsonSpec[]; suites?: JsonSuite[] }

export async function runKillMatrix(options: { faults?: string[]; workers?: number; outDir?: string } = {}): Promise<Matrix> {
  const outDir = options.outDir ?? join(PROJECT_ROOT, 'reports', 'kill-matrix');
  mkdirSync(outDir, { recursive: true });
  const jsonFile = join(outDir, 'results.json');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('SVC_')) env[k] = v;
  Object.assign(env, {
    SVC_FARM_MAP: join(outDir, 'farm-ports.json'), SVC_KILL_JSON: jsonFile, SVC_WORKERS: String(options.workers ?? 2),
    ...(options.faults ? { SVC_FARM_FAULTS: options.faults.join(',') } : {}),
  });
  const started = Date.now();
  const output = await new Promise<string>((resolvePromise) => {
    const child = spawn('npx', ['--no-install', 'playwright', 'test', '-c', 'faults.config.ts'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('close', () => resolvePromise(out));
  });
  const durationMs = Date.now() - started;
  if (!existsSync(jsonFile)) throw new Error(`the kill matrix wrote no results:\n${output.slice(-3000)}`);
  const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as { suites: JsonSuite[] };
  const tests: JsonTest[] = [];
  const visit = (s: JsonSuite) => { for (const spec of s.specs ?? []) tests.push(...spec.tests); (s.suites ?? []).forEach(visit); };
  report.suites.forEach(visit);

  const levels = new Map(loadRequirements().map((r) => [r.id, r.level]));
  const faults = FAULTS.filter((f) => !options.faults || options.faults.includes(f.id));
  const rows = faults.map((fault): MatrixRow => {
    const own = tests.filter((t) => t.projectName === fault.id);
    const failed = [...new Set(own.filter((t) => t.status === 'unexpected')
      .flatMap((t) => t.annotations.filter((a) => a.type === 'requirement' && a.description).map((a) => a.description!))
      .filter((id) => levels.get(id) !== 'observed'))].sort();
    const expected = [...fault.requirements];
    const verdict = own.length === 0 ? 'untested' : expected.some((r) => failed.includes(r)) ? 'killed' : failed.length > 0 ? 'caught-elsewhere' : 'survived';
    return { fault: fault.id, expected, failed, tests: own.length, verdict };
  });
  const killRate = rows.length === 0 ? 0 : rows.filter((r) => r.verdict === 'killed').length / rows.length;
  const matrix = { rows, durationMs, killRate, output };
  writeFileSync(join(outDir, 'matrix.json'), `${JSON.stringify({ ...matrix, output: undefined }, null, 2)}\n`);
  return matrix;
}

export function renderMatrix(m: Matrix): string {
  const width = Math.max(5, ...m.rows.map((r) => r.fault.length));
  const lines = [`${'fault'.padEnd(width)}  verdict           tests  expected -> failed`];
  for (const r of m.rows) lines.push(`${r.fault.padEnd(width)}  ${r.verdict.padEnd(16)}  ${String(r.tests).padStart(5)}  ${r.expected.join(',')} -> ${r.failed.join(',') || '(none)'}`);
  const killed = m.rows.filter((r) => r.verdict === 'killed').length;
  lines.push(`kill matrix: ${killed} of ${m.rows.length} faults killed (${(m.killRate * 100).toFixed(1)}%), ${m.rows.length - killed} not, in ${(m.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
