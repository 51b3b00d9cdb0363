// Access control (interface: Authentication 4 "A user can read and change only what that user has
// access to; showing a Site the user cannot access returns an error"; Endpoints > Sites): a user reads
// only what that user may access; an inaccessible site is neither listed nor shown, and neither is
// anything of it. The reads of every operation scoped to a site are tried here on a record of that
// site (the embedded server prints one of every kind: SVC_FORBIDDEN_<THING>_ID; a deployment without
// one skips with the reason). Reads are allowed in read-only mode. The writes are in
// access-control-writes.spec.ts, the second user's in access-control-second-user-writes.spec.ts.
//
// What a read of such a record may answer: the interface gives no status for it ("Status for a site
// the user cannot access: not shown"), so any 4xx with the general error body {"errors": string}
// ("Errors"), never the record. An index asked for what belongs to that site may instead answer
// 200 with a list that holds none of its records (nothing the user may access matches).
//
// Each check judges one requirement (check(...)): the access rule (an error, not the record) and,
// where a test names it, ERROR-BODY-SHAPE (the error body), judged only where there is an error.
import { test, expect, sampleOf, proves, observe, need } from './harness.ts';
import { expectAccepted, expectClientError, expectErrorBody, check, notJudged, precondition } from './assertions.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import { recordsOf, type Discovery } from '../../src/harness/discovery.ts';

/** The id of a record of the forbidden site, by fixture name; skips with the reason when the deployment named none. */
const forbidden = (discovery: Discovery, thing: string): number => need(discovery.id(thing));

/** A show of a record of the forbidden site: an error (a 4xx), not the record. */
function expectRefusedShow(r: ApiResult, id: number, what: string): void {
  expectClientError(r, `${what}: an error (a 4xx), not the record (answered ${r.status})`);
  // An error body may carry fields besides errors (extra fields are allowed); it must not be the record.
  expect(r.object.id, `${what}: the body is not the record`).not.toBe(id);
}

/** The errors of a body as the deployment sent it (parsed from its text): for a rule that states the error body itself. */
function errorsSent(r: ApiResult): unknown {
  try {
    const body = JSON.parse(r.text) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).errors
      : undefined;
  } catch {
    return undefined;
  }
}

/** The error body of a refusal, judged where there is one (ERROR-BODY-SHAPE): an accepted request has none, blocked by the access rule. */
async function checkErrorBody(r: ApiResult, requirement: string, what: string): Promise<void> {
  await check('ERROR-BODY-SHAPE', `${what}: the error carries the error body`, () => {
    if (r.status < 400) notJudged(`the request was served (${r.status}): no error body to judge`, [requirement]);
    expectErrorBody(r);
  });
}

/** An index asked for what belongs to the forbidden site: an error, or a success whose list holds none of these records. */
function expectNoneListed(r: ApiResult, ids: number[], what: string): void {
  if (r.status >= 200 && r.status < 300) {
    const listed = recordsOf(r.body).map((x) => x.id);
    expect(
      listed.filter((id) => ids.includes(id as number)),
      `${what}: the records ${ids.join(', ')} of the inaccessible site are not listed`,
    ).toEqual([]);
    return;
  }
  expectClientError(r, `${what}: an error (a 4xx) or a list without them (answered ${r.status})`);
}

/** ACCESS-FORBIDDEN-NEWS-ARTICLES-INDEX on an answer of the news articles index: an error, or a list without `article` (of a site the user may not access). */
function checkArticleNotListed(r: ApiResult, article: number, what: string): Promise<boolean> {
  return check('ACCESS-FORBIDDEN-NEWS-ARTICLES-INDEX', what, () =>
    expectNoneListed(r, [article], 'GET /news_articles'),
  );
}

test.describe('access control', () => {
  test(
    'the sites index lists only accessible sites',
    proves('ACCESS-SITES-INDEX-ONLY-ACCESSIBLE'),
    async ({ api, discovery }) => {
      const forbidden = need(await discovery.forbiddenSite());
      const r = await api.call('listSites');
      // that it answers exactly 200 with an array of Site is OP-SITES-INDEX's rule
      await precondition(
        'the sites index answers a success with an array',
        () => {
          expectAccepted(r, 'GET /sites answers a success');
          expect(Array.isArray(r.body), 'GET /sites answers an array').toBe(true);
        },
        'OP-SITES-INDEX',
      );
      await check('ACCESS-SITES-INDEX-ONLY-ACCESSIBLE', 'the inaccessible site is not listed', () =>
        expect(
          r.list.map((s) => s.id),
          `site ${forbidden} (not accessible) is not listed`,
        ).not.toContain(forbidden),
      );
      for (const site of sampleOf(r.list, 25)) {
        const shown = await api.call('getSite', { path: { id: Number(site.id) } });
        await check(
          'ACCESS-SITES-INDEX-ONLY-ACCESSIBLE',
          `listed site ${String(site.id)} is accessible: a show serves it`,
          () => {
            // a show that breaks (5xx) says nothing of access: the show's own rule
            if (shown.status >= 500)
              notJudged(`the show of site ${String(site.id)} answered ${shown.status}`, ['OP-SITES-SHOW']);
            expectAccepted(shown, `listed site ${String(site.id)} can be shown (answered ${shown.status})`);
          },
        );
      }
    },
  );

  test(
    'showing an inaccessible site gives an error',
    proves('ACCESS-SITE-SHOW-FORBIDDEN', 'ERROR-BODY-SHAPE', 'ACCESS-FORBIDDEN-SITE-STATUS-OBSERVED'),
    async ({ api, discovery }, testInfo) => {
      const forbidden = need(await discovery.forbiddenSite());
      const r = await api.call('getSite', { path: { id: forbidden } });
      observe(testInfo, 'ACCESS-FORBIDDEN-SITE-STATUS-OBSERVED', `GET /sites/${forbidden}`, r.status);
      await check(
        'ACCESS-SITE-SHOW-FORBIDDEN',
        'the show of an inaccessible site is an error (a 4xx with the error body), not the site',
        () => {
          expectClientError(r, `GET /sites/${forbidden}: an error (a 4xx), not the site (answered ${r.status})`);
          // An error body may carry fields besides errors (extra fields are allowed); it must not be the site.
          expect(r.object.id, 'the inaccessible site is not in the body').not.toBe(forbidden);
          // the rule states the error body itself ("a 4xx with the error body"): judged on the text as sent
          expect(
            typeof errorsSent(r),
            `GET /sites/${forbidden}: the error carries the error body {"errors": string} (got ${r.text.slice(0, 120)})`,
          ).toBe('string');
        },
      );
      await checkErrorBody(r, 'ACCESS-SITE-SHOW-FORBIDDEN', `GET /sites/${forbidden}`);
    },
  );

  test(
    "another site's leagues and tags are not given out",
    proves('ACCESS-OTHER-SITE-DATA'),
    async ({ api, discovery }) => {
      const forbidden = need(await discovery.forbiddenSite());
      const leagues = await api.call('listLeagues', { query: { site_id: forbidden } });
      await check(
        'ACCESS-OTHER-SITE-DATA',
        'the leagues index asked for an inaccessible site gives an error (a 4xx) or none of its leagues',
        () => {
          if (leagues.status === 200)
            expect(
              leagues.list.filter((l) => l.site_id === forbidden),
              'leagues of the inaccessible site',
            ).toEqual([]);
          else expect(leagues.status, `an error (answered ${leagues.status})`).toBeGreaterThanOrEqual(400);
          expect(leagues.status, 'never a 5xx').toBeLessThan(500);
        },
      );
      const tags = await api.call('listTags', { query: { site_id: forbidden, scope: 'has_news' } });
      await check(
        'ACCESS-OTHER-SITE-DATA',
        'the tags index asked for an inaccessible site gives an error (a 4xx) or none of its tags',
        () => {
          if (tags.status === 200)
            expect((tags.object.tags as unknown[] | undefined) ?? [], 'tags of the inaccessible site').toEqual([]);
          else expect(tags.status, `an error (answered ${tags.status})`).toBeGreaterThanOrEqual(400);
          expect(tags.status, 'never a 5xx').toBeLessThan(500);
        },
      );
    },
  );
});

/**
 * Shows of one record of a site the user cannot access, by operation: the path id is the thing's
 * fixture on the forbidden site (forbidden_<thing>, SVC_FORBIDDEN_<THING>_ID) for the first user,
 * and on the first user's site (<thing>) for the second user.
 */
const SHOWS: ReadonlyArray<{ requirement: string; operationId: string; thing: string; what: string }> = [
  {
    requirement: 'ACCESS-FORBIDDEN-LAYOUT-CONTAINERS-SHOW',
    operationId: 'getLayoutContainer',
    thing: 'layout_container',
    what: 'a layout container',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PAGE-ELEMENTS-SHOW',
    operationId: 'getPageElement',
    thing: 'page_element',
    what: 'a page element',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-NEWS-ARTICLES-SHOW',
    operationId: 'getNewsArticle',
    thing: 'news_article',
    what: 'a news article',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-PHOTO-GALLERIES-SHOW',
    operationId: 'getPhotoGallery',
    thing: 'photo_gallery',
    what: 'a photo gallery',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-VIDEO-GALLERIES-SHOW',
    operationId: 'getVideoGallery',
    thing: 'video_gallery',
    what: 'a video gallery',
  },
  { requirement: 'ACCESS-FORBIDDEN-LEAGUES-SHOW', operationId: 'getLeague', thing: 'league', what: 'a league' },
  {
    requirement: 'ACCESS-FORBIDDEN-LEAGUE-INSTANCE-TREE-SHOW',
    operationId: 'getLeagueInstanceTree',
    thing: 'league_instance',
    what: 'the tree of a league instance',
  },
  { requirement: 'ACCESS-FORBIDDEN-TEAMS-SHOW', operationId: 'getTeam', thing: 'team', what: 'a team' },
  {
    requirement: 'ACCESS-FORBIDDEN-TEAM-INSTANCES-SHOW',
    operationId: 'getTeamInstance',
    thing: 'team_instance',
    what: 'a team instance',
  },
];

/**
 * Indexes asked for what belongs to a site the user cannot access: each query (by thing: the
 * fixture forbidden_<thing> for the first user, <thing> for the second) and the records of that
 * site (things) the answer must not list.
 */
const INDEXES: ReadonlyArray<{
  requirement: string;
  operationId: string;
  queries: Array<Record<string, string>>;
  absent: string[];
  what: string;
}> = [
  {
    requirement: 'ACCESS-FORBIDDEN-PHOTO-GALLERIES-INDEX',
    operationId: 'listPhotoGalleries',
    queries: [{ object_type: '=game', object_id: 'game' }],
    absent: ['photo_gallery'],
    what: 'the photo galleries of a game of an inaccessible site',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-VIDEO-GALLERIES-INDEX',
    operationId: 'listVideoGalleries',
    queries: [{ object_type: '=game', object_id: 'game' }],
    absent: ['video_gallery'],
    what: 'the video galleries of a game of an inaccessible site',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-OFFICIALS-INDEX',
    operationId: 'listOfficials',
    queries: [{ game_id: 'game' }],
    absent: ['official'],
    what: 'the officials of a game of an inaccessible site',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-LEAGUE-INSTANCES-INDEX',
    operationId: 'listLeagueInstances',
    queries: [{ league_id: 'league' }],
    absent: ['league_instance'],
    what: 'the league instances of a league of an inaccessible site',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-DIVISION-INSTANCES-INDEX',
    operationId: 'listDivisionInstances',
    queries: [{ subseason_id: 'subseason' }],
    absent: ['division_instance'],
    what: 'the division instances of a subseason of an inaccessible site',
  },
  // "asked by site_id or league_ids of that site"
  {
    requirement: 'ACCESS-FORBIDDEN-TEAMS-INDEX',
    operationId: 'listTeams',
    queries: [{ site_id: 'site' }, { site_id: 'site', league_ids: 'league' }],
    absent: ['team'],
    what: 'the teams of an inaccessible site (by site_id, and by league_ids)',
  },
  {
    requirement: 'ACCESS-FORBIDDEN-TEAM-INSTANCES-INDEX',
    operationId: 'listTeamInstances',
    queries: [{ subseason_id: 'subseason' }, { league_instance_id: 'league_instance' }],
    absent: ['team_instance'],
    what: 'the team instances of a subseason, and of a league instance, of an inaccessible site',
  },
];

/** The records of a site the user cannot access, as each side sees them: the fixture of a thing, and whose client asks. */
interface Side {
  /** in test titles */
  who: string;
  /** the fixture of a thing on the site this side's user cannot access */
  fixture: (thing: string) => string;
}

/** The first user tries the forbidden site's records; the second user (SVC_OTHER_ACCESS_TOKEN) tries the first user's. */
const FIRST_USER: Side = { who: '', fixture: (thing) => `forbidden_${thing}` };
const SECOND_USER: Side = { who: " (the second user, on the first user's site)", fixture: (thing) => thing };

async function checkShow(
  client: ApiClient,
  discovery: Discovery,
  side: Side,
  show: (typeof SHOWS)[number],
): Promise<void> {
  const thing = side.fixture(show.thing);
  const id = forbidden(discovery, thing);
  const r = await client.call(show.operationId, { path: { id } });
  const what = `${show.operationId} ${id} (${thing})`;
  await check(show.requirement, `the show of ${show.what} of an inaccessible site is an error, not the record`, () =>
    expectRefusedShow(r, id, what),
  );
  await checkErrorBody(r, show.requirement, what);
}

async function checkIndex(
  client: ApiClient,
  discovery: Discovery,
  side: Side,
  index: (typeof INDEXES)[number],
): Promise<void> {
  const absent = index.absent.map((thing) => forbidden(discovery, side.fixture(thing)));
  for (const q of index.queries) {
    // a value `=x` is sent as x; any other names a thing of the inaccessible site
    const query = Object.fromEntries(
      Object.entries(q).map(([name, v]) => [
        name,
        v.startsWith('=') ? v.slice(1) : forbidden(discovery, side.fixture(v)),
      ]),
    );
    const r = await client.call(index.operationId, { query });
    await check(
      index.requirement,
      `${index.operationId} ${JSON.stringify(query)} gives an error or none of the records of the inaccessible site`,
      () => expectNoneListed(r, absent, `${index.operationId} ${JSON.stringify(query)}`),
    );
  }
}

test.describe('access control: reads of what belongs to a site the user cannot access', () => {
  for (const show of SHOWS) {
    test(
      `showing ${show.what} of an inaccessible site gives an error, not the record (${show.operationId})`,
      proves(show.requirement, 'ERROR-BODY-SHAPE'),
      async ({ api, discovery }) => {
        await checkShow(api, discovery, FIRST_USER, show);
      },
    );
    test(
      `showing ${show.what} of an inaccessible site gives an error, not the record (${show.operationId})${SECOND_USER.who}`,
      proves(show.requirement, 'ERROR-BODY-SHAPE'),
      async ({ otherApi, discovery }) => {
        await checkShow(otherApi, discovery, SECOND_USER, show);
      },
    );
  }

  for (const index of INDEXES) {
    test(
      `listing ${index.what} gives an error or none of its records (${index.operationId})`,
      proves(index.requirement),
      async ({ api, discovery }) => {
        await checkIndex(api, discovery, FIRST_USER, index);
      },
    );
    test(
      `listing ${index.what} gives an error or none of its records (${index.operationId})${SECOND_USER.who}`,
      proves(index.requirement),
      async ({ otherApi, discovery }) => {
        await checkIndex(otherApi, discovery, SECOND_USER, index);
      },
    );
  }

  test(
    'the news articles index (no filter) lists no article of an inaccessible site (listNewsArticles)',
    proves('ACCESS-FORBIDDEN-NEWS-ARTICLES-INDEX'),
    async ({ readProbes, discovery }) => {
      const article = forbidden(discovery, 'forbidden_news_article');
      // The query parameters of the index are not shown: the index as the read probe asks it (no
      // query), which lists what the user may access; the article of the inaccessible site is not of it.
      const r = await readProbes.result('listNewsArticles');
      await checkArticleNotListed(r, article, 'the news articles index lists no article of the inaccessible site');
    },
  );

  test(
    `the news articles index (no filter) lists no article of an inaccessible site (listNewsArticles)${SECOND_USER.who}`,
    proves('ACCESS-FORBIDDEN-NEWS-ARTICLES-INDEX'),
    async ({ otherApi, discovery }) => {
      const article = forbidden(discovery, 'news_article');
      const r = await otherApi.call('listNewsArticles');
      await checkArticleNotListed(
        r,
        article,
        "the second user's news articles index lists no article of the first user's site",
      );
    },
  );
});
