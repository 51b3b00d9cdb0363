// Teams and team instances.
import type { FastifyInstance } from 'fastify';
import { accessibleSite, canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { ApiError, found, invalid, notFound } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { Fields, pathId } from '../input.ts';
import { leagueOfSubseason, siteOfTeamInstance, teamInstancesBySubseason } from '../model.ts';
import { GENDERS, type Gender, type TeamInstanceRec, type TeamRec } from '../store.ts';
import { readColor } from './division-instances.ts';
import { byId, query, serializer } from './common.ts';

/** A list of ids given as `1,2,3`, repeated parameters or `key[]=`. */
function idList(q: Fields, key: string): number[] | undefined {
  if (!q.has(key)) return undefined;
  const raw = q.raw(key);
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const out: number[] = [];
  for (const p of parts) {
    if (typeof p !== 'string' || !/^\s*\d{1,15}\s*$/.test(p) || Number(p) < 1)
      throw invalid(`${key} must be a comma-separated list of ids`);
    out.push(Number(p));
  }
  return out;
}

/** Whether the user may read one of the sites of a team. */
function teamAccessible(ctx: Ctx, t: TeamRec): boolean {
  return t.site_ids.some((s) => canAccessSite(ctx, s));
}

/** The team of an id, if the user may read one of its sites. */
function team(ctx: Ctx, id: number): TeamRec {
  const { store } = ctx;
  const t = found(store.t.teams.get(id), 'Team', id);
  if (!teamAccessible(ctx, t)) requireSiteAccess(ctx, t.site_ids[0] ?? 0, `team ${id}`);
  return t;
}

/** The subseasons of a team's instances that are the current subseason of their league. */
function currentSubseasonIds(ctx: Ctx, t: TeamRec): number[] {
  const { store } = ctx;
  return store
    .childrenOf('teamInstances', 'team_id', t.id)
    .flatMap((ti) => ti.subseason_ids)
    .filter((sid) => leagueOfSubseason(store, sid)?.current_subseason_id === sid);
}

/** The team instance of an id, if the user may read its site. */
function teamInstance(ctx: Ctx, id: number): TeamInstanceRec {
  const { store } = ctx;
  const ti = found(store.t.teamInstances.get(id), 'Team instance', id);
  requireSiteAccess(ctx, siteOfTeamInstance(store, id) ?? 0, `team instance ${id}`);
  return ti;
}

/** GET /teams and GET /teams/:id. */
function registerTeamReadRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/teams', async (request) => {
    const q = query(request);
    const siteId = q.id('site_id');
    const leagueIds = idList(q, 'league_ids');
    const teamIds = idList(q, 'team_ids');
    const sportId = q.id('sport_id');
    q.int('write_access', { min: 0, max: 1 });
    const currentOnly = q.int('current_subseason_only', { min: 0, max: 1 });
    // site_id is listed as required and is what the example passes (league_ids and team_ids, also
    // listed as required, are not in the example: they stay optional here). No error is stated for
    // the teams index: teams-site-id-unenforced serves a request without site_id.
    if ((siteId === undefined || siteId === null) && !ctx.variations.has('teams-site-id-unenforced'))
      throw invalid('site_id is required');
    if (siteId !== undefined && siteId !== null) accessibleSite(ctx, siteId);
    for (const lid of leagueIds ?? []) {
      const l = found(store.t.leagues.get(lid), 'League', lid);
      requireSiteAccess(ctx, l.site_id, `league ${lid}`);
    }
    if (sportId !== undefined && sportId !== null) found(store.t.sports.get(sportId), 'Sport', sportId);
    const f = ctx.faults;
    const teamSet =
      teamIds && !f.has('teams-ignore-team-ids') && filterApplies(ctx, 'team_ids') ? new Set(teamIds) : undefined;
    const leagueSet =
      leagueIds && !f.has('teams-ignore-league-ids') && filterApplies(ctx, 'league_ids')
        ? new Set(leagueIds)
        : undefined;
    const bySite =
      siteId !== undefined &&
      siteId !== null &&
      !f.has('teams-ignore-site-id') &&
      !(currentOnly === 1 && f.has('teams-current-subseason-ignores-site')) &&
      filterApplies(ctx, 'site_id');
    const bySport =
      sportId !== undefined && sportId !== null && !f.has('teams-ignore-sport-id') && filterApplies(ctx, 'sport_id');
    const byCurrent = currentOnly === 1 && filterApplies(ctx, 'current_subseason_only');
    const list = [...store.t.teams.values()].filter(
      (t) =>
        teamAccessible(ctx, t) &&
        (!bySite || t.site_ids.includes(siteId!)) &&
        (!leagueSet || t.league_ids.some((l) => leagueSet.has(l))) &&
        (!teamSet || teamSet.has(t.id)) &&
        (!bySport || t.sport_id === sportId) &&
        (!byCurrent || currentSubseasonIds(ctx, t).length > 0),
    );
    const ser = serializer(ctx, request);
    const teams = ser.list(list.sort(byId).map((t) => ser.team(t, { lists: true })));
    return f.has('teams-index-wrapped') ? { teams } : teams;
  });

  app.get('/teams/:id', async (request) => {
    const id = pathId(request.params);
    if (ctx.faults.has('team-show-404')) throw notFound(`Team ${id} not found`);
    let t = team(ctx, id);
    if (ctx.faults.has('team-show-other-team')) {
      const readable = [...store.t.teams.values()].filter((t) => teamAccessible(ctx, t)).sort(byId);
      t = readable[(readable.indexOf(t) + 1) % readable.length]!;
    }
    return serializer(ctx, request).team(t, { lists: true, instances: true });
  });
}

/** PUT /teams/:id. */
function registerTeamUpdate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.put('/teams/:id', async (request) => {
    const id = pathId(request.params);
    const f = ctx.faults;
    if (f.has('team-update-404')) throw notFound(`Team ${id} not found`);
    const raw = await readBody(request);
    // The body may be wrapped in `team`.
    const wrapped = raw.nested('team');
    let body = wrapped ?? raw;
    if ((wrapped && f.has('team-update-wrapped-ignored')) || (!wrapped && f.has('team-update-bare-ignored')))
      body = new Fields({}, '', false);
    const gender = f.has('team-update-accepts-unlisted-gender')
      ? (body.str('gender') as Gender | null | undefined)
      : body.oneOf('gender', GENDERS);
    if (gender === 'co-ed' && f.has('team-update-refuses-co-ed')) throw invalid('gender must be one of male, female');
    const changes = {
      name: body.str('name', { nonEmpty: true }),
      button_title: body.str('button_title'),
      abbrev: body.str('abbrev'),
      primary_color: readColor(body, 'primary_color'),
      secondary_color: readColor(body, 'secondary_color'),
      gender,
      parent_team_id: body.id('parent_team_id', { nullable: true }),
      ios_whitelabel_url: body.str('ios_whitelabel_url', { nullable: true }),
      android_whitelabel_url: body.str('android_whitelabel_url', { nullable: true }),
      // Team fields the interface lists too: read (and so checked) like the others
      image_id: body.id('image_id', { nullable: true }),
      sport_id: body.id('sport_id'),
      opponent: body.int('opponent', { nullable: true, min: 1, max: 1 }) as 1 | null | undefined,
    };
    const stored = team(ctx, id);
    if (changes.image_id !== undefined && changes.image_id !== null)
      found(store.t.images.get(changes.image_id), 'Image', `${changes.image_id} (image_id)`);
    if (changes.sport_id !== undefined && changes.sport_id !== null)
      found(store.t.sports.get(changes.sport_id), 'Sport', `${changes.sport_id} (sport_id)`);
    const before = serializer(ctx, request).team(stored, { lists: true });
    // fault team-update-not-stored: the change is made on a copy
    const t = f.has('team-update-not-stored') ? { ...stored } : stored;
    if (changes.parent_team_id !== undefined && changes.parent_team_id !== null) {
      if (changes.parent_team_id === id) throw invalid('parent_team_id cannot be the team itself');
      team(ctx, changes.parent_team_id);
    }
    if (changes.primary_color === null) throw invalid('primary_color must not be null');
    if (changes.secondary_color === null) throw invalid('secondary_color must not be null');
    if (changes.name !== undefined && changes.name !== null) t.name = changes.name;
    if (changes.button_title !== undefined && changes.button_title !== null) t.button_title = changes.button_title;
    if (changes.abbrev !== undefined && changes.abbrev !== null) t.abbrev = changes.abbrev;
    if (changes.abbrev !== undefined && changes.abbrev !== null && f.has('team-update-touches-button-title'))
      t.button_title = changes.abbrev;
    if (changes.primary_color !== undefined) t.primary_color = changes.primary_color;
    if (changes.secondary_color !== undefined) t.secondary_color = changes.secondary_color;
    if (changes.gender !== undefined && changes.gender !== null) t.gender = changes.gender;
    if (changes.parent_team_id !== undefined) t.parent_team_id = changes.parent_team_id;
    if (changes.ios_whitelabel_url !== undefined) t.ios_whitelabel_url = changes.ios_whitelabel_url;
    if (changes.android_whitelabel_url !== undefined) t.android_whitelabel_url = changes.android_whitelabel_url;
    if (changes.image_id !== undefined) t.image_id = changes.image_id;
    if (changes.sport_id !== undefined && changes.sport_id !== null) t.sport_id = changes.sport_id;
    if (changes.opponent !== undefined) t.opponent = changes.opponent;
    t.updated_at = store.now();
    // team-update-copied-to-instances: the team's new names and colours also go to its instances
    if (ctx.variations.has('team-update-copied-to-instances') && t === stored) {
      for (const ti of store.childrenOf('teamInstances', 'team_id', t.id)) {
        for (const key of ['name', 'abbrev', 'button_title', 'primary_color', 'secondary_color'] as const) {
          const value = changes[key];
          if (typeof value === 'string') ti[key] = value;
        }
        ti.updated_at = t.updated_at;
      }
    }
    store.changed();
    if (f.has('team-update-returns-old')) return before;
    return serializer(ctx, request).team(t, { lists: !f.has('team-update-without-lists') });
  });
}

/** GET /team_instances and GET /team_instances/:id. */
function registerTeamInstanceRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/team_instances', async (request) => {
    const q = query(request);
    const f = ctx.faults;
    const ser = serializer(ctx, request);
    const wrap = (list: unknown[]) => (f.has('team-instances-index-wrapped') ? { team_instances: list } : list);
    const readable = () =>
      [...store.t.teamInstances.values()]
        .filter((ti) => canAccessSite(ctx, siteOfTeamInstance(store, ti.id) ?? 0))
        .sort(byId)
        .map((ti) => ser.teamInstance(ti, { team: 'lists', thumbnails: true }));
    const rawSubseasonId = q.raw('subseason_id');
    let subseasonId: number | null | undefined;
    if (
      typeof rawSubseasonId === 'string' &&
      /\D/.test(rawSubseasonId.trim()) &&
      !/^-\d+$/.test(rawSubseasonId.trim())
    ) {
      // a subseason_id that is not an integer: rejected below by q.id, unless one of these faults is on
      if (f.has('team-instances-subseason-id-parse-int') && /^\s*\d+/.test(rawSubseasonId))
        subseasonId = Number.parseInt(rawSubseasonId, 10);
      else if (f.has('team-instances-invalid-subseason-200')) return [];
      else if (f.has('team-instances-invalid-subseason-500'))
        throw new ApiError('validation', 'subseason_id must be an integer', undefined, 500);
    }
    if (subseasonId === undefined) subseasonId = q.id('subseason_id');
    const leagueInstanceId = q.id('league_instance_id');
    if (
      (subseasonId === undefined || subseasonId === null) &&
      (leagueInstanceId === undefined || leagueInstanceId === null)
    ) {
      if (f.has('team-instances-without-params-200')) return wrap(ser.list(readable()));
      throw invalid('subseason_id or league_instance_id is required');
    }
    const subseasonIds: number[] = [];
    if (subseasonId !== undefined && subseasonId !== null) {
      found(store.t.subseasons.get(subseasonId), 'Subseason', subseasonId);
      const league = found(leagueOfSubseason(store, subseasonId), 'League of subseason', subseasonId);
      requireSiteAccess(ctx, league.site_id, `subseason ${subseasonId}`);
      subseasonIds.push(subseasonId);
    }
    if (leagueInstanceId !== undefined && leagueInstanceId !== null) {
      const li = found(store.t.leagueInstances.get(leagueInstanceId), 'League instance', leagueInstanceId);
      const league = found(store.t.leagues.get(li.league_id), 'League', li.league_id);
      requireSiteAccess(ctx, league.site_id, `league instance ${leagueInstanceId}`);
      const ofSeason = store.childrenOf('subseasons', 'season_id', li.season_id).map((s) => s.id);
      if (subseasonIds.length > 0 && !ofSeason.includes(subseasonIds[0]!)) {
        throw invalid(`subseason_id ${subseasonIds[0]} is not a subseason of league instance ${leagueInstanceId}`);
      }
      if (subseasonIds.length === 0) subseasonIds.push(...ofSeason);
    }
    const bySubseason = subseasonId !== undefined && subseasonId !== null;
    if (
      (bySubseason && f.has('team-instances-ignore-subseason')) ||
      (!bySubseason && f.has('team-instances-ignore-league-instance')) ||
      !filterApplies(ctx, bySubseason ? 'subseason_id' : 'league_instance_id')
    ) {
      return wrap(ser.list(readable()));
    }
    const bySub = teamInstancesBySubseason(store);
    const ids = new Set(subseasonIds.flatMap((sid) => bySub.get(sid) ?? []));
    const list = [...ids].map((tid) => store.t.teamInstances.get(tid)!).sort(byId);
    return wrap(ser.list(list.map((ti) => ser.teamInstance(ti, { team: 'lists', thumbnails: true }))));
  });

  app.get('/team_instances/:id', async (request) => {
    const id = pathId(request.params);
    if (ctx.faults.has('team-instance-show-404')) throw notFound(`Team instance ${id} not found`);
    let ti = teamInstance(ctx, id);
    if (ctx.faults.has('team-instance-show-other')) {
      const readable = [...store.t.teamInstances.values()]
        .filter((x) => canAccessSite(ctx, siteOfTeamInstance(store, x.id) ?? 0))
        .sort(byId);
      ti = readable[(readable.indexOf(ti) + 1) % readable.length]!;
    }
    return serializer(ctx, request).teamInstance(ti, { team: 'lists', thumbnails: true });
  });
}

/** Every team and team instance route. */
export function registerTeamRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerTeamReadRoutes(app, ctx);
  registerTeamUpdate(app, ctx);
  registerTeamInstanceRoutes(app, ctx);
}
