// The seeded leagues: the main league of the default site (two divisions and a third with one instance,
// regular season and playoffs, and a team in the playoffs only), a solo-team league, a soccer league on site 2 and one on the forbidden site.
import type { SeedKit } from './kit.ts';
import {
  DIVISION_COLORS,
  TEAM_NAMES,
  league,
  season,
  subseason,
  division,
  divisionInstance,
} from './league-records.ts';
import { team, teamInstance, game, official } from './team-records.ts';
import type { Gender, TeamInstanceRec, TeamRec } from '../store.ts';

/** The leagues of the three sites with their seasons, divisions, teams, games and officials. */
export function seedLeagues(
  k: SeedKit,
  { SITE, SITE2, FORBIDDEN }: { SITE: number; SITE2: number; FORBIDDEN: number },
  { officialTypeIds, HOCKEY, SOCCER }: { officialTypeIds: Map<number, number[]>; HOCKEY: number; SOCCER: number },
  instanceCount: number,
) {
  // Main league of the default site: two divisions, a regular season and playoffs.
  const mainLeague = league(k, SITE, HOCKEY, 'Riverside Youth Hockey League', 'RYHL', 'co-ed');
  const main = season(k, mainLeague, '2026-2027', false);
  const regular = subseason(k, main.season, main.liNodeId, SITE, 'Regular Season', 1);
  const playoffs = subseason(k, main.season, main.liNodeId, SITE, 'Playoffs', 2);
  mainLeague.current_subseason_id = regular.id;
  const north = division(k, mainLeague, 'North', 0);
  const south = division(k, mainLeague, 'South', 1);
  const divisionsList = [north, south];
  const regDis = divisionsList.map((d) => divisionInstance(k, d.id, regular, SITE));
  const poDis = divisionsList.map((d) => divisionInstance(k, d.id, playoffs, SITE));
  // A division with an instance in the regular season only: the playoffs can take an instance of an
  // existing division (division instance create, existing form).
  const central = division(k, mainLeague, 'Central', 3);
  divisionInstance(k, central.id, regular, SITE);
  const mainTeams: TeamRec[] = [];
  const mainTis: TeamInstanceRec[] = [];
  const mainTeam = (i: number): TeamRec => {
    const word = TEAM_NAMES[i % TEAM_NAMES.length]!;
    const round = Math.floor(i / TEAM_NAMES.length);
    const name = round === 0 ? `Riverside ${word}` : `Riverside ${word} ${round + 1}`;
    const abbrev = `${word.slice(0, 3).toUpperCase()}${round === 0 ? '' : round + 1}`;
    const gender: Gender = i % 3 === 2 ? 'female' : 'co-ed';
    return team(k, mainLeague, name, abbrev, gender, DIVISION_COLORS[i % DIVISION_COLORS.length]!);
  };
  for (let i = 0; i < instanceCount; i++) {
    const t = mainTeam(i);
    const d = i % 2;
    mainTeams.push(t);
    mainTis.push(teamInstance(k, t, [regular.id, playoffs.id], [regDis[d]!.node_id, poDis[d]!.node_id], SITE));
  }
  const game1 = game(k, SITE, HOCKEY, regular.id, mainTis[0]!.id, mainTis[1]!.id);
  const hockeyTypes = officialTypeIds.get(HOCKEY)!;
  official(k, game1.id, 'Jordan Blake', hockeyTypes[0]!);
  official(k, game1.id, 'Casey Moore', hockeyTypes[1]!);

  // Solo-team league: one team with its own schedule and an opponent team.
  const soloLeague = league(k, SITE, HOCKEY, 'Riverside Travel Schedule', 'RTS', 'male');
  const solo = season(k, soloLeague, '2026-2027 Travel', true);
  const soloSub = subseason(k, solo.season, solo.liNodeId, SITE, 'Travel Season', 1);
  soloLeague.current_subseason_id = soloSub.id;
  const hawks = team(k, soloLeague, 'Riverside Travel Hawks', 'RTH', 'male', '0b3d91');
  const eagles = team(k, soloLeague, 'Eastview Eagles', 'EVE', 'male', '6a0dad', {
    opponent: 1,
    parent_team_id: hawks.id,
  });
  const hawksTi = teamInstance(k, hawks, [soloSub.id], [soloSub.node_id], SITE);
  const eaglesTi = teamInstance(k, eagles, [soloSub.id], [soloSub.node_id], SITE, {
    opponent: true,
    parent_team_instance_id: hawksTi.id,
    affects_standings: false,
  });
  const soloGame = game(k, SITE, HOCKEY, soloSub.id, hawksTi.id, eaglesTi.id);

  // Second site: a soccer league without divisions.
  const soccer = league(k, SITE2, SOCCER, 'Lakeside Premier League', 'LPL', 'female');
  const spring = season(k, soccer, '2027 Spring', false);
  const springSub = subseason(k, spring.season, spring.liNodeId, SITE2, 'Regular Season', 1);
  soccer.current_subseason_id = springSub.id;
  const lakers = [
    team(k, soccer, 'Lakeside Lightning', 'LL', 'female', '00bfff'),
    team(k, soccer, 'Lakeside Thunder', 'LT', 'female', '4b0082'),
  ];
  const lakerTis = lakers.map((t) => teamInstance(k, t, [springSub.id], [springSub.node_id], SITE2));
  const game3 = game(k, SITE2, SOCCER, springSub.id, lakerTis[0]!.id, lakerTis[1]!.id);
  official(k, game3.id, 'Alex Rivera', officialTypeIds.get(SOCCER)![0]!);

  // The site the user cannot access.
  const nLeague = league(k, FORBIDDEN, HOCKEY, 'Northfield Hockey League', 'NHL2', 'male');
  const nSeason = season(k, nLeague, '2026-2027', false);
  const nSub = subseason(k, nSeason.season, nSeason.liNodeId, FORBIDDEN, 'Regular Season', 1);
  nLeague.current_subseason_id = nSub.id;
  const nDiv = division(k, nLeague, 'Open', 2);
  const nDi = divisionInstance(k, nDiv.id, nSub, FORBIDDEN);
  const nTeams = [
    team(k, nLeague, 'Northfield Bisons', 'NFB', 'male', '8b4513'),
    team(k, nLeague, 'Northfield Moose', 'NFM', 'male', '556b2f'),
  ];
  const nTis = nTeams.map((t) => teamInstance(k, t, [nSub.id], [nDi.node_id], FORBIDDEN));
  const game4 = game(k, FORBIDDEN, HOCKEY, nSub.id, nTis[0]!.id, nTis[1]!.id);
  official(k, game4.id, 'Robin Hale', hockeyTypes[0]!);

  // A team of the main league in the playoffs only, not in its current subseason (the regular
  // season): the one team current_subseason_only=1 leaves out, so that the filter can be seen to filter.
  const playoffsOnly = team(k, mainLeague, 'Riverside Wildcards', 'RWC', 'co-ed', '808080');
  teamInstance(k, playoffsOnly, [playoffs.id], [poDis[0]!.node_id], SITE);
  return {
    mainLeague,
    main,
    regular,
    playoffs,
    north,
    regDis,
    mainTeams,
    mainTis,
    mainTeam,
    game1,
    soloGame,
    soloLeague,
    hawks,
    eagles,
    eaglesTi,
    nLeague,
    nTeams,
    game4,
  };
}
