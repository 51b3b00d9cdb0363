// What to observe for each fault of reference/faults/news-media.ts (news articles, games news articles,
// galleries), spread into OBSERVE of tests/self/reference-faults-variations.test.ts: the value must differ
// between the faultless server and the server with that one fault. The `assert`s inside hold on both:
// they pin that the fault changes its one rule and leaves the neighbouring ones. The faults that existed
// before these observers (news-title-accepts-301, news-author-accepts-101, news-status-default-published,
// news-delete-keeps-record) are observed in the test file itself.
import assert from 'node:assert/strict';
import type { NEWS_MEDIA_FAULTS } from '../../../reference/faults/news-media.ts';
import { multipart, type RefServer } from '../../../reference/testing.ts';
import { create, created, galleries, type Observer, show, tagOf, update, uploadPhoto, x } from './news-media-kit.ts';

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);
const FLAGS = [
  'show_image_with_article',
  'show_image_in_aggregator',
  'show_preview_text_with_article',
  'show_preview_text_in_aggregator',
] as const;

const uploadVideo = (r: RefServer) =>
  r.call('POST', '/uploaded_videos', {
    auth: 'basic',
    multipart: multipart({
      'uploaded_video[object_type]': 'game',
      'uploaded_video[object_id]': r.fixtures.gameId,
      'uploaded_video[filedata]': { file: MP4, name: 'v.mp4', type: 'video/mp4' },
      'uploaded_video[name]': 'Observed',
      'uploaded_video[description]': 'Observed',
    }),
  });

/** The id of a gallery photo of our own (uploaded with the default caption). */
async function ownPhoto(r: RefServer): Promise<number> {
  const res = await uploadPhoto(r, { caption: 'c' });
  if (typeof res.body?.id === 'number') return res.body.id;
  const list = (await galleries(r, 'photo', { auth: 'basic' })).body as Array<{ photos: Array<{ id: number }> }>;
  return Math.max(...list.flatMap((g) => g.photos.map((p) => p.id)));
}

async function ownVideo(r: RefServer): Promise<number> {
  const res = await uploadVideo(r);
  if (typeof res.body?.id === 'number') return res.body.id;
  const list = (await galleries(r, 'video', { auth: 'basic' })).body as Array<{ videos: Array<{ id: number }> }>;
  return Math.max(...list.flatMap((g) => g.videos.map((v) => v.id)));
}

export const NEWS_MEDIA_OBSERVE = {
  // ------------------------------------------------------------ news articles
  'news-index-enveloped': async (r) => Array.isArray((await r.get('/news_articles')).body),
  'news-show-ignores-id': async (r) => {
    const id = await created(r, { title: 'Mine' });
    return (await show(r, id)).body.title;
  },
  'news-create-answers-201': async (r) => {
    const res = await create(r);
    assert.equal((await show(r, res.body.id)).status, 200, 'it is stored');
    return res.status;
  },
  'news-create-not-stored': async (r) => (await show(r, await created(r))).status,
  'news-update-at-post': async (r) => {
    const id = await created(r);
    return [
      (await update(r, id, { title: 'Put' })).status,
      (await r.post(`/news_articles/${id}`, { news_article: { title: 'Post', page_node_ids: tagOf(r) } })).status,
    ];
  },
  'news-delete-answers-204': async (r) => {
    const id = await created(r);
    const res = await r.del(`/news_articles/${id}`);
    assert.equal((await show(r, id)).status, 404, 'it is deleted');
    return res.status;
  },
  'news-content-node-resource-type-wrong': async (r) => (await create(r)).body.content_node.resource_type,
  'news-comment-source-type-wrong': async (r) => (await create(r)).body.comment_element.source_type,
  'news-flags-as-strings': async (r) => {
    const body = (await create(r)).body;
    return FLAGS.map((f) => typeof body[f]);
  },
  'news-url-string-missing': async (r) => 'url_string' in (await create(r)).body,
  'news-page-node-ids-as-array': async (r) => (await create(r)).body.page_node_ids,
  'news-title-refuses-300': async (r) => {
    assert.equal((await create(r, { title: x(301) })).status, 400);
    return (await create(r, { title: x(300) })).status;
  },
  'news-title-stored-cut-to-255': async (r) => {
    const a = await create(r, { title: x(300) });
    assert.equal(a.body.title.length, 300, 'the create answers it whole');
    return (await show(r, a.body.id)).body.title.length;
  },
  'news-teaser-accepts-301': async (r) => {
    assert.equal((await create(r, { teaser: x(302) })).status, 400);
    return (await create(r, { teaser: x(301) })).status;
  },
  'news-teaser-refuses-300': async (r) => (await create(r, { teaser: x(300) })).status,
  'news-teaser-limit-create-only': async (r) => {
    assert.equal((await create(r, { teaser: x(301) })).status, 400, 'the create still checks it');
    return (await update(r, await created(r), { teaser: x(301) })).status;
  },
  'news-author-refuses-100': async (r) => (await create(r, { author: x(100) })).status,
  'news-author-limit-create-only': async (r) => {
    assert.equal((await create(r, { author: x(101) })).status, 400, 'the create still checks it');
    return (await update(r, await created(r), { author: x(101) })).status;
  },
  'news-preview-text-accepts-30001': async (r) => {
    assert.equal((await create(r, { preview_text: x(30_002) })).status, 400);
    return (await create(r, { preview_text: x(30_001) })).status;
  },
  'news-preview-text-refuses-30000': async (r) => (await create(r, { preview_text: x(30_000) })).status,
  'news-preview-text-stored-cut-to-255': async (r) =>
    (await show(r, await created(r, { preview_text: x(30_000) }))).body.preview_text.length,
  'news-status-default-null': async (r) => (await create(r)).body.status,
  'news-status-published-refused': async (r) => {
    assert.equal((await create(r, { status: 'draft' })).status, 200);
    return (await create(r, { status: 'published' })).status;
  },
  'news-status-unknown-accepted': async (r) => (await create(r, { status: 'archived' })).status,
  'news-status-unchecked-on-update': async (r) => {
    assert.equal((await create(r, { status: 'archived' })).status, 400, 'the create still checks it');
    return (await update(r, await created(r), { status: 'archived' })).status;
  },
  'news-show-image-with-article-default-false': async (r) => (await create(r)).body.show_image_with_article,
  'news-show-image-in-aggregator-default-false': async (r) => (await create(r)).body.show_image_in_aggregator,
  'news-show-preview-text-with-article-default-false': async (r) =>
    (await create(r)).body.show_preview_text_with_article,
  'news-show-preview-text-in-aggregator-default-false': async (r) =>
    (await create(r)).body.show_preview_text_in_aggregator,
  'news-create-without-page-node-ids-accepted': async (r) =>
    (await r.post('/news_articles', { news_article: { title: 'No tags' } })).status,
  'news-update-without-page-node-ids-accepted': async (r) =>
    (await update(r, await created(r), { title: 'Changed' }, false)).status,
  'news-update-without-page-node-ids-applies-changes': async (r) => {
    const id = await created(r);
    assert.equal((await update(r, id, { title: 'Changed' }, false)).status, 400);
    return (await show(r, id)).body.title;
  },
  'news-create-two-containers': async (r) => (await create(r)).body.content_node.layout_containers.length,
  'news-create-two-columns': async (r) =>
    (await create(r)).body.content_node.layout_containers.map(
      (c: { layout_columns: unknown[] }) => c.layout_columns.length,
    ),
  'news-plain-text-refused': async (r) => {
    assert.equal((await show(r, r.fixtures.newsArticleId, '?basic_html=true')).status, 200);
    return (await show(r, r.fixtures.newsArticleId, '?plain_text=true')).status;
  },
  'news-plain-text-answers-text': async (r) =>
    (await show(r, r.fixtures.newsArticleId, '?plain_text=true')).headers.get('content-type'),
  'news-basic-html-refused': async (r) => {
    assert.equal((await show(r, r.fixtures.newsArticleId, '?plain_text=true')).status, 200);
    return (await show(r, r.fixtures.newsArticleId, '?basic_html=true')).status;
  },
  'news-update-stores-timestamps': async (r) => {
    const id = await created(r);
    assert.equal(
      (await update(r, id, { created_on: '2001-02-03T04:05:06+00:00', updated_on: '2001-02-03T04:05:06+00:00' }))
        .status,
      200,
      'the update is still accepted',
    );
    const shown = (await show(r, id)).body;
    return [
      Date.parse(shown.created_on) === Date.parse('2001-02-03T04:05:06+00:00'),
      Date.parse(shown.updated_on) === Date.parse('2001-02-03T04:05:06+00:00'),
    ];
  },
  'news-update-not-stored': async (r) => {
    const id = await created(r);
    assert.equal((await update(r, id, { title: 'Changed' })).body.title, 'Changed', 'the update answers the change');
    return (await show(r, id)).body.title;
  },
  'news-update-clears-unnamed-fields': async (r) => {
    const id = await created(r, { author: 'Someone' });
    assert.equal((await update(r, id, { title: 'Changed' })).status, 200);
    return (await show(r, id)).body.author;
  },
  'news-update-ignores-flags': async (r) => {
    const id = await created(r);
    assert.equal((await update(r, id, { title: 'Changed', show_image_in_aggregator: false })).body.title, 'Changed');
    return (await show(r, id)).body.show_image_in_aggregator;
  },
  'news-delete-returns-success': async (r) => {
    const id = await created(r);
    const res = await r.del(`/news_articles/${id}`);
    assert.equal(res.status, 200);
    return res.body.id === id;
  },
  'news-delete-still-listed': async (r) => {
    const id = await created(r);
    assert.equal((await r.del(`/news_articles/${id}`)).status, 200);
    assert.equal((await show(r, id)).status, 404, 'the show answers 404');
    return (await r.get('/news_articles')).body.some((a: { id: number }) => a.id === id);
  },
  // ------------------------------------------------------------ games news articles
  'games-news-article-answers-201': async (r) =>
    (await r.post('/games_news_articles', { game_id: r.fixtures.gameId, news_article_id: await created(r) })).status,
  'games-news-article-returns-link': async (r) =>
    (await r.post('/games_news_articles', { game_id: r.fixtures.gameId, news_article_id: await created(r) })).body
      .success,
  // ------------------------------------------------------------ galleries
  'photo-galleries-refuse-game': async (r) => {
    assert.equal(
      (await r.get(`/photo_galleries?object_type=team_instance&object_id=${r.fixtures.teamInstanceId}`)).status,
      200,
    );
    return (await galleries(r, 'photo')).status;
  },
  'photo-gallery-show-404': async (r) => (await r.get(`/photo_galleries/${r.fixtures.photoGalleryId}`)).status,
  'gallery-photo-upload-needs-caption': async (r) => {
    assert.equal((await uploadPhoto(r, { caption: 'c' })).status, 200);
    return (await uploadPhoto(r)).status;
  },
  'gallery-photo-upload-not-json': async (r) => {
    const res = await uploadPhoto(r);
    assert.equal(res.status, 200);
    return res.headers.get('content-type');
  },
  'gallery-photo-delete-answers-204': async (r) =>
    (await r.del(`/gallery_photos/${await ownPhoto(r)}`, { auth: 'basic' })).status,
  'video-galleries-refuse-game': async (r) => {
    assert.equal(
      (await r.get(`/video_galleries?object_type=team_instance&object_id=${r.fixtures.teamInstanceId}`)).status,
      200,
    );
    return (await galleries(r, 'video')).status;
  },
  'video-gallery-show-404': async (r) => (await r.get(`/video_galleries/${r.fixtures.videoGalleryId}`)).status,
  'gallery-video-upload-not-json': async (r) => {
    const res = await uploadVideo(r);
    assert.equal(res.status, 200);
    return res.headers.get('content-type');
  },
  'gallery-video-delete-answers-204': async (r) =>
    (await r.del(`/uploaded_videos/${await ownVideo(r)}`, { auth: 'basic' })).status,
  'gallery-photo-delete-keeps-record': async (r) => {
    const id = await ownPhoto(r);
    assert.equal((await r.del(`/gallery_photos/${id}`, { auth: 'basic' })).status, 200);
    return (await r.del(`/gallery_photos/${id}`, { auth: 'basic' })).status;
  },
  'uploaded-videos-refused-with-setting-on': async (r) => (await uploadVideo(r)).status,
  'uploaded-videos-accepted-with-setting-off': async (r) => {
    // A video element in a news article of site 2, whose uploaded-video setting is off.
    const tags = await r.get(`/tags?site_id=${r.fixtures.secondSiteId}&scope=has_news`);
    const a = await r.post('/news_articles', {
      news_article: { title: 'Setting off', page_node_ids: String(tags.body.tags[0].id) },
    });
    const col = a.body.content_node.layout_containers[0].layout_columns[0].id;
    const res = await r.call('POST', '/page_elements', {
      multipart: multipart({
        'page_element[layout_column_id]': col,
        'page_element[page_element_type]': 'Video',
        'page_element[element][video_params][video_element_type]': 'UploadedVideo',
        'page_element[element][video_params][title]': 'Observed',
        'page_element[element][video_params][uploaded_data]': { file: MP4, name: 'v.mp4', type: 'video/mp4' },
      }),
    });
    return res.status;
  },
  'gallery-video-delete-keeps-record': async (r) => {
    const id = await ownVideo(r);
    assert.equal((await r.del(`/uploaded_videos/${id}`, { auth: 'basic' })).status, 200);
    return (await r.del(`/uploaded_videos/${id}`, { auth: 'basic' })).status;
  },
} satisfies Partial<Record<(typeof NEWS_MEDIA_FAULTS)[number]['id'], Observer>>;
