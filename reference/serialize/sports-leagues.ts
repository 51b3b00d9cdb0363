// Response JSON of sports, official types and officials, leagues, league instances, divisions and
// division instances.
import { nextById, type JsonObject } from './base.ts';
import { NewsMediaSerializer } from './news-media.ts';
import type {
  DivisionInstanceRec,
  DivisionRec,
  LeagueInstanceRec,
  LeagueRec,
  OfficialRec,
  OfficialTypeRec,
  SportRec,
} from '../store.ts';

/** Sports, official types, officials, leagues, league instances, divisions, division instances. */
export class SportsLeaguesSerializer extends NewsMediaSerializer {
  // ------------------------------------------------------------ sports and officials

  sport(s: SportRec): JsonObject {
    const f = this.ctx.faults;
    const out: JsonObject = {
      id: s.id,
      name: s.name,
      updated_on: this.ts(s.updated_on),
      created_on: this.ts(s.created_on),
      class_name: f.has('sport-class-name-null-when-empty') && s.class_name === '' ? null : s.class_name,
      stat_enabled:
        f.has('sport-stat-enabled-string') && s.stat_enabled !== null ? String(s.stat_enabled) : s.stat_enabled,
      tabular_scoring_plays: s.tabular_scoring_plays,
    };
    if (f.has('sport-tabular-scoring-plays-missing')) delete out.tabular_scoring_plays;
    if (f.has('sports-timestamps-epoch')) {
      out.updated_on = Math.floor(s.updated_on.getTime() / 1000);
      out.created_on = Math.floor(s.created_on.getTime() / 1000);
    }
    return this.rec('Sport', out);
  }

  officialType(o: OfficialTypeRec): JsonObject {
    const out: JsonObject = {
      id: o.id,
      sport_id: o.sport_id,
      name: o.name,
      created_at: this.ts(o.created_at),
      updated_at: this.ctx.faults.has('official-type-updated-at-null') ? null : this.ts(o.updated_at),
    };
    return this.rec('OfficialType', out);
  }

  official(o: OfficialRec): JsonObject {
    const out: JsonObject = {
      id: o.id,
      name: o.name,
      official_type_id: o.official_type_id,
      game_id: o.game_id,
      created_at: this.ts(o.created_at),
      updated_at: this.ts(o.updated_at),
    };
    if (this.ctx.faults.has('official-updated-at-missing')) delete out.updated_at;
    if (this.ctx.faults.has('official-type-id-missing')) delete out.official_type_id;
    return this.rec('Official', out);
  }

  // ------------------------------------------------------------ leagues

  league(l: LeagueRec): JsonObject {
    const f = this.ctx.faults;
    const out: JsonObject = {
      id: l.id,
      site_id: l.site_id,
      // league-sport-unknown: a sport id no sport has (each League is specific to one Sport)
      sport_id: f.has('league-sport-unknown') ? l.sport_id + 900_000 : l.sport_id,
      name: l.name,
      current_subseason_id: l.current_subseason_id,
      image_id: l.image_id,
      button_title: l.button_title,
      abbrev: l.abbrev,
      primary_color: this.color(l.primary_color, 'league-color-leading-hash'),
      secondary_color: this.color(l.secondary_color, 'league-color-leading-hash'),
      gender: l.gender,
      score_ribbon: f.has('league-score-ribbon-integer') ? (l.score_ribbon ? 1 : 0) : l.score_ribbon,
      tweet_games: l.tweet_games,
      game_sheet_label:
        f.has('league-game-sheet-label-unlisted') && l.game_sheet_label === 'gamesheet'
          ? 'scoresheet'
          : l.game_sheet_label,
      created_at: this.ts(l.created_at),
      updated_at: this.ts(l.updated_at),
    };
    if (f.has('league-current-subseason-id-missing')) delete out.current_subseason_id;
    return this.rec('League', out);
  }

  leagueInstance(li: LeagueInstanceRec): JsonObject {
    const out: JsonObject = {
      id: li.id,
      season_id: this.ctx.faults.has('league-instance-season-id-null') ? null : li.season_id,
      league_id: li.league_id,
      season_name: this.store.t.seasons.get(li.season_id)?.name ?? '',
      created_at: this.ts(li.created_at),
      updated_at: this.ts(li.updated_at),
    };
    if (this.ctx.faults.has('league-instance-season-name-missing')) delete out.season_name;
    return this.rec('LeagueInstance', out);
  }

  division(d: DivisionRec): JsonObject {
    const out: JsonObject = {
      id: d.id,
      image_id: d.image_id,
      league_id: d.league_id,
      name: d.name,
      button_title: d.button_title,
      abbrev: d.abbrev,
      primary_color: this.color(d.primary_color, 'division-color-leading-hash'),
      secondary_color: this.color(d.secondary_color, 'division-color-leading-hash'),
      created_at: this.ts(d.created_at),
      updated_at: this.ts(d.updated_at),
    };
    if (this.ctx.faults.has('division-button-title-missing')) delete out.button_title;
    return this.rec('Division', out);
  }

  divisionInstance(di: DivisionInstanceRec, opts: { division?: boolean } = {}): JsonObject {
    const out: JsonObject = {
      id: di.id,
      division_id: di.division_id,
      non_standing: this.ctx.faults.has('division-instance-non-standing-string')
        ? String(di.non_standing)
        : di.non_standing,
      max_standings_points: di.max_standings_points,
      created_at: this.ts(di.created_at),
      updated_at: this.ts(di.updated_at),
    };
    if (this.ctx.faults.has('division-instance-created-at-missing')) delete out.created_at;
    if (opts.division) {
      const own = this.store.t.divisions.get(di.division_id);
      const d =
        own && this.ctx.faults.has('tree-division-instance-other-division')
          ? nextById(this.store.childrenOf('divisions', 'league_id', own.league_id), own)
          : own;
      // tree-division-other-league: the nested division names the next league (by id) as its own
      const league =
        d && this.ctx.faults.has('tree-division-other-league') ? this.store.t.leagues.get(d.league_id) : undefined;
      out.division = d
        ? this.division(league ? { ...d, league_id: nextById([...this.store.t.leagues.values()], league).id } : d)
        : null;
    }
    return this.rec('DivisionInstance', out);
  }
}
