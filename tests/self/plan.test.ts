// `svc-conformance plan` (src/cli/plan.ts): what a run would judge with the settings given, and for
// what it would skip, the setting that would let it judge it; reads only, in every mode. Against the
// embedded reference with the default settings it judges what a real run judges (all of it); in
// read-only mode the writes are grouped under SVC_MODE, and the server receives no write; with
// read-write settings the test clients send nothing at all either; against an external target with
// only a bearer credential, the access-control requirements are grouped under the forbidden site's
// settings. The four plans run at once: about 80 s on 2 shared cores (one plan alone: about 20 s).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, serverState, uploadSettingLines } from '../../reference/server.ts';
import { REFERENCE_CREDENTIALS, REFERENCE_OTHER_USER } from '../../reference/credentials.ts';
import { forbiddenEnv } from '../../reference/seed-forbidden.ts';
import { startEmbedded, type EmbeddedServer } from '../../src/harness/embedded.ts';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { renderPlan, type Plan } from '../../src/cli/plan.ts';
import { compare, snapshot } from '../kit/store-snapshot.ts';
import type { APIRequestContext } from '@playwright/test';
import { ApiClient, DEFAULT_POLICY } from '../../src/harness/client.ts';
import { OperationCatalogue } from '../../src/harness/operations.ts';
import { Redactor } from '../../src/harness/redaction.ts';

interface PlanRun {
  code: number | null;
  plan?: Plan;
  stderr: string;
  ms: number;
  folder: string;
}

/**
 * `svc-conformance plan --json` in an empty folder (no .env, no reports), with only the SVC_* variables
 * given; one worker each (four plans at once: as fast as two each, with less CPU).
 */
function planWith(env: Record<string, string>): Promise<PlanRun> {
  const folder = mkdtempSync(join(tmpdir(), 'svc-plan-test-'));
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !k.startsWith('SVC_') && k !== 'CI') clean[k] = v;
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin', 'svc-conformance.mjs'), 'plan', '--json'], {
      cwd: folder,
      env: { ...clean, SVC_WORKERS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('close', (code) => {
      let plan: Plan | undefined;
      try {
        plan = JSON.parse(stdout) as Plan;
      } catch {
        plan = undefined;
      }
      resolvePromise({
        code,
        ...(plan ? { plan } : {}),
        stderr: stderr + stdout.slice(0, 2000),
        ms: Date.now() - started,
        folder,
      });
    });
  });
}

interface Received {
  method: string;
  url: string;
}

/** The reference in this process, counting every request it receives (before any parsing), and the .env lines it would print. */
async function countingReference(): Promise<{
  app: FastifyInstance;
  received: Received[];
  env: Record<string, string>;
}> {
  const app = buildServer();
  const received: Received[] = [];
  app.addHook('onRequest', async (request) => {
    received.push({ method: request.method, url: request.url });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const state = serverState(app);
  const { fixtures } = state;
  const env = {
    SVC_BASE_URL: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
    SVC_OTHER_ACCESS_TOKEN: REFERENCE_OTHER_USER.accessToken,
    SVC_USERNAME: REFERENCE_CREDENTIALS.username,
    SVC_PASSWORD: REFERENCE_CREDENTIALS.password,
    SVC_API_TOKEN: REFERENCE_CREDENTIALS.apiToken,
    SVC_SITE_ID: String(fixtures.siteId),
    SVC_FORBIDDEN_SITE_ID: String(fixtures.forbiddenSiteId),
    SVC_GAME_ID: String(fixtures.gameId),
    SVC_OTHER_GAME_ID: String(fixtures.otherGameId),
    ...uploadSettingLines(state),
    ...forbiddenEnv(fixtures),
  };
  return { app, received, env };
}

/** Asserts that a counting reference received no write (`noWrite` says why that matters) and holds what it held `before`. */
function assertOnlyReads(
  server: { app: FastifyInstance; received: Received[] },
  before: ReturnType<typeof snapshot>,
  noWrite: string,
): void {
  assert.deepEqual(
    server.received.filter((r) => r.method !== 'GET'),
    [],
    noWrite,
  );
  assert.deepEqual(
    compare(before, snapshot(serverState(server.app).store)),
    { added: [], removed: [], changed: [] },
    'the store is unchanged',
  );
}

test("a client whose beforeSend stops a request sends nothing, and neither does any client derived from it (as the plan stops a test's clients)", async () => {
  let fetched = 0;
  const context = {
    fetch: () => {
      fetched += 1;
      throw new Error('sent');
    },
  } as unknown as APIRequestContext;
  const client = new ApiClient(
    context,
    'http://127.0.0.1:9',
    new OperationCatalogue(),
    { kind: 'bearer', token: 't' },
    'read-write',
    new Redactor({}),
    {},
    DEFAULT_POLICY,
  );
  const stopped: string[] = [];
  const planned = client.withHooks({}).withPolicy({
    beforeSend: (r) => {
      stopped.push(`${r.method} ${r.operationId}`);
      throw new Error('stopped');
    },
  });
  const derived = [
    planned,
    planned.as({ kind: 'none' }),
    planned.as({ kind: 'basic', username: 'u', password: 'p', apiToken: 'a' }),
    planned.withHooks({ onExchange: () => {} }),
    planned.as({ kind: 'none' }).withHooks({}),
  ];
  for (const c of derived) {
    await assert.rejects(c.call('createNewsArticle', { json: { news_article: {} } }), /stopped/);
    await assert.rejects(c.call('deleteNewsArticle', { path: { id: 1 } }), /stopped/);
    await assert.rejects(c.call('listSites'), /stopped/);
    await assert.rejects(c.request('PUT', '/anything'), /stopped/);
  }
  assert.equal(fetched, 0, 'nothing reached the request context');
  assert.equal(stopped.length, derived.length * 4);
  assert.deepEqual(stopped.slice(0, 4), [
    'POST createNewsArticle',
    'DELETE deleteNewsArticle',
    'GET listSites',
    'PUT (undescribed)',
  ]);
  await assert.rejects(client.call('listSites'), /sent/, 'the client it was derived from still sends');
});

const CATALOGUE = loadRequirements();
const AREAS = [...new Set(CATALOGUE.map((r) => r.area))];

describe('svc-conformance plan against the reference (four plans at once)', () => {
  let external: EmbeddedServer | undefined;
  const servers: FastifyInstance[] = [];
  let runs: Record<'defaults' | 'readOnly' | 'readWrite' | 'external', PlanRun>;
  let readOnly: Awaited<ReturnType<typeof countingReference>>;
  let readWrite: Awaited<ReturnType<typeof countingReference>>;
  let stores: { readOnly: ReturnType<typeof snapshot>; readWrite: ReturnType<typeof snapshot> };

  before(async () => {
    readOnly = await countingReference();
    readWrite = await countingReference();
    servers.push(readOnly.app, readWrite.app);
    stores = {
      readOnly: snapshot(serverState(readOnly.app).store),
      readWrite: snapshot(serverState(readWrite.app).store),
    };
    // the reference through its public entry point (reference/main.ts), as a user starts it
    external = await startEmbedded();
    const [defaults, ro, rw, ext] = await Promise.all([
      planWith({}),
      planWith({ ...readOnly.env, SVC_MODE: 'read-only' }),
      planWith({ ...readWrite.env, SVC_MODE: 'read-write', SVC_ALLOW_IRREVERSIBLE: 'yes' }),
      planWith({ SVC_BASE_URL: external.baseUrl, SVC_ACCESS_TOKEN: external.env.SVC_ACCESS_TOKEN! }),
    ]);
    runs = { defaults: defaults!, readOnly: ro!, readWrite: rw!, external: ext! };
    console.log(
      `plan run times: ${Object.entries(runs)
        .map(([k, r]) => `${k} ${(r.ms / 1000).toFixed(1)} s`)
        .join(', ')} (all four at once)`,
    );
  });

  after(async () => {
    await external?.stop();
    for (const s of servers) await s.close();
  });

  /** The plan of a run, after checking it was made, listed every area in catalogue order and wrote nothing in the caller's folder. */
  function planOf(name: keyof typeof runs): Plan {
    const run = runs[name];
    assert.equal(run.code, 0, `${name}: ${run.stderr.slice(-3000)}`);
    assert.ok(run.plan, `${name}: the plan is JSON`);
    assert.deepEqual(
      run.plan.areas.map((a) => a.area),
      AREAS,
      `${name}: every area, in the catalogue's order`,
    );
    assert.deepEqual(readdirSync(run.folder), [], `${name}: the plan writes no report`);
    return run.plan;
  }

  test('against the embedded reference with the default settings: it judges what a real run judges, every stated and assumed requirement', () => {
    const plan = planOf('defaults');
    assert.equal(plan.target.embedded, true);
    assert.deepEqual(
      plan.areas.flatMap((a) => a.groups),
      [],
      'no skip group: a read-write run against the reference skips nothing (conformance-run.test.ts)',
    );
    assert.deepEqual(plan.totals, {
      requirements: CATALOGUE.length,
      judged: CATALOGUE.filter((r) => r.level !== 'observed').length,
      observed: CATALOGUE.filter((r) => r.level === 'observed').length,
      skipped: 0,
      notRun: 0,
    });
  });

  test('read-only mode: the writes are grouped under SVC_MODE=read-write, and the server receives no write and changes nothing', () => {
    const plan = planOf('readOnly');
    assert.equal(plan.target.mode, 'read-only');
    const groups = plan.areas.flatMap((a) => a.groups);
    assert.ok(plan.totals.skipped >= 50, `${plan.totals.skipped} skipped`);
    assert.deepEqual(
      [...new Set(groups.map((g) => g.setting))],
      ['SVC_MODE=read-write'],
      'with every other setting given, the mode is the one reason',
    );
    assert.ok(groups.some((g) => g.requirements.includes('OP-NEWS-ARTICLES-CREATE')));
    assert.deepEqual(
      plan.settings.map((s) => s.setting),
      ['SVC_MODE=read-write'],
    );
    assertOnlyReads(readOnly, stores.readOnly, 'only reads were received');
  });

  test('read-write settings: the tests send nothing, only the shared reads reach the server (no write, each read a few times at most)', () => {
    const plan = planOf('readWrite');
    assert.equal(plan.totals.skipped, 0, JSON.stringify(plan.settings));
    assertOnlyReads(readWrite, stores.readWrite, 'no write was received, though the mode allows them');
    // Discovery reads once (global setup), the shared reads once per worker (two, or one more after a
    // worker was replaced), the version gate once per worker: a test's own request would come on top,
    // once per test; the suite's tests send about 2,000 requests to this server in a real run.
    const perUrl = new Map<string, number>();
    for (const r of readWrite.received) perUrl.set(r.url, (perUrl.get(r.url) ?? 0) + 1);
    const often = [...perUrl].filter(([, n]) => n > 6);
    assert.deepEqual(often, [], 'no read more often than discovery and the shared reads of the workers ask it');
    assert.ok(readWrite.received.length < 150, `${readWrite.received.length} requests received`);
    console.log(`read-write plan: ${readWrite.received.length} requests received (${perUrl.size} distinct), all GET`);
  });

  test("an external target with only SVC_ACCESS_TOKEN: the access-control requirements are grouped under the forbidden site's settings (and the second user's; the writes under SVC_MODE)", () => {
    const plan = planOf('external');
    assert.deepEqual(
      [plan.target.embedded, plan.target.mode, plan.target.credentials.bearer, plan.target.credentials.basic],
      [false, 'read-only', true, false],
    );
    const access = plan.areas.find((a) => a.area === 'access-control')!;
    assert.equal(access.judged, 0);
    const site = access.groups.find((g) => g.setting === 'SVC_FORBIDDEN_SITE_ID');
    assert.ok(
      site && site.requirements.length >= 10,
      JSON.stringify(access.groups.map((g) => [g.setting, g.requirements.length])),
    );
    // every access-control requirement is in a group of the forbidden site's settings (the site, its
    // records, the second user), or (its writes) of the mode
    const forbiddenSite = (s: string) => /^SVC_(FORBIDDEN_|OTHER_ACCESS_TOKEN$)/.test(s);
    const grouped = new Set(
      access.groups
        .filter((g) => g.settings.some((s) => forbiddenSite(s) || s === 'SVC_MODE=read-write'))
        .flatMap((g) => g.requirements),
    );
    assert.deepEqual(
      CATALOGUE.filter((r) => r.area === 'access-control' && !grouped.has(r.id)).map((r) => r.id),
      [],
    );
    // the reads of the forbidden site's records wait for the forbidden site's settings alone
    const reads = CATALOGUE.filter((r) => /^ACCESS-FORBIDDEN-[A-Z-]+-(SHOW|INDEX)$/.test(r.id)).map((r) => r.id);
    const ofForbiddenSite = new Set(
      access.groups.filter((g) => g.settings.some(forbiddenSite)).flatMap((g) => g.requirements),
    );
    assert.ok(reads.length >= 10, `${reads.length} reads`);
    assert.deepEqual(
      reads.filter((id) => !ofForbiddenSite.has(id)),
      [],
    );
    const text = renderPlan(plan);
    assert.match(
      text,
      /^Plan for http:\/\/127\.0\.0\.1:\d+ \(external deployment\): mode read-only, irreversible writes not allowed, credentials bearer$/m,
    );
    assert.match(text, /A forecast from the settings and what discovery found/);
    assert.match(text, /^access-control: 0 of \d+ would be judged, \d+ skipped$/m);
    assert.match(text, /^ {2}\d+ access-control requirements: set SVC_FORBIDDEN_SITE_ID$/m);
    assert.match(text, /^To judge more:\n {2}set SVC_MODE=read-write: \d+ requirements/m);
    assert.ok(!existsSync(join(runs.external.folder, 'reports')));
  });
});
