// One valid read request per GET operation, built from discovered fixtures: the cross-cutting
// checks (authentication, JSON, timestamps, identifiers, nulls, version header) run over these.
import type { ApiResult, CallOptions } from './client.ts';
import type { Discovery, Found } from './discovery.ts';

/** A GET of one operation (the read sweep answers each once per worker). */
export type Read = (operationId: string, options?: CallOptions) => Promise<ApiResult>;

export interface ReadProbe {
  operationId: string;
  options: CallOptions;
}

type ProbeBuilder = (d: Discovery, read: Read) => Promise<Found<CallOptions>>;

const then = async <T>(found: Promise<Found<T>>, build: (value: T) => CallOptions): Promise<Found<CallOptions>> => {
  const f = await found;
  return 'missing' in f ? f : { value: build(f.value) };
};

/** The records of an index body: the array itself, or the one array an object wraps it in (gallery bodies are not shown). */
function recordsOf(body: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(body)) return body as Array<Record<string, unknown>>;
  if (typeof body !== 'object' || body === null) return [];
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] as Array<Record<string, unknown>>) : [];
}

/**
 * The lowest id an index lists: independent of the order the deployment lists in, and the oldest
 * record, which no running test is about to delete.
 */
async function firstOf(read: Read, operationId: string, options: CallOptions, what: string): Promise<Found> {
  const r = await read(operationId, options);
  const ids = recordsOf(r.body).map((x) => x?.id).filter((id): id is number => typeof id === 'number');
  return ids.length > 0 ? { value: Math.min(...ids) } : { missing: `no ${what} to read (${operationId} answered ${r.status} with none)` };
}

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
  getNewsArticle: async (_d, read) => then(firstOf(read, 'listNewsArticles', {}, 'news article'), (id) => ({ path: { id } })),
  listPhotoGalleries: (d) => then(d.game(), (object_id) => ({ query: { object_type: 'game', object_id } })),
  listVideoGalleries: (d) => then(d.game(), (object_id) => ({ query: { object_type: 'game', object_id } })),
  getPhotoGallery: async (d, read) => {
    const game = await d.game();
    if ('missing' in game) return game;
    return then(firstOf(read, 'listPhotoGalleries', { query: { object_type: 'game', object_id: game.value } }, 'photo gallery'), (id) => ({ path: { id } }));
  },
  getVideoGallery: async (d, read) => {
    const game = await d.game();
    if ('missing' in game) return game;
    return then(firstOf(read, 'listVideoGalleries', { query: { object_type: 'game', object_id: game.value } }, 'video gallery'), (id) => ({ path: { id } }));
  },
  getLayoutContainer: async (_d, read) => {
    const news = await read('listNewsArticles');
    // The oldest article first: the newest may be one a running test is deleting.
    for (const article of [...news.list].sort((a, b) => Number(a.id) - Number(b.id))) {
      const node = article.content_node as { layout_containers?: Array<{ id?: unknown }> } | undefined;
      const id = node?.layout_containers?.find((c) => typeof c.id === 'number')?.id;
      if (typeof id === 'number') return { value: { path: { id } } };
    }
    return { missing: 'no news article with a layout container to read' };
  },
  getPageElement: async (_d, read) => {
    const news = await read('listNewsArticles');
    // The oldest article first: the newest may be one a running test is changing.
    const articles = [...news.list].sort((a, b) => Number(a.id) - Number(b.id));
    for (const article of articles) {
      const node = article.content_node as { layout_containers?: Array<{ layout_columns?: Array<{ page_elements?: Array<{ id?: unknown }> }> }> } | undefined;
      for (const container of node?.layout_containers ?? []) {
        for (const column of container.layout_columns ?? []) {
          const id = column.page_elements?.find((pe) => typeof pe.id === 'number')?.id;
          if (typeof id === 'number') return { value: { path: { id } } };
        }
      }
    }
    return { missing: 'no news article with a page element to read' };
  },
};

/** The GET operations that need records this suite would have to create first (read them in their area's tests). */
export const GETS_WITHOUT_PROBE: string[] = [];
