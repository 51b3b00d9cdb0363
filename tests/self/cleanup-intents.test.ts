// `npm run cleanup` finds what a create sent just before a kill made without reaching the ledger
// (only its intent did): gallery uploads named with the run tag, in the galleries of the object
// the intent names, and division instances under the parent the intent names. What is not the
// run's stays. The interrupt self-test meets these only when a kill lands mid-create; this makes
// that moment on purpose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverState } from '../../reference/server.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { cleanup } from '../../src/harness/cleanup.ts';
import { parseTargetConfig } from '../../src/config/target.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('cleanup deletes the gallery uploads and division instances a kill left with only an intent, and nothing else', async () => {
  const app = buildServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { store, fixtures } = serverState(app);
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const bearer = { authorization: `Bearer ${REFERENCE_CREDENTIALS.accessToken}` };
  const tag = `svc-conformance-intents-${Date.now()}`;
  const reportDir = mkdtempSync(join(tmpdir(), 'svc-intents-'));
  process.env.SVC_REPORT_DIR = reportDir;
  try {
    const upload = async (path: string, fields: Record<string, string>, fileField: string, fileName: string): Promise<number> => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      form.append(fileField, new Blob([PNG], { type: 'image/png' }), fileName);
      const r = await fetch(`${base}${path}`, { method: 'POST', headers: bearer, body: form });
      assert.equal(r.status, 200, `${path}: ${await r.clone().text()}`);
      return ((await r.json()) as { id: number }).id;
    };
    const game = String(fixtures.gameId);
    const ourPhoto = await upload('/gallery_photos', { object_type: 'game', object_id: game }, 'filedata', `${tag}-photo.png`);
    const otherPhoto = await upload('/gallery_photos', { object_type: 'game', object_id: game }, 'filedata', 'someone-else.png');
    const ourVideo = await upload('/uploaded_videos', { 'uploaded_video[object_type]': 'game', 'uploaded_video[object_id]': game, 'uploaded_video[name]': `${tag} video` }, 'uploaded_video[filedata]', 'clip.mp4');
    const otherVideo = await upload('/uploaded_videos', { 'uploaded_video[object_type]': 'game', 'uploaded_video[object_id]': game, 'uploaded_video[name]': 'someone else' }, 'uploaded_video[filedata]', 'clip.mp4');

    const tree = await (await fetch(`${base}/league_instance_tree/${fixtures.leagueInstanceId}`, { headers: bearer })).json() as { node: { id: number; node_type: string; children?: Array<{ node: { id: number; node_type: string } }> } };
    const subseasonNode = (function find(n: { id: number; node_type: string; children?: Array<{ node: unknown }> }): number | undefined {
      if (n.node_type === 'Subseason') return n.id;
      for (const c of n.children ?? []) { const f = find(c.node as typeof n); if (f !== undefined) return f; }
      return undefined;
    })(tree.node);
    assert.ok(subseasonNode !== undefined, 'the tree shows a subseason');
    const divisionName = `${tag} division`;
    const made = await fetch(`${base}/division_instances`, {
      method: 'POST', headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ parent_node_id: subseasonNode, existing_or_new: 'new', division: { name: divisionName, button_title: 'Intent', abbrev: 'IN', primary_color: '112233', secondary_color: 'ffffff' } }),
    });
    assert.equal(made.status, 200, await made.clone().text());
    const ourInstance = ((await made.json()) as { id: number }).id;

    // The ledger as a kill leaves it: the intents were written, the answers never arrived.
    mkdirSync(join(reportDir, 'ledger'), { recursive: true });
    const at = new Date().toISOString();
    const intent = (kind: string, find: Record<string, number | string>) => JSON.stringify({ event: 'intended', runTag: tag, kind, id: 0, find, createdAt: at, test: 'killed' });
    writeFileSync(join(reportDir, 'ledger', `${tag}.jsonl`), [
      intent('gallery_upload', { galleryKind: 'photo', objectType: 'game', objectId: fixtures.gameId }),
      intent('gallery_upload', { galleryKind: 'video', objectType: 'game', objectId: fixtures.gameId }),
      intent('division_instance', { leagueInstanceId: fixtures.leagueInstanceId, parentNodeId: subseasonNode!, divisionName }),
      '{"event":"intended","runTag":"cut by the kill', // a line cut short
    ].join('\n'));

    const result = await cleanup(parseTargetConfig({ SVC_BASE_URL: base, SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken }), tag);
    assert.equal(result.foundByTag, 3, JSON.stringify(result));
    assert.equal(store.t.galleryPhotos.has(ourPhoto), false, 'the run\'s gallery photo is deleted');
    assert.equal(store.t.uploadedVideos.has(ourVideo), false, 'the run\'s gallery video is deleted');
    assert.equal(store.t.divisionInstances.has(ourInstance), false, 'the run\'s division instance is deleted');
    assert.equal(store.t.galleryPhotos.has(otherPhoto), true, 'a gallery photo not named with the run tag stays');
    assert.equal(store.t.uploadedVideos.has(otherVideo), true, 'a gallery video not named with the run tag stays');
  } finally {
    await app.close();
  }
});
