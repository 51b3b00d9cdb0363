// Photo and video galleries, gallery photos and gallery videos (interface: Endpoints > Photos and
// photo galleries, Videos and video galleries; Authentication 2; Conventions 4). Every call uses
// HTTP basic credentials with SVC-API-TOKEN, as the interface shows these endpoints (`basicApi`).
// The response bodies and the fields of gallery, gallery photo and uploaded video records are not
// shown: the suite finds galleries and created ids where the deployment puts them, records the
// shapes as observations, and skips with the reason where it cannot find an id.
// Each check judges one requirement (check(...)); a step a check only relies on is a precondition.
// Where basic credentials are refused, the same request with the bearer credential tells a refused
// credential (AUTH-BASIC-API-TOKEN-ACCEPTED) from a failing operation (callWithBasic).
import {
  test,
  expect,
  expectAccepted,
  proves,
  writing,
  need,
  observe,
  RUN_TAG,
  check,
  notJudged,
  precondition,
  type ReadProbes,
} from './harness.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';
import { recordsOf, type Discovery } from '../../src/harness/discovery.ts';
import { createdRecordId, skipWhenUploadRefused, skipWhenUploadsOff } from './support/uploads.ts';
import { expectSuccess } from './support/compare.ts';

type Fields = Record<string, unknown>;
type Kind = 'photo' | 'video';

const INDEX: Record<Kind, string> = { photo: 'listPhotoGalleries', video: 'listVideoGalleries' };
const SHOW: Record<Kind, string> = { photo: 'getPhotoGallery', video: 'getVideoGallery' };

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The smallest MP4 a sniffer recognises: an ftyp box and an empty mdat box. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
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

const createdId = createdRecordId;

/** Whether a JSON body holds an object with this id below its top level (a gallery's items). */
function holdsItem(body: unknown, id: number): boolean {
  let found = false;
  const visit = (v: unknown, depth: number): void => {
    if (found) return;
    if (Array.isArray(v))
      v.forEach((x) => {
        visit(x, depth + 1);
      });
    else if (isObject(v)) {
      if (depth >= 2 && v.id === id) found = true;
      Object.values(v).forEach((x) => {
        visit(x, depth + 1);
      });
    }
  };
  visit(body, 0);
  return found;
}

/**
 * Whether a gallery body lists an item of this id: an object with it in an array held by an object
 * with an id (a gallery's photos or videos, whatever their key), not a gallery of the index itself.
 */
function listsItem(body: unknown, id: number): boolean {
  let found = false;
  const visit = (v: unknown, heldByRecord: boolean): void => {
    if (found) return;
    if (Array.isArray(v)) {
      for (const x of v) {
        if (heldByRecord && isObject(x) && x.id === id) found = true;
        visit(x, false);
      }
    } else if (isObject(v)) {
      const record = typeof v.id === 'number';
      for (const x of Object.values(v)) visit(x, record && Array.isArray(x));
    }
  };
  visit(body, false);
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

const accepted = (r: { status: number }) => r.status >= 200 && r.status < 300;

/**
 * A gallery call as the interface shows it, with HTTP basic credentials and SVC-API-TOKEN; when it is
 * refused, the same call with the bearer credential ("Most endpoints are used this way",
 * Authentication 1): the control that tells a refused credential from a failing operation.
 * `served` is the answer that judges the operation: the basic one, or the control's where only the
 * basic credentials were refused. `onControl` sees the control's answer (to track what it created).
 */
interface BasicCall {
  r: ApiResult;
  control?: ApiResult;
  served: ApiResult;
  basicRefusedAlone: boolean;
}
async function callWithBasic(
  basicApi: ApiClient,
  api: ApiClient,
  operationId: string,
  options: CallOptions,
  onControl?: (control: ApiResult) => void,
): Promise<BasicCall> {
  const r = await basicApi.call(operationId, options);
  if (accepted(r)) return { r, served: r, basicRefusedAlone: false };
  const control = await api.call(operationId, options);
  onControl?.(control);
  const alone = accepted(control);
  return { r, control, served: alone ? control : r, basicRefusedAlone: alone };
}

/** AUTH-BASIC-API-TOKEN-ACCEPTED: the call with basic credentials and SVC-API-TOKEN is served (where the operation serves the bearer credential). */
async function checkBasicServed(call: BasicCall, what: string, operationRequirement: string): Promise<void> {
  await check('AUTH-BASIC-API-TOKEN-ACCEPTED', `${what} with basic credentials and SVC-API-TOKEN is served`, () => {
    if (!accepted(call.r) && !call.basicRefusedAlone)
      notJudged(
        `the same request with the bearer credential is refused too (${call.control?.status ?? '?'}): the operation fails whatever the credential`,
        [operationRequirement],
      );
    expectAccepted(
      call.r,
      `${what} with basic credentials and SVC-API-TOKEN is served (the bearer credential is: ${call.control?.status ?? call.r.status})`,
    );
  });
}

/** The operation's own check on the answer that judges it (the control's where only basic credentials were refused). */
async function checkServed(call: BasicCall, requirement: string, operationId: string, what: string): Promise<void> {
  await check(requirement, `${what} answers a success with JSON`, () =>
    expectJsonSuccess(call.served, operationId, what),
  );
}

/**
 * The galleries of an entity: the first spelling of object_type the deployment serves (the
 * interface gives only `game` as an example), and the first candidate with a gallery, else the
 * first candidate.
 */
async function galleriesOf(
  basicApi: ApiClient,
  api: ApiClient,
  kind: Kind,
  spellings: string[],
  candidates: number[],
): Promise<{ objectType: string; objectId: number; call: BasicCall; tried: Fields[] }> {
  const tried: Fields[] = [];
  let first: { objectType: string; objectId: number; call: BasicCall } | undefined;
  let refused: { objectType: string; objectId: number; call: BasicCall } | undefined;
  for (const objectType of spellings) {
    for (const objectId of candidates) {
      const call = await callWithBasic(basicApi, api, INDEX[kind], {
        query: { object_type: objectType, object_id: objectId },
      });
      const r = call.served;
      tried.push({
        object_type: objectType,
        object_id: objectId,
        status: r.status,
        ...(call.control ? { basicStatus: call.r.status } : {}),
        galleries: recordsOf(r.body).length,
      });
      if (!accepted(r)) {
        refused ??= { objectType, objectId, call };
        break; // this spelling is not served
      }
      first ??= { objectType, objectId, call };
      if (recordsOf(r.body).length > 0) return { objectType, objectId, call, tried };
    }
    if (first) break;
  }
  return { ...(first ?? refused!), tried };
}

/** The gallery of the lowest id an index answered (a choice independent of the order it lists in). */
function lowestGallery(body: unknown): Fields | undefined {
  return [...recordsOf(body)].sort((a, b) => Number(a.id) - Number(b.id))[0];
}

/** Up to five team instances, the discovered one first. */
async function teamInstanceCandidates(readProbes: ReadProbes, discovery: Discovery): Promise<number[]> {
  const ti = need(await discovery.teamInstance());
  // The subseason's team instances as the worker read them once (the read probe of the index).
  const index = await readProbes.answer('listTeamInstances');
  const more = 'result' in index ? index.result.list.map((t) => t.id) : [];
  return [...new Set([ti, ...more.filter((id): id is number => typeof id === 'number')])].slice(0, 5);
}

/** Up to five news articles of the index. */
async function newsArticleCandidates(readProbes: ReadProbes): Promise<number[]> {
  // Not an article of this run (a running test may be deleting it: they are all named with the run
  // tag), then the lowest ids (a choice independent of the index order; ids say nothing of age);
  // from the index as the worker read it once (the read probe).
  const ids = (await readProbes.result('listNewsArticles')).list
    .filter((a) => !(typeof a.title === 'string' && a.title.startsWith(RUN_TAG)))
    .map((a) => a.id)
    .filter((id): id is number => typeof id === 'number')
    .sort((a, b) => a - b)
    .slice(0, 5);
  test.skip(ids.length === 0, 'the news article index lists no article');
  return ids;
}

for (const kind of ['photo', 'video'] as const) {
  const indexReq = kind === 'photo' ? 'OP-PHOTO-GALLERIES-INDEX' : 'OP-VIDEO-GALLERIES-INDEX';
  const showReq = kind === 'photo' ? 'OP-PHOTO-GALLERIES-SHOW' : 'OP-VIDEO-GALLERIES-SHOW';

  test.describe(`${kind} galleries`, () => {
    test(
      `the ${kind} galleries of a game are listed`,
      proves(indexReq, 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ api, basicApi, discovery }, testInfo) => {
        const game = need(await discovery.game());
        const what = `GET ${INDEX[kind]} with object_type game and object_id ${game}`;
        const call = await callWithBasic(basicApi, api, INDEX[kind], {
          query: { object_type: 'game', object_id: game },
        });
        await checkServed(call, indexReq, INDEX[kind], what);
        await checkBasicServed(call, what, indexReq);
        const galleries = recordsOf(call.served.body);
        // The fields of a gallery are not shown: whether each names this game is recorded, not checked.
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index body (object_type game)`, {
          galleries: galleries.length,
          objectIdsOtherThanTheGame: galleries.filter((g) => 'object_id' in g && g.object_id !== game).map((g) => g.id),
          shape: shapeOf(call.served.body, 3),
        });
      },
    );

    // One requirement (observations aside): the whole body is its check.
    test(
      `the ${kind} galleries of a team instance are listed`,
      proves(indexReq, 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ readProbes, api, basicApi, discovery }, testInfo) => {
        const candidates = await teamInstanceCandidates(readProbes, discovery);
        const found = await galleriesOf(basicApi, api, kind, ['team_instance', 'TeamInstance'], candidates);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index of team instances`, {
          tried: found.tried,
          shape: shapeOf(found.call.served.body, 3),
        });
        await checkServed(
          found.call,
          indexReq,
          INDEX[kind],
          `GET ${INDEX[kind]} with object_type ${found.objectType} and object_id ${found.objectId}`,
        );
      },
    );

    // One requirement (observations aside): the whole body is its check.
    test(
      `the ${kind} galleries of a news article are listed`,
      proves(indexReq, 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ readProbes, api, basicApi }, testInfo) => {
        const candidates = await newsArticleCandidates(readProbes);
        const found = await galleriesOf(basicApi, api, kind, ['news_article', 'NewsArticle'], candidates);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index of news articles`, {
          tried: found.tried,
          shape: shapeOf(found.call.served.body, 3),
        });
        await checkServed(
          found.call,
          indexReq,
          INDEX[kind],
          `GET ${INDEX[kind]} with object_type ${found.objectType} and object_id ${found.objectId}`,
        );
      },
    );

    test(
      `a ${kind} gallery is shown`,
      proves(showReq, 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ readProbes, api, basicApi, discovery }, testInfo) => {
        // A gallery the index lists: of the game, else of a team instance, else of a news article
        // (reads to find what to show; the indexes are judged by their own tests).
        let gallery: Fields | undefined;
        const game = await discovery.game();
        if ('value' in game)
          gallery = lowestGallery(
            (await callWithBasic(basicApi, api, INDEX[kind], { query: { object_type: 'game', object_id: game.value } }))
              .served.body,
          );
        if (!gallery && 'value' in (await discovery.teamInstance()))
          gallery = lowestGallery(
            (
              await galleriesOf(
                basicApi,
                api,
                kind,
                ['team_instance', 'TeamInstance'],
                await teamInstanceCandidates(readProbes, discovery),
              )
            ).call.served.body,
          );
        if (!gallery)
          gallery = lowestGallery(
            (
              await galleriesOf(
                basicApi,
                api,
                kind,
                ['news_article', 'NewsArticle'],
                await newsArticleCandidates(readProbes),
              )
            ).call.served.body,
          );
        test.skip(
          !gallery,
          `no ${kind} gallery with an id was found for the game, a team instance or a news article; set SVC_GAME_ID to a game that has one`,
        );
        const id = gallery!.id as number;
        const what = `GET ${SHOW[kind]} ${id}`;
        const call = await callWithBasic(basicApi, api, SHOW[kind], { path: { id } });
        await checkServed(call, showReq, SHOW[kind], what);
        await checkBasicServed(call, what, showReq);
        const r = call.served;
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery show body`, shapeOf(r.body, 3));
        // The body of a gallery show is not shown: whether a top-level id is the gallery's is recorded.
        observe(
          testInfo,
          'GALLERY-RECORD-FIELDS-OBSERVED',
          `${kind} gallery show: top-level id`,
          isObject(r.body) && 'id' in r.body ? { id: r.body.id, isTheGallery: r.body.id === id } : 'none',
        );
      },
    );
  });
}

/** What the upload tests of each kind send and name. */
const UPLOADS = {
  photo: {
    upload: 'uploadGalleryPhoto',
    remove: 'deleteGalleryPhoto',
    index: 'listPhotoGalleries',
    ledgerKind: 'gallery_photo',
    uploadReq: 'OP-GALLERY-PHOTOS-UPLOAD',
    deleteReq: 'OP-GALLERY-PHOTOS-DELETE',
    uploadWhat: 'POST /gallery_photos (multipart object_type, object_id, filedata)',
    deletePath: 'DELETE /gallery_photos',
  },
  video: {
    upload: 'uploadGalleryVideo',
    remove: 'deleteUploadedVideo',
    index: 'listVideoGalleries',
    ledgerKind: 'uploaded_video',
    uploadReq: 'OP-GALLERY-VIDEOS-UPLOAD',
    deleteReq: 'OP-GALLERY-VIDEOS-DELETE',
    uploadWhat:
      'POST /uploaded_videos (multipart uploaded_video[object_type], [object_id], [filedata], [name], [description])',
    deletePath: 'DELETE /uploaded_videos',
  },
} as const;

test.describe('gallery uploads', () => {
  for (const kind of ['photo', 'video'] as const) {
    const u = UPLOADS[kind];
    test(
      `a gallery ${kind} is uploaded to the game, deleted, and then gone`,
      writing(
        proves(
          u.uploadReq,
          u.deleteReq,
          'GALLERY-DELETE-GONE',
          'AUTH-BASIC-API-TOKEN-ACCEPTED',
          'GALLERY-RECORD-FIELDS-OBSERVED',
        ),
        { as: 'basic credentials' },
      ),
      async ({ api, basicApi, discovery, ledger, target }, testInfo) => {
        const game = need(await discovery.game());
        if (kind === 'video') skipWhenUploadsOff(target, need(await discovery.site()));
        const fileName = `${RUN_TAG}-gallery-${kind}.${kind === 'photo' ? 'png' : 'mp4'}`;
        const marker = kind === 'photo' ? fileName : `${RUN_TAG} gallery video`;
        const options: CallOptions =
          kind === 'photo'
            ? {
                multipart: {
                  object_type: 'game',
                  object_id: game,
                  filedata: { name: fileName, mimeType: 'image/png', buffer: PNG },
                },
              }
            : {
                multipart: {
                  'uploaded_video[object_type]': 'game',
                  'uploaded_video[object_id]': game,
                  'uploaded_video[filedata]': { name: fileName, mimeType: 'video/mp4', buffer: MP4 },
                  'uploaded_video[name]': marker,
                  'uploaded_video[description]': 'Uploaded by the conformance suite; deleted when its test ends.',
                },
              };
        // Every answer with an id is tracked at once (the control's too); the intent finds what a killed run left.
        const track = (r: ApiResult): { id: number; where: string } | undefined => {
          const found = createdId(r.body);
          if (accepted(r) && found)
            ledger.track(u.ledgerKind, found.id, { operationId: u.remove, path: { id: found.id } });
          return found;
        };
        ledger.intend({ kind: 'gallery_upload', find: { galleryKind: kind, objectType: 'game', objectId: game } });
        const upload = await callWithBasic(basicApi, api, u.upload, options, (control) => void track(control));
        const r = upload.served;
        const found = upload.basicRefusedAlone ? createdId(r.body) : track(r);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `gallery ${kind} upload body`, {
          status: r.status,
          idAt: found?.where ?? null,
          shape: shapeOf(r.body, 3),
        });
        if (kind === 'video')
          skipWhenUploadRefused(target, r, need(await discovery.site()), 'gallery video upload', testInfo);
        await checkServed(upload, u.uploadReq, u.upload, u.uploadWhat);
        await checkBasicServed(upload, u.uploadWhat, u.uploadReq);
        await precondition(
          `the gallery ${kind} upload is accepted`,
          () => expectAccepted(r, 'the upload is accepted'),
          u.uploadReq,
        );
        test.skip(
          !found,
          `the upload body shows no id of the gallery ${kind} (top level or in one nested object), so it cannot be deleted: it is left in the game's gallery`,
        );
        const id = found!.id;

        // Whether a gallery lists its items is not shown: what it shows is recorded, and a listing of
        // the new item is the only read that shows it was stored.
        const gallery = await callWithBasic(basicApi, api, u.index, {
          query: { object_type: 'game', object_id: game },
        });
        const listed = holdsItem(gallery.served.body, id);
        // listed as an item of a gallery: what shows, after the delete, whether it is gone
        const listedAsItem = listsItem(gallery.served.body, id);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `the game's ${kind} galleries after the upload`, {
          holdsItemId: listed,
          listsItem: listedAsItem,
          mentionsName: gallery.served.text.includes(marker),
        });

        const deleted = await callWithBasic(basicApi, api, u.remove, { path: { id } });
        const removed = accepted(deleted.served);
        if (removed) ledger.forget(u.ledgerKind, id);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `gallery ${kind} delete body`, {
          status: deleted.served.status,
          idAt: createdId(deleted.served.body)?.where ?? null,
          sameId: createdId(deleted.served.body)?.id === id,
          shape: shapeOf(deleted.served.body, 3),
        });
        await check(u.deleteReq, `${u.deletePath}/${id} of the uploaded ${kind} answers a success with JSON`, () => {
          // a refused delete of an item no read showed: whether the upload stored it is not known
          if (!removed && !listed && deleted.served.status >= 400 && deleted.served.status < 500)
            notJudged(
              `the delete answered ${deleted.served.status}, and no read showed that the upload stored the ${kind} (the gallery bodies are not shown)`,
              [u.uploadReq],
            );
          expectJsonSuccess(deleted.served, u.remove, `${u.deletePath}/${id}`);
        });
        await checkBasicServed(deleted, `${u.deletePath}/${id}`, u.deleteReq);

        // "Delete operations act immediately, cannot be reversed" (Conventions 4): a gallery that listed
        // the item after its upload no longer lists it. What a second delete answers is not stated (a
        // repeated delete may be refused or answered again): a refusal shows the item gone, a success
        // shows nothing; it is recorded.
        const after = await callWithBasic(basicApi, api, u.index, { query: { object_type: 'game', object_id: game } });
        const again = await callWithBasic(basicApi, api, u.remove, { path: { id } });
        observe(
          testInfo,
          'GALLERY-RECORD-FIELDS-OBSERVED',
          `the game's ${kind} galleries after the delete, and a second delete`,
          {
            holdsItemId: holdsItem(after.served.body, id),
            listsItem: listsItem(after.served.body, id),
            mentionsName: after.served.text.includes(marker),
            secondDelete: again.served.status,
          },
        );
        await check('GALLERY-DELETE-GONE', `the gallery ${kind} is gone after its delete`, () => {
          if (!removed)
            notJudged(`the delete was not accepted (${deleted.served.status}): nothing to be gone`, [u.deleteReq]);
          if (listedAsItem) {
            expect(
              listsItem(after.served.body, id),
              `the game's ${kind} gallery listed the ${kind} ${id} after its upload and still lists it after its delete`,
            ).toBe(false);
            return;
          }
          if (again.served.status >= 400 && again.served.status < 500) return;
          notJudged(
            `no gallery listed the ${kind} after its upload (the gallery bodies are not shown), and a second delete answered ${again.served.status} (what a repeated delete answers is not shown): nothing shows whether it is gone`,
            [],
          );
        });
      },
    );
  }
});
