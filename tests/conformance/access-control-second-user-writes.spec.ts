// Access control of writes, the other way round (interface: Authentication 4 "A user can read and
// change only what that user has access to"; read-write mode with a second user,
// SVC_OTHER_ACCESS_TOKEN): what the first user's run creates on its own site (a news article, a
// layout container, a page element, gallery uploads, an official), the second user may neither
// change nor delete. Each write is refused with an error, and the first user then reads the record
// unchanged (an update) or still there (a delete). The second credential only sends writes that must
// be refused, on records this run made. The writes to a site the user cannot access are in
// access-control-writes.spec.ts.
//
// A refusal: the interface gives no status for it ("Status for a site the user cannot access: not
// shown"), so any 4xx with the general error body {"errors": string} ("Errors"), never a 2xx. Each
// check judges one requirement: the access rule the refusal (a 4xx), ERROR-BODY-SHAPE its body. The
// records the second user's writes are tried on are made in preconditions, so that a broken create
// makes the test inconclusive, never failed. The officials test is writingIrreversibly: the
// interface offers no delete for the official it makes.
import { test, need, proves, writing, writingIrreversibly, RUN_TAG, expect } from './harness.ts';
import { check, expectAccepted, notJudged, precondition, readBack } from './assertions.ts';
import type { CallOptions } from '../../src/harness/client.ts';
import { createTextBlock, MP4_FILE, PNG_FILE } from './support/page-elements.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import { createdRecordId, skipWhenUploadsOff } from './support/uploads.ts';
import { checkRefused, currentUser } from './support/access-control.ts';

/** A write of the second user's on a record of the first user's, and the first user's read that shows it changed nothing. */
interface SecondUserWrite {
  requirement: string;
  what: string;
  /** the second user's request on the record, and the first user's read of it afterwards */
  write: (own: OwnRecords) => { operationId: string; options: CallOptions };
  read: (own: OwnRecords) => { operationId: string; options: CallOptions; field?: string };
}

interface OwnRecords extends OwnContent {
  pageElementId: number;
}

const SECOND_USER_WRITES: SecondUserWrite[] = [
  {
    requirement: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-UPDATE',
    what: 'updating a news article',
    write: (o) => ({
      operationId: 'updateNewsArticle',
      options: {
        path: { id: o.articleId },
        json: { news_article: { title: `${RUN_TAG} changed by the second user`, page_node_ids: String(o.tagId) } },
      },
    }),
    read: (o) => ({ operationId: 'getNewsArticle', options: { path: { id: o.articleId } }, field: 'title' }),
  },
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-UPDATE',
    what: 'updating a layout container',
    write: (o) => ({
      operationId: 'updateLayoutContainer',
      options: { path: { id: o.containerId }, json: { layout_container: { name: `${RUN_TAG} second user` } } },
    }),
    read: (o) => ({ operationId: 'getLayoutContainer', options: { path: { id: o.containerId } }, field: 'name' }),
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-UPDATE',
    what: 'updating a page element',
    write: (o) => ({
      operationId: 'updatePageElement',
      options: {
        path: { id: o.pageElementId },
        json: { page_element: { custom_css_class: 'svc-conformance-second-user' }, element: {} },
      },
    }),
    read: (o) => ({
      operationId: 'getPageElement',
      options: { path: { id: o.pageElementId } },
      field: 'custom_css_class',
    }),
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-DELETE',
    what: 'deleting a page element',
    write: (o) => ({ operationId: 'deletePageElement', options: { path: { id: o.pageElementId } } }),
    read: (o) => ({ operationId: 'getPageElement', options: { path: { id: o.pageElementId } } }),
  },
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-DELETE',
    what: 'deleting a layout container',
    write: (o) => ({
      operationId: 'deleteLayoutContainer',
      options: { path: { id: o.containerId }, json: { layout_container_id: o.containerId } },
    }),
    read: (o) => ({ operationId: 'getLayoutContainer', options: { path: { id: o.containerId } } }),
  },
  {
    requirement: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-DELETE',
    what: 'deleting a news article',
    write: (o) => ({ operationId: 'deleteNewsArticle', options: { path: { id: o.articleId } } }),
    read: (o) => ({ operationId: 'getNewsArticle', options: { path: { id: o.articleId } } }),
  },
];

test.describe("access control: the second user's writes to what the first user made", () => {
  test(
    "updating and deleting a news article, a layout container and a page element of the first user's site, as the second user, is refused and changes nothing",
    writing(proves(...SECOND_USER_WRITES.map((w) => w.requirement), 'ERROR-BODY-SHAPE'), { as: 'second user' }),
    async ({ api, otherApi, discovery, ledger }) => {
      const content = await createOwnContent(api, ledger, discovery, 'second user');
      const element = await precondition(
        'a text block of our own in the article',
        async () => {
          const r = await createTextBlock(api, ledger, content.columnId);
          expectAccepted(r, 'the text block is created');
          expect(typeof r.object.id, 'the created page element has an id').toBe('number');
          return r.object.id as number;
        },
        'OP-PAGE-ELEMENTS-CREATE',
      );
      const own: OwnRecords = { ...content, pageElementId: element };
      // in this order: the updates first, then the deletes from the innermost record out
      for (const w of SECOND_USER_WRITES) {
        const before = w.read(own);
        const held = await readBack(api, before.operationId, before.options);
        const sent = w.write(own);
        const r = await otherApi.call(sent.operationId, sent.options);
        await checkRefused(
          r,
          w.requirement,
          `${w.what} of the first user's site as the second user: ${sent.operationId}`,
        );
        // not a precondition: a record gone after the refused delete is the evidence against the rule
        const after = await api.call(before.operationId, before.options);
        await check(w.requirement, `${w.what} refused to the second user changed nothing`, () => {
          expectAccepted(after, `${before.operationId}: the record is still there for the first user`);
          expect(after.object.id, `${before.operationId}: the record is still there for the first user`).toBe(
            held.object.id,
          );
          if (before.field)
            expect(after.object[before.field], `${before.operationId}: ${before.field} is as before`).toEqual(
              held.object[before.field],
            );
        });
      }
    },
  );
});

/** Gallery uploads of the first user's, on its own game, that the second user must not delete: the delete, and the record to upload. */
const SECOND_USER_GALLERY_DELETES = [
  {
    requirement: 'ACCESS-FORBIDDEN-GALLERY-PHOTOS-DELETE',
    kind: 'gallery_photo',
    upload: 'uploadGalleryPhoto',
    remove: 'deleteGalleryPhoto',
    options: (game: number): CallOptions => ({
      multipart: {
        object_type: 'game',
        object_id: game,
        filedata: { ...PNG_FILE, name: `${RUN_TAG}-second-user.png` },
      },
    }),
  },
  {
    requirement: 'ACCESS-FORBIDDEN-UPLOADED-VIDEOS-DELETE',
    kind: 'uploaded_video',
    upload: 'uploadGalleryVideo',
    remove: 'deleteUploadedVideo',
    options: (game: number): CallOptions => ({
      multipart: {
        'uploaded_video[object_type]': 'game',
        'uploaded_video[object_id]': game,
        'uploaded_video[filedata]': { ...MP4_FILE, name: `${RUN_TAG}-second-user.mp4` },
        'uploaded_video[name]': `${RUN_TAG} second user`,
        'uploaded_video[description]': 'Uploaded by the conformance suite; deleted when its test ends.',
      },
    }),
  },
] as const;

test.describe("access control: the second user's deletes of the first user's gallery uploads, and updates of its officials", () => {
  for (const g of SECOND_USER_GALLERY_DELETES) {
    // Gallery records are not shown: the delete's refusal is judged, not what stays (only a listing could show it).
    test(
      `deleting a ${g.kind.replace('_', ' ')} of the first user's game, as the second user, is refused (${g.requirement})`,
      writing(proves(g.requirement, 'ERROR-BODY-SHAPE'), { as: 'second user' }),
      async ({ api, otherApi, discovery, ledger, target }) => {
        const game = need(await discovery.game());
        if (g.kind === 'uploaded_video') skipWhenUploadsOff(target, need(await discovery.site()));
        const id = await precondition(
          `a ${g.kind.replace('_', ' ')} of our own on the game`,
          async () => {
            const r = await api.call(g.upload, g.options(game));
            const found = createdRecordId(r.body);
            if (r.status >= 200 && r.status < 300 && found)
              ledger.track(g.kind, found.id, { operationId: g.remove, path: { id: found.id } });
            expectAccepted(r, 'the upload is accepted');
            expect(
              found,
              'the upload body shows the id of what it made (top level or in one nested object)',
            ).toBeTruthy();
            return found!.id;
          },
          g.kind === 'gallery_photo' ? 'OP-GALLERY-PHOTOS-UPLOAD' : 'OP-GALLERY-VIDEOS-UPLOAD',
        );
        const r = await otherApi.call(g.remove, { path: { id } });
        await checkRefused(
          r,
          g.requirement,
          `deleting the first user's ${g.kind.replace('_', ' ')} ${id} as the second user: ${g.remove}`,
        );
      },
    );
  }

  test(
    "updating an official of the first user's game, as the second user, is refused and changes nothing (ACCESS-FORBIDDEN-OFFICIALS-UPDATE)",
    writingIrreversibly(proves('ACCESS-FORBIDDEN-OFFICIALS-UPDATE', 'ERROR-BODY-SHAPE'), { as: 'second user' }),
    async ({ api, otherApi, discovery }) => {
      const game = need(await discovery.game());
      const name = `${RUN_TAG} official (second user)`;
      const official = await precondition(
        'an official of our own on the game',
        async () => {
          const r = await api.call('createOrUpdateOfficial', { json: { official: { name, game_id: game } } });
          expectAccepted(r, 'the official is created');
          expect(typeof r.object.id, 'the created official has an id').toBe('number');
          return r.object.id as number;
        },
        'OP-OFFICIALS-CREATE',
      );
      const r = await otherApi.call('createOrUpdateOfficial', {
        json: {
          id: official,
          current_user: await currentUser(discovery),
          official: { name: `${RUN_TAG} renamed by the second user` },
        },
      });
      await checkRefused(
        r,
        'ACCESS-FORBIDDEN-OFFICIALS-UPDATE',
        "updating the first user's official as the second user: createOrUpdateOfficial",
      );
      const listed = await readBack(api, 'listOfficials', { query: { game_id: game } });
      await check(
        'ACCESS-FORBIDDEN-OFFICIALS-UPDATE',
        'the refused update changed nothing: the official keeps its name',
        () => {
          const shown = listed.list.find((o) => o.id === official);
          if (!shown)
            notJudged(
              `the officials index of game ${game} does not list official ${official}: its name cannot be read`,
              ['OP-OFFICIALS-INDEX'],
            );
          expect(shown?.name, `official ${official} as the first user lists it`).toBe(name);
        },
      );
    },
  );
});
