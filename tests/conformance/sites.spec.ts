// Sites: GET /sites, GET /sites/:id (interface: Endpoints > Sites; Resources > Site), and that sites
// "cannot be created, updated or deleted through the interface" (What the service does).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import { test, expect, sampleOf, proves, writingIrreversibly, observe, need } from './harness.ts';
import {
  check,
  checkIndexAnswer,
  checkListedFields,
  checkRecordAnswer,
  checkRecordFields,
  expectClientError,
  expectErrorBody,
  expectEvery,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import { marker } from './support/news-articles.ts';
import { expectSuccess } from './support/compare.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../src/harness/client.ts';

/** The sites index read to look at the result: a success whose body is an array (OP-SITES-INDEX's rule), else the check is inconclusive. */
async function sitesIndex(api: ApiClient, options: CallOptions = {}): Promise<ApiResult> {
  const r = await readBack(api, 'listSites', options);
  await precondition(
    'the sites index answers an array of Site',
    () => expect(Array.isArray(r.body), 'GET /sites answers an array').toBe(true),
    'OP-SITES-INDEX',
  );
  return r;
}

test.describe('sites', () => {
  test(
    'the sites index answers 200 with an array of Site',
    proves('OP-SITES-INDEX', 'SITE-FIELDS'),
    async ({ api }) => {
      const r = await api.call('listSites');
      await checkIndexAnswer(r, 'OP-SITES-INDEX', 'the sites index answers 200 with an array');
      // How many sites a user may access is the deployment's data, not the interface's.
      test.skip(
        Array.isArray(r.body) && r.list.length === 0,
        'the user under test may access no site: there is no Site to check; SVC_ACCESS_TOKEN of a user with a site runs it',
      );
      await checkListedFields(r, 'SITE-FIELDS', 'every Site of the index carries every listed field with its type');
    },
  );

  test('a site is shown by its id', proves('OP-SITES-SHOW', 'SITE-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.site());
    const r = await api.call('getSite', { path: { id } });
    await checkRecordAnswer(r, 'OP-SITES-SHOW', `GET /sites/${id} answers 200 with that site`, id);
    await checkRecordFields(r, 'SITE-FIELDS', 'the shown Site carries every listed field with its type');
    // Every accessible site is shown as itself: the same id and name as in the index (the first
    // 25: a user of a large platform may reach thousands).
    const all = await sitesIndex(api);
    for (const listed of sampleOf(all.list, 25)) {
      const shown = await api.call('getSite', { path: { id: Number(listed.id) } });
      await check('OP-SITES-SHOW', `site ${String(listed.id)} of the index is shown as itself`, () => {
        // a refused show of a listed site: the index may list a site the user cannot access (the
        // index's access rule), or the show may refuse one it can; neither alone is shown
        if (shown.status >= 400 && shown.status < 500)
          notJudged(`GET /sites/${String(listed.id)} of a site the index lists answered ${shown.status}`, [
            'ACCESS-SITES-INDEX-ONLY-ACCESSIBLE',
          ]);
        expectSuccess(shown, 'getSite', `site ${String(listed.id)} of the index is shown`);
        expect(
          { id: shown.object.id, name: shown.object.name },
          `GET /sites/${String(listed.id)} answers that site`,
        ).toEqual({ id: listed.id, name: listed.name });
      });
    }
  });

  test(
    'an unknown site id is refused with a 4xx and the error body',
    proves('ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED'),
    async ({ api }, testInfo) => {
      const r = await api.call('getSite', { path: { id: 2_147_483_646 } });
      observe(testInfo, 'ERROR-STATUS-OBSERVED', 'GET /sites/:id of an id that does not exist', r.status);
      await check('ERROR-BAD-INPUT-4XX', 'a show of a site id that does not exist is refused with a 4xx', () =>
        expectClientError(r, `GET /sites/:id of an unknown id: a 4xx, not a ${r.status}`),
      );
      await check('ERROR-BODY-SHAPE', 'the refusal carries the error body', () => {
        if (r.status < 400)
          notJudged(`the show of an unknown id was accepted (${r.status}): no error body to judge`, [
            'ERROR-BAD-INPUT-4XX',
          ]);
        expectErrorBody(r);
      });
    },
  );

  test('a site timezone is a time zone name', proves('SITE-TIMEZONE-NAME'), async ({ api, discovery }) => {
    const id = need(await discovery.site());
    // The discovered site and the first 25 of the index (a user of a large platform may reach
    // thousands; an index that answers no array adds none).
    const all = await readBack(api, 'listSites', {});
    const ids = [
      ...new Set([
        id,
        ...sampleOf(all.list, 25)
          .map((s) => s.id)
          .filter((x): x is number => typeof x === 'number'),
      ]),
    ];
    for (const siteId of ids) {
      const r = await readBack(api, 'getSite', { path: { id: siteId } }, siteId);
      await check('SITE-TIMEZONE-NAME', `site ${siteId}: the timezone is a time zone name`, () => {
        const timezone = r.object.timezone;
        expect(typeof timezone, `site ${siteId} has a timezone string`).toBe('string');
        // A name, not a UTC offset ("-06:00", "+0100", "UTC-5"), whatever Intl of this Node accepts.
        expect(String(timezone), `site ${siteId}: "${String(timezone)}" is a name, not an offset`).not.toMatch(
          /^\s*(?:(?:UTC|GMT)\s*)?[+-]\s*\d/i,
        );
        // The interface says "a time zone name", not which naming: an IANA name (which Intl knows)
        // or a descriptive name such as "Eastern Time (US & Canada)" are both names.
        const iana = (() => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: String(timezone) });
            return true;
          } catch {
            return false;
          }
        })();
        expect(
          iana || /^[A-Za-z][A-Za-z .&()'/_-]*[A-Za-z)]$/.test(String(timezone)),
          `site ${siteId}: "${String(timezone)}" is a time zone name`,
        ).toBe(true);
      });
    }
  });

  test(
    'the membership filter gives a subset of the accessible sites',
    proves('SITES-MEMBERSHIP-FILTER'),
    async ({ api }) => {
      const all = await sitesIndex(api);
      const allIds = new Set(all.list.map((s) => s.id));
      // A membership id is not discoverable through the interface; any id must still give a subset.
      for (const membership of [1, 999_999_999]) {
        const r = await api.call('listSites', { query: { membership } });
        await check(
          'SITES-MEMBERSHIP-FILTER',
          `GET /sites?membership=${membership} answers a subset of the accessible sites`,
          () => {
            expect(r.status, 'a filter answers 200 or a client error, never a server error').toBeLessThan(500);
            if (r.status !== 200) return;
            // an answer that is no array of Site is the index's own rule
            if (!Array.isArray(r.body)) notJudged('the filtered index answered no array of Site', ['OP-SITES-INDEX']);
            const outside = r.list.map((site) => site.id).filter((siteId) => !allIds.has(siteId));
            expect(outside, 'sites of the filtered index that are not in the unfiltered index').toEqual([]);
          },
        );
      }
    },
  );

  test(
    'a site update and a site create sent anyway change no site',
    writingIrreversibly(proves('SITES-READ-ONLY')),
    async ({ api, discovery }, testInfo) => {
      // irreversibly: a deployment that broke the rule would change (or make) a site, which the
      // interface cannot undo. No delete is sent: a deployment that took it could not be repaired.
      const site = need(await discovery.siteRecord());
      const siteId = site.id as number;
      const name = marker('site');
      const update = await api.request('PUT', `/sites/${siteId}`, {
        json: { site: { name, short_name: name }, name, short_name: name },
      });
      const create = await api.request('POST', '/sites', {
        json: { site: { name, short_name: name, subdomain: name.toLowerCase() } },
      });
      observe(testInfo, 'SITES-READ-ONLY', 'the answers to PUT /sites/:id and POST /sites', {
        update: update.status,
        create: create.status,
      });
      const after = await readBack(api, 'getSite', { path: { id: siteId } }, siteId);
      await check('SITES-READ-ONLY', 'the site reads back with the name and short_name it had', () => {
        expect(
          { name: after.object.name, short_name: after.object.short_name },
          `site ${siteId} after PUT /sites/${siteId}`,
        ).toEqual({ name: site.name, short_name: site.short_name });
      });
      const index = await sitesIndex(api);
      await check('SITES-READ-ONLY', 'no site of the name sent is listed', () =>
        expectEvery(
          index.list,
          `no site is named ${name}`,
          (listed) => (listed.name === name || listed.short_name === name) && `site ${String(listed.id)}`,
        ),
      );
    },
  );

  test('what the name parameter does is recorded', proves('SITES-NAME-PARAM-OBSERVED'), async ({ api }, testInfo) => {
    const all = await api.call('listSites');
    const r = await api.call('listSites', { query: { name: 1 }, unvalidated: true });
    observe(testInfo, 'SITES-NAME-PARAM-OBSERVED', 'GET /sites?name=1', {
      status: r.status,
      count: r.list.length,
      unfiltered: all.list.length,
    });
  });
});
