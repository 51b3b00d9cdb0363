// Comparison of two conformance reports (two runs, by requirement id): what changed from a to b.
// Used by svc-conformance compare (src/cli/commands.ts); pure functions over the reports.
//
// Categories (each changed requirement is in exactly one):
//   regression     b fails, a did not (pass, waived, skipped or observed in a); or b is inconclusive where a passed
//   coverage lost  a pass, b skipped, not run or not exercised: not worse for the target, but no longer checked
//   improvement    b passes, a did not
//   other          any other change (fail -> waived, fail -> skipped, waived -> skipped, ...)
// Requirements present in only one report are listed apart. One only in b that fails there counts
// as a regression for the exit code: it did not fail in a (it was not there) and fails in b.
import type { ConformanceReport } from './report-types.ts';
import { type Verdict, VERDICTS } from './verdicts.ts';

interface VerdictChange {
  id: string;
  a: Verdict;
  b: Verdict;
  statement: string;
}

interface OneSided {
  id: string;
  verdict: Verdict;
  statement: string;
}

export interface Comparison {
  regressions: VerdictChange[];
  coverageLost: VerdictChange[];
  improvements: VerdictChange[];
  other: VerdictChange[];
  onlyInA: OneSided[];
  onlyInB: OneSided[];
  unchanged: number;
}

export function compareReports(a: ConformanceReport, b: ConformanceReport): Comparison {
  const result: Comparison = {
    regressions: [],
    coverageLost: [],
    improvements: [],
    other: [],
    onlyInA: [],
    onlyInB: [],
    unchanged: 0,
  };
  const inB = new Map(b.requirements.map((r) => [r.id, r]));
  const inA = new Set(a.requirements.map((r) => r.id));
  for (const ra of a.requirements) {
    const rb = inB.get(ra.id);
    if (!rb) {
      result.onlyInA.push({ id: ra.id, verdict: ra.verdict, statement: ra.statement });
      continue;
    }
    if (ra.verdict === rb.verdict) {
      result.unchanged += 1;
      continue;
    }
    const change: VerdictChange = { id: ra.id, a: ra.verdict, b: rb.verdict, statement: rb.statement };
    if (rb.verdict === 'fail' || (rb.verdict === 'inconclusive' && ra.verdict === 'pass'))
      result.regressions.push(change);
    else if (
      ra.verdict === 'pass' &&
      (rb.verdict === 'skipped' || rb.verdict === 'not run' || rb.verdict === 'not exercised')
    )
      result.coverageLost.push(change);
    else if (rb.verdict === 'pass') result.improvements.push(change);
    else result.other.push(change);
  }
  for (const rb of b.requirements) {
    if (!inA.has(rb.id)) result.onlyInB.push({ id: rb.id, verdict: rb.verdict, statement: rb.statement });
  }
  return result;
}

/** 1 when b regressed: a requirement that did not fail in a (or was not in a) fails in b; else 0. */
export function comparisonExitCode(c: Comparison): 0 | 1 {
  return c.regressions.length > 0 || c.onlyInB.some((r) => r.verdict === 'fail') ? 1 : 0;
}

const plural = (n: number, word: string, words = `${word}s`) => `${n} ${n === 1 ? word : words}`;

export function renderComparison(c: Comparison, labels: { a: string; b: string } = { a: 'a', b: 'b' }): string {
  const all = [...c.regressions, ...c.coverageLost, ...c.improvements, ...c.other, ...c.onlyInA, ...c.onlyInB];
  const width = Math.max(2, ...all.map((r) => r.id.length));
  const lines: string[] = [];
  const changes = (title: string, list: VerdictChange[]) => {
    if (list.length === 0) return;
    lines.push(`${title} (${list.length}):`);
    for (const r of list) lines.push(`  ${r.id.padEnd(width)}  ${r.a.padEnd(12)} -> ${r.b.padEnd(12)}  ${r.statement}`);
  };
  const oneSided = (title: string, list: OneSided[]) => {
    if (list.length === 0) return;
    lines.push(`${title} (${list.length}):`);
    for (const r of list) lines.push(`  ${r.id.padEnd(width)}  ${r.verdict.padEnd(12)}  ${r.statement}`);
  };
  changes(`Regressions: did not fail in ${labels.a}, fail in ${labels.b}`, c.regressions);
  changes(`Coverage lost: passed in ${labels.a}, skipped in ${labels.b}`, c.coverageLost);
  changes(`Improvements: pass in ${labels.b}`, c.improvements);
  changes('Other changes', c.other);
  oneSided(`Only in ${labels.a}`, c.onlyInA);
  oneSided(`Only in ${labels.b}`, c.onlyInB);
  const newFailing = c.onlyInB.filter((r) => r.verdict === 'fail').length;
  const exit = comparisonExitCode(c);
  lines.push(
    `summary: ${plural(c.regressions.length, 'regression')}, ${c.coverageLost.length} coverage lost, ${plural(c.improvements.length, 'improvement')}, ` +
      `${plural(c.other.length, 'other change')}, ${c.onlyInA.length} only in ${labels.a}, ${c.onlyInB.length} only in ${labels.b}` +
      `${newFailing > 0 ? ` (${newFailing} failing)` : ''}, ${c.unchanged} unchanged -> ${exit === 1 ? `${labels.b} regressed` : `no regression in ${labels.b}`} (exit ${exit})`,
  );
  return `${lines.join('\n')}\n`;
}

export class ReportReadError extends Error {
  override name = 'ReportReadError';
}

const VERDICT_NAMES = new Set<string>(VERDICTS);

/** Parses the text of a conformance.json; throws ReportReadError when it is not one. */
export function parseReport(text: string, label = 'report'): ConformanceReport {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new ReportReadError(`${label}: not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const r = doc as Partial<ConformanceReport> | null;
  if (!r || typeof r !== 'object' || Array.isArray(r))
    throw new ReportReadError(`${label}: not a conformance report (not an object)`);
  // Versions 2 and 3 only added to what version 1 says (the target as resolved; inconclusive, checks and causes): all compare by their verdicts.
  if (![1, 2, 3].includes(r.schemaVersion as number))
    throw new ReportReadError(
      `${label}: not a conformance report of schemaVersion 1, 2 or 3 (schemaVersion ${JSON.stringify(r.schemaVersion)})`,
    );
  if (!Array.isArray(r.requirements)) throw new ReportReadError(`${label}: no requirements list`);
  r.requirements.forEach((q, i) => {
    const x = q as unknown as Record<string, unknown> | null;
    if (
      !x ||
      typeof x.id !== 'string' ||
      typeof x.statement !== 'string' ||
      typeof x.verdict !== 'string' ||
      !VERDICT_NAMES.has(x.verdict)
    ) {
      throw new ReportReadError(`${label}: requirements[${i}] has no id, statement or known verdict`);
    }
  });
  return r as ConformanceReport;
}

/** One line naming a report: suite version, target, start. */
export function describeReport(report: ConformanceReport): string {
  const s = report.suite;
  return `${s?.name ?? '?'} ${s?.version ?? '?'}${s?.commit ? ` @${s.commit.slice(0, 12)}` : ''}, target ${report.target?.baseUrl || '?'}, started ${report.run?.startedAt ?? '?'}`;
}
