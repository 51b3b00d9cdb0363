// Each family of generated faults (reference/faults/generated/) really breaks its rule on the
// reference server: for a few faults per family, a server with the fault on shows the broken
// behaviour, and the same request to a server without it does not.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, startReference, type RefServer } from '../../reference/testing.ts';
import { generatedFault } from '../../reference/faults/generated/derive.ts';

let clean: RefServer;
before(async () => {
  clean = await startReference();
});
after(async () => {
  await clean.close();
});

/** Runs `check` against a server with the generated fault on (it must exist in the catalogue). */
async function withFault(id: string, check: (r: RefServer) => Promise<void>): Promise<void> {
  assert.ok(generatedFault(id), `${id} is in the generated catalogue`);
  const r = await startReference({ faults: [id] });
  try {
    await check(r);
  } finally {
    await r.close();
  }
}

const tag = (r: RefServer) => String(r.fixtures.newsPageNodeId);
const article = (r: RefServer, fields: Record<string, unknown> = {}) =>
  r.post('/news_articles', { news_article: { title: 'Generated', page_node_ids: tag(r), ...fields } });

describe('response fields', () => {
  test('drop: a nested listed key is missing from the answer, only in that operation', () =>
    withFault('gen.drop.getTeam.seasons[].stat_preference.id', async (r) => {
      const shown = await r.get(`/teams/${r.fixtures.teamId}`);
      assert.equal(shown.status, 200);
      assert.ok(shown.body.seasons.length > 0);
      for (const s of shown.body.seasons) assert.equal('id' in s.stat_preference, false);
      const listed = await r.get(`/teams?site_id=${r.fixtures.siteId}`);
      assert.equal(typeof listed.body[0].seasons[0].stat_preference.id, 'number');
      const before = await clean.get(`/teams/${clean.fixtures.teamId}`);
      assert.equal(typeof before.body.seasons[0].stat_preference.id, 'number');
    }));
  test('null: a field the schema never allows null is null', () =>
    withFault('gen.null.getSite.name', async (r) => {
      assert.equal((await r.get(`/sites/${r.fixtures.siteId}`)).body.name, null);
    }));
  test('type: an id of every item is a string; a timestamp a number', async () => {
    await withFault('gen.type.listSports.[].id', async (r) => {
      const sports = (await r.get('/sports')).body as Array<{ id: unknown }>;
      assert.ok(sports.length > 1 && sports.every((s) => typeof s.id === 'string'));
    });
    await withFault('gen.type.getLeague.created_at', async (r) => {
      assert.equal(typeof (await r.get(`/leagues/${r.fixtures.leagueId}`)).body.created_at, 'number');
    });
  });
  test('a condition on the object: only TextBlock elements lose their content', () =>
    withFault('gen.drop.getPageElement.<element_type=TextBlock>.element.content', async (r) => {
      const a = await article(r);
      const columnId = a.body.content_node.layout_containers[0].layout_columns[0].id;
      const pe = await r.post('/page_elements', {
        page_element: { layout_column_id: columnId, page_element_type: 'TextBlock', element: { content: '<p>x</p>' } },
      });
      assert.equal(pe.body.element.content, '<p>x</p>');
      const shown = await r.get(`/page_elements/${pe.body.id}`);
      assert.equal('content' in shown.body.element, false);
    }));
});

describe('updates', () => {
  const teamPath = (r: RefServer) => `/teams/${r.fixtures.teamId}`;
  test('unstored: answered as sent, not stored', () =>
    withFault('gen.update-unstored.updateTeam:bare.abbrev', async (r) => {
      const before = (await r.get(teamPath(r))).body.abbrev;
      const put = await r.put(teamPath(r), { abbrev: 'GEN' });
      assert.equal(put.status, 200);
      assert.equal(put.body.abbrev, 'GEN');
      assert.equal((await r.get(teamPath(r))).body.abbrev, before);
    }));
  test('unchanged: stored, answered with the old value', () =>
    withFault('gen.update-unchanged.updateTeam:wrapped.team.abbrev', async (r) => {
      const before = (await r.get(teamPath(r))).body.abbrev;
      const put = await r.put(teamPath(r), { team: { abbrev: 'GEN' } });
      assert.equal(put.body.abbrev, before);
      assert.equal((await r.get(teamPath(r))).body.abbrev, 'GEN');
    }));
  test('other: another record of the table takes the change', () =>
    withFault('gen.update-other.updateTeam:bare.abbrev', async (r) => {
      const before = (await r.get(teamPath(r))).body.abbrev;
      const put = await r.put(teamPath(r), { abbrev: 'GEN' });
      assert.equal(put.body.abbrev, 'GEN');
      assert.equal((await r.get(teamPath(r))).body.abbrev, before);
      const teams = (await r.get(`/teams?site_id=${r.fixtures.siteId}`)).body as Array<{ id: number; abbrev: string }>;
      assert.equal(teams.filter((t) => t.abbrev === 'GEN').length, 1);
    }));
  test('a nested update field: the page element content is not stored', () =>
    withFault('gen.update-unstored.updatePageElement.element.content', async (r) => {
      const a = await article(r);
      const columnId = a.body.content_node.layout_containers[0].layout_columns[0].id;
      const pe = await r.post('/page_elements', {
        page_element: { layout_column_id: columnId, element: { content: '<p>old</p>' } },
      });
      const put = await r.put(`/page_elements/${pe.body.id}`, { page_element: {}, element: { content: '<p>new</p>' } });
      assert.equal(put.body.element.content, '<p>new</p>');
      assert.equal((await r.get(`/page_elements/${pe.body.id}`)).body.element.content, '<p>old</p>');
    }));
});

describe('limits and enums', () => {
  test('limit over: one past the maximum is stored, on update only', () =>
    withFault('gen.limit-over.updateNewsArticle.news_article.author', async (r) => {
      assert.equal((await article(r, { author: 'a'.repeat(101) })).status, 400);
      const a = await article(r);
      const put = await r.put(`/news_articles/${a.body.id}`, {
        news_article: { author: 'a'.repeat(101), page_node_ids: tag(r) },
      });
      assert.equal(put.status, 200);
      assert.equal((await r.get(`/news_articles/${a.body.id}`)).body.author.length, 101);
    }));
  test('limit at: exactly the maximum is rejected', () =>
    withFault('gen.limit-at.createNewsArticle.news_article.title', async (r) => {
      assert.equal((await article(r, { title: 't'.repeat(300) })).status, 400);
      assert.equal((await article(clean, { title: 't'.repeat(300) })).status, 200);
    }));
  test('a range: has_url 6 is accepted on a photo element', () =>
    withFault('gen.limit-over.createPageElement:json.page_element.element.has_url.max', async (r) => {
      const a = await article(r);
      const columnId = a.body.content_node.layout_containers[0].layout_columns[0].id;
      const pe = await r.post('/page_elements', {
        page_element: {
          layout_column_id: columnId,
          page_element_type: 'Photo',
          element: { has_url: 6, url: 'example.org', protocol: 'https://' },
        },
      });
      assert.equal(pe.status, 200);
      assert.equal(pe.body.element.has_url, 6);
    }));
  test('enum outside: an unknown layout_type is taken as the first listed', () =>
    withFault('gen.enum-outside.createLayoutContainer.layout_container.layout_type', async (r) => {
      const c = await r.post('/layout_containers', {
        site_id: r.fixtures.siteId,
        layout_container: { content_node_id: r.fixtures.pageContentNodeId, layout_type: 'fourColumn' },
      });
      assert.equal(c.status, 200);
      assert.equal(c.body.layout_type, 'oneColumn');
    }));
  test('enum listed: a listed value is refused, the others still taken', () =>
    withFault('gen.enum-listed.createPage.display_status=private', async (r) => {
      assert.equal(
        (await r.post('/pages', { site_id: r.fixtures.siteId, page_title: 'G', display_status: 'private' })).status,
        400,
      );
      assert.equal(
        (await r.post('/pages', { site_id: r.fixtures.siteId, page_title: 'G', display_status: 'public' })).status,
        200,
      );
    }));
  test('a query enum: scope has_events is refused', () =>
    withFault('gen.enum-listed.listTags.scope=has_events', async (r) => {
      assert.equal((await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_events`)).status, 400);
      assert.equal((await r.get(`/tags?site_id=${r.fixtures.siteId}&scope=has_news`)).status, 200);
    }));
});

describe('filters and required parameters', () => {
  test('filter: sport_id no longer filters the teams index', () =>
    withFault('gen.filter.listTeams.sport_id', async (r) => {
      // site 1's teams all play sport 1: asking for sport 2 there gives none unless the filter is ignored
      const path = `/teams?site_id=${r.fixtures.siteId}&sport_id=2`;
      assert.equal((await clean.get(path)).body.length, 0);
      assert.ok((await r.get(path)).body.length > 0);
    }));
  test('filter: the division instances of every subseason are listed (subseason_id still required)', () =>
    withFault('gen.filter.listDivisionInstances.subseason_id', async (r) => {
      const path = `/division_instances?subseason_id=${r.fixtures.playoffSubseasonId}`;
      assert.ok((await r.get(path)).body.length > (await clean.get(path)).body.length);
      assert.equal((await r.get('/division_instances')).status, 400);
    }));
  test("optional: the officials index without game_id lists the seed game's", () =>
    withFault('gen.optional.listOfficials.game_id', async (r) => {
      const r1 = await r.get('/officials');
      assert.equal(r1.status, 200);
      assert.ok(r1.body.length > 0 && r1.body.every((o: { game_id: number }) => o.game_id === r.fixtures.gameId));
      assert.equal((await clean.get('/officials')).status, 400);
    }));
  test('optional: a news article without page_node_ids is created', () =>
    withFault('gen.optional.createNewsArticle.news_article.page_node_ids', async (r) => {
      assert.equal((await r.post('/news_articles', { news_article: { title: 'No tags' } })).status, 200);
    }));
  test('optional: a photo upload without its file is created', () =>
    withFault('gen.optional.createPageElement:photo.page_element.element.uploaded_data', async (r) => {
      const a = await article(r);
      const columnId = a.body.content_node.layout_containers[0].layout_columns[0].id;
      const form = multipart({
        'page_element[layout_column_id]': columnId,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][cutline]': 'No file',
      });
      assert.equal((await r.call('POST', '/page_elements', { multipart: form })).status, 200);
    }));
});

describe('access', () => {
  test("a read: the forbidden site's league is shown", () =>
    withFault('gen.access.getLeague', async (r) => {
      assert.equal((await r.get(`/leagues/${r.fixtures.forbiddenLeagueId}`)).status, 200);
      assert.equal((await r.get(`/teams/${r.fixtures.forbiddenTeamId}`)).status, 403);
    }));
  test("a write: the forbidden site's team is changed", () =>
    withFault('gen.access.updateTeam', async (r) => {
      assert.equal((await r.put(`/teams/${r.fixtures.forbiddenTeamId}`, { abbrev: 'XX' })).status, 200);
      assert.equal(r.store.t.teams.get(r.fixtures.forbiddenTeamId)!.abbrev, 'XX');
    }));
  test("an index: the forbidden site's news articles are listed", () =>
    withFault('gen.access.listNewsArticles', async (r) => {
      const ids = ((await r.get('/news_articles')).body as Array<{ id: number }>).map((a) => a.id);
      assert.ok(ids.includes(r.fixtures.forbiddenNewsArticleId));
    }));
});

describe('deletes and creates', () => {
  const newElement = async (r: RefServer) => {
    const a = await article(r);
    const columnId = a.body.content_node.layout_containers[0].layout_columns[0].id;
    return (
      await r.post('/page_elements', { page_element: { layout_column_id: columnId, element: { content: '<p>x</p>' } } })
    ).body.id as number;
  };
  test('kept: 200, and the record is still there', () =>
    withFault('gen.delete-kept.deletePageElement', async (r) => {
      const id = await newElement(r);
      assert.equal((await r.del(`/page_elements/${id}`)).status, 200);
      assert.equal((await r.get(`/page_elements/${id}`)).status, 200);
    }));
  test('empty: the answer is {}', () =>
    withFault('gen.delete-empty.deletePageElement', async (r) => {
      const id = await newElement(r);
      const d = await r.del(`/page_elements/${id}`);
      assert.deepEqual(d.body, {});
      assert.equal((await r.get(`/page_elements/${id}`)).status, 404);
    }));
  test('other: the answer names another record', () =>
    withFault('gen.delete-other.deleteNewsArticle', async (r) => {
      const a = await article(r);
      const d = await r.del(`/news_articles/${a.body.id}`);
      assert.equal(d.status, 200);
      assert.notEqual(d.body.id, a.body.id);
    }));
  test('readable: a show still answers the deleted record', () =>
    withFault('gen.delete-readable.deleteNewsArticle', async (r) => {
      const a = await article(r);
      assert.equal((await r.del(`/news_articles/${a.body.id}`)).status, 200);
      const shown = await r.get(`/news_articles/${a.body.id}`);
      assert.equal(shown.status, 200);
      assert.equal(shown.body.id, a.body.id);
      assert.equal(r.store.t.newsArticles.has(a.body.id), false);
    }));
  test('create unstored: 200 with the record, nothing kept', () =>
    withFault('gen.create-unstored.createLayoutContainer', async (r) => {
      const c = await r.post('/layout_containers', {
        site_id: r.fixtures.siteId,
        layout_container: { content_node_id: r.fixtures.pageContentNodeId },
      });
      assert.equal(c.status, 200);
      assert.equal((await r.get(`/layout_containers/${c.body.id}`)).status, 404);
    }));
  test('create unstored of one form only: the photo upload is not kept, the JSON create is', () =>
    withFault('gen.create-unstored.createPageElement:photo', async (r) => {
      const id = await newElement(r);
      assert.equal((await r.get(`/page_elements/${id}`)).status, 200);
      const a = await article(r);
      const columnId = a.body.content_node.layout_containers[0].layout_columns[0].id;
      const form = multipart({
        'page_element[layout_column_id]': columnId,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][uploaded_data]': { file: Buffer.from('png'), name: 'a.png', type: 'image/png' },
      });
      const p = await r.call('POST', '/page_elements', { multipart: form });
      assert.equal(p.status, 200);
      assert.equal((await r.get(`/page_elements/${p.body.id}`)).status, 404);
    }));
});

describe('credentials', () => {
  test('a wrong bearer is served on one operation only', () =>
    withFault('gen.cred-wrong-bearer.getSite', async (r) => {
      assert.equal((await r.get(`/sites/${r.fixtures.siteId}`, { auth: { bearer: 'wrong' } })).status, 200);
      assert.equal((await r.get('/sites', { auth: { bearer: 'wrong' } })).status, 401);
      assert.equal((await r.get(`/sites/${r.fixtures.siteId}`, { auth: 'none' })).status, 401);
    }));
  test('basic credentials without SVC-API-TOKEN are served', () =>
    withFault('gen.cred-basic-without-token.getPhotoGallery', async (r) => {
      const auth = { basic: ['svc-ref-user', 'svc-ref-password-b83d0f61e4a2'] as [string, string], apiToken: null };
      assert.equal((await r.get(`/photo_galleries/${r.fixtures.photoGalleryId}`, { auth })).status, 200);
      assert.equal((await clean.get(`/photo_galleries/${clean.fixtures.photoGalleryId}`, { auth })).status, 401);
    }));
  test('the API token alone is served', () =>
    withFault('gen.cred-token-without-basic.listVideoGalleries', async (r) => {
      const headers = { 'svc-api-token': 'svc-ref-apitoken-2e9f74c0d1b6' };
      assert.equal(
        (await r.get('/video_galleries?object_type=game&object_id=5001', { auth: 'none', headers })).status,
        200,
      );
    }));
});
