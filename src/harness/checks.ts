// One verdict per requirement per test: the checks a test makes, each of one requirement, and the
// preconditions that set them up (docs/DESIGN.md, "Verdicts").
//
//   check(requirement, what, body)   runs `body` (assertions about the deployment); records passed,
//                                    or failed with a sentence, or inconclusive when the failure
//                                    rests on a value whose schema error belongs to another
//                                    requirement; never throws (but a skip), so the test goes on
//   precondition(what, body)         runs a set-up step (a create to update later, the authorised
//                                    control request); when it fails the test stops, and the
//                                    requirements it guards are inconclusive, blocked by the
//                                    requirement that covers the step where one does
//
// A test naming one requirement (observed ones aside) checks it with its whole body: an error
// outside a check or precondition fails that requirement. A test naming several gives each its own
// check; an error outside any check there is a defect of the suite, reported as such.
//
// The context is module-wide: a worker runs one test at a time, and the answers a test reads
// (also shared ones, read first by another test) report to it which broken fields it touched.
import type { CheckRecord, CheckWhere } from './check-types.ts';
import type { Exchange, ExchangeSchemaError } from './exchange-types.ts';

/** A failed set-up step: the test stops, and what it guards is inconclusive. */
export class PreconditionFailed extends Error {
  override name = 'PreconditionFailed';
  constructor(
    readonly what: string,
    readonly reason: string,
    readonly blockedBy: string[],
    readonly blockedAt?: { operationId: string; fieldPath: string },
  ) {
    super(
      `precondition failed: ${what}: ${reason}${blockedBy.length > 0 ? ` (blocked by ${blockedBy.join(', ')})` : ''}`,
    );
  }
}

/** A request that got no HTTP answer (timeout, reset): a failure of its operation, whichever check sent it. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
  constructor(
    message: string,
    readonly operationId: string,
  ) {
    super(message);
  }
}

/**
 * The operation of a request without answer: from a NoAnswerError, or from the message of one as
 * Playwright hands a test's error over (a plain object with its message).
 */
function noAnswerOf(error: unknown): { operationId: string; message: string } | undefined {
  if (error instanceof NoAnswerError) return { operationId: error.operationId, message: error.message };
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  if (typeof message !== 'string') return undefined;
  const m = /^(?:NoAnswerError: )?(\S+ \S+ \((\w+)\): (?:no answer within \d+ ms|no HTTP answer \(.*\)))/m.exec(
    message.replace(/\u001b\[[0-9;]*m/g, ''),
  );
  return m ? { operationId: m[2]!, message: m[1]! } : undefined;
}

/** Playwright's skip (test.skip(true), need(...)) ends a test through an error of its own: never a verdict. */
function isSkip(error: unknown): boolean {
  return (
    error instanceof Error && (error.constructor.name === 'TestSkipError' || error.constructor.name === 'StepSkipError')
  );
}

/** A broken field an answer had, which a test read. */
interface Touch {
  requirements: readonly string[];
  exchange: Exchange;
  finding: ExchangeSchemaError;
}

/** How an exchange is named in a sentence: method, path (no query), status. */
function whereOf(e: Exchange): CheckWhere {
  let path = e.url;
  try {
    path = new URL(e.url).pathname;
  } catch {
    // keep the URL as it is
  }
  return { operationId: e.operationId, method: e.method, path, status: e.status };
}

const atOf = (t: Touch) => ({
  operationId: t.exchange.operationId,
  fieldPath: t.finding.fieldPath ?? t.finding.instancePath,
});
const describeWhere = (w: CheckWhere) => `${w.method} ${w.path} answered ${w.status}`;

/**
 * The gist of an error as a sentence: the assertion's own words and what was expected and received,
 * without the assertion library's call and diff.
 */
function gistOf(error: unknown): string {
  const text =
    error instanceof Error
      ? error.message
      : typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
        ? (error as { message: string }).message
        : String(error);
  const lines = text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const said = lines.filter(
    (l) =>
      !/^(expect\(|Expected|Received|Error:\s*expect|Call log|- |\+ |Array|Object|\[|\]|\{|\}|"|at )/.test(l) &&
      !/^\d+ \|/.test(l),
  );
  const value = (label: RegExp) =>
    lines
      .find((l) => label.test(l))
      ?.replace(label, '')
      .trim();
  const expected = value(/^Expected(?: value| length| substring| pattern)?(?:: not)?:\s*/);
  const received = value(/^Received(?: value| length| string| array| object)?:\s*/);
  const head = (said[0] ?? lines[0] ?? 'an assertion failed').replace(/^Error:\s*/, '');
  // a list that should be empty (expectEvery): the diff's received items are what broke the rule
  const items = lines
    .map((l) => /^\+\s+("(?:[^"\\]|\\.)*"),?$/.exec(l)?.[1])
    .filter((x): x is string => x !== undefined)
    .map((x) => JSON.parse(x) as string);
  const listed =
    items.length > 0
      ? `: ${items.slice(0, 3).join('; ')}${items.length > 3 ? `; and ${items.length - 3} more` : ''}`
      : '';
  const values =
    expected !== undefined || received !== undefined
      ? ` (expected ${expected ?? '?'}, got ${received ?? '?'})`
      : listed;
  return `${head}${values}`.slice(0, 600);
}

export class TestChecks {
  readonly records: CheckRecord[] = [];
  readonly touched: Touch[] = [];
  private readonly pending = new Set<Promise<unknown>>();
  /** the precondition whose failure ended the test, if one did */
  failedPrecondition?: PreconditionFailed;
  private checkDepth = 0;

  constructor(
    /** the requirements the test names that a check can judge (stated and assumed) */
    readonly judged: readonly string[],
    /** every requirement the test names (observed ones too) */
    readonly named: readonly string[],
    /** the test's exchanges so far (the harness appends to it) */
    readonly exchanges: readonly Exchange[],
    /** the interface operation (OP-*) of an operationId: what covers a failed set-up request */
    private readonly operationRequirement: (operationId: string) => string | undefined,
    private readonly render: (e: Exchange) => string,
  ) {}

  /** The interface operation (OP-*) of an operationId. */
  coveredBy(operationId: string): string | undefined {
    return this.operationRequirement(operationId);
  }

  /** The requirements of the broken fields this test read (since `from`), other than `own`. */
  blocking(own: string | undefined, from = 0): Touch[] {
    return this.touched.slice(from).filter((t) => own === undefined || !t.requirements.includes(own));
  }

  private evidence(from: number): string {
    const during = this.exchanges.slice(from);
    const shown = during.length > 0 ? during.slice(-4) : this.exchanges.slice(-2);
    return shown.map(this.render).join('\n\n');
  }

  private whereSince(from: number): CheckWhere | undefined {
    const last = this.exchanges.slice(from).at(-1) ?? this.exchanges.at(-1);
    return last ? whereOf(last) : undefined;
  }

  /** Runs one check of one requirement; see the file's head. Returns whether it held. */
  async check(requirement: string, what: string, body: () => unknown): Promise<boolean> {
    if (!this.named.includes(requirement))
      throw new Error(`suite defect: a check of ${requirement}, which the test does not name in proves(...)`);
    const from = this.exchanges.length;
    this.checkDepth += 1;
    const run = (async () => {
      try {
        await body();
        this.records.push({ requirement, what, outcome: 'passed', ...this.whereField(from) });
        return true;
      } catch (error) {
        if (isSkip(error)) throw error;
        this.records.push(this.judgeError(requirement, what, error, from));
        return false;
      } finally {
        this.checkDepth -= 1;
      }
    })();
    this.pending.add(run);
    try {
      return await run;
    } finally {
      this.pending.delete(run);
    }
  }

  private whereField(from: number): { where?: CheckWhere } {
    const where = this.whereSince(from);
    return where ? { where } : {};
  }

  /** A check's error as a record: inconclusive when a precondition failed or it read a field broken under another requirement, else failed. */
  private judgeError(requirement: string, what: string, error: unknown, from: number): CheckRecord {
    const where = this.whereField(from);
    const evidence = this.evidence(from);
    if (error instanceof PreconditionFailed) {
      return {
        requirement,
        what,
        outcome: 'inconclusive',
        message: error.message,
        blockedBy: error.blockedBy,
        ...(error.blockedAt ? { blockedAt: error.blockedAt } : {}),
        ...where,
        evidence,
      };
    }
    const gist = gistOf(error);
    // no answer at all: the operation's failure; a rule of what the answer would hold cannot be judged
    const noAnswer = noAnswerOf(error);
    if (noAnswer) {
      const op = this.coveredBy(noAnswer.operationId);
      if (op !== requirement)
        return {
          requirement,
          what,
          outcome: 'inconclusive',
          message: `${what}: not judged: ${noAnswer.message}`,
          blockedBy: op ? [op] : [],
          ...where,
          evidence,
        };
    }
    // a value the check read was broken already, by a rule of another requirement: that one fails, this one cannot be judged
    const blocking = this.blocking(requirement);
    if (blocking.length > 0) {
      const first = blocking[0]!;
      const blockedBy = [...new Set(blocking.flatMap((t) => t.requirements))];
      return {
        requirement,
        what,
        outcome: 'inconclusive',
        blockedBy,
        blockedAt: atOf(first),
        ...where,
        evidence,
        message: `${what}: not judged, it reads ${first.finding.fieldPath ?? first.finding.instancePath} of ${describeWhere(whereOf(first.exchange))}, where ${first.finding.message} (${blockedBy.join(', ')}); the check said: ${gist}`,
      };
    }
    // a check over many answers read before it (expectEvery: "n of m items break it") names its
    // items itself; the test's last exchange would be a wrong place to send the reader
    const overMany = from === this.exchanges.length && /\(\d+ of \d+ items break it\)/.test(gist);
    if (overMany) return { requirement, what, outcome: 'failed', message: `${what}: ${gist}`, evidence };
    return {
      requirement,
      what,
      outcome: 'failed',
      message: `${what}: ${gist}${where.where ? ` (${describeWhere(where.where)})` : ''}`,
      ...where,
      evidence,
    };
  }

  /** Runs a set-up step; see the file's head. */
  async precondition<T>(what: string, body: () => T | Promise<T>, coveredBy?: string): Promise<T> {
    const from = this.exchanges.length;
    const touchedFrom = this.touched.length;
    try {
      return await body();
    } catch (error) {
      if (isSkip(error) || error instanceof PreconditionFailed) throw error;
      const touched = this.blocking(undefined, touchedFrom);
      const failedRequest = this.exchanges
        .slice(from)
        .reverse()
        .find((e) => e.status < 200 || e.status >= 300);
      const blockedBy =
        touched.length > 0
          ? [...new Set(touched.flatMap((t) => t.requirements))]
          : coveredBy
            ? [coveredBy]
            : failedRequest && this.operationRequirement(failedRequest.operationId)
              ? [this.operationRequirement(failedRequest.operationId)!]
              : [];
      const because =
        touched.length > 0
          ? `it reads ${touched[0]!.finding.fieldPath ?? touched[0]!.finding.instancePath} of ${describeWhere(whereOf(touched[0]!.exchange))}, where ${touched[0]!.finding.message}`
          : `${gistOf(error)}${failedRequest ? ` (${describeWhere(whereOf(failedRequest))})` : ''}`;
      const failed = new PreconditionFailed(what, because, blockedBy, touched[0] ? atOf(touched[0]) : undefined);
      if (this.checkDepth === 0) this.failedPrecondition = failed;
      throw failed;
    }
  }

  /** Waits for checks a test started without awaiting them. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /**
   * The verdict of each named requirement of the test once it ended: its checks, and for the
   * requirements without one, what the test's end says (see the file's head).
   */
  finish(end: { status: string; error?: unknown; skipReason?: string }): CheckRecord[] {
    const out: CheckRecord[] = [...this.records];
    const checked = new Set(this.records.map((r) => r.requirement));
    const single = this.judged.length === 1;
    for (const requirement of this.judged) {
      const explicit = checked.has(requirement);
      if (end.status === 'skipped') {
        if (!explicit)
          out.push({ requirement, what: 'the test', outcome: 'skipped', message: end.skipReason ?? 'skipped' });
        continue;
      }
      if (this.failedPrecondition) {
        if (!explicit)
          out.push({
            requirement,
            what: 'the test',
            outcome: 'inconclusive',
            message: this.failedPrecondition.message,
            blockedBy: this.failedPrecondition.blockedBy,
            ...(this.failedPrecondition.blockedAt ? { blockedAt: this.failedPrecondition.blockedAt } : {}),
            ...this.whereField(0),
            evidence: this.evidence(Math.max(0, this.exchanges.length - 3)),
          });
        continue;
      }
      const noAnswer = noAnswerOf(end.error);
      if (noAnswer) {
        // the test stopped on a request without answer: its operation fails, what the test judges beyond it is inconclusive
        const op = this.coveredBy(noAnswer.operationId);
        if (!explicit)
          out.push(
            requirement === op
              ? this.judgeError(requirement, 'the test', end.error, Math.max(0, this.exchanges.length - 3))
              : {
                  requirement,
                  what: 'the test',
                  outcome: 'inconclusive',
                  message: `not judged: ${noAnswer.message}`,
                  blockedBy: op ? [op] : [],
                  evidence: this.evidence(Math.max(0, this.exchanges.length - 3)),
                },
          );
        continue;
      }
      if (end.error !== undefined) {
        if (single)
          out.push(this.judgeError(requirement, 'the test', end.error, Math.max(0, this.exchanges.length - 3)));
        else if (!explicit)
          out.push({
            requirement,
            what: 'the test',
            outcome: 'inconclusive',
            suiteDefect: true,
            message: `not judged: the test stopped on an error outside any check (a defect of the suite): ${gistOf(end.error)}`,
            evidence: this.evidence(Math.max(0, this.exchanges.length - 3)),
          });
        continue;
      }
      if (explicit) continue;
      if (single) out.push({ requirement, what: 'the test', outcome: 'passed', ...this.whereField(0) });
      else
        out.push({
          requirement,
          what: 'the test',
          outcome: 'skipped',
          suiteDefect: true,
          message: 'named by the test but never checked (a defect of the suite)',
        });
    }
    return out;
  }
}

let current: TestChecks | undefined;

/** Opens the checks of the test a worker is about to run. */
export function openTestChecks(checks: TestChecks): TestChecks {
  current = checks;
  return checks;
}

export function closeTestChecks(checks: TestChecks): void {
  if (current === checks) current = undefined;
}

function currentChecks(): TestChecks {
  if (!current)
    throw new Error('check() and precondition() are for conformance tests (the harness opens their checks)');
  return current;
}

/** A check of one requirement: see the file's head. */
export function check(requirement: string, what: string, body: () => unknown): Promise<boolean> {
  return currentChecks().check(requirement, what, body);
}

/** A set-up step of a test: see the file's head. `coveredBy`: the requirement whose rule the step relies on. */
export function precondition<T>(what: string, body: () => T | Promise<T>, coveredBy?: string): Promise<T> {
  // outside a conformance test (a support helper used by a self-test) a precondition is the step itself
  return current ? current.precondition(what, body, coveredBy) : Promise.resolve(body());
}

/** Ends a check as inconclusive: what it judges cannot be judged here, because of another requirement's failure. */
export function notJudged(reason: string, blockedBy: string[]): never {
  throw new PreconditionFailed('not judged', reason, blockedBy);
}

/** Whether the running test names a requirement in proves(...). */
export function testNames(requirement: string): boolean {
  return current?.named.includes(requirement) ?? false;
}

/** The interface operation (OP-*) that covers an operation's answer, for a precondition's `coveredBy`. */
export function operationRequirement(operationId: string): string | undefined {
  return current?.coveredBy(operationId);
}

/** An answer's broken field was read by the running test (src/harness/client.ts reports it). */
export function noteTouched(requirements: readonly string[], exchange: Exchange, finding: ExchangeSchemaError): void {
  current?.touched.push({ requirements, exchange, finding });
}
