// What each variation of a silence of spec/silences.yaml (issue 25, part 3) does, checked against the
// reference server with only that variation on (`r`) and the server without variations (`baseline`).
// Used by tests/self/reference-faults-variations.test.ts, one test per variation.
import assert from 'node:assert/strict';
import { isErrorBody, type RefServer } from '../../reference/testing.ts';
import { ownArticle, ownTextBlock, type VariationCheck } from './fixtures/variation-records.ts';

/** The variations checked here. */
export type SilenceVariationId =
  | 'unlisted-body-refused'
  | 'removed-columns-drop-elements'
  | 'delete-leaves-contents'
  | 'html-normalised'
  | 'news-index-published-only'
  | 'published-to-draft-refused';

/** A news article of its own: its id, container and column. */
const article = (r: RefServer, fields: Record<string, unknown> = {}) => ownArticle(r, 'Silence variation', fields);

/** A text block of its own, in a column. */
const textBlock = (r: RefServer, columnId: number, content = '<p>s</p>') => ownTextBlock(r, columnId, content);

export const SILENCE_VARIATION_CHECKS: Record<SilenceVariationId, VariationCheck> = {
  'unlisted-body-refused': async (r, baseline) => {
    const tag = String(r.fixtures.newsPageNodeId);
    for (const extra of [
      { unlisted_field: 1 },
      { id: 5 },
      { created_on: '2026-01-01T00:00:00+00:00' },
      { site_id: r.fixtures.siteId },
    ]) {
      const refused = await r.post('/news_articles', {
        news_article: { title: 'unlisted', page_node_ids: tag, ...extra },
      });
      assert.equal(refused.status, 400, `${JSON.stringify(extra)}: ${refused.text}`);
      assert.ok(isErrorBody(refused.body));
      assert.equal(
        (await baseline.post('/news_articles', { news_article: { title: 'unlisted', page_node_ids: tag, ...extra } }))
          .status,
        200,
        'the default ignores it',
      );
    }
    assert.equal(
      (
        await r.post('/news_articles', {
          news_article: { title: 'listed', page_node_ids: tag, preview_text: 'p', show_image_with_article: false },
          template_id: null,
        })
      ).status,
      200,
      'resource fields are taken',
    );
    const own = await article(r);
    assert.equal(
      (
        await r.put(`/layout_containers/${own.containerId}`, {
          site_id: r.fixtures.siteId,
          layout_container: { name: 'n' },
        })
      ).status,
      400,
      'site_id is no input of the update',
    );
    assert.equal(
      (await r.put(`/layout_containers/${own.containerId}`, { layout_container: { name: 'n', locked: false } })).status,
      200,
    );
    const pe = { layout_column_id: own.columnId, page_element_type: 'TextBlock' };
    assert.equal(
      (await r.post('/page_elements', { page_element: { ...pe, element: { content: 'x', colour: 'red' } } })).status,
      400,
      'an unlisted TextBlock field',
    );
    assert.equal(
      (
        await r.post('/page_elements', {
          page_element: { ...pe, element: { content: 'x', subtitle: 's' }, custom_css_class: 'c' },
        })
      ).status,
      200,
    );
    assert.equal(
      (
        await r.post('/page_elements', {
          page_element: { layout_column_id: own.columnId, page_element_type: 'Link', element: { anything: 1 } },
        })
      ).status,
      200,
      'the fields of other element types are not shown: not checked',
    );
    assert.equal(
      (await r.put(`/teams/${r.fixtures.teamId}`, { team: { abbrev: 'AB', league_name: 'x' } })).status,
      400,
      'a response-only list of the team',
    );
    assert.equal((await r.put(`/teams/${r.fixtures.teamId}`, { abbrev: 'AB' })).status, 200);
  },
  'removed-columns-drop-elements': async (r, baseline) => {
    for (const [server, kept] of [
      [r, false],
      [baseline, true],
    ] as const) {
      const own = await article(server);
      const two = await server.put(`/layout_containers/${own.containerId}`, {
        layout_container: { layout_type: 'twoColumn5050' },
      });
      assert.equal(two.status, 200, two.text);
      const second = (two.body.layout_columns as Array<{ id: number; position: number }>).find(
        (c) => c.position === 2,
      )!;
      const first = await textBlock(server, own.columnId);
      const gone = await textBlock(server, second.id);
      const one = await server.put(`/layout_containers/${own.containerId}`, {
        layout_container: { layout_type: 'oneColumn' },
      });
      assert.equal(one.status, 200, one.text);
      assert.equal(one.body.layout_columns.length, 1);
      const held = (one.body.layout_columns[0].page_elements as Array<{ id: number }>)
        .map((p) => p.id)
        .sort((a, b) => a - b);
      assert.deepEqual(held, kept ? [first.id, gone.id] : [first.id]);
      assert.equal((await server.get(`/page_elements/${gone.id}`)).status, kept ? 200 : 404);
    }
  },
  'delete-leaves-contents': async (r, baseline) => {
    for (const [server, kept] of [
      [r, true],
      [baseline, false],
    ] as const) {
      const own = await article(server);
      const container = await server.post('/layout_containers', {
        site_id: server.fixtures.siteId,
        layout_container: { content_node_id: own.contentNodeId },
      });
      assert.equal(container.status, 200, container.text);
      const inContainer = await textBlock(server, container.body.layout_columns[0].id);
      assert.equal((await server.del(`/layout_containers/${container.body.id}`)).status, 200);
      assert.equal(
        (await server.get(`/layout_containers/${container.body.id}`)).status,
        404,
        'the container itself is deleted',
      );
      const detached = await server.get(`/page_elements/${inContainer.id}`);
      assert.equal(detached.status, kept ? 200 : 404, detached.text);
      if (kept) assert.equal(detached.body.element.content, '<p>s</p>');
      const inArticle = await textBlock(server, own.columnId);
      assert.equal((await server.del(`/news_articles/${own.id}`)).status, 200);
      assert.equal((await server.get(`/news_articles/${own.id}`)).status, 404, 'the article itself is deleted');
      assert.equal((await server.get(`/layout_containers/${own.containerId}`)).status, kept ? 200 : 404);
      assert.equal((await server.get(`/page_elements/${inArticle.id}`)).status, kept ? 200 : 404);
    }
  },
  'html-normalised': async (r, baseline) => {
    const sent = '<P class="x">One</P>\n  <B>two</B> and <i>three</i>';
    const own = await article(r);
    const pe = await textBlock(r, own.columnId, sent);
    assert.equal(pe.element.content, '<p class="x">One</p>\n<strong>two</strong> and <em>three</em>');
    assert.equal((await r.get(`/page_elements/${pe.id}`)).body.element.content, pe.element.content, 'stored so');
    const plain = await textBlock(r, own.columnId, `line one\nline two <p>${'é'.repeat(3)}</p>`);
    assert.equal(
      plain.element.content,
      `line one\nline two <p>${'é'.repeat(3)}</p>\n`,
      'text, newlines in text and non-ASCII stay',
    );
    const base = await article(baseline);
    assert.equal((await textBlock(baseline, base.columnId, sent)).element.content, sent);
  },
  'news-index-published-only': async (r, baseline) => {
    for (const [server, draftsListed] of [
      [r, false],
      [baseline, true],
    ] as const) {
      const draft = await article(server);
      const published = await article(server, { status: 'published' });
      const listed = (await server.get('/news_articles')).body as Array<{ id: number; status: string }>;
      assert.ok(listed.some((a) => a.id === published.id));
      assert.equal(
        listed.some((a) => a.id === draft.id),
        draftsListed,
      );
      if (!draftsListed) assert.ok(listed.every((a) => a.status === 'published'));
    }
  },
  'published-to-draft-refused': async (r, baseline) => {
    const tag = String(r.fixtures.newsPageNodeId);
    const own = await article(r, { status: 'published' });
    const refused = await r.put(`/news_articles/${own.id}`, {
      news_article: { status: 'draft', title: 'back' },
      page_node_ids: tag,
    });
    assert.equal(refused.status, 409, refused.text);
    assert.ok(isErrorBody(refused.body));
    const shown = (await r.get(`/news_articles/${own.id}`)).body;
    assert.equal(shown.status, 'published');
    assert.equal(shown.title, 'Silence variation', 'nothing stored');
    const draft = await article(r);
    assert.equal(
      (await r.put(`/news_articles/${draft.id}`, { news_article: { status: 'published' }, page_node_ids: tag })).status,
      200,
      'draft to published is taken',
    );
    assert.equal(
      (
        await r.put(`/news_articles/${draft.id}`, {
          news_article: { status: 'published', title: 'again' },
          page_node_ids: tag,
        })
      ).status,
      200,
      'published stays published',
    );
    const base = await article(baseline, { status: 'published' });
    assert.equal(
      (await baseline.put(`/news_articles/${base.id}`, { news_article: { status: 'draft' }, page_node_ids: tag }))
        .status,
      200,
    );
  },
};
