// Sites: GET /sites (the sites the user may access, `membership` filter), GET /sites/:id.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { ApiError, found } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { pathId } from '../input.ts';
import { byId, query, serializer } from './common.ts';

export function registerSiteRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  /** The answer as JSON text sent as text/plain (the fault sites-content-type-text-plain), else as is. */
  const send = (reply: FastifyReply, body: unknown): unknown => {
    if (!ctx.faults.has('sites-content-type-text-plain')) return body;
    reply.type('text/plain; charset=utf-8');
    return JSON.stringify(body);
  };

  app.get('/sites', async (request, reply) => {
    const q = query(request);
    const membership = q.id('membership');
    // `name` is an integer by the interface; its meaning is not shown, so it is checked and otherwise ignored.
    q.int('name');
    let sites = [...store.t.sites.values()].filter(
      (s) => canAccessSite(ctx, s.id) || ctx.faults.has('sites-index-lists-all-sites'),
    );
    if (membership !== undefined && membership !== null && filterApplies(ctx, 'membership')) {
      const m = store.t.memberships.get(membership);
      if (m && m.user_id === store.userId) sites = sites.filter((s) => s.id === m.site_id);
      else sites = ctx.faults.has('sites-membership-filter-leaks') ? [...store.t.sites.values()] : [];
    }
    const ser = serializer(ctx, request);
    const list = ser.list(sites.sort(byId).map((s) => ser.site(s)));
    return send(reply, ctx.faults.has('sites-index-enveloped') ? { sites: list } : list);
  });

  // "Sites cannot be created, updated or deleted through the interface": no route, so the not-found
  // handler answers; the fault site-update-applied (fixed for a server's life) takes an update anyway.
  if (ctx.faults.has('site-update-applied'))
    app.put('/sites/:id', async (request, reply) => {
      const id = pathId(request.params);
      const site = found(store.t.sites.get(id), 'Site', id);
      requireSiteAccess(ctx, id, `site ${id}`);
      const body = (request.body ?? {}) as { site?: Record<string, unknown>; name?: unknown; short_name?: unknown };
      const input = body.site ?? body;
      if (typeof input.name === 'string') site.name = input.name;
      if (typeof input.short_name === 'string') site.short_name = input.short_name;
      return send(reply, serializer(ctx, request).site(site));
    });

  app.get('/sites/:id', async (request, reply) => {
    const id = pathId(request.params);
    const site = store.t.sites.get(id);
    if (!site && ctx.faults.has('unknown-site-show-500'))
      throw new ApiError('not_found', `Site ${id} not found`, undefined, 500);
    found(site, 'Site', id);
    const ser = serializer(ctx, request);
    if (!ctx.faults.has('forbidden-site-visible')) {
      try {
        requireSiteAccess(ctx, id, `site ${id}`);
      } catch (err) {
        if (err instanceof ApiError && ctx.faults.has('forbidden-site-error-carries-site'))
          throw new ApiError(err.kind, err.message, { ...ser.site(site!), errors: err.message });
        throw err;
      }
    }
    const shown = ctx.faults.has('site-show-returns-default-site')
      ? [...store.t.sites.values()].filter((s) => store.accessibleSiteIds.has(s.id)).sort(byId)[0]!
      : site!;
    return send(reply, ser.site(shown));
  });
}
