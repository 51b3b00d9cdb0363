// What each fault of reference/faults/leagues-teams.ts changes, for the faults self-test
// (../reference-faults-variations.test.ts spreads these into its OBSERVE table). Each function is run
// against the faultless server and against one with the fault on; the results must differ. Asserts
// inside check that the rest of the rule still holds ("still one rule").
//
// These run against the shared baseline server too: they leave it as they found it (records they
// create are deleted again) and never change the team, team instances or league of
// fixtures.teamId, which the variation tests compare with the baseline.
import assert from 'node:assert/strict';
import type { LEAGUES_TEAMS_FAULTS } from '../../../reference/faults/leagues-teams.ts';
import { isErrorBody, type RefServer } from '../../../reference/testing.ts';

type Id = (typeof LEAGUES_TEAMS_FAULTS)[number]['id'];
/** The three faults whose observations live in reference-faults-variations.test.ts itself. */
type Own = Exclude<
  Id,
  'leagues-unknown-site-200' | 'league-instances-missing-league-id-400' | 'max-standings-points-number-after-update'
>;
// biome-ignore lint/suspicious/noExplicitAny: the observers read JSON answers loosely; a wrong read shows as a difference that is not there
type Loose = any;
type Obj = Record<string, Loose>;

const fx = (r: RefServer) => r.fixtures;
const body = async (r: RefServer, path: string): Promise<Loose> => (await r.get(path)).body;
const status = async (r: RefServer, path: string): Promise<number> => (await r.get(path)).status;
const ids = (list: Obj[]) => list.map((x) => x.id as number);

async function tree(r: RefServer): Promise<Obj> {
  return (await body(r, `/league_instance_tree/${fx(r).leagueInstanceId}`)) as Obj;
}

/** The first node of a type in a (well-formed) tree. */
function first(node: Obj, type: string): Obj | undefined {
  if (node.node_type === type) return node;
  for (const c of (node.children ?? []) as Obj[]) {
    const found = first(c.node ?? c, type);
    if (found) return found;
  }
  return undefined;
}

/** A division of the main league that has no instance in the playoffs, and the playoffs' page node. */
function freeDivision(r: RefServer): { parentNodeId: number; divisionId: number } {
  const s = r.store;
  const playoffs = s.t.subseasons.get(fx(r).playoffSubseasonId)!;
  const taken = new Set(
    [...s.t.divisionInstances.values()].filter((d) => d.subseason_id === playoffs.id).map((d) => d.division_id),
  );
  const division = [...s.t.divisions.values()].find((d) => d.league_id === fx(r).leagueId && !taken.has(d.id));
  assert.ok(division, 'a division without an instance in the playoffs');
  return { parentNodeId: playoffs.node_id, divisionId: division.id };
}

/** Creates an instance of an existing division in the playoffs, runs `use`, deletes it again. */
async function withOwnInstance<T>(r: RefServer, use: (id: number) => Promise<T>): Promise<T> {
  const { parentNodeId, divisionId } = freeDivision(r);
  const created = await r.post('/division_instances', { parent_node_id: parentNodeId, division_id: divisionId });
  assert.equal(created.status, 200);
  try {
    return await use(created.body.id as number);
  } finally {
    await r.del(`/division_instances/${created.body.id}`);
  }
}

const regularNode = (r: RefServer) => r.store.t.subseasons.get(fx(r).regularSubseasonId)!.node_id;

async function createNew(r: RefServer, name: string) {
  return r.post('/division_instances', { parent_node_id: regularNode(r), existing_or_new: 'new', division: { name } });
}

/** Updates the solo-league team (never fixtures.teamId) and puts the abbrev back afterwards. */
async function withTeamUpdate<T>(
  r: RefServer,
  json: unknown,
  use: (res: Awaited<ReturnType<RefServer['put']>>) => Promise<T>,
): Promise<T> {
  const id = fx(r).soloTeamId;
  const before = r.store.t.teams.get(id)!;
  const saved = { abbrev: before.abbrev, button_title: before.button_title, gender: before.gender };
  try {
    return await use(await r.put(`/teams/${id}`, json));
  } finally {
    Object.assign(r.store.t.teams.get(id)!, saved);
  }
}

export const LEAGUES_TEAMS_OBSERVE: Record<Own, (r: RefServer) => Promise<unknown>> = {
  // ------------------------------------------------------------ sports
  'sports-index-wrapped': async (r) => Array.isArray(await body(r, '/sports')),
  'sport-show-other-sport': async (r) => (await body(r, `/sports/${fx(r).sportId}`)).id,
  'sport-class-name-null-when-empty': async (r) => (await body(r, '/sports')).map((s: Obj) => s.class_name),
  'sport-tabular-scoring-plays-missing': async (r) =>
    'tabular_scoring_plays' in (await body(r, `/sports/${fx(r).sportId}`)),
  'sport-stat-enabled-string': async (r) => (await body(r, '/sports')).map((s: Obj) => s.stat_enabled),
  'sports-timestamps-epoch': async (r) => [
    (await body(r, '/sports'))[0].updated_on,
    (await body(r, `/sports/${fx(r).sportId}`)).created_on,
  ],

  // ------------------------------------------------------------ officials
  'official-types-index-wrapped': async (r) =>
    Array.isArray(await body(r, `/official_types?sport_id=${fx(r).sportId}`)),
  'official-type-updated-at-null': async (r) =>
    (await body(r, `/official_types?sport_id=${fx(r).sportId}`))[0].updated_at === null,
  'official-types-ignore-sport-id': async (r) => [
    ...new Set((await body(r, `/official_types?sport_id=${fx(r).sportId}`)).map((t: Obj) => t.sport_id)),
  ],
  'officials-index-wrapped': async (r) => Array.isArray(await body(r, `/officials?game_id=${fx(r).gameId}`)),
  'officials-ignore-game-id': async (r) => [
    ...new Set((await body(r, `/officials?game_id=${fx(r).gameId}`)).map((o: Obj) => o.game_id)),
  ],
  'official-create-not-stored': async (r) => {
    const created = await r.post('/officials', { official: { name: 'Fault official', game_id: fx(r).gameId } });
    assert.equal(created.status, 200);
    return ids(await body(r, `/officials?game_id=${fx(r).gameId}`)).includes(created.body.id);
  },
  'official-create-drops-type': async (r) => {
    const type = (await body(r, `/official_types?sport_id=${fx(r).sportId}`))[0].id;
    return (
      (
        await r.post('/officials', {
          official: { name: 'Fault official', game_id: fx(r).gameId, official_type_id: type },
        })
      ).body.official_type_id === type
    );
  },
  'official-update-ignored': async (r) => {
    const created = await r.post('/officials', { official: { name: 'Fault official', game_id: fx(r).gameId } });
    return (await r.post('/officials', { id: created.body.id, official: { name: 'Renamed official' } })).body.name;
  },
  'official-update-creates-new': async (r) => {
    const created = await r.post('/officials', { official: { name: 'Fault official', game_id: fx(r).gameId } });
    const updated = await r.post('/officials', { id: created.body.id, official: { name: 'Renamed official' } });
    assert.equal(updated.body.name, 'Renamed official', 'the response carries the change');
    return updated.body.id === created.body.id;
  },
  'official-updated-at-missing': async (r) => 'updated_at' in (await body(r, `/officials?game_id=${fx(r).gameId}`))[0],
  'official-type-id-missing': async (r) =>
    'official_type_id' in (await body(r, `/officials?game_id=${fx(r).gameId}`))[0],
  'official-create-without-name-accepted': async (r) => {
    assert.equal((await r.post('/officials', { official: { name: 'x' } })).status, 400, 'game_id is still required');
    return (await r.post('/officials', { official: { game_id: fx(r).gameId } })).status;
  },
  'official-create-without-game-id-default-game': async (r) => {
    assert.equal(
      (await r.post('/officials', { official: { game_id: fx(r).gameId } })).status,
      400,
      'name is still required',
    );
    return (await r.post('/officials', { official: { name: 'No game' } })).status;
  },

  // ------------------------------------------------------------ leagues
  'leagues-index-wrapped': async (r) => Array.isArray(await body(r, `/leagues?site_id=${fx(r).siteId}`)),
  'league-sport-unknown': async (r) =>
    status(r, `/sports/${String((await body(r, `/leagues/${fx(r).leagueId}`)).sport_id)}`),
  'league-show-404': async (r) => status(r, `/leagues/${fx(r).leagueId}`),
  'league-show-other-league': async (r) => (await body(r, `/leagues/${fx(r).leagueId}`)).id,
  'league-color-leading-hash': async (r) => (await body(r, `/leagues/${fx(r).leagueId}`)).primary_color,
  'league-score-ribbon-integer': async (r) => (await body(r, `/leagues/${fx(r).leagueId}`)).score_ribbon,
  'league-game-sheet-label-unlisted': async (r) => (await body(r, `/leagues/${fx(r).leagueId}`)).game_sheet_label,
  'league-current-subseason-id-missing': async (r) =>
    'current_subseason_id' in (await body(r, `/leagues/${fx(r).leagueId}`)),
  'leagues-ignore-site-id': async (r) => [
    ...new Set((await body(r, `/leagues?site_id=${fx(r).siteId}`)).map((l: Obj) => l.site_id)),
  ],
  'leagues-site-url-other-site': async (r) => {
    const site = await body(r, `/sites/${fx(r).siteId}`);
    return ids(await body(r, `/leagues?site_url=${encodeURIComponent(site.domain_name)}`));
  },
  'leagues-without-site-200': async (r) => status(r, '/leagues'),
  'leagues-invalid-site-id-200': async (r) => status(r, '/leagues?site_id=not-a-number'),
  'leagues-site-id-parse-int': async (r) => {
    assert.equal(await status(r, '/leagues?site_id=abc'), 400, 'a site_id without leading digits is still refused');
    return status(r, `/leagues?site_id=${fx(r).siteId}abc`);
  },
  'leagues-invalid-site-id-500': async (r) => {
    const res = await r.get('/leagues?site_id=not-a-number');
    assert.ok(isErrorBody(res.body));
    return res.status;
  },
  'leagues-unknown-site-400': async (r) => {
    const res = await r.get('/leagues?site_id=999999');
    assert.ok(isErrorBody(res.body));
    return res.status;
  },
  'leagues-unknown-site-vague-message': async (r) => {
    const res = await r.get('/leagues?site_id=999999');
    assert.equal(res.status, 404);
    return /site/i.test(String(res.body.errors));
  },
  'leagues-unknown-site-empty-body': async (r) => {
    const res = await r.get('/leagues?site_id=999999');
    assert.equal(res.status, 404);
    return res.body;
  },
  'leagues-unknown-site-url-200': async (r) => {
    assert.equal(await status(r, '/leagues?site_id=999999'), 404, 'an unknown site_id still gets 404');
    return status(r, '/leagues?site_url=https%3A%2F%2Fno-such-site.example.org');
  },

  // ------------------------------------------------------------ league instances
  'league-instances-index-wrapped': async (r) =>
    Array.isArray(await body(r, `/league_instances?league_id=${fx(r).leagueId}`)),
  'league-instance-season-name-missing': async (r) =>
    'season_name' in (await body(r, `/league_instances?league_id=${fx(r).leagueId}`))[0],
  'league-instance-season-id-null': async (r) =>
    (await body(r, `/league_instances?league_id=${fx(r).leagueId}`))[0].season_id,
  'league-instances-ignore-league-id': async (r) => [
    ...new Set((await body(r, `/league_instances?league_id=${fx(r).leagueId}`)).map((l: Obj) => l.league_id)),
  ],
  'league-instances-missing-league-id-vague': async (r) => {
    const res = await r.get('/league_instances');
    assert.equal(res.status, 412);
    return /league_id/.test(String(res.body.errors));
  },
  'league-instances-missing-league-id-empty-body': async (r) => {
    const res = await r.get('/league_instances');
    assert.equal(res.status, 412);
    return res.body;
  },
  'league-instances-missing-league-id-200': async (r) => status(r, '/league_instances'),

  // ------------------------------------------------------------ league instance tree
  'tree-show-404': async (r) => status(r, `/league_instance_tree/${fx(r).leagueInstanceId}`),
  'tree-root-unwrapped': async (r) => Object.keys(await tree(r)).includes('node'),
  'tree-children-unwrapped': async (r) => Object.keys((await tree(r)).node.children[0]),
  'tree-leaf-children-missing': async (r) => {
    let missing = 0;
    const walk = (n: Obj): void => {
      if (!Array.isArray(n.children)) missing++;
      for (const c of n.children ?? []) walk(c.node);
    };
    walk((await tree(r)).node);
    return missing;
  },
  'tree-root-data-league': async (r) => (await tree(r)).node.data.id,
  'tree-rooted-at-league': async (r) => (await tree(r)).node.node_type,
  'tree-subseasons-nested': async (r) =>
    (await tree(r)).node.children.map(
      (c: Obj) => `${c.node.node_type}:${c.node.children.map((x: Obj) => x.node.node_type).join(',')}`,
    ),
  'tree-divisions-under-teams': async (r) =>
    (await tree(r)).node.children[0].node.children.map((c: Obj) => c.node.node_type),
  'tree-team-instance-without-team': async (r) => 'team' in first((await tree(r)).node, 'TeamInstance')!.data,
  'tree-team-instance-data-is-team': async (r) => first((await tree(r)).node, 'TeamInstance')!.data.team_id,
  'tree-division-instance-other-division': async (r) => {
    const data = first((await tree(r)).node, 'DivisionInstance')!.data;
    assert.equal(typeof data.division?.name, 'string', 'still a Division nested');
    return data.division.id === data.division_id;
  },
  'tree-subseason-other-season': async (r) => {
    const root = (await tree(r)).node;
    const subseasons = (root.children as Obj[]).filter((c) => c.node.node_type === 'Subseason').map((c) => c.node.data);
    assert.ok(
      subseasons.every((d) => Number.isInteger(d.season_id)),
      'still an integer season_id',
    );
    return subseasons.map((d) => d.season_id === root.data.season_id);
  },
  'tree-division-other-league': async (r) => {
    const root = (await tree(r)).node;
    const division = first(root, 'DivisionInstance')!.data.division;
    assert.equal(typeof division?.name, 'string', 'still a Division nested');
    assert.ok(Number.isInteger(division.league_id), 'still an integer league_id');
    return division.league_id === root.data.league_id;
  },
  'tree-team-instance-other-team': async (r) => {
    const data = first((await tree(r)).node, 'TeamInstance')!.data;
    assert.equal(typeof data.team?.name, 'string', 'still a Team nested');
    return data.team.id === data.team_id;
  },

  // ------------------------------------------------------------ division instances
  'division-instances-index-wrapped': async (r) =>
    Array.isArray(await body(r, `/division_instances?subseason_id=${fx(r).regularSubseasonId}`)),
  'division-instance-create-new-refused': async (r) => {
    const res = await createNew(r, 'Fault division');
    if (res.status === 200) await r.del(`/division_instances/${res.body.id}`);
    return res.status;
  },
  'division-instance-create-existing-refused': async (r) => {
    const { parentNodeId, divisionId } = freeDivision(r);
    const res = await r.post('/division_instances', { parent_node_id: parentNodeId, division_id: divisionId });
    if (res.status === 200) await r.del(`/division_instances/${res.body.id}`);
    return res.status;
  },
  'division-instance-update-status-201': async (r) =>
    withOwnInstance(r, async (id) => {
      const res = await r.put(`/division_instances/${id}`, { max_standings_points: 3 });
      assert.equal(res.body.max_standings_points, '3', 'the update is still made');
      return res.status;
    }),
  'division-instance-update-404': async (r) =>
    withOwnInstance(r, async (id) => (await r.put(`/division_instances/${id}`, { max_standings_points: 3 })).status),
  'division-instance-non-standing-string': async (r) =>
    (await body(r, `/division_instances?subseason_id=${fx(r).regularSubseasonId}`))[0].non_standing,
  'division-instance-created-at-missing': async (r) =>
    'created_at' in (await body(r, `/division_instances?subseason_id=${fx(r).regularSubseasonId}`))[0],
  'division-button-title-missing': async (r) =>
    'button_title' in first((await tree(r)).node, 'DivisionInstance')!.data.division,
  'division-color-leading-hash': async (r) =>
    first((await tree(r)).node, 'DivisionInstance')!.data.division.primary_color,
  'division-instance-create-without-parent-default': async (r) => {
    const res = await r.post('/division_instances', { existing_or_new: 'new', division: { name: 'Orphan' } });
    if (res.status === 200) await r.del(`/division_instances/${res.body.id}`);
    return res.status;
  },
  'division-instance-create-existing-copies-division': async (r) => {
    const { divisionId } = freeDivision(r);
    return withOwnInstance(r, async (id) => r.store.t.divisionInstances.get(id)!.division_id === divisionId);
  },
  'division-instance-create-new-ignores-name': async (r) => {
    const res = await createNew(r, 'Fault division');
    await r.del(`/division_instances/${res.body.id}`);
    return r.store.t.divisions.get(res.body.division_id)!.name;
  },
  'division-instance-create-new-ignores-button-title': async (r) => {
    const res = await r.post('/division_instances', {
      parent_node_id: regularNode(r),
      existing_or_new: 'new',
      division: { name: 'Fault division', button_title: 'Fault button', abbrev: 'FB' },
    });
    await r.del(`/division_instances/${res.body.id}`);
    const made = r.store.t.divisions.get(res.body.division_id)!;
    assert.equal(made.abbrev, 'FB', 'the other fields are still stored');
    return made.button_title;
  },
  'division-instance-create-new-other-subseason': async (r) => {
    const res = await createNew(r, 'Fault division');
    const subseason = r.store.t.divisionInstances.get(res.body.id)!.subseason_id;
    await r.del(`/division_instances/${res.body.id}`);
    return subseason;
  },
  'division-instance-max-points-string-on-create': async (r) => {
    const { parentNodeId, divisionId } = freeDivision(r);
    const created = await r.post('/division_instances', { parent_node_id: parentNodeId, division_id: divisionId });
    assert.equal(created.status, 200);
    try {
      const listed = (await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)).find(
        (d: Obj) => d.id === created.body.id,
      );
      assert.equal(
        Number(
          (await r.put(`/division_instances/${created.body.id}`, { max_standings_points: 4 })).body
            .max_standings_points,
        ),
        4,
        'an update still answers the number sent',
      );
      return [created.body.max_standings_points, listed.max_standings_points];
    } finally {
      await r.del(`/division_instances/${created.body.id}`);
    }
  },
  'max-standings-points-string-truncated': async (r) =>
    withOwnInstance(r, async (id) => {
      assert.equal(
        (await r.put(`/division_instances/${id}`, { max_standings_points: 12 })).body.max_standings_points,
        '12',
      );
      return (await r.put(`/division_instances/${id}`, { max_standings_points: 12.5 })).body.max_standings_points;
    }),
  'division-instance-update-not-stored': async (r) =>
    withOwnInstance(r, async (id) => {
      assert.equal(
        (await r.put(`/division_instances/${id}`, { max_standings_points: 7 })).body.max_standings_points,
        '7',
        'the response carries the change',
      );
      return (await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)).find(
        (d: Obj) => d.id === id,
      ).max_standings_points;
    }),
  'division-instance-update-ignores-non-standing': async (r) =>
    withOwnInstance(
      r,
      async (id) => (await r.put(`/division_instances/${id}`, { non_standing: true })).body.non_standing,
    ),
  'division-instance-delete-refused': async (r) =>
    withOwnInstance(r, async (id) => (await r.del(`/division_instances/${id}`)).status),
  'division-instance-delete-returns-empty': async (r) =>
    withOwnInstance(r, async (id) => (await r.del(`/division_instances/${id}`)).body.id),
  'division-instance-delete-returns-division': async (r) =>
    withOwnInstance(r, async (id) => {
      const res = await r.del(`/division_instances/${id}`);
      assert.equal(r.store.t.divisionInstances.has(id), false, 'the instance is still deleted');
      return res.body.id === id;
    }),
  'division-instance-delete-keeps-record': async (r) =>
    withOwnInstance(r, async (id) => {
      assert.equal((await r.del(`/division_instances/${id}`)).body.id, id, 'the record still comes back');
      return ids(await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)).includes(id);
    }),

  // ------------------------------------------------------------ teams
  'teams-index-wrapped': async (r) => Array.isArray(await body(r, `/teams?site_id=${fx(r).siteId}`)),
  'team-show-404': async (r) => status(r, `/teams/${fx(r).teamId}`),
  'team-show-other-team': async (r) => (await body(r, `/teams/${fx(r).teamId}`)).id,
  'team-update-returns-old': async (r) =>
    withTeamUpdate(r, { abbrev: 'FLT' }, async (res) => {
      assert.equal((await body(r, `/teams/${fx(r).soloTeamId}`)).abbrev, 'FLT', 'the change is still stored');
      return res.body.abbrev;
    }),
  'team-update-404': async (r) => withTeamUpdate(r, { abbrev: 'FLT' }, async (res) => res.status),
  'team-whitelabel-urls-missing': async (r) =>
    Object.keys(await body(r, `/teams/${fx(r).teamId}`)).filter((k) => k.endsWith('whitelabel_url')),
  'team-color-leading-hash': async (r) => (await body(r, `/teams/${fx(r).teamId}`)).primary_color,
  'team-parent-team-id-missing': async (r) => 'parent_team_id' in (await body(r, `/teams/${fx(r).teamId}`)),
  'team-thumbnails-ssl-missing': async (r) => 'thumbnails_ssl' in (await body(r, `/teams/${fx(r).teamId}`)),
  'team-league-name-null': async (r) => (await body(r, `/teams/${fx(r).teamId}`)).league_name,
  'team-mapping-without-subseason-id': async (r) =>
    Object.keys((await body(r, `/teams/${fx(r).teamId}`)).subseason_team_instance_mapping[0]),
  'team-update-without-lists': async (r) =>
    withTeamUpdate(r, { abbrev: 'FLT' }, async (res) => {
      assert.ok('sites' in (await body(r, `/teams/${fx(r).soloTeamId}`)), 'a show still has the lists');
      return 'sites' in res.body;
    }),
  'team-season-without-stat-preference': async (r) =>
    'stat_preference' in (await body(r, `/teams/${fx(r).teamId}`)).seasons[0],
  'team-time-intervals-numbers': async (r) =>
    (await body(r, `/teams/${fx(r).teamId}`)).seasons[0].stat_preference.game_defaults.time_intervals,
  'team-subseason-without-standing-preference': async (r) =>
    'standing_preference' in (await body(r, `/teams/${fx(r).teamId}`)).seasons[0].subseasons[0],
  'team-subseason-without-live-scoring': async (r) => {
    assert.ok('live_scoring_stat_configuration' in first((await tree(r)).node, 'Subseason')!.data, 'the tree keeps it');
    return 'live_scoring_stat_configuration' in (await body(r, `/teams/${fx(r).teamId}`)).seasons[0].subseasons[0];
  },
  'team-show-team-instances-with-team': async (r) =>
    'team' in (await body(r, `/teams/${fx(r).teamId}`)).team_instances[0],
  'team-show-team-instances-of-league': async (r) => [
    ...new Set((await body(r, `/teams/${fx(r).teamId}`)).team_instances.map((t: Obj) => t.team_id)),
  ],
  'team-gender-coed': async (r) => (await body(r, `/teams?site_id=${fx(r).siteId}`)).map((t: Obj) => t.gender),
  'team-gender-capitalised': async (r) => (await body(r, `/teams?site_id=${fx(r).siteId}`)).map((t: Obj) => t.gender),
  'team-update-accepts-unlisted-gender': async (r) => withTeamUpdate(r, { gender: 'mixed' }, async (res) => res.status),
  'team-update-refuses-co-ed': async (r) => {
    await withTeamUpdate(r, { gender: 'female' }, async (res) =>
      assert.equal(res.status, 200, 'other listed values are still taken'),
    );
    return withTeamUpdate(r, { gender: 'co-ed' }, async (res) => res.status);
  },
  'team-opponent-boolean': async (r) => [
    (await body(r, `/teams/${fx(r).teamId}`)).opponent,
    (await body(r, `/teams/${fx(r).opponentTeamId}`)).opponent,
  ],
  'team-opponent-zero': async (r) => {
    assert.equal((await body(r, `/teams/${fx(r).opponentTeamId}`)).opponent, 1, 'the opponent team keeps 1');
    return (await body(r, `/teams/${fx(r).teamId}`)).opponent;
  },
  'team-opponent-null-for-opponent': async (r) => (await body(r, `/teams/${fx(r).opponentTeamId}`)).opponent,
  'teams-ignore-site-id': async (r) => ids(await body(r, `/teams?site_id=${fx(r).secondSiteId}`)),
  'division-instances-ignore-subseason-id': async (r) =>
    ids(await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)),
  'teams-ignore-team-ids': async (r) => ids(await body(r, `/teams?site_id=${fx(r).siteId}&team_ids=${fx(r).teamId}`)),
  'teams-ignore-league-ids': async (r) =>
    ids(await body(r, `/teams?site_id=${fx(r).siteId}&league_ids=${fx(r).soloLeagueId}`)),
  'teams-ignore-sport-id': async (r) => {
    const other = ids(await body(r, '/sports')).find((s) => s !== fx(r).sportId);
    return ids(await body(r, `/teams?site_id=${fx(r).siteId}&sport_id=${other}`));
  },
  'teams-current-subseason-ignores-site': async (r) =>
    ids(await body(r, `/teams?site_id=${fx(r).siteId}&current_subseason_only=1`)),
  'team-update-bare-ignored': async (r) => {
    await withTeamUpdate(r, { team: { abbrev: 'WRP' } }, async (res) =>
      assert.equal(res.body.abbrev, 'WRP', 'a wrapped body is still read'),
    );
    return withTeamUpdate(r, { abbrev: 'BAR' }, async (res) => res.body.abbrev);
  },
  'team-update-wrapped-ignored': async (r) => {
    await withTeamUpdate(r, { abbrev: 'BAR' }, async (res) =>
      assert.equal(res.body.abbrev, 'BAR', 'a bare body is still read'),
    );
    return withTeamUpdate(r, { team: { abbrev: 'WRP' } }, async (res) => res.body.abbrev);
  },
  'team-update-not-stored': async (r) =>
    withTeamUpdate(r, { abbrev: 'NST' }, async (res) => {
      assert.equal(res.body.abbrev, 'NST', 'the response carries the change');
      return (await body(r, `/teams/${fx(r).soloTeamId}`)).abbrev;
    }),
  'team-update-touches-button-title': async (r) =>
    withTeamUpdate(r, { abbrev: 'BTT' }, async (res) => res.body.button_title),

  // ------------------------------------------------------------ team instances
  'team-instances-index-wrapped': async (r) =>
    Array.isArray(await body(r, `/team_instances?subseason_id=${fx(r).regularSubseasonId}`)),
  'team-instance-show-404': async (r) => status(r, `/team_instances/${fx(r).teamInstanceId}`),
  'team-instance-show-other': async (r) => (await body(r, `/team_instances/${fx(r).teamInstanceId}`)).id,
  'team-instance-affects-standings-missing': async (r) =>
    'affects_standings' in (await body(r, `/team_instances/${fx(r).teamInstanceId}`)),
  'team-instance-team-without-lists': async (r) =>
    'sites' in (await body(r, `/team_instances/${fx(r).teamInstanceId}`)).team,
  'team-instance-thumbnails-missing': async (r) => {
    assert.ok('thumbnails' in (await body(r, `/teams/${fx(r).teamId}`)).team_instances[0], 'team show keeps them');
    return 'thumbnails' in (await body(r, `/team_instances/${fx(r).teamInstanceId}`));
  },
  'team-instance-thumbnails-absolute': async (r) => {
    const shown = (await body(r, `/team_instances/${fx(r).teamInstanceId}`)).thumbnails;
    assert.deepEqual(Object.keys(shown).sort(), ['large', 'medium', 'small'], 'still large, medium and small');
    return [shown.large, (await body(r, `/teams/${fx(r).teamId}`)).team_instances[0].thumbnails.small];
  },
  'team-instance-gender-coed': async (r) =>
    (await body(r, `/team_instances?subseason_id=${fx(r).regularSubseasonId}`)).map((t: Obj) => t.gender),
  'team-instance-gender-capitalised': async (r) =>
    (await body(r, `/team_instances?subseason_id=${fx(r).regularSubseasonId}`)).map((t: Obj) => t.gender),
  'team-instance-opponent-parent-null': async (r) =>
    (await body(r, `/team_instances/${fx(r).opponentTeamInstanceId}`)).parent_team_instance_id,
  'team-instance-opponent-parent-self': async (r) =>
    (await body(r, `/team_instances/${fx(r).opponentTeamInstanceId}`)).parent_team_instance_id,
  'team-instance-opponent-parent-unknown': async (r) => {
    const parent = (await body(r, `/team_instances/${fx(r).opponentTeamInstanceId}`)).parent_team_instance_id;
    return status(r, `/team_instances/${parent}`);
  },
  'team-instances-ignore-subseason': async (r) =>
    ids(await body(r, `/team_instances?subseason_id=${fx(r).regularSubseasonId}`)),
  'team-instances-ignore-league-instance': async (r) =>
    ids(await body(r, `/team_instances?league_instance_id=${fx(r).leagueInstanceId}`)),
  'team-instances-without-params-200': async (r) => status(r, '/team_instances'),
  'team-instances-invalid-subseason-200': async (r) => status(r, '/team_instances?subseason_id=not-a-number'),
  'team-instances-subseason-id-parse-int': async (r) => {
    assert.equal(
      await status(r, '/team_instances?subseason_id=abc'),
      400,
      'a subseason_id without leading digits is still refused',
    );
    return status(r, `/team_instances?subseason_id=${fx(r).regularSubseasonId}abc`);
  },
  'team-instances-invalid-subseason-500': async (r) => {
    const res = await r.get('/team_instances?subseason_id=not-a-number');
    assert.ok(isErrorBody(res.body));
    return res.status;
  },
};
