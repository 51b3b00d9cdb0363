// Page elements of a test's own, for the page-elements, page-element-updates, page-element-inputs,
// page-element-moves-and-locks, photos and videos tests. Each test takes its own News Article from
// support/content.ts (createOwnContent: its Content Node, first container and first column) and
// creates its page elements there, so that reading that column shows only what the test did.
//
//   trackPageElement(ledger, r)                      tracks a created page element (deletePageElement)
//   createTextBlock(api, ledger, columnId, pe?, el?) POST /page_elements (JSON) of a TextBlock, tracked
//   uploadPhoto(api, ledger, columnId, element)      POST /page_elements (multipart) of a Photo with a PNG, tracked
//   storedPageElement(api, r, what, coveredBy?)      a precondition: the create `r` was accepted with an id, and a
//                                                    show answers that page element (readBack); its id and that show
//   createSecondColumn(api, ledger, own)             a second layout container (twoColumn5050) in the content
//                                                    node, tracked (deleteLayoutContainer), read back; its first
//                                                    column (a precondition, covered by OP-LAYOUT-CONTAINERS-CREATE)
//   readColumn(api, containerId, columnId)           the page elements of one column by position (layout
//                                                    container show, a readBack: a precondition covered by
//                                                    OP-LAYOUT-CONTAINERS-SHOW), or undefined when the column is not there
//   PNG_FILE, MP4_FILE                               small upload files
//   isObject(v), element(r)                          whether a value is a JSON object; the element of an answer
//   needElement(value, where)                        the Element object, or the check ends not judged
//                                                    (PAGE-ELEMENT-HAS-ONE-ELEMENT's failure)
//   notLocked(shown, flag, what)                     a precondition: created without element_locked or
//                                                    content_locked, a show does not return it true
//   ownTextBlock(fixtures, label, what, content, pe?) a TextBlock in the column of a news article of the
//                                                    test's own, known to be stored (storedPageElement)
//   contentTextOf(pe, where)                         the text of the TextBlock content a page element carries
//   expectOneElement(pe, elementId)                  the page element carries one Element, the one element_id names
import { expect } from '../harness.ts';
import { createdId, expectAccepted, notJudged, precondition, readBack } from '../assertions.ts';
import type { ApiClient, ApiResult, Scalar } from '../../../src/harness/client.ts';
import type { Discovery } from '../../../src/harness/discovery.ts';
import type { Ledger } from '../../../src/harness/ledger.ts';
import { contentText } from './compare.ts';
import { createOwnContent, trackCreated, type OwnContent } from './content.ts';
import { columnsOf, createContainer } from './layout-containers.ts';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A valid 1x1 RGBA PNG (70 bytes). */
export const PNG_FILE: UploadFile = {
  name: 'svc-conformance.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** An ISO base media file (ftyp box, MP4 brands, and an empty mdat): small, sniffed as video/mp4, holds no frame. */
export const MP4_FILE: UploadFile = (() => {
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, payload]);
  };
  const minorVersion = Buffer.alloc(4);
  minorVersion.writeUInt32BE(0x200, 0);
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom', 'latin1'), minorVersion, Buffer.from('isomiso2avc1mp41', 'latin1')]),
  );
  return {
    name: 'svc-conformance.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.concat([ftyp, box('free', Buffer.alloc(0)), box('mdat', Buffer.alloc(0))]),
  };
})();

const byPosition = (a: Record<string, unknown>, b: Record<string, unknown>) => Number(a.position) - Number(b.position);

/** Tracks a created page element at once (a create that did not answer a success with an id created nothing to track). */
export const trackPageElement = (ledger: Ledger, r: ApiResult): void =>
  trackCreated(ledger, r, 'page_element', (id) => ({ operationId: 'deletePageElement', path: { id } }));

/**
 * A page element a create answered, known to be stored: a precondition that the create `r` was
 * accepted with an integer id (covered by `coveredBy`, the create's own rule), then a read back
 * through the show (covered by OP-PAGE-ELEMENTS-SHOW). What a test does with the page element next
 * (update, delete, move it) relies on it; an answer for a record never stored is the create's failure.
 */
export async function storedPageElement(
  api: ApiClient,
  r: ApiResult,
  what: string,
  coveredBy = 'OP-PAGE-ELEMENTS-CREATE',
): Promise<{ id: number; shown: ApiResult }> {
  const id = await createdId(r, what, coveredBy);
  const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
  return { id, shown };
}

/**
 * A TextBlock of `content` (and the page element fields `pageElement`) in the column of a news
 * article of the test's own (createOwnContent, named by `label`), known to be stored (storedPageElement,
 * `what`): the article, the create, the page element's id and the show that read it back.
 */
export async function ownTextBlock(
  fixtures: { api: ApiClient; ledger: Ledger; discovery: Discovery },
  label: string,
  what: string,
  content: string,
  pageElement: Record<string, unknown> = {},
): Promise<{ own: OwnContent; created: ApiResult; id: number; shown: ApiResult }> {
  const { api, ledger, discovery } = fixtures;
  const own = await createOwnContent(api, ledger, discovery, label);
  const created = await createTextBlock(api, ledger, own.columnId, pageElement, { content });
  const { id, shown } = await storedPageElement(api, created, what);
  return { own, created, id, shown };
}

/** POST /page_elements (JSON) of a TextBlock in the column; `pageElement` and `element` add fields. Tracked. */
export async function createTextBlock(
  api: ApiClient,
  ledger: Ledger,
  columnId: number,
  pageElement: Record<string, unknown> = {},
  element: Record<string, unknown> = { content: '<p>svc-conformance</p>' },
): Promise<ApiResult> {
  const r = await api.call('createPageElement', {
    json: { page_element: { layout_column_id: columnId, page_element_type: 'TextBlock', ...pageElement, element } },
  });
  trackPageElement(ledger, r);
  return r;
}

/** POST /page_elements (multipart) of a Photo with a PNG; `element` fields go in as page_element[element][<name>]. Tracked. */
export async function uploadPhoto(
  api: ApiClient,
  ledger: Ledger,
  columnId: number,
  element: Record<string, Scalar> = {},
): Promise<ApiResult> {
  const multipart: Record<string, Scalar | UploadFile> = {
    'page_element[layout_column_id]': columnId,
    'page_element[page_element_type]': 'Photo',
  };
  for (const [name, value] of Object.entries(element)) multipart[`page_element[element][${name}]`] = value;
  multipart['page_element[element][uploaded_data]'] = PNG_FILE;
  const r = await api.call('createPageElement', { multipart });
  trackPageElement(ledger, r);
  return r;
}

/**
 * A second layout container (twoColumn5050) in the content node of `own`, tracked; returns it and
 * its first column. A precondition (covered by OP-LAYOUT-CONTAINERS-CREATE: the layout-containers
 * tests prove it): the create answers the container with a column, and a show reads it back.
 */
export async function createSecondColumn(
  api: ApiClient,
  ledger: Ledger,
  own: OwnContent,
): Promise<{ containerId: number; columnId: number }> {
  const r = await createContainer(api, ledger, own, { layout_type: 'twoColumn5050' });
  const id = r.object.id;
  const made = await precondition(
    'a second layout container (twoColumn5050) with a column',
    () => {
      expectAccepted(r, 'POST /layout_containers is accepted');
      expect(typeof id, 'the created layout container has an integer id').toBe('number');
      const columns = [...columnsOf(r.object)].sort(byPosition);
      expect(typeof columns[0]?.id, 'the created layout container has a column').toBe('number');
      return { containerId: id as number, columnId: columns[0]!.id as number };
    },
    'OP-LAYOUT-CONTAINERS-CREATE',
  );
  const shown = await readBack(api, 'getLayoutContainer', { path: { id: made.containerId } }, made.containerId);
  await precondition(
    'the second layout container is stored with its column',
    () =>
      expect(
        columnsOf(shown.object).map((c) => c.id),
        'a show of the new layout container has its column',
      ).toContain(made.columnId),
    'OP-LAYOUT-CONTAINERS-CREATE',
  );
  return made;
}

/**
 * The page elements of one column, ordered by position, read through the layout container show (a
 * read back: a precondition that it answers that container, covered by OP-LAYOUT-CONTAINERS-SHOW);
 * undefined when the column is not there.
 */
export async function readColumn(
  api: ApiClient,
  containerId: number,
  columnId: number,
): Promise<Array<Record<string, unknown>> | undefined> {
  const r = await readBack(api, 'getLayoutContainer', { path: { id: containerId } }, containerId);
  const column = columnsOf(r.object).find((c) => c.id === columnId);
  if (!column) return undefined;
  const elements = Array.isArray(column.page_elements) ? (column.page_elements as Array<Record<string, unknown>>) : [];
  // Stable sort: the array order breaks ties of equal positions.
  return elements
    .map((pe, i) => ({ pe, i }))
    .sort((a, b) => byPosition(a.pe, b.pe) || a.i - b.i)
    .map(({ pe }) => pe);
}

/** The ids of page elements. */
export const idsOf = (list: Array<Record<string, unknown>> | undefined): unknown[] => (list ?? []).map((pe) => pe.id);

type Json = Record<string, unknown>;

export const element = (r: { object: Json }) => (r.object.element ?? {}) as Json;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Ends a check that reads an Element when the answer carries no one Element object: PAGE-ELEMENT-HAS-ONE-ELEMENT's failure, not this check's. */
export function needElement(value: unknown, where: string): Json {
  if (!isObject(value))
    return notJudged(`${where} carries no Element object (${JSON.stringify(value)?.slice(0, 80)})`, [
      'PAGE-ELEMENT-HAS-ONE-ELEMENT',
    ]);
  return value;
}

/** The text of the TextBlock content page element `pe` carries (contentText); the check ends not judged where `where` carries no Element (needElement). */
export const contentTextOf = (pe: Json, where: string): unknown => contentText(needElement(pe.element, where).content);

/** "A Page Element has exactly one Element": `pe` carries one Element object, the one element_id names (`elementId`). */
export function expectOneElement(pe: Json, elementId: unknown): void {
  expect(isObject(pe.element), 'exactly one Element: an object, not a list or null').toBe(true);
  expect((pe.element as Json).id, 'the Element is the one element_id names').toBe(elementId);
}

/**
 * What a test that changes, moves or deletes a page element relies on: the page element, created
 * without the flag, does not have it (element_locked: "cannot be moved or deleted"; content_locked:
 * "the content cannot be changed"). A precondition covered by the flag's default.
 */
export async function notLocked(
  shown: ApiResult,
  flag: 'element_locked' | 'content_locked',
  what: string,
): Promise<void> {
  const rule =
    flag === 'element_locked' ? 'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT' : 'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT';
  await precondition(
    `${what} is not ${flag} (created without it)`,
    () => expect(shown.object[flag], `a show does not return ${flag} true`).not.toBe(true),
    rule,
  );
}
