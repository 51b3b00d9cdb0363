// The benchmark's machinery (npm run bench): the reference switches it uses, and a replay that
// sends what a recorded run sent and gets the same answers (else the floor would measure other work).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../reference/server.ts';
import { buildSeed, seedOptionsFromEnv } from '../../reference/seed.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { authHeaders } from '../../reference/testing.ts';
import { runSuite } from '../kit/run-suite.ts';
import { readLanes, replay } from '../../scripts/bench/replay.ts';
import { startReference } from '../../scripts/bench/processes.ts';
import { measureValidation } from '../../scripts/bench/validation-cost.ts';

const headers = { ...authHeaders(), 'svc-api-version': '0.1' };

test('the seed size options give the teams, team instances and news articles asked for, and leave the fixture ids the suite starts from alone', () => {
  const small = buildSeed();
  const large = buildSeed(
    seedOptionsFromEnv({ SVC_SEED_TEAMS: '300', SVC_SEED_TEAM_INSTANCES: '40', SVC_SEED_NEWS_ARTICLES: '120' }),
  );
  const mainLeagueTeams = (s: typeof small) =>
    [...s.store.t.teams.values()].filter((t) => t.league_ids.includes(s.fixtures.leagueId)).length;
  // the teams asked for, and the seed's one team in the playoffs only (current_subseason_only leaves it out)
  assert.equal(mainLeagueTeams(large), 300 + 1);
  const instancesOfMainLeague = [...large.store.t.teamInstances.values()].filter((ti) =>
    ti.subseason_ids.includes(large.fixtures.regularSubseasonId),
  );
  assert.equal(instancesOfMainLeague.length, 40);
  assert.equal(large.store.t.newsArticles.size, small.store.t.newsArticles.size + 120);
  // The ids the embedded defaults name (embedded.ts), and the ones discovery starts from, stay put.
  for (const key of [
    'siteId',
    'forbiddenSiteId',
    'gameId',
    'leagueId',
    'leagueInstanceId',
    'newsArticleId',
    'teamId',
  ] as const) {
    assert.equal(large.fixtures[key], small.fixtures[key], `${key} does not move with the size`);
  }
  assert.throws(() => seedOptionsFromEnv({ SVC_SEED_TEAMS: 'many' }), /SVC_SEED_TEAMS/);
  assert.throws(() => buildSeed({ teams: 10, teamInstances: 11 }), /teamInstances/);
});

test('SVC_LATENCY_MS delays every answer, errors too', async () => {
  const app = buildServer({ latencyMs: 40 });
  for (const url of ['/sports', '/no-such-path']) {
    const started = performance.now();
    const r = await app.inject({ url, headers });
    assert.ok(performance.now() - started >= 39, `${url} answered ${r.statusCode} after the added latency`);
  }
  await app.close();
});

test('a recorded run replayed against a fresh server gets the same answers', async () => {
  // One worker, so one lane: the fresh server hands out the same ids in the same order and every
  // status must match. With several lanes the interleaving differs from run to run (an index read
  // before or after another lane's create), so only most statuses match there (bench.md says how many).
  const recordDir = mkdtempSync(join(tmpdir(), 'svc-replay-'));
  const run = await runSuite({
    workers: 1,
    args: [
      '--grep',
      '@NEWS-TITLE-MAXLEN|@OP-TEAMS-INDEX|@AUTH-BASIC-WRONG-REJECTED|@OP-GALLERY-PHOTOS-UPLOAD|@OP-PHOTO-ELEMENT-UPLOAD',
    ],
    env: { SVC_REPLAY_RECORD: recordDir },
  });
  assert.equal(run.exitCode, 0, run.output.slice(-3000));
  const lanes = readLanes(recordDir);
  const recorded = lanes.flat();
  assert.ok(recorded.length >= 10, `the run recorded its requests (${recorded.length})`);
  assert.ok(
    recorded.every(
      (e) =>
        !JSON.stringify(e).includes(REFERENCE_CREDENTIALS.accessToken) &&
        !JSON.stringify(e).includes(REFERENCE_CREDENTIALS.password),
    ),
    'no secret is recorded',
  );
  assert.ok(
    recorded.some((e) => e.method === 'POST' && (e.ids?.length ?? 0) > 0),
    'creates are recorded with the id they made',
  );
  const server = await startReference({ ...process.env });
  try {
    const result = await replay(lanes, server.url, REFERENCE_CREDENTIALS);
    assert.equal(result.exchanges, recorded.length);
    assert.equal(
      result.sameStatus,
      recorded.length,
      `every replayed request got the status it got in the run: ${JSON.stringify(result.mismatches)}`,
    );
  } finally {
    await server.stop();
  }
});

test('the validation cost is measured on answers that validate', async () => {
  const costs = await measureValidation({ teams: 200, teamInstances: 50, newsArticles: 100 }, 1);
  assert.deepEqual(
    costs.map((c) => c.operationId),
    ['listTeams', 'listTeamInstances', 'listNewsArticles', 'getLeagueInstanceTree'],
  );
  for (const c of costs) assert.ok(c.mb > 0 && c.validateMs >= 0 && Number.isFinite(c.validateMsPerMb));
});
