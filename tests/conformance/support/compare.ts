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
//   outputNotShown(operationId)                whether the interface shows no output (so no status) for it
//   isSuccess(operationId, status)             200 where the interface states it, any 2xx where it shows none
//   expectSuccess(r, operationId, what)        the same, as an assertion
import { expect } from '../harness.ts';
import { textOfHtml } from '../../../src/validation/html-text.ts';

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
 * Operations whose output the interface does not show: the gallery, gallery photo and uploaded
 * video endpoints ("Response bodies of the photo gallery, video gallery, gallery upload and video
 * endpoints: not shown"; their tables give no Output). Every other documented success is "200, ...".
 */
const OUTPUT_NOT_SHOWN: ReadonlySet<string> = new Set([
  'listPhotoGalleries', 'getPhotoGallery', 'uploadGalleryPhoto', 'deleteGalleryPhoto',
  'listVideoGalleries', 'getVideoGallery', 'uploadGalleryVideo', 'deleteUploadedVideo',
]);

export const outputNotShown = (operationId: string): boolean => OUTPUT_NOT_SHOWN.has(operationId);

/** A success: 200 where the interface states "200, ...", any 2xx where it shows no output. */
export function isSuccess(operationId: string, status: number): boolean {
  return outputNotShown(operationId) ? status >= 200 && status < 300 : status === 200;
}

/** Asserts a success: 200 where the interface states it, any 2xx where it shows no output. */
export function expectSuccess(r: { status: number }, operationId: string, what: string): void {
  if (outputNotShown(operationId)) {
    expect(r.status, `${what}: a success (the interface shows no status for it: any 2xx)`).toBeGreaterThanOrEqual(200);
    expect(r.status, `${what}: a success (the interface shows no status for it: any 2xx)`).toBeLessThan(300);
  } else {
    expect(r.status, what).toBe(200);
  }
}
