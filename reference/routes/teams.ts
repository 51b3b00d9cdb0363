// Teams and team instances.
import type { FastifyInstance } from 'fastify';
import { accessibleSite, canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { found, invalid } from '../errors.ts';
import { type Fields, pathId } from '../input.ts';
import { leagueOfSubseason, siteOfTeamInstance, teamInstancesBySubseason } from '../model.ts';
import { GENDERS, type TeamInstanceRec, type TeamRec } from '../store.ts';
import { readColor } from './division-instances.ts';
import { byId, query, serializer } from './common.ts';

/** A list of ids given as `1,2,3`, repeated parameters or `key[]=`. */
function idList(q: Fields, key: string): number[] | undefined {
  if (!q.has(key)) return undefined;
  const raw = q.raw(key);
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  const out: number[] = [];
  for (const p of parts) {
    if (typeof p !== 'string' || !/^\s*\d{1,15}\s*$/.test(p) || Number(p) < 1) throw invalid(`${key} must be a comma-separated list of ids`);
    out.push(Number(p));
  }
  return out;
}

export function registerTeamRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  const teamAccessible = (t: TeamRec): boolean => t.site_ids.some((s) => canAccessSite(ctx, s));

  const team = (id: number): TeamRec => {
    const t = found(store.t.teams.get(id), 'Team', id);
    if (!teamAccessible(t)) requireSiteAccess(ctx, t.site_ids[0] ?? 0, `team ${id}`);
    return t;
  };

  const currentSubseasonIds = (t: TeamRec): number[] =>
    store
      .childrenOf('teamInstances', 'team_id', t.id)
      .flatMap((ti) => ti.subseason_ids)
      .filter((sid) => leagueOfSubseason(store, sid)?.current_subseason_id === sid);

  app.get('/teams', async (request) => {
    const q = query(request);
    const siteId = q.id('site_id');
    const leagueIds = idList(q, 'league_ids');
    const teamIds = idList(q, 'team_ids');
    const sportId = q.id('sport_id');
    q.int('write_access', { min: 0, max: 1 });
    const currentOnly = q.int('current_subseason_only', { min: 0, max: 1 });
    if (siteId !== undefined && siteId !== null) accessibleSite(ctx, siteId);
    for (const lid of leagueIds ?? []) {
      const l = found(store.t.leagues.get(lid), 'League', lid);
      requireSiteAccess(ctx, l.site_id, `league ${lid}`);
    }
    if (sportId !== undefined && sportId !== null) found(store.t.sports.get(sportId), 'Sport', sportId);
    const teamSet = teamIds ? new Set(teamIds) : undefined;
    const leagueSet = leagueIds ? new Set(leagueIds) : undefined;
    const list = [...store.t.teams.values()].filter(
      (t) =>
        teamAccessible(t) &&
        (siteId === undefined || siteId === null || t.site_ids.includes(siteId)) &&
        (!leagueSet || t.league_ids.some((l) => leagueSet.has(l))) &&
        (!teamSet || teamSet.has(t.id)) &&
        (sportId === undefined || sportId === null || t.sport_id === sportId) &&
        (currentOnly !== 1 || currentSubseasonIds(t).length > 0),
    );
    const ser = serializer(ctx, request);
    return ser.list(list.sort(byId).map((t) => ser.team(t, { lists: true })));
  });

  app.get('/teams/:id', async (request) => serializer(ctx, request).team(team(pathId(request.params)), { lists: true, instances: true }));

  app.put('/teams/:id', async (request) => {
    const id = pathId(request.params);
    const raw = await readBody(request);
    // The body may be wrapped in `team`.
    const body = raw.nested('team') ?? raw;
    const changes = {
      name: body.str('name', { nonEmpty: true }),
      button_title: body.str('button_title'),
      abbrev: body.str('abbrev'),
      primary_color: readColor(body, 'primary_color'),
      secondary_color: readColor(body, 'secondary_color'),
      gender: body.oneOf('gender', GENDERS),
      parent_team_id: body.id('parent_team_id', { nullable: true }),
      ios_whitelabel_url: body.str('ios_whitelabel_url', { nullable: true }),
      android_whitelabel_url: body.str('android_whitelabel_url', { nullable: true }),
    };
    const t = team(id);
    if (changes.parent_team_id !== undefined && changes.parent_team_id !== null) {
      if (changes.parent_team_id === id) throw invalid('parent_team_id cannot be the team itself');
      team(changes.parent_team_id);
    }
    if (changes.primary_color === null) throw invalid('primary_color must not be null');
    if (changes.secondary_color === null) throw invalid('secondary_color must not be null');
    if (changes.name !== undefined && changes.name !== null) t.name = changes.name;
    if (changes.button_title !== undefined && changes.button_title !== null) t.button_title = changes.button_title;
    if (changes.abbrev !== undefined && changes.abbrev !== null) t.abbrev = changes.abbrev;
    if (changes.primary_color !== undefined) t.primary_color = changes.primary_color;
    if (changes.secondary_color !== undefined) t.secondary_color = changes.secondary_color;
    if (changes.gender !== undefined && changes.gender !== null) t.gender = changes.gender;
    if (changes.parent_team_id !== undefined) t.parent_team_id = changes.parent_team_id;
    if (changes.ios_whitelabel_url !== undefined) t.ios_whitelabel_url = changes.ios_whitelabel_url;
    if (changes.android_whitelabel_url !== undefined) t.android_whitelabel_url = changes.android_whitelabel_url;
    t.updated_at = store.now();
    store.changed();
    return serializer(ctx, request).team(t, { lists: true });
  });

  const teamInstance = (id: number): TeamInstanceRec => {
    const ti = found(store.t.teamInstances.get(id), 'Team instance', id);
    requireSiteAccess(ctx, siteOfTeamInstance(store, id) ?? 0, `team instance ${id}`);
    return ti;
  };

  app.get('/team_instances', async (request) => {
    const q = query(request);
    const subseasonId = q.id('subseason_id');
    const leagueInstanceId = q.id('league_instance_id');
    if ((subseasonId === undefined || subseasonId === null) && (leagueInstanceId === undefined || leagueInstanceId === null)) {
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
    const bySub = teamInstancesBySubseason(store);
    const ids = new Set(subseasonIds.flatMap((sid) => bySub.get(sid) ?? []));
    const ser = serializer(ctx, request);
    const list = [...ids].map((tid) => store.t.teamInstances.get(tid)!).sort(byId);
    return ser.list(list.map((ti) => ser.teamInstance(ti, { team: 'lists', thumbnails: true })));
  });

  app.get('/team_instances/:id', async (request) =>
    serializer(ctx, request).teamInstance(teamInstance(pathId(request.params)), { team: 'lists', thumbnails: true }),
  );
}
