// The standalone reference server (reference/main.ts): prints the .env lines once listening, first the
// URL (after `# ` comment lines describing the variations), serves on that port, reads SVC_FAULTS and
// SVC_VARIATIONS, and shuts down cleanly on SIGTERM/SIGINT.
import { after, test } from 'node:test';
import type { ChildProcess } from 'node:child_process';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parse as parseDotenv } from 'dotenv';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { drawVariationIds } from '../../reference/variations.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

/** Servers started here: a failed assertion must not leave one running (the test process would wait for it). */
const started: ChildProcess[] = [];
after(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const lines = async (): Promise<string[]> => {
    const deadline = Date.now() + 15_000;
    while (!/^# ready$/m.test(stdout)) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`no .env lines; exit ${child.exitCode}; stderr: ${stderr}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return stdout
      .trim()
      .split('\n')
      .filter((l) => l !== '# ready');
  };
  started.push(child);
  return { child, lines, output: () => ({ stdout, stderr }) };
}

test('prints the .env lines, serves, and stops on SIGTERM', async (t) => {
  const server = start({ PORT: '0', SVC_VARIATIONS: 'all', SVC_FAULTS: '' });
  t.after(() => server.child.kill('SIGKILL'));
  const all = await server.lines();
  assert.match(all[0]!, /^# SVC_VARIATIONS=all -> auth-403, /, 'the variations first, as comments');
  const lines = all.filter((l) => !l.startsWith('#'));
  assert.ok(
    all.slice(0, all.length - lines.length).every((l) => l.startsWith('# ')),
    'comments only before the .env lines',
  );
  assert.match(lines[0]!, /^SVC_BASE_URL=http:\/\/127\.0\.0\.1:\d+$/);
  assert.deepEqual(
    lines.map((l) => l.split('=')[0]),
    ENV_NAMES,
  );
  const env = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  assert.equal(env.SVC_ACCESS_TOKEN, REFERENCE_CREDENTIALS.accessToken);
  assert.equal(env.SVC_USERNAME, REFERENCE_CREDENTIALS.username);
  assert.equal(env.SVC_PASSWORD, REFERENCE_CREDENTIALS.password);
  assert.equal(env.SVC_API_TOKEN, REFERENCE_CREDENTIALS.apiToken);
  const headers = { authorization: `Bearer ${env.SVC_ACCESS_TOKEN}`, 'svc-api-version': '0.1' };
  const site = await fetch(`${env.SVC_BASE_URL}/sites/${env.SVC_SITE_ID}`, { headers });
  assert.equal(site.status, 200);
  assert.equal(
    (await fetch(`${env.SVC_BASE_URL}/sites/${env.SVC_FORBIDDEN_SITE_ID}`, { headers })).status,
    404,
    'forbidden-site-404 is on',
  );
  assert.equal((await fetch(`${env.SVC_BASE_URL}/officials?game_id=${env.SVC_GAME_ID}`, { headers })).status, 200);
  server.child.kill('SIGTERM');
  const [code] = await once(server.child, 'exit');
  assert.equal(code, 0, server.output().stderr);
});

const ENV_NAMES = [
  'SVC_BASE_URL',
  'SVC_ACCESS_TOKEN',
  'SVC_OTHER_ACCESS_TOKEN',
  'SVC_USERNAME',
  'SVC_PASSWORD',
  'SVC_API_TOKEN',
  'SVC_SITE_ID',
  'SVC_FORBIDDEN_SITE_ID',
  'SVC_FORBIDDEN_LEAGUE_ID',
  'SVC_FORBIDDEN_TEAM_ID',
  'SVC_FORBIDDEN_NEWS_ARTICLE_ID',
  'SVC_FORBIDDEN_GAME_ID',
  'SVC_GAME_ID',
  'SVC_OTHER_GAME_ID',
  'SVC_UPLOADED_VIDEOS',
  'SVC_UPLOADS_OFF_SITE_ID',
  // a record of every kind of the forbidden site, for the access check of every operation scoped to a site
  'SVC_FORBIDDEN_CONTENT_NODE_ID',
  'SVC_FORBIDDEN_LAYOUT_CONTAINER_ID',
  'SVC_FORBIDDEN_LAYOUT_COLUMN_ID',
  'SVC_FORBIDDEN_PAGE_ELEMENT_ID',
  'SVC_FORBIDDEN_PAGE_NODE_ID',
  'SVC_FORBIDDEN_LEAGUE_INSTANCE_ID',
  'SVC_FORBIDDEN_SUBSEASON_ID',
  'SVC_FORBIDDEN_SUBSEASON_NODE_ID',
  'SVC_FORBIDDEN_DIVISION_ID',
  'SVC_FORBIDDEN_DIVISION_INSTANCE_ID',
  'SVC_FORBIDDEN_TEAM_INSTANCE_ID',
  'SVC_FORBIDDEN_OFFICIAL_ID',
  'SVC_FORBIDDEN_PHOTO_GALLERY_ID',
  'SVC_FORBIDDEN_GALLERY_PHOTO_ID',
  'SVC_FORBIDDEN_VIDEO_GALLERY_ID',
  'SVC_FORBIDDEN_UPLOADED_VIDEO_ID',
];

test('random:<seed> prints its draw as comments and the real (random) fixture ids; dotenv reads the output', async () => {
  let seed = 0;
  while (!drawVariationIds(seed).includes('random-ids')) seed++;
  const server = start({ PORT: '0', SVC_VARIATIONS: `random:${seed}`, SVC_FAULTS: '' });
  try {
    const all = await server.lines();
    assert.match(all[0]!, new RegExp(`^# SVC_VARIATIONS=random:${seed} -> .*random-ids`));
    assert.ok(all.some((l) => /^# {3}random-ids: /.test(l)));
    const env = parseDotenv(`${all.join('\n')}\n`);
    assert.deepEqual(Object.keys(env), ENV_NAMES, 'dotenv skips the comments');
    const headers = {
      authorization: `Bearer ${env.SVC_ACCESS_TOKEN}`,
      'svc-api-version': '0.1',
      accept: 'application/json',
    };
    for (const name of ENV_NAMES.filter((n) => n.endsWith('_ID')))
      assert.match(env[name]!, /^\d{7,10}$/, `${name} is a random id`);
    assert.equal((await fetch(`${env.SVC_BASE_URL}/sites/${env.SVC_SITE_ID}`, { headers })).status, 200);
    assert.equal((await fetch(`${env.SVC_BASE_URL}/officials?game_id=${env.SVC_GAME_ID}`, { headers })).status, 200);
    const forbidden = await fetch(`${env.SVC_BASE_URL}/sites/${env.SVC_FORBIDDEN_SITE_ID}`, { headers });
    assert.ok(forbidden.status >= 400 && forbidden.status < 500);
    assert.equal(
      (await fetch(`${env.SVC_BASE_URL}/teams/${env.SVC_FORBIDDEN_TEAM_ID}`, { headers })).status,
      forbidden.status,
      'the forbidden team is of the forbidden site',
    );
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
  }
});

test('SVC_FAULTS switches a fault on; SIGINT stops the server too', async (t) => {
  const server = start({ PORT: '0', SVC_FAULTS: 'leagues-unknown-site-200', SVC_VARIATIONS: '' });
  t.after(() => server.child.kill('SIGKILL'));
  const lines = await server.lines();
  const base = lines[0]!.split('=')[1];
  const res = await fetch(`${base}/leagues?site_id=999999`, {
    headers: { authorization: `Bearer ${REFERENCE_CREDENTIALS.accessToken}` },
  });
  assert.equal(res.status, 200);
  server.child.kill('SIGINT');
  const [code] = await once(server.child, 'exit');
  assert.equal(code, 0);
});

test('an unknown fault stops the start with a message (unknown variations: reference-faults-variations)', async () => {
  const server = start({ PORT: '0', SVC_FAULTS: 'no-such-fault' });
  const [code] = await once(server.child, 'exit');
  assert.notEqual(code, 0);
  assert.match(server.output().stderr, /Unknown fault/);
  assert.equal(server.output().stdout, '');
});
