// What the user of a request may read and change: for the built-in user the sites in
// store.accessibleSiteIds, for the second user those in store.otherUserSiteIds, and everything that
// belongs to them. A record of another site answers with an access error (403; 404 with the
// forbidden-site-404 variation); an unknown record answers 404.
import type { Ctx } from './context.ts';
import { forbidden, found } from './errors.ts';
import { requestUser } from './auth.ts';
import { accessCheckIgnored } from './fault-hooks.ts';
import type { SiteRec } from './store.ts';

export function canAccessSite(ctx: Ctx, siteId: number): boolean {
  // a generated access fault skips the check for the operation it is on
  const sites = requestUser.getStore()?.user === 'other' ? ctx.store.otherUserSiteIds : ctx.store.accessibleSiteIds;
  return sites.has(siteId) || accessCheckIgnored(ctx) || otherUserFault(ctx, siteId);
}

/** Throws the access error unless the user may access the site. */
export function requireSiteAccess(ctx: Ctx, siteId: number, what = 'this record'): void {
  if (!canAccessSite(ctx, siteId))
    throw forbidden(`You do not have access to ${what}${what.startsWith('site ') ? '' : ` (site ${siteId})`}`);
}

/** An existing site the user may access: 404 when unknown, the access error when not accessible. */
export function accessibleSite(ctx: Ctx, siteId: number): SiteRec {
  const site = found(ctx.store.t.sites.get(siteId), 'Site', siteId);
  requireSiteAccess(ctx, siteId, `site ${siteId}`);
  return site;
}

/** The fault other-user-updates-news-article: the second user may update a news article of the built-in user's sites. */
function otherUserFault(ctx: Ctx, siteId: number): boolean {
  const request = requestUser.getStore();
  return (
    ctx.faults.has('other-user-updates-news-article') &&
    request?.user === 'other' &&
    request.route === 'PUT /news_articles/:id' &&
    ctx.store.accessibleSiteIds.has(siteId)
  );
}
