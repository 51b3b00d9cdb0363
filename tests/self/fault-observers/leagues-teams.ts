// What each fault of reference/faults/leagues-teams.ts changes, for the faults self-test
// (../reference-faults-variations.test.ts spreads these into its OBSERVE table). Each function is run
// against the faultless server and against one with the fault on; the results must differ. Asserts
// inside check that the rest of the rule still holds ("still one rule").
//
// These run against the shared baseline server too: they leave it as they found it (records they
// create are deleted again) and never change the team, team instances or league of
// fixtures.teamId, which the variation tests compare with the baseline.
//
// The observers of each area are in fault-observers/sports-officials.ts, leagues.ts,
// division-instances.ts and teams.ts (their shared reads in leagues-teams-kit.ts); the one of the
// fault reference/faults/leagues-teams.ts keeps outside the areas is here.
import type { LEAGUES_TEAMS_FAULTS } from '../../../reference/faults/leagues-teams.ts';
import { body, fx, ids, type Observer } from './leagues-teams-kit.ts';
import { SPORTS_OFFICIALS_OBSERVE } from './sports-officials.ts';
import { LEAGUE_OBSERVE } from './leagues.ts';
import { DIVISION_INSTANCE_OBSERVE } from './division-instances.ts';
import { TEAM_OBSERVE } from './teams.ts';

type Id = (typeof LEAGUES_TEAMS_FAULTS)[number]['id'];
/** The three faults whose observations live in reference-faults-variations.test.ts itself. */
type Own = Exclude<
  Id,
  'leagues-unknown-site-200' | 'league-instances-missing-league-id-400' | 'max-standings-points-number-after-update'
>;

export const LEAGUES_TEAMS_OBSERVE: Record<Own, Observer> = {
  ...SPORTS_OFFICIALS_OBSERVE,
  ...LEAGUE_OBSERVE,
  ...DIVISION_INSTANCE_OBSERVE,
  ...TEAM_OBSERVE,
  'division-instances-ignore-subseason-id': async (r) =>
    ids(await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)),
};
