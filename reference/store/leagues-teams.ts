// The stored records of sports, official types, games and officials, leagues, seasons (with their stat
// preference), league instances, subseasons (with their standing preference), divisions, teams and their instances.

export interface SportRec {
  id: number;
  name: string;
  class_name: string;
  stat_enabled: boolean | null;
  tabular_scoring_plays: boolean;
  created_on: Date;
  updated_on: Date;
}

export interface OfficialTypeRec {
  id: number;
  sport_id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
}

export interface GameRec {
  id: number;
  site_id: number;
  sport_id: number;
  subseason_id: number;
  home_team_instance_id: number;
  away_team_instance_id: number;
  starts_at: Date;
}

export interface OfficialRec {
  id: number;
  name: string;
  official_type_id: number | null;
  game_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface LeagueRec {
  id: number;
  site_id: number;
  sport_id: number;
  node_id: number;
  name: string;
  current_subseason_id: number | null;
  image_id: number | null;
  button_title: string;
  abbrev: string;
  primary_color: string;
  secondary_color: string;
  gender: string;
  score_ribbon: boolean;
  tweet_games: boolean | null;
  game_sheet_label: string;
  created_at: Date;
  updated_at: Date;
}

export interface GameDefaults {
  [key: string]: string | number | boolean | null | string[];
}

export interface StatPreference {
  id: number;
  updated_on: Date;
  created_on: Date;
  season_id: number;
  stat_tool_id: number;
  original_scorer_can_edit: boolean;
  force_real_time_scoring: boolean;
  stats_can_be_unlinked: boolean;
  scoring_methods: string;
  can_edit_final: boolean;
  traded_player_stats: boolean;
  game_sheet_auto_summary_enabled: boolean;
  visible_stats: string[];
  game_defaults: GameDefaults;
}

export interface SeasonRec {
  id: number;
  league_id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
  solo_team_league_id: number | null;
  has_metadata: boolean;
  show_shared_schedule: boolean;
  stat_preference: StatPreference;
}

export interface LeagueInstanceRec {
  id: number;
  season_id: number;
  league_id: number;
  node_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface StandingPreference {
  id: number;
  standing_tool_id: number;
  standing_type_id: number;
  standings_aggregation_level: string;
  qualifiers: number;
  qualifier_limit: number | null;
  created_at: Date;
  updated_at: Date;
  winning_team_custom_points: number;
  losing_team_custom_points: number;
  tied_team_custom_points: number;
  label_mapping: Record<string, string>;
  extended_fields: string[];
  order_rule: string;
  overtime_win_custom_points: number;
  overtime_loss_custom_points: number;
  overtime_wins_include_in_wins: boolean;
  overtime_losses_include_in_losses: boolean;
  legacy_custom_points: boolean;
}

export interface SubseasonRec {
  id: number;
  name: string;
  season_id: number;
  node_id: number;
  position: number;
  created_at: Date;
  updated_at: Date;
  snl_scoring_enabled: boolean;
  statistic_grouping_id: number | null;
  workers_completed: boolean;
  live_scoring_stat_configuration: { show_plus_minus: boolean; fair_play_points: boolean };
  standing_preference: StandingPreference;
}

export interface DivisionRec {
  id: number;
  image_id: number | null;
  league_id: number;
  name: string;
  button_title: string;
  abbrev: string;
  primary_color: string;
  secondary_color: string;
  created_at: Date;
  updated_at: Date;
}

export interface DivisionInstanceRec {
  id: number;
  division_id: number;
  subseason_id: number;
  node_id: number;
  non_standing: boolean;
  /** a number, or (after an update) the string the interface says comes back */
  max_standings_points: number | string | null;
  top_template_id: number | null;
  bottom_template_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export type Gender = 'male' | 'female' | 'co-ed';
export const GENDERS: readonly Gender[] = ['male', 'female', 'co-ed'];

export interface TeamRec {
  id: number;
  image_id: number | null;
  sport_id: number;
  name: string;
  button_title: string;
  abbrev: string;
  primary_color: string;
  secondary_color: string;
  gender: Gender;
  opponent: 1 | null;
  parent_team_id: number | null;
  ios_whitelabel_url: string | null;
  android_whitelabel_url: string | null;
  created_at: Date;
  updated_at: Date;
  site_ids: number[];
  league_ids: number[];
}

export interface TeamInstanceRec {
  id: number;
  team_id: number;
  roster_id: number;
  image_id: number | null;
  management_team_id: number;
  name: string;
  abbrev: string;
  button_title: string;
  primary_color: string;
  secondary_color: string;
  gender: Gender;
  affects_standings: boolean;
  opponent: boolean;
  parent_team_instance_id: number | null;
  subseason_ids: number[];
  created_at: Date;
  updated_at: Date;
}
