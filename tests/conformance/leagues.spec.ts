// Leagues (interface: Endpoints > Leagues and league structure; Resources > League; Errors).
import { test, expect, expectEvery, proves, need, expectClientError } from './harness.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { idSet } from './support/compare.ts';

/**
 * The spellings of a site_url tried for a host: "site_url (string)" does not show its form, so the
 * bare domain and a URL of it are both legal readings.
 */
const siteUrlForms = (host: string): string[] => [host, `https://${host}`, `http://${host}`];

test.describe('leagues', () => {
  test('the leagues index by site_id lists leagues of that site', proves('OP-LEAGUES-INDEX', 'LEAGUES-BY-SITE-ID', 'LEAGUE-FIELDS'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const r = await api.call('listLeagues', { query: { site_id: site } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expectEvery(r.list, `every league listed is of site ${site}`, (league) => league.site_id !== site && `league ${String(league.id)}: site ${String(league.site_id)}`);
    expect(r.exchange.schemaErrors).toEqual([]);
    // How many leagues a site has is the deployment's data, not the interface's.
    test.skip(r.list.length === 0, `site ${site} has no league: there is no League to check`);
  });

  test('the leagues index by site_url gives the same leagues as by site_id', proves('LEAGUES-BY-SITE-URL'), async ({ api, discovery }) => {
    const site = need(await discovery.siteRecord());
    const domain = String(site.domain_name ?? '');
    test.skip(!domain, 'the site has no domain_name to use as site_url');
    const byId = await api.call('listLeagues', { query: { site_id: Number(site.id) } });
    // The first spelling of the site's URL the deployment serves (the bare domain first).
    let byUrl: ApiResult | undefined;
    let form = '';
    for (const candidate of siteUrlForms(domain)) {
      const r = await api.call('listLeagues', { query: { site_url: candidate } });
      byUrl ??= r;
      if (r.status === 200) { byUrl = r; form = candidate; break; }
    }
    expect(byUrl!.status, `GET /leagues?site_url= with ${siteUrlForms(domain).join(', ')}`).toBe(200);
    // The same leagues: a set, whatever order each answer lists them in.
    expect(idSet(byUrl!.list.map((l) => l.id)), `the leagues of site_url=${form} are those of site_id=${String(site.id)}`).toEqual(idSet(byId.list.map((l) => l.id)));
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
      expectClientError(r);
    }
  });

  test('the leagues index for an unknown site answers 404 with a site-not-found error', proves('LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    const r = await api.call('listLeagues', { query: { site_id: 2_147_483_000 } });
    expect(r.status).toBe(404);
    expect(typeof r.object.errors).toBe('string');
    // "a site-not-found message": the wording is not given; it speaks of the site.
    expect(String(r.object.errors), 'the message is about the site').toMatch(/site/i);
  });

  test('the leagues index for an unknown site_url answers 404 with a site-not-found error', proves('LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    // .invalid is reserved (RFC 2606): no deployment hosts a site there. The form of site_url is
    // not shown: the bare host, then a URL of it; a deployment may call a form it does not take
    // an invalid parameter ("invalid parameters cause an error": any 4xx), never a site.
    const answers: ApiResult[] = [];
    for (const candidate of siteUrlForms('svc-conformance-no-such-site.invalid').slice(0, 2)) {
      const r = await api.call('listLeagues', { query: { site_url: candidate } });
      answers.push(r);
      if (r.status === 404) break;
    }
    expectEvery(answers, 'an unknown site_url is an error in every form', (r) => (r.status < 400 || r.status >= 500) && `GET ${r.exchange.url} -> ${r.status}`);
    const r = answers.find((a) => a.status === 404) ?? answers[0]!;
    expect(r.status, 'an unknown site answers 404').toBe(404);
    expect(typeof r.object.errors).toBe('string');
    expect(String(r.object.errors), 'the message is about the site').toMatch(/site/i);
  });
});
