// The rules of the interface in the reference server, on fields: limits on both sides, enums, defaults.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LAYOUT_TYPES } from '../../reference/store.ts';
import { multipart } from '../../reference/testing.ts';
import { PLACEHOLDER_PNG } from '../../reference/seed.ts';
import { ref, useReference } from './fixtures/reference-session.ts';
import {
  COLUMNS,
  assertRejected,
  newArticle,
  newContainer,
  newTextBlock,
  articleColumn,
} from './fixtures/reference-rules.ts';

useReference();

describe('limits, both sides', () => {
  const newsLimits: [string, number][] = [
    ['title', 300],
    ['teaser', 300],
    ['author', 100],
    ['preview_text', 30_000],
  ];
  for (const [field, limit] of newsLimits) {
    test(`news article ${field}: ${limit} accepted verbatim, ${limit + 1} rejected (create and update)`, async () => {
      const atLimit = `${'é'.repeat(limit - 1)}z`;
      const created = await newArticle({ [field]: atLimit });
      assert.equal(created[field], atLimit);
      const shown = await ref.get(`/news_articles/${created.id}`);
      assert.equal(shown.body[field], atLimit);
      let digest = ref.store.digest();
      const tooLong = await ref.post('/news_articles', {
        news_article: {
          title: 'x',
          page_node_ids: String(ref.fixtures.newsPageNodeId),
          [field]: 'a'.repeat(limit + 1),
        },
      });
      assertRejected(tooLong, digest, `create with ${field} of ${limit + 1}`);
      digest = ref.store.digest();
      const badUpdate = await ref.put(`/news_articles/${created.id}`, {
        news_article: { [field]: 'b'.repeat(limit + 1) },
        page_node_ids: String(ref.fixtures.newsPageNodeId),
      });
      assertRejected(badUpdate, digest, `update with ${field} of ${limit + 1}`);
      const okUpdate = await ref.put(`/news_articles/${created.id}`, {
        news_article: { [field]: 'c'.repeat(limit), page_node_ids: String(ref.fixtures.newsPageNodeId) },
      });
      assert.equal(okUpdate.status, 200, okUpdate.text);
      assert.equal((await ref.get(`/news_articles/${created.id}`)).body[field], 'c'.repeat(limit));
    });
  }

  test('page element custom_css_class: 255 accepted verbatim, 256 rejected (create and update)', async () => {
    const { columnId } = await articleColumn();
    const pe = await newTextBlock(columnId, { custom_css_class: 'k'.repeat(255) });
    assert.equal((await ref.get(`/page_elements/${pe.id}`)).body.custom_css_class, 'k'.repeat(255));
    let digest = ref.store.digest();
    assertRejected(
      await ref.post('/page_elements', {
        page_element: { layout_column_id: columnId, element: { content: 'x' }, custom_css_class: 'k'.repeat(256) },
      }),
      digest,
      'create with 256',
    );
    digest = ref.store.digest();
    assertRejected(
      await ref.put(`/page_elements/${pe.id}`, { page_element: { custom_css_class: 'm'.repeat(256) }, element: {} }),
      digest,
      'update with 256',
    );
  });

  for (const field of ['cutline', 'url']) {
    test(`photo ${field}: 255 accepted verbatim, 256 rejected`, async () => {
      const { columnId } = await articleColumn();
      const element = (value: string) => ({ has_url: 1, protocol: 'https://', url: 'www.example.org', [field]: value });
      const ok = await ref.post('/page_elements', {
        page_element: { layout_column_id: columnId, page_element_type: 'Photo', element: element('p'.repeat(255)) },
      });
      assert.equal(ok.status, 200, ok.text);
      assert.equal((await ref.get(`/page_elements/${ok.body.id}`)).body.element[field], 'p'.repeat(255));
      let digest = ref.store.digest();
      assertRejected(
        await ref.post('/page_elements', {
          page_element: { layout_column_id: columnId, page_element_type: 'Photo', element: element('p'.repeat(256)) },
        }),
        digest,
        `photo ${field} 256 on create`,
      );
      digest = ref.store.digest();
      assertRejected(
        await ref.put(`/page_elements/${ok.body.id}`, { page_element: {}, element: { [field]: 'q'.repeat(256) } }),
        digest,
        `photo ${field} 256 on update`,
      );
    });
  }

  test('photo cutline limit also holds for the multipart upload', async () => {
    const { columnId } = await articleColumn();
    const body = (cutline: string) =>
      multipart({
        'page_element[layout_column_id]': columnId,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][cutline]': cutline,
        'page_element[element][uploaded_data]': { file: PLACEHOLDER_PNG, name: 'a.png', type: 'image/png' },
      });
    const ok = await ref.call('POST', '/page_elements', { multipart: body('c'.repeat(255)) });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.body.element.cutline, 'c'.repeat(255));
    const digest = ref.store.digest();
    assertRejected(
      await ref.call('POST', '/page_elements', { multipart: body('c'.repeat(256)) }),
      digest,
      'multipart cutline 256',
    );
  });

  test('photo has_url 1 to 5 accepted; 0, 6 and a string rejected; url and protocol required with has_url', async () => {
    const { columnId } = await articleColumn();
    const photo = (element: Record<string, unknown>) =>
      ref.post('/page_elements', { page_element: { layout_column_id: columnId, page_element_type: 'Photo', element } });
    for (const has_url of [1, 2, 3, 4, 5]) {
      const res = await photo({ has_url, url: 'www.example.org', protocol: 'http://' });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.element.has_url, has_url);
    }
    for (const bad of [0, 6, '3', 2.5]) {
      const digest = ref.store.digest();
      assertRejected(
        await photo({ has_url: bad, url: 'www.example.org', protocol: 'http://' }),
        digest,
        `has_url ${bad}`,
      );
    }
    let digest = ref.store.digest();
    assertRejected(await photo({ has_url: 1, protocol: 'http://' }), digest, 'has_url without url');
    digest = ref.store.digest();
    assertRejected(await photo({ has_url: 1, url: 'www.example.org' }), digest, 'has_url without protocol');
    for (const protocol of ['http://', 'https://', 'mailto:']) {
      const res = await photo({ has_url: 5, url: 'someone@example.org', protocol });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.element.protocol, protocol);
    }
    digest = ref.store.digest();
    assertRejected(await photo({ has_url: 5, url: 'x', protocol: 'ftp://' }), digest, 'protocol ftp://');
    const noLink = await photo({ cutline: 'no link' });
    assert.equal(noLink.status, 200);
    assert.equal(noLink.body.element.has_url, null);
    // multipart: has_url arrives as text
    const form = await ref.call('POST', '/page_elements', {
      multipart: multipart({
        'page_element[layout_column_id]': columnId,
        'page_element[page_element_type]': 'Photo',
        'page_element[element][has_url]': '4',
        'page_element[element][url]': '/relative',
        'page_element[element][protocol]': 'https://',
        'page_element[element][uploaded_data]': { file: PLACEHOLDER_PNG, name: 'a.png', type: 'image/png' },
      }),
    });
    assert.equal(form.status, 200, form.text);
    assert.equal(form.body.element.has_url, 4);
  });
});

describe('enums', () => {
  test('layout_type: the eight types give their column counts; an unknown one is rejected on create and update', async () => {
    const article = await newArticle();
    let container: { id: number } | undefined;
    for (const type of LAYOUT_TYPES) {
      const c = await newContainer(article.content_node_id, type);
      assert.equal(c.layout_type, type);
      assert.equal(c.layout_columns.length, COLUMNS[type]);
      assert.deepEqual(
        c.layout_columns.map((col: { position: number }) => col.position),
        Array.from({ length: COLUMNS[type]! }, (_, i) => i + 1),
      );
      for (const col of c.layout_columns) assert.equal(col.layout_container_id, c.id);
      container = c;
    }
    let digest = ref.store.digest();
    assertRejected(
      await ref.post('/layout_containers', {
        site_id: ref.fixtures.siteId,
        layout_container: { content_node_id: article.content_node_id, layout_type: 'fourColumn' },
      }),
      digest,
      'unknown layout_type on create',
    );
    digest = ref.store.digest();
    assertRejected(
      await ref.put(`/layout_containers/${container!.id}`, { layout_container: { layout_type: 'fourColumn' } }),
      digest,
      'unknown layout_type on update',
    );
  });

  test('news article status draft|published; another value rejected', async () => {
    for (const status of ['draft', 'published']) assert.equal((await newArticle({ status })).status, status);
    const digest = ref.store.digest();
    assertRejected(
      await ref.post('/news_articles', {
        news_article: { title: 'x', status: 'archived', page_node_ids: String(ref.fixtures.newsPageNodeId) },
      }),
      digest,
      'status archived',
    );
  });

  test('page display_status and layout_template: each value accepted, another rejected', async () => {
    for (const display_status of ['disabled', 'private', 'public']) {
      for (const layout_template of ['one_panel', 'two_panel', 'three_panel']) {
        const res = await ref.post('/pages', {
          site_id: ref.fixtures.siteId,
          page_title: `${display_status} ${layout_template}`,
          display_status,
          layout_template,
        });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.display_status, display_status);
        assert.equal(res.body.layout_template, layout_template);
        assert.equal(res.body.node_type, 'Page');
      }
    }
    let digest = ref.store.digest();
    assertRejected(
      await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: 'x', display_status: 'hidden' }),
      digest,
      'display_status hidden',
    );
    digest = ref.store.digest();
    assertRejected(
      await ref.post('/pages', { site_id: ref.fixtures.siteId, page_title: 'x', layout_template: 'four_panel' }),
      digest,
      'layout_template four_panel',
    );
  });

  test('team gender male|female|co-ed; another rejected', async () => {
    for (const gender of ['male', 'female', 'co-ed']) {
      const res = await ref.put(`/teams/${ref.fixtures.teamId}`, { gender });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.gender, gender);
    }
    const digest = ref.store.digest();
    assertRejected(await ref.put(`/teams/${ref.fixtures.teamId}`, { gender: 'mixed' }), digest, 'gender mixed');
  });
});

describe('defaults', () => {
  test('news article: status draft, the four show_* flags true', async () => {
    const a = await newArticle();
    assert.equal(a.status, 'draft');
    for (const flag of [
      'show_image_with_article',
      'show_image_in_aggregator',
      'show_preview_text_with_article',
      'show_preview_text_in_aggregator',
    ]) {
      assert.equal(a[flag], true, flag);
    }
  });
  test('layout container: oneColumn with one column, locked false', async () => {
    const article = await newArticle();
    const c = await newContainer(article.content_node_id);
    assert.equal(c.layout_type, 'oneColumn');
    assert.equal(c.layout_columns.length, 1);
    assert.equal(c.locked, false);
  });
  test('page element: element_locked, content_locked and mirror_enabled false; dependent_type null', async () => {
    const { columnId } = await articleColumn();
    const pe = await newTextBlock(columnId);
    assert.equal(pe.element_locked, false);
    assert.equal(pe.content_locked, false);
    assert.equal(pe.mirror_enabled, false);
    assert.equal(pe.dependent_type, null);
    assert.equal(pe.element.id, pe.element_id);
  });
});
