// The makers of league records the seed uses: leagues, seasons (with their stat preference), subseasons
// (with their standing preference), divisions and division instances.
import type { SeedKit } from './kit.ts';
import { newPagedRecord } from '../model.ts';
import type {
  DivisionInstanceRec,
  GameDefaults,
  LeagueRec,
  SeasonRec,
  StandingPreference,
  StatPreference,
  Store,
  SubseasonRec,
} from '../store.ts';

export const DIVISION_COLORS = ['1f4e8c', 'b22222', '2e8b57', 'daa520'];
export const TEAM_NAMES = [
  'Hawks',
  'Wolves',
  'Bears',
  'Lynx',
  'Falcons',
  'Otters',
  'Comets',
  'Storm',
  'Pioneers',
  'Rapids',
];

/** The game defaults of a season's stat preference. */
const gameDefaults = (): GameDefaults => ({
  intermission_length: 15,
  overtime_length: 5,
  overtime_intervals: 1,
  time_intervals: ['1', '2', '3'],
  time_interval_name: 'period',
  warmup_length: 10,
  minor_penalty_time: 2,
  major_penalty_time: 5,
  match_penalty_time: 10,
  misconduct_time: 10,
  game_misconduct_time: 10,
  max_player_penalties: 5,
  max_team_penalties: 15,
  max_player_major_penalties: 2,
  timeouts: 1,
  timeout_time: 30,
  shootout_enabled: true,
  stop_run_time: true,
  post_live_updates: true,
  track_goal_types: false,
  track_player_sog: true,
  max_goal_differential: null,
  ice_hockey_standings_order: 'points',
  ice_hockey_tiebreaker_order: 'wins,goal_differential',
  ice_hockey_playoff_qualification: 'top_4',
});

/** The stat preference of a season. */
const statPreference = (k: SeedKit, seasonId: number): StatPreference => {
  const { store, at2 } = k;
  const [c] = at2();
  return {
    id: store.kindId('statPreferences', 9100 + seasonId - 6100),
    updated_on: c,
    created_on: c,
    season_id: seasonId,
    stat_tool_id: 1,
    original_scorer_can_edit: true,
    force_real_time_scoring: false,
    stats_can_be_unlinked: true,
    scoring_methods: 'live,final',
    can_edit_final: true,
    traded_player_stats: false,
    game_sheet_auto_summary_enabled: true,
    visible_stats: ['goals', 'assists', 'points', 'penalty_minutes'],
    game_defaults: gameDefaults(),
  };
};

/** The standing preference of a subseason. */
const standingPreference = (k: SeedKit, subseasonId: number): StandingPreference => {
  const { store, at2 } = k;
  const [c] = at2();
  return {
    id: store.kindId('standingPreferences', 9300 + subseasonId - 6300),
    standing_tool_id: 1,
    standing_type_id: 2,
    standings_aggregation_level: 'division',
    qualifiers: 4,
    qualifier_limit: null,
    created_at: c,
    updated_at: c,
    winning_team_custom_points: 2,
    losing_team_custom_points: 0,
    tied_team_custom_points: 1,
    label_mapping: { w: 'W', l: 'L', t: 'T', pts: 'PTS' },
    extended_fields: ['otw', 'otl'],
    order_rule: 'pts,w,gd',
    overtime_win_custom_points: 2,
    overtime_loss_custom_points: 1,
    overtime_wins_include_in_wins: true,
    overtime_losses_include_in_losses: false,
    legacy_custom_points: false,
  };
};

/** A league with its page node and image. */
export const league = (
  k: SeedKit,
  siteId: number,
  sportId: number,
  name: string,
  abbrev: string,
  gender: string,
): LeagueRec => {
  const { store, at2, image } = k;
  const [c] = at2();
  const { id, node } = newPagedRecord(store, 'leagues', 'League', { site_id: siteId, parent_id: null });
  return store.insert('leagues', {
    id,
    site_id: siteId,
    sport_id: sportId,
    node_id: node.id,
    name,
    current_subseason_id: null,
    image_id: image(),
    button_title: name,
    abbrev,
    primary_color: '1f4e8c',
    secondary_color: 'ffffff',
    gender,
    score_ribbon: true,
    tweet_games: null,
    game_sheet_label: 'gamesheet',
    created_at: c,
    updated_at: c,
  });
};

/** A season with its league instance and the league instance's page node. */
export const season = (
  k: SeedKit,
  lg: LeagueRec,
  name: string,
  solo: boolean,
): { season: SeasonRec; liId: number; liNodeId: number } => {
  const { store, at2 } = k;
  const [c] = at2();
  const seasonId = store.nextId('seasons');
  const s = store.insert('seasons', {
    id: seasonId,
    league_id: lg.id,
    name,
    created_at: c,
    updated_at: c,
    solo_team_league_id: solo ? lg.id : null,
    has_metadata: false,
    show_shared_schedule: solo,
    stat_preference: statPreference(k, seasonId),
  });
  const { id: liId, node } = newPagedRecord(store, 'leagueInstances', 'LeagueInstance', {
    site_id: lg.site_id,
    parent_id: lg.node_id,
  });
  store.insert('leagueInstances', {
    id: liId,
    season_id: seasonId,
    league_id: lg.id,
    node_id: node.id,
    created_at: c,
    updated_at: c,
  });
  return { season: s, liId, liNodeId: node.id };
};

/** A subseason under a league instance node. */
export const subseason = (
  k: SeedKit,
  s: SeasonRec,
  liNodeId: number,
  siteId: number,
  name: string,
  position: number,
): SubseasonRec => {
  const { store, at2 } = k;
  const [c] = at2();
  const { id, node } = newPagedRecord(store, 'subseasons', 'Subseason', { site_id: siteId, parent_id: liNodeId });
  return store.insert('subseasons', {
    id,
    name,
    season_id: s.id,
    node_id: node.id,
    position,
    created_at: c,
    updated_at: c,
    snl_scoring_enabled: false,
    statistic_grouping_id: null,
    workers_completed: true,
    live_scoring_stat_configuration: { show_plus_minus: true, fair_play_points: false },
    standing_preference: standingPreference(k, id),
  });
};

/** A division of a league. */
export const division = (k: SeedKit, lg: LeagueRec, name: string, i: number) => {
  const { store, at2 } = k;
  const [c] = at2();
  return store.insert('divisions', {
    id: store.nextId('divisions'),
    image_id: null,
    league_id: lg.id,
    name,
    button_title: `${name} Division`,
    abbrev: name.slice(0, 3).toUpperCase(),
    primary_color: DIVISION_COLORS[i % DIVISION_COLORS.length]!,
    secondary_color: 'ffffff',
    created_at: c,
    updated_at: c,
  });
};

/** A division instance under a subseason node. */
export const divisionInstance = (k: SeedKit, divisionId: number, sub: SubseasonRec, siteId: number) => {
  const [c] = k.at2();
  return insertDivisionInstance(k.store, divisionId, sub, siteId, c);
};

/** A division instance of a division in a subseason, with its page node under the subseason's (the seed's and the every-division-instanced variation's). */
export function insertDivisionInstance(
  store: Store,
  divisionId: number,
  sub: SubseasonRec,
  siteId: number,
  at: Date,
): DivisionInstanceRec {
  const { id, node } = newPagedRecord(store, 'divisionInstances', 'DivisionInstance', {
    site_id: siteId,
    parent_id: sub.node_id,
  });
  return store.insert('divisionInstances', {
    id,
    division_id: divisionId,
    subseason_id: sub.id,
    node_id: node.id,
    non_standing: false,
    max_standings_points: null,
    top_template_id: null,
    bottom_template_id: null,
    created_at: at,
    updated_at: at,
  });
}
