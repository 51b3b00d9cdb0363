// The rules of the interface in the reference server: league structure and teams, the documented
// errors, access and conventions. Fields (limits, enums, defaults) are in reference-rules-fields.test.ts,
// structure (relations, moves, deletes) in reference-rules-structure.test.ts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isErrorBody } from '../../reference/testing.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';
import { ref, useReference } from './fixtures/reference-session.ts';
import { assertRejected, subseasonNodeIn } from './fixtures/reference-rules.ts';

useReference();

describe('league structure and teams', () => {
  test('division instance create, both forms; the new division shows under its parent in the tree', async () => {
    const tree = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const regular = subseasonNodeIn(tree.body, ref.fixtures.regularSubseasonId);
    const created = await ref.post('/division_instances', {
      parent_node_id: regular.id,
      existing_or_new: 'new',
      division: { name: 'West' },
    });
    assert.equal(created.status, 200, created.text);
    const again = await ref.get(`/league_instance_tree/${ref.fixtures.leagueInstanceId}`);
    const node = again.body.node.children
      .find((c: { node: { id: number } }) => c.node.id === regular.id)
      .node.children.find((c: { node: { data: { id: number } } }) => c.node.data.id === created.body.id);
    assert.equal(node.node.data.division.name, 'West');
    const playoffs = subseasonNodeIn(again.body, ref.fixtures.playoffSubseasonId);
    const existing = await ref.post('/division_instances', {
      parent_node_id: playoffs.id,
      division_id: created.body.division_id,
    });
    assert.equal(existing.status, 200, existing.text);
    assert.equal(existing.body.division_id, created.body.division_id);
    // parent_node_id is required
    const digest = ref.store.digest();
    assertRejected(
      await ref.post('/division_instances', { existing_or_new: 'new', division: { name: 'X' } }),
      digest,
      'create without parent_node_id',
    );
  });

  test('max_standings_points comes back as a string after an update', async () => {
    const list = await ref.get(`/division_instances?subseason_id=${ref.fixtures.regularSubseasonId}`);
    const di = list.body[0];
    assert.equal(di.max_standings_points, null);
    const res = await ref.put(`/division_instances/${di.id}`, { max_standings_points: 42 });
    assert.equal(res.body.max_standings_points, '42');
    const again = await ref.get(`/division_instances?subseason_id=${ref.fixtures.regularSubseasonId}`);
    assert.equal(again.body.find((x: { id: number }) => x.id === di.id).max_standings_points, '42');
  });

  test('officials: update through POST with id changes that record and creates none', async () => {
    const before = (await ref.get(`/officials?game_id=${ref.fixtures.gameId}`)).body;
    const res = await ref.post('/officials', { id: before[0].id, official: { name: 'Renamed Official' } });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.id, before[0].id);
    const after = (await ref.get(`/officials?game_id=${ref.fixtures.gameId}`)).body;
    assert.equal(after.length, before.length);
    assert.equal(after.find((o: { id: number }) => o.id === before[0].id).name, 'Renamed Official');
    // an official type of another sport is refused
    const digest = ref.store.digest();
    const soccerType = [...ref.store.t.officialTypes.values()].find((t) => t.sport_id !== ref.fixtures.sportId)!;
    assertRejected(
      await ref.post('/officials', {
        official: { name: 'X', game_id: ref.fixtures.gameId, official_type_id: soccerType.id },
      }),
      digest,
      'type of another sport',
    );
  });

  test('teams update accepts a bare body and a body wrapped in team', async () => {
    const bare = await ref.put(`/teams/${ref.fixtures.teamId}`, { abbrev: 'BAR' });
    assert.equal(bare.body.abbrev, 'BAR');
    const wrapped = await ref.put(`/teams/${ref.fixtures.teamId}`, {
      team: { abbrev: 'WRP', primary_color: '123abc' },
    });
    assert.equal(wrapped.body.abbrev, 'WRP');
    const shown = await ref.get(`/teams/${ref.fixtures.teamId}`);
    assert.equal(shown.body.abbrev, 'WRP');
    assert.equal(shown.body.primary_color, '123abc');
    const digest = ref.store.digest();
    assertRejected(
      await ref.put(`/teams/${ref.fixtures.teamId}`, { primary_color: '#123abc' }),
      digest,
      'colour with a hash',
    );
  });

  test('solo-team league: opponent team (1) and its instance (opponent true, parent_team_instance_id)', async () => {
    const team = (await ref.get(`/teams/${ref.fixtures.opponentTeamId}`)).body;
    assert.equal(team.opponent, 1);
    assert.equal((await ref.get(`/teams/${ref.fixtures.soloTeamId}`)).body.opponent, null);
    const ti = (await ref.get(`/team_instances/${ref.fixtures.opponentTeamInstanceId}`)).body;
    assert.equal(ti.opponent, true);
    assert.equal(typeof ti.parent_team_instance_id, 'number');
    assert.equal(team.seasons[0].solo_team_league_id, ref.fixtures.soloLeagueId);
  });

  test('teams index filters; team instances thumbnails are relative links that resolve', async () => {
    const all = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}`)).body;
    const byLeague = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}&league_ids=${ref.fixtures.soloLeagueId}`))
      .body;
    assert.deepEqual(
      byLeague.map((t: { id: number }) => t.id).sort(),
      [ref.fixtures.soloTeamId, ref.fixtures.opponentTeamId].sort(),
    );
    const byIds = (
      await ref.get(`/teams?site_id=${ref.fixtures.siteId}&team_ids=${ref.fixtures.teamId},${ref.fixtures.soloTeamId}`)
    ).body;
    assert.equal((await ref.get(`/teams?team_ids=${ref.fixtures.teamId}`)).status, 400, 'site_id is required');
    assert.equal(byIds.length, 2);
    const current = (await ref.get(`/teams?site_id=${ref.fixtures.siteId}&current_subseason_only=1`)).body;
    assert.ok(current.length <= all.length && current.length > 0);
    const ti = (await ref.get(`/team_instances/${ref.fixtures.teamInstanceId}`)).body;
    for (const size of ['large', 'medium', 'small']) {
      assert.ok(ti.thumbnails[size].startsWith('/'), ti.thumbnails[size]);
      assert.equal((await fetch(`${ref.base}${ti.thumbnails[size]}`)).status, 200);
    }
  });
});

describe('documented errors', () => {
  test('GET /leagues with an unknown site: 404 with a site-not-found message', async () => {
    for (const q of ['site_id=999', 'site_url=https://www.nowhere.example']) {
      const res = await ref.get(`/leagues?${q}`);
      assert.equal(res.status, 404);
      assert.ok(isErrorBody(res.body));
      assert.match(res.body.errors, /site not found|not found/i);
    }
  });
  test('GET /league_instances without league_id: 412 stating league_id is required', async () => {
    const res = await ref.get('/league_instances');
    assert.equal(res.status, 412);
    assert.ok(isErrorBody(res.body));
    assert.match(res.body.errors, /league_id is required/);
  });
  test('GET /tags failures: 400 with an empty object', async () => {
    for (const q of [
      '',
      `?site_id=${ref.fixtures.siteId}`,
      '?scope=has_news',
      `?site_id=abc&scope=has_news`,
      `?site_id=${ref.fixtures.siteId}&scope=has_games`,
      '?site_id=999&scope=has_news',
    ]) {
      const res = await ref.get(`/tags${q}`);
      assert.equal(res.status, 400, q);
      assert.deepEqual(res.body, {}, q);
    }
  });
  test('GET /leagues with neither site_id nor site_url, or an invalid one; GET /team_instances with neither parameter', async () => {
    for (const path of [
      '/leagues',
      '/leagues?site_id=abc',
      '/team_instances',
      '/team_instances?subseason_id=abc',
      '/official_types',
      '/officials',
      '/division_instances',
    ]) {
      const res = await ref.get(path);
      assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
      assert.ok(isErrorBody(res.body), path);
    }
  });
});

describe('access', () => {
  test('the sites index lists only accessible sites; membership filters it', async () => {
    const ids = (await ref.get('/sites')).body.map((s: { id: number }) => s.id);
    assert.ok(!ids.includes(ref.fixtures.forbiddenSiteId));
    const member = (await ref.get(`/sites?membership=${ref.fixtures.membershipId}`)).body;
    assert.deepEqual(
      member.map((s: { id: number }) => s.id),
      [ref.fixtures.siteId],
    );
    assert.deepEqual((await ref.get('/sites?membership=999999')).body, []);
  });
  test('a site the user cannot access, and everything of it, answers 403', async () => {
    const f = ref.fixtures;
    for (const path of [
      `/sites/${f.forbiddenSiteId}`,
      `/leagues?site_id=${f.forbiddenSiteId}`,
      `/leagues/${f.forbiddenLeagueId}`,
      `/tags?site_id=${f.forbiddenSiteId}&scope=has_news`,
      `/news_articles/${f.forbiddenNewsArticleId}`,
      `/teams/${f.forbiddenTeamId}`,
      `/teams?site_id=${f.forbiddenSiteId}`,
      `/officials?game_id=${f.forbiddenGameId}`,
      `/photo_galleries?object_type=game&object_id=${f.forbiddenGameId}`,
    ]) {
      const res = await ref.get(path);
      assert.equal(res.status, 403, `${path}: ${res.status} ${res.text.slice(0, 100)}`);
      assert.ok(isErrorBody(res.body));
    }
    const news = (await ref.get('/news_articles')).body;
    assert.ok(!news.some((a: { id: number }) => a.id === f.forbiddenNewsArticleId));
    const digest = ref.store.digest();
    assertRejected(
      await ref.put(`/teams/${f.forbiddenTeamId}`, { abbrev: 'NO' }),
      digest,
      'update of a forbidden team',
    );
    assertRejected(
      await ref.post('/officials', { official: { name: 'X', game_id: f.forbiddenGameId } }),
      digest,
      'official of a forbidden game',
    );
  });
});

describe('conventions', () => {
  test('timestamps have a numeric offset, ids are integers, listed fields are never missing', async () => {
    const bodies = await Promise.all(
      [
        '/sites',
        `/teams/${ref.fixtures.teamId}`,
        '/news_articles',
        `/league_instance_tree/${ref.fixtures.leagueInstanceId}`,
        `/photo_galleries/${ref.fixtures.photoGalleryId}`,
      ].map(async (p) => (await ref.get(p)).body),
    );
    let timestamps = 0;
    const walk = (v: unknown, key = ''): void => {
      if (Array.isArray(v))
        v.forEach((x) => {
          walk(x);
        });
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
      else if (/(_at|_on|_date)$/.test(key) && v !== null) {
        timestamps++;
        assert.ok(typeof v === 'string' && isTimestampWithNumericOffset(v), `${key}: ${String(v)}`);
      } else if ((key === 'id' || key.endsWith('_id')) && v !== null) {
        assert.ok(Number.isInteger(v), `${key}: ${String(v)}`);
      }
    };
    bodies.forEach((b) => {
      walk(b);
    });
    assert.ok(timestamps > 50);
  });
});
