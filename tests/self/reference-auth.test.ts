// Authentication of the reference server: every endpoint requires a credential; a bearer everywhere,
// and on the gallery, gallery photo and uploaded video endpoints HTTP basic with SVC-API-TOKEN too.
// Also the version header (accepted by default) and that no secret is ever echoed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { REFERENCE_CREDENTIALS, REFERENCE_SECRETS } from '../../reference/credentials.ts';
import {
  galleryPhotoFields,
  isErrorBody,
  multipart,
  startReference,
  type Auth,
  type RefServer,
  type Reply,
} from '../../reference/testing.ts';

let ref: RefServer;
const seen: string[] = [];
before(async () => {
  ref = await startReference();
});
after(async () => {
  await ref.close();
  for (const text of seen)
    for (const secret of REFERENCE_SECRETS) assert.ok(!text.includes(secret), 'a secret was echoed in a response');
});

const GALLERY = /^\/(photo_galleries|video_galleries|gallery_photos|uploaded_videos)/;

/** Every route of the interface with its :id filled with an existing record. */
function concreteRoutes(): { method: string; path: string; gallery: boolean }[] {
  const f = ref.fixtures;
  const ids: Record<string, number> = {
    sites: f.siteId,
    layout_containers: 401,
    page_elements: 801,
    news_articles: f.newsArticleId,
    photo_galleries: f.photoGalleryId,
    video_galleries: f.videoGalleryId,
    gallery_photos: 4101,
    uploaded_videos: 4301,
    sports: f.sportId,
    leagues: f.leagueId,
    league_instance_tree: f.leagueInstanceId,
    division_instances: f.divisionInstanceId,
    teams: f.teamId,
    team_instances: f.teamInstanceId,
  };
  return ref.app.svc.routes
    .filter((r) => !r.url.startsWith('/uploads'))
    .map((r) => {
      const resource = r.url.split('/')[1]!;
      return { method: r.method, path: r.url.replace(':id', String(ids[resource] ?? 1)), gallery: GALLERY.test(r.url) };
    });
}

async function send(method: string, path: string, auth: Auth): Promise<Reply> {
  const res = await ref.call(method, path, { auth, ...(method === 'GET' ? {} : { json: {} }) });
  seen.push(res.text);
  return res;
}

function refused(res: Reply, what: string): void {
  assert.equal(res.status, 401, `${what}: ${res.status} ${res.text.slice(0, 200)}`);
  assert.ok(isErrorBody(res.body), `${what}: ${res.text.slice(0, 200)}`);
  assert.deepEqual(Object.keys(res.body), ['errors'], `${what}: data in a refused answer`);
  assert.match(res.headers.get('www-authenticate') ?? '', /Bearer/);
}

test('every endpoint refuses a request without credentials, with a wrong bearer, or with garbage', async () => {
  const routes = concreteRoutes();
  assert.equal(routes.length, 46);
  const digest = ref.store.digest();
  for (const { method, path } of routes) {
    refused(await send(method, path, 'none'), `${method} ${path} without credentials`);
    refused(await send(method, path, { bearer: 'svc-ref-bearer-wrong' }), `${method} ${path} with a wrong bearer`);
    refused(
      await ref.call(method, path, { headers: { authorization: 'Token abc' } }),
      `${method} ${path} with another scheme`,
    );
  }
  assert.equal(ref.store.digest(), digest);
});

test('endpoints without basic credentials in the interface refuse them', async () => {
  for (const { method, path } of concreteRoutes().filter((r) => !r.gallery)) {
    refused(await send(method, path, 'basic'), `${method} ${path} with basic credentials`);
  }
});

test('the gallery endpoints take basic credentials with SVC-API-TOKEN, and refuse wrong ones', async () => {
  const f = ref.fixtures;
  const u = REFERENCE_CREDENTIALS.username;
  const p = REFERENCE_CREDENTIALS.password;
  const t = REFERENCE_CREDENTIALS.apiToken;
  for (const path of [
    `/photo_galleries?object_type=game&object_id=${f.gameId}`,
    `/photo_galleries/${f.photoGalleryId}`,
    `/video_galleries?object_type=game&object_id=${f.gameId}`,
    `/video_galleries/${f.videoGalleryId}`,
  ]) {
    assert.equal((await send('GET', path, 'basic')).status, 200, path);
    assert.equal((await send('GET', path, 'bearer')).status, 200, path);
    refused(await send('GET', path, { basic: [u, 'wrong-password'], apiToken: t }), `${path} wrong password`);
    refused(await send('GET', path, { basic: ['someone', p], apiToken: t }), `${path} wrong user`);
    refused(await send('GET', path, { basic: [u, p], apiToken: 'svc-ref-apitoken-wrong' }), `${path} wrong api token`);
    refused(await send('GET', path, { basic: [u, p], apiToken: null }), `${path} no api token`);
    refused(await ref.call('GET', path, { auth: 'none', headers: { 'svc-api-token': t } }), `${path} api token alone`);
  }
  const photo = await ref.call('POST', '/gallery_photos', {
    auth: 'basic',
    multipart: multipart(galleryPhotoFields('game', f.gameId, 'b.png')),
  });
  assert.equal(photo.status, 200, photo.text);
  assert.equal((await ref.del(`/gallery_photos/${photo.body.id}`, { auth: 'basic' })).status, 200);
  const video = await ref.call('POST', '/uploaded_videos', {
    auth: 'basic',
    multipart: multipart({
      'uploaded_video[object_type]': 'game',
      'uploaded_video[object_id]': f.gameId,
      'uploaded_video[filedata]': { file: Buffer.from('v'), name: 'v.mp4', type: 'video/mp4' },
      'uploaded_video[name]': 'basic',
      'uploaded_video[description]': 'uploaded with basic credentials',
    }),
  });
  assert.equal(video.status, 200, video.text);
  assert.equal((await ref.del(`/uploaded_videos/${video.body.id}`, { auth: 'basic' })).status, 200);
});

test('the version header: 0.1 accepted, missing accepted, other values accepted by default', async () => {
  for (const version of ['0.1', '', '0.2']) {
    const res = await ref.call('GET', `/sports/${ref.fixtures.sportId}`, { headers: { 'svc-api-version': version } });
    assert.equal(res.status, 200, `version ${JSON.stringify(version)}`);
  }
});

test('uploaded files are served without credentials; responses are JSON', async () => {
  const res = await ref.get(
    `/page_elements/${[...ref.store.t.pageElements.values()].find((p) => p.element_type === 'Photo')!.id}`,
  );
  const thumb = await fetch(res.body.element.thumbnails.large);
  assert.equal(thumb.status, 200);
  assert.equal(thumb.headers.get('content-type'), 'image/png');
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const missing = await fetch(`${ref.base}/uploads/nothing-here.png`);
  assert.equal(missing.status, 404);
  assert.ok(isErrorBody(await missing.json()));
});
