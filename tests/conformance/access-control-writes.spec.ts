// Access control of writes (interface: Authentication 4 "A user can read and change only what that
// user has access to"): creating, updating, moving, deleting and uploading on what belongs to a site
// the user cannot access is refused. Every operation scoped to a site that writes is tried once on
// a record of that site (the embedded server prints one of every kind: SVC_FORBIDDEN_<THING>_ID; a
// deployment without one skips with the reason), with a request that is otherwise valid, so that
// access is the only reason to refuse it.
//
// A refusal: the interface gives no status for it ("Status for a site the user cannot access: not
// shown"), so any 4xx with the general error body {"errors": string} ("Errors"), never a 2xx. Each
// check judges one requirement: the access rule the refusal (a 4xx), ERROR-BODY-SHAPE its body.
//
// Every test is writingIrreversibly: a deployment that breaks the rule would change a
// site the suite cannot clean up (the user cannot access it, so cannot read or undo the change), so
// these run only where irreversible writes are allowed (SVC_ALLOW_IRREVERSIBLE=yes). What such a
// deployment answers it created is still tracked in the ledger, for the delete to be tried.
import {
  test,
  need,
  proves,
  writing,
  writingIrreversibly,
  RUN_TAG,
  check,
  expect,
  expectAccepted,
  expectClientError,
  expectErrorBody,
  notJudged,
  precondition,
  readBack,
} from './harness.ts';
import type { ApiResult, CallOptions } from '../../src/harness/client.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { createTextBlock, MP4_FILE, PNG_FILE } from './support/page-elements.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import { createdRecordId, skipWhenUploadsOff } from './support/uploads.ts';

/** The id of a record of the forbidden site, by fixture name; skips with the reason when the deployment named none. */
const forbidden = (discovery: Discovery, thing: string): number => need(discovery.id(thing));

interface Write {
  /** in words, for the title */
  what: string;
  operationId: string;
  /** the request: every id in it is of the forbidden site */
  request: (id: (thing: string) => number, discovery: Discovery) => CallOptions | Promise<CallOptions>;
  /** a record a deployment that broke the rule may have made: how to delete it (kind, delete call) */
  made?: { kind: string; operationId?: string; body?: (id: number) => Record<string, unknown> };
}

/** A user id for current_user, which the listing of the officials update names as a required integer without saying what it holds: one the site record names (else 1), as officials.spec.ts sends it. */
async function currentUser(discovery: Discovery): Promise<number> {
  const site = await discovery.siteRecord();
  const record = 'value' in site ? site.value : {};
  return [record.updated_by_user_id, record.created_by_user_id].find((u): u is number => Number.isInteger(u)) ?? 1;
}

const WRITES: ReadonlyArray<{ requirement: string; title?: string; writes: Write[] }> = [
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-CREATE',
    writes: [
      {
        what: 'creating a layout container in a content node',
        operationId: 'createLayoutContainer',
        request: (id) => ({
          json: {
            site_id: id('forbidden_site'),
            layout_container: { content_node_id: id('forbidden_content_node'), layout_type: 'oneColumn' },
          },
        }),
        made: {
          kind: 'layout_container',
          operationId: 'deleteLayoutContainer',
          body: (id) => ({ layout_container_id: id }),
        },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-UPDATE',
    writes: [
      {
        what: 'updating a layout container',
        operationId: 'updateLayoutContainer',
        request: (id) => ({
          path: { id: id('forbidden_layout_container') },
          json: { layout_container: { name: `${RUN_TAG} forbidden` } },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-MOVE',
    writes: [
      {
        // site_id is "the site of the container"; the target is a content node of that site
        what: 'moving a layout container',
        operationId: 'moveLayoutContainer',
        request: (id) => ({
          path: { id: id('forbidden_layout_container') },
          query: { site_id: id('forbidden_site') },
          json: { content_node_id: id('forbidden_content_node') },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-DELETE',
    writes: [
      {
        what: 'deleting a layout container',
        operationId: 'deleteLayoutContainer',
        request: (id) => ({
          path: { id: id('forbidden_layout_container') },
          json: { layout_container_id: id('forbidden_layout_container') },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-CREATE',
    title: 'creating a page element (JSON, photo upload, uploaded or external video) in a layout column',
    writes: [
      {
        what: 'creating a page element (JSON, a TextBlock) in a layout column',
        operationId: 'createPageElement',
        request: (id) => ({
          json: {
            page_element: {
              layout_column_id: id('forbidden_layout_column'),
              page_element_type: 'TextBlock',
              element: { content: `<p>${RUN_TAG}</p>` },
            },
          },
        }),
        made: { kind: 'page_element', operationId: 'deletePageElement' },
      },
      {
        what: 'uploading a photo (multipart) into a layout column',
        operationId: 'createPageElement',
        request: (id) => ({
          multipart: {
            'page_element[layout_column_id]': id('forbidden_layout_column'),
            'page_element[page_element_type]': 'Photo',
            'page_element[element][cutline]': `${RUN_TAG} photo`,
            'page_element[element][uploaded_data]': PNG_FILE,
          },
        }),
        made: { kind: 'page_element', operationId: 'deletePageElement' },
      },
      {
        what: 'uploading a video (multipart) into a layout column',
        operationId: 'createPageElement',
        request: (id) => ({
          multipart: {
            'page_element[layout_column_id]': id('forbidden_layout_column'),
            'page_element[page_element_type]': 'Video',
            'page_element[element][video_params][video_element_type]': 'UploadedVideo',
            'page_element[element][video_params][title]': `${RUN_TAG} video`,
            'page_element[element][video_params][uploaded_data]': MP4_FILE,
          },
        }),
        made: { kind: 'page_element', operationId: 'deletePageElement' },
      },
      {
        what: 'embedding an external video (URL-encoded form) in a layout column',
        operationId: 'createPageElement',
        request: (id) => ({
          form: {
            'page_element[layout_column_id]': id('forbidden_layout_column'),
            'page_element[page_element_type]': 'Video',
            'page_element[element][video_params][video_element_type]': 'ExternalVideo',
            'page_element[element][video_params][youtube_url]': 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          },
        }),
        made: { kind: 'page_element', operationId: 'deletePageElement' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-UPDATE',
    writes: [
      {
        // page_element and element are both required; custom_css_class is a field of every page element
        what: 'updating a page element',
        operationId: 'updatePageElement',
        request: (id) => ({
          path: { id: id('forbidden_page_element') },
          json: { page_element: { custom_css_class: 'svc-conformance-forbidden' }, element: {} },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-DELETE',
    writes: [
      {
        what: 'deleting a page element',
        operationId: 'deletePageElement',
        request: (id) => ({ path: { id: id('forbidden_page_element') } }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-MOVE',
    writes: [
      {
        // site_id is "site where the element resides"; the target is a layout column of that site
        what: 'moving a page element',
        operationId: 'movePageElement',
        request: (id) => ({
          path: { id: id('forbidden_page_element') },
          json: { site_id: id('forbidden_site'), layout_column_id: id('forbidden_layout_column') },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGES-CREATE',
    writes: [
      {
        what: 'creating a page on a site',
        operationId: 'createPage',
        request: (id) => ({
          json: {
            site_id: id('forbidden_site'),
            page_title: `${RUN_TAG} forbidden page`,
            button_title: `${RUN_TAG} forbidden`,
            display_status: 'disabled',
            layout_template: 'one_panel',
          },
        }),
        made: { kind: 'page' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-CREATE',
    writes: [
      {
        what: 'creating a news article tagged with a page node of a site',
        operationId: 'createNewsArticle',
        request: (id) => ({
          json: {
            news_article: { title: `${RUN_TAG} forbidden article`, page_node_ids: String(id('forbidden_page_node')) },
          },
        }),
        made: { kind: 'news_article', operationId: 'deleteNewsArticle' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-UPDATE',
    writes: [
      {
        // page_node_ids is required on update: a page node of the article's own site
        what: 'updating a news article',
        operationId: 'updateNewsArticle',
        request: (id) => ({
          path: { id: id('forbidden_news_article') },
          json: {
            news_article: { title: `${RUN_TAG} forbidden article`, page_node_ids: String(id('forbidden_page_node')) },
          },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-DELETE',
    writes: [
      {
        what: 'deleting a news article',
        operationId: 'deleteNewsArticle',
        request: (id) => ({ path: { id: id('forbidden_news_article') } }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-GAMES-NEWS-ARTICLES-CREATE',
    writes: [
      {
        // "(or linking such an article)": with no game of that site given, a game of the user's own
        // site (SVC_GAME_ID) and the article of the inaccessible site
        what: 'linking a news article of an inaccessible site to a game',
        operationId: 'createGamesNewsArticle',
        request: (id, discovery) => ({
          json: {
            game_id: 'id' in discovery.id('forbidden_game') ? id('forbidden_game') : id('game'),
            news_article_id: id('forbidden_news_article'),
          },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-GALLERY-PHOTOS-UPLOAD',
    writes: [
      {
        what: "uploading a photo to a game's gallery",
        operationId: 'uploadGalleryPhoto',
        request: (id) => ({
          multipart: {
            object_type: 'game',
            object_id: id('forbidden_game'),
            filedata: { ...PNG_FILE, name: `${RUN_TAG}-forbidden.png` },
          },
        }),
        made: { kind: 'gallery_photo', operationId: 'deleteGalleryPhoto' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-GALLERY-PHOTOS-DELETE',
    writes: [
      {
        what: 'deleting a gallery photo',
        operationId: 'deleteGalleryPhoto',
        request: (id) => ({ path: { id: id('forbidden_gallery_photo') } }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-GALLERY-VIDEOS-UPLOAD',
    writes: [
      {
        what: "uploading a video to a game's gallery",
        operationId: 'uploadGalleryVideo',
        request: (id) => ({
          multipart: {
            'uploaded_video[object_type]': 'game',
            'uploaded_video[object_id]': id('forbidden_game'),
            'uploaded_video[filedata]': { ...MP4_FILE, name: `${RUN_TAG}-forbidden.mp4` },
            'uploaded_video[name]': `${RUN_TAG} forbidden video`,
            'uploaded_video[description]': 'Sent by the conformance suite to a site it cannot access: must be refused.',
          },
        }),
        made: { kind: 'uploaded_video', operationId: 'deleteUploadedVideo' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-UPLOADED-VIDEOS-DELETE',
    writes: [
      {
        what: 'deleting an uploaded video',
        operationId: 'deleteUploadedVideo',
        request: (id) => ({ path: { id: id('forbidden_uploaded_video') } }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-OFFICIALS-CREATE',
    writes: [
      {
        what: 'creating an official for a game',
        operationId: 'createOrUpdateOfficial',
        request: (id) => ({
          json: { official: { name: `${RUN_TAG} forbidden official`, game_id: id('forbidden_game') } },
        }),
        made: { kind: 'official' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-OFFICIALS-UPDATE',
    writes: [
      {
        what: 'updating an official of a game',
        operationId: 'createOrUpdateOfficial',
        request: async (id, discovery) => ({
          json: {
            id: id('forbidden_official'),
            current_user: await currentUser(discovery),
            official: { name: `${RUN_TAG} forbidden official` },
          },
        }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-CREATE',
    writes: [
      {
        // the new-division form under the page node of a subseason of that site
        what: 'creating a division instance under a page node',
        operationId: 'createDivisionInstance',
        request: (id) => ({
          json: {
            parent_node_id: id('forbidden_subseason_node'),
            existing_or_new: 'new',
            division: {
              name: `${RUN_TAG} forbidden division`,
              button_title: 'Forbidden',
              abbrev: 'FB',
              primary_color: '112233',
              secondary_color: 'ffffff',
            },
          },
        }),
        made: { kind: 'division_instance', operationId: 'deleteDivisionInstance' },
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-UPDATE',
    writes: [
      {
        what: 'updating a division instance',
        operationId: 'updateDivisionInstance',
        request: (id) => ({ path: { id: id('forbidden_division_instance') }, json: { max_standings_points: 10 } }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-DELETE',
    writes: [
      {
        what: 'deleting a division instance',
        operationId: 'deleteDivisionInstance',
        request: (id) => ({ path: { id: id('forbidden_division_instance') } }),
      },
    ],
  },
  {
    requirement: 'ACCESS-FORBIDDEN-TEAMS-UPDATE',
    title: 'updating a team (bare and wrapped body)',
    writes: [
      {
        what: 'updating a team (bare body)',
        operationId: 'updateTeam',
        request: (id) => ({ path: { id: id('forbidden_team') }, json: { abbrev: 'FBD' } }),
      },
      {
        what: 'updating a team (body wrapped in team)',
        operationId: 'updateTeam',
        request: (id) => ({ path: { id: id('forbidden_team') }, json: { team: { abbrev: 'FBD' } } }),
      },
    ],
  },
];

/**
 * The checks of a refusal: the access rule (an error, a 4xx, never a 2xx), and ERROR-BODY-SHAPE (the
 * general error body {"errors": string}), judged only where there is an error to judge.
 */
async function checkRefused(r: ApiResult, requirement: string, what: string): Promise<void> {
  await check(requirement, `${what}: refused with an error (a 4xx)`, () =>
    expectClientError(r, `${what} is refused with a 4xx (answered ${r.status})`),
  );
  await check('ERROR-BODY-SHAPE', `${what}: the error carries the error body`, () => {
    if (r.status < 400) notJudged(`the request was served (${r.status}): no error body to judge`, [requirement]);
    expectErrorBody(r);
  });
}

/** A record a deployment answered that it made despite the rule: tracked, so the ledger tries to delete it. */
function trackMade(ledger: Ledger, write: Write, r: ApiResult): void {
  const id = r.object.id;
  if (!write.made || r.status < 200 || r.status >= 300 || typeof id !== 'number') return;
  const { kind, operationId, body } = write.made;
  if (operationId) ledger.track(kind, id, { operationId, path: { id }, ...(body ? { json: body(id) } : {}) });
  else ledger.track(kind, id);
}

test.describe('access control: writes to what belongs to a site the user cannot access', () => {
  for (const { requirement, title, writes } of WRITES) {
    test(
      `${title ?? writes[0]!.what} of an inaccessible site is refused with an error (${requirement})`,
      writingIrreversibly(proves(requirement, 'ERROR-BODY-SHAPE')),
      async ({ api, discovery, ledger }) => {
        // irreversibly: a deployment that broke the rule would change a site the suite cannot clean up.
        const id = (thing: string): number => forbidden(discovery, thing);
        for (const write of writes) {
          const r = await api.call(write.operationId, await write.request(id, discovery));
          trackMade(ledger, write, r);
          await checkRefused(r, requirement, `${write.what}: ${write.operationId}`);
        }
      },
    );
  }
});

/**
 * The other way round (read-write mode): what the first user's run creates on its own site, the
 * second user (SVC_OTHER_ACCESS_TOKEN) may neither change nor delete. Each write is refused with an
 * error, and the first user then reads the record unchanged (an update) or still there (a delete).
 * The second credential only sends writes that must be refused, on records this run made.
 */
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
