// Variations of the seeded data (applied once, right after the seed).
import { addPageNode, renumberSiteTree } from '../model.ts';
import { insertDivisionInstance } from '../seed/league-records.ts';
import type { Store } from '../store.ts';

/** When the instances and nodes made here were made: after every seeded record (deterministic, like the seed). */
export const MADE_AT = new Date(Date.UTC(2026, 9, 3, 12, 0, 0));

/**
 * every-division-instanced: every subseason of every league instance gets an instance of each
 * division of its league that it has none of (a page node under the subseason's node, like the
 * seeded ones). Returns how many were made.
 */
export function instanceEveryDivision(store: Store): number {
  let made = 0;
  const sites = new Set<number>();
  const divisionsByLeague = store.groupBy('divisions', 'league_id');
  for (const li of [...store.t.leagueInstances.values()]) {
    const league = store.t.leagues.get(li.league_id);
    const divisions = (divisionsByLeague.get(li.league_id) ?? []).slice().sort((a, b) => a.id - b.id);
    if (!league || divisions.length === 0) continue;
    const subseasons = store
      .childrenOf('subseasons', 'season_id', li.season_id)
      .slice()
      .sort((a, b) => a.position - b.position || a.id - b.id);
    for (const sub of subseasons) {
      const present = new Set(
        store.childrenOf('divisionInstances', 'subseason_id', sub.id).map((di) => di.division_id),
      );
      for (const division of divisions) {
        if (present.has(division.id)) continue;
        insertDivisionInstance(store, division.id, sub, league.site_id, MADE_AT);
        sites.add(league.site_id);
        made++;
      }
    }
  }
  for (const siteId of sites) renumberSiteTree(store, siteId);
  return made;
}

/** The node type tree-extra-node-types adds under each node of a listed type, and the name of its data. */
export const EXTRA_TREE_NODES = {
  LeagueInstance: { type: 'Tournament', name: 'Season Invitational' },
  Subseason: { type: 'Event', name: 'Showcase Weekend' },
} as const;

/**
 * tree-extra-node-types: a leaf of a node type the interface does not list under every league
 * instance node (Tournament) and every subseason node (Event), each a page node of its own.
 * Returns how many were made.
 */
export function addExtraTreeNodes(store: Store): number {
  let made = 0;
  const sites = new Set<number>();
  for (const parent of [...store.t.pageNodes.values()]) {
    const extra =
      parent.node_type === 'LeagueInstance' || parent.node_type === 'Subseason'
        ? EXTRA_TREE_NODES[parent.node_type]
        : undefined;
    if (!extra) continue;
    made++;
    addPageNode(store, {
      site_id: parent.site_id,
      parent_id: parent.id,
      node_type: extra.type,
      object_id: store.kindId(extra.type, made),
    });
    sites.add(parent.site_id);
  }
  for (const siteId of sites) renumberSiteTree(store, siteId);
  return made;
}
