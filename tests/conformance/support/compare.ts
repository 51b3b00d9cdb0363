// Comparisons that hold whatever a deployment chooses where the interface is silent (see
// docs/assertion-audit.md): lists compared as sets, timestamps compared as instants, the placement
// after_pe states and nothing more, and the success status of operations whose output the
// interface does not show.
//
//   idSet(ids)                                 the ids sorted by value: compare two lists as sets
//   instantOf(value)                           the instant a timestamp names (ms), to compare stored values
//   placedAfter(before, named, added)          the column order after_pe asks for: `added` directly after
//                                              `named`, every other element in its order before
//   outputNotShown(operation)                  whether the interface shows no output (so no status) for an
//                                              operationId or an OP-* interface operation
//   isSuccess(operation, status)               200 where the interface states it, any 2xx where it shows none
//   expectSuccess(r, operation, what)          the same, as an assertion
import { expect } from '../harness.ts';
import { isSuccessOf, OUTPUT_NOT_SHOWN_OPERATION_IDS, OUTPUT_NOT_SHOWN_OPERATIONS } from '../../../src/spec/output-not-shown.ts';

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
export const outputNotShown = (operation: string): boolean => OUTPUT_NOT_SHOWN_OPERATION_IDS.has(operation) || OUTPUT_NOT_SHOWN_OPERATIONS.has(operation);

/** A success: 200 where the interface states "200, ...", any 2xx where it shows no output. */
export const isSuccess = isSuccessOf;

/** Asserts a success of an operationId (or OP-* interface operation): 200 where the interface states it, any 2xx where it shows no output. */
export function expectSuccess(r: { status: number }, operation: string, what: string): void {
  if (outputNotShown(operation)) {
    expect(r.status, `${what}: a success (the interface shows no status for it: any 2xx)`).toBeGreaterThanOrEqual(200);
    expect(r.status, `${what}: a success (the interface shows no status for it: any 2xx)`).toBeLessThan(300);
  } else {
    expect(r.status, what).toBe(200);
  }
}
