// Safe on staging: read-only mode sends no write at all; irreversible writes need the explicit
// permission; no secret reaches any report file or the console, whether the run passes or fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildServer, serverState } from '../../reference/server.ts';
import { REFERENCE_CREDENTIALS, REFERENCE_OTHER_USER, REFERENCE_SECRETS } from '../../reference/credentials.ts';
import { forbiddenEnv } from '../../reference/seed-forbidden.ts';
import { REFERENCE_CREDENTIAL_SETTINGS, runSuite, type SuiteRun } from '../kit/run-suite.ts';
import { needles, scanFolder } from '../kit/secret-scan.ts';

interface Seen {
  method: string;
  url: string;
  body: string;
}

async function referenceWithLog(
  faults: string[] = [],
): Promise<{ app: FastifyInstance; seen: Seen[]; env: Record<string, string> }> {
  const app = buildServer({ faults });
  const seen: Seen[] = [];
  app.addHook('preHandler', async (request) => {
    seen.push({
      method: request.method,
      url: request.url,
      body: typeof request.body === 'object' ? JSON.stringify(request.body ?? null) : String(request.body ?? ''),
    });
  });
  app.addHook('onRequest', async (request) => {
    // Counted before any parsing, so that even a rejected write shows up.
    if (request.method !== 'GET' && request.method !== 'HEAD')
      seen.push({ method: `${request.method}(received)`, url: request.url, body: '' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { fixtures } = serverState(app);
  const port = (app.server.address() as { port: number }).port;
  const env = {
    SVC_BASE_URL: `http://127.0.0.1:${port}`,
    ...REFERENCE_CREDENTIAL_SETTINGS,
    SVC_FORBIDDEN_SITE_ID: String(fixtures.forbiddenSiteId),
    SVC_GAME_ID: String(fixtures.gameId),
    // the second user: its reads are sent in read-only mode too, its writes never
    SVC_OTHER_ACCESS_TOKEN: REFERENCE_OTHER_USER.accessToken,
    // a record of every kind on the forbidden site, as the embedded server prints them: the access
    // checks read them in read-only mode too, so a skip there has only the mode as its reason
    ...forbiddenEnv(fixtures),
  };
  return { app, seen, env };
}

function assertNoSecrets(run: SuiteRun, label: string) {
  const wanted = needles([...REFERENCE_SECRETS], {
    username: REFERENCE_CREDENTIALS.username,
    password: REFERENCE_CREDENTIALS.password,
  });
  const { files, hits } = scanFolder(run.reportDir, wanted);
  assert.ok(files >= 5, `${label}: the run wrote its reports (${files} files)`);
  assert.deepEqual(hits, [], `${label}: secrets in report files`);
  for (const n of wanted) assert.ok(!Buffer.from(run.output).includes(n.bytes), `${label}: ${n.label} on the console`);
}

test('read-only mode: the target receives no POST, PUT or DELETE, and writes are skipped with the reason', async () => {
  const { app, seen, env } = await referenceWithLog();
  try {
    const run = await runSuite({ env: { ...env, SVC_MODE: 'read-only' } });
    assert.equal(run.exitCode, 0, run.output.slice(-3000));
    const writes = seen.filter((s) => !s.method.startsWith('GET') && !s.method.startsWith('HEAD'));
    assert.deepEqual(writes, [], 'mutating requests received in read-only mode');
    const verdicts = run.report!.requirements;
    const skipped = verdicts.filter((v) => v.verdict === 'skipped');
    assert.ok(skipped.length >= 50, `${skipped.length} requirements skipped`);
    for (const v of skipped)
      assert.match(v.reason ?? '', /read-only mode/, `${v.id} is skipped for another reason: ${v.reason}`);
    assert.ok(verdicts.some((v) => v.id === 'OP-NEWS-ARTICLES-CREATE' && v.verdict === 'skipped'));
    assert.deepEqual(run.report!.residue, []);
    assertNoSecrets(run, 'read-only run');
  } finally {
    await app.close();
  }
});

test('an external target without SVC_ALLOW_IRREVERSIBLE gets no page, official, game link or new division', async () => {
  const { app, seen, env } = await referenceWithLog();
  try {
    const run = await runSuite({ env: { ...env, SVC_MODE: 'read-write' } });
    assert.equal(run.exitCode, 0, run.output.slice(-3000));
    const irreversible = seen.filter(
      (s) =>
        s.method === 'POST' &&
        (s.url.startsWith('/pages') ||
          s.url.startsWith('/officials') ||
          s.url.startsWith('/games_news_articles') ||
          (s.url.startsWith('/division_instances') && /"existing_or_new":"new"/.test(s.body))),
    );
    assert.deepEqual(irreversible, []);
    assert.deepEqual(run.report!.residue, []);
    const pages = run.report!.requirements.find((v) => v.id === 'OP-PAGES-CREATE')!;
    assert.equal(pages.verdict, 'skipped');
    assert.match(pages.reason ?? '', /SVC_ALLOW_IRREVERSIBLE/);
  } finally {
    await app.close();
  }
});

test('no secret in any report file or on the console, in a failing run either', async () => {
  const { app, env } = await referenceWithLog(['news-title-accepts-301', 'auth-missing-bearer-accepted']);
  try {
    const run = await runSuite({ env: { ...env, SVC_MODE: 'read-write', SVC_ALLOW_IRREVERSIBLE: 'yes' } });
    assert.equal(run.exitCode, 1, run.output.slice(-3000));
    assert.ok(run.report!.requirements.some((v) => v.verdict === 'fail'));
    assertNoSecrets(run, 'failing run');
  } finally {
    await app.close();
  }
});
