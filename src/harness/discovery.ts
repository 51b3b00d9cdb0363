// Fixture discovery through the interface itself: each fixture is taken from its SVC_<THING>_ID
// override when given, else found by reading the interface, once per worker (memoised). Its reads
// are the worker's shared reads (read-sweep.ts): the team list it looks at is the one the tests
// of the teams index read, not another copy. What
// cannot be found is a reason to skip, never a failure: `Found` carries either the id or why not.
import type { Read } from './probes.ts';

export type Found<T = number> = { value: T } | { missing: string };

export interface TreeNode {
  id: number;
  node_type: string;
  data: Record<string, unknown>;
  children: Array<{ node: TreeNode }>;
}

const ok = <T>(value: T): Found<T> => ({ value });
const missing = (why: string): Found<never> => ({ missing: why });

/**
 * The lowest id of a list. The interface orders no list, so "the first one" would depend on the
 * order a deployment chooses (the reverse-order variation); the lowest id does not, and is usually
 * the oldest, most settled record.
 */
function firstId(list: Array<Record<string, unknown>>): number | undefined {
  const ids = list.map((x) => x?.id).filter((id): id is number => typeof id === 'number');
  return ids.length === 0 ? undefined : Math.min(...ids);
}

export function walkTree(root: TreeNode, visit: (node: TreeNode, parent?: TreeNode) => void, parent?: TreeNode): void {
  visit(root, parent);
  for (const child of root.children ?? []) if (child?.node) walkTree(child.node, visit, root);
}

export class Discovery {
  private readonly memo = new Map<string, Promise<Found<unknown>>>();

  constructor(
    private readonly read: Read,
    private readonly overrides: Record<string, number>,
  ) {}

  private once<T>(key: string, find: () => Promise<Found<T>>): Promise<Found<T>> {
    if (!this.memo.has(key)) this.memo.set(key, find().catch((e: unknown) => missing(`discovery of ${key} failed: ${String(e)}`)));
    return this.memo.get(key) as Promise<Found<T>>;
  }

  private override(thing: string): Found | undefined {
    const id = this.overrides[thing];
    return id === undefined ? undefined : ok(id);
  }

  site(): Promise<Found> {
    return this.once('site', async () => {
      const o = this.override('site');
      if (o) return o;
      const r = await this.read('listSites');
      const id = firstId(r.list);
      return id === undefined ? missing(`GET /sites answered ${r.status} with no site; set SVC_SITE_ID`) : ok(id);
    });
  }

  forbiddenSite(): Promise<Found> {
    return this.once('forbidden_site', async () => this.override('forbidden_site') ?? missing('SVC_FORBIDDEN_SITE_ID is not set (a site that exists but the user cannot access)'));
  }

  game(): Promise<Found> {
    return this.once('game', async () => this.override('game') ?? missing('SVC_GAME_ID is not set (the interface has no way to list games)'));
  }

  siteRecord(): Promise<Found<Record<string, unknown>>> {
    return this.once('site_record', async () => {
      const site = await this.site();
      if ('missing' in site) return site;
      const r = await this.read('getSite', { path: { id: site.value } });
      return r.status === 200 ? ok(r.object) : missing(`GET /sites/${site.value} answered ${r.status}`);
    });
  }

  league(): Promise<Found> {
    return this.once('league', async () => {
      const o = this.override('league');
      if (o) return o;
      const site = await this.site();
      if ('missing' in site) return site;
      const r = await this.read('listLeagues', { query: { site_id: site.value } });
      const id = firstId(r.list);
      return id === undefined ? missing(`site ${site.value} has no league (GET /leagues answered ${r.status}); set SVC_LEAGUE_ID`) : ok(id);
    });
  }

  leagueRecord(): Promise<Found<Record<string, unknown>>> {
    return this.once('league_record', async () => {
      const league = await this.league();
      if ('missing' in league) return league;
      const r = await this.read('getLeague', { path: { id: league.value } });
      return r.status === 200 ? ok(r.object) : missing(`GET /leagues/${league.value} answered ${r.status}`);
    });
  }

  leagueInstance(): Promise<Found> {
    return this.once('league_instance', async () => {
      const o = this.override('league_instance');
      if (o) return o;
      const league = await this.league();
      if ('missing' in league) return league;
      const r = await this.read('listLeagueInstances', { query: { league_id: league.value } });
      const id = firstId(r.list);
      return id === undefined ? missing(`league ${league.value} has no league instance; set SVC_LEAGUE_INSTANCE_ID`) : ok(id);
    });
  }

  tree(): Promise<Found<TreeNode>> {
    return this.once('tree', async () => {
      const li = await this.leagueInstance();
      if ('missing' in li) return li;
      const r = await this.read('getLeagueInstanceTree', { path: { id: li.value } });
      const node = r.object.node as TreeNode | undefined;
      return r.status === 200 && node ? ok(node) : missing(`GET /league_instance_tree/${li.value} answered ${r.status} without a node`);
    });
  }

  /** The first tree node of a type (its data id and its page node id). */
  private async fromTree(type: string): Promise<Found<{ id: number; nodeId: number; data: Record<string, unknown> }>> {
    const tree = await this.tree();
    if ('missing' in tree) return tree;
    let found: { id: number; nodeId: number; data: Record<string, unknown> } | undefined;
    walkTree(tree.value, (node) => {
      if (!found && node.node_type === type && typeof node.data?.id === 'number') found = { id: node.data.id, nodeId: node.id, data: node.data };
    });
    return found ? ok(found) : missing(`the league instance tree has no ${type} node`);
  }

  subseason(): Promise<Found> {
    return this.once('subseason', async () => {
      const o = this.override('subseason');
      if (o) return o;
      const fromTree = await this.fromTree('Subseason');
      if ('value' in fromTree) return ok(fromTree.value.id);
      const league = await this.leagueRecord();
      const current = 'value' in league ? league.value.current_subseason_id : undefined;
      return typeof current === 'number' ? ok(current) : missing(`${fromTree.missing}; set SVC_SUBSEASON_ID`);
    });
  }

  /** The page node of a subseason in the tree: where a new division instance can go. */
  subseasonNode(): Promise<Found<{ id: number; nodeId: number; data: Record<string, unknown> }>> {
    return this.once('subseason_node', () => this.fromTree('Subseason'));
  }

  divisionInstance(): Promise<Found> {
    return this.once('division_instance', async () => {
      const o = this.override('division_instance');
      if (o) return o;
      const subseason = await this.subseason();
      if ('missing' in subseason) return subseason;
      const r = await this.read('listDivisionInstances', { query: { subseason_id: subseason.value } });
      const id = firstId(r.list);
      return id === undefined ? missing(`subseason ${subseason.value} has no division instance; set SVC_DIVISION_INSTANCE_ID`) : ok(id);
    });
  }

  team(): Promise<Found> {
    return this.once('team', async () => {
      const o = this.override('team');
      if (o) return o;
      const site = await this.site();
      if ('missing' in site) return site;
      const r = await this.read('listTeams', { query: { site_id: site.value } });
      const id = firstId(r.list);
      return id === undefined ? missing(`site ${site.value} has no team; set SVC_TEAM_ID`) : ok(id);
    });
  }

  teamInstance(): Promise<Found> {
    return this.once('team_instance', async () => {
      const o = this.override('team_instance');
      if (o) return o;
      const subseason = await this.subseason();
      if ('missing' in subseason) return subseason;
      const r = await this.read('listTeamInstances', { query: { subseason_id: subseason.value } });
      const id = firstId(r.list);
      return id === undefined ? missing(`subseason ${subseason.value} has no team instance; set SVC_TEAM_INSTANCE_ID`) : ok(id);
    });
  }

  sport(): Promise<Found> {
    return this.once('sport', async () => {
      const o = this.override('sport');
      if (o) return o;
      const league = await this.leagueRecord();
      if ('value' in league && typeof league.value.sport_id === 'number') return ok(league.value.sport_id);
      const r = await this.read('listSports');
      const id = firstId(r.list);
      return id === undefined ? missing('GET /sports lists no sport; set SVC_SPORT_ID') : ok(id);
    });
  }

  officialType(): Promise<Found> {
    return this.once('official_type', async () => {
      const o = this.override('official_type');
      if (o) return o;
      const sport = await this.sport();
      if ('missing' in sport) return sport;
      const r = await this.read('listOfficialTypes', { query: { sport_id: sport.value } });
      const id = firstId(r.list);
      return id === undefined ? missing(`sport ${sport.value} has no official type; set SVC_OFFICIAL_TYPE_ID`) : ok(id);
    });
  }

  /** A has_news tag of the site: what news articles are tagged with (page_node_ids). */
  newsTag(): Promise<Found> {
    return this.once('news_tag', async () => {
      const o = this.override('news_tag');
      if (o) return o;
      const site = await this.site();
      if ('missing' in site) return site;
      const r = await this.read('listTags', { query: { site_id: site.value, scope: 'has_news' } });
      const tags = (r.object.tags as Array<Record<string, unknown>> | undefined) ?? [];
      const id = firstId(tags);
      return id === undefined ? missing(`site ${site.value} has no has_news tag; set SVC_NEWS_TAG_ID`) : ok(id);
    });
  }
}
