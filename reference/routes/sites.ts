// Sites: GET /sites (the sites the user may access, `membership` filter), GET /sites/:id.
import type { FastifyInstance } from 'fastify';
import { requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { found } from '../errors.ts';
import { pathId } from '../input.ts';
import { byId, query, serializer } from './common.ts';

export function registerSiteRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  app.get('/sites', async (request) => {
    const q = query(request);
    const membership = q.id('membership');
    // `name` is an integer by the interface; its meaning is not shown, so it is checked and otherwise ignored.
    q.int('name');
    let sites = [...store.t.sites.values()].filter((s) => store.accessibleSiteIds.has(s.id));
    if (membership !== undefined && membership !== null) {
      const m = store.t.memberships.get(membership);
      sites = m && m.user_id === store.userId ? sites.filter((s) => s.id === m.site_id) : [];
    }
    const ser = serializer(ctx, request);
    return ser.list(sites.sort(byId).map((s) => ser.site(s)));
  });

  app.get('/sites/:id', async (request) => {
    const id = pathId(request.params);
    const site = found(store.t.sites.get(id), 'Site', id);
    if (!ctx.faults.has('forbidden-site-visible')) requireSiteAccess(ctx, id, `site ${id}`);
    return serializer(ctx, request).site(site);
  });
}
