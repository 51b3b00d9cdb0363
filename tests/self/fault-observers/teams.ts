// What each fault of reference/faults/teams.ts (teams and team instances) changes, one function per fault
// that observes it (part of LEAGUES_TEAMS_OBSERVE, fault-observers/leagues-teams.ts, which says how they
// run and what they leave on the shared baseline server: the team updated here is the solo-league team,
// never fixtures.teamId).
import assert from 'node:assert/strict';
import type { TEAM_FAULTS } from '../../../reference/faults/teams.ts';
import { isErrorBody, type RefServer } from '../../../reference/testing.ts';
import { body, first, fx, ids, type Obj, type Observer, status, tree } from './leagues-teams-kit.ts';

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

export const TEAM_OBSERVE: Record<(typeof TEAM_FAULTS)[number]['id'], Observer> = {
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
