// Tags (interface: Endpoints > Tags; Resources > Tag list item; Errors; Structure relations).
import { test, expect, proves, need, observe } from './harness.ts';
import { createOwnContent } from './support/content.ts';

test.describe('tags', () => {
  for (const scope of ['has_news', 'has_events']) {
    test(`the tags of a site are listed for scope ${scope}`, proves('OP-TAGS-INDEX', 'TAGS-SCOPES', 'TAG-FIELDS'), async ({ api, discovery }) => {
      const site = need(await discovery.site());
      const r = await api.call('listTags', { query: { site_id: site, scope } });
      expect(r.status).toBe(200);
      expect(Array.isArray(r.object.tags), 'the body is an object whose key tags holds an array').toBe(true);
      expect(r.exchange.schemaErrors).toEqual([]);
    });
  }

  for (const [what, query] of [['site_id', { scope: 'has_news' }], ['scope', { site_id: 0 }]] as const) {
    test(`the tags index without ${what} answers 400 with an object body`, proves('TAGS-FAILURE-400'), async ({ api, discovery }) => {
      const site = need(await discovery.site());
      const q = 'site_id' in query ? { site_id: site } : { ...query };
      const r = await api.call('listTags', { query: q });
      expect(r.status).toBe(400);
      expect(r.isJson).toBe(true);
      expect(typeof r.body === 'object' && r.body !== null && !Array.isArray(r.body), 'the body is a JSON object (documented as {})').toBe(true);
    });
  }

  test('a scope other than has_news and has_events is a tags index failure: 400 with an object body', proves('ERROR-BAD-INPUT-4XX', 'TAGS-FAILURE-400'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const r = await api.call('listTags', { query: { site_id: site, scope: 'has_photos' }, unvalidated: true });
    // "scope (string, required; has_news or has_events)"; a tags index failure (Errors): 400, with a
    // JSON object body (documented as {}).
    expect(r.status).toBe(400);
    expect(typeof r.body === 'object' && r.body !== null && !Array.isArray(r.body), 'the body is a JSON object (documented as {})').toBe(true);
  });

  test('a has_news tag is a page node that tags news articles', proves('TAGS-ARE-PAGE-NODES'), async ({ api, discovery, reads, ledger, target }) => {
    const site = need(await discovery.site());
    const tagList = await api.call('listTags', { query: { site_id: site, scope: 'has_news' } });
    const tags = ((tagList.object.tags as Array<Record<string, unknown>> | undefined) ?? []).map((t) => t.id);
    test.skip(tags.length === 0, `site ${site} has no has_news tag`);
    for (const tag of tags) expect(Number.isInteger(tag), `tag id ${String(tag)} is an integer`).toBe(true);
    // Tags are page nodes: an article of the index whose page_node_ids name a tag of the site
    // shows it. Which articles the index holds, and how they are tagged, is the deployment's data:
    // when none shows it, an article of our own is tagged with the tag and read back.
    const news = await reads.result('listNewsArticles');
    const tagged = news.status === 200
      ? news.list.filter((a) => typeof a.page_node_ids === 'string' && String(a.page_node_ids).split(',').map(Number).some((id) => tags.includes(id)))
      : [];
    if (tagged.length > 0) return;
    test.skip(target.mode === 'read-only', `no article of the index is tagged with a has_news tag of site ${site}, and read-only mode cannot tag one`);
    // The tag is one this answer listed (the lowest id): the rule is about the ids the tags index gives.
    const listed = Math.min(...tags.filter((t): t is number => Number.isInteger(t)));
    const own = await createOwnContent(api, ledger, discovery, 'tagged with a has_news tag', { siteId: site, tagId: listed });
    const shown = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(shown.status).toBe(200);
    expect(String(shown.object.page_node_ids ?? '').split(',').map((id) => Number(id.trim())), `the article is tagged with has_news tag ${own.tagId} of site ${site} (page_node_ids)`).toContain(own.tagId);
  });
});
