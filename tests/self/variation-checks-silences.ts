// What each variation of the silences of issue 25 (spec/silences.yaml: required query parameters)
// does, checked against the reference server with only that variation on (`r`) and the server
// without variations (`baseline`). Used by tests/self/reference-faults-variations.test.ts.
import assert from 'node:assert/strict';
import { isErrorBody, type RefServer } from '../../reference/testing.ts';

type Check = (r: RefServer, baseline: RefServer) => Promise<void>;

export type SilenceVariationId = 'required-query-unenforced' | 'teams-site-id-unenforced';

export const SILENCE_VARIATION_CHECKS: Record<SilenceVariationId, Check> = {
  'required-query-unenforced': async (r, baseline) => {
    for (const path of ['/officials', '/official_types', '/division_instances']) {
      const refused = await baseline.get(path);
      assert.ok(refused.status >= 400 && refused.status < 500 && isErrorBody(refused.body), `${path}: refused without the variation`);
      const answered = await r.get(path);
      assert.equal(answered.status, 200, `${path}: ${answered.text.slice(0, 200)}`);
      assert.ok(Array.isArray(answered.body) && answered.body.length > 0, `${path}: every record the user may read`);
    }
    assert.equal((await r.get('/officials?game_id=abc')).status, 400, 'a value that is no id is still refused');
    const forbiddenGame = r.fixtures.forbiddenGameId;
    assert.ok(!(await r.get('/officials')).body.some((o: { game_id: number }) => o.game_id === forbiddenGame), 'only what the user may read');
    assert.equal((await r.get('/league_instances')).status, 412, 'the stated 412 stays');
    assert.equal((await r.get('/team_instances')).status, 400, 'the stated team instances error stays');
  },
  'teams-site-id-unenforced': async (r, baseline) => {
    assert.equal((await baseline.get('/teams')).status, 400);
    const all = await r.get('/teams');
    assert.equal(all.status, 200, all.text.slice(0, 200));
    const ids = all.body.map((t: { id: number }) => t.id);
    assert.ok(ids.includes(r.fixtures.teamId) && !ids.includes(r.fixtures.forbiddenTeamId), 'the teams the user may read');
    const one = await r.get(`/teams?team_ids=${r.fixtures.teamId}`);
    assert.deepEqual(one.body.map((t: { id: number }) => t.id), [r.fixtures.teamId], 'the other filters still apply');
    assert.equal((await r.get('/teams?site_id=abc')).status, 400, 'a site_id that is no id is still refused');
  },
};
