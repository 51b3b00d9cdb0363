// A sweep of malformed requests over every operation of the reference server: malformed JSON, wrong
// types, missing required fields, unknown ids, a wrong content type, too large a body, unknown routes.
// Each gets a 4xx with {"errors": "<message>"} (never a 5xx) and changes nothing: the digest of the
// whole store is the same before and after. Then the valid request is sent and succeeds, which proves
// the rejection was caused by the defect.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { PLACEHOLDER_PNG } from '../../reference/seed.ts';
import { isErrorBody, multipart, startReference, type CallOptions, type RefServer, type Reply } from '../../reference/testing.ts';

let ref: RefServer;
before(async () => {
  ref = await startReference();
});
after(async () => {
  await ref.close();
});

type Json = Record<string, unknown>;

interface JsonOp {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** creates what the operation needs and gives the path and a valid body */
  setup: () => Promise<{ path: string; body?: Json }>;
  /** dotted paths of required body fields */
  required?: string[];
  /** dotted paths of body fields naming other records (an unknown id must be refused) */
  refs?: string[];
  /** the path has an :id */
  pathId?: boolean;
}

function bad(res: Reply, what: string): void {
  assert.ok(res.status >= 400 && res.status < 500, `${what}: expected a 4xx, got ${res.status} ${res.text.slice(0, 300)}`);
  assert.ok(isErrorBody(res.body), `${what}: expected {"errors": string}, got ${res.text.slice(0, 300)}`);
}

async function rejectsWithoutChange(what: string, send: () => Promise<Reply>, status?: number): Promise<void> {
  const digest = ref.store.digest();
  const res = await send();
  bad(res, what);
  if (status !== undefined) assert.equal(res.status, status, `${what}: ${res.text.slice(0, 200)}`);
  assert.equal(ref.store.digest(), digest, `${what}: the store changed`);
}

function clone(body: Json): Json {
  return structuredClone(body);
}

function getPath(obj: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), obj);
}

function setPath(obj: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = obj;
  for (const k of keys.slice(0, -1)) node = node[k] as Json;
  if (value === undefined) delete node[keys[keys.length - 1]!];
  else node[keys[keys.length - 1]!] = value;
}

/** Every leaf (and nested object) path of a body. */
function leafPaths(obj: Json, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === 'object' && !Array.isArray(v) ? [p, ...leafPaths(v as Json, p)] : [p];
  });
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'string') return { not: 'a string' };
  if (typeof value === 'boolean') return 'maybe';
  if (value && typeof value === 'object') return 'not an object';
  return 12345;
}

// ------------------------------------------------------------------ fixtures made per operation

const f = () => ref.fixtures;
const tag = () => String(f().newsPageNodeId);

async function article(): Promise<Json> {
  const res = await ref.post('/news_articles', { news_article: { title: 'Sweep', page_node_ids: tag() } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}
async function container(): Promise<Json> {
  const a = await article();
  const res = await ref.post('/layout_containers', { site_id: f().siteId, layout_container: { content_node_id: a.content_node_id, layout_type: 'twoColumn5050' } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}
async function column(): Promise<number> {
  const a = await article();
  return (a as { content_node: { layout_containers: { layout_columns: { id: number }[] }[] } }).content_node.layout_containers[0]!.layout_columns[0]!.id;
}
async function pageElement(): Promise<Json> {
  const res = await ref.post('/page_elements', { page_element: { layout_column_id: await column(), element: { content: 'x' } } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}
async function subseasonNode(subseasonId: number): Promise<number> {
  return ref.store.t.subseasons.get(subseasonId)!.node_id;
}
async function divisionInstance(): Promise<Json> {
  const res = await ref.post('/division_instances', { parent_node_id: await subseasonNode(f().playoffSubseasonId), existing_or_new: 'new', division: { name: `Sweep ${Math.random()}` } });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

const JSON_OPS: JsonOp[] = [
  {
    name: 'POST /layout_containers',
    method: 'POST',
    setup: async () => ({ path: '/layout_containers', body: { site_id: f().siteId, layout_container: { content_node_id: (await article()).content_node_id, layout_type: 'twoColumn6633', position: 1, locked: false, name: 'n' } } }),
    required: ['site_id', 'layout_container', 'layout_container.content_node_id'],
    refs: ['site_id', 'layout_container.content_node_id'],
  },
  {
    name: 'PUT /layout_containers/:id',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/layout_containers/${(await container()).id}`, body: { layout_container: { layout_type: 'oneColumn', name: 'x', locked: true, position: 1 } } }),
    required: ['layout_container'],
  },
  {
    name: 'PUT /layout_containers/:id/move',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/layout_containers/${(await container()).id}/move?site_id=${f().siteId}`, body: { content_node_id: (await article()).content_node_id } }),
    required: ['content_node_id'],
    refs: ['content_node_id'],
  },
  {
    name: 'DELETE /layout_containers/:id',
    method: 'DELETE',
    pathId: true,
    setup: async () => {
      const c = await container();
      return { path: `/layout_containers/${c.id}`, body: { layout_container_id: c.id as number } };
    },
  },
  {
    name: 'POST /page_elements (JSON)',
    method: 'POST',
    setup: async () => ({
      path: '/page_elements',
      body: { page_element: { layout_column_id: await column(), page_element_type: 'TextBlock', element: { content: '<p>x</p>', has_url: false }, custom_css_class: 'c', element_locked: false, mirror_enabled: true } },
    }),
    required: ['page_element', 'page_element.layout_column_id', 'page_element.element'],
    refs: ['page_element.layout_column_id'],
  },
  {
    name: 'POST /page_elements (JSON photo)',
    method: 'POST',
    setup: async () => ({
      path: '/page_elements',
      body: { page_element: { layout_column_id: await column(), page_element_type: 'Photo', element: { cutline: 'c', has_url: 2, url: 'u', protocol: 'https://', enlargeable: true } } },
    }),
    required: ['page_element', 'page_element.layout_column_id', 'page_element.element', 'page_element.element.url', 'page_element.element.protocol'],
  },
  {
    name: 'PUT /page_elements/:id',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/page_elements/${(await pageElement()).id}`, body: { page_element: { custom_css_class: 'd', content_locked: false }, element: { content: 'y' } } }),
    required: ['page_element', 'element'],
  },
  {
    name: 'DELETE /page_elements/:id',
    method: 'DELETE',
    pathId: true,
    setup: async () => ({ path: `/page_elements/${(await pageElement()).id}` }),
  },
  {
    name: 'PUT /page_elements/:id/move',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/page_elements/${(await pageElement()).id}/move`, body: { site_id: f().siteId, layout_column_id: await column() } }),
    required: ['site_id', 'layout_column_id'],
    refs: ['site_id', 'layout_column_id'],
  },
  {
    name: 'POST /pages',
    method: 'POST',
    setup: async () => ({
      path: '/pages',
      body: { site_id: f().siteId, page_title: 'Sweep', button_title: 'Sweep', parent_id: f().newsPageNodeId, display_status: 'private', layout_template: 'three_panel' },
    }),
    required: ['site_id'],
    refs: ['site_id', 'parent_id'],
  },
  {
    name: 'POST /news_articles',
    method: 'POST',
    setup: async () => ({
      path: '/news_articles',
      body: { news_article: { title: 'T', author: 'A', teaser: 'S', news_date: '2026-11-21T10:15:00+00:00', status: 'published', show_image_with_article: false, page_node_ids: tag() } },
    }),
    required: ['news_article', 'news_article.page_node_ids'],
  },
  {
    name: 'PUT /news_articles/:id',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/news_articles/${(await article()).id}`, body: { news_article: { title: 'U', status: 'published', page_node_ids: tag() } } }),
    required: ['news_article.page_node_ids'],
  },
  {
    name: 'DELETE /news_articles/:id',
    method: 'DELETE',
    pathId: true,
    setup: async () => ({ path: `/news_articles/${(await article()).id}` }),
  },
  {
    name: 'POST /games_news_articles',
    method: 'POST',
    setup: async () => ({ path: '/games_news_articles', body: { game_id: f().gameId, news_article_id: (await article()).id as number } }),
    required: ['game_id', 'news_article_id'],
    refs: ['game_id', 'news_article_id'],
  },
  {
    name: 'POST /officials (create)',
    method: 'POST',
    setup: async () => ({ path: '/officials', body: { official: { name: 'Sweep Official', game_id: f().gameId, official_type_id: 22 } } }),
    required: ['official', 'official.name', 'official.game_id'],
    refs: ['official.game_id', 'official.official_type_id'],
  },
  {
    name: 'POST /officials (update)',
    method: 'POST',
    setup: async () => ({ path: '/officials', body: { id: 5201, official: { name: 'Sweep Update', official_type_id: 21 }, current_user: 1 } }),
    required: ['official'],
    refs: ['id', 'official.official_type_id'],
  },
  {
    name: 'POST /division_instances (new)',
    method: 'POST',
    setup: async () => ({
      path: '/division_instances',
      body: { parent_node_id: await subseasonNode(f().regularSubseasonId), existing_or_new: 'new', top_template_id: 1, division: { name: `D${Math.random()}`, primary_color: 'abcdef' } },
    }),
    required: ['parent_node_id', 'division', 'division.name'],
    refs: ['parent_node_id'],
  },
  {
    name: 'POST /division_instances (existing)',
    method: 'POST',
    setup: async () => {
      const di = await divisionInstance();
      return { path: '/division_instances', body: { parent_node_id: await subseasonNode(f().regularSubseasonId), division_id: di.division_id as number } };
    },
    required: ['parent_node_id', 'division_id'],
    refs: ['parent_node_id', 'division_id'],
  },
  {
    name: 'PUT /division_instances/:id',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/division_instances/${(await divisionInstance()).id}`, body: { max_standings_points: 12, non_standing: true } }),
  },
  {
    name: 'DELETE /division_instances/:id',
    method: 'DELETE',
    pathId: true,
    setup: async () => ({ path: `/division_instances/${(await divisionInstance()).id}` }),
  },
  {
    name: 'PUT /teams/:id',
    method: 'PUT',
    pathId: true,
    setup: async () => ({ path: `/teams/${f().teamId}`, body: { team: { abbrev: 'SWP', gender: 'female', primary_color: '0a0a0a', parent_team_id: f().soloTeamId } } }),
    refs: ['team.parent_team_id'],
  },
];

/** Replaces the first integer path segment with an unknown id. */
function unknownIdPath(path: string): string {
  return path.replace(/\/\d+(?=\/|\?|$)/, '/999999');
}

describe('JSON operations', () => {
  for (const op of JSON_OPS) {
    test(op.name, async () => {
      const { path, body } = await op.setup();
      const send = (o: CallOptions) => () => ref.call(op.method, path, o);
      await rejectsWithoutChange('malformed JSON', send({ raw: { body: '{"a": ', contentType: 'application/json' } }), 400);
      await rejectsWithoutChange('wrong content type', send({ raw: { body: 'hello', contentType: 'text/plain' } }), 415);
      await rejectsWithoutChange('xml content type', send({ raw: { body: '<a/>', contentType: 'application/xml' } }), 415);
      await rejectsWithoutChange('too large', send({ raw: { body: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 16) }), contentType: 'application/json' } }), 413);
      if (op.method !== 'DELETE') {
        await rejectsWithoutChange('an array body', send({ json: [] }));
        await rejectsWithoutChange('a string body', send({ json: 'text' }));
        await rejectsWithoutChange('a null body', send({ raw: { body: 'null', contentType: 'application/json' } }));
      }
      if (op.pathId) {
        const unknown = await ref.call(op.method, unknownIdPath(path), { json: op.method === 'DELETE' ? {} : (body ?? {}) });
        bad(unknown, 'unknown id in the path');
        assert.equal(unknown.status, 404, unknownIdPath(path));
        const notInt = await ref.call(op.method, path.replace(/\/\d+(?=\/|\?|$)/, '/abc'), { json: op.method === 'DELETE' ? {} : (body ?? {}) });
        bad(notInt, 'a non-integer id in the path');
      }
      if (body) {
        for (const p of leafPaths(body)) {
          const b = clone(body);
          setPath(b, p, wrongType(getPath(body, p)));
          await rejectsWithoutChange(`wrong type of ${p}`, send({ json: b }));
        }
        for (const p of op.required ?? []) {
          const b = clone(body);
          setPath(b, p, undefined);
          await rejectsWithoutChange(`missing ${p}`, send({ json: b }));
        }
        for (const p of op.refs ?? []) {
          const b = clone(body);
          setPath(b, p, 999999);
          await rejectsWithoutChange(`unknown id in ${p}`, send({ json: b }));
        }
      }
      // and the valid request works
      const ok = await ref.call(op.method, path, body ? { json: body } : {});
      assert.equal(ok.status, 200, `${op.name} valid request: ${ok.text.slice(0, 300)}`);
    });
  }
});

describe('form and multipart operations', () => {
  test('POST /page_elements photo upload (multipart)', async () => {
    const columnId = await column();
    const fields = {
      'page_element[layout_column_id]': String(columnId),
      'page_element[page_element_type]': 'Photo',
      'page_element[element][cutline]': 'c',
      'page_element[element][has_url]': '2',
      'page_element[element][url]': 'u',
      'page_element[element][protocol]': 'http://',
    };
    const file = { file: PLACEHOLDER_PNG, name: 'a.png', type: 'image/png' };
    const send = (o: Record<string, unknown>) => () => ref.call('POST', '/page_elements', { multipart: multipart({ ...fields, 'page_element[element][uploaded_data]': file, ...o } as never) });
    await rejectsWithoutChange('layout_column_id not an integer', send({ 'page_element[layout_column_id]': 'abc' }));
    await rejectsWithoutChange('unknown layout column', send({ 'page_element[layout_column_id]': '999999' }), 404);
    await rejectsWithoutChange('has_url not an integer', send({ 'page_element[element][has_url]': 'two' }));
    await rejectsWithoutChange('has_url 9', send({ 'page_element[element][has_url]': '9' }));
    await rejectsWithoutChange('unknown protocol', send({ 'page_element[element][protocol]': 'gopher://' }));
    await rejectsWithoutChange('unknown page_element_type', send({ 'page_element[page_element_type]': 'Hologram' }));
    await rejectsWithoutChange('conflicting field names', send({ 'page_element[element]': 'flat' }));
    const noColumn = multipart({ 'page_element[element][cutline]': 'c' });
    await rejectsWithoutChange('missing layout_column_id', () => ref.call('POST', '/page_elements', { multipart: noColumn }));
    await rejectsWithoutChange('broken multipart', () =>
      ref.call('POST', '/page_elements', { raw: { body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', contentType: 'multipart/form-data; boundary=xyz' } }),
    );
    await rejectsWithoutChange('multipart without boundary', () => ref.call('POST', '/page_elements', { raw: { body: 'abc', contentType: 'multipart/form-data' } }));
    await rejectsWithoutChange(
      'file too large',
      () =>
        ref.call('POST', '/page_elements', {
          multipart: multipart({ ...fields, 'page_element[element][uploaded_data]': { file: Buffer.alloc(10 * 1024 * 1024 + 1), name: 'big.png', type: 'image/png' } }),
        }),
      413,
    );
    const ok = await send({})();
    assert.equal(ok.status, 200, ok.text);
  });

  test('POST /page_elements uploaded video (multipart) and external video (URL-encoded)', async () => {
    const columnId = String(await column());
    const video = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/page_elements', {
        multipart: multipart({
          'page_element[layout_column_id]': columnId,
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'UploadedVideo',
          'page_element[element][video_params][title]': 'T',
          'page_element[element][video_params][uploaded_data]': { file: Buffer.from('v'), name: 'v.mp4', type: 'video/mp4' },
          ...o,
        } as never),
      });
    await rejectsWithoutChange('unknown video_element_type', video({ 'page_element[element][video_params][video_element_type]': 'Hologram' }));
    await rejectsWithoutChange('uploaded video without a file', video({ 'page_element[element][video_params][uploaded_data]': 'not a file' }));
    const site2Column = (() => {
      const page = [...ref.store.t.pages.values()].find((p) => p.site_id === f().secondSiteId)!;
      const c = [...ref.store.t.layoutContainers.values()].find((x) => x.content_node_id === page.content_node_id)!;
      return String([...ref.store.t.layoutColumns.values()].find((x) => x.layout_container_id === c.id)!.id);
    })();
    await rejectsWithoutChange('uploaded videos disabled for the site', video({ 'page_element[layout_column_id]': site2Column }));
    assert.equal((await video({})()).status, 200);

    const external = (o: Record<string, string>) => () =>
      ref.call('POST', '/page_elements', {
        form: {
          'page_element[layout_column_id]': columnId,
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'ExternalVideo',
          'page_element[element][video_params][youtube_url]': 'https://vimeo.com/123',
          ...o,
        },
      });
    await rejectsWithoutChange('external video without a URL', external({ 'page_element[element][video_params][youtube_url]': '' }));
    await rejectsWithoutChange('external video with no http URL', external({ 'page_element[element][video_params][youtube_url]': 'javascript:alert(1)' }));
    await rejectsWithoutChange('layout_column_id not an integer', external({ 'page_element[layout_column_id]': '1.5' }));
    await rejectsWithoutChange('a form body on a JSON-only endpoint', () => ref.call('POST', '/news_articles', { form: { 'news_article[title]': 'x', 'news_article[page_node_ids]': tag() } }), 415);
    await rejectsWithoutChange('a multipart body on a JSON-only endpoint', () => ref.call('PUT', `/teams/${f().teamId}`, { multipart: multipart({ abbrev: 'X' }) }), 415);
    assert.equal((await external({})()).status, 200);
  });

  test('POST /gallery_photos and POST /uploaded_videos (multipart only)', async () => {
    const photo = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/gallery_photos', { multipart: multipart({ object_type: 'game', object_id: String(f().gameId), filedata: { file: PLACEHOLDER_PNG, name: 'g.png', type: 'image/png' }, ...o } as never) });
    await rejectsWithoutChange('a JSON body', () => ref.post('/gallery_photos', { object_type: 'game', object_id: f().gameId }), 415);
    await rejectsWithoutChange('unknown object_type', photo({ object_type: 'stadium' }));
    await rejectsWithoutChange('object_id not an integer', photo({ object_id: 'abc' }));
    await rejectsWithoutChange('unknown object', photo({ object_id: '999999' }), 404);
    await rejectsWithoutChange('filedata not a file', photo({ filedata: 'text' }));
    await rejectsWithoutChange('missing filedata', () => ref.call('POST', '/gallery_photos', { multipart: multipart({ object_type: 'game', object_id: String(f().gameId) }) }));
    await rejectsWithoutChange('too many files', () =>
      ref.call('POST', '/gallery_photos', {
        multipart: (() => {
          const form = multipart({ object_type: 'game', object_id: String(f().gameId) });
          for (let i = 0; i < 6; i++) form.append(`filedata${i}`, new Blob([new Uint8Array(PLACEHOLDER_PNG)]), 'x.png');
          return form;
        })(),
      }),
    );
    assert.equal((await photo({})()).status, 200);

    const video = (o: Record<string, unknown>) => () =>
      ref.call('POST', '/uploaded_videos', {
        multipart: multipart({
          'uploaded_video[object_type]': 'game',
          'uploaded_video[object_id]': String(f().gameId),
          'uploaded_video[filedata]': { file: Buffer.from('vv'), name: 'v.mp4', type: 'video/mp4' },
          'uploaded_video[name]': 'N',
          'uploaded_video[description]': 'D',
          ...o,
        } as never),
      });
    await rejectsWithoutChange('unwrapped fields', () => ref.call('POST', '/uploaded_videos', { multipart: multipart({ object_type: 'game', object_id: String(f().gameId) }) }));
    await rejectsWithoutChange('object_id not an integer', video({ 'uploaded_video[object_id]': 'x' }));
    await rejectsWithoutChange('missing filedata', video({ 'uploaded_video[filedata]': undefined }));
    await rejectsWithoutChange('a field too large', video({ 'uploaded_video[description]': 'd'.repeat(64 * 1024 + 1) }), 413);
    assert.equal((await video({})()).status, 200);
  });

  test('deletes of gallery photos and uploaded videos: unknown and non-integer ids', async () => {
    for (const path of ['/gallery_photos/999999', '/uploaded_videos/999999']) await rejectsWithoutChange(path, () => ref.del(path), 404);
    for (const path of ['/gallery_photos/abc', '/uploaded_videos/-1']) await rejectsWithoutChange(path, () => ref.del(path));
  });
});

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
      await rejectsWithoutChange(`${method} ${path}`, () => ref.call(method, path, method === 'GET' ? {} : { json: {} }), 404);
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
      ['POST', '/news_articles', { raw: { body: '{"__proto__": {"x": 1}, "news_article": {}}', contentType: 'application/json' } }],
      ['POST', '/news_articles', { raw: { body: Buffer.from([0xff, 0xfe, 0x7b]), contentType: 'application/json' } }],
      ['POST', '/news_articles', { json: { news_article: { page_node_ids: tag(), news_date: '2026-02-31T00:00:00Z' } } }],
      ['POST', '/news_articles', { json: { news_article: { page_node_ids: `${tag()},` } } }],
      ['POST', '/page_elements', { raw: { body: 'page_element[__proto__][x]=1', contentType: 'application/x-www-form-urlencoded' } }],
      ['POST', '/gallery_photos', { raw: { body: '--b\r\nContent-Disposition: form-data; name="__proto__[x]"\r\n\r\n1\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' } }],
      ['PUT', `/teams/${f().teamId}`, { json: { team: [] } }],
      ['POST', '/officials', { json: { id: null, official: { name: 'x', game_id: f().gameId } } }],
    ];
    for (const [method, path, o] of cases) await rejectsWithoutChange(`${method} ${path} ${JSON.stringify(o).slice(0, 80)}`, () => ref.call(method, path, o));
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
  assert.deepEqual(served.filter((r) => !covered.has(r)), []);
  assert.equal(served.length, 47, served.join('\n'));
});
