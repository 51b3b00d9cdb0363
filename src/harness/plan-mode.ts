// The plan (`svc-conformance plan`, src/cli/plan.ts): the suite runs as `run` runs it, with the same
// settings, global setup and discovery (reads only), but a test's clients send nothing: the first
// request a test would make ends it, as one the run would judge. Fixture skips (mode, irreversible
// writes, basic credentials) and missing fixtures skip as in a real run, with their reasons.
// Only the plan command sets SVC_PLAN; `run` removes it.

export const PLAN_ENV = 'SVC_PLAN';

/** The skip reason of a test the plan stopped at its first request: the run would judge it. */
export const PLAN_WOULD_JUDGE = 'plan: the run would judge it (stopped before its first request)';

export function planMode(env: Record<string, string | undefined> = process.env): boolean {
  return env[PLAN_ENV] === '1';
}
