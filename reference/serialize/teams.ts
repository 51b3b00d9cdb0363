// Response JSON of teams (with their lists, seasons and subseasons) and team instances.
import type { Json, JsonObject } from './base.ts';
import { SportsLeaguesSerializer } from './sports-leagues.ts';
import { leagueOfSubseason, teamInstancesOfTeam } from '../model.ts';
import type { LeagueRec, SeasonRec, SiteRec, SubseasonRec, TeamInstanceRec, TeamRec } from '../store.ts';

/** Teams with their lists, seasons and subseasons; team instances. */
export class TeamSerializer extends SportsLeaguesSerializer {
  // ------------------------------------------------------------ teams

  /** A gender as stored, or as the gender faults of teams and team instances write it. */
  private gender(
    g: string,
    coed: 'team-gender-coed' | 'team-instance-gender-coed',
    capitalised: 'team-gender-capitalised' | 'team-instance-gender-capitalised',
  ): string {
    if (this.ctx.faults.has(coed) && g === 'co-ed') return 'coed';
    if (this.ctx.faults.has(capitalised)) return g.charAt(0).toUpperCase() + g.slice(1);
    return g;
  }

  private teamBase(t: TeamRec): JsonObject {
    const f = this.ctx.faults;
    let opponent: Json = t.opponent;
    if (f.has('team-opponent-boolean')) opponent = t.opponent === 1;
    else if (f.has('team-opponent-zero') && t.opponent === null) opponent = 0;
    else if (f.has('team-opponent-null-for-opponent')) opponent = null;
    const out: JsonObject = {
      id: t.id,
      image_id: t.image_id,
      sport_id: t.sport_id,
      name: t.name,
      button_title: t.button_title,
      abbrev: t.abbrev,
      primary_color: this.color(t.primary_color, 'team-color-leading-hash'),
      secondary_color: this.color(t.secondary_color, 'team-color-leading-hash'),
      gender: this.gender(t.gender, 'team-gender-coed', 'team-gender-capitalised'),
      opponent,
      parent_team_id: t.parent_team_id,
      ios_whitelabel_url: t.ios_whitelabel_url,
      android_whitelabel_url: t.android_whitelabel_url,
      created_at: this.ts(t.created_at),
      updated_at: this.ts(t.updated_at),
    };
    if (f.has('team-whitelabel-urls-missing')) {
      delete out.ios_whitelabel_url;
      delete out.android_whitelabel_url;
    }
    if (f.has('team-parent-team-id-missing')) delete out.parent_team_id;
    return out;
  }

  /** A Team: `lists` adds the nested lists of list/show/update, `instances` the team_instances of show. */
  team(t: TeamRec, opts: { lists?: boolean; instances?: boolean } = {}): JsonObject {
    const out = this.teamBase(t);
    if (opts.lists ?? true) Object.assign(out, this.teamLists(t));
    const f = this.ctx.faults;
    if (opts.instances) {
      const teamIds = f.has('team-show-team-instances-of-league')
        ? [...this.store.t.teams.values()]
            .filter((x) => x.league_ids.some((l) => t.league_ids.includes(l)))
            .map((x) => x.id)
            .sort((a, b) => a - b)
        : [t.id];
      const nested = f.has('team-show-team-instances-with-team') ? 'plain' : 'none';
      out.team_instances = teamIds
        .flatMap((id) => teamInstancesOfTeam(this.store, id))
        .map((ti) => this.teamInstance(ti, { team: nested, thumbnails: true }));
    }
    return this.rec('Team', out);
  }

  private teamLists(t: TeamRec): JsonObject {
    const store = this.store;
    const instances = teamInstancesOfTeam(store, t.id);
    const subseasonIds = [...new Set(instances.flatMap((ti) => ti.subseason_ids))].sort((a, b) => a - b);
    const subseasons = subseasonIds
      .map((id) => store.t.subseasons.get(id))
      .filter((s): s is SubseasonRec => s !== undefined);
    const seasonIds = [...new Set(subseasons.map((s) => s.season_id))].sort((a, b) => a - b);
    const seasons = seasonIds.map((id) => store.t.seasons.get(id)).filter((s): s is SeasonRec => s !== undefined);
    const current = subseasonIds.filter((sid) => leagueOfSubseason(store, sid)?.current_subseason_id === sid);
    const sites = t.site_ids.map((id) => store.t.sites.get(id)).filter((s): s is SiteRec => s !== undefined);
    const leagues = t.league_ids.map((id) => store.t.leagues.get(id)).filter((l): l is LeagueRec => l !== undefined);
    const sport = store.t.sports.get(t.sport_id);
    const f = this.ctx.faults;
    const out: JsonObject = {
      sites: sites.map((s) => this.site(s)),
      leagues: leagues.map((l) => this.league(l)),
      thumbnails: this.thumbnails(t.image_id, true, ['large', 'medium', 'small', 'thumb']),
      thumbnails_ssl: this.thumbnails(t.image_id, true, ['large', 'medium', 'small', 'thumb']),
      current_subseason_ids: current,
      seasons: seasons.map((s) =>
        this.season(
          s,
          subseasons.filter((sub) => sub.season_id === s.id),
        ),
      ),
      subseason_team_instance_mapping: instances.flatMap((ti) =>
        ti.subseason_ids.map((sid) =>
          this.rec(
            'SubseasonTeamInstanceMapping',
            f.has('team-mapping-without-subseason-id')
              ? { team_instance_id: ti.id }
              : { subseason_id: sid, team_instance_id: ti.id },
          ),
        ),
      ),
      league_name: f.has('team-league-name-null') ? null : (leagues[0]?.name ?? ''),
      site_name: sites[0]?.name ?? '',
      sport_name: sport?.name ?? '',
    };
    if (f.has('team-thumbnails-ssl-missing')) delete out.thumbnails_ssl;
    return out;
  }

  private season(s: SeasonRec, subseasons: SubseasonRec[]): JsonObject {
    const sp = s.stat_preference;
    const season: JsonObject = {
      id: s.id,
      name: s.name,
      created_at: this.ts(s.created_at),
      updated_at: this.ts(s.updated_at),
      solo_team_league_id: s.solo_team_league_id,
      has_metadata: s.has_metadata,
      show_shared_schedule: s.show_shared_schedule,
      stat_preference: this.rec('StatPreference', {
        id: sp.id,
        updated_on: this.ts(sp.updated_on),
        created_on: this.ts(sp.created_on),
        season_id: sp.season_id,
        stat_tool_id: sp.stat_tool_id,
        original_scorer_can_edit: sp.original_scorer_can_edit,
        force_real_time_scoring: sp.force_real_time_scoring,
        stats_can_be_unlinked: sp.stats_can_be_unlinked,
        scoring_methods: sp.scoring_methods,
        can_edit_final: sp.can_edit_final,
        traded_player_stats: sp.traded_player_stats,
        game_sheet_auto_summary_enabled: sp.game_sheet_auto_summary_enabled,
        visible_stats: [...sp.visible_stats],
        game_defaults: this.rec('GameDefaults', this.gameDefaults(sp.game_defaults)),
      }),
      subseasons: subseasons.map((sub) => this.subseason(sub)),
    };
    if (this.ctx.faults.has('team-season-without-stat-preference')) delete season.stat_preference;
    return this.rec('Season', season);
  }

  private gameDefaults(gd: SeasonRec['stat_preference']['game_defaults']): JsonObject {
    const out = structuredClone(gd) as JsonObject;
    if (this.ctx.faults.has('team-time-intervals-numbers') && Array.isArray(out.time_intervals))
      out.time_intervals = out.time_intervals.map((x) => Number(x));
    return out;
  }

  /** The fields of a subseason in a team's seasons and in a league instance tree's Subseason node. */
  protected subseasonFields(s: SubseasonRec): JsonObject {
    return {
      id: s.id,
      name: s.name,
      season_id: s.season_id,
      position: s.position,
      created_at: this.ts(s.created_at),
      updated_at: this.ts(s.updated_at),
      snl_scoring_enabled: s.snl_scoring_enabled,
      statistic_grouping_id: s.statistic_grouping_id,
      workers_completed: s.workers_completed,
      live_scoring_stat_configuration: this.rec('LiveScoringStatConfiguration', {
        ...s.live_scoring_stat_configuration,
      }),
    };
  }

  private subseason(s: SubseasonRec): JsonObject {
    const sp = s.standing_preference;
    const sub: JsonObject = {
      ...this.subseasonFields(s),
      standing_preference: this.rec('StandingPreference', {
        id: sp.id,
        standing_tool_id: sp.standing_tool_id,
        standing_type_id: sp.standing_type_id,
        standings_aggregation_level: sp.standings_aggregation_level,
        qualifiers: sp.qualifiers,
        qualifier_limit: sp.qualifier_limit,
        created_at: this.ts(sp.created_at),
        updated_at: this.ts(sp.updated_at),
        winning_team_custom_points: sp.winning_team_custom_points,
        losing_team_custom_points: sp.losing_team_custom_points,
        tied_team_custom_points: sp.tied_team_custom_points,
        label_mapping: { ...sp.label_mapping },
        extended_fields: [...sp.extended_fields],
        order_rule: sp.order_rule,
        overtime_win_custom_points: sp.overtime_win_custom_points,
        overtime_loss_custom_points: sp.overtime_loss_custom_points,
        overtime_wins_include_in_wins: sp.overtime_wins_include_in_wins,
        overtime_losses_include_in_losses: sp.overtime_losses_include_in_losses,
        legacy_custom_points: sp.legacy_custom_points,
      }),
    };
    if (this.ctx.faults.has('team-subseason-without-standing-preference')) delete sub.standing_preference;
    if (this.ctx.faults.has('team-subseason-without-live-scoring')) delete sub.live_scoring_stat_configuration;
    return this.rec('Subseason', sub);
  }

  /**
   * A Team Instance. `team`: 'lists' nests the Team with its lists (index and show), 'plain' the Team
   * without lists (league instance tree), 'none' leaves it out (team show's team_instances).
   */
  teamInstance(ti: TeamInstanceRec, opts: { team: 'lists' | 'plain' | 'none'; thumbnails: boolean }): JsonObject {
    const f = this.ctx.faults;
    let parent: number | null = ti.parent_team_instance_id;
    if (ti.opponent && f.has('team-instance-opponent-parent-null')) parent = null;
    if (ti.opponent && f.has('team-instance-opponent-parent-self')) parent = ti.id;
    if (ti.opponent && f.has('team-instance-opponent-parent-unknown'))
      parent = Math.max(...this.store.t.teamInstances.keys()) + 100_000;
    // index and show of team instances (the tree nests 'plain' teams, team show none)
    const indexOrShow = opts.team === 'lists';
    const out: JsonObject = {
      id: ti.id,
      team_id: ti.team_id,
      roster_id: ti.roster_id,
      image_id: ti.image_id,
      management_team_id: ti.management_team_id,
      name: ti.name,
      abbrev: ti.abbrev,
      button_title: ti.button_title,
      primary_color: ti.primary_color,
      secondary_color: ti.secondary_color,
      gender: this.gender(ti.gender, 'team-instance-gender-coed', 'team-instance-gender-capitalised'),
      affects_standings: ti.affects_standings,
      opponent: ti.opponent,
      parent_team_instance_id: parent,
    };
    if (f.has('team-instance-affects-standings-missing')) delete out.affects_standings;
    if (opts.team !== 'none') {
      const team = this.store.t.teams.get(ti.team_id);
      out.team = team
        ? this.team(team, { lists: opts.team === 'lists' && !f.has('team-instance-team-without-lists') })
        : null;
    }
    // "relative links to large, medium and small thumbnails"; the fault links them absolutely (with the base URL's scheme and host)
    if (opts.thumbnails && !(indexOrShow && f.has('team-instance-thumbnails-missing')))
      out.thumbnails = this.thumbnails(ti.image_id, f.has('team-instance-thumbnails-absolute'), [
        'large',
        'medium',
        'small',
      ]);
    out.subseason_ids = [...ti.subseason_ids];
    out.created_at = this.ts(ti.created_at);
    out.updated_at = this.ts(ti.updated_at);
    return this.rec('TeamInstance', out);
  }
}
