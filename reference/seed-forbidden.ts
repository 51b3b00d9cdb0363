// The records of the site the user cannot access that an access check needs to be tried on, one of
// every kind of record scoped to a site, and their ids. The seed already gives that site a page, a
// news article (with its container, column and text block), a league with its season, subseason,
// division, division instance, teams and team instances, a game with an official, and a photo
// gallery; this adds what was missing for a fair test of every operation: a video gallery with a
// video. Made after everything else, so no other seeded id moves.
import { columnsOf, containersOf, leagueInstanceOfSeason, pageElementsOf } from './model.ts';
import type { Store } from './store.ts';

/** Ids of records of the forbidden site, one per kind (main.ts and farm.ts print them as SVC_FORBIDDEN_<THING>_ID). */
export interface ForbiddenFixtureIds {
  forbiddenContentNodeId: number;
  forbiddenLayoutContainerId: number;
  forbiddenLayoutColumnId: number;
  forbiddenPageElementId: number;
  forbiddenPageNodeId: number;
  forbiddenLeagueInstanceId: number;
  forbiddenSubseasonId: number;
  /** the page node of that subseason: where a division instance would go (parent_node_id) */
  forbiddenSubseasonNodeId: number;
  forbiddenDivisionId: number;
  forbiddenDivisionInstanceId: number;
  forbiddenTeamInstanceId: number;
  forbiddenOfficialId: number;
  forbiddenPhotoGalleryId: number;
  forbiddenGalleryPhotoId: number;
  forbiddenVideoGalleryId: number;
  forbiddenUploadedVideoId: number;
}

const PLACEHOLDER_VIDEO_FILE = 'placeholder-video.mp4';

/** Adds the video gallery (with one video) of the forbidden site's game. */
export function seedForbiddenExtras(store: Store, forbiddenSiteId: number, gameId: number): void {
  const at = new Date(Date.UTC(2026, 9, 1, 8, 0, 0));
  const gallery = store.insert('galleries', {
    id: store.nextId('galleries'),
    kind: 'video',
    site_id: forbiddenSiteId,
    object_type: 'game',
    object_id: gameId,
    name: 'Northfield videos',
    description: null,
    approval_required: false,
    created_at: at,
    updated_at: at,
  });
  store.insert('uploadedVideos', {
    id: store.nextId('uploadedVideos'),
    site_id: forbiddenSiteId,
    gallery_id: gallery.id,
    element_id: null,
    name: 'Northfield highlights',
    description: 'Northfield highlights (video)',
    file: PLACEHOLDER_VIDEO_FILE,
    content_type: 'video/mp4',
    size: store.uploads.get(PLACEHOLDER_VIDEO_FILE)?.data.length ?? 0,
    approved: true,
    created_at: at,
    updated_at: at,
  });
}

function lowest<T extends { id: number }>(records: Iterable<T>, what: string): number {
  const ids = [...records].map((r) => r.id).sort((a, b) => a - b);
  if (ids[0] === undefined) throw new Error(`seed: the forbidden site has no ${what}`);
  return ids[0];
}

/** The lowest id of every kind of record of the forbidden site. */
export function forbiddenFixtureIds(
  store: Store,
  forbiddenSiteId: number,
  newsArticleId: number,
  leagueId: number,
): ForbiddenFixtureIds {
  const t = store.t;
  const article = t.newsArticles.get(newsArticleId)!;
  const container = containersOf(store, article.content_node_id)[0]!;
  const column = columnsOf(store, container.id)[0]!;
  const seasons = [...t.seasons.values()].filter((s) => s.league_id === leagueId);
  const subseasons = [...t.subseasons.values()].filter((s) => seasons.some((x) => x.id === s.season_id));
  const subseasonIds = new Set(subseasons.map((s) => s.id));
  const galleries = [...t.galleries.values()].filter((g) => g.site_id === forbiddenSiteId);
  const photoGallery = lowest(
    galleries.filter((g) => g.kind === 'photo'),
    'photo gallery',
  );
  const videoGallery = lowest(
    galleries.filter((g) => g.kind === 'video'),
    'video gallery',
  );
  const games = new Set([...t.games.values()].filter((g) => g.site_id === forbiddenSiteId).map((g) => g.id));
  return {
    forbiddenContentNodeId: article.content_node_id,
    forbiddenLayoutContainerId: container.id,
    forbiddenLayoutColumnId: column.id,
    forbiddenPageElementId: lowest(pageElementsOf(store, column.id), 'page element'),
    forbiddenPageNodeId: lowest(
      [...t.pages.values()].filter((p) => p.site_id === forbiddenSiteId).map((p) => ({ id: p.node_id })),
      'page',
    ),
    forbiddenLeagueInstanceId: leagueInstanceOfSeason(store, seasons[0]!.id)!.id,
    forbiddenSubseasonId: lowest(subseasons, 'subseason'),
    forbiddenSubseasonNodeId: t.subseasons.get(lowest(subseasons, 'subseason'))!.node_id,
    forbiddenDivisionId: lowest(
      [...t.divisions.values()].filter((d) => d.league_id === leagueId),
      'division',
    ),
    forbiddenDivisionInstanceId: lowest(
      [...t.divisionInstances.values()].filter((d) => subseasonIds.has(d.subseason_id)),
      'division instance',
    ),
    forbiddenTeamInstanceId: lowest(
      [...t.teamInstances.values()].filter((ti) => ti.subseason_ids.some((s) => subseasonIds.has(s))),
      'team instance',
    ),
    forbiddenOfficialId: lowest(
      [...t.officials.values()].filter((o) => games.has(o.game_id)),
      'official',
    ),
    forbiddenPhotoGalleryId: photoGallery,
    forbiddenGalleryPhotoId: lowest(
      [...t.galleryPhotos.values()].filter((p) => p.gallery_id === photoGallery),
      'gallery photo',
    ),
    forbiddenVideoGalleryId: videoGallery,
    forbiddenUploadedVideoId: lowest(
      [...t.uploadedVideos.values()].filter((v) => v.gallery_id === videoGallery),
      'uploaded video',
    ),
  };
}

/** SVC_FORBIDDEN_<THING>_ID lines for every record of the forbidden site a test would try (main.ts, farm.ts). */
export function forbiddenEnv(
  fixtures: ForbiddenFixtureIds & {
    forbiddenSiteId: number;
    forbiddenLeagueId: number;
    forbiddenTeamId: number;
    forbiddenNewsArticleId: number;
    forbiddenGameId: number;
  },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fixtures)) {
    const m = /^forbidden([A-Z]\w*)Id$/.exec(key);
    if (m && typeof value === 'number')
      out[`SVC_FORBIDDEN_${m[1]!.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_ID`] = String(value);
  }
  return out;
}
