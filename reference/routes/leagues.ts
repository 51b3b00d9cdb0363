// Leagues, league instances and the league instance tree.
import type { FastifyInstance } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { ApiError, found, invalid, notFound } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { pathId } from '../input.ts';
import type { LeagueRec, SiteRec } from '../store.ts';
import { byId, indexAnswer, query, serializer } from './common.ts';

/** The host of a site URL given as `https://www.example.org/path`, `www.example.org` or the like. */
function hostOf(siteUrl: string): string | null {
  const text = siteUrl.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The site a site_url names (by its host), if any. */
function siteByUrl(ctx: Ctx, siteUrl: string): SiteRec | undefined {
  const host = hostOf(siteUrl);
  if (host === null) throw invalid('site_url must be the URL of a site, e.g. https://www.example.org');
  return [...ctx.store.t.sites.values()].find((s) =>
    [`${s.subdomain}.${s.domain_name}`, `${s.secure_subdomain}.${s.domain_name}`, s.domain_name].includes(host),
  );
}

/** The league of an id, if the user may read its site. */
function league(ctx: Ctx, id: number): LeagueRec {
  const l = found(ctx.store.t.leagues.get(id), 'League', id);
  requireSiteAccess(ctx, l.site_id, `league ${id}`);
  return l;
}

/** GET /leagues (by site_id or site_url). */
function registerLeagueIndex(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/leagues', async (request, reply) => {
    const q = query(request);
    const rawSiteId = q.raw('site_id');
    let siteId: number | null | undefined;
    if (typeof rawSiteId === 'string' && /\D/.test(rawSiteId.trim()) && !/^-\d+$/.test(rawSiteId.trim())) {
      // a site_id that is not an integer: rejected below by q.id, unless one of these faults is on
      if (ctx.faults.has('leagues-site-id-parse-int') && /^\s*\d+/.test(rawSiteId))
        siteId = Number.parseInt(rawSiteId, 10);
      else if (ctx.faults.has('leagues-invalid-site-id-200')) return reply.code(200).send([]);
      else if (ctx.faults.has('leagues-invalid-site-id-500'))
        throw new ApiError('validation', 'site_id must be an integer', undefined, 500);
    }
    if (siteId === undefined) siteId = q.id('site_id');
    const siteUrl = q.str('site_url');
    const ser = serializer(ctx, request);
    const wrap = (list: unknown[]) => (ctx.faults.has('leagues-index-wrapped') ? { leagues: list } : list);
    const readable = () => [...store.t.leagues.values()].filter((l) => canAccessSite(ctx, l.site_id)).sort(byId);
    if ((siteId === undefined || siteId === null) && (siteUrl === undefined || siteUrl === null)) {
      if (ctx.faults.has('leagues-without-site-200')) return wrap(ser.list(readable().map((l) => ser.league(l))));
      throw invalid('site_id or site_url is required');
    }
    let site: SiteRec | undefined;
    let asked = '';
    if (siteId !== undefined && siteId !== null) {
      site = store.t.sites.get(siteId);
      asked = `Site ${siteId} not found`;
      if (site && siteUrl) {
        const byUrl = siteByUrl(ctx, siteUrl);
        if (byUrl?.id !== site.id)
          throw invalid(`site_id ${siteId} and site_url ${JSON.stringify(siteUrl)} name different sites`);
      }
    } else {
      site = siteByUrl(ctx, siteUrl!);
      asked = `Site not found for site_url ${JSON.stringify(siteUrl)}`;
      if (site && ctx.faults.has('leagues-site-url-other-site')) {
        const byUrl = site;
        site =
          [...store.t.sites.values()].sort(byId).find((s) => s.id !== byUrl.id && canAccessSite(ctx, s.id)) ?? site;
      }
    }
    if (!site) {
      if (ctx.faults.has('leagues-unknown-site-200')) return reply.code(200).send([]);
      if (ctx.faults.has('leagues-unknown-site-url-200') && (siteId === undefined || siteId === null))
        return reply.code(200).send([]);
      if (ctx.faults.has('leagues-unknown-site-400')) throw new ApiError('validation', asked, undefined, 400);
      if (ctx.faults.has('leagues-unknown-site-vague-message'))
        throw new ApiError('not_found', 'Record not found', undefined, 404);
      if (ctx.faults.has('leagues-unknown-site-empty-body')) throw new ApiError('not_found', asked, {}, 404);
      throw new ApiError('not_found', asked, undefined, 404);
    }
    if (!ctx.faults.has('forbidden-site-leagues-listed')) requireSiteAccess(ctx, site.id, `site ${site.id}`);
    const siteIdFound = site.id;
    const all = [...store.t.leagues.values()].sort(byId);
    const byParam = filterApplies(ctx, siteId !== undefined && siteId !== null ? 'site_id' : 'site_url');
    const leagues =
      ctx.faults.has('leagues-ignore-site-id') || !byParam ? readable() : all.filter((l) => l.site_id === siteIdFound);
    return wrap(ser.list(leagues.map((l) => ser.league(l))));
  });
}

/** GET /leagues/:id. */
function registerLeagueShow(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/leagues/:id', async (request) => {
    const id = pathId(request.params);
    if (ctx.faults.has('league-show-404')) throw notFound(`League ${id} not found`);
    const l = league(ctx, id);
    if (ctx.faults.has('league-show-other-league')) {
      const ofSite = [...store.t.leagues.values()].filter((x) => x.site_id === l.site_id).sort(byId);
      return serializer(ctx, request).league(ofSite[(ofSite.indexOf(l) + 1) % ofSite.length]!);
    }
    return serializer(ctx, request).league(l);
  });
}

/** GET /league_instances (by league_id). */
function registerLeagueInstanceIndex(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/league_instances', async (request) => {
    const q = query(request);
    if (!q.has('league_id') || q.raw('league_id') === '') {
      const message = 'The parameter league_id is required';
      if (ctx.faults.has('league-instances-missing-league-id-400'))
        throw new ApiError('validation', message, undefined, 400);
      if (ctx.faults.has('league-instances-missing-league-id-vague'))
        throw new ApiError('precondition', 'Precondition failed', undefined, 412);
      if (ctx.faults.has('league-instances-missing-league-id-empty-body'))
        throw new ApiError('precondition', message, {}, 412);
      if (!ctx.faults.has('league-instances-missing-league-id-200'))
        throw new ApiError('precondition', message, undefined, 412);
    }
    const leagueId = q.has('league_id') && q.raw('league_id') !== '' ? q.id('league_id')! : null;
    if (leagueId !== null) league(ctx, leagueId);
    const ser = serializer(ctx, request);
    const readable = (li: { league_id: number }) => {
      const l = store.t.leagues.get(li.league_id);
      return l !== undefined && canAccessSite(ctx, l.site_id);
    };
    const instances =
      leagueId === null || ctx.faults.has('league-instances-ignore-league-id') || !filterApplies(ctx, 'league_id')
        ? [...store.t.leagueInstances.values()].filter(readable)
        : store.childrenOf('leagueInstances', 'league_id', leagueId);
    return indexAnswer(
      ctx,
      ser,
      instances,
      (li) => ser.leagueInstance(li),
      'league-instances-index-wrapped',
      'league_instances',
    );
  });
}

/** GET /league_instance_tree/:id. */
function registerLeagueInstanceTree(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/league_instance_tree/:id', async (request) => {
    const id = pathId(request.params);
    if (ctx.faults.has('tree-show-404')) throw notFound(`League instance ${id} not found`);
    const li = found(store.t.leagueInstances.get(id), 'League instance', id);
    const l = league(ctx, li.league_id);
    const node = store.t.pageNodes.get(li.node_id);
    if (!node) throw notFound(`League instance ${id} has no tree`);
    const ser = serializer(ctx, request);
    let root = ser.treeNode(node);
    if (ctx.faults.has('tree-root-data-league')) root.data = ser.league(l);
    if (ctx.faults.has('tree-rooted-at-league'))
      root = { id: l.node_id, node_type: 'League', data: ser.league(l), children: [{ node: root }] };
    if (ctx.faults.has('tree-root-unwrapped')) return root;
    return { node: root };
  });
}

/** Every league route: the leagues, the league instances and the league instance tree. */
export function registerLeagueRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerLeagueIndex(app, ctx);
  registerLeagueShow(app, ctx);
  registerLeagueInstanceIndex(app, ctx);
  registerLeagueInstanceTree(app, ctx);
}
