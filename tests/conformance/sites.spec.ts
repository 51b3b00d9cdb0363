// Sites: GET /sites, GET /sites/:id (interface: Endpoints > Sites; Resources > Site).
import { test, expect, proves, observe, need } from './harness.ts';

test.describe('sites', () => {
  test('the sites index answers 200 with an array of Site', proves('OP-SITES-INDEX', 'SITE-FIELDS'), async ({ api }) => {
    const r = await api.call('listSites');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.list.length, 'the user under test may access at least one site').toBeGreaterThan(0);
    expect(r.exchange.schemaErrors).toEqual([]);
  });

  test('a site is shown by its id', proves('OP-SITES-SHOW', 'SITE-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.site());
    const r = await api.call('getSite', { path: { id } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    expect(r.exchange.schemaErrors).toEqual([]);
  });

  test('a site timezone is a time zone name', proves('SITE-TIMEZONE-NAME'), async ({ api, discovery }) => {
    const id = need(await discovery.site());
    const r = await api.call('getSite', { path: { id } });
    const timezone = r.object.timezone;
    expect(typeof timezone).toBe('string');
    // Intl knows the IANA names (and their aliases); it throws on anything else.
    expect(() => new Intl.DateTimeFormat('en', { timeZone: String(timezone) }), `"${String(timezone)}" is a time zone name`).not.toThrow();
  });

  test('the membership filter gives a subset of the accessible sites', proves('SITES-MEMBERSHIP-FILTER'), async ({ api }) => {
    const all = await api.call('listSites');
    const allIds = new Set(all.list.map((s) => s.id));
    // A membership id is not discoverable through the interface; any id must still give a subset.
    for (const membership of [1, 999_999_999]) {
      const r = await api.call('listSites', { query: { membership } });
      expect(r.status, 'a filter answers 200 or a client error, never a server error').toBeLessThan(500);
      if (r.status === 200) {
        expect(Array.isArray(r.body)).toBe(true);
        for (const site of r.list) expect(allIds.has(site.id), `site ${String(site.id)} is not in the unfiltered index`).toBe(true);
      }
    }
  });

  test('what the name parameter does is recorded', proves('SITES-NAME-PARAM-OBSERVED'), async ({ api }, testInfo) => {
    const all = await api.call('listSites');
    const r = await api.call('listSites', { query: { name: 1 }, unvalidated: true });
    observe(testInfo, 'SITES-NAME-PARAM-OBSERVED', 'GET /sites?name=1', { status: r.status, count: r.list.length, unfiltered: all.list.length });
  });
});
