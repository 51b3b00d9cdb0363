// What each variation of how records are kept and answered does (the order and positions of nested
// records, container moves and deletes, official updates, video elements, news article content, deletes,
// titles and dates), checked against the reference server with only that variation on (`r`) and the
// server without variations (`baseline`). Part of MORE_VARIATION_CHECKS (tests/self/variation-checks.ts).
import assert from 'node:assert/strict';
import { externalVideoForm, isErrorBody, multipart } from '../../reference/testing.ts';
import type { VariationId } from '../../reference/variations.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';
import { article, type Check, tag, textBlock } from './variation-checks-kit.ts';

/** The variations checked here. */
export type RecordVariationId = Extract<
  VariationId,
  | 'nested-reverse-order'
  | 'zero-based-positions'
  | 'moved-container-first'
  | 'move-also-post'
  | 'container-delete-body-required'
  | 'official-current-user-required'
  | 'video-element-type-specific'
  | 'sanitized-content-plain'
  | 'news-delete-answer-emptied'
  | 'untitled-article-null'
  | 'news-date-defaults-now'
>;

/** The ids of every array under `key` anywhere in a body, in order. */
function idsUnder(body: unknown, key: string): number[][] {
  const out: number[][] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === key && Array.isArray(x))
          out.push(
            x.map(
              (item) =>
                (item as { id?: number; node?: { id: number } }).id ?? (item as { node: { id: number } }).node?.id,
            ),
          );
        walk(x);
      }
    }
  };
  walk(body);
  return out;
}

export const RECORD_VARIATION_CHECKS: Record<RecordVariationId, Check> = {
  'nested-reverse-order': async (r) => {
    const a = await article(r);
    await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: a.contentNodeId, layout_type: 'threeColumn333333' },
    });
    await textBlock(r, a.columnId);
    await textBlock(r, a.columnId);
    const mine = (await r.get('/news_articles')).body as Array<{ content_node: unknown }>;
    const containers = idsUnder(mine.at(-1), 'layout_containers')[0]!;
    assert.ok(containers.length === 2 && containers[0]! > containers[1]!, `containers ${containers.join(',')}`);
    const node = (
      mine.at(-1) as {
        content_node: {
          layout_containers: Array<{
            position: number;
            layout_columns: Array<{ position: number; page_elements: Array<{ position: number }> }>;
          }>;
        };
      }
    ).content_node;
    assert.deepEqual(
      node.layout_containers.map((c) => c.position),
      [2, 1],
      'positions unchanged, array reversed',
    );
    assert.deepEqual(
      node.layout_containers[0]!.layout_columns.map((c) => c.position),
      [3, 2, 1],
    );
    assert.deepEqual(
      node.layout_containers[1]!.layout_columns[0]!.page_elements.map((p) => p.position),
      [2, 1],
    );
    const tree = (await r.get(`/league_instance_tree/${r.fixtures.leagueInstanceId}`)).body;
    const children = idsUnder(tree, 'children').filter((c) => c.length > 1);
    assert.ok(children.length > 0 && children.every((c) => c[0]! > c[1]!), 'tree children reversed');
  },
  'zero-based-positions': async (r) => {
    const a = await article(r);
    assert.equal(a.body.content_node.layout_containers[0].position, 0);
    assert.equal(a.body.content_node.layout_containers[0].layout_columns[0].position, 1, 'columns stay 1-based');
    const second = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: a.contentNodeId },
    });
    assert.equal(second.body.position, 1);
    const first = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: a.contentNodeId, position: 0 },
    });
    assert.equal(first.body.position, 0, 'position 0 asked for, 0 given');
    assert.equal((await r.get(`/layout_containers/${a.containerId}`)).body.position, 1, 'the others move down');
    const moved = await r.put(`/layout_containers/${first.body.id}`, { layout_container: { position: 2 } });
    assert.equal(moved.body.position, 2);
    const p0 = await textBlock(r, a.columnId);
    const p1 = await textBlock(r, a.columnId);
    assert.deepEqual([p0.position, p1.position], [0, 1]);
  },
  'moved-container-first': async (r, baseline) => {
    for (const [server, expected] of [
      [r, 1],
      [baseline, 2],
    ] as const) {
      const source = await article(server);
      const target = await article(server);
      const c = await server.post('/layout_containers', {
        site_id: server.fixtures.siteId,
        layout_container: { content_node_id: source.contentNodeId },
      });
      const moved = await server.put(`/layout_containers/${c.body.id}/move?site_id=${server.fixtures.siteId}`, {
        content_node_id: target.contentNodeId,
      });
      assert.equal(moved.status, 200);
      assert.equal(moved.body.position, expected);
      assert.equal(
        (await server.get(`/layout_containers/${target.containerId}`)).body.position,
        expected === 1 ? 2 : 1,
      );
    }
  },
  'move-also-post': async (r, baseline) => {
    const source = await article(r);
    const target = await article(r);
    const c = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: source.contentNodeId },
    });
    const moved = await r.post(`/layout_containers/${c.body.id}/move?site_id=${r.fixtures.siteId}`, {
      content_node_id: target.contentNodeId,
    });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.content_node_id, target.contentNodeId);
    const pe = await textBlock(r, source.columnId);
    const pMoved = await r.post(`/page_elements/${pe.id}/move`, {
      site_id: r.fixtures.siteId,
      layout_column_id: target.columnId,
    });
    assert.equal(pMoved.status, 200, pMoved.text);
    assert.equal(JSON.parse(pMoved.body.layout_container).layout_column_id, target.columnId);
    assert.equal(
      (
        await r.put(`/layout_containers/${c.body.id}/move?site_id=${r.fixtures.siteId}`, {
          content_node_id: source.contentNodeId,
        })
      ).status,
      200,
      'PUT still served',
    );
    const b = await article(baseline);
    assert.equal(
      (
        await baseline.post(`/layout_containers/${b.containerId}/move?site_id=${baseline.fixtures.siteId}`, {
          content_node_id: b.contentNodeId,
        })
      ).status,
      404,
    );
  },
  'container-delete-body-required': async (r) => {
    const a = await article(r);
    const c = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: a.contentNodeId },
    });
    const bare = await r.del(`/layout_containers/${c.body.id}`);
    assert.equal(bare.status, 400);
    assert.ok(isErrorBody(bare.body));
    assert.equal(
      (await r.call('DELETE', `/layout_containers/${c.body.id}`, { json: { layout_container_id: c.body.id + 1 } }))
        .status,
      400,
      'another id',
    );
    assert.equal((await r.get(`/layout_containers/${c.body.id}`)).status, 200, 'still there');
    const ok = await r.call('DELETE', `/layout_containers/${c.body.id}`, { json: { layout_container_id: c.body.id } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.id, c.body.id);
  },
  'official-current-user-required': async (r) => {
    const created = await r.post('/officials', {
      official: { name: 'Variation official', game_id: r.fixtures.gameId },
    });
    assert.equal(created.status, 200, 'a create needs no current_user');
    const without = await r.post('/officials', { id: created.body.id, official: { name: 'renamed' } });
    assert.equal(without.status, 400);
    assert.ok(isErrorBody(without.body));
    const withUser = await r.post('/officials', {
      id: created.body.id,
      current_user: 42,
      official: { name: 'renamed' },
    });
    assert.equal(withUser.status, 200);
    assert.equal(withUser.body.name, 'renamed');
  },
  'video-element-type-specific': async (r) => {
    const a = await article(r);
    const external = await r.call('POST', '/page_elements', {
      form: externalVideoForm(a.columnId),
    });
    assert.equal(external.status, 200, external.text);
    assert.equal(external.body.element_type, 'ExternalVideo');
    const uploaded = await r.call('POST', '/page_elements', {
      multipart: multipart({
        'page_element[layout_column_id]': a.columnId,
        'page_element[page_element_type]': 'Video',
        'page_element[element][video_params][video_element_type]': 'UploadedVideo',
        'page_element[element][video_params][title]': 'v',
        'page_element[element][video_params][uploaded_data]': {
          file: Buffer.from('video'),
          name: 'v.mp4',
          type: 'video/mp4',
        },
      }),
    });
    assert.equal(uploaded.status, 200, uploaded.text);
    assert.equal(uploaded.body.element_type, 'UploadedVideo');
    assert.equal((await r.get(`/page_elements/${uploaded.body.id}`)).body.element_type, 'UploadedVideo');
  },
  'sanitized-content-plain': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const a = await article(server);
      await server.post('/page_elements', {
        page_element: {
          layout_column_id: a.columnId,
          page_element_type: 'TextBlock',
          element: { content: '<p>Hello <b>there</b></p>' },
        },
      });
      const plain = (await server.get(`/news_articles/${a.id}`)).body.sanitized_content;
      const basic = (await server.get(`/news_articles/${a.id}?basic_html=true`)).body.sanitized_content;
      if (server === r) {
        assert.equal(plain, 'Hello there');
        assert.equal(basic, 'Hello there');
      } else assert.match(plain, /<b>there<\/b>/);
    }
  },
  'news-delete-answer-emptied': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const a = await article(server);
      await textBlock(server, a.columnId);
      const deleted = await server.del(`/news_articles/${a.id}`);
      assert.equal(deleted.status, 200, deleted.text);
      const columns = deleted.body.content_node.layout_containers[0].layout_columns as unknown[];
      if (server === r) assert.deepEqual(columns, []);
      else assert.equal((columns[0] as { page_elements: unknown[] }).page_elements.length, 1);
    }
  },
  'untitled-article-null': async (r, baseline) => {
    const created = await r.post('/news_articles', { news_article: { page_node_ids: tag(r) } });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.title, null);
    assert.equal((await r.get(`/news_articles/${created.body.id}`)).body.title, null);
    const untitled = ((await r.get('/news_articles')).body as Array<{ title: unknown }>).filter(
      (a) => a.title === null,
    );
    assert.ok(untitled.length >= 2, 'the seeded untitled article and the new one');
    assert.equal(
      (await baseline.post('/news_articles', { news_article: { page_node_ids: tag(baseline) } })).body.title,
      '',
    );
  },
  'news-date-defaults-now': async (r, baseline) => {
    const mine = await article(r);
    assert.ok(isTimestampWithNumericOffset(mine.body.news_date), String(mine.body.news_date));
    assert.equal(mine.body.news_date, mine.body.created_on);
    assert.equal((await article(baseline)).body.news_date, null);
    const given = await article(r, { news_date: '2026-11-21T10:15:00+00:00' });
    assert.equal(Date.parse(given.body.news_date), Date.parse('2026-11-21T10:15:00+00:00'), 'a given date is kept');
  },
};
