// Tags: GET /tags?site_id=&scope=has_news|has_events. The page nodes (pages) of a site that carry news
// or events. A failure answers 400 with the documented empty object.
import type { FastifyInstance } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { ApiError } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { serializer } from './common.ts';

const SCOPES = ['has_news', 'has_events'] as const;

export function registerTagRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  /** The documented failure: 400 with `{}` (the fault tags-failure-200 answers 200 with no tags instead). */
  const failure = (message: string): ApiError => {
    if (ctx.faults.has('tags-failure-200')) return new ApiError('validation', message, { tags: [] }, 200);
    if (ctx.faults.has('tags-failure-404')) return new ApiError('validation', message, {}, 404);
    if (ctx.faults.has('tags-failure-array-body')) return new ApiError('validation', message, [], 400);
    // tags-error-body: the general error body instead of the documented {}
    return new ApiError('validation', message, ctx.variations.has('tags-error-body') ? undefined : {}, 400);
  };

  app.get(ctx.faults.has('tags-path-versioned') ? '/v0.1/tags' : '/tags', async (request) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const rawSite = q.site_id;
    if (typeof rawSite !== 'string' || !/^\d{1,15}$/.test(rawSite) || Number(rawSite) < 1) {
      throw failure('site_id is required and must be a positive integer');
    }
    const scope = q.scope;
    const unknownScopeAccepted =
      ctx.faults.has('tags-unknown-scope-accepted') && typeof scope === 'string' && scope !== '';
    if (typeof scope !== 'string' || (!(SCOPES as readonly string[]).includes(scope) && !unknownScopeAccepted)) {
      const message = 'scope is required and must be has_news or has_events';
      if (typeof scope === 'string' && scope !== '' && ctx.faults.has('tags-unknown-scope-422'))
        throw new ApiError('validation', message, {}, 422);
      throw failure(message);
    }
    if (scope === 'has_events' && ctx.faults.has('tags-has-events-refused')) throw failure('scope must be has_news');
    const siteId = Number(rawSite);
    const site = store.t.sites.get(siteId);
    if (!site) throw failure(`Site ${siteId} not found`);
    if (!ctx.faults.has('forbidden-site-tags-listed')) requireSiteAccess(ctx, siteId, `site ${siteId}`);
    const ser = serializer(ctx, request);
    const bySite = filterApplies(ctx, 'site_id');
    const byScope = filterApplies(ctx, 'scope');
    const pages = [...store.t.pages.values()]
      .filter(
        (p) =>
          (bySite ? p.site_id === siteId : canAccessSite(ctx, p.site_id)) &&
          !p.in_trash &&
          (!byScope || (scope === 'has_news' ? p.has_news : scope === 'has_events' ? p.has_events : true)),
      )
      .sort((a, b) => a.node_id - b.node_id);
    const tags = pages.flatMap((p) => {
      const node = store.t.pageNodes.get(p.node_id);
      return node ? [ser.tag(node, p, p.site_id === siteId ? site : store.t.sites.get(p.site_id)!)] : [];
    });
    if (ctx.faults.has('tags-bare-array')) return ser.list(tags);
    return { tags: ser.list(tags) };
  });
}
