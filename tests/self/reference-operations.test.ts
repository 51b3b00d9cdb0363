// The reference server serves every operation of the interface with a response that validates against
// the resource schema from schemas/ (through src/validation/ajv.ts).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PLACEHOLDER_PNG } from '../../reference/seed.ts';
import {
  assertSchema,
  multipart,
  startReference,
  type RefServer,
  externalVideoForm,
  galleryPhotoFields,
  galleryVideoFields,
} from '../../reference/testing.ts';
import { subseasonNodeIn } from './fixtures/reference-rules.ts';

let ref: RefServer;
before(async () => {
  ref = await startReference();
});
after(async () => {
  await ref.close();
});

/** GET `path`: asserts a 200 whose body the schema validates (each item of it, with `each`); the reply. */
async function getValid(path: string, schema: string, opts: { def?: string; each?: boolean } = {}) {
  const res = await ref.get(path);
  assert.equal(res.status, 200);
  assertSchema(schema, res.body, opts);
  return res;
}

/** A fresh news article of the default site (its content node holds one container with one column). */
async function newArticle(title = 'Operations test') {
  const res = await ref.post('/news_articles', {
    news_article: { title, page_node_ids: String(ref.fixtures.newsPageNodeId) },
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

async function newContainer(contentNodeId: number, layoutType = 'twoColumn5050') {
  const res = await ref.post('/layout_containers', {
    site_id: ref.fixtures.siteId,
    layout_container: { content_node_id: contentNodeId, layout_type: layoutType },
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

async function newTextBlock(columnId: number, content = '<p>hello</p>') {
  const res = await ref.post('/page_elements', {
    page_element: { layout_column_id: columnId, page_element_type: 'TextBlock', element: { content } },
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

/** A multipart page element create in the column of a new article: asserts a 200 with a valid page element; the reply. */
async function multipartPageElement(fields: Parameters<typeof multipart>[0]) {
  const article = await newArticle();
  const column = article.content_node.layout_containers[0].layout_columns[0];
  const res = await ref.call('POST', '/page_elements', {
    multipart: multipart({ 'page_element[layout_column_id]': column.id, ...fields }),
  });
  assert.equal(res.status, 200, res.text);
  assertSchema('page-element.schema.json', res.body);
  return res;
}

describe('sites and tags', () => {
  test('GET /sites', async () => {
    const res = await getValid('/sites', 'site.schema.json', { each: true });
    assert.deepEqual(
      res.body.map((s: { id: number }) => s.id),
      [ref.fixtures.siteId, ref.fixtures.secondSiteId],
    );
  });
  test('GET /sites/:id', async () => {
    const res = await getValid(`/sites/${ref.fixtures.siteId}`, 'site.schema.json');
    assert.equal(res.body.id, ref.fixtures.siteId);
  });
  test('GET /tags, both scopes', async () => {
    for (const scope of ['has_news', 'has_events']) {
      const res = await getValid(`/tags?site_id=${ref.fixtures.siteId}&scope=${scope}`, 'tag-list.schema.json');
      assert.ok(res.body.tags.length >= 1);
    }
  });
});

describe('layout containers', () => {
  test('create, show, update, move, delete', async () => {
    const article = await newArticle();
    const other = await newArticle('Move target');
    const created = await newContainer(article.content_node_id, 'threeColumn502525');
    assertSchema('layout-container.schema.json', created);
    const shown = await getValid(`/layout_containers/${created.id}`, 'layout-container.schema.json');
    assert.deepEqual(shown.body, created);
    const updated = await ref.put(`/layout_containers/${created.id}`, {
      layout_container: { name: 'Renamed', custom_css_class: 'wide' },
    });
    assert.equal(updated.status, 200, updated.text);
    assertSchema('layout-container.schema.json', updated.body);
    const moved = await ref.put(`/layout_containers/${created.id}/move?site_id=${ref.fixtures.siteId}`, {
      content_node_id: other.content_node_id,
    });
    assert.equal(moved.status, 200, moved.text);
    assertSchema('layout-container.schema.json', moved.body);
    assert.equal(moved.body.content_node_id, other.content_node_id);
    const deleted = await ref.del(`/layout_containers/${created.id}`);
    assert.equal(deleted.status, 200, deleted.text);
    assertSchema('layout-container.schema.json', deleted.body);
  });
});

describe('page elements', () => {
  test('create (JSON TextBlock), show, update, move, delete', async () => {
    const article = await newArticle();
    const container = await newContainer(article.content_node_id);
    const [c1, c2] = container.layout_columns;
    const pe = await newTextBlock(c1.id);
    assertSchema('page-element.schema.json', pe);
    await getValid(`/page_elements/${pe.id}`, 'page-element.schema.json');
    const updated = await ref.put(`/page_elements/${pe.id}`, {
      page_element: { custom_css_class: 'lead' },
      element: { content: '<p>changed</p>' },
    });
    assert.equal(updated.status, 200, updated.text);
    assertSchema('page-element.schema.json', updated.body);
    const moved = await ref.put(`/page_elements/${pe.id}/move`, {
      site_id: ref.fixtures.siteId,
      layout_column_id: c2.id,
    });
    assert.equal(moved.status, 200, moved.text);
    assertSchema('page-element-move-result.schema.json', moved.body);
    assertSchema('page-element.schema.json', JSON.parse(moved.body.layout_container));
    const deleted = await ref.del(`/page_elements/${pe.id}`);
    assert.equal(deleted.status, 200, deleted.text);
    assertSchema('page-element.schema.json', deleted.body);
  });

  test('photo upload (multipart) with thumbnails that resolve', async () => {
    const res = await multipartPageElement({
      'page_element[page_element_type]': 'Photo',
      'page_element[content_resource_type]': 'NewsArticle',
      'page_element[element][cutline]': 'A cutline',
      'page_element[element][uploaded_data]': { file: PLACEHOLDER_PNG, name: 'rink.png', type: 'image/png' },
    });
    assert.equal(res.body.element_type, 'Photo');
    assert.equal(res.body.element.cutline, 'A cutline');
    for (const size of ['small', 'medium', 'large']) {
      const url: string = res.body.element.thumbnails[size];
      assert.ok(url.startsWith(ref.base), url);
      const img = await fetch(url);
      assert.equal(img.status, 200);
      assert.deepEqual(Buffer.from(await img.arrayBuffer()), PLACEHOLDER_PNG);
    }
  });

  test('uploaded video (multipart) and its delete through /uploaded_videos', async () => {
    const video = Buffer.from('not really a video');
    const res = await multipartPageElement({
      'page_element[page_element_type]': 'Video',
      'page_element[element][video_params][video_element_type]': 'UploadedVideo',
      'page_element[element][video_params][title]': 'Highlights',
      'page_element[element][video_params][uploaded_data]': { file: video, name: 'clip.mp4', type: 'video/mp4' },
    });
    assert.equal(res.body.element.video_element_type, 'UploadedVideo');
    assert.equal(res.body.element.title, 'Highlights');
    const served = await fetch(res.body.element.video_url);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), video);
    const del = await ref.del(`/uploaded_videos/${res.body.element.uploaded_video_id}`);
    assert.equal(del.status, 200, del.text);
    assertSchema('unspecified.schema.json', del.body);
    assert.equal(del.body.id, res.body.element.uploaded_video_id);
  });

  test('external video (URL-encoded form)', async () => {
    const article = await newArticle();
    const column = article.content_node.layout_containers[0].layout_columns[0];
    const res = await ref.call('POST', '/page_elements', {
      form: externalVideoForm(column.id, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    });
    assert.equal(res.status, 200, res.text);
    assertSchema('page-element.schema.json', res.body);
    assert.equal(res.body.element.video_element_type, 'ExternalVideo');
    assert.equal(res.body.element.youtube_url, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});

describe('pages and news articles', () => {
  test('POST /pages', async () => {
    const res = await ref.post('/pages', {
      site_id: ref.fixtures.siteId,
      page_title: 'Schedules',
      button_title: 'Schedule',
      parent_id: ref.fixtures.newsPageNodeId,
      display_status: 'private',
      layout_template: 'two_panel',
    });
    assert.equal(res.status, 200, res.text);
    assertSchema('page.schema.json', res.body);
  });

  test('index, show (plain_text, basic_html), create, update, delete', async () => {
    await getValid('/news_articles', 'news-article.schema.json', { each: true });
    for (const q of ['', '?plain_text=true', '?basic_html=true']) {
      await getValid(`/news_articles/${ref.fixtures.newsArticleId}${q}`, 'news-article.schema.json');
    }
    const created = await newArticle();
    assertSchema('news-article.schema.json', created);
    const updated = await ref.put(`/news_articles/${created.id}`, {
      news_article: { title: 'Updated', page_node_ids: String(ref.fixtures.newsPageNodeId) },
    });
    assert.equal(updated.status, 200, updated.text);
    assertSchema('news-article.schema.json', updated.body);
    const deleted = await ref.del(`/news_articles/${created.id}`);
    assert.equal(deleted.status, 200);
    assertSchema('news-article.schema.json', deleted.body);
  });

  test('POST /games_news_articles', async () => {
    const article = await newArticle();
    const res = await ref.post('/games_news_articles', { game_id: ref.fixtures.gameId, news_article_id: article.id });
    assert.equal(res.status, 200, res.text);
    assertSchema('success.schema.json', res.body);
    assert.deepEqual(res.body, { success: true });
  });
});

describe('galleries', () => {
  test('photo galleries, gallery photo upload and delete', async () => {
    const index = await getValid(
      `/photo_galleries?object_type=game&object_id=${ref.fixtures.gameId}`,
      'unspecified.schema.json',
    );
    assert.equal(index.body[0].id, ref.fixtures.photoGalleryId);
    const shown = await ref.get(`/photo_galleries/${ref.fixtures.photoGalleryId}`);
    assert.equal(shown.status, 200);
    const up = await ref.call('POST', '/gallery_photos', {
      multipart: multipart(galleryPhotoFields('game', ref.fixtures.gameId, 'goal.png')),
    });
    assert.equal(up.status, 200, up.text);
    assert.equal(up.body.gallery_id, ref.fixtures.photoGalleryId);
    assert.equal((await fetch(up.body.url)).status, 200);
    const after = await ref.get(`/photo_galleries/${ref.fixtures.photoGalleryId}`);
    assert.ok(after.body.photos.some((p: { id: number }) => p.id === up.body.id));
    const del = await ref.del(`/gallery_photos/${up.body.id}`);
    assert.equal(del.status, 200);
    assert.equal(del.body.id, up.body.id);
  });

  test('video galleries, gallery video upload and delete', async () => {
    const index = await ref.get(`/video_galleries?object_type=game&object_id=${ref.fixtures.gameId}`);
    assert.equal(index.status, 200);
    assert.equal(index.body[0].id, ref.fixtures.videoGalleryId);
    const shown = await ref.get(`/video_galleries/${ref.fixtures.videoGalleryId}`);
    assert.equal(shown.status, 200);
    const up = await ref.call('POST', '/uploaded_videos', {
      multipart: multipart(
        galleryVideoFields('game', ref.fixtures.gameId, { name: 'Goal', description: 'The winning goal' }),
      ),
    });
    assert.equal(up.status, 200, up.text);
    assert.equal(up.body.gallery_id, ref.fixtures.videoGalleryId);
    assert.equal(up.body.name, 'Goal');
    const del = await ref.del(`/uploaded_videos/${up.body.id}`);
    assert.equal(del.status, 200);
  });
});

describe('sports, official types, officials', () => {
  test('GET /sports and /sports/:id', async () => {
    await getValid('/sports', 'sport.schema.json', { each: true });
    await getValid(`/sports/${ref.fixtures.sportId}`, 'sport.schema.json');
  });
  test('GET /official_types', async () => {
    const res = await getValid(`/official_types?sport_id=${ref.fixtures.sportId}`, 'official-type.schema.json', {
      each: true,
    });
    assert.ok(res.body.length > 0 && res.body.every((t: { sport_id: number }) => t.sport_id === ref.fixtures.sportId));
  });
  test('GET /officials, create and update through POST /officials', async () => {
    const index = await getValid(`/officials?game_id=${ref.fixtures.gameId}`, 'official.schema.json', { each: true });
    const typeId = index.body[0].official_type_id;
    const created = await ref.post('/officials', {
      official: { name: 'Pat Whistle', game_id: ref.fixtures.gameId, official_type_id: typeId },
    });
    assert.equal(created.status, 200, created.text);
    assertSchema('official.schema.json', created.body);
    const updated = await ref.post('/officials', {
      id: created.body.id,
      official: { name: 'Pat Whistler' },
      current_user: 1,
    });
    assert.equal(updated.status, 200, updated.text);
    assertSchema('official.schema.json', updated.body);
  });
});

describe('leagues', () => {
  test('GET /leagues, /leagues/:id, /league_instances, /league_instance_tree/:id', async () => {
    await getValid(`/leagues?site_id=${ref.fixtures.siteId}`, 'league.schema.json', { each: true });
    await getValid(`/leagues/${ref.fixtures.leagueId}`, 'league.schema.json');
    await getValid(`/league_instances?league_id=${ref.fixtures.leagueId}`, 'league-instance.schema.json', {
      each: true,
    });
    for (const li of [ref.fixtures.leagueInstanceId]) {
      await getValid(`/league_instance_tree/${li}`, 'league-instance-tree.schema.json');
    }
    // the solo-team league: team instances directly under the subseason
    const solo = await ref.get(`/league_instances?league_id=${ref.fixtures.soloLeagueId}`);
    const soloTree = await ref.get(`/league_instance_tree/${solo.body[0].id}`);
    assertSchema('league-instance-tree.schema.json', soloTree.body);
  });

  test('division instances: index, create (new and existing), update, delete', async () => {
    await getValid(
      `/division_instances?subseason_id=${ref.fixtures.regularSubseasonId}`,
      'division-instance.schema.json',
      { each: true },
    );
    const tree = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const playoffNode = subseasonNodeIn(tree.body, ref.fixtures.playoffSubseasonId);
    const created = await ref.post('/division_instances', {
      parent_node_id: playoffNode.id,
      existing_or_new: 'new',
      top_template_id: 1,
      bottom_template_id: 2,
      division: {
        name: 'East',
        button_title: 'East Division',
        abbrev: 'EST',
        primary_color: '003366',
        secondary_color: 'ffcc00',
      },
    });
    assert.equal(created.status, 200, created.text);
    assertSchema('division-instance.schema.json', created.body);
    const existingTree = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const regularNode = subseasonNodeIn(existingTree.body, ref.fixtures.regularSubseasonId);
    const existing = await ref.post('/division_instances', {
      parent_node_id: regularNode.id,
      division_id: created.body.division_id,
    });
    assert.equal(existing.status, 200, existing.text);
    assertSchema('division-instance.schema.json', existing.body);
    const updated = await ref.put(`/division_instances/${existing.body.id}`, { max_standings_points: 40 });
    assert.equal(updated.status, 200, updated.text);
    assertSchema('division-instance.schema.json', updated.body);
    const deleted = await ref.del(`/division_instances/${existing.body.id}`);
    assert.equal(deleted.status, 200);
    assertSchema('division-instance.schema.json', deleted.body);
  });
});

describe('teams', () => {
  test('GET /teams, /teams/:id, PUT /teams/:id', async () => {
    await getValid(`/teams?site_id=${ref.fixtures.siteId}`, 'team.schema.json', { each: true });
    await getValid(`/teams/${ref.fixtures.teamId}`, 'team.schema.json', { def: 'team_show' });
    const updated = await ref.put(`/teams/${ref.fixtures.teamId}`, { abbrev: 'HWK' });
    assert.equal(updated.status, 200, updated.text);
    assertSchema('team.schema.json', updated.body);
  });

  test('GET /team_instances (both parameters) and /team_instances/:id', async () => {
    for (const q of [
      `subseason_id=${ref.fixtures.regularSubseasonId}`,
      `league_instance_id=${ref.fixtures.leagueInstanceId}`,
    ]) {
      await getValid(`/team_instances?${q}`, 'team-instance.schema.json', { each: true });
    }
    for (const id of [ref.fixtures.teamInstanceId, ref.fixtures.opponentTeamInstanceId]) {
      await getValid(`/team_instances/${id}`, 'team-instance.schema.json');
    }
  });
});
