// Access control (interface: Authentication 4; Endpoints > Sites): a user reads only what that
// user may access; an inaccessible site is neither listed nor shown.
import { test, expect, sampleOf, proves, observe, need, expectClientError } from './harness.ts';

test.describe('access control', () => {
  test('the sites index lists only accessible sites', proves('ACCESS-SITES-INDEX-ONLY-ACCESSIBLE'), async ({ api, discovery }) => {
    const forbidden = need(await discovery.forbiddenSite());
    const r = await api.call('listSites');
    expect(r.status).toBe(200);
    expect(r.list.map((s) => s.id), `site ${forbidden} (not accessible) is not listed`).not.toContain(forbidden);
    for (const site of sampleOf(r.list, 25)) {
      const shown = await api.call('getSite', { path: { id: Number(site.id) } });
      expect(shown.status, `listed site ${String(site.id)} can be shown`).toBe(200);
    }
  });

  test('showing an inaccessible site gives an error', proves('ACCESS-SITE-SHOW-FORBIDDEN', 'ERROR-BODY-SHAPE', 'ACCESS-FORBIDDEN-SITE-STATUS-OBSERVED'), async ({ api, discovery }, testInfo) => {
    const forbidden = need(await discovery.forbiddenSite());
    const r = await api.call('getSite', { path: { id: forbidden } });
    observe(testInfo, 'ACCESS-FORBIDDEN-SITE-STATUS-OBSERVED', `GET /sites/${forbidden}`, r.status);
    expectClientError(r);
    // An error body may carry fields besides errors (extra fields are allowed); it must not be the site.
    expect(r.object.id, 'the inaccessible site is not in the body').not.toBe(forbidden);
  });

  test("another site's leagues and tags are not given out", proves('ACCESS-OTHER-SITE-DATA'), async ({ api, discovery }) => {
    const forbidden = need(await discovery.forbiddenSite());
    const leagues = await api.call('listLeagues', { query: { site_id: forbidden } });
    if (leagues.status === 200) expect(leagues.list.filter((l) => l.site_id === forbidden), 'leagues of the inaccessible site').toEqual([]);
    else expect(leagues.status).toBeGreaterThanOrEqual(400);
    expect(leagues.status).toBeLessThan(500);
    const tags = await api.call('listTags', { query: { site_id: forbidden, scope: 'has_news' } });
    if (tags.status === 200) expect((tags.object.tags as unknown[] | undefined) ?? [], 'tags of the inaccessible site').toEqual([]);
    else expect(tags.status).toBeGreaterThanOrEqual(400);
    expect(tags.status).toBeLessThan(500);
  });
});
