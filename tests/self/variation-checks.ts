// What each variation added after the first seven does, checked against the reference server with
// only that variation on (`r`) and the server without variations (`baseline`). Used by
// tests/self/reference-faults-variations.test.ts, one test per variation. Here: timestamps, errors,
// statuses, headers, media types, query parameters, ids, numbers and envelopes; the variations of how
// records are kept and answered are in tests/self/variation-checks-records.ts. The variations drawn with
// random:<seed> are checked in tests/self/variation-checks-drawn.ts.
import assert from 'node:assert/strict';
import { multipart, isErrorBody } from '../../reference/testing.ts';
import type { VariationId } from '../../reference/variations.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';
import type { DrawnVariationId } from './variation-checks-drawn.ts';
import type { SilenceVariationId } from './variation-checks-silences.ts';
import type { SilenceVariationId2 } from './variation-checks-silences-2.ts';
import { article, type Check, textBlock } from './variation-checks-kit.ts';
import { RECORD_VARIATION_CHECKS } from './variation-checks-records.ts';

/** The variations checked in tests/self/reference-faults-variations.test.ts itself. */
export type FirstVariationId =
  | 'auth-403'
  | 'validation-422'
  | 'extra-fields'
  | 'offset-minus-05'
  | 'reverse-order'
  | 'version-header-required'
  | 'forbidden-site-404';

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

export const MORE_VARIATION_CHECKS: Record<
  Exclude<VariationId, FirstVariationId | DrawnVariationId | SilenceVariationId | SilenceVariationId2>,
  Check
> = {
  ...RECORD_VARIATION_CHECKS,
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
