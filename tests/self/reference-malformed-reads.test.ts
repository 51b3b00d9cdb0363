// The sweep of malformed requests (see reference-malformed.test.ts) over the GET operations, edge cases
// (odd URLs, query strings, field names and bodies), and the check that the sweeps cover every route
// the server serves.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { isErrorBody, type CallOptions } from '../../reference/testing.ts';
import { ref, useReference } from './fixtures/reference-session.ts';
import { rejectsWithoutChange, f, tag, JSON_OPS } from './fixtures/malformed-sweep.ts';

useReference();

describe('GET operations', () => {
  const cases: [string, number?][] = [
    ['/sites?membership=abc'],
    ['/sites?name=abc'],
    ['/sites/999999', 404],
    ['/sites/abc'],
    ['/layout_containers/999999', 404],
    ['/layout_containers/0'],
    ['/page_elements/999999', 404],
    ['/page_elements/1.5'],
    ['/news_articles?site_id=abc'],
    ['/news_articles?site_id=999999', 404],
    ['/news_articles/999999', 404],
    ['/news_articles/3001?plain_text=maybe'],
    ['/photo_galleries?object_type=stadium&object_id=1'],
    ['/photo_galleries?object_type=game&object_id=abc'],
    ['/photo_galleries?object_type=game&object_id=999999', 404],
    ['/photo_galleries/999999', 404],
    ['/video_galleries?object_type=team_instance&object_id=x'],
    ['/video_galleries/999999', 404],
    ['/sports/999999', 404],
    ['/sports/abc'],
    ['/officials'],
    ['/officials?game_id=abc'],
    ['/officials?game_id=999999', 404],
    ['/official_types'],
    ['/official_types?sport_id=abc'],
    ['/official_types?sport_id=999999', 404],
    ['/leagues'],
    ['/leagues?site_id=abc'],
    ['/leagues?site_url='],
    ['/leagues/999999', 404],
    ['/league_instances?league_id=abc'],
    ['/league_instances?league_id=999999', 404],
    ['/league_instance_tree/999999', 404],
    ['/division_instances'],
    ['/division_instances?subseason_id=abc'],
    ['/division_instances?subseason_id=999999', 404],
    ['/teams?site_id=abc'],
    ['/teams?league_ids=1,x'],
    ['/teams?site_id=999999', 404],
    ['/teams?current_subseason_only=yes'],
    ['/teams/999999', 404],
    ['/team_instances'],
    ['/team_instances?subseason_id=abc'],
    ['/team_instances?league_instance_id=999999', 404],
    ['/team_instances/999999', 404],
    ['/no_such_thing', 404],
    ['/sports/1/extra', 404],
  ];
  for (const [path, status] of cases) {
    test(`GET ${path}`, async () => {
      await rejectsWithoutChange(`GET ${path}`, () => ref.get(path), status);
    });
  }

  test('unknown routes and methods answer 404 with the error body', async () => {
    for (const [method, path] of [
      ['POST', '/sports'],
      ['DELETE', '/teams/7001'],
      ['PATCH', '/teams/7001'],
      ['POST', '/layout_containers/401/move'],
      ['GET', '/content_nodes/301'],
      ['GET', '/divisions/6401'],
    ] as const) {
      await rejectsWithoutChange(
        `${method} ${path}`,
        () => ref.call(method, path, method === 'GET' ? {} : { json: {} }),
        404,
      );
    }
  });
});

describe('edge cases', () => {
  test('odd URLs, query strings, field names and bodies', async () => {
    const cases: [string, string, CallOptions][] = [
      ['GET', '/sports/%E0%A4%A', {}],
      ['GET', '/sites?membership[]=1', {}],
      ['GET', '/sites?membership[a]=1', {}],
      ['GET', '/leagues?site_id=1&site_id=2', {}],
      ['GET', '/leagues?site_url=http://[::1', {}],
      ['GET', '/sports/99999999999999999999', {}],
      [
        'POST',
        '/news_articles',
        { raw: { body: '{"__proto__": {"x": 1}, "news_article": {}}', contentType: 'application/json' } },
      ],
      ['POST', '/news_articles', { raw: { body: Buffer.from([0xff, 0xfe, 0x7b]), contentType: 'application/json' } }],
      [
        'POST',
        '/news_articles',
        { json: { news_article: { page_node_ids: tag(), news_date: '2026-02-31T00:00:00Z' } } },
      ],
      ['POST', '/news_articles', { json: { news_article: { page_node_ids: `${tag()},` } } }],
      [
        'POST',
        '/page_elements',
        { raw: { body: 'page_element[__proto__][x]=1', contentType: 'application/x-www-form-urlencoded' } },
      ],
      [
        'POST',
        '/gallery_photos',
        {
          raw: {
            body: '--b\r\nContent-Disposition: form-data; name="__proto__[x]"\r\n\r\n1\r\n--b--\r\n',
            contentType: 'multipart/form-data; boundary=b',
          },
        },
      ],
      ['PUT', `/teams/${f().teamId}`, { json: { team: [] } }],
      ['POST', '/officials', { json: { id: null, official: { name: 'x', game_id: f().gameId } } }],
    ];
    for (const [method, path, o] of cases)
      await rejectsWithoutChange(`${method} ${path} ${JSON.stringify(o).slice(0, 80)}`, () =>
        ref.call(method, path, o),
      );
  });

  test('broken HTTP gets a 400 with the error body', async () => {
    const port = Number(new URL(ref.base).port);
    for (const payload of ['POST /pages HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 'GARBAGE\r\n\r\n']) {
      const out = await new Promise<string>((resolve) => {
        let text = '';
        const socket = net.connect(port, '127.0.0.1', () => socket.write(payload));
        socket.on('data', (d) => (text += d));
        socket.on('close', () => resolve(text));
      });
      assert.match(out, /^HTTP\/1\.1 400 /);
      assert.ok(isErrorBody(JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4))));
    }
  });
});

test('the sweep covers every route the server serves', async () => {
  const covered = new Set([
    ...JSON_OPS.map((op) => op.name.replace(/ \(.*\)$/, '')),
    'POST /page_elements',
    'POST /gallery_photos',
    'POST /uploaded_videos',
    'DELETE /gallery_photos/:id',
    'DELETE /uploaded_videos/:id',
    'GET /sites',
    'GET /sites/:id',
    'GET /tags',
    'GET /layout_containers/:id',
    'GET /page_elements/:id',
    'GET /news_articles',
    'GET /news_articles/:id',
    'GET /photo_galleries',
    'GET /photo_galleries/:id',
    'GET /video_galleries',
    'GET /video_galleries/:id',
    'GET /sports',
    'GET /sports/:id',
    'GET /officials',
    'GET /official_types',
    'GET /leagues',
    'GET /leagues/:id',
    'GET /league_instances',
    'GET /league_instance_tree/:id',
    'GET /division_instances',
    'GET /teams',
    'GET /teams/:id',
    'GET /team_instances',
    'GET /team_instances/:id',
    'GET /uploads/:name',
  ]);
  const served = ref.app.svc.routes.map((r) => `${r.method} ${r.url}`);
  assert.deepEqual(
    served.filter((r) => !covered.has(r)),
    [],
  );
  assert.equal(served.length, 47, served.join('\n'));
});
