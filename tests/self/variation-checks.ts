// What each variation added after the first seven does, checked against the reference server with
// only that variation on (`r`) and the server without variations (`baseline`). Used by
// tests/self/reference-faults-variations.test.ts, one test per variation. The variations drawn with
// random:<seed> are checked in tests/self/variation-checks-drawn.ts.
import assert from 'node:assert/strict';
import { multipart, isErrorBody, type RefServer, externalVideoForm } from '../../reference/testing.ts';
import type { VariationId } from '../../reference/variations.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';
import type { DrawnVariationId } from './variation-checks-drawn.ts';
import type { SilenceVariationId } from './variation-checks-silences.ts';
import type { SilenceVariationId2 } from './variation-checks-silences-2.ts';

type Check = (r: RefServer, baseline: RefServer) => Promise<void>;

/** The variations checked in tests/self/reference-faults-variations.test.ts itself. */
export type FirstVariationId =
  | 'auth-403'
  | 'validation-422'
  | 'extra-fields'
  | 'offset-minus-05'
  | 'reverse-order'
  | 'version-header-required'
  | 'forbidden-site-404';

const tag = (r: RefServer) => String(r.fixtures.newsPageNodeId);

/** A news article of its own: its id, content node, container and column. */
async function article(r: RefServer, fields: Record<string, unknown> = {}) {
  const a = await r.post('/news_articles', { news_article: { title: 'Variation', page_node_ids: tag(r), ...fields } });
  assert.equal(a.status, 200, a.text);
  const container = a.body.content_node.layout_containers[0];
  return {
    id: a.body.id as number,
    body: a.body,
    contentNodeId: a.body.content_node.id as number,
    containerId: container.id as number,
    columnId: container.layout_columns[0].id as number,
  };
}

async function textBlock(r: RefServer, columnId: number, pageElement: Record<string, unknown> = {}) {
  const pe = await r.post('/page_elements', {
    page_element: {
      layout_column_id: columnId,
      page_element_type: 'TextBlock',
      ...pageElement,
      element: { content: '<p>v</p>' },
    },
  });
  assert.equal(pe.status, 200, pe.text);
  return pe.body;
}

/** Every timestamp string of a body (keys ending in _at, _on, _date). */
function timestamps(body: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v))
      v.forEach((x) => {
        walk(x, key);
      });
    else if (v && typeof v === 'object')
      Object.entries(v).forEach(([k, x]) => {
        walk(x, k);
      });
    else if (/(_at|_on|_date)$/.test(key) && typeof v === 'string') out.push(v);
  };
  walk(body);
  return out;
}

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

export const MORE_VARIATION_CHECKS: Record<
  Exclude<VariationId, FirstVariationId | DrawnVariationId | SilenceVariationId | SilenceVariationId2>,
  Check
> = {
  'offset-plus-0530': async (r, baseline) => {
    const mine = timestamps((await r.get(`/teams/${r.fixtures.teamId}`)).body);
    const base = timestamps((await baseline.get(`/teams/${r.fixtures.teamId}`)).body);
    assert.ok(mine.length > 10);
    assert.equal(mine.length, base.length);
    mine.forEach((t, i) => {
      assert.ok(t.endsWith('+05:30') && isTimestampWithNumericOffset(t), t);
      assert.equal(Date.parse(t), Date.parse(base[i]!), 'the same instant');
    });
  },
  'fractional-seconds': async (r, baseline) => {
    const mine = timestamps((await r.get(`/news_articles/${r.fixtures.newsArticleId}`)).body);
    const base = timestamps((await baseline.get(`/news_articles/${r.fixtures.newsArticleId}`)).body);
    assert.ok(mine.length > 3);
    mine.forEach((t, i) => {
      assert.match(t, /T\d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{2}:\d{2}$/);
      assert.ok(isTimestampWithNumericOffset(t), t);
      assert.equal(Date.parse(t), Date.parse(base[i]!));
    });
  },
  'deleted-410': async (r) => {
    const a = await article(r);
    const pe = await textBlock(r, a.columnId);
    assert.equal((await r.get(`/page_elements/${pe.id}`)).status, 200);
    assert.equal((await r.del(`/page_elements/${pe.id}`)).status, 200);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await r.call(
        method,
        `/page_elements/${pe.id}`,
        method === 'PUT' ? { json: { page_element: {}, element: {} } } : {},
      );
      assert.equal(res.status, 410, `${method} of a deleted page element`);
      assert.ok(isErrorBody(res.body));
    }
    assert.equal((await r.del(`/news_articles/${a.id}`)).status, 200);
    assert.equal((await r.get(`/news_articles/${a.id}`)).status, 410);
    assert.equal((await r.get('/page_elements/999999')).status, 404, 'a record that never existed stays 404');
    assert.equal(
      (await r.get(`/layout_containers/${a.containerId}`)).status,
      404,
      'deleted with its article, not at its own URL: 404',
    );
  },
  'conflict-400': async (r, baseline) => {
    for (const [server, status] of [
      [r, 400],
      [baseline, 409],
    ] as const) {
      const a = await article(server);
      const pe = await textBlock(server, a.columnId, { element_locked: true });
      const res = await server.del(`/page_elements/${pe.id}`);
      assert.equal(res.status, status);
      assert.ok(isErrorBody(res.body));
    }
  },
  'tags-error-body': async (r, baseline) => {
    const res = await r.get('/tags?scope=has_news');
    assert.equal(res.status, 400);
    assert.ok(isErrorBody(res.body), res.text);
    assert.deepEqual((await baseline.get('/tags?scope=has_news')).body, {});
  },
  'error-extra-fields': async (r) => {
    const res = await r.get('/sports/999999');
    assert.equal(res.status, 404);
    assert.ok(isErrorBody(res.body));
    assert.deepEqual(Object.keys(res.body).sort(), ['code', 'errors', 'request_id', 'status']);
    assert.equal(res.body.status, 404);
    assert.equal((await r.get('/sports/1')).body.code, undefined, 'only error bodies');
  },
  'no-www-authenticate': async (r, baseline) => {
    const res = await r.get('/sports', { auth: 'none' });
    assert.equal(res.status, 401);
    assert.ok(isErrorBody(res.body));
    assert.equal(res.headers.get('www-authenticate'), null);
    assert.ok((await baseline.get('/sports', { auth: 'none' })).headers.get('www-authenticate'));
  },
  'accept-required': async (r) => {
    // (fetch always sends an Accept header: `*/*` when none is given, which admits JSON)
    for (const accept of ['text/html', 'text/plain, image/png', 'application/json;q=0']) {
      const res = await r.get('/sports', { headers: { accept } });
      assert.equal(res.status, 406, `Accept ${JSON.stringify(accept)}`);
      assert.ok(isErrorBody(res.body));
    }
    for (const accept of ['application/json', '*/*', 'text/html, application/json;q=0.5', 'application/vnd.svc+json']) {
      assert.equal((await r.get('/sports', { headers: { accept } })).status, 200, accept);
    }
    assert.equal(
      (await r.get('/sports', { auth: 'none', headers: { accept: '' } })).status,
      401,
      'authentication first',
    );
  },
  'unknown-query-rejected': async (r) => {
    const res = await r.get('/sports?page=2');
    assert.equal(res.status, 400);
    assert.ok(isErrorBody(res.body));
    assert.equal(
      (await r.get(`/news_articles?site_id=${r.fixtures.siteId}`)).status,
      400,
      'the news index takes no parameter',
    );
    assert.equal(
      (await r.get(`/teams?site_id=${r.fixtures.siteId}&league_ids=${r.fixtures.leagueId}&current_subseason_only=1`))
        .status,
      200,
    );
    assert.equal(
      (await r.get(`/news_articles/${r.fixtures.newsArticleId}?plain_text=true&basic_html=true`)).status,
      200,
    );
    assert.equal((await r.get('/sites?membership=1&name=1')).status, 200);
  },
  'extra-headers': async (r) => {
    const res = await r.get('/sports');
    for (const name of [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'x-request-id',
      'cache-control',
      'svc-api-version',
      'link',
    ]) {
      assert.ok(res.headers.get(name), name);
    }
    assert.match(res.headers.get('link')!, /rel="self"/);
    assert.equal((await r.get('/sports/1')).headers.get('link'), null, 'Link only on index responses');
  },
  'json-vendor-media-type': async (r) => {
    const ok = await r.get('/sports/1');
    assert.equal(ok.headers.get('content-type'), 'application/vnd.svc+json');
    assert.equal(ok.body.id, 1);
    const error = await r.get('/sports/999999');
    assert.equal(error.headers.get('content-type'), 'application/vnd.svc+json');
    assert.ok(isErrorBody(error.body));
  },
  'pretty-json': async (r, baseline) => {
    const res = await r.get('/sports/1');
    assert.ok(res.text.startsWith('{\n  "id": 1,'), res.text.slice(0, 40));
    assert.ok(res.text.endsWith('}\n'));
    assert.deepEqual(res.body, (await baseline.get('/sports/1')).body);
  },
  'large-ids': async (r) => {
    const a = await article(r);
    for (const id of [a.id, a.contentNodeId, a.containerId, a.columnId])
      assert.ok(Number.isSafeInteger(id) && id > 2 ** 32, String(id));
    const pe = await textBlock(r, a.columnId);
    assert.ok(pe.id > 2 ** 32 && pe.element_id > 2 ** 32);
    assert.equal((await r.get(`/page_elements/${pe.id}`)).body.id, pe.id);
    assert.equal((await r.get(`/sites/${r.fixtures.siteId}`)).status, 200, 'seeded ids are kept');
  },
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
  'decimal-string': async (r) => {
    const res = await r.put(`/division_instances/${r.fixtures.divisionInstanceId}`, { max_standings_points: 42 });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.max_standings_points, '42.0');
    const frac = await r.put(`/division_instances/${r.fixtures.divisionInstanceId}`, { max_standings_points: 12.5 });
    assert.equal(frac.body.max_standings_points, '12.5');
  },
  'gallery-envelopes': async (r, baseline) => {
    const game = r.fixtures.gameId;
    const index = await r.get(`/photo_galleries?object_type=game&object_id=${game}`, { auth: 'basic' });
    assert.equal(index.status, 200);
    assert.deepEqual(Object.keys(index.body), ['photo_galleries']);
    const baseIndex = (await baseline.get(`/photo_galleries?object_type=game&object_id=${game}`, { auth: 'basic' }))
      .body as Array<{ id: number }>;
    assert.deepEqual(
      index.body.photo_galleries.map((g: { id: number }) => g.id),
      baseIndex.map((g) => g.id),
    );
    const show = await r.get(`/video_galleries/${r.fixtures.videoGalleryId}`, { auth: 'basic' });
    assert.deepEqual(Object.keys(show.body), ['video_gallery']);
    const upload = await r.call('POST', '/gallery_photos', {
      auth: 'basic',
      multipart: multipart({
        object_type: 'game',
        object_id: game,
        filedata: { file: Buffer.from('png'), name: 'p.png', type: 'image/png' },
      }),
    });
    assert.equal(upload.status, 200, upload.text);
    assert.equal(typeof upload.body.gallery_photo.id, 'number');
    const deleted = await r.del(`/gallery_photos/${upload.body.gallery_photo.id}`, { auth: 'basic' });
    assert.equal(deleted.body.gallery_photo.id, upload.body.gallery_photo.id);
    assert.ok(isErrorBody((await r.get('/photo_galleries/999999', { auth: 'basic' })).body), 'errors are not wrapped');
  },
};
