// Leagues, league instances and the league instance tree.
import type { FastifyInstance } from 'fastify';
import { requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { ApiError, found, invalid, notFound } from '../errors.ts';
import { pathId } from '../input.ts';
import type { LeagueRec, SiteRec } from '../store.ts';
import { byId, query, serializer } from './common.ts';

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

export function registerLeagueRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  const siteByUrl = (siteUrl: string): SiteRec | undefined => {
    const host = hostOf(siteUrl);
    if (host === null) throw invalid('site_url must be the URL of a site, e.g. https://www.example.org');
    return [...store.t.sites.values()].find((s) =>
      [`${s.subdomain}.${s.domain_name}`, `${s.secure_subdomain}.${s.domain_name}`, s.domain_name].includes(host),
    );
  };

  const league = (id: number): LeagueRec => {
    const l = found(store.t.leagues.get(id), 'League', id);
    requireSiteAccess(ctx, l.site_id, `league ${id}`);
    return l;
  };

  app.get('/leagues', async (request, reply) => {
    const q = query(request);
    const siteId = q.id('site_id');
    const siteUrl = q.str('site_url');
    if ((siteId === undefined || siteId === null) && (siteUrl === undefined || siteUrl === null)) {
      throw invalid('site_id or site_url is required');
    }
    let site: SiteRec | undefined;
    let asked = '';
    if (siteId !== undefined && siteId !== null) {
      site = store.t.sites.get(siteId);
      asked = `Site ${siteId} not found`;
      if (site && siteUrl) {
        const byUrl = siteByUrl(siteUrl);
        if (byUrl?.id !== site.id) throw invalid(`site_id ${siteId} and site_url ${JSON.stringify(siteUrl)} name different sites`);
      }
    } else {
      site = siteByUrl(siteUrl!);
      asked = `Site not found for site_url ${JSON.stringify(siteUrl)}`;
    }
    if (!site) {
      if (ctx.faults.has('leagues-unknown-site-200')) return reply.code(200).send([]);
      throw new ApiError('not_found', asked, undefined, 404);
    }
    requireSiteAccess(ctx, site.id, `site ${site.id}`);
    const ser = serializer(ctx, request);
    const siteIdFound = site.id;
    return ser.list([...store.t.leagues.values()].filter((l) => l.site_id === siteIdFound).sort(byId).map((l) => ser.league(l)));
  });

  app.get('/leagues/:id', async (request) => serializer(ctx, request).league(league(pathId(request.params))));

  app.get('/league_instances', async (request) => {
    const q = query(request);
    if (!q.has('league_id') || q.raw('league_id') === '') {
      const message = 'The parameter league_id is required';
      if (ctx.faults.has('league-instances-missing-league-id-400')) throw new ApiError('validation', message, undefined, 400);
      throw new ApiError('precondition', message, undefined, 412);
    }
    const leagueId = q.id('league_id')!;
    league(leagueId);
    const ser = serializer(ctx, request);
    return ser.list(store.childrenOf('leagueInstances', 'league_id', leagueId).slice().sort(byId).map((li) => ser.leagueInstance(li)));
  });

  app.get('/league_instance_tree/:id', async (request) => {
    const id = pathId(request.params);
    const li = found(store.t.leagueInstances.get(id), 'League instance', id);
    league(li.league_id);
    const node = store.t.pageNodes.get(li.node_id);
    if (!node) throw notFound(`League instance ${id} has no tree`);
    return { node: serializer(ctx, request).treeNode(node) };
  });
}
