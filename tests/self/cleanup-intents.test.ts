// `npm run cleanup` finds what a create sent just before a kill made without reaching the ledger
// (only its intent did): gallery uploads named with the run tag, in the galleries of the object
// the intent names, and division instances under the parent the intent names. What is not the
// run's stays. The interrupt self-test meets these only when a kill lands mid-create; this makes
// that moment on purpose.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { multipart, startReference } from '../../reference/testing.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { cleanup } from '../../src/harness/cleanup.ts';
import { Ledger } from '../../src/harness/ledger.ts';
import { walkTree, type TreeNode } from '../../src/harness/discovery.ts';
import { parseTargetConfig } from '../../src/config/target.ts';
import { MP4, PNG } from './fault-observers/structure-kit.ts';

test('cleanup deletes the gallery uploads and division instances a kill left with only an intent, and nothing else', async () => {
  const ref = await startReference();
  const { store, fixtures } = ref;
  const tag = `svc-conformance-intents-${Date.now()}`;
  const reportDir = mkdtempSync(join(tmpdir(), 'svc-intents-'));
  process.env.SVC_REPORT_DIR = reportDir;
  try {
    const made = async (path: string, body: FormData | Record<string, unknown>): Promise<number> => {
      const r =
        body instanceof FormData ? await ref.call('POST', path, { multipart: body }) : await ref.post(path, body);
      assert.equal(r.status, 200, `${path}: ${r.text}`);
      return (r.body as { id: number }).id;
    };
    const game = fixtures.gameId;
    const photo = (name: string) =>
      multipart({ object_type: 'game', object_id: game, filedata: { file: PNG, name, type: 'image/png' } });
    const video = (name: string) =>
      multipart({
        'uploaded_video[object_type]': 'game',
        'uploaded_video[object_id]': game,
        'uploaded_video[name]': name,
        'uploaded_video[filedata]': { file: MP4, name: 'clip.mp4', type: 'video/mp4' },
      });
    const ourPhoto = await made('/gallery_photos', photo(`${tag}-photo.png`));
    const otherPhoto = await made('/gallery_photos', photo('someone-else.png'));
    const ourVideo = await made('/uploaded_videos', video(`${tag} video`));
    const otherVideo = await made('/uploaded_videos', video('someone else'));

    let subseasonNode: number | undefined;
    walkTree((await ref.get(`/league_instance_tree/${fixtures.leagueInstanceId}`)).body.node as TreeNode, (n) => {
      if (n.node_type === 'Subseason') subseasonNode ??= n.id;
    });
    assert.ok(subseasonNode !== undefined, 'the tree shows a subseason');
    const divisionName = `${tag} division`;
    const ourInstance = await made('/division_instances', {
      parent_node_id: subseasonNode,
      existing_or_new: 'new',
      division: {
        name: divisionName,
        button_title: 'Intent',
        abbrev: 'IN',
        primary_color: '112233',
        secondary_color: 'ffffff',
      },
    });

    // The ledger as a kill leaves it: the intents were written, the answers never arrived.
    const ledgerFile = join(reportDir, 'ledger', `${tag}.jsonl`);
    const ledger = new Ledger(tag, 'killed mid-create', ledgerFile);
    ledger.intend({ kind: 'gallery_upload', find: { galleryKind: 'photo', objectType: 'game', objectId: game } });
    ledger.intend({ kind: 'gallery_upload', find: { galleryKind: 'video', objectType: 'game', objectId: game } });
    ledger.intend({
      kind: 'division_instance',
      find: { leagueInstanceId: fixtures.leagueInstanceId, parentNodeId: subseasonNode!, divisionName },
    });
    appendFileSync(ledgerFile, '{"event":"intended","runTag":"cut by the kill'); // a line cut short

    const result = await cleanup(
      parseTargetConfig({ SVC_BASE_URL: ref.base, SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken }),
      tag,
    );
    assert.equal(result.foundByTag, 3, JSON.stringify(result));
    assert.equal(store.t.galleryPhotos.has(ourPhoto), false, "the run's gallery photo is deleted");
    assert.equal(store.t.uploadedVideos.has(ourVideo), false, "the run's gallery video is deleted");
    assert.equal(store.t.divisionInstances.has(ourInstance), false, "the run's division instance is deleted");
    assert.equal(store.t.galleryPhotos.has(otherPhoto), true, 'a gallery photo not named with the run tag stays');
    assert.equal(store.t.uploadedVideos.has(otherVideo), true, 'a gallery video not named with the run tag stays');
  } finally {
    await ref.close();
  }
});
