// The words a conformance test judges with (tests/conformance/harness.ts passes them on): `check`,
// `precondition` and `notJudged` (src/harness/checks.ts), the refusal of a request the interface rules
// out (`checkRefusal`), a read that verifies a write (`readBack`), and the assertions about an answer
// (`expectAccepted`, `expectClientError`, `expectErrorBody`, `expectShape`, `expectEvery`); at the end, an
// index's, a show's or an update's answer judged by its own rule (`checkIndexAnswer`, `checkedIndexList`,
// `checkRecordAnswer`) and a *-FIELDS rule (`checkListedFields`, `checkRecordFields`), and the records
// such an answer carries for what relies on them (`listedIn`, `answeredRecord`).
import { expect } from '@playwright/test';
import type { ApiClient, ApiResult, CallOptions, Exchange } from '../../src/harness/client.ts';
import {
  check as checkOf,
  notJudged as notJudgedOf,
  operationRequirement,
  precondition as preconditionOf,
  testNames,
} from '../../src/harness/checks.ts';
import { expectSuccess } from './support/compare.ts';

/**
 * A check of one requirement the test names: `body` asserts about the deployment. A failure is
 * recorded against that requirement alone (or inconclusive, when it reads a field broken under
 * another requirement) and the test goes on. Returns whether it held. src/harness/checks.ts.
 */
export const check = checkOf;

/**
 * A set-up step (a create to update later, the authorised control request): when it fails the test
 * stops and the requirements it guards are inconclusive, blocked by the requirement that covers
 * the step (`coveredBy`, else the interface operation of the failed request). src/harness/checks.ts.
 */
export const precondition = preconditionOf;

/** Inside a check: ends it as inconclusive (what it judges cannot be judged here because `blockedBy` failed). */
export const notJudged = notJudgedOf;

/**
 * The checks of a request the interface rules out, answered `r`: `requirement` (the rule that rules
 * it out: not accepted), and those of these the test names: ERROR-BAD-INPUT-4XX (a refusal is a
 * 4xx, not a 5xx) and ERROR-BODY-SHAPE (with the general error body). An accepted request fails
 * `requirement` alone: the other two have no refusal to judge.
 */
export async function checkRefusal(r: ApiResult, requirement: string, what: string): Promise<void> {
  // the rule that rules it out may be ERROR-BAD-INPUT-4XX itself: then a refusal must be a 4xx
  await check(requirement, what, () =>
    requirement === 'ERROR-BAD-INPUT-4XX'
      ? expectClientError(r, `${what}: refused with a 4xx`)
      : expectRefused(r, `${what}: refused, not accepted`),
  );
  const refused = r.status >= 400;
  if (testNames('ERROR-BAD-INPUT-4XX') && requirement !== 'ERROR-BAD-INPUT-4XX') {
    await check('ERROR-BAD-INPUT-4XX', `${what}: the refusal is a 4xx`, () => {
      if (!refused) notJudged(`the request was accepted (${r.status}): no refusal to judge`, [requirement]);
      expectClientError(r, `${what}: a 4xx, not a ${r.status}`);
    });
  }
  if (testNames('ERROR-BODY-SHAPE') && requirement !== 'ERROR-BODY-SHAPE') {
    await check('ERROR-BODY-SHAPE', `${what}: the refusal carries the error body`, () => {
      if (!refused) notJudged(`the request was accepted (${r.status}): no error body to judge`, [requirement]);
      expectErrorBody(r);
    });
  }
}

/** The general error body: an object whose key errors holds a string (Errors). */
export function expectErrorBody(r: ApiResult): void {
  expect(
    typeof r.object.errors,
    `${r.exchange.method} ${new URL(r.exchange.url).pathname} answered ${r.status} with a body whose errors is a string (got ${r.text.slice(0, 120)})`,
  ).toBe('string');
}

/**
 * A read made to verify something (that a create was stored, an update read back): a precondition
 * of the check it serves. It answers a success (and the record of `id`, when given), or the check
 * is inconclusive, blocked by the read's own operation.
 */
export function readBack(api: ApiClient, operationId: string, options: CallOptions, id?: unknown): Promise<ApiResult> {
  return precondition(
    `a read of ${operationId}${id !== undefined ? ` ${String(id)}` : ''} to look at the result`,
    async () => {
      const r = await api.call(operationId, options);
      expectAccepted(r, `${operationId} answers a success`);
      if (id !== undefined) expect(r.object.id, `${operationId} answers the record ${String(id)}`).toBe(id);
      return r;
    },
    operationRequirement(operationId),
  );
}

/**
 * A client error: a 4xx (any: the interface gives no status). Its body is judged on its own, under
 * ERROR-BODY-SHAPE: every 4xx answer is validated against the general error body.
 */
export function expectClientError(
  r: { status: number },
  what = 'a 4xx (the interface gives no status: any client error)',
): void {
  expect(r.status, what).toBeGreaterThanOrEqual(400);
  expect(r.status, what).toBeLessThan(500);
}

/** Accepted: any 2xx. That it is exactly the 200 the interface shows is the operation's own rule (OP-*, expectSuccess). */
export function expectAccepted(r: { status: number }, what = 'accepted (a success)'): void {
  expect(r.status, what).toBeGreaterThanOrEqual(200);
  expect(r.status, what).toBeLessThan(300);
}

/**
 * The answer carries what `requirement`'s table lists, with the listed types: none of its schema
 * errors breaks `requirement` (src/spec/schema-rules.ts attributes each error to one rule). Use it
 * inside check(requirement, ...) to name the answer that judges a *-FIELDS rule; the harness also
 * fails the rule on such an error in any answer of the run.
 */
export function expectShape(r: { exchange: Exchange }, requirement: string): void {
  const broken = r.exchange.schemaErrors.filter((e) => e.requirements?.includes(requirement)).map((e) => e.message);
  expect(
    broken,
    `${r.exchange.method} ${new URL(r.exchange.url).pathname} answered ${r.exchange.status} with what ${requirement} lists`,
  ).toEqual([]);
}

/** A refusal: not accepted (no 2xx or 3xx). Whether it is a 4xx is ERROR-BAD-INPUT-4XX's rule, its body ERROR-BODY-SHAPE's. */
function expectRefused(r: { status: number }, what = 'refused (not a success)'): void {
  expect(r.status, what).toBeGreaterThanOrEqual(400);
}

/** The answer's body is a JSON array; a failure says what it is instead (not JSON, an object and its keys). */
function expectArrayBody(r: ApiResult, what = 'the body'): void {
  const body: unknown = r.body;
  const kind = Array.isArray(body)
    ? 'an array'
    : body === undefined
      ? `not JSON: content-type ${r.contentType || 'none'}, ${r.text.length} characters`
      : typeof body === 'object' && body !== null
        ? `a JSON object with ${Object.keys(body).slice(0, 5).join(', ') || 'no keys'}`
        : `the JSON ${typeof body}`;
  expect(Array.isArray(body), `${what} is an array (it is ${kind})`).toBe(true);
}

/**
 * One assertion over every item of a list: `broken` describes an item that breaks the rule (or
 * returns nothing), and the first 20 such items are shown. An expect per item costs about a
 * millisecond in Playwright, which on a 10,000-item list is the whole run.
 */
export function expectEvery<T>(
  items: readonly T[],
  rule: string,
  broken: (item: T) => string | false | undefined,
): void {
  const found: string[] = [];
  for (const item of items) {
    const why = broken(item);
    if (why) found.push(why);
  }
  expect(found.slice(0, 20), `${rule} (${found.length} of ${items.length} items break it)`).toEqual([]);
}

/** A request as a message shows it: `GET /leagues?site_id=1`. */
function requestOf(r: ApiResult): string {
  const url = new URL(r.exchange.url);
  return `${r.exchange.method} ${url.pathname}${url.search}`;
}

/**
 * An index's own rule (`requirement`, its OP-*-INDEX) on its answer: 200 where the interface states
 * it (any 2xx where it shows no output: expectSuccess), with an array body.
 */
export function checkIndexAnswer(r: ApiResult, requirement: string, what: string): Promise<boolean> {
  return check(requirement, what, () => {
    expectSuccess(r, r.exchange.operationId, `${requestOf(r)} answers 200`);
    expectArrayBody(r);
  });
}

/**
 * The records an index answered, for what relies on them: a precondition that the answer is a
 * success with an array (the index's own rule, `coveredBy`), else what relies on it is inconclusive.
 */
export function listedIn(r: ApiResult, what: string, coveredBy: string): Promise<Array<Record<string, unknown>>> {
  return precondition(
    what,
    () => {
      expectAccepted(r, `${what}: a success`);
      expect(Array.isArray(r.body), `${what}: an array`).toBe(true);
      return r.list;
    },
    coveredBy,
  );
}

/**
 * The records an index answered, once its answer is judged by the index's own rule (`requirement`:
 * checkIndexAnswer): what relies on them rests on a precondition covered by that rule (listedIn).
 */
export async function checkedIndexList(
  r: ApiResult,
  requirement: string,
  what: string,
): Promise<Array<Record<string, unknown>>> {
  await checkIndexAnswer(r, requirement, what);
  return listedIn(r, `the records ${requestOf(r)} lists`, requirement);
}

/**
 * The own rule (`requirement`) of an operation that answers one record (a show, an update) on its
 * answer: 200 where the interface states it (expectSuccess), with the record of `id`.
 */
export function checkRecordAnswer(r: ApiResult, requirement: string, what: string, id: unknown): Promise<boolean> {
  return check(requirement, what, () => {
    expectSuccess(r, r.exchange.operationId, `${requestOf(r)} answers 200`);
    expect(r.object.id, `the record of id ${String(id)}`).toBe(id);
  });
}

/**
 * The record an answer carries, for what relies on it: a precondition that the answer is a success
 * with the record of `id` (the operation's own rule, `coveredBy`).
 */
export function answeredRecord(
  r: ApiResult,
  what: string,
  id: unknown,
  coveredBy: string,
): Promise<Record<string, unknown>> {
  return precondition(
    what,
    () => {
      expectAccepted(r, `${what}: a success`);
      expect(r.object.id, `${what}: the record of id ${String(id)}`).toBe(id);
      return r.object;
    },
    coveredBy,
  );
}

/**
 * That a request was served, for what relies on it (the read back of an update, what is gone after a
 * delete): a precondition that its answer is a success (the operation's own rule, `coveredBy`).
 */
export function acceptedAnswer(r: ApiResult, what: string, coveredBy: string): Promise<void> {
  return precondition(what, () => expectAccepted(r, what), coveredBy);
}

/**
 * The id a create answered, for what the test does with the record next: a precondition that the
 * create is a success with an integer id (the create's own rule, `coveredBy`). That the record was
 * stored is for a read back to show.
 */
export function createdId(r: ApiResult, what: string, coveredBy: string): Promise<number> {
  return precondition(
    what,
    () => {
      expectAccepted(r, `${what}: the create is accepted`);
      expect(typeof r.object.id, `${what}: the create answers an integer id`).toBe('number');
      return r.object.id as number;
    },
    coveredBy,
  );
}

/** The interface operation (OP-*) of an answer's request: what a check on the answer is blocked by when the request failed. */
const operationOf = (r: ApiResult): string[] => {
  const requirement = operationRequirement(r.exchange.operationId);
  return requirement ? [requirement] : [];
};

/**
 * A *-FIELDS rule (`requirement`) on the records an index answered (expectShape): inconclusive,
 * blocked by the index's own rule, where the index answered no array.
 */
export function checkListedFields(r: ApiResult, requirement: string, what: string): Promise<boolean> {
  return check(requirement, what, () => {
    if (!Array.isArray(r.body))
      notJudged(`${requestOf(r)} answered no array (${r.status}): nothing to judge`, operationOf(r));
    expectShape(r, requirement);
  });
}

/**
 * A *-FIELDS rule (`requirement`) on the record an operation answered (a show, a create, an update:
 * expectShape): inconclusive, blocked by the operation's own rule (`blockedBy`, else the interface
 * operation of the request), where it answered no success.
 */
export function checkRecordFields(
  r: ApiResult,
  requirement: string,
  what: string,
  blockedBy = operationOf(r),
): Promise<boolean> {
  return check(requirement, what, () => {
    if (r.status < 200 || r.status >= 300)
      notJudged(`${requestOf(r)} answered ${r.status}: no record to judge`, blockedBy);
    expectShape(r, requirement);
  });
}
