// Comparisons that hold whatever a deployment chooses where the interface is silent (see
// docs/assertion-audit.md): lists compared as sets, timestamps compared as instants, HTML content
// compared by its text, the placement after_pe states and nothing more, and the success status of
// operations whose output the interface does not show.
//
//   idSet(ids)                                 the ids sorted by value: compare two lists as sets
//   instantOf(value)                           the instant a timestamp names (ms), to compare stored values
//   contentText(value)                         the text of a TextBlock content, to compare it whatever its markup
//   placedAfter(before, named, added)          the column order after_pe asks for: `added` directly after
//                                              `named`, every other element in its order before
//   outputNotShown(operation)                  whether the interface shows no output (so no status) for an
//                                              operationId or an OP-* interface operation
//   isSuccess(operation, status)               200 where the interface states it, any 2xx where it shows none
//   expectSuccess(r, operation, what)          the same, as an assertion
//   LONG_AGO, sameInstant(a, b)                a timestamp to send for a read-only one; two timestamps
//                                              naming the same instant (within the second)
//   expectRefusedOrAccepted(status, what)     a request with an input not taken: a 4xx or a 2xx, nothing else
//   expectTimestampsNotStored(status, ...)     an update that sent created_on and updated_on (LONG_AGO)
//                                              refused and nothing changed, or accepted and neither stored
import { expect } from '../harness.ts';
import { textOfHtml } from '../../../src/validation/html-text.ts';
import { OUTPUT_NOT_SHOWN_OPERATION_IDS, OUTPUT_NOT_SHOWN_OPERATIONS } from '../../../src/spec/output-not-shown.ts';

/** The ids sorted by value: two lists compared as sets, since the interface orders no list. */
export function idSet(ids: readonly unknown[]): unknown[] {
  return [...ids].sort((a, b) => Number(a) - Number(b) || String(a).localeCompare(String(b)));
}

/**
 * The instant a timestamp string names, in milliseconds; the value itself when it is not one.
 * "Timestamps are ISO 8601 date-times with a numeric UTC offset" (Conventions 3) fixes neither the
 * offset nor the fractional seconds: a stored value is the same instant, not the same text.
 */
export function instantOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : ms;
}

/** A date-time decades before any record a run makes: sent for a read-only timestamp, it cannot be mistaken for the record's own. */
export const LONG_AGO = '2001-02-03T04:05:06+00:00';

/**
 * Whether two timestamps name the same instant. Within the second: the interface fixes neither the
 * offset nor the precision, and two answers about one record may write it at different precisions.
 */
function sameInstant(a: unknown, b: unknown): boolean {
  const x = instantOf(a);
  const y = instantOf(b);
  return typeof x === 'number' && typeof y === 'number' ? Math.abs(x - y) < 1000 : Object.is(x, y);
}

type Timestamps = { created_on?: unknown; updated_on?: unknown };

/**
 * A request carrying an input the interface does not take (a read-only or service-assigned field):
 * refused with a 4xx or accepted, the deployment's choice, never anything else. Returns whether refused.
 */
export function expectRefusedOrAccepted(status: number, what: string): boolean {
  const refused = status >= 400 && status < 500;
  expect(
    refused || (status >= 200 && status < 300),
    `${what} is refused with a 4xx or accepted (answered ${status})`,
  ).toBe(true);
  return refused;
}

/**
 * "created_on, updated_on | timestamp | read only": an update that sent both as LONG_AGO is refused
 * (a 4xx: whether an input the interface does not take is refused or ignored is the deployment's
 * choice; then neither changed) or accepted without storing them: created_on keeps the instant the
 * create answered, and updated_on is not the value sent (how it moves on an update is not stated).
 * `before`: a show before the update; `after`: a show after it.
 */
export function expectTimestampsNotStored(
  status: number,
  created: Timestamps,
  before: Timestamps,
  after: Timestamps,
): void {
  const refused = expectRefusedOrAccepted(status, 'the update sending created_on and updated_on');
  if (refused) {
    expect(
      sameInstant(after.created_on, before.created_on),
      `the refused update left created_on as it was (${String(before.created_on)}; shown ${String(after.created_on)})`,
    ).toBe(true);
    expect(
      sameInstant(after.updated_on, before.updated_on),
      `the refused update left updated_on as it was (${String(before.updated_on)}; shown ${String(after.updated_on)})`,
    ).toBe(true);
    return;
  }
  expect(
    sameInstant(after.created_on, created.created_on),
    `created_on keeps the instant the create answered (${String(created.created_on)}; shown ${String(after.created_on)}, sent ${LONG_AGO})`,
  ).toBe(true);
  expect(
    sameInstant(after.updated_on, LONG_AGO),
    `updated_on is not the value sent (${LONG_AGO}; shown ${String(after.updated_on)})`,
  ).toBe(false);
}

/**
 * The text of a TextBlock content (a value that is no string, as it is): "content (string, HTML
 * allowed)" does not say the markup is kept byte for byte, so content read back is compared by its
 * text (src/validation/html-text.ts), never by its markup.
 */
export function contentText(value: unknown): unknown {
  return typeof value === 'string' ? textOfHtml(value) : value;
}

/**
 * The order of a column after a page element `added` was created with after_pe `named`: "id of the
 * page element this one is placed after vertically" (Resources > Page Element). It comes directly
 * after the named one; the others keep the order they had. Nothing else about placement is stated.
 */
export function placedAfter<T>(before: readonly T[], named: T, added: T): T[] {
  const at = before.indexOf(named);
  if (at < 0) return [...before, added];
  return [...before.slice(0, at + 1), added, ...before.slice(at + 1)];
}

/**
 * Operations whose output the interface does not show (src/spec/output-not-shown.ts): the gallery,
 * gallery photo and uploaded video endpoints by operationId, and the two video forms of the page
 * element create by their interface operation (OP-UPLOADED-VIDEO-ELEMENT-CREATE,
 * OP-EXTERNAL-VIDEO-ELEMENT-CREATE), which share createPageElement with the JSON create and the
 * photo upload, both "200, ...". Every other documented success is "200, ...".
 */
export const outputNotShown = (operation: string): boolean =>
  OUTPUT_NOT_SHOWN_OPERATION_IDS.has(operation) || OUTPUT_NOT_SHOWN_OPERATIONS.has(operation);

/** Asserts a success of an operationId (or OP-* interface operation): 200 where the interface states it, any 2xx where it shows no output. */
export function expectSuccess(r: { status: number }, operation: string, what: string): void {
  if (outputNotShown(operation)) {
    expect(r.status, `${what}: a success (the interface shows no status for it: any 2xx)`).toBeGreaterThanOrEqual(200);
    expect(r.status, `${what}: a success (the interface shows no status for it: any 2xx)`).toBeLessThan(300);
  } else {
    expect(r.status, what).toBe(200);
  }
}
