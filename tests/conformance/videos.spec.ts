// Video elements on a page (interface: Endpoints > Videos and video galleries: Uploaded video,
// External video, Uploaded video delete; Resources and their fields > Page Element, element_type).
// The interface does not show the response bodies of these endpoints: the suite checks what it
// states (a page element showing the video, of a video element type) and records the rest. Every
// test makes its own News Article (support/content.ts) and works in its column. Video galleries
// and gallery uploads are the galleries area.
// Each check judges one requirement (check(...)); a create or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, observe, need, RUN_TAG, sampleOf } from './harness.ts';
import { expectAccepted, expectClientError, check, checkRefusal, precondition, readBack } from './assertions.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { walkJson } from '../../src/harness/json-walk.ts';
import { createArticle, createOwnContent, type OwnContent } from './support/content.ts';
import { MP4_FILE, PNG_FILE, idsOf, readColumn, trackPageElement } from './support/page-elements.ts';
import { expectSuccess } from './support/compare.ts';
import { skipWhenUploadRefused, skipWhenUploadsOff, uploadsOffSite } from './support/uploads.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

/** The element types a video create names (its page_element_type and video_element_type), the model of the interface's. */
const VIDEO_ELEMENT_TYPES = interfaceModel().videoElementTypes;
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** A Video page element in a column: an upload (multipart, with its title) or an embed (URL-encoded form, with its YouTube URL); tracked. */
async function createVideo(
  api: ApiClient,
  ledger: Ledger,
  columnId: number,
  video: { title: string } | { youtubeUrl: string },
): Promise<ApiResult> {
  const fields = {
    'page_element[layout_column_id]': columnId,
    'page_element[page_element_type]': 'Video',
    'page_element[element][video_params][video_element_type]': 'title' in video ? 'UploadedVideo' : 'ExternalVideo',
  };
  const r = await api.call(
    'createPageElement',
    'title' in video
      ? {
          multipart: {
            ...fields,
            'page_element[element][video_params][title]': video.title,
            'page_element[element][video_params][uploaded_data]': MP4_FILE,
          },
        }
      : { form: { ...fields, 'page_element[element][video_params][youtube_url]': video.youtubeUrl } },
  );
  trackPageElement(ledger, r);
  return r;
}
const uploadVideo = (api: ApiClient, ledger: Ledger, columnId: number, title: string): Promise<ApiResult> =>
  createVideo(api, ledger, columnId, { title });
const embedVideo = (api: ApiClient, ledger: Ledger, columnId: number, youtubeUrl: string): Promise<ApiResult> =>
  createVideo(api, ledger, columnId, { youtubeUrl });

/** The shape of a video page element answer, for the record (the interface does not show it). */
function shapeOf(r: ApiResult): Record<string, unknown> {
  const element = r.object.element;
  return {
    status: r.status,
    keys: Object.keys(r.object),
    element_type: r.object.element_type ?? null,
    element: typeof element === 'object' && element !== null ? element : (element ?? null),
  };
}

/**
 * Where the deployment gives the uploaded video's id: an `uploaded_video_id` field or an
 * `uploaded_video` object anywhere in the bodies, else element_id of an UploadedVideo page element.
 */
function findUploadedVideoId(...bodies: Array<Record<string, unknown>>): { id: number; where: string } | undefined {
  for (const body of bodies) {
    let found: { id: number; where: string } | undefined;
    walkJson(body, (value, key, path) => {
      if (found) return;
      if (key === 'uploaded_video_id' && typeof value === 'number') found = { id: value, where: path };
      else if (
        key === 'uploaded_video' &&
        typeof value === 'object' &&
        value !== null &&
        typeof (value as Record<string, unknown>).id === 'number'
      ) {
        found = { id: (value as Record<string, unknown>).id as number, where: `${path}/id` };
      }
    });
    if (found) return found;
  }
  for (const body of bodies) {
    if (body.element_type === 'UploadedVideo' && typeof body.element_id === 'number')
      return { id: body.element_id, where: '/element_id (element_type UploadedVideo)' };
  }
  return undefined;
}

const accepted = (r: { status: number }) => r.status >= 200 && r.status < 300;

/** The ids of the page elements of the test's own column, read through the layout container show (a precondition). */
async function columnIds(api: ApiClient, own: OwnContent): Promise<unknown[]> {
  const column = await readColumn(api, own.containerId, own.columnId);
  return precondition(
    'the layout container answers its column',
    () => {
      expect(column, `layout container ${own.containerId} holds its column ${own.columnId}`).toBeTruthy();
      return idsOf(column);
    },
    'OP-LAYOUT-CONTAINERS-SHOW',
  );
}

/**
 * A video page element was created in the test's own column. The answer's body is not shown
 * ("Response bodies of the ... video endpoints: not shown"), so only its status is judged: a success
 * (any 2xx: the video rows show no output) (`requirement`, the form's operation). The page element
 * "showing the video" is found where the interface does show it: the column lists one new page
 * element (`requirement`), and a show returns it with a video element type (VIDEO-ELEMENT-TYPE;
 * Resources > Page Element, the Video element's types). Returns the show's answer.
 */
async function checkVideoElementStored(
  api: ApiClient,
  ledger: Ledger,
  r: ApiResult,
  own: OwnContent,
  requirement: string,
  what: string,
): Promise<ApiResult> {
  await check(requirement, `the ${what} answers a success`, () =>
    expectSuccess(r, requirement, `POST /page_elements (${what}) answers a success`),
  );
  await precondition(`the ${what} is accepted`, () => expectAccepted(r, `the ${what} is accepted`), requirement);
  const ids = await columnIds(api, own);
  await check(requirement, `the ${what} page element is stored: the column shows one page element`, () =>
    expect(ids.length, 'the column of the request shows the video element').toBe(1),
  );
  const id = ids[0] as number;
  ledger.track('page_element', id, { operationId: 'deletePageElement', path: { id } });
  const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
  await check('VIDEO-ELEMENT-TYPE', `a show returns the ${what} page element with a video type`, () =>
    expect(VIDEO_ELEMENT_TYPES, 'a show answers element_type of a video type').toContain(shown.object.element_type),
  );
  return shown;
}

test.describe('video elements', () => {
  test(
    'an uploaded video (multipart) creates a page element of a video type showing it',
    writing(proves('OP-UPLOADED-VIDEO-ELEMENT-CREATE', 'VIDEO-ELEMENT-TYPE', 'VIDEO-RESPONSE-BODIES-OBSERVED')),
    async ({ api, discovery, ledger, target }, testInfo) => {
      skipWhenUploadsOff(target, need(await discovery.site()));
      const own = await createOwnContent(api, ledger, discovery, 'uploaded video');
      const title = `${RUN_TAG} uploaded video`;
      const r = await uploadVideo(api, ledger, own.columnId, title);
      skipWhenUploadRefused(target, r, own.siteId, 'uploaded video element', testInfo);
      observe(
        testInfo,
        'VIDEO-RESPONSE-BODIES-OBSERVED',
        'POST /page_elements (multipart, UploadedVideo) answer',
        shapeOf(r),
      );
      await checkVideoElementStored(
        api,
        ledger,
        r,
        own,
        'OP-UPLOADED-VIDEO-ELEMENT-CREATE',
        'uploaded video (multipart)',
      );
      observe(
        testInfo,
        'VIDEO-RESPONSE-BODIES-OBSERVED',
        'the title sent appears in the answer',
        JSON.stringify(r.body).includes(title),
      );
    },
  );

  test(
    'an external video (URL-encoded form) creates a page element of a video type showing it',
    writing(proves('OP-EXTERNAL-VIDEO-ELEMENT-CREATE', 'VIDEO-ELEMENT-TYPE', 'VIDEO-RESPONSE-BODIES-OBSERVED')),
    async ({ api, discovery, ledger }, testInfo) => {
      const own = await createOwnContent(api, ledger, discovery, 'external video');
      const r = await embedVideo(api, ledger, own.columnId, YOUTUBE_URL);
      observe(
        testInfo,
        'VIDEO-RESPONSE-BODIES-OBSERVED',
        'POST /page_elements (URL-encoded, ExternalVideo) answer',
        shapeOf(r),
      );
      const shown = await checkVideoElementStored(
        api,
        ledger,
        r,
        own,
        'OP-EXTERNAL-VIDEO-ELEMENT-CREATE',
        'external video (URL-encoded form)',
      );
      observe(
        testInfo,
        'VIDEO-RESPONSE-BODIES-OBSERVED',
        'the video page URL sent appears in the show',
        JSON.stringify(shown.body).includes(YOUTUBE_URL),
      );
    },
  );

  // One requirement (observations aside): the whole body is its check; the upload and the show that
  // find the video are preconditions.
  test(
    'an uploaded video is deleted through DELETE /uploaded_videos/:id',
    writing(proves('OP-UPLOADED-VIDEOS-DELETE', 'VIDEO-RESPONSE-BODIES-OBSERVED')),
    async ({ api, discovery, ledger, target }, testInfo) => {
      skipWhenUploadsOff(target, need(await discovery.site()));
      const own = await createOwnContent(api, ledger, discovery, 'uploaded video delete');
      const created = await uploadVideo(api, ledger, own.columnId, `${RUN_TAG} video to delete`);
      skipWhenUploadRefused(target, created, own.siteId, 'uploaded video element', testInfo);
      // The upload's answer is not shown: the page element is the one the column shows.
      await precondition(
        'the uploaded video is accepted',
        () => expectAccepted(created, 'the uploaded video is accepted'),
        'OP-UPLOADED-VIDEO-ELEMENT-CREATE',
      );
      const pageElementId = await precondition(
        'the column shows the uploaded video page element',
        async () => {
          const ids = await columnIds(api, own);
          expect(ids.length, 'the column shows one page element').toBe(1);
          return ids[0] as number;
        },
        'OP-UPLOADED-VIDEO-ELEMENT-CREATE',
      );
      const shown = await readBack(api, 'getPageElement', { path: { id: pageElementId } }, pageElementId);
      const video = findUploadedVideoId(created.object, shown.object);
      observe(
        testInfo,
        'VIDEO-RESPONSE-BODIES-OBSERVED',
        'where the uploaded video id is given',
        video?.where ?? 'nowhere',
      );
      test.skip(
        !video,
        'the uploaded video id is nowhere in the page element answers (looked for uploaded_video_id, uploaded_video.id, and element_id of an UploadedVideo element); the interface does not show where it is',
      );
      const videoId = video!.id;
      ledger.track('uploaded_video', videoId, { operationId: 'deleteUploadedVideo', path: { id: videoId } });

      // With the bearer credential; when it is refused, the same delete with HTTP basic credentials and
      // SVC-API-TOKEN, as the interface also shows this endpoint (Authentication 2): the control that
      // tells a refused credential (AUTH-BEARER-ACCEPTED) from a failing delete. The answer that judges
      // the delete is the one of the credential that is served.
      const bearer = await api.call('deleteUploadedVideo', { path: { id: videoId } });
      const control =
        !accepted(bearer) && target.basic
          ? await api.as({ kind: 'basic', ...target.basic }).call('deleteUploadedVideo', { path: { id: videoId } })
          : undefined;
      const r = control && accepted(control) ? control : bearer;
      if (accepted(r)) ledger.forget('uploaded_video', videoId);
      observe(testInfo, 'VIDEO-RESPONSE-BODIES-OBSERVED', `DELETE /uploaded_videos/${videoId} answer`, {
        status: r.status,
        body: r.body ?? r.text.slice(0, 500),
        ...(r === control ? { bearerStatus: bearer.status } : {}),
      });
      await check('OP-UPLOADED-VIDEOS-DELETE', 'the delete of the uploaded video answers a success', () =>
        expectSuccess(r, 'deleteUploadedVideo', `DELETE /uploaded_videos/${videoId}`),
      );
      const again = await api.call('deleteUploadedVideo', { path: { id: videoId } });
      const after = await api.call('getPageElement', { path: { id: pageElementId } });
      observe(
        testInfo,
        'VIDEO-RESPONSE-BODIES-OBSERVED',
        'after the uploaded video delete: a second delete, and the page element that showed it',
        {
          secondDelete: again.status,
          pageElement: shapeOf(after),
        },
      );
    },
  );

  test(
    'the answer to an uploaded video on each accessible site is recorded (the uploaded-video setting)',
    writing(proves('VIDEO-UPLOAD-SETTING-OBSERVED')),
    async ({ api, ledger }, testInfo) => {
      const sites = await readBack(api, 'listSites', {});
      const answers: Array<Record<string, unknown>> = [];
      for (const site of sampleOf(sites.list, 3)) {
        const siteId = site.id;
        if (typeof siteId !== 'number') continue;
        const tags = await api.call('listTags', { query: { site_id: siteId, scope: 'has_news' } });
        const tagId = ((tags.object.tags as Array<Record<string, unknown>> | undefined) ?? []).find(
          (t) => typeof t.id === 'number',
        )?.id;
        if (typeof tagId !== 'number') {
          answers.push({ site_id: siteId, skipped: 'no has_news tag to make a news article with' });
          continue;
        }
        const article = await createArticle(api, ledger, {
          title: `${RUN_TAG} uploaded video setting`,
          page_node_ids: String(tagId),
        });
        if (!accepted(article) || typeof article.object.id !== 'number') {
          answers.push({ site_id: siteId, skipped: `POST /news_articles answered ${article.status}` });
          continue;
        }
        const containers =
          ((article.object.content_node as Record<string, unknown> | undefined)?.layout_containers as
            | Array<Record<string, unknown>>
            | undefined) ?? [];
        const columnId = (containers[0]?.layout_columns as Array<Record<string, unknown>> | undefined)?.[0]?.id;
        if (typeof columnId !== 'number') {
          answers.push({ site_id: siteId, skipped: 'the new news article has no layout column' });
          continue;
        }
        const r = await uploadVideo(api, ledger, columnId, `${RUN_TAG} setting probe`);
        answers.push({
          site_id: siteId,
          status: r.status,
          errors: typeof r.object.errors === 'string' ? r.object.errors : null,
        });
      }
      observe(
        testInfo,
        'VIDEO-UPLOAD-SETTING-OBSERVED',
        'uploaded video element create per accessible site (where the setting is off, its answer is here)',
        answers,
      );
    },
  );

  // "The uploaded-video setting must be enabled for the site to use upload functionality": an upload
  // where it is off is a request the interface rules out (a 4xx with the error body, nothing stored).
  test(
    'on a site whose uploaded-video setting is off, an uploaded video is refused and nothing is stored',
    writing(proves('VIDEO-UPLOAD-SETTING-OFF-REFUSED', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger, target }) => {
      const off = await uploadsOffSite(target, api, discovery);
      const own = await createOwnContent(api, ledger, discovery, 'uploaded video, setting off', off);
      const r = await uploadVideo(api, ledger, own.columnId, `${RUN_TAG} refused upload`);
      await checkRefusal(
        r,
        'VIDEO-UPLOAD-SETTING-OFF-REFUSED',
        `an uploaded video on site ${off.siteId}, whose uploaded-video setting is off`,
      );
      const ids = await columnIds(api, own);
      await check('VIDEO-UPLOAD-SETTING-OFF-REFUSED', 'the refused upload stored nothing', () =>
        expect(ids, 'nothing was stored').toEqual([]),
      );
    },
  );

  // The forms of POST /page_elements name their target column (page_element[layout_column_id]; the
  // create requires layout_column_id), and a video form its video_element_type: UploadedVideo for the
  // multipart upload, ExternalVideo for the URL-encoded form. Without the column, or with another
  // video_element_type, the request is not what the interface describes.
  test(
    'an upload form without layout_column_id, or with an unknown video_element_type, is rejected and stores nothing',
    writing(proves('ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'upload forms rejected');
      const video = (type: string, column: boolean) => ({
        ...(column ? { 'page_element[layout_column_id]': own.columnId } : {}),
        'page_element[page_element_type]': 'Video',
        'page_element[element][video_params][video_element_type]': type,
        'page_element[element][video_params][title]': `${RUN_TAG} rejected upload`,
        'page_element[element][video_params][uploaded_data]': MP4_FILE,
      });
      const external = (type: string, column: boolean) => ({
        ...(column ? { 'page_element[layout_column_id]': own.columnId } : {}),
        'page_element[page_element_type]': 'Video',
        'page_element[element][video_params][video_element_type]': type,
        'page_element[element][video_params][youtube_url]': YOUTUBE_URL,
      });
      const requests: Array<[string, Parameters<ApiClient['call']>[1]]> = [
        [
          'a photo upload without layout_column_id',
          {
            multipart: {
              'page_element[page_element_type]': 'Photo',
              'page_element[element][cutline]': `${RUN_TAG} rejected photo`,
              'page_element[element][uploaded_data]': PNG_FILE,
            },
          },
        ],
        ['an uploaded video without layout_column_id', { multipart: video('UploadedVideo', false) }],
        ['an external video without layout_column_id', { form: external('ExternalVideo', false) }],
        ['an uploaded video with video_element_type Bogus', { multipart: video('Bogus', true) }],
        ['an external video with video_element_type Bogus', { form: external('Bogus', true) }],
      ];
      for (const [what, options] of requests) {
        const r = await api.call('createPageElement', { ...options, unvalidated: true });
        trackPageElement(ledger, r);
        // the rule that rules the request out is ERROR-BAD-INPUT-4XX's own: refused with a 4xx (checkRefusal
        // judges the refusal and the body; the 4xx, not a 5xx, is judged here)
        await checkRefusal(r, 'ERROR-BAD-INPUT-4XX', what);
        await check('ERROR-BAD-INPUT-4XX', `${what}: the refusal is a 4xx`, () =>
          expectClientError(r, `${what} is rejected with a 4xx (answered ${r.status})`),
        );
      }
      const ids = await columnIds(api, own);
      await check('ERROR-BAD-INPUT-4XX', 'the refused requests stored nothing in the column', () =>
        expect(ids, 'nothing was stored in the column').toEqual([]),
      );
    },
  );
});
