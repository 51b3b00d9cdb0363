// Photo and video galleries, gallery photos and gallery videos (interface: Endpoints > Photos and
// photo galleries, Videos and video galleries; Authentication 2; Conventions 4). Every call uses
// HTTP basic credentials with SVC-API-TOKEN, as the interface shows these endpoints (`basicApi`).
// The response bodies and the fields of gallery, gallery photo and uploaded video records are not
// shown: the suite finds galleries and created ids where the deployment puts them, records the
// shapes as observations, and skips with the reason where it cannot find an id.
import { test, expect, proves, need, observe, RUN_TAG, type Reads } from './harness.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import { recordsOf, type Discovery } from '../../src/harness/discovery.ts';
import { skipWhenUploadRefused, skipWhenUploadsOff } from './support/uploads.ts';
import { expectSuccess } from './support/compare.ts';

type Fields = Record<string, unknown>;
type Kind = 'photo' | 'video';

const INDEX: Record<Kind, string> = { photo: 'listPhotoGalleries', video: 'listVideoGalleries' };
const SHOW: Record<Kind, string> = { photo: 'getPhotoGallery', video: 'getVideoGallery' };

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The smallest MP4 a sniffer recognises: an ftyp box and an empty mdat box. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]), Buffer.from('mdat'),
]);

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A short description of a JSON value's shape: keys and the types of their values, two levels deep. */
function shapeOf(value: unknown, depth = 2): unknown {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : [shapeOf(value[0], depth)];
  if (isObject(value)) {
    if (depth === 0) return 'object';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v, depth - 1)]));
  }
  return value === null ? 'null' : typeof value;
}

/** The id of a created record: top level, or in the one object the body wraps it in. */
function createdId(body: unknown): { id: number; where: string } | undefined {
  if (!isObject(body)) return undefined;
  if (typeof body.id === 'number') return { id: body.id, where: 'id' };
  const nested = Object.entries(body).filter(([, v]) => isObject(v) && typeof v.id === 'number');
  if (nested.length === 1) return { id: (nested[0]![1] as Fields).id as number, where: `${nested[0]![0]}.id` };
  return undefined;
}

/** Whether a JSON body holds an object with this id below its top level (a gallery's items). */
function holdsItem(body: unknown, id: number): boolean {
  let found = false;
  const visit = (v: unknown, depth: number): void => {
    if (found) return;
    if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isObject(v)) {
      if (depth >= 2 && v.id === id) found = true;
      Object.values(v).forEach((x) => visit(x, depth + 1));
    }
  };
  visit(body, 0);
  return found;
}

/**
 * A success with a JSON body. The interface shows no output for the gallery, gallery photo and
 * uploaded video endpoints (no status, no body): any 2xx; "Responses are JSON" (Conventions 2).
 */
function expectJsonSuccess(r: ApiResult, operationId: string, what: string): void {
  expectSuccess(r, operationId, what);
  expect(r.isJson, `${what}: a JSON body with a JSON content type`).toBe(true);
}

/**
 * The galleries of an entity: the first spelling of object_type the deployment serves (the
 * interface gives only `game` as an example), and the first candidate with a gallery, else the
 * first candidate.
 */
async function galleriesOf(api: ApiClient, kind: Kind, spellings: string[], candidates: number[]): Promise<{ objectType: string; objectId: number; r: ApiResult; tried: Fields[] }> {
  const tried: Fields[] = [];
  let first: { objectType: string; objectId: number; r: ApiResult } | undefined;
  let refused: { objectType: string; objectId: number; r: ApiResult } | undefined;
  for (const objectType of spellings) {
    for (const objectId of candidates) {
      const r = await api.call(INDEX[kind], { query: { object_type: objectType, object_id: objectId } });
      tried.push({ object_type: objectType, object_id: objectId, status: r.status, galleries: recordsOf(r.body).length });
      if (r.status < 200 || r.status >= 300) {
        refused ??= { objectType, objectId, r };
        break; // this spelling is not served
      }
      first ??= { objectType, objectId, r };
      if (recordsOf(r.body).length > 0) return { objectType, objectId, r, tried };
    }
    if (first) break;
  }
  return { ...(first ?? refused!), tried };
}

/** Up to five team instances, the discovered one first. */
async function teamInstanceCandidates(reads: Reads, discovery: Discovery): Promise<number[]> {
  const ti = need(await discovery.teamInstance());
  // The subseason's team instances as the worker read them once (the read probe of the index).
  const index = await reads.answer('listTeamInstances');
  const more = 'result' in index ? index.result.list.map((t) => t.id) : [];
  return [...new Set([ti, ...more.filter((id): id is number => typeof id === 'number')])].slice(0, 5);
}

/** Up to five news articles of the index. */
async function newsArticleCandidates(reads: Reads): Promise<number[]> {
  // Not an article of this run (a running test may be deleting it: they are all named with the run
  // tag), then the lowest ids (a choice independent of the index order; ids say nothing of age);
  // from the index as the worker read it once (the read probe).
  const ids = (await reads.result('listNewsArticles')).list
    .filter((a) => !(typeof a.title === 'string' && a.title.startsWith(RUN_TAG)))
    .map((a) => a.id).filter((id): id is number => typeof id === 'number').sort((a, b) => a - b).slice(0, 5);
  test.skip(ids.length === 0, 'the news article index lists no article');
  return ids;
}

for (const kind of ['photo', 'video'] as const) {
  const indexReq = kind === 'photo' ? 'OP-PHOTO-GALLERIES-INDEX' : 'OP-VIDEO-GALLERIES-INDEX';
  const showReq = kind === 'photo' ? 'OP-PHOTO-GALLERIES-SHOW' : 'OP-VIDEO-GALLERIES-SHOW';

  test.describe(`${kind} galleries`, () => {
    test(`the ${kind} galleries of a game are listed`, proves(indexReq, 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'), async ({ basicApi, discovery }, testInfo) => {
      const game = need(await discovery.game());
      const r = await basicApi.call(INDEX[kind], { query: { object_type: 'game', object_id: game } });
      expectJsonSuccess(r, INDEX[kind], `GET ${INDEX[kind]} with object_type game and object_id ${game}`);
      const galleries = recordsOf(r.body);
      // The fields of a gallery are not shown: whether each names this game is recorded, not checked.
      observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index body (object_type game)`, {
        galleries: galleries.length,
        objectIdsOtherThanTheGame: galleries.filter((g) => 'object_id' in g && g.object_id !== game).map((g) => g.id),
        shape: shapeOf(r.body, 3),
      });
    });

    test(`the ${kind} galleries of a team instance are listed`, proves(indexReq, 'GALLERY-RECORD-FIELDS-OBSERVED'), async ({ reads, basicApi, discovery }, testInfo) => {
      const candidates = await teamInstanceCandidates(reads, discovery);
      const found = await galleriesOf(basicApi, kind, ['team_instance', 'TeamInstance'], candidates);
      observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index of team instances`, { tried: found.tried, shape: shapeOf(found.r.body, 3) });
      expectJsonSuccess(found.r, INDEX[kind], `GET ${INDEX[kind]} with object_type ${found.objectType} and object_id ${found.objectId}`);
    });

    test(`the ${kind} galleries of a news article are listed`, proves(indexReq, 'GALLERY-RECORD-FIELDS-OBSERVED'), async ({ reads, basicApi }, testInfo) => {
      const candidates = await newsArticleCandidates(reads);
      const found = await galleriesOf(basicApi, kind, ['news_article', 'NewsArticle'], candidates);
      observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index of news articles`, { tried: found.tried, shape: shapeOf(found.r.body, 3) });
      expectJsonSuccess(found.r, INDEX[kind], `GET ${INDEX[kind]} with object_type ${found.objectType} and object_id ${found.objectId}`);
    });

    test(`a ${kind} gallery is shown`, proves(showReq, 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'), async ({ reads, basicApi, discovery }, testInfo) => {
      // The first gallery of the game, else of a team instance, else of a news article.
      let gallery: Fields | undefined;
      const game = await discovery.game();
      if ('value' in game) gallery = recordsOf((await basicApi.call(INDEX[kind], { query: { object_type: 'game', object_id: game.value } })).body)[0];
      if (!gallery && 'value' in (await discovery.teamInstance())) gallery = recordsOf((await galleriesOf(basicApi, kind, ['team_instance', 'TeamInstance'], await teamInstanceCandidates(reads, discovery))).r.body)[0];
      if (!gallery) gallery = recordsOf((await galleriesOf(basicApi, kind, ['news_article', 'NewsArticle'], await newsArticleCandidates(reads))).r.body)[0];
      test.skip(!gallery, `no ${kind} gallery with an id was found for the game, a team instance or a news article`);
      const id = gallery!.id as number;
      const r = await basicApi.call(SHOW[kind], { path: { id } });
      expectJsonSuccess(r, SHOW[kind], `GET ${SHOW[kind]} ${id}`);
      observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery show body`, shapeOf(r.body, 3));
      // The body of a gallery show is not shown: whether a top-level id is the gallery's is recorded.
      observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery show: top-level id`, isObject(r.body) && 'id' in r.body ? { id: r.body.id, isTheGallery: r.body.id === id } : 'none');
    });
  });
}

test.describe('gallery uploads', () => {
  test('a gallery photo is uploaded to the game, deleted, and then gone', proves('OP-GALLERY-PHOTOS-UPLOAD', 'OP-GALLERY-PHOTOS-DELETE', 'GALLERY-DELETE-GONE', 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'), async ({ basicApi, discovery, ledger, writes }, testInfo) => {
    void writes;
    const game = need(await discovery.game());
    const fileName = `${RUN_TAG}-gallery-photo.png`;
    ledger.intend({ kind: 'gallery_upload', find: { galleryKind: 'photo', objectType: 'game', objectId: game } });
    const r = await basicApi.call('uploadGalleryPhoto', { multipart: { object_type: 'game', object_id: game, filedata: { name: fileName, mimeType: 'image/png', buffer: PNG } } });
    const found = createdId(r.body);
    if (r.status >= 200 && r.status < 300 && found) ledger.track('gallery_photo', found.id, { operationId: 'deleteGalleryPhoto', path: { id: found.id } });
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'gallery photo upload body', { status: r.status, idAt: found?.where ?? null, shape: shapeOf(r.body, 3) });
    expectJsonSuccess(r, 'uploadGalleryPhoto', 'POST /gallery_photos (multipart object_type, object_id, filedata)');
    test.skip(!found, 'the upload body shows no id of the gallery photo (top level or in one nested object), so it cannot be deleted: it is left in the game\'s gallery');
    const id = found!.id;

    const gallery = await basicApi.call('listPhotoGalleries', { query: { object_type: 'game', object_id: game } });
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'the game\'s photo galleries after the upload', { holdsPhotoId: holdsItem(gallery.body, id), mentionsFileName: gallery.text.includes(fileName) });

    const deleted = await basicApi.call('deleteGalleryPhoto', { path: { id } });
    expectJsonSuccess(deleted, 'deleteGalleryPhoto', `DELETE /gallery_photos/${id}`);
    ledger.forget('gallery_photo', id);
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'gallery photo delete body', { idAt: createdId(deleted.body)?.where ?? null, sameId: createdId(deleted.body)?.id === id, shape: shapeOf(deleted.body, 3) });

    const again = await basicApi.call('deleteGalleryPhoto', { path: { id } });
    expect(again.status, 'a second delete of the gallery photo answers 4xx: it is gone').toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const after = await basicApi.call('listPhotoGalleries', { query: { object_type: 'game', object_id: game } });
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'the game\'s photo galleries after the delete', { holdsPhotoId: holdsItem(after.body, id), mentionsFileName: after.text.includes(fileName) });
  });

  test('a gallery video is uploaded to the game, deleted, and then gone', proves('OP-GALLERY-VIDEOS-UPLOAD', 'OP-GALLERY-VIDEOS-DELETE', 'GALLERY-DELETE-GONE', 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'), async ({ basicApi, discovery, ledger, target, writes }, testInfo) => {
    void writes;
    const game = need(await discovery.game());
    skipWhenUploadsOff(target, need(await discovery.site()));
    const fileName = `${RUN_TAG}-gallery-video.mp4`;
    ledger.intend({ kind: 'gallery_upload', find: { galleryKind: 'video', objectType: 'game', objectId: game } });
    const r = await basicApi.call('uploadGalleryVideo', {
      multipart: {
        'uploaded_video[object_type]': 'game',
        'uploaded_video[object_id]': game,
        'uploaded_video[filedata]': { name: fileName, mimeType: 'video/mp4', buffer: MP4 },
        'uploaded_video[name]': `${RUN_TAG} gallery video`,
        'uploaded_video[description]': 'Uploaded by the conformance suite; deleted when its test ends.',
      },
    });
    const found = createdId(r.body);
    if (r.status >= 200 && r.status < 300 && found) ledger.track('uploaded_video', found.id, { operationId: 'deleteUploadedVideo', path: { id: found.id } });
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'gallery video upload body', { status: r.status, idAt: found?.where ?? null, shape: shapeOf(r.body, 3) });
    skipWhenUploadRefused(target, r, need(await discovery.site()), 'gallery video upload', testInfo);
    expectJsonSuccess(r, 'uploadGalleryVideo', 'POST /uploaded_videos (multipart uploaded_video[object_type], [object_id], [filedata], [name], [description])');
    test.skip(!found, 'the upload body shows no id of the uploaded video (top level or in one nested object), so it cannot be deleted: it is left in the game\'s gallery');
    const id = found!.id;

    const gallery = await basicApi.call('listVideoGalleries', { query: { object_type: 'game', object_id: game } });
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'the game\'s video galleries after the upload', { holdsVideoId: holdsItem(gallery.body, id), mentionsName: gallery.text.includes(`${RUN_TAG} gallery video`) });

    const deleted = await basicApi.call('deleteUploadedVideo', { path: { id } });
    expectJsonSuccess(deleted, 'deleteUploadedVideo', `DELETE /uploaded_videos/${id}`);
    ledger.forget('uploaded_video', id);
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'uploaded video delete body', { idAt: createdId(deleted.body)?.where ?? null, sameId: createdId(deleted.body)?.id === id, shape: shapeOf(deleted.body, 3) });

    const again = await basicApi.call('deleteUploadedVideo', { path: { id } });
    expect(again.status, 'a second delete of the gallery video answers 4xx: it is gone').toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const after = await basicApi.call('listVideoGalleries', { query: { object_type: 'game', object_id: game } });
    observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', 'the game\'s video galleries after the delete', { holdsVideoId: holdsItem(after.body, id), mentionsName: after.text.includes(`${RUN_TAG} gallery video`) });
  });
});
