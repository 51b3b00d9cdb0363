// Fixture discovery through the interface itself. It runs ONCE per target, in global setup, before
// any test writes anything (discoverFixtures), and every worker gets the same answer (Discovery).
// So a fixture is always a record that existed before the run began: never one a test of this run
// created (and may be deleting), and never one that carries a run tag (a record an earlier,
// killed run left behind). Each fixture is its SVC_<THING>_ID override when given, else the lowest
// id of what the interface lists: the interface orders no list, and the lowest id does not depend
// on the order a deployment chooses (it says nothing of ids being small or sequential either: the
// lowest is merely a choice every worker makes alike).
//
// What cannot be found is a reason to skip, never a failure: `Found` carries the id or why not.
import type { ApiResult, CallOptions } from './client.ts';
import { memoised } from './memo.ts';
import type { FixtureChoice, Fixtures } from './run-target.ts';

/** A function that sends a GET of one operation and gives its answer: a read cache's `read` (ReadCache, read-sweep.ts: each asked once). */
export type ReadFunction = (operationId: string, options?: CallOptions) => Promise<ApiResult>;

export type Found<T = number> = { value: T } | { missing: string };

export interface TreeNode {
  id: number;
  node_type: string;
  data: Record<string, unknown>;
  children: Array<{ node: TreeNode }>;
}

type Rec = Record<string, unknown>;

const ok = <T>(value: T): Found<T> => ({ value });
const missing = (why: string): Found<never> => ({ missing: why });

/** Run tags look like svc-conformance-<date>-<random> (playwright.config.ts); any run's tag marks a record as the suite's own. */
const RUN_TAG_MARK = 'svc-conformance-';

/** Whether a record carries a run tag in one of its own strings (a title, a name, a nested division's name). */
function carriesRunTag(record: unknown, depth = 0): boolean {
  if (typeof record === 'string') return record.includes(RUN_TAG_MARK);
  if (record === null || typeof record !== 'object' || depth > 1) return false;
  return Object.entries(record as Rec).some(([key, value]) =>
    typeof value === 'string' ? value.includes(RUN_TAG_MARK) : key === 'division' && carriesRunTag(value, depth + 1),
  );
}

/** The lowest id of the records of a list that carry no run tag. */
function lowestId(list: readonly unknown[]): number | undefined {
  const ids = list
    .filter((x): x is Rec => typeof x === 'object' && x !== null && !carriesRunTag(x))
    .map((x) => x.id)
    .filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id));
  return ids.length === 0 ? undefined : Math.min(...ids);
}

/**
 * The records (objects with an integer id) of an index body whose shape the interface does not show
 * (gallery bodies): the array itself; else the one array of records an envelope holds (other keys,
 * also other arrays, may be the deployment's own); else the body itself when it is one record.
 */
export function recordsOf(body: unknown): Rec[] {
  const isRecord = (x: unknown): x is Rec =>
    typeof x === 'object' && x !== null && !Array.isArray(x) && Number.isInteger((x as Rec).id);
  if (Array.isArray(body)) return body.filter(isRecord);
  if (typeof body !== 'object' || body === null) return [];
  const lists = Object.values(body).filter((v): v is unknown[] => Array.isArray(v) && v.some(isRecord));
  if (lists.length === 1) return lists[0]!.filter(isRecord);
  return isRecord(body) ? [body] : [];
}

export function walkTree(root: TreeNode, visit: (node: TreeNode, parent?: TreeNode) => void, parent?: TreeNode): void {
  visit(root, parent);
  for (const child of root.children ?? []) if (child?.node) walkTree(child.node, visit, root);
}

/** The things discovery can find, in the order it looks (later ones build on earlier ones). */
export const DISCOVERABLE = [
  'site',
  'league',
  'league_instance',
  'subseason',
  'division_instance',
  'team',
  'team_instance',
  'sport',
  'official_type',
  'news_tag',
  'news_article',
  'other_news_article',
  'content_node',
  'layout_container',
  'layout_column',
  'page_element',
  'official',
  'photo_gallery',
  'video_gallery',
] as const;

/** Things only the user (or the embedded server) can name: the interface has no way to find them. */
export const NAMED_ONLY: Record<string, string> = {
  forbidden_site: 'SVC_FORBIDDEN_SITE_ID is not set (a site that exists but the user cannot access)',
  game: 'SVC_GAME_ID is not set (the interface has no way to list games)',
  other_game:
    'SVC_OTHER_GAME_ID is not set (a second game of the site, to move an official to: the interface has no way to list games)',
  uploads_off_site:
    'SVC_UPLOADS_OFF_SITE_ID is not set (a site whose uploaded-video setting is off: the interface cannot show the setting)',
};

/**
 * Finds every fixture of a target, once, before any write: `given` are the SVC_<THING>_ID overrides
 * (source 'given') and the ids the embedded server printed (source 'embedded').
 */
export async function discoverFixtures(
  read: ReadFunction,
  given: Record<string, { id: number; source: 'given' | 'embedded' }>,
  options: { articlesOfSite?: boolean } = {},
): Promise<Fixtures> {
  const fixtures: Fixtures = {};
  for (const [thing, g] of Object.entries(given)) fixtures[thing] = { id: g.id, source: g.source };
  for (const [thing, why] of Object.entries(NAMED_ONLY)) fixtures[thing] ??= { missing: why };
  const { id, found, after, guard } = fixtureSearch(fixtures);

  await guard('site', async () => {
    if (fixtures.site) return;
    const r = await read('listSites');
    found('site', lowestId(r.list), `GET /sites answered ${r.status} with no site; set SVC_SITE_ID`);
  });
  await guard('league', () => after('league', 'site', (site) => discoverLeague(read, fixtures, site)));
  await guard('league_instance', () =>
    after('league_instance', 'league', async (league) => {
      const r = await read('listLeagueInstances', { query: { league_id: league } });
      found('league_instance', lowestId(r.list), `league ${league} has no league instance; set SVC_LEAGUE_INSTANCE_ID`);
    }),
  );
  await guard('subseason', () => discoverSubseason(read, fixtures));
  await guard('division_instance', () =>
    after('division_instance', 'subseason', async (subseason) => {
      const r = await read('listDivisionInstances', { query: { subseason_id: subseason } });
      found(
        'division_instance',
        lowestId(r.list),
        `subseason ${subseason} has no division instance; set SVC_DIVISION_INSTANCE_ID`,
      );
    }),
  );
  await guard('team', () =>
    after('team', 'site', async (site) => {
      const r = await read('listTeams', { query: { site_id: site } });
      found('team', lowestId(r.list), `site ${site} has no team; set SVC_TEAM_ID`);
    }),
  );
  await guard('team_instance', () =>
    after('team_instance', 'subseason', async (subseason) => {
      const r = await read('listTeamInstances', { query: { subseason_id: subseason } });
      found('team_instance', lowestId(r.list), `subseason ${subseason} has no team instance; set SVC_TEAM_INSTANCE_ID`);
    }),
  );
  await guard('sport', async () => {
    if (fixtures.sport) return;
    const league = id('league');
    if ('value' in league) {
      const r = await read('getLeague', { path: { id: league.value } });
      if (typeof r.object.sport_id === 'number') return found('sport', r.object.sport_id, '');
    }
    const r = await read('listSports');
    found('sport', lowestId(r.list), 'GET /sports lists no sport; set SVC_SPORT_ID');
  });
  await guard('official_type', () =>
    after('official_type', 'sport', async (sport) => {
      const r = await read('listOfficialTypes', { query: { sport_id: sport } });
      found('official_type', lowestId(r.list), `sport ${sport} has no official type; set SVC_OFFICIAL_TYPE_ID`);
    }),
  );
  await guard('news_tag', () =>
    after('news_tag', 'site', async (site) => {
      const r = await read('listTags', { query: { site_id: site, scope: 'has_news' } });
      found(
        'news_tag',
        lowestId((r.object.tags as unknown[] | undefined) ?? []),
        `site ${site} has no has_news tag; set SVC_NEWS_TAG_ID`,
      );
    }),
  );
  await guard('news_article', () => discoverContent(read, fixtures, options.articlesOfSite ? id('site') : undefined));
  await guard('official', () =>
    after('official', 'game', async (game) => {
      const r = await read('listOfficials', { query: { game_id: game } });
      found(
        'official',
        lowestId(r.list),
        `game ${game} has no official to read (GET /officials answered ${r.status} with none)`,
      );
    }),
  );
  for (const kind of ['photo', 'video'] as const) {
    const thing = `${kind}_gallery`;
    await guard(thing, () =>
      after(thing, 'game', async (game) => {
        const r = await read(kind === 'photo' ? 'listPhotoGalleries' : 'listVideoGalleries', {
          query: { object_type: 'game', object_id: game },
        });
        found(
          thing,
          lowestId(recordsOf(r.body)),
          `no ${kind} gallery of game ${game} to read (answered ${r.status} with none); set SVC_${thing.toUpperCase()}_ID`,
        );
      }),
    );
  }
  return fixtures;
}

/**
 * The words discoverFixtures looks with, over the fixtures found so far: `id` (a thing's id, or why
 * there is none), `found` (what a look found: the id, or why not; a thing given or known already
 * stays), `after` (a look under a parent: a missing parent's reason is the thing's) and `guard` (a
 * look that fails leaves the thing missing, with the reason and the variable that names it).
 */
function fixtureSearch(fixtures: Fixtures) {
  const id = (thing: string): Found => {
    const f = fixtures[thing];
    return f && 'id' in f ? ok(f.id) : missing(f?.missing ?? `${thing} was not found`);
  };
  const found = (thing: string, value: number | undefined, why: string, nodeId?: number): void => {
    if (fixtures[thing]) return;
    fixtures[thing] =
      value === undefined
        ? { missing: why }
        : { id: value, source: 'discovered', ...(nodeId !== undefined ? { nodeId } : {}) };
  };
  const after = async (thing: string, parent: string, find: (parentId: number) => Promise<void>): Promise<void> => {
    if (fixtures[thing]) return;
    const p = id(parent);
    if ('missing' in p) fixtures[thing] = { missing: p.missing };
    else await find(p.value);
  };
  const guard = async (thing: string, find: () => Promise<void>): Promise<void> => {
    try {
      await find();
    } catch (e) {
      fixtures[thing] ??= {
        missing: `discovery of ${thing} failed: ${e instanceof Error ? e.message : String(e)}; set SVC_${thing.toUpperCase()}_ID`,
      };
    }
  };
  return { id, found, after, guard };
}

/** How many leagues discovery looks into for one whose season shows divisions. */
const LEAGUES_LOOKED_INTO = 5;

/**
 * The league of the site (and its league instance): of the lowest ids, the first whose lowest
 * league instance's tree holds division instances, so that the division checks have something to
 * work on (a solo-team league has none); else the lowest id.
 */
async function discoverLeague(read: ReadFunction, fixtures: Fixtures, site: number): Promise<void> {
  const r = await read('listLeagues', { query: { site_id: site } });
  const ids = r.list
    .filter((x) => !carriesRunTag(x))
    .map((x) => x.id)
    .filter((id): id is number => Number.isSafeInteger(id))
    .sort((a, b) => a - b);
  if (ids.length === 0) {
    fixtures.league = { missing: `site ${site} has no league (GET /leagues answered ${r.status}); set SVC_LEAGUE_ID` };
    return;
  }
  if (!fixtures.league_instance) {
    for (const league of ids.slice(0, LEAGUES_LOOKED_INTO)) {
      const li = lowestId((await read('listLeagueInstances', { query: { league_id: league } })).list);
      if (li === undefined) continue;
      const root = (await read('getLeagueInstanceTree', { path: { id: li } })).object.node as TreeNode | undefined;
      let divisions = 0;
      if (root)
        walkTree(root, (node) => {
          if (node.node_type === 'DivisionInstance') divisions += 1;
        });
      if (divisions > 0) {
        fixtures.league = { id: league, source: 'discovered' };
        fixtures.league_instance = { id: li, source: 'discovered' };
        return;
      }
    }
  }
  fixtures.league = { id: ids[0]!, source: 'discovered' };
}

/** The subseason with the lowest id in the league instance tree (and its page node), else the league's current subseason. */
async function discoverSubseason(read: ReadFunction, fixtures: Fixtures): Promise<void> {
  const li = fixtures.league_instance;
  const given = fixtures.subseason && 'id' in fixtures.subseason ? fixtures.subseason : undefined;
  const nodes: Array<{ id: number; nodeId: number }> = [];
  if (li && 'id' in li) {
    const r = await read('getLeagueInstanceTree', { path: { id: li.id } });
    const root = r.object.node as TreeNode | undefined;
    if (root)
      walkTree(root, (node) => {
        if (node.node_type === 'Subseason' && typeof node.data?.id === 'number')
          nodes.push({ id: node.data.id, nodeId: node.id });
      });
  }
  if (given) {
    const node = nodes.find((n) => n.id === given.id);
    if (node) fixtures.subseason = { ...given, nodeId: node.nodeId };
    return;
  }
  const lowest = nodes.sort((a, b) => a.id - b.id)[0];
  if (lowest) {
    fixtures.subseason = { id: lowest.id, source: 'discovered', nodeId: lowest.nodeId };
    return;
  }
  const league = fixtures.league;
  if (league && 'id' in league) {
    const r = await read('getLeague', { path: { id: league.id } });
    if (typeof r.object.current_subseason_id === 'number') {
      fixtures.subseason = { id: r.object.current_subseason_id, source: 'discovered' };
      return;
    }
  }
  fixtures.subseason = {
    missing:
      li && 'missing' in li ? li.missing : 'the league instance tree has no Subseason node; set SVC_SUBSEASON_ID',
  };
}

/**
 * A news article of the site that existed before the run (no run tag), with the lowest id, and in
 * it (or the next one) a layout container (with its content node and first column) and a page
 * element to read: the cross-cutting checks read these, and no test deletes a record it did not
 * create. `ofSite`: only articles whose comment element names that site (the interface lists
 * site_id there and nowhere else on an article): for a user who may read several sites.
 */
async function discoverContent(read: ReadFunction, fixtures: Fixtures, ofSite?: Found): Promise<void> {
  const r = await read('listNewsArticles');
  const site = ofSite && 'value' in ofSite ? ofSite.value : undefined;
  const onSite = (a: Rec): boolean => site === undefined || (a.comment_element as Rec | undefined)?.site_id === site;
  const articles = r.list
    .filter((a) => typeof a.id === 'number' && !carriesRunTag(a) && onSite(a))
    .sort((a, b) => Number(a.id) - Number(b.id));
  if (!fixtures.news_article) {
    const first = articles[0];
    fixtures.news_article = first
      ? { id: Number(first.id), source: 'discovered' }
      : {
          missing: `no news article to read (GET /news_articles answered ${r.status} with none); set SVC_NEWS_ARTICLE_ID`,
        };
  }
  // a second one (the highest id): a show is judged on two articles, so that one answering always the same article shows
  if (!fixtures.other_news_article) {
    const own = fixtures.news_article && 'id' in fixtures.news_article ? fixtures.news_article.id : undefined;
    const last = articles.filter((a) => Number(a.id) !== own).at(-1);
    fixtures.other_news_article = last
      ? { id: Number(last.id), source: 'discovered' }
      : { missing: 'only one news article to read; set SVC_OTHER_NEWS_ARTICLE_ID' };
  }
  const containers = (a: Rec) => ((a.content_node as Rec | undefined)?.layout_containers as Rec[] | undefined) ?? [];
  const containerIds = articles
    .flatMap((a) => containers(a).map((c) => c.id))
    .filter((x): x is number => typeof x === 'number');
  const elementIds = articles
    .flatMap((a) =>
      containers(a).flatMap((c) =>
        ((c.layout_columns as Rec[] | undefined) ?? []).flatMap((col) =>
          ((col.page_elements as Rec[] | undefined) ?? []).map((pe) => pe.id),
        ),
      ),
    )
    .filter((x): x is number => typeof x === 'number');
  const pick = (thing: string, ids: number[], what: string): void => {
    if (fixtures[thing]) return;
    fixtures[thing] =
      ids.length > 0
        ? { id: Math.min(...ids), source: 'discovered' }
        : { missing: `no news article with a ${what} to read; set SVC_${thing.toUpperCase()}_ID` };
  };
  pick('layout_container', containerIds, 'layout container');
  pick('page_element', elementIds, 'page element');
  // the content node holding that container, and its first column (where a create would go)
  const container =
    fixtures.layout_container && 'id' in fixtures.layout_container ? fixtures.layout_container.id : undefined;
  const holder = articles.find((a) => containers(a).some((c) => c.id === container));
  const record = holder ? containers(holder).find((c) => c.id === container) : undefined;
  const nodeId = holder ? ((holder.content_node as Rec | undefined)?.id ?? holder.content_node_id) : undefined;
  const columnId = ((record?.layout_columns as Rec[] | undefined) ?? [])
    .map((c) => c.id)
    .find((x): x is number => typeof x === 'number');
  pick('content_node', typeof nodeId === 'number' ? [nodeId] : [], 'content node');
  pick('layout_column', columnId !== undefined ? [columnId] : [], 'layout column');
}

/**
 * A worker's view of the run's fixtures: the ids global setup found (the same in every worker),
 * and the records behind some of them, read when first asked through the worker's shared reads.
 */
export class Discovery {
  private readonly memo = new Map<string, Promise<Found<unknown>>>();

  constructor(
    private readonly read: ReadFunction,
    private readonly fixtures: Fixtures,
  ) {}

  /** The fixture id of a thing, or why there is none. */
  id(thing: string): Found {
    const f: FixtureChoice | undefined = this.fixtures[thing];
    if (!f) return missing(`no ${thing.replace(/_/g, ' ')} was looked for; set SVC_${thing.toUpperCase()}_ID`);
    return 'id' in f ? ok(f.id) : missing(f.missing);
  }

  /** A failure to read becomes a reason (kept, not asked again: the fixture is missing for this worker). */
  private once<T>(key: string, find: () => Promise<Found<T>>): Promise<Found<T>> {
    return memoised(this.memo, key, () =>
      find().catch((e: unknown) => missing(`reading ${key} failed: ${String(e)}`)),
    ) as Promise<Found<T>>;
  }

  private async record(key: string, thing: string, operationId: string): Promise<Found<Rec>> {
    return this.once(key, async () => {
      const f = this.id(thing);
      if ('missing' in f) return f;
      const r = await this.read(operationId, { path: { id: f.value } });
      return r.status === 200
        ? ok(r.object)
        : missing(
            `${r.exchange.method} ${new URL(r.exchange.url).pathname} answered ${r.status}; set SVC_${thing.toUpperCase()}_ID to another`,
          );
    });
  }

  site = async (): Promise<Found> => this.id('site');
  forbiddenSite = async (): Promise<Found> => this.id('forbidden_site');
  game = async (): Promise<Found> => this.id('game');
  otherGame = async (): Promise<Found> => this.id('other_game');
  league = async (): Promise<Found> => this.id('league');
  leagueInstance = async (): Promise<Found> => this.id('league_instance');
  subseason = async (): Promise<Found> => this.id('subseason');
  divisionInstance = async (): Promise<Found> => this.id('division_instance');
  team = async (): Promise<Found> => this.id('team');
  teamInstance = async (): Promise<Found> => this.id('team_instance');
  sport = async (): Promise<Found> => this.id('sport');
  officialType = async (): Promise<Found> => this.id('official_type');
  newsTag = async (): Promise<Found> => this.id('news_tag');
  newsArticle = async (): Promise<Found> => this.id('news_article');
  otherNewsArticle = async (): Promise<Found> => this.id('other_news_article');
  layoutContainer = async (): Promise<Found> => this.id('layout_container');
  pageElement = async (): Promise<Found> => this.id('page_element');
  photoGallery = async (): Promise<Found> => this.id('photo_gallery');
  videoGallery = async (): Promise<Found> => this.id('video_gallery');

  siteRecord = (): Promise<Found<Rec>> => this.record('site_record', 'site', 'getSite');
  leagueRecord = (): Promise<Found<Rec>> => this.record('league_record', 'league', 'getLeague');

  /** The league instance tree of the fixture league instance, as this worker first read it. */
  tree(): Promise<Found<TreeNode>> {
    return this.once('tree', async () => {
      const li = this.id('league_instance');
      if ('missing' in li) return li;
      const r = await this.read('getLeagueInstanceTree', { path: { id: li.value } });
      const node = r.object.node as TreeNode | undefined;
      return r.status === 200 && node
        ? ok(node)
        : missing(
            `GET /league_instance_tree/${li.value} answered ${r.status} without a node; set SVC_LEAGUE_INSTANCE_ID to another`,
          );
    });
  }

  /** The fixture subseason's page node in the tree: where a new division instance can go. */
  async subseasonNode(): Promise<Found<{ id: number; nodeId: number }>> {
    const f = this.fixtures.subseason;
    if (!f || 'missing' in f) return missing(f?.missing ?? 'no subseason was looked for; set SVC_SUBSEASON_ID');
    return f.nodeId === undefined
      ? missing(
          `subseason ${f.id} is not a node of the league instance tree; set SVC_SUBSEASON_ID to one of the tree of SVC_LEAGUE_INSTANCE_ID`,
        )
      : ok({ id: f.id, nodeId: f.nodeId });
  }
}
