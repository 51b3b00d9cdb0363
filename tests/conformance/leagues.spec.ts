// Leagues (interface: Endpoints > Leagues and league structure; Resources > League; Errors).
import { test, expect, expectEvery, proves, need, expectClientError } from './harness.ts';

test.describe('leagues', () => {
  test('the leagues index by site_id lists leagues of that site', proves('OP-LEAGUES-INDEX', 'LEAGUES-BY-SITE-ID', 'LEAGUE-FIELDS'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const r = await api.call('listLeagues', { query: { site_id: site } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.list.length, 'the site has at least one league').toBeGreaterThan(0);
    expectEvery(r.list, `every league listed is of site ${site}`, (league) => league.site_id !== site && `league ${String(league.id)}: site ${String(league.site_id)}`);
    expect(r.exchange.schemaErrors).toEqual([]);
  });

  test('the leagues index by site_url gives the same leagues as by site_id', proves('LEAGUES-BY-SITE-URL'), async ({ api, discovery }) => {
    const site = need(await discovery.siteRecord());
    const byId = await api.call('listLeagues', { query: { site_id: Number(site.id) } });
    const domain = String(site.domain_name ?? '');
    test.skip(!domain, 'the site has no domain_name to use as site_url');
    const byUrl = await api.call('listLeagues', { query: { site_url: domain } });
    expect(byUrl.status).toBe(200);
    expect(byUrl.list.map((l) => l.id).sort()).toEqual(byId.list.map((l) => l.id).sort());
  });

  test('a league is shown by its id', proves('OP-LEAGUES-SHOW', 'LEAGUE-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.league());
    const r = await api.call('getLeague', { path: { id } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    expect(r.exchange.schemaErrors).toEqual([]);
  });

  test('the leagues index without site_id and site_url is an error', proves('LEAGUES-PARAM-REQUIRED', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    const r = await api.call('listLeagues');
    expectClientError(r);
  });

  test('the leagues index with an invalid site_id is an error', proves('LEAGUES-INVALID-PARAM', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    // Not an integer: no digits at all, and digits followed by letters (not to be read as the site's id).
    for (const value of ['not-a-number', `${site}abc`]) {
      const r = await api.call('listLeagues', { query: { site_id: value } });
      expect(r.status, `site_id=${value}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `site_id=${value}`).toBeLessThan(500);
      expect(typeof r.object.errors, `site_id=${value}`).toBe('string');
    }
  });

  test('the leagues index for an unknown site answers 404 with a site-not-found error', proves('LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    const r = await api.call('listLeagues', { query: { site_id: 2_147_483_000 } });
    expect(r.status).toBe(404);
    expect(typeof r.object.errors).toBe('string');
    expect(String(r.object.errors)).toMatch(/site/i);
  });

  test('the leagues index for an unknown site_url answers 404 with a site-not-found error', proves('LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    // .invalid is reserved (RFC 2606): no deployment hosts a site there.
    const r = await api.call('listLeagues', { query: { site_url: 'svc-conformance-no-such-site.invalid' } });
    expect(r.status).toBe(404);
    expect(typeof r.object.errors).toBe('string');
    expect(String(r.object.errors)).toMatch(/site/i);
  });
});
