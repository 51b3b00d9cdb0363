// Sites: GET /sites, GET /sites/:id (interface: Endpoints > Sites; Resources > Site).
import { test, expect, sampleOf, proves, observe, need, expectClientError } from './harness.ts';

test.describe('sites', () => {
  test('the sites index answers 200 with an array of Site', proves('OP-SITES-INDEX', 'SITE-FIELDS'), async ({ api }) => {
    const r = await api.call('listSites');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.exchange.schemaErrors).toEqual([]);
    // How many sites a user may access is the deployment's data, not the interface's.
    test.skip(r.list.length === 0, 'the user under test may access no site: there is no Site to check');
  });

  test('a site is shown by its id', proves('OP-SITES-SHOW', 'SITE-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.site());
    const r = await api.call('getSite', { path: { id } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    expect(r.exchange.schemaErrors).toEqual([]);
    // Every accessible site is shown as itself: the same id and name as in the index (the first
    // 25: a user of a large platform may reach thousands).
    const all = await api.call('listSites');
    expect(all.status).toBe(200);
    for (const listed of sampleOf(all.list, 25)) {
      const shown = await api.call('getSite', { path: { id: Number(listed.id) } });
      expect(shown.status, `site ${String(listed.id)} of the index is shown`).toBe(200);
      expect({ id: shown.object.id, name: shown.object.name }, `GET /sites/${String(listed.id)} answers that site`).toEqual({ id: listed.id, name: listed.name });
    }
  });

  test('an unknown site id is refused with a 4xx and the error body', proves('ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'), async ({ api }, testInfo) => {
    const r = await api.call('getSite', { path: { id: 2_147_483_646 } });
    observe(testInfo, 'ERROR-STATUS-OBSERVED', 'GET /sites/:id of an id that does not exist', r.status);
    expectClientError(r);
  });

  test('a site timezone is a time zone name', proves('SITE-TIMEZONE-NAME'), async ({ api, discovery }) => {
    const id = need(await discovery.site());
    const all = await api.call('listSites');
    const ids = [...new Set([id, ...all.list.map((s) => s.id).filter((x): x is number => typeof x === 'number')])];
    for (const siteId of ids) {
      const r = await api.call('getSite', { path: { id: siteId } });
      const timezone = r.object.timezone;
      expect(typeof timezone, `site ${siteId} has a timezone string`).toBe('string');
      // A name, not a UTC offset ("-06:00", "+0100", "UTC-5"), whatever Intl of this Node accepts.
      expect(String(timezone), `site ${siteId}: "${String(timezone)}" is a name, not an offset`).not.toMatch(/^\s*(?:(?:UTC|GMT)\s*)?[+-]\s*\d/i);
      // The interface says "a time zone name", not which naming: an IANA name (which Intl knows)
      // or a descriptive name such as "Eastern Time (US & Canada)" are both names.
      const iana = (() => { try { new Intl.DateTimeFormat('en', { timeZone: String(timezone) }); return true; } catch { return false; } })();
      expect(iana || /^[A-Za-z][A-Za-z .&()'\/_-]*[A-Za-z)]$/.test(String(timezone)), `site ${siteId}: "${String(timezone)}" is a time zone name`).toBe(true);
    }
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
