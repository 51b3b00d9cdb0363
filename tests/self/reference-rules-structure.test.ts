// The rules of the interface in the reference server, on structure: the relations of content nodes,
// containers, columns and page elements, moves and deletes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, galleryPhotoFields, galleryVideoFields } from '../../reference/testing.ts';
import { ref, useReference } from './fixtures/reference-session.ts';
import {
  assertRejected,
  newArticle,
  newContainer,
  newTextBlock,
  articleColumn,
  pageColumn,
  subseasonNodeIn,
} from './fixtures/reference-rules.ts';

useReference();

describe('structure relations', () => {
  test('a news article is created with a content node holding one container with one column', async () => {
    const a = await newArticle();
    assert.equal(a.content_node.id, a.content_node_id);
    assert.equal(a.content_node.resource_type, 'NewsArticle');
    assert.equal(a.content_node.layout_containers.length, 1);
    assert.equal(a.content_node.layout_containers[0].layout_columns.length, 1);
    assert.equal(a.comment_element.source_type, 'NewsArticle');
    assert.equal(a.comment_element.source_id, a.id);
  });

  test('a page starts with a content node holding one container with one column', async () => {
    const page = await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: 'Structure' });
    const containers = [...ref.store.t.layoutContainers.values()].filter(
      (c) => c.content_node_id === page.body.content_node_id,
    );
    assert.equal(containers.length, 1);
    assert.equal(
      [...ref.store.t.layoutColumns.values()].filter((col) => col.layout_container_id === containers[0]!.id).length,
      1,
    );
    // the only container of a page cannot be deleted
    const digest = ref.store.digest();
    assertRejected(
      await ref.del(`/layout_containers/${containers[0]!.id}`),
      digest,
      'deleting the only container of a page',
    );
  });

  test('a created page element is in its column; after_pe places it directly after the named one', async () => {
    const { columnId } = await articleColumn();
    const first = await newTextBlock(columnId);
    const second = await newTextBlock(columnId);
    const third = await newTextBlock(columnId, { after_pe: first.id });
    assert.equal(third.position, 2);
    const column = (await ref.get(`/layout_containers/${ref.store.t.layoutColumns.get(columnId)!.layout_container_id}`))
      .body.layout_columns[0];
    assert.deepEqual(
      column.page_elements.map((p: { id: number }) => p.id),
      [first.id, third.id, second.id],
    );
    assert.deepEqual(
      column.page_elements.map((p: { position: number }) => p.position),
      [1, 2, 3],
    );
    const digest = ref.store.digest();
    const otherColumn = (await articleColumn()).columnId;
    const digest2 = ref.store.digest();
    assert.notEqual(digest, digest2);
    assertRejected(
      await ref.post('/page_elements', {
        page_element: { layout_column_id: otherColumn, element: { content: 'y' }, after_pe: first.id },
      }),
      digest2,
      'after_pe of another column',
    );
  });

  test('dependent_type must be null for page elements of a news article, allowed on a page', async () => {
    const { columnId } = await articleColumn();
    const digest = ref.store.digest();
    assertRejected(
      await ref.post('/page_elements', {
        page_element: { layout_column_id: columnId, element: { content: 'x' }, dependent_type: 2 },
      }),
      digest,
      'dependent_type on news',
    );
    const onPage = await newTextBlock(await pageColumn(), { dependent_type: 2 });
    assert.equal(onPage.dependent_type, 2);
  });

  test('page_node_ids is required on news article create and update', async () => {
    let digest = ref.store.digest();
    assertRejected(
      await ref.post('/news_articles', { news_article: { title: 'No tags' } }),
      digest,
      'create without page_node_ids',
    );
    const a = await newArticle();
    digest = ref.store.digest();
    assertRejected(
      await ref.put(`/news_articles/${a.id}`, { news_article: { title: 'No tags' } }),
      digest,
      'update without page_node_ids',
    );
  });

  test('layout_type changes on update add and remove columns; page elements of removed columns are kept', async () => {
    const article = await newArticle();
    const c = await newContainer(article.content_node_id, 'oneColumn');
    const two = await ref.put(`/layout_containers/${c.id}`, { layout_container: { layout_type: 'twoColumn5050' } });
    assert.equal(two.body.layout_columns.length, 2);
    const three = await ref.put(`/layout_containers/${c.id}`, {
      layout_container: { layout_type: 'threeColumn333333' },
    });
    assert.equal(three.body.layout_columns.length, 3);
    const pe = await newTextBlock(three.body.layout_columns[2].id);
    const one = await ref.put(`/layout_containers/${c.id}`, { layout_container: { layout_type: 'oneColumn' } });
    assert.equal(one.body.layout_columns.length, 1);
    assert.equal(one.body.layout_type, 'oneColumn');
    assert.deepEqual(
      one.body.layout_columns[0].page_elements.map((p: { id: number }) => p.id),
      [pe.id],
    );
    assert.deepEqual((await ref.get(`/layout_containers/${c.id}`)).body, one.body);
  });

  test('position on update reorders the containers of the content node', async () => {
    const article = await newArticle();
    const c2 = await newContainer(article.content_node_id);
    const first = article.content_node.layout_containers[0].id;
    const res = await ref.put(`/layout_containers/${c2.id}`, { layout_container: { position: 1 } });
    assert.equal(res.body.position, 1);
    assert.equal((await ref.get(`/layout_containers/${first}`)).body.position, 2);
  });
});

describe('moves', () => {
  test('a container move carries its columns and page elements; the source no longer holds it', async () => {
    const source = await newArticle();
    const target = await newArticle();
    const c = await newContainer(source.content_node_id, 'twoColumn3366');
    const pe = await newTextBlock(c.layout_columns[1].id);
    const moved = await ref.put(`/layout_containers/${c.id}/move?site_id=${ref.fixtures.siteId}`, {
      content_node_id: target.content_node_id,
    });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.content_node_id, target.content_node_id);
    assert.equal(moved.body.layout_columns.length, 2);
    assert.deepEqual(
      moved.body.layout_columns[1].page_elements.map((p: { id: number }) => p.id),
      [pe.id],
    );
    const src = await ref.get(`/news_articles/${source.id}`);
    assert.ok(!src.body.content_node.layout_containers.some((x: { id: number }) => x.id === c.id));
    const dst = await ref.get(`/news_articles/${target.id}`);
    assert.ok(dst.body.content_node.layout_containers.some((x: { id: number }) => x.id === c.id));
    // site_id is required, and must be the container's site
    let digest = ref.store.digest();
    assertRejected(
      await ref.put(`/layout_containers/${c.id}/move`, { content_node_id: source.content_node_id }),
      digest,
      'move without site_id',
    );
    digest = ref.store.digest();
    assertRejected(
      await ref.put(`/layout_containers/${c.id}/move?site_id=${ref.fixtures.secondSiteId}`, {
        content_node_id: source.content_node_id,
      }),
      digest,
      'move with another site_id',
    );
  });

  test('a page element move answers the moved page element as a JSON string; source and target columns follow', async () => {
    const { article, columnId } = await articleColumn();
    const c = await newContainer(article.content_node_id, 'twoColumn5050');
    const a = await newTextBlock(columnId);
    const b = await newTextBlock(columnId);
    const res = await ref.put(`/page_elements/${a.id}/move`, {
      site_id: ref.fixtures.siteId,
      layout_column_id: c.layout_columns[1].id,
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(typeof res.body.layout_container, 'string');
    const moved = JSON.parse(res.body.layout_container);
    assert.equal(moved.id, a.id);
    assert.equal(moved.layout_column_id, c.layout_columns[1].id);
    const after = (await ref.get(`/news_articles/${article.id}`)).body.content_node.layout_containers;
    const sourceColumn = after[0].layout_columns[0];
    assert.deepEqual(
      sourceColumn.page_elements.map((p: { id: number; position: number }) => [p.id, p.position]),
      [[b.id, 1]],
    );
    assert.deepEqual(
      after[1].layout_columns[1].page_elements.map((p: { id: number }) => p.id),
      [a.id],
    );
  });

  test('element_locked: cannot be moved or deleted; content_locked: content not changed', async () => {
    const { article, columnId } = await articleColumn();
    const c = await newContainer(article.content_node_id);
    const locked = await newTextBlock(columnId, { element_locked: true, content_locked: true });
    let digest = ref.store.digest();
    assertRejected(await ref.del(`/page_elements/${locked.id}`), digest, 'delete of an element_locked page element');
    assertRejected(
      await ref.put(`/page_elements/${locked.id}/move`, {
        site_id: ref.fixtures.siteId,
        layout_column_id: c.layout_columns[0].id,
      }),
      digest,
      'move of a locked one',
    );
    assertRejected(
      await ref.put(`/page_elements/${locked.id}`, { page_element: {}, element: { content: 'changed' } }),
      digest,
      'content change of a content_locked one',
    );
    assert.equal((await ref.get(`/page_elements/${locked.id}`)).body.element.content, 'x');
    const unlocked = await ref.put(`/page_elements/${locked.id}`, {
      page_element: { element_locked: false, content_locked: false },
      element: {},
    });
    assert.equal(unlocked.status, 200, unlocked.text);
    digest = ref.store.digest();
    assert.equal((await ref.del(`/page_elements/${locked.id}`)).status, 200);
  });
});

describe('deletes', () => {
  test('container: returns the record with empty layout_columns, then gone with its page elements', async () => {
    const article = await newArticle();
    const c = await newContainer(article.content_node_id, 'threeColumn333333');
    const pe = await newTextBlock(c.layout_columns[0].id);
    const res = await ref.del(`/layout_containers/${c.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.id, c.id);
    assert.deepEqual(res.body.layout_columns, []);
    assert.equal((await ref.get(`/layout_containers/${c.id}`)).status, 404);
    assert.equal((await ref.get(`/page_elements/${pe.id}`)).status, 404);
    assert.equal(ref.store.t.elements.has(pe.element_id), false);
  });

  test('page element: returns the record with its element, then gone with the element', async () => {
    const { columnId } = await articleColumn();
    const pe = await newTextBlock(columnId);
    const res = await ref.del(`/page_elements/${pe.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, pe);
    assert.equal((await ref.get(`/page_elements/${pe.id}`)).status, 404);
    assert.equal(ref.store.t.elements.has(pe.element_id), false);
  });

  test('news article: returns the record; show 404; the index no longer lists it', async () => {
    const a = await newArticle();
    const res = await ref.del(`/news_articles/${a.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.id, a.id);
    assert.equal((await ref.get(`/news_articles/${a.id}`)).status, 404);
    assert.ok(!(await ref.get('/news_articles')).body.some((x: { id: number }) => x.id === a.id));
    assert.equal(ref.store.t.contentNodes.has(a.content_node_id), false);
  });

  test('gallery photo and gallery video: a second delete answers 404', async () => {
    const up = await ref.call('POST', '/gallery_photos', {
      multipart: multipart(galleryPhotoFields('team_instance', ref.fixtures.teamInstanceId, 'x.png')),
    });
    assert.equal(up.status, 200, up.text);
    assert.equal(up.body.approved, false, 'the team instance gallery needs approval');
    assert.equal((await ref.del(`/gallery_photos/${up.body.id}`)).status, 200);
    assert.equal((await ref.del(`/gallery_photos/${up.body.id}`)).status, 404);
    const vid = await ref.call('POST', '/uploaded_videos', {
      multipart: multipart(galleryVideoFields('news_article', ref.fixtures.newsArticleId)),
    });
    assert.equal(vid.status, 200, vid.text);
    assert.equal((await ref.del(`/uploaded_videos/${vid.body.id}`)).status, 200);
    assert.equal((await ref.del(`/uploaded_videos/${vid.body.id}`)).status, 404);
  });

  test('division instance: returns the record, then gone from the index of its subseason', async () => {
    const list = await ref.get(`/division_instances?subseason_id=${ref.fixtures.playoffSubseasonId}`);
    const di = list.body[0];
    const res = await ref.del(`/division_instances/${di.id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, di);
    const after = await ref.get(`/division_instances?subseason_id=${ref.fixtures.playoffSubseasonId}`);
    assert.ok(!after.body.some((x: { id: number }) => x.id === di.id));
    // its team instances now hang directly under the subseason in the tree
    const tree = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const playoffs = subseasonNodeIn(tree.body, ref.fixtures.playoffSubseasonId);
    assert.ok(playoffs.children.some((c: { node: { node_type: string } }) => c.node.node_type === 'TeamInstance'));
  });
});
