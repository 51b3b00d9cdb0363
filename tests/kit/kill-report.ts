// What a kill matrix says: the kill rate per family and per area, the stated survivors (each a rule
// the interface states that the suite did not check), the implied survivors with the reading they rest
// on, and the equivalent mutants (no answer can show them; listed, not counted).
import type { MatrixFault } from './fault-selection.ts';

export type Verdict = 'killed' | 'survived' | 'caught-elsewhere' | 'not exercised';

export interface MatrixRow {
  fault: string;
  source: MatrixFault['source'];
  family: string;
  variant: string;
  area: string;
  level: MatrixFault['level'];
  description: string;
  expected: string[];
  /** the requirements that failed (checks and schema findings of its tests) */
  failed: string[];
  /** the requirements made inconclusive */
  inconclusive: string[];
  /** failed requirements the fault does not name: each one a red line that sends a vendor to the wrong rule */
  beyond: string[];
  /** every failed requirement is one the fault names (of the tests that ran: see `whole`) */
  precise: boolean;
  /** every test the fault reaches ran (false: they stopped at its first kill, the precision is known in part) */
  whole: boolean;
  /** requirements a test of the fault named and did not judge (a defect of the suite) */
  suiteDefects: string[];
  tests: number;
  verdict: Verdict;
}

interface MatrixCost {
  /** Playwright runs (one per chunk) */
  chunks: number;
  /** worker processes started (distinct worker indexes in the results) */
  workers: number;
  tests: number;
  /** summed durations of the tests themselves, in seconds */
  testSeconds: number;
  /** summed time global setup took to resolve the fault servers (discover their fixtures), in seconds */
  setupSeconds: number;
  /** the probe run that finds which tests each fault reaches, in seconds */
  probeSeconds: number;
}

export interface Matrix {
  rows: MatrixRow[];
  durationMs: number;
  killRate: number;
  cost: MatrixCost;
  summary: MatrixSummary;
  equivalents: Array<{ fault: string; family: string; area: string; reason: string }>;
  output: string;
}

interface Tally {
  total: number;
  killed: number;
  survived: number;
  caughtElsewhere: number;
  notExercised: number;
  rate: number;
  /** faults that ran every test they reach: the precision figures are theirs */
  measured: number;
  /** of those, the faults that failed no requirement they do not name */
  precise: number;
  precision: number;
  /** requirements failed per fault run whole: median and maximum */
  medianFailed: number;
  maxFailed: number;
}

export interface MatrixSummary {
  overall: Tally;
  byFamily: Record<string, Tally>;
  /** faults that failed a requirement they do not name, with those requirements */
  imprecise: Array<{ fault: string; family: string; requirements: string[]; beyond: string[] }>;
  /** defects of the suite the fault runs met (a requirement named and not judged) */
  suiteDefects: Array<{ fault: string; requirements: string[] }>;
  byArea: Record<string, Tally>;
  /** faults of the hand-written catalogue that were not killed (each is a failure of the suite's own tests) */
  handWrittenNotKilled: string[];
  statedSurvivors: Array<{
    fault: string;
    requirements: string[];
    verdict: Verdict;
    failed: string[];
    description: string;
  }>;
  impliedSurvivors: Array<{
    fault: string;
    requirements: string[];
    verdict: Verdict;
    reason: string;
    description: string;
  }>;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function tally(rows: readonly MatrixRow[]): Tally {
  const n = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
  const killed = n('killed');
  // the precision of a fault stopped at its first kill is known only in part: the figures are of the faults run whole
  const whole = rows.filter((r) => r.whole);
  const precise = whole.filter((r) => r.precise).length;
  const failedCounts = whole.map((r) => r.failed.length);
  return {
    total: rows.length,
    killed,
    survived: n('survived'),
    caughtElsewhere: n('caught-elsewhere'),
    notExercised: n('not exercised'),
    rate: rows.length === 0 ? 0 : killed / rows.length,
    measured: whole.length,
    precise,
    precision: whole.length === 0 ? 1 : precise / whole.length,
    medianFailed: median(failedCounts),
    maxFailed: Math.max(0, ...failedCounts),
  };
}

function groupBy(rows: readonly MatrixRow[], key: (r: MatrixRow) => string): Record<string, Tally> {
  const groups = new Map<string, MatrixRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return Object.fromEntries([...groups.keys()].sort().map((k) => [k, tally(groups.get(k)!)]));
}

/** The reading an implied fault rests on: the part of its description after "Implied:". */
function impliedReason(description: string): string {
  const at = description.indexOf('Implied:');
  return at < 0 ? description : description.slice(at + 'Implied:'.length).trim();
}

export function summarise(rows: readonly MatrixRow[]): MatrixSummary {
  const generated = rows.filter((r) => r.source === 'generated');
  const survivors = generated.filter((r) => r.verdict !== 'killed');
  return {
    overall: tally(rows),
    imprecise: rows
      .filter((r) => !r.precise)
      .map((r) => ({ fault: r.fault, family: r.family, requirements: r.expected, beyond: r.beyond })),
    suiteDefects: rows
      .filter((r) => r.suiteDefects.length > 0)
      .map((r) => ({ fault: r.fault, requirements: r.suiteDefects })),
    byFamily: groupBy(rows, (r) => r.family),
    byArea: groupBy(rows, (r) => r.area),
    handWrittenNotKilled: rows.filter((r) => r.source === 'hand-written' && r.verdict !== 'killed').map((r) => r.fault),
    statedSurvivors: survivors
      .filter((r) => r.level === 'stated')
      .map((r) => ({
        fault: r.fault,
        requirements: r.expected,
        verdict: r.verdict,
        failed: r.failed,
        description: r.description,
      })),
    impliedSurvivors: survivors
      .filter((r) => r.level === 'implied')
      .map((r) => ({
        fault: r.fault,
        requirements: r.expected,
        verdict: r.verdict,
        reason: impliedReason(r.description),
        description: r.description,
      })),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function tallyTable(title: string, groups: Record<string, Tally>): string[] {
  const width = Math.max(title.length, 'all'.length, ...Object.keys(groups).map((k) => k.length));
  const lines = [
    `${title.padEnd(width)}  faults  killed  survived  elsewhere  not exercised  kill rate  run whole  precise  failed per fault (median, max)`,
  ];
  for (const [k, t] of Object.entries(groups)) {
    lines.push(
      `${k.padEnd(width)}  ${String(t.total).padStart(6)}  ${String(t.killed).padStart(6)}  ${String(t.survived).padStart(8)}  ${String(t.caughtElsewhere).padStart(9)}  ${String(t.notExercised).padStart(13)}  ${pct(t.rate).padStart(9)}  ${String(t.measured).padStart(9)}  ${pct(t.precision).padStart(7)}  ${t.medianFailed}, ${t.maxFailed}`,
    );
  }
  return lines;
}

/** The matrix as text: one line per fault when asked, then the tallies, the survivors and the equivalent mutants. */
export function renderMatrix(m: Matrix, options: { rows?: boolean } = {}): string {
  const lines: string[] = [];
  if (options.rows ?? m.rows.length <= 600) {
    const width = Math.max(5, ...m.rows.map((r) => r.fault.length));
    lines.push(`${'fault'.padEnd(width)}  verdict           precise  tests  expected -> failed`);
    for (const r of m.rows)
      lines.push(
        `${r.fault.padEnd(width)}  ${r.verdict.padEnd(16)}  ${(r.precise ? (r.whole ? 'yes' : 'yes*') : 'NO').padEnd(7)}  ${String(r.tests).padStart(5)}  ${r.expected.join(',')} -> ${r.failed.join(',') || '(none)'}`,
      );
    lines.push('');
  }
  const s = m.summary;
  lines.push(...tallyTable('family', { ...s.byFamily, all: s.overall }), '', ...tallyTable('area', s.byArea), '');
  if (s.overall.measured < s.overall.total)
    lines.push(
      `precision: measured on the ${s.overall.measured} faults run whole; the other ${s.overall.total - s.overall.measured} stopped at their first kill (yes*: precise as far as they ran)`,
      '',
    );
  lines.push(`imprecise faults (${s.imprecise.length}): a requirement failed that the fault does not violate`);
  for (const v of s.imprecise)
    lines.push(`  ${v.fault}  [${v.requirements.join(', ')}] also failed: ${v.beyond.join(', ')}`);
  if (s.suiteDefects.length > 0) {
    lines.push(
      '',
      `faults whose runs met defects of the suite (${s.suiteDefects.length}): a test named a requirement and did not judge it`,
    );
    for (const d of s.suiteDefects) lines.push(`  ${d.fault}: ${d.requirements.join(', ')}`);
  }
  lines.push('');
  if (s.handWrittenNotKilled.length > 0)
    lines.push(`hand-written faults not killed: ${s.handWrittenNotKilled.join(', ')}`, '');
  lines.push(`stated survivors (${s.statedSurvivors.length}): rules the interface states that the suite did not check`);
  for (const v of s.statedSurvivors)
    lines.push(
      `  ${v.fault}  [${v.requirements.join(', ')}] ${v.verdict}${v.failed.length ? ` (failed instead: ${v.failed.join(', ')})` : ''}`,
    );
  lines.push('', `implied survivors (${s.impliedSurvivors.length}): rules that rest on a reading of the text`);
  for (const v of s.impliedSurvivors)
    lines.push(`  ${v.fault}  [${v.requirements.join(', ')}] ${v.verdict}: ${v.reason}`);
  lines.push('', `equivalent mutants (${m.equivalents.length}, not run, not counted)`);
  // grouped by reason (hundreds share a few): the reason once, then how many and the first ids;
  // matrix.json keeps every one
  const byReason = new Map<string, string[]>();
  for (const e of m.equivalents) byReason.set(e.reason, [...(byReason.get(e.reason) ?? []), e.fault]);
  for (const [reason, faults] of byReason) {
    lines.push(`  ${faults.length} x ${reason}`);
    lines.push(`      ${faults.slice(0, 3).join(', ')}${faults.length > 3 ? `, and ${faults.length - 3} more` : ''}`);
  }
  const killed = m.rows.filter((r) => r.verdict === 'killed').length;
  lines.push(
    '',
    `cost: a probe run of ${m.cost.probeSeconds} s, ${m.cost.chunks} Playwright run(s), ${m.cost.workers} worker processes, ${m.cost.tests} tests (${m.cost.testSeconds} s in tests), ${m.cost.setupSeconds} s resolving the fault servers, ${(m.durationMs / 1000).toFixed(1)} s in all, ${(m.durationMs / 1000 / Math.max(1, m.rows.length)).toFixed(2)} s per fault`,
  );
  lines.push(
    `kill matrix: ${killed} of ${m.rows.length} faults killed (${pct(m.killRate)}), ${m.rows.length - killed} not; ${s.overall.precise} of ${s.overall.measured} run whole precise (${pct(s.overall.precision)}), requirements failed per fault median ${s.overall.medianFailed}, max ${s.overall.maxFailed}; in ${(m.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join('\n');
}
