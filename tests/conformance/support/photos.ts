// What the photo spec files share (photos.spec.ts, photo-limits.spec.ts, photo-answers.spec.ts): the
// listed Photo element fields, a link, the page elements of a test's own column, and the
// preconditions of working on an uploaded photo. An uploaded photo known to be stored, and the
// element of an answer, are support/page-elements.ts's (storedPageElement, element).
import { expect } from '../harness.ts';
import { precondition, readBack } from '../assertions.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import { interfaceModel } from '../../../src/spec/interface-model.ts';
import type { OwnContent } from './content.ts';

export type Fields = Record<string, unknown>;

/** The Photo element fields the interface lists for responses (uploaded_data is request only). */
const PHOTO_FIELDS = interfaceModel().listedFields('photo-element.schema.json');
export const THUMBNAIL_SIZES = ['small', 'medium', 'large'] as const;
/** The keys a Photo element's thumbnails carry in every answer: "URLs keyed small, medium, large (responses also carry thumb)". */
const ANSWERED_THUMBNAIL_KEYS = [...THUMBNAIL_SIZES, 'thumb'] as const;

/**
 * A link set the way the interface asks: has_url with url and protocol. has_url 3 (full-size image
 * in a new window): inside the range, so that the range's own test alone judges its ends.
 */
export const LINK = { has_url: 3, protocol: 'https://', url: 'www.example.com/svc-conformance' } as const;

export const accepted = (r: { status: number }) => r.status >= 200 && r.status < 300;

/** A show of a page element that exists (a precondition: OP-PAGE-ELEMENTS-SHOW). */
export const showElement = (api: ApiClient, id: number) => readBack(api, 'getPageElement', { path: { id } }, id);

/** The listed Photo element fields an element lacks, and its thumbnail keys (small, medium, large, and thumb in answers) that are not URL strings. */
export const missingPhotoFields = (photo: Fields) => PHOTO_FIELDS.filter((k) => !(k in photo));
export function brokenThumbnails(photo: Fields): string[] {
  const thumbnails = photo.thumbnails;
  if (typeof thumbnails !== 'object' || thumbnails === null || Array.isArray(thumbnails))
    return ['thumbnails (an object)'];
  return ANSWERED_THUMBNAIL_KEYS.filter(
    (k) => typeof (thumbnails as Fields)[k] !== 'string' || (thumbnails as Fields)[k] === '',
  ).map((k) => `thumbnails.${k} (a URL string)`);
}

/**
 * A precondition of updating a photo's element: the photo, uploaded without content_locked, is not
 * content_locked as `shown` answers it (else an update may be refused for the lock: the default's failure).
 */
export const notContentLocked = (shown: ApiResult) =>
  precondition(
    'the photo to update is not content_locked (uploaded without it)',
    () => expect(shown.object.content_locked, 'a show does not return content_locked true').not.toBe(true),
    'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT',
  );

/** The ids of the page elements of the test's own column, read through the layout container show (a precondition). */
export async function columnIds(api: ApiClient, own: OwnContent): Promise<unknown[]> {
  const r = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
  return precondition(
    'the layout container answers its column',
    () => {
      const columns = Array.isArray(r.object.layout_columns) ? (r.object.layout_columns as Fields[]) : [];
      const column = columns.find((c) => c.id === own.columnId);
      expect(column, `layout container ${own.containerId} holds its column ${own.columnId}`).toBeTruthy();
      return (Array.isArray(column!.page_elements) ? (column!.page_elements as Fields[]) : []).map((pe) => pe.id);
    },
    'OP-LAYOUT-CONTAINERS-SHOW',
  );
}
