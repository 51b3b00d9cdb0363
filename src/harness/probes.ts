// One valid read request per GET operation, built from discovered fixtures: the cross-cutting
// checks (authentication, JSON, timestamps, identifiers, nulls, version header) run over these.
import type { CallOptions } from './client.ts';
import type { Discovery, Found } from './discovery.ts';

/** Builds a read probe's request from the fixtures discovery found, or says why it cannot. */
type ProbeBuilder = (d: Discovery) => Promise<Found<CallOptions>>;

const then = async <T>(found: Promise<Found<T>>, build: (value: T) => CallOptions): Promise<Found<CallOptions>> => {
  const f = await found;
  return 'missing' in f ? f : { value: build(f.value) };
};

/** Every probe reads a fixture global setup chose before any write: a record no test of the run deletes. */
export const READ_PROBES: Record<string, ProbeBuilder> = {
  listSites: async () => ({ value: {} }),
  getSite: (d) => then(d.site(), (id) => ({ path: { id } })),
  listTags: (d) => then(d.site(), (site_id) => ({ query: { site_id, scope: 'has_news' } })),
  listSports: async () => ({ value: {} }),
  getSport: (d) => then(d.sport(), (id) => ({ path: { id } })),
  listOfficialTypes: (d) => then(d.sport(), (sport_id) => ({ query: { sport_id } })),
  listOfficials: (d) => then(d.game(), (game_id) => ({ query: { game_id } })),
  listLeagues: (d) => then(d.site(), (site_id) => ({ query: { site_id } })),
  getLeague: (d) => then(d.league(), (id) => ({ path: { id } })),
  listLeagueInstances: (d) => then(d.league(), (league_id) => ({ query: { league_id } })),
  getLeagueInstanceTree: (d) => then(d.leagueInstance(), (id) => ({ path: { id } })),
  listDivisionInstances: (d) => then(d.subseason(), (subseason_id) => ({ query: { subseason_id } })),
  listTeams: (d) => then(d.site(), (site_id) => ({ query: { site_id } })),
  getTeam: (d) => then(d.team(), (id) => ({ path: { id } })),
  listTeamInstances: (d) => then(d.subseason(), (subseason_id) => ({ query: { subseason_id } })),
  getTeamInstance: (d) => then(d.teamInstance(), (id) => ({ path: { id } })),
  listNewsArticles: async () => ({ value: {} }),
  getNewsArticle: (d) => then(d.newsArticle(), (id) => ({ path: { id } })),
  listPhotoGalleries: (d) => then(d.game(), (object_id) => ({ query: { object_type: 'game', object_id } })),
  listVideoGalleries: (d) => then(d.game(), (object_id) => ({ query: { object_type: 'game', object_id } })),
  getPhotoGallery: (d) => then(d.photoGallery(), (id) => ({ path: { id } })),
  getVideoGallery: (d) => then(d.videoGallery(), (id) => ({ path: { id } })),
  getLayoutContainer: (d) => then(d.layoutContainer(), (id) => ({ path: { id } })),
  getPageElement: (d) => then(d.pageElement(), (id) => ({ path: { id } })),
};
