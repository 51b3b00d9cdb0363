// Tags (interface: Endpoints > Tags; Resources > Tag list item; Errors; Structure relations).
// Each check judges one requirement (check(...)); a read or create a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, need, RUN_TAG, type ReadProbes } from './harness.ts';
import {
  check,
  expectAccepted,
  expectClientError,
  expectShape,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import { expectSuccess } from './support/compare.ts';
import { createArticle, createOwnContent } from './support/content.ts';
import type { ApiResult } from '../../src/harness/client.ts';

const accepted = (r: ApiResult) => r.status >= 200 && r.status < 300;
const SCOPES = ['has_news', 'has_events'];

/**
 * A precondition of the tags index failures: the index answers a valid request (the read probe's
 * GET /tags of the fixture site, scope has_news), so that a failure's answer is the index's, not
 * that of a path that is not served (covered by OP-TAGS-INDEX).
 */
async function indexServed(readProbes: ReadProbes): Promise<void> {
  const probe = await readProbes.result('listTags');
  await precondition(
    'the tags index answers a valid request (site_id and scope has_news)',
    () => expectAccepted(probe, `GET /tags with site_id and scope has_news is accepted (answered ${probe.status})`),
    'OP-TAGS-INDEX',
  );
}

/** "Tags index failure | 400 | an empty object is the documented body" (Errors): the status and a JSON object body (its content type is JSON-RESPONSES's rule). */
function expectTagsFailure(r: ApiResult): void {
  expect(r.status, 'a tags index failure answers 400').toBe(400);
  expect(
    typeof r.body === 'object' && r.body !== null && !Array.isArray(r.body),
    `the body is a JSON object (documented as {}; got ${r.text.slice(0, 80)})`,
  ).toBe(true);
}

test.describe('tags', () => {
  // Both scopes are asked in one test: a scope refused while the other is served is the scopes' rule
  // (TAGS-SCOPES); neither served, the index answers no valid request at all (OP-TAGS-INDEX).
  test(
    'the tags of a site are listed for scopes has_news and has_events',
    proves('OP-TAGS-INDEX', 'TAGS-SCOPES', 'TAG-FIELDS'),
    async ({ api, discovery }) => {
      const site = need(await discovery.site());
      const answers = new Map<string, ApiResult>();
      for (const scope of SCOPES) answers.set(scope, await api.call('listTags', { query: { site_id: site, scope } }));
      const anyAccepted = [...answers.values()].some(accepted);
      for (const [scope, r] of answers) {
        await check('TAGS-SCOPES', `the tags index accepts scope ${scope}`, () => {
          if (!accepted(r) && !anyAccepted)
            notJudged(
              `the tags index served neither scope (GET /tags answered ${[...answers.values()].map((a) => a.status).join(', ')})`,
              ['OP-TAGS-INDEX'],
            );
          expectAccepted(r, `GET /tags with scope ${scope} is accepted`);
        });
        await check(
          'OP-TAGS-INDEX',
          `the tags index with scope ${scope} answers 200 with an object whose key tags holds an array`,
          () => {
            // a scope refused while the other is served is the scopes' rule: the index's own answer cannot be judged on it
            if (!accepted(r) && anyAccepted)
              notJudged(`GET /tags with scope ${scope} was refused (${r.status}); the other scope was served`, [
                'TAGS-SCOPES',
              ]);
            expectSuccess(r, 'listTags', `GET /tags with scope ${scope} answers 200`);
            expect(Array.isArray(r.object.tags), 'the body is an object whose key tags holds an array').toBe(true);
          },
        );
        await check(
          'TAG-FIELDS',
          `every tag list item of scope ${scope} carries tag_type, id and object with page_title and uri`,
          () => {
            if (!accepted(r))
              notJudged(`GET /tags with scope ${scope} was refused (${r.status})`, [
                anyAccepted ? 'TAGS-SCOPES' : 'OP-TAGS-INDEX',
              ]);
            if (!Array.isArray(r.object.tags)) notJudged('the tags index answered no tags array', ['OP-TAGS-INDEX']);
            expectShape(r, 'TAG-FIELDS');
          },
        );
      }
    },
  );

  for (const [what, query] of [
    ['site_id', { scope: 'has_news' }],
    ['scope', { site_id: 0 }],
  ] as const) {
    test(
      `the tags index without ${what} answers 400 with an object body`,
      proves('TAGS-FAILURE-400'),
      async ({ api, discovery, readProbes }) => {
        const site = need(await discovery.site());
        await indexServed(readProbes);
        const q = 'site_id' in query ? { site_id: site } : { ...query };
        const r = await api.call('listTags', { query: q });
        await check('TAGS-FAILURE-400', `GET /tags without ${what} answers 400 with a JSON object body`, () =>
          expectTagsFailure(r),
        );
      },
    );
  }

  test(
    'a scope other than has_news and has_events is a tags index failure: 400 with an object body',
    proves('ERROR-BAD-INPUT-4XX', 'TAGS-FAILURE-400'),
    async ({ api, discovery, readProbes }) => {
      const site = need(await discovery.site());
      await indexServed(readProbes);
      const r = await api.call('listTags', { query: { site_id: site, scope: 'has_photos' }, unvalidated: true });
      // "scope (string, required; has_news or has_events)": an unknown enum value is refused with a
      // 4xx (ERROR-BAD-INPUT-4XX); being a tags index failure (Errors), the refusal is 400 with a JSON
      // object body (documented as {}).
      await check('ERROR-BAD-INPUT-4XX', 'GET /tags with scope has_photos is refused with a 4xx', () =>
        expectClientError(r, `GET /tags with scope has_photos: a 4xx, not a ${r.status}`),
      );
      await check(
        'TAGS-FAILURE-400',
        'the refusal of scope has_photos is the tags index failure: 400 with a JSON object body',
        () => {
          if (r.status < 400)
            notJudged(`GET /tags with scope has_photos was accepted (${r.status}): no failure to judge`, [
              'ERROR-BAD-INPUT-4XX',
            ]);
          expectTagsFailure(r);
        },
      );
    },
  );

  test(
    'a has_news tag is a page node that tags news articles',
    proves('TAGS-ARE-PAGE-NODES'),
    async ({ api, discovery, readProbes, ledger, target }) => {
      const site = need(await discovery.site());
      const tagList = await readBack(api, 'listTags', { query: { site_id: site, scope: 'has_news' } });
      // the ids the tags index gives (TAG-FIELDS: integers), to look for and to tag with
      const tags = await precondition(
        'the has_news tags index answers tag items with integer ids',
        () => {
          const items = tagList.object.tags;
          expect(Array.isArray(items), 'the body is an object whose key tags holds an array').toBe(true);
          const ids = (items as Array<Record<string, unknown>>).map((t) => t.id);
          for (const tag of ids) expect(Number.isInteger(tag), `tag id ${String(tag)} is an integer`).toBe(true);
          return ids as number[];
        },
        'TAG-FIELDS',
      );
      test.skip(tags.length === 0, `site ${site} has no has_news tag; set SVC_SITE_ID to one that has`);
      // Tags are page nodes: an article of the index whose page_node_ids name a tag of the site
      // shows it. Which articles the index holds, and how they are tagged, is the deployment's data:
      // when none shows it, an article of our own is tagged with the tag and read back.
      const news = await readProbes.result('listNewsArticles');
      const tagsOf = (a: Record<string, unknown>) =>
        typeof a.page_node_ids === 'string'
          ? String(a.page_node_ids)
              .split(',')
              .map((id) => Number(id.trim()))
              .filter((id) => Number.isInteger(id) && id > 0)
          : [];
      const tagged = news.status === 200 ? news.list.filter((a) => tagsOf(a).some((id) => tags.includes(id))) : [];
      if (tagged.length > 0) return;
      test.skip(
        target.mode === 'read-only',
        `no article of the index is tagged with a has_news tag of site ${site}, and read-only mode cannot tag one (SVC_MODE=read-write runs it)`,
      );
      // The tag is one this answer listed (the lowest id): the rule is about the ids the tags index gives.
      const listed = Math.min(...tags);
      // A control: an article tagged with a page node id an article of the index carries (one the
      // deployment tags with) is accepted; so a refusal of the listed tag is the tag's, not the create's.
      const carried =
        news.status === 200
          ? [...new Set(news.list.flatMap(tagsOf))].filter((id) => id !== listed).sort((a, b) => a - b)
          : [];
      if (carried.length > 0)
        await createOwnContent(api, ledger, discovery, 'tagged like an article of the index', {
          siteId: site,
          tagId: carried[0]!,
        });
      const label = 'tagged with a has_news tag';
      const own =
        carried.length > 0
          ? await (async () => {
              const r = await createArticle(api, ledger, {
                title: `${RUN_TAG} ${label}`,
                page_node_ids: String(listed),
              });
              await check(
                'TAGS-ARE-PAGE-NODES',
                `an article can be tagged with has_news tag ${listed} of site ${site}: the create is accepted`,
                () => expectAccepted(r, `POST /news_articles with page_node_ids "${listed}" is accepted`),
              );
              const articleId = await precondition(
                'the article tagged with the listed tag',
                () => {
                  expectAccepted(r);
                  expect(typeof r.object.id, "the create answers the article's id").toBe('number');
                  return r.object.id as number;
                },
                'TAGS-ARE-PAGE-NODES',
              );
              return { articleId, tagId: listed };
            })()
          : await createOwnContent(api, ledger, discovery, label, { siteId: site, tagId: listed });
      const shown = await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId);
      await check(
        'TAGS-ARE-PAGE-NODES',
        `an article tagged with has_news tag ${own.tagId} carries it in page_node_ids`,
        () => {
          expect(
            String(shown.object.page_node_ids ?? '')
              .split(',')
              .map((id) => Number(id.trim())),
            `the article is tagged with has_news tag ${own.tagId} of site ${site} (page_node_ids)`,
          ).toContain(own.tagId);
        },
      );
    },
  );
});
