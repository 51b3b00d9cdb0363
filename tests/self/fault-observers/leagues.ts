// What each fault of reference/faults/leagues.ts (leagues, league instances, the league instance tree)
// changes, one function per fault that observes it (part of LEAGUES_TEAMS_OBSERVE,
// fault-observers/leagues-teams.ts, which says how they run and what they leave on the shared baseline
// server).
import assert from 'node:assert/strict';
import type { LEAGUE_FAULTS } from '../../../reference/faults/leagues.ts';
import { isErrorBody } from '../../../reference/testing.ts';
import { body, first, fx, ids, type Obj, type Observer, status, tree } from './leagues-teams-kit.ts';

export const LEAGUE_OBSERVE: Record<(typeof LEAGUE_FAULTS)[number]['id'], Observer> = {
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
};
