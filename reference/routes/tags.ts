// Tags: GET /tags?site_id=&scope=has_news|has_events. The page nodes (pages) of a site that carry news
// or events. A failure answers 400 with the documented empty object.
import type { FastifyInstance } from 'fastify';
import { requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { ApiError } from '../errors.ts';
import { byId, serializer } from './common.ts';

const SCOPES = ['has_news', 'has_events'] as const;

export function registerTagRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  /** The documented failure: 400 with `{}` (the fault tags-failure-200 answers 200 with no tags instead). */
  const failure = (message: string): ApiError =>
    ctx.faults.has('tags-failure-200') ? new ApiError('validation', message, { tags: [] }, 200) : new ApiError('validation', message, {}, 400);

  app.get('/tags', async (request) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const rawSite = q.site_id;
    if (typeof rawSite !== 'string' || !/^\d{1,15}$/.test(rawSite) || Number(rawSite) < 1) {
      throw failure('site_id is required and must be a positive integer');
    }
    const scope = q.scope;
    if (typeof scope !== 'string' || !(SCOPES as readonly string[]).includes(scope)) {
      throw failure('scope is required and must be has_news or has_events');
    }
    const siteId = Number(rawSite);
    const site = store.t.sites.get(siteId);
    if (!site) throw failure(`Site ${siteId} not found`);
    requireSiteAccess(ctx, siteId, `site ${siteId}`);
    const ser = serializer(ctx, request);
    const pages = [...store.t.pages.values()]
      .filter((p) => p.site_id === siteId && !p.in_trash && (scope === 'has_news' ? p.has_news : p.has_events))
      .sort((a, b) => a.node_id - b.node_id);
    const tags = pages.flatMap((p) => {
      const node = store.t.pageNodes.get(p.node_id);
      return node ? [ser.tag(node, p, site)] : [];
    });
    return { tags: ser.list(tags) };
  });
}
