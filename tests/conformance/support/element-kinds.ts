// A column holding one page element of every element kind a test can create through the interface,
// so that every answer carrying that column (layout container show, update and move; news article
// create, show, update and delete) carries every nested element shape spec/openapi.yaml checks
// (TextBlock and Photo elements have listed fields; the video elements are page elements whose
// element shape is not shown). Read by tests/conformance/element-kinds.spec.ts.
//
//   fillWithEveryKind(api, ledger, target, columnId, testInfo) -> Promise<KindsPlaced>
//       POST /page_elements of a TextBlock (JSON), a Photo (multipart upload), an external video
//       (URL-encoded form) and, unless the user says the site's uploaded-video setting is off, an
//       uploaded video (multipart); each tracked in the ledger at once. The TextBlock, Photo and
//       external video are preconditions (asserted 200; their own rules are proven by the
//       page-elements, photos and videos tests). A refused uploaded video is left out with a note
//       while the setting is unknown (SVC_UPLOADED_VIDEOS unset), and fails when it is `enabled`.
//       Returns the ids placed and their element_type as answered.
//   elementIdsIn(container, columnId)  the page element ids of one column of a container answer
import type { TestInfo } from '@playwright/test';
import { expect, RUN_TAG } from '../harness.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import type { Ledger } from '../../../src/harness/ledger.ts';
import type { RunTarget } from '../../../src/harness/run-target.ts';
import { MP4_FILE, createTextBlock, trackPageElement, uploadPhoto } from './page-elements.ts';

/** A video page URL of a public video host (the external video form). */
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

export interface KindsPlaced {
  /** the page element ids placed in the column */
  ids: number[];
  /** element_type as each create answered it, by page element id */
  types: Map<number, unknown>;
}

function placed(r: ApiResult, what: string, into: KindsPlaced): void {
  expect(r.status, `precondition: ${what} is placed in the column (POST /page_elements)`).toBe(200);
  const id = r.object.id;
  expect(typeof id, `precondition: the ${what} page element has an integer id`).toBe('number');
  into.ids.push(id as number);
  into.types.set(id as number, r.object.element_type);
}

/** Puts a TextBlock, a Photo, an external video and (where the setting allows) an uploaded video in the column. */
export async function fillWithEveryKind(api: ApiClient, ledger: Ledger, target: RunTarget, columnId: number, testInfo: TestInfo): Promise<KindsPlaced> {
  const out: KindsPlaced = { ids: [], types: new Map() };
  placed(await createTextBlock(api, ledger, columnId, {}, { content: `<p>${RUN_TAG} every kind</p>` }), 'a TextBlock', out);
  placed(await uploadPhoto(api, ledger, columnId, { cutline: `${RUN_TAG} every kind` }), 'a Photo', out);
  const external = await api.call('createPageElement', {
    form: {
      'page_element[layout_column_id]': columnId,
      'page_element[page_element_type]': 'Video',
      'page_element[element][video_params][video_element_type]': 'ExternalVideo',
      'page_element[element][video_params][youtube_url]': YOUTUBE_URL,
    },
  });
  trackPageElement(ledger, external);
  placed(external, 'an external video', out);
  if (target.uploadedVideos === 'disabled') {
    testInfo.annotations.push({ type: 'note', description: 'no uploaded video placed: the site\'s uploaded-video setting is off (SVC_UPLOADED_VIDEOS=disabled)' });
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
  trackPageElement(ledger, uploaded);
  const refused = uploaded.status >= 400 && uploaded.status < 500;
  if (refused && target.uploadedVideos !== 'enabled') {
    testInfo.annotations.push({ type: 'note', description: `no uploaded video placed: the upload was refused (${uploaded.status}) and the site's uploaded-video setting is not known (SVC_UPLOADED_VIDEOS unset)` });
    return out;
  }
  placed(uploaded, 'an uploaded video', out);
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
