// Variations of the seeded data (applied once, right after the seed).
import { renumberSiteTree } from '../model.ts';
import { insertDivisionInstance } from '../seed/league-records.ts';
import type { Store } from '../store.ts';

/** When the instances made here were made: after every seeded record (deterministic, like the seed). */
const MADE_AT = new Date(Date.UTC(2026, 9, 3, 12, 0, 0));

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
    const subseasons = store.childrenOf('subseasons', 'season_id', li.season_id).slice().sort((a, b) => a.position - b.position || a.id - b.id);
    for (const sub of subseasons) {
      const present = new Set(store.childrenOf('divisionInstances', 'subseason_id', sub.id).map((di) => di.division_id));
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
