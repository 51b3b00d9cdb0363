// What the league spec files share (leagues.spec.ts, league-instance-tree.spec.ts): the leagues of
// the fixture site, read now.
import { test, need } from '../harness.ts';
import { listedIn } from '../assertions.ts';
import type { ApiClient } from '../../../src/harness/client.ts';
import type { Discovery } from '../../../src/harness/discovery.ts';

/**
 * The fixture site and its leagues, read now: a precondition that the index answers them (its own
 * rule, OP-LEAGUES-INDEX). How many leagues a site has is the deployment's data, not the interface's:
 * where the site has none the test is skipped, saying what there is then nothing of (`nothing`).
 */
export async function leaguesOfTheSite(
  api: ApiClient,
  discovery: Discovery,
  nothing: string,
): Promise<{ site: number; leagues: Array<Record<string, unknown>> }> {
  const site = need(await discovery.site());
  const leagues = await listedIn(
    await api.call('listLeagues', { query: { site_id: site } }),
    `the leagues of site ${site}`,
    'OP-LEAGUES-INDEX',
  );
  test.skip(leagues.length === 0, `site ${site} has no league: ${nothing}; set SVC_SITE_ID to one that has`);
  return { site, leagues };
}
