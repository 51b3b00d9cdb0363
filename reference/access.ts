// What the built-in user may read and change: the sites in store.accessibleSiteIds and everything that
// belongs to them. A record of another site answers with an access error (403; 404 with the
// forbidden-site-404 variation); an unknown record answers 404.
import type { Ctx } from './context.ts';
import { forbidden, found } from './errors.ts';
import { accessCheckIgnored } from './fault-hooks.ts';
import type { SiteRec } from './store.ts';

export function canAccessSite(ctx: Ctx, siteId: number): boolean {
  // a generated access fault skips the check for the operation it is on
  return ctx.store.accessibleSiteIds.has(siteId) || accessCheckIgnored(ctx);
}

/** Throws the access error unless the user may access the site. */
export function requireSiteAccess(ctx: Ctx, siteId: number, what = 'this record'): void {
  if (!canAccessSite(ctx, siteId)) throw forbidden(`You do not have access to ${what}${what.startsWith("site ") ? "" : ` (site ${siteId})`}`);
}

/** An existing site the user may access: 404 when unknown, the access error when not accessible. */
export function accessibleSite(ctx: Ctx, siteId: number): SiteRec {
  const site = found(ctx.store.t.sites.get(siteId), 'Site', siteId);
  requireSiteAccess(ctx, siteId, `site ${siteId}`);
  return site;
}
