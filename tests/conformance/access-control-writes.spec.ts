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
// deployment answers it created is still tracked in the ledger, for the delete to be tried. The
// second user's writes to what the first user made are in access-control-second-user-writes.spec.ts.
import { test, need, proves, writingIrreversibly, RUN_TAG } from './harness.ts';
import type { ApiResult, CallOptions } from '../../src/harness/client.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { MP4_FILE, PNG_FILE } from './support/page-elements.ts';
import { checkRefused, currentUser } from './support/access-control.ts';

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
