// The makers of team records the seed uses: teams, team instances (with their page nodes), games and
// their officials.
import type { SeedKit } from './kit.ts';
import { addPageNode } from '../model.ts';
import type { Gender, LeagueRec, TeamInstanceRec, TeamRec } from '../store.ts';

/** A team of a league, with its image. */
export const team = (
  k: SeedKit,
  lg: LeagueRec,
  name: string,
  abbrev: string,
  gender: Gender,
  color: string,
  extra: Partial<TeamRec> = {},
): TeamRec => {
  const { store, at2, image } = k;
  const [c] = at2();
  return store.insert('teams', {
    id: store.nextId('teams'),
    image_id: image(),
    sport_id: lg.sport_id,
    name,
    button_title: name,
    abbrev,
    primary_color: color,
    secondary_color: 'ffffff',
    gender,
    opponent: null,
    parent_team_id: null,
    ios_whitelabel_url: null,
    android_whitelabel_url: null,
    created_at: c,
    updated_at: c,
    site_ids: [lg.site_id],
    league_ids: [lg.id],
    ...extra,
  });
};

/** A team instance in subseasons, with a page node under each parent node. */
export const teamInstance = (
  k: SeedKit,
  t: TeamRec,
  subseasons: number[],
  parentNodeIds: number[],
  siteId: number,
  extra: Partial<TeamInstanceRec> = {},
): TeamInstanceRec => {
  const { store, at2 } = k;
  const [c] = at2();
  const id = store.nextId('teamInstances');
  const ti = store.insert('teamInstances', {
    id,
    team_id: t.id,
    roster_id: store.kindId('rosters', 90000 + (id - 8000)),
    image_id: t.image_id,
    management_team_id: store.kindId('managementTeams', 95000 + (id - 8000)),
    name: t.name,
    abbrev: t.abbrev,
    button_title: t.button_title,
    primary_color: t.primary_color,
    secondary_color: t.secondary_color,
    gender: t.gender,
    affects_standings: true,
    opponent: false,
    parent_team_instance_id: null,
    subseason_ids: subseasons,
    created_at: c,
    updated_at: c,
    ...extra,
  });
  for (const parent of parentNodeIds)
    addPageNode(store, { site_id: siteId, parent_id: parent, node_type: 'TeamInstance', object_id: id });
  return ti;
};

/** A game between two team instances. */
export const game = (k: SeedKit, siteId: number, sportId: number, subseasonId: number, home: number, away: number) => {
  const { store, at } = k;
  return store.insert('games', {
    id: store.nextId('games'),
    site_id: siteId,
    sport_id: sportId,
    subseason_id: subseasonId,
    home_team_instance_id: home,
    away_team_instance_id: away,
    starts_at: at(),
  });
};

/** An official of a game. */
export const official = (k: SeedKit, gameId: number, name: string, typeId: number | null) => {
  const { store, at2 } = k;
  const [c] = at2();
  return store.insert('officials', {
    id: store.nextId('officials'),
    name,
    official_type_id: typeId,
    game_id: gameId,
    created_at: c,
    updated_at: c,
  });
};
