// The verdict model of DESIGN.md: test results folded into one verdict per requirement.
import type { Requirement } from '../spec/catalogue.ts';

/**
 * `not run`: the run did not judge the requirement: it was interrupted (or timed out) before its
 * tests ended, or its tests are outside the selection of a partial run (--grep, a project, one shard).
 * It says nothing about the target, and is never a failure.
 * `not exercised`: a check of a recording (svc-conformance check-traffic) could judge it, but no
 * exchange showed it, or this mode cannot judge it at all (the reason says which); never a pass.
 */
export type Verdict = 'pass' | 'fail' | 'skipped' | 'waived' | 'observed' | 'not run' | 'not exercised';
export const VERDICTS: readonly Verdict[] = ['pass', 'fail', 'waived', 'skipped', 'observed', 'not run', 'not exercised'];
/** `not run`: interrupted, cut off by the end of the run, or never started. */
export type TestOutcome = 'passed' | 'failed' | 'skipped' | 'not run';

/** The reasons of `not run`. */
export const RUN_INTERRUPTED = 'run interrupted';
export const OUTSIDE_SELECTION = 'outside this selection';
export const NO_TEST = 'no test of this suite version proves it yet';

export interface TestRecord {
  title: string;
  file: string;
  line: number;
  outcome: TestOutcome;
  requirements: string[];
  skipReason?: string;
  /** why a test did not run or did not finish (outcome `not run`) */
  notRunReason?: string;
  errors: string[];
  observations: Array<{ requirement: string; what: string; value: unknown }>;
  evidence?: string;
  durationMs: number;
}

export interface RequirementVerdict extends Requirement {
  verdict: Verdict;
  reason?: string;
  waiver?: { id: string; reason: string; ticket: string; expires: string };
  tests: Array<{ title: string; file: string; line: number; outcome: TestOutcome; skipReason?: string; notRunReason?: string; errors: string[]; evidence?: string }>;
  observations: Array<{ what: string; value: unknown }>;
}

/**
 * What the run knows of the tests it did not run. `named`: every requirement some test of the
 * whole suite names (a partial run does not see them all in its own suite); without it, the tests
 * of this run are the whole suite. `partial`: the run was limited to a selection.
 */
export interface SuiteScope {
  named?: ReadonlySet<string>;
  partial?: boolean;
}

export function foldVerdicts(requirements: Requirement[], tests: TestRecord[], scope: SuiteScope = {}): RequirementVerdict[] {
  return requirements.map((req) => {
    const proving = tests.filter((t) => t.requirements.includes(req.id));
    const observations = tests.flatMap((t) => t.observations.filter((o) => o.requirement === req.id).map(({ what, value }) => ({ what, value })));
    const base = {
      ...req,
      tests: proving.map(({ title, file, line, outcome, skipReason, notRunReason, errors, evidence }) => ({
        title, file, line, outcome, errors, ...(skipReason ? { skipReason } : {}), ...(notRunReason ? { notRunReason } : {}), ...(evidence ? { evidence } : {}),
      })),
      observations,
    };
    if (proving.length === 0) {
      // Without the whole suite's names, a selection can only say that none of its tests names it.
      const named = scope.named ? scope.named.has(req.id) : scope.partial === true;
      if (named && scope.partial) return { ...base, verdict: 'not run', reason: OUTSIDE_SELECTION };
      return { ...base, verdict: 'skipped', reason: named ? 'none of its tests reported' : NO_TEST };
    }
    const ran = proving.filter((t) => t.outcome === 'passed' || t.outcome === 'failed');
    const skipped = proving.filter((t) => t.outcome === 'skipped');
    const notRun = proving.filter((t) => t.outcome === 'not run');
    const skipReasons = [...new Set(skipped.map((t) => t.skipReason ?? 'skipped'))].join('; ');
    const notRunVerdict = { ...base, verdict: 'not run' as const, reason: [...new Set(notRun.map((t) => t.notRunReason ?? RUN_INTERRUPTED))].join('; ') };
    if (req.level === 'observed') {
      if (ran.length > 0) return { ...base, verdict: 'observed' };
      return notRun.length > 0 ? notRunVerdict : { ...base, verdict: 'skipped', reason: skipReasons };
    }
    // A test that failed before the run was cut short still fails; the ones cut short judge nothing.
    const failed = ran.filter((t) => t.outcome === 'failed');
    if (failed.length > 0) return { ...base, verdict: 'fail', reason: failureReason(failed[0]!.errors[0]) };
    if (notRun.length > 0) return notRunVerdict;
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
  const t: Record<Verdict, number> = { pass: 0, fail: 0, skipped: 0, waived: 0, observed: 0, 'not run': 0, 'not exercised': 0 };
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
