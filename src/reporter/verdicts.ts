// The verdict model of DESIGN.md: the checks of the tests, and the schema findings of every
// answer, folded into one verdict per requirement.
import type { Requirement } from '../spec/catalogue.ts';
import type { CheckRecord, FindingRecord } from '../harness/check-types.ts';

/**
 * `inconclusive`: a check of it could not be judged because a precondition failed (a create to
 * update later, the authorised control request) or the value it reads was broken under another
 * requirement; never a pass, and no conformance claim.
 * `not run`: the run did not judge the requirement: it was interrupted (or timed out) before its
 * tests ended, or its tests are outside the selection of a partial run (--grep, a project, one shard).
 * It says nothing about the target, and is never a failure.
 * `not exercised`: nothing proves it: no test of this suite version names it (the reason `NO_TEST`),
 * or, in a check of a recording (svc-conformance check-traffic), no exchange showed it or this mode
 * cannot judge it at all (the reason says which); never a pass. The same word in the kill matrix
 * (tests/kit/kill-report.ts): no test reaches the fault. Not `skipped`, which is Playwright's word
 * for a test that did not run for a stated reason (a mode, a missing credential or fixture).
 */
export const VERDICTS = [
  'pass',
  'fail',
  'inconclusive',
  'skipped',
  'waived',
  'observed',
  'not run',
  'not exercised',
] as const;
export type Verdict = (typeof VERDICTS)[number];
/** What became of a test, or of its checks of one requirement. `not run`: interrupted, cut off by the end of the run, or never started. */
type TestOutcome = 'passed' | 'failed' | 'inconclusive' | 'skipped' | 'not run';

/** The reasons of `not run`. */
export const RUN_INTERRUPTED = 'run interrupted';
export const OUTSIDE_SELECTION = 'outside this selection';
const NO_TEST = 'no test of this suite version proves it yet';

export interface TestRecord {
  title: string;
  file: string;
  line: number;
  /** what became of the test as a whole (its checks say what became of each requirement) */
  outcome: TestOutcome;
  requirements: string[];
  skipReason?: string;
  /** why a test did not run or did not finish (outcome `not run`) */
  notRunReason?: string;
  errors: string[];
  observations: Array<{ requirement: string; what: string; value: unknown }>;
  evidence?: string;
  durationMs: number;
  /** the checks the test made, one record per check of one requirement (absent when it never ended) */
  checks?: CheckRecord[];
  /** the schema errors of the answers the test received, with the requirements they break */
  findings?: FindingRecord[];
}

/** How much of a requirement was judged: the tests naming it, by what became of their checks of it. */
interface Judged {
  tests: number;
  passed: number;
  failed: number;
  inconclusive: number;
  skipped: number;
  notRun: number;
  /** schema errors of answers that break it */
  findings: number;
}

export interface RequirementVerdict extends Requirement {
  verdict: Verdict;
  reason?: string;
  /** a requirement judged in part: what ran and what did not */
  judged?: Judged;
  /** inconclusive: the requirements whose failures blocked it */
  blockedBy?: string[];
  waiver?: { id: string; reason: string; ticket: string; expires: string; from?: Verdict };
  tests: Array<{
    title: string;
    file: string;
    line: number;
    outcome: TestOutcome;
    skipReason?: string;
    notRunReason?: string;
    errors: string[];
    evidence?: string;
    checks?: Array<Pick<CheckRecord, 'what' | 'outcome' | 'message' | 'blockedBy'>>;
  }>;
  /** schema errors of answers that break it (the first few; `judged.findings` counts them all) */
  findings?: FindingRecord[];
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
  /** the run was interrupted before its tests were known: what the suite names was not run */
  interrupted?: boolean;
}

const FINDINGS_SHOWN = 5;
const SEVERITY: Record<TestOutcome, number> = { failed: 4, inconclusive: 3, passed: 2, skipped: 1, 'not run': 0 };

/** What became of one requirement in one test: its checks (the worst of them), else the test's end. */
function outcomeFor(
  test: TestRecord,
  requirement: string,
  level: string,
): { outcome: TestOutcome; records: CheckRecord[] } {
  if (test.checks) {
    const records = test.checks.filter((c) => c.requirement === requirement);
    if (records.length === 0)
      return {
        outcome:
          level === 'observed' && test.outcome !== 'not run' && test.outcome !== 'skipped'
            ? 'passed'
            : test.outcome === 'not run'
              ? 'not run'
              : 'skipped',
        records,
      };
    const worst = records.reduce(
      (w, r) => (SEVERITY[r.outcome] > SEVERITY[w] ? r.outcome : w),
      'skipped' as TestOutcome,
    );
    return { outcome: worst, records };
  }
  // a test that never wrote its checks (it never ended, or timed out): its end alone
  if (test.outcome === 'failed' && level !== 'observed') {
    const judged = test.requirements.length;
    return { outcome: judged <= 1 ? 'failed' : 'inconclusive', records: [] };
  }
  return { outcome: test.outcome, records: [] };
}

const findingKey = (f: FindingRecord) => `${f.startedAt} ${f.url} ${f.fieldPath} ${f.keyword}`;

/** A schema finding as a sentence about the deployment: where, what came back, what the interface states. */
export function findingSentence(f: FindingRecord, req?: Pick<Requirement, 'statement' | 'source'>): string {
  const route = f.route || new URL(f.url).pathname;
  const what = f.fieldPath
    ? `\`${f.fieldPath
        .replace(/^\//, '')
        .replace(/\/\d+(?=\/|$)/g, '[]')
        .replace(/\//g, '.')}\` ${f.message.slice(f.message.indexOf(' ') + 1)}`
    : f.message;
  return `${f.method} ${route} (${f.status}): ${what}${req ? `; the interface states: ${req.statement} (${req.source})` : ''}`;
}

/** One test of a requirement with what became of its checks of it. */
interface JudgedTest {
  t: TestRecord;
  outcome: TestOutcome;
  records: CheckRecord[];
}

/** A requirement's verdict before the verdict: the requirement, its tests, observations and findings. */
type VerdictBase = Omit<RequirementVerdict, 'verdict' | 'reason' | 'judged' | 'blockedBy' | 'waiver'>;

/** What a judged requirement's verdict is made of. */
interface Judging {
  base: VerdictBase;
  judgedTests: JudgedTest[];
  judged: Judged;
  findings: FindingRecord[];
  skipReasons: string;
}

export function foldVerdicts(
  requirements: Requirement[],
  tests: TestRecord[],
  scope: SuiteScope = {},
): RequirementVerdict[] {
  const findingsOf = findingsByRequirement(tests);
  return requirements.map((req) => verdictOf(req, tests, findingsOf.get(req.id) ?? [], scope));
}

/** Every schema finding once (a shard merge or a retry may repeat one), by requirement. */
function findingsByRequirement(tests: TestRecord[]): Map<string, FindingRecord[]> {
  const findingsOf = new Map<string, FindingRecord[]>();
  const seen = new Set<string>();
  for (const t of tests) {
    for (const f of t.findings ?? []) {
      if (seen.has(findingKey(f))) continue;
      seen.add(findingKey(f));
      for (const id of f.requirements) findingsOf.set(id, [...(findingsOf.get(id) ?? []), f]);
    }
  }
  return findingsOf;
}

/** The verdict of one requirement from the tests naming it and the findings of answers breaking it. */
function verdictOf(
  req: Requirement,
  tests: TestRecord[],
  findingsOfReq: FindingRecord[],
  scope: SuiteScope,
): RequirementVerdict {
  const proving = tests.filter((t) => t.requirements.includes(req.id));
  const observations = tests.flatMap((t) =>
    t.observations.filter((o) => o.requirement === req.id).map(({ what, value }) => ({ what, value })),
  );
  const judgedTests: JudgedTest[] = proving.map((t) => ({ t, ...outcomeFor(t, req.id, req.level) }));
  const findings = req.level === 'observed' ? [] : findingsOfReq;
  const base: VerdictBase = {
    ...req,
    tests: judgedTests.map(reportedTest),
    observations,
    ...(findings.length > 0 ? { findings: findings.slice(0, FINDINGS_SHOWN) } : {}),
  };
  if (proving.length === 0 && findings.length === 0) return unprovedVerdict(base, req.id, scope);
  const judging: Judging = {
    base,
    judgedTests,
    judged: judgedOf(judgedTests, findings),
    findings,
    skipReasons: skipReasonsOf(judgedTests),
  };
  if (req.level === 'observed') {
    const { judged } = judging;
    if (judged.passed + judged.failed + judged.inconclusive > 0) return { ...base, verdict: 'observed' };
    return judged.notRun > 0 ? notRunVerdict(judging) : { ...base, verdict: 'skipped', reason: judging.skipReasons };
  }
  return statedVerdict(judging);
}

/** One test of a requirement as the report shows it: its outcome for it, errors, reasons, evidence, checks. */
function reportedTest({ t, outcome, records }: JudgedTest): RequirementVerdict['tests'][number] {
  return {
    title: t.title,
    file: t.file,
    line: t.line,
    outcome,
    errors: records
      .filter((r) => r.outcome === 'failed' || r.outcome === 'inconclusive')
      .map((r) => r.message ?? r.what)
      .concat(records.length === 0 && outcome !== 'passed' ? t.errors : []),
    ...(t.skipReason
      ? { skipReason: t.skipReason }
      : records.find((r) => r.outcome === 'skipped')?.message
        ? { skipReason: records.find((r) => r.outcome === 'skipped')!.message! }
        : {}),
    ...(t.notRunReason ? { notRunReason: t.notRunReason } : {}),
    ...(records.find((r) => r.evidence)
      ? {
          evidence: records
            .filter((r) => r.evidence)
            .map((r) => r.evidence)
            .join('\n\n'),
        }
      : t.evidence && outcome === 'failed'
        ? { evidence: t.evidence }
        : {}),
    ...(records.length > 0
      ? {
          checks: records.map(({ what, outcome: o, message, blockedBy }) => ({
            what,
            outcome: o,
            ...(message ? { message } : {}),
            ...(blockedBy ? { blockedBy } : {}),
          })),
        }
      : {}),
  };
}

/** How many of the tests naming a requirement passed, failed, ... it, and how many findings break it. */
function judgedOf(judgedTests: JudgedTest[], findings: FindingRecord[]): Judged {
  const count = (o: TestOutcome) => judgedTests.filter((j) => j.outcome === o).length;
  return {
    tests: judgedTests.length,
    passed: count('passed'),
    failed: count('failed'),
    inconclusive: count('inconclusive'),
    skipped: count('skipped'),
    notRun: count('not run'),
    findings: findings.length,
  };
}

/** A requirement no test of the run names and no answer breaks: not run, skipped or not exercised. */
function unprovedVerdict(base: VerdictBase, id: string, scope: SuiteScope): RequirementVerdict {
  // Without the whole suite's names, a selection can only say that none of its tests names it.
  const named = scope.named ? scope.named.has(id) : scope.partial === true;
  if (named && scope.partial) return { ...base, verdict: 'not run', reason: OUTSIDE_SELECTION };
  if (named && scope.interrupted) return { ...base, verdict: 'not run', reason: RUN_INTERRUPTED };
  return named
    ? { ...base, verdict: 'skipped', reason: 'none of its tests reported' }
    : { ...base, verdict: 'not exercised', reason: NO_TEST };
}

/** The distinct reasons its skipped tests give, in order. */
function skipReasonsOf(judgedTests: JudgedTest[]): string {
  return [
    ...new Set(
      judgedTests
        .filter((j) => j.outcome === 'skipped')
        .map((j) => j.records.find((r) => r.outcome === 'skipped')?.message ?? j.t.skipReason ?? 'skipped'),
    ),
  ].join('; ');
}

function notRunVerdict({ base, judgedTests }: Judging): RequirementVerdict {
  return {
    ...base,
    verdict: 'not run',
    reason: [
      ...new Set(judgedTests.filter((j) => j.outcome === 'not run').map((j) => j.t.notRunReason ?? RUN_INTERRUPTED)),
    ].join('; '),
  };
}

/** "N checks": how many tests judged the requirement. */
const checksOf = ({ judged }: Judging) => `${judged.tests} check${judged.tests === 1 ? '' : 's'}`;
/** What the skipped tests add to a reason. */
const skippedPartOf = ({ judged, skipReasons }: Judging) =>
  judged.skipped > 0 ? `; ${judged.skipped} skipped: ${skipReasons}` : '';

/** A stated or assumed requirement some test judged or some answer broke. */
function statedVerdict(judging: Judging): RequirementVerdict {
  const { base, judged, findings } = judging;
  // A test that failed before the run was cut short still fails; the ones cut short judge nothing.
  if (judged.failed > 0 || findings.length > 0) return failVerdict(judging);
  if (judged.inconclusive > 0) return inconclusiveVerdict(judging);
  if (judged.notRun > 0) return notRunVerdict(judging);
  // judged in part: the skipped tests are said in the reason, and the tally goes with it
  if (judged.passed > 0)
    return {
      ...base,
      verdict: 'pass',
      ...(judged.skipped > 0
        ? { reason: `pass, ${judged.passed} of ${checksOf(judging)}${skippedPartOf(judging)}`, judged }
        : {}),
    };
  return { ...base, verdict: 'skipped', reason: judging.skipReasons };
}

/** Failed: the first failure's message (or the first finding as a sentence) and the tally. */
function failVerdict(judging: Judging): RequirementVerdict {
  const { base, judgedTests, judged, findings } = judging;
  const failedCheck = judgedTests.find((j) => j.outcome === 'failed');
  const first = failedCheck
    ? (failedCheck.records.find((r) => r.outcome === 'failed')?.message ?? failureReason(failedCheck.t.errors[0]))
    : findingSentence(findings[0]!);
  const tally = [
    judged.failed > 0 ? `${judged.failed} of ${checksOf(judging)} failed` : '',
    findings.length > 0
      ? `${findings.length} answer field${findings.length === 1 ? '' : 's'} break${findings.length === 1 ? 's' : ''} it`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  return { ...base, verdict: 'fail', reason: `${first} (${tally}${skippedPartOf(judging)})`.slice(0, 700), judged };
}

/** Inconclusive: the first inconclusive check's message, and the requirements whose failures blocked it. */
function inconclusiveVerdict(judging: Judging): RequirementVerdict {
  const { base, judgedTests, judged } = judging;
  const inconclusive = judgedTests
    .filter((j) => j.outcome === 'inconclusive')
    .flatMap((j) => j.records.filter((r) => r.outcome === 'inconclusive'));
  const blockedBy = [...new Set(inconclusive.flatMap((r) => r.blockedBy ?? []))];
  const first = inconclusive[0]?.message ?? 'a check could not be judged';
  const tally = `${judged.inconclusive} of ${checksOf(judging)} inconclusive${skippedPartOf(judging)}`;
  return {
    ...base,
    verdict: 'inconclusive',
    reason: `${first} (${tally})`.slice(0, 700),
    judged,
    ...(blockedBy.length > 0 ? { blockedBy } : {}),
  };
}

/** The gist of an assertion error on one line: its message with the expected and received values. */
export function failureReason(error: string | undefined): string {
  if (!error) return 'a test failed';
  const lines = error
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const head = lines[0]!.replace(/^Error:\s*/, '');
  const values = lines.filter((l) => /^(Expected|Received)( value| length| substring| pattern)?:/.test(l)).slice(0, 2);
  return [head, ...values].join(' · ').slice(0, 500);
}

export function totals(verdicts: RequirementVerdict[]): Record<Verdict, number> {
  const t = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const v of verdicts) t[v.verdict] += 1;
  return t;
}

/**
 * 0 when every stated and assumed requirement passes, is validly waived or could not be checked;
 * 1 when any fails or is inconclusive (a requirement that could not be judged is no conformance
 * claim), or an expired waiver is on the books.
 */
export function exitCodeFor(verdicts: RequirementVerdict[], expiredWaivers = 0): 0 | 1 {
  return verdicts.some((v) => (v.verdict === 'fail' || v.verdict === 'inconclusive') && v.level !== 'observed') ||
    expiredWaivers > 0
    ? 1
    : 0;
}
