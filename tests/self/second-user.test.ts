// Access control judged with a second user (issue 26): against the reference as an external target,
// with every setting a user gives anyway but of the forbidden site only SVC_FORBIDDEN_SITE_ID and the
// second user's credential (SVC_OTHER_ACCESS_TOKEN), the access rules are judged: discovery finds the
// forbidden site's records through the second user, and the first user's records are tried with it.
// What stays skipped is what only a game of the forbidden site can judge (the interface has no list
// of games), and says so.
// The second credential sends no write that a conforming deployment would serve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildServer, serverState, uploadSettingLines } from '../../reference/server.ts';
import { REFERENCE_OTHER_USER } from '../../reference/credentials.ts';
import { REFERENCE_CREDENTIAL_SETTINGS, runSuite } from '../kit/run-suite.ts';
import { discoverForbidden } from '../../src/harness/discovery-forbidden.ts';
import type { ReadFunction } from '../../src/harness/discovery.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import type { Fixtures } from '../../src/harness/run-target.ts';

/** The access rules only a game of the forbidden site can judge (the interface lists no games); the second user cannot stand in, as it never creates. */
const NEED_A_FORBIDDEN_GAME: Record<string, RegExp> = {
  'ACCESS-FORBIDDEN-OFFICIALS-CREATE': /SVC_FORBIDDEN_GAME_ID/,
  'ACCESS-FORBIDDEN-GALLERY-PHOTOS-UPLOAD': /SVC_FORBIDDEN_GAME_ID/,
  'ACCESS-FORBIDDEN-GALLERY-VIDEOS-UPLOAD': /SVC_FORBIDDEN_GAME_ID/,
};

test('with SVC_FORBIDDEN_SITE_ID and SVC_OTHER_ACCESS_TOKEN only, the access rules are judged both ways; the second credential never has a write served', async () => {
  const app = buildServer();
  const otherWrites: Array<{ method: string; url: string; status: number }> = [];
  app.addHook('onResponse', async (request, reply) => {
    if (
      request.headers.authorization === `Bearer ${REFERENCE_OTHER_USER.accessToken}` &&
      request.method !== 'GET' &&
      request.method !== 'HEAD'
    ) {
      otherWrites.push({ method: request.method, url: request.url, status: reply.statusCode });
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { fixtures } = serverState(app);
    const env = {
      SVC_BASE_URL: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
      ...REFERENCE_CREDENTIAL_SETTINGS,
      SVC_GAME_ID: String(fixtures.gameId),
      SVC_OTHER_GAME_ID: String(fixtures.otherGameId),
      SVC_UPLOADED_VIDEOS: uploadSettingLines(serverState(app)).SVC_UPLOADED_VIDEOS!,
      SVC_MODE: 'read-write',
      SVC_ALLOW_IRREVERSIBLE: 'yes',
      SVC_FORBIDDEN_SITE_ID: String(fixtures.forbiddenSiteId),
      SVC_OTHER_ACCESS_TOKEN: REFERENCE_OTHER_USER.accessToken,
    };
    const run = await runSuite({ env });
    assert.equal(run.exitCode, 0, run.output.slice(-3000));
    const access = run.report!.requirements.filter(
      (r) => r.id.startsWith('ACCESS-FORBIDDEN-') && r.level !== 'observed',
    );
    assert.ok(access.length >= 39, `${access.length} access requirements`);
    const skipped = access.filter((r) => r.verdict === 'skipped');
    assert.deepEqual(
      skipped.map((r) => r.id).sort(),
      Object.keys(NEED_A_FORBIDDEN_GAME).sort(),
      'skipped: only what needs a game or a gallery record of the forbidden site',
    );
    for (const r of skipped)
      assert.match(r.reason ?? '', NEED_A_FORBIDDEN_GAME[r.id]!, `${r.id}: the reason names the setting (${r.reason})`);
    assert.deepEqual(
      access.filter((r) => r.verdict !== 'pass' && r.verdict !== 'skipped').map((r) => `${r.id}: ${r.verdict}`),
      [],
      'the judged ones pass',
    );
    // found by the second user: each forbidden record the run used came from discovery, none was given
    const found = Object.entries(run.report!.target.fixtures).filter(
      ([thing, f]) => thing.startsWith('forbidden_') && 'id' in f,
    );
    assert.ok(
      found.length >= 14,
      `${found.length} records of the forbidden site found (the site and 13 of its records: all but what hangs on a game or is a gallery record)`,
    );
    assert.deepEqual(
      found
        .filter(([thing, f]) => thing !== 'forbidden_site' && 'id' in f && f.source !== 'discovered')
        .map(([thing]) => thing),
      [],
    );
    assert.deepEqual(run.report!.target.secondUser, { sharedSites: [] });
    // both ways: the second user's reads and writes were sent, and every write of it was refused
    assert.ok(otherWrites.length >= 6, `${otherWrites.length} writes sent with the second credential`);
    assert.deepEqual(
      otherWrites.filter((w) => w.status < 400),
      [],
      'a write of the second user was served',
    );
    assert.ok(!run.output.includes(REFERENCE_OTHER_USER.accessToken), 'the second credential is not on the console');
  } finally {
    await app.close();
  }
});

test("a second user who can read one of the first user's sites is said to share it (its side of the checks is then not run)", async () => {
  const answers: Record<string, unknown> = { listSites: [{ id: 1 }, { id: 3 }], getSite: { id: 3 } };
  const read: ReadFunction = async (operationId, options) => {
    const body = operationId === 'getSite' ? { id: options?.path?.id } : (answers[operationId] ?? []);
    const status = operationId === 'getSite' && options?.path?.id === 2 ? 403 : 200;
    return {
      status,
      body,
      object: body,
      list: Array.isArray(body) ? body : [],
      text: JSON.stringify(body),
    } as unknown as ApiResult;
  };
  // listed by both: site 1; the fixture site 2 is refused to the second user; no forbidden site given
  assert.deepEqual(await discoverForbidden(read, { site: { id: 2, source: 'given' } }, [1, 2]), { sharedSites: [1] });
  // not listed, but shown: the fixture site counts too
  assert.deepEqual(await discoverForbidden(read, { site: { id: 4, source: 'given' } }, [4]), { sharedSites: [4] });
  // none shared
  assert.deepEqual(await discoverForbidden(read, { site: { id: 2, source: 'given' } }, [2]), { sharedSites: [] });
  // without a second user nothing is shared, and every forbidden record says which setting would find it
  const fixtures: Fixtures = { forbidden_site: { id: 3, source: 'given' } };
  assert.deepEqual(await discoverForbidden(undefined, fixtures, [1]), { sharedSites: [] });
  assert.match(
    (fixtures.forbidden_layout_container as { missing: string }).missing,
    /SVC_OTHER_ACCESS_TOKEN.*SVC_FORBIDDEN_LAYOUT_CONTAINER_ID/,
  );
  assert.match((fixtures.forbidden_game as { missing: string }).missing, /SVC_FORBIDDEN_GAME_ID.*no way to list games/);
});
