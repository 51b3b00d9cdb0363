// Gallery photo and video uploads (interface: Endpoints > Photos and photo galleries, Videos and video
// galleries; Authentication 2; Conventions 4): a photo and a video uploaded to the game's gallery,
// deleted, and then gone. Every call uses HTTP basic credentials with SVC-API-TOKEN, as the interface
// shows these endpoints (`basicApi`). The response bodies and the fields of gallery photo and
// uploaded video records are not shown: the suite finds created ids where the deployment puts them,
// records the shapes as observations, and skips with the reason where it cannot find an id. The
// gallery indexes and shows are in galleries.spec.ts.
// Each check judges one requirement (check(...)); a step a check only relies on is a precondition.
// Where basic credentials are refused, the same request with the bearer credential tells a refused
// credential (AUTH-BASIC-API-TOKEN-ACCEPTED) from a failing operation (callWithBasic, support/galleries.ts).
import { test, expect, proves, writing, need, observe, RUN_TAG } from './harness.ts';
import { expectAccepted, check, notJudged, precondition } from './assertions.ts';
import type { ApiResult, CallOptions } from '../../src/harness/client.ts';
import { createdRecordId, skipWhenUploadRefused, skipWhenUploadsOff } from './support/uploads.ts';
import {
  accepted,
  callWithBasic,
  checkBasicServed,
  checkServed,
  expectJsonSuccess,
  isObject,
  shapeOf,
} from './support/galleries.ts';
import { MP4_FILE, PNG_FILE } from './support/page-elements.ts';

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

/** The multipart body of a gallery upload of a `kind` to the game: the file, and for a video its name (the marker) and a description. */
function uploadBody(kind: 'photo' | 'video', game: number, fileName: string, marker: string): CallOptions {
  return kind === 'photo'
    ? {
        multipart: {
          object_type: 'game',
          object_id: game,
          filedata: { name: fileName, mimeType: 'image/png', buffer: PNG_FILE.buffer },
        },
      }
    : {
        multipart: {
          'uploaded_video[object_type]': 'game',
          'uploaded_video[object_id]': game,
          'uploaded_video[filedata]': { name: fileName, mimeType: 'video/mp4', buffer: MP4_FILE.buffer },
          'uploaded_video[name]': marker,
          'uploaded_video[description]': 'Uploaded by the conformance suite; deleted when its test ends.',
        },
      };
}

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
        const options = uploadBody(kind, game, fileName, marker);
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
