// Leagues (interface: Endpoints > Leagues and league structure; Resources > League; Errors).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import { test, expect, proves, need } from './harness.ts';
import {
  check,
  checkedIndexList,
  checkListedFields,
  checkRecordAnswer,
  checkRecordFields,
  checkRefusal,
  expectAccepted,
  expectErrorBody,
  expectEvery,
  listedIn,
  notJudged,
  precondition,
} from './assertions.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { idSet } from './support/compare.ts';
import { leaguesOfTheSite } from './support/leagues.ts';

/**
 * The spellings of a site_url tried for a host: "site_url (string)" does not show its form, so the
 * bare domain and a URL of it are both legal readings.
 */
const siteUrlForms = (host: string): string[] => [host, `https://${host}`, `http://${host}`];

test.describe('leagues', () => {
  test(
    'the leagues index by site_id lists leagues of that site',
    proves('OP-LEAGUES-INDEX', 'LEAGUES-BY-SITE-ID', 'LEAGUE-FIELDS'),
    async ({ api, discovery }) => {
      const site = need(await discovery.site());
      const r = await api.call('listLeagues', { query: { site_id: site } });
      const leagues = await checkedIndexList(
        r,
        'OP-LEAGUES-INDEX',
        'the index by site_id answers 200 with an array of League',
      );
      // How many leagues a site has is the deployment's data, not the interface's.
      test.skip(
        leagues.length === 0,
        `site ${site} has no league: there is no League to check; set SVC_SITE_ID to one that has`,
      );
      await checkListedFields(r, 'LEAGUE-FIELDS', 'the leagues listed carry every listed field with its type');
      await check('LEAGUES-BY-SITE-ID', `every league listed for site_id=${site} has that site_id`, () =>
        expectEvery(
          leagues,
          `every league listed is of site ${site}`,
          (league) => league.site_id !== site && `league ${String(league.id)}: site ${String(league.site_id)}`,
        ),
      );
    },
  );

  test(
    'the sport of every league of the site is a sport the sports show answers',
    proves('LEAGUE-SPORT'),
    async ({ api, discovery }) => {
      const { leagues } = await leaguesOfTheSite(api, discovery, 'there is no League to check');
      // The show itself works, on a sport the index lists (its own rules): else nothing can be judged.
      const sports = await precondition(
        'the sports index lists a sport',
        async () => {
          const r = await api.call('listSports');
          expectAccepted(r, 'GET /sports answers a success');
          expect(r.list.length, 'GET /sports lists a sport').toBeGreaterThan(0);
          return r.list;
        },
        'OP-SPORTS-INDEX',
      );
      await precondition(
        `GET /sports/${String(sports[0]!.id)} shows a listed sport`,
        async () => {
          const shown = await api.call('getSport', { path: { id: Number(sports[0]!.id) } });
          expectAccepted(shown, 'the show of a listed sport answers a success');
          expect(shown.object.id, 'the show answers the sport of the id').toBe(sports[0]!.id);
        },
        'OP-SPORTS-SHOW',
      );
      for (const sportId of [...new Set(leagues.map((league) => league.sport_id))].slice(0, 5)) {
        const r = await api.call('getSport', { path: { id: Number(sportId) } });
        const of = leagues
          .filter((league) => league.sport_id === sportId)
          .map((league) => String(league.id))
          .join(', ');
        // that the show answers the sport of the id is the show's own rule (OP-SPORTS-SHOW): here, that the sport exists
        await check('LEAGUE-SPORT', `the sport ${String(sportId)} of league(s) ${of} is shown`, () =>
          expectAccepted(r, `GET /sports/${String(sportId)} answers a success`),
        );
      }
    },
  );

  test(
    'the leagues index by site_url gives the same leagues as by site_id',
    proves('LEAGUES-BY-SITE-URL'),
    async ({ api, discovery }) => {
      const site = need(await discovery.siteRecord());
      const domain = String(site.domain_name ?? '');
      test.skip(!domain, 'the site has no domain_name to use as site_url; set SVC_SITE_ID to one that has');
      const siteId = Number(site.id);
      // What the site_url answer is compared with: the leagues of site_id, each of that site (their own rules).
      const byId = await listedIn(
        await api.call('listLeagues', { query: { site_id: siteId } }),
        `the leagues of site_id=${siteId}`,
        'OP-LEAGUES-INDEX',
      );
      await precondition(
        `the leagues of site_id=${siteId} are of that site`,
        () =>
          expectEvery(
            byId,
            `every league listed is of site ${siteId}`,
            (league) => league.site_id !== siteId && `league ${String(league.id)}: site ${String(league.site_id)}`,
          ),
        'LEAGUES-BY-SITE-ID',
      );
      // The first spelling of the site's URL the deployment serves (the bare domain first).
      let byUrl: ApiResult | undefined;
      let form = '';
      for (const candidate of siteUrlForms(domain)) {
        const r = await api.call('listLeagues', { query: { site_url: candidate } });
        byUrl ??= r;
        if (r.status >= 200 && r.status < 300) {
          byUrl = r;
          form = candidate;
          break;
        }
      }
      // What site_url holds is not shown (silence leagues-site-url-form): when none of the usual spellings
      // of the site's URL is served, what the rule says cannot be judged.
      await precondition(
        `a spelling of the site's URL served as site_url (tried ${siteUrlForms(domain).join(', ')})`,
        () =>
          expectAccepted(byUrl!, `GET /leagues?site_url= with ${siteUrlForms(domain).join(', ')} answers a success`),
      );
      expect(Array.isArray(byUrl!.body), `GET /leagues?site_url=${form} answers an array`).toBe(true);
      // The same leagues: a set, whatever order each answer lists them in.
      expect(
        idSet(byUrl!.list.map((l) => l.id)),
        `the leagues of site_url=${form} are those of site_id=${siteId}`,
      ).toEqual(idSet(byId.map((l) => l.id)));
    },
  );

  test('a league is shown by its id', proves('OP-LEAGUES-SHOW', 'LEAGUE-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.league());
    const r = await api.call('getLeague', { path: { id } });
    await checkRecordAnswer(r, 'OP-LEAGUES-SHOW', 'a show answers 200 with the League of the id', id);
    await checkRecordFields(r, 'LEAGUE-FIELDS', 'the league shown carries every listed field with its type');
  });

  test(
    'the leagues index without site_id and site_url is an error',
    proves('LEAGUES-PARAM-REQUIRED', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'),
    async ({ api }) => {
      const r = await api.call('listLeagues');
      await checkRefusal(r, 'LEAGUES-PARAM-REQUIRED', 'the leagues index without site_id and site_url');
    },
  );

  test(
    'the leagues index with an invalid site_id is an error',
    proves('LEAGUES-INVALID-PARAM', 'ERROR-BAD-INPUT-4XX'),
    async ({ api, discovery }) => {
      const site = need(await discovery.site());
      // Not an integer: no digits at all, and digits followed by letters (not to be read as the site's id).
      for (const value of ['not-a-number', `${site}abc`]) {
        const r = await api.call('listLeagues', { query: { site_id: value } });
        await checkRefusal(r, 'LEAGUES-INVALID-PARAM', `the leagues index with site_id=${value}`);
      }
    },
  );

  test(
    'the leagues index for an unknown site answers 404 with a site-not-found error',
    proves('LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'),
    async ({ api }) => {
      const r = await api.call('listLeagues', { query: { site_id: 2_147_483_000 } });
      await check('LEAGUES-UNKNOWN-SITE-404', 'an unknown site_id answers 404 with a site-not-found message', () => {
        expect(r.status, 'an unknown site answers 404').toBe(404);
        expect(typeof r.object.errors, 'errors holds the message').toBe('string');
        // "a site-not-found message": the wording is not given; it speaks of the site.
        expect(String(r.object.errors), 'the message is about the site').toMatch(/site/i);
      });
      await check('ERROR-BODY-SHAPE', 'the refusal carries the error body', () => {
        if (r.status < 400)
          notJudged(`the request was accepted (${r.status}): no error body to judge`, ['LEAGUES-UNKNOWN-SITE-404']);
        expectErrorBody(r);
      });
    },
  );

  test(
    'the leagues index for an unknown site_url answers 404 with a site-not-found error',
    proves('LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'),
    async ({ api }) => {
      // .invalid is reserved (RFC 2606): no deployment hosts a site there. The form of site_url is
      // not shown: the bare host, then a URL of it; a deployment may call a form it does not take
      // an invalid parameter ("invalid parameters cause an error": any 4xx), never a site.
      const answers: ApiResult[] = [];
      for (const candidate of siteUrlForms('svc-conformance-no-such-site.invalid').slice(0, 2)) {
        const r = await api.call('listLeagues', { query: { site_url: candidate } });
        answers.push(r);
        if (r.status === 404) break;
      }
      const r = answers.find((a) => a.status === 404) ?? answers[0]!;
      await check(
        'LEAGUES-UNKNOWN-SITE-404',
        'an unknown site_url is a client error in every form, and 404 with a site-not-found message in one',
        () => {
          expectEvery(
            answers,
            'an unknown site_url is a client error in every form',
            (a) => (a.status < 400 || a.status >= 500) && `GET ${a.exchange.url} -> ${a.status}`,
          );
          expect(r.status, 'an unknown site answers 404').toBe(404);
          expect(typeof r.object.errors, 'errors holds the message').toBe('string');
          expect(String(r.object.errors), 'the message is about the site').toMatch(/site/i);
        },
      );
      await check('ERROR-BODY-SHAPE', 'the refusals carry the error body', () => {
        const refused = answers.filter((a) => a.status >= 400);
        if (refused.length === 0)
          notJudged('every form was accepted: no error body to judge', ['LEAGUES-UNKNOWN-SITE-404']);
        for (const a of refused) expectErrorBody(a);
      });
    },
  );
});
