// A column holding one page element of every element kind a test can create through the interface,
// so that every answer carrying that column (layout container show, update and move; news article
// create, show, update and delete) carries every nested element shape spec/openapi.yaml checks
// (TextBlock and Photo elements have listed fields; the video elements are page elements whose
// element shape is not shown). Read by tests/conformance/element-kinds.spec.ts and
// element-kinds-page-elements.spec.ts.
//
//   fillWithEveryKind(api, ledger, target, { containerId, columnId }, testInfo) -> Promise<KindsPlaced>
//       POST /page_elements of a TextBlock (JSON), a Photo (multipart upload), an external video
//       (URL-encoded form) and, unless the user says the site's uploaded-video setting is off, an
//       uploaded video (multipart); each tracked in the ledger at once. Each is a precondition (their
//       own rules are proven by the page-elements, photos and videos tests): the create is accepted
//       with an id (covered by the create's own OP-*; the video forms' answers are not shown, so
//       their page element is the new one the container's column lists), a show reads it back (OP-PAGE-ELEMENTS-SHOW)
//       in the column it was created in (PAGE-ELEMENT-IN-COLUMN). A refused uploaded video is left
//       out with a note while the setting is unknown (SVC_UPLOADED_VIDEOS unset), and is a failed
//       precondition when it is `enabled`. Returns the ids placed and their element_type as shown.
//   elementIdsIn(container, columnId)  the page element ids of one column of a container answer
//   ELEMENT_SHAPES                     the rules of what a page element answer carries (its *-FIELDS)
//   checkShapes(r, rules, what)        one check per rule: the answer carries what the rule lists
import type { TestInfo } from '@playwright/test';
import { expect, RUN_TAG } from '../harness.ts';
import { check, expectAccepted, expectShape, precondition, readBack } from '../assertions.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import type { Ledger } from '../../../src/harness/ledger.ts';
import type { RunTarget } from '../../../src/harness/run-target.ts';
import { MP4_FILE, createTextBlock, idsOf, readColumn, storedPageElement, uploadPhoto } from './page-elements.ts';

/** A video page URL of a public video host (the external video form). */
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export interface KindsPlaced {
  /** the page element ids placed in the column */
  ids: number[];
  /** element_type as each create answered it, by page element id */
  types: Map<number, unknown>;
  /** the show that read each back after its create, by page element id */
  shown: Map<number, ApiResult>;
}

/** A placed page element: accepted, read back in the column (preconditions), recorded with its element_type as shown. */
async function placed(
  api: ApiClient,
  r: ApiResult,
  what: string,
  coveredBy: string,
  columnId: number,
  into: KindsPlaced,
): Promise<void> {
  const { id, shown } = await storedPageElement(
    api,
    r,
    `${what} placed in the column (POST /page_elements)`,
    coveredBy,
  );
  await record(id, shown, what, columnId, into);
}

async function record(id: number, shown: ApiResult, what: string, columnId: number, into: KindsPlaced): Promise<void> {
  await precondition(
    `${what} is in the column it was created in`,
    () => expect(shown.object.layout_column_id, `a show places ${what} in its column`).toBe(columnId),
    'PAGE-ELEMENT-IN-COLUMN',
  );
  into.ids.push(id);
  into.types.set(id, shown.object.element_type);
  into.shown.set(id, shown);
}

/**
 * A video placed through a form: its answer is not shown ("Response bodies of the ... video endpoints:
 * not shown"), so the page element is the one the container's column lists besides those placed before.
 */
async function placedVideo(
  api: ApiClient,
  ledger: Ledger,
  r: ApiResult,
  what: string,
  coveredBy: string,
  column: PlacedColumn,
  into: KindsPlaced,
): Promise<void> {
  await precondition(
    `${what} is accepted (POST /page_elements)`,
    () => expectAccepted(r, `${what}: the create is accepted`),
    coveredBy,
  );
  const listed = idsOf(await readColumn(api, column.containerId, column.columnId));
  const id = await precondition(
    `the column lists ${what}`,
    () => {
      const added = listed.filter((pe) => !into.ids.includes(pe as number));
      expect(added.length, `the column lists one page element besides those placed before ${what}`).toBe(1);
      return added[0] as number;
    },
    coveredBy,
  );
  ledger.track('page_element', id, { operationId: 'deletePageElement', path: { id } });
  await record(id, await readBack(api, 'getPageElement', { path: { id } }, id), what, column.columnId, into);
}

export interface PlacedColumn {
  containerId: number;
  columnId: number;
}

/** Puts a TextBlock, a Photo, an external video and (where the setting allows) an uploaded video in the column. */
export async function fillWithEveryKind(
  api: ApiClient,
  ledger: Ledger,
  target: RunTarget,
  column: PlacedColumn,
  testInfo: TestInfo,
): Promise<KindsPlaced> {
  const { columnId } = column;
  const out: KindsPlaced = { ids: [], types: new Map(), shown: new Map() };
  await placed(
    api,
    await createTextBlock(api, ledger, columnId, {}, { content: `<p>${RUN_TAG} every kind</p>` }),
    'a TextBlock',
    'OP-PAGE-ELEMENTS-CREATE',
    columnId,
    out,
  );
  await placed(
    api,
    await uploadPhoto(api, ledger, columnId, { cutline: `${RUN_TAG} every kind` }),
    'a Photo',
    'OP-PHOTO-ELEMENT-UPLOAD',
    columnId,
    out,
  );
  const external = await api.call('createPageElement', {
    form: {
      'page_element[layout_column_id]': columnId,
      'page_element[page_element_type]': 'Video',
      'page_element[element][video_params][video_element_type]': 'ExternalVideo',
      'page_element[element][video_params][youtube_url]': YOUTUBE_URL,
    },
  });
  await placedVideo(api, ledger, external, 'an external video', 'OP-EXTERNAL-VIDEO-ELEMENT-CREATE', column, out);
  if (target.uploadedVideos === 'disabled') {
    testInfo.annotations.push({
      type: 'note',
      description: "no uploaded video placed: the site's uploaded-video setting is off (SVC_UPLOADED_VIDEOS=disabled)",
    });
    return out;
  }
  const uploaded = await api.call('createPageElement', {
    multipart: {
      'page_element[layout_column_id]': columnId,
      'page_element[page_element_type]': 'Video',
      'page_element[element][video_params][video_element_type]': 'UploadedVideo',
      'page_element[element][video_params][title]': `${RUN_TAG} every kind`,
      'page_element[element][video_params][uploaded_data]': MP4_FILE,
    },
  });
  const refused = uploaded.status >= 400 && uploaded.status < 500;
  if (refused && target.uploadedVideos !== 'enabled') {
    testInfo.annotations.push({
      type: 'note',
      description: `no uploaded video placed: the upload was refused (${uploaded.status}) and the site's uploaded-video setting is not known (SVC_UPLOADED_VIDEOS unset)`,
    });
    return out;
  }
  await placedVideo(api, ledger, uploaded, 'an uploaded video', 'OP-UPLOADED-VIDEO-ELEMENT-CREATE', column, out);
  return out;
}

type Json = Record<string, unknown>;

/** The page element ids of the column `columnId` of a Layout Container answer (undefined when the column is not there). */
export function elementIdsIn(container: unknown, columnId: number): unknown[] | undefined {
  const columns = (container as Json | undefined)?.layout_columns;
  const column = Array.isArray(columns) ? (columns as Json[]).find((c) => c?.id === columnId) : undefined;
  if (!column) return undefined;
  return Array.isArray(column.page_elements) ? (column.page_elements as Json[]).map((pe) => pe?.id) : [];
}

/** The rules of the nested page element kinds: what a page element answer carries. */
export const ELEMENT_SHAPES = ['PAGE-ELEMENT-FIELDS', 'TEXTBLOCK-FIELDS', 'PHOTO-FIELDS', 'PHOTO-THUMBNAILS'] as const;

/** One check per rule: the answer carries what the rule lists (its schema errors of that rule, none). */
export async function checkShapes(r: ApiResult, rules: readonly string[], what: string): Promise<void> {
  for (const rule of rules) await check(rule, `${what} carries what ${rule} lists`, () => expectShape(r, rule));
}
