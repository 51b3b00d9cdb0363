// The verdict model of DESIGN.md: test results folded into one verdict per requirement.
import type { Requirement } from '../spec/catalogue.ts';

/**
 * 'not exercised': a check of a recording (svc-conformance check-traffic) could judge it, but no
 * exchange showed it, or this mode cannot judge it at all (the reason says which); never a pass.
 */
export type Verdict = 'pass' | 'fail' | 'skipped' | 'waived' | 'observed' | 'not exercised';
export type TestOutcome = 'passed' | 'failed' | 'skipped';

export interface TestRecord {
  title: string;
  file: string;
  line: number;
  outcome: TestOutcome;
  requirements: string[];
  skipReason?: string;
  errors: string[];
  observations: Array<{ requirement: string; what: string; value: unknown }>;
  evidence?: string;
  durationMs: number;
}

export interface RequirementVerdict extends Requirement {
  verdict: Verdict;
  reason?: string;
  waiver?: { id: string; reason: string; ticket: string; expires: string };
  tests: Array<{ title: string; file: string; line: number; outcome: TestOutcome; skipReason?: string; errors: string[]; evidence?: string }>;
  observations: Array<{ what: string; value: unknown }>;
}

export function foldVerdicts(requirements: Requirement[], tests: TestRecord[]): RequirementVerdict[] {
  return requirements.map((req) => {
    const proving = tests.filter((t) => t.requirements.includes(req.id));
    const observations = tests.flatMap((t) => t.observations.filter((o) => o.requirement === req.id).map(({ what, value }) => ({ what, value })));
    const base = {
      ...req,
      tests: proving.map(({ title, file, line, outcome, skipReason, errors, evidence }) => ({ title, file, line, outcome, errors, ...(skipReason ? { skipReason } : {}), ...(evidence ? { evidence } : {}) })),
      observations,
    };
    if (proving.length === 0) return { ...base, verdict: 'skipped', reason: 'no test of this suite version proves it yet' };
    const ran = proving.filter((t) => t.outcome !== 'skipped');
    const skipped = proving.filter((t) => t.outcome === 'skipped');
    const skipReasons = [...new Set(skipped.map((t) => t.skipReason ?? 'skipped'))].join('; ');
    if (req.level === 'observed') {
      return ran.length > 0 ? { ...base, verdict: 'observed' } : { ...base, verdict: 'skipped', reason: skipReasons };
    }
    const failed = ran.filter((t) => t.outcome === 'failed');
    if (failed.length > 0) return { ...base, verdict: 'fail', reason: failureReason(failed[0]!.errors[0]) };
    if (skipped.length > 0) {
      return { ...base, verdict: 'skipped', reason: ran.length > 0 ? `${skipped.length} of ${proving.length} tests skipped: ${skipReasons}` : skipReasons };
    }
    return { ...base, verdict: 'pass' };
  });
}

/** The gist of an assertion error on one line: its message with the expected and received values. */
export function failureReason(error: string | undefined): string {
  if (!error) return 'a test failed';
  const lines = error.split('\n').map((l) => l.trim()).filter(Boolean);
  const head = lines[0]!.replace(/^Error:\s*/, '');
  const values = lines.filter((l) => /^(Expected|Received)( value| length| substring| pattern)?:/.test(l)).slice(0, 2);
  return [head, ...values].join(' · ').slice(0, 500);
}

export function totals(verdicts: RequirementVerdict[]): Record<Verdict, number> {
  const t: Record<Verdict, number> = { pass: 0, fail: 0, skipped: 0, waived: 0, observed: 0, 'not exercised': 0 };
  for (const v of verdicts) t[v.verdict] += 1;
  return t;
}

/**
 * 0 when every stated and assumed requirement passes, is validly waived or could not be checked;
 * 1 when any fails or an expired waiver is on the books.
 */
export function exitCodeFor(verdicts: RequirementVerdict[], expiredWaivers = 0): 0 | 1 {
  return verdicts.some((v) => v.verdict === 'fail' && v.level !== 'observed') || expiredWaivers > 0 ? 1 : 0;
}
