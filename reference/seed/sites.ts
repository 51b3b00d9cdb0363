// The seeded sites: 1 (default, uploaded videos on), 2 (accessible, uploaded videos off), 3 (owned by
// another user: not accessible), and their memberships.
import type { SeedKit } from './kit.ts';
import { REFERENCE_OTHER_USER, REFERENCE_USER } from '../credentials.ts';

/** The three sites (default, second, forbidden) and the memberships of the user. */
export function seedSites(k: SeedKit) {
  const { store, at, at2 } = k;
  const siteDefs = [
    {
      name: 'Riverside Youth Hockey Association',
      short: 'Riverside Hockey',
      domain: 'riverside-hockey.example',
      tz: 'America/Chicago',
      privacy: 'public',
      videos: true,
      owner: REFERENCE_USER.id,
    },
    {
      name: 'Lakeside Soccer Club',
      short: 'Lakeside SC',
      domain: 'lakeside-soccer.example',
      tz: 'America/New_York',
      privacy: 'members_only',
      videos: false,
      owner: REFERENCE_USER.id,
    },
    {
      name: 'Northfield Hockey Club',
      short: 'Northfield',
      domain: 'northfield-hockey.example',
      tz: 'America/Denver',
      privacy: 'public',
      videos: true,
      owner: 7002,
    },
  ];
  const siteIds: number[] = [];
  const productId = store.kindId('products', 2);
  siteDefs.forEach((def, i) => {
    const [c] = at2();
    const site = store.insert('sites', {
      id: store.nextId('sites'),
      domain_id: store.kindId('domains', 11 + i),
      product_id: productId,
      layout_theme_id: store.kindId('layoutThemes', 31 + i),
      address_id: store.kindId('addresses', 41 + i),
      boss_organization_id: store.kindId('bossOrganizations', 51 + i),
      created_by_user_id: def.owner,
      updated_by_user_id: i === 0 ? REFERENCE_USER.id : null,
      domain_name: def.domain,
      subdomain: 'www',
      secure_subdomain: 'secure',
      name: def.name,
      short_name: def.short,
      timezone: def.tz,
      created_on: c,
      updated_on: at(),
      membership_privacy: def.privacy,
      membership_grace_period: 30,
      uploaded_videos_enabled: def.videos,
    });
    siteIds.push(site.id);
  });
  const [SITE, SITE2, FORBIDDEN] = siteIds as [number, number, number];
  store.accessibleSiteIds.add(SITE);
  store.accessibleSiteIds.add(SITE2);
  const membership = store.insert('memberships', {
    id: store.nextId('memberships'),
    site_id: SITE,
    user_id: REFERENCE_USER.id,
  });
  store.insert('memberships', { id: store.nextId('memberships'), site_id: SITE2, user_id: REFERENCE_USER.id });
  store.otherUserSiteIds.add(FORBIDDEN);
  store.insert('memberships', {
    id: store.nextId('memberships'),
    site_id: FORBIDDEN,
    user_id: REFERENCE_OTHER_USER.id,
  });
  return { siteIds, SITE, SITE2, FORBIDDEN, membership };
}
