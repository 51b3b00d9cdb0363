// (The second of two files, for size: tests/self/variation-checks-silences.ts has the first six.)
// What each variation of the silences of issue 25 (spec/silences.yaml: repeated deletes, upload
// statuses, the tree's node types, required query parameters, team updates in team instances)
// does, checked against the reference server with only that variation on (`r`) and the server
// without variations (`baseline`). Used by tests/self/reference-faults-variations.test.ts.
import assert from 'node:assert/strict';
import {
  externalVideoForm,
  isErrorBody,
  multipart,
  startReference,
  type RefServer,
  uploadedVideoFields,
} from '../../reference/testing.ts';
import { ownArticle, type VariationCheck } from './fixtures/variation-records.ts';

export type SilenceVariationId2 =
  | 'delete-repeated-200'
  | 'upload-created-201'
  | 'tree-extra-node-types'
  | 'required-query-unenforced'
  | 'teams-site-id-unenforced'
  | 'team-update-copied-to-instances'
  | 'video-create-answers-element';

/** A news article of its own: its id and the id of its one column. */
const article = (r: RefServer) => ownArticle(r, 'Silence variation');

const uploadedVideo = (columnId: number) =>
  multipart(uploadedVideoFields(columnId, { file: Buffer.from('video'), title: 'v' }));

const galleryPhoto = (game: number) =>
  multipart({
    object_type: 'game',
    object_id: game,
    filedata: { file: Buffer.from('png'), name: 'p.png', type: 'image/png' },
  });

/** Every node of a league instance tree, with its parent's node_type. */
function treeNodes(tree: { node: TreeNode }): Array<TreeNode & { parentType: string | null }> {
  const out: Array<TreeNode & { parentType: string | null }> = [];
  const walk = (n: TreeNode, parentType: string | null): void => {
    out.push({ ...n, parentType });
    for (const c of n.children) walk(c.node, n.node_type);
  };
  walk(tree.node, null);
  return out;
}
interface TreeNode {
  id: number;
  node_type: string;
  data: Record<string, unknown> | null;
  children: Array<{ node: TreeNode }>;
}

export const SILENCE_VARIATION_CHECKS_2: Record<SilenceVariationId2, VariationCheck> = {
  'delete-repeated-200': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const a = await article(server);
      const pe = await server.post('/page_elements', {
        page_element: { layout_column_id: a.columnId, element: { content: '<p>x</p>' } },
      });
      const first = await server.del(`/page_elements/${pe.body.id}`);
      assert.equal(first.status, 200);
      const again = await server.del(`/page_elements/${pe.body.id}`);
      assert.equal(
        (await server.get(`/page_elements/${pe.body.id}`)).status,
        404,
        'a read of the deleted record is still refused',
      );
      if (server === baseline) {
        assert.equal(again.status, 404, 'without the variation a second delete is refused');
        continue;
      }
      assert.equal(again.status, 200, again.text);
      assert.deepEqual(again.body, first.body, 'the second delete answers the record as the first did');
      const photo = await server.call('POST', '/gallery_photos', {
        auth: 'basic',
        multipart: galleryPhoto(server.fixtures.gameId),
      });
      assert.equal((await server.del(`/gallery_photos/${photo.body.id}`, { auth: 'basic' })).status, 200);
      assert.equal(
        (await server.del(`/gallery_photos/${photo.body.id}`, { auth: 'basic' })).body.id,
        photo.body.id,
        'gallery photos too',
      );
      assert.equal(
        (await server.del('/page_elements/999999')).status,
        404,
        'a record never deleted through the interface stays 404',
      );
    }
  },
  'video-create-answers-element': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const a = await article(server);
      const external = await server.call('POST', '/page_elements', { form: externalVideoForm(a.columnId) });
      assert.equal(external.status, 200, external.text);
      const column = (
        await server.get(
          `/page_elements/${(await server.get(`/news_articles/${a.id}`)).body.content_node.layout_containers[0].layout_columns[0].page_elements[0].id}`,
        )
      ).body;
      // the page element is stored and shown either way; only the create's answer differs
      assert.equal(column.layout_column_id, a.columnId);
      assert.equal('layout_column_id' in external.body, server !== r, 'the Element alone carries no layout_column_id');
      assert.equal(external.body.id, server === r ? column.element_id : column.id);
    }
  },
  'upload-created-201': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const created = server === r ? 201 : 200;
      const a = await article(server);
      const external = await server.call('POST', '/page_elements', { form: externalVideoForm(a.columnId) });
      assert.equal(external.status, created, external.text);
      assert.equal(typeof external.body.id, 'number');
      const uploaded = await server.call('POST', '/page_elements', { multipart: uploadedVideo(a.columnId) });
      assert.equal(uploaded.status, created, uploaded.text);
      const photo = await server.call('POST', '/gallery_photos', {
        auth: 'basic',
        multipart: galleryPhoto(server.fixtures.gameId),
      });
      assert.equal(photo.status, created, photo.text);
      const json = await server.post('/page_elements', {
        page_element: {
          layout_column_id: a.columnId,
          page_element_type: 'Video',
          element: {
            video_params: {
              video_element_type: 'ExternalVideo',
              youtube_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
            },
          },
        },
      });
      assert.equal(json.status, 200, `the JSON create keeps its stated 200: ${json.text}`);
      const photoElement = await server.call('POST', '/page_elements', {
        multipart: multipart({
          'page_element[layout_column_id]': a.columnId,
          'page_element[page_element_type]': 'Photo',
          'page_element[element][uploaded_data]': { file: Buffer.from('png'), name: 'p.png', type: 'image/png' },
        }),
      });
      assert.equal(photoElement.status, 200, `the photo upload keeps its stated 200: ${photoElement.text}`);
    }
  },
  'tree-extra-node-types': async (r) => {
    // a server of its own: the shared baseline's tree changes with the division instances other checks make
    const fresh = await startReference();
    const path = `/league_instance_tree/${r.fixtures.leagueInstanceId}`;
    const nodes = treeNodes((await r.get(path)).body);
    const base = treeNodes((await fresh.get(path)).body);
    await fresh.close();
    const listed = ['LeagueInstance', 'Subseason', 'DivisionInstance', 'TeamInstance'];
    assert.deepEqual([...new Set(base.map((n) => n.node_type))].sort(), [...listed].sort());
    const extra = nodes.filter((n) => !listed.includes(n.node_type));
    assert.deepEqual(
      extra.map((n) => `${n.parentType} > ${n.node_type}`).sort(),
      [
        'LeagueInstance > Tournament',
        ...base.filter((n) => n.node_type === 'Subseason').map(() => 'Subseason > Event'),
      ].sort(),
    );
    for (const n of extra) {
      assert.deepEqual(n.children, []);
      assert.equal(typeof n.data?.name, 'string');
      assert.ok(r.store.t.pageNodes.has(n.id), 'a page node id');
    }
    assert.deepEqual(
      nodes.filter((n) => listed.includes(n.node_type)).map((n) => [n.node_type, n.parentType]),
      base.map((n) => [n.node_type, n.parentType]),
      'the listed types keep their places',
    );
  },
  'required-query-unenforced': async (r, baseline) => {
    for (const path of ['/officials', '/official_types', '/division_instances']) {
      const refused = await baseline.get(path);
      assert.ok(
        refused.status >= 400 && refused.status < 500 && isErrorBody(refused.body),
        `${path}: refused without the variation`,
      );
      const answered = await r.get(path);
      assert.equal(answered.status, 200, `${path}: ${answered.text.slice(0, 200)}`);
      assert.ok(Array.isArray(answered.body) && answered.body.length > 0, `${path}: every record the user may read`);
    }
    assert.equal((await r.get('/officials?game_id=abc')).status, 400, 'a value that is no id is still refused');
    const forbiddenGame = r.fixtures.forbiddenGameId;
    assert.ok(
      !(await r.get('/officials')).body.some((o: { game_id: number }) => o.game_id === forbiddenGame),
      'only what the user may read',
    );
    assert.equal((await r.get('/league_instances')).status, 412, 'the stated 412 stays');
    assert.equal((await r.get('/team_instances')).status, 400, 'the stated team instances error stays');
  },
  'teams-site-id-unenforced': async (r, baseline) => {
    assert.equal((await baseline.get('/teams')).status, 400);
    const all = await r.get('/teams');
    assert.equal(all.status, 200, all.text.slice(0, 200));
    const ids = all.body.map((t: { id: number }) => t.id);
    assert.ok(
      ids.includes(r.fixtures.teamId) && !ids.includes(r.fixtures.forbiddenTeamId),
      'the teams the user may read',
    );
    const one = await r.get(`/teams?team_ids=${r.fixtures.teamId}`);
    assert.deepEqual(
      one.body.map((t: { id: number }) => t.id),
      [r.fixtures.teamId],
      'the other filters still apply',
    );
    assert.equal((await r.get('/teams?site_id=abc')).status, 400, 'a site_id that is no id is still refused');
  },
  'team-update-copied-to-instances': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const ti = server.fixtures.teamInstanceId;
      const before = (await server.get(`/team_instances/${ti}`)).body;
      const teamId = before.team_id as number;
      const up = await server.put(`/teams/${teamId}`, {
        team: { name: 'Copied Name', abbrev: 'CPY', primary_color: '123456' },
      });
      assert.equal(up.status, 200, up.text);
      const after = (await server.get(`/team_instances/${ti}`)).body;
      assert.equal(after.team.abbrev, 'CPY', 'the nested team is the team');
      if (server === r)
        assert.deepEqual(
          [after.name, after.abbrev, after.primary_color, after.secondary_color],
          ['Copied Name', 'CPY', '123456', before.secondary_color],
        );
      else
        assert.deepEqual(
          [after.name, after.abbrev, after.primary_color],
          [before.name, before.abbrev, before.primary_color],
        );
    }
  },
};
