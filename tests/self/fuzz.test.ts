// Property test of the reference server at scale: bad input of any kind gets a 4xx with
// {"errors": "<message>"} (the documented tags failure: 400 with {}), never a 5xx, and changes
// nothing. tests/kit/fuzz/ generates the invalid requests from spec/openapi.yaml, starting from
// one valid request per operation form over the seeded data (referenceBases); they are sent with
// fastify's inject. The store digest is compared after a sample of the requests and after all of them.
//
//   node --import tsx --test tests/self/fuzz.test.ts
//   SVC_FUZZ_SEED=7 SVC_FUZZ_COUNT=30000 node --import tsx --test tests/self/fuzz.test.ts
//   SVC_FUZZ_FAULTS=news-title-accepts-301 ...   (a reference fault: the test must then fail)
//   SVC_FUZZ_FAILURES=/tmp/fuzz-failures.txt ... (every failure, not only the first ones printed)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { buildServer, serverState } from '../../reference/server.ts';
import { isErrorBody } from '../../reference/testing.ts';
import { generateInvalidRequests, renderBases } from '../kit/fuzz/generate.ts';
import { referenceBases } from '../kit/fuzz/reference-bases.ts';
import { loadOperations } from '../kit/fuzz/spec.ts';
import type { FuzzRequest } from '../kit/fuzz/types.ts';

const SEED = Number(process.env.SVC_FUZZ_SEED ?? 20261121);
const COUNT = Number(process.env.SVC_FUZZ_COUNT ?? 12000);
const FAULTS = (process.env.SVC_FUZZ_FAULTS ?? '').split(',').filter(Boolean);
/**
 * The whole-store digest is taken after a sample of the requests (every 3rd non-GET, every 20th GET)
 * and at the end; after every request the record counts of every table are compared (cheap).
 */
const sampled = (r: FuzzRequest): boolean => (r.method === 'GET' ? r.seq % 20 === 0 : r.seq % 3 === 0);
const counts = (store: ReturnType<typeof serverState>['store']): string =>
  `${Object.values(store.t)
    .map((m: Map<number, unknown>) => m.size)
    .join(',')};${store.uploads.size}`;

const ops = loadOperations();

async function send(app: ReturnType<typeof buildServer>, r: FuzzRequest) {
  const res = await app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: r.headers,
    ...(r.payload === undefined ? {} : { payload: r.payload }),
  });
  let body: unknown;
  try {
    body = res.body === '' ? undefined : JSON.parse(res.body);
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body, text: res.body, contentType: String(res.headers['content-type'] ?? '') };
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function table(title: string, map: Map<string, number>): string {
  const rows = [...map.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const width = Math.max(...rows.map(([k]) => k.length), 10);
  return [`${title}:`, ...rows.map(([k, v]) => `  ${k.padEnd(width)} ${String(v).padStart(6)}`)].join('\n');
}

test('the spec has 46 operations and every one has a valid base request', async () => {
  assert.equal(ops.length, 46);
  const app = buildServer();
  const bases = referenceBases(serverState(app));
  await app.close();
  assert.deepEqual(
    ops.map((o) => o.operationId).filter((id) => !bases.some((b) => b.operationId === id)),
    [],
  );
  // each base on a server in the seeded state (a fresh one after any change: deletes, moves, creates)
  let scratch = buildServer();
  for (const r of renderBases(ops, bases, REFERENCE_CREDENTIALS)) {
    const digest = serverState(scratch).store.digest();
    const res = await send(scratch, r);
    assert.equal(res.status, 200, `${r.operation} (${r.variant}) ${r.method} ${r.url}: ${res.text.slice(0, 300)}`);
    if (serverState(scratch).store.digest() !== digest) {
      await scratch.close();
      scratch = buildServer();
    }
  }
  await scratch.close();
});

test(`at least 10,000 invalid requests (seed ${SEED}): 4xx with the error body, no 5xx, no change`, async () => {
  const started = performance.now();
  const app = buildServer({ faults: FAULTS });
  await app.ready();
  const state = serverState(app);
  const generated = generateInvalidRequests(ops, referenceBases(state), {
    seed: SEED,
    count: COUNT,
    credentials: REFERENCE_CREDENTIALS,
  });
  const requests = generated.requests;
  const generatedAt = performance.now();
  assert.ok(requests.length >= 10_000, `only ${requests.length} requests`);

  const initial = state.store.digest();
  let expected = initial;
  let expectedCounts = counts(state.store);
  let sizeChecks = 0;
  const byStatus = new Map<string, number>();
  const byOperation = new Map<string, number>();
  const byKind = new Map<string, number>();
  const failures: string[] = [];
  let checks = 0;
  let fiveXX = 0;
  let accepted = 0;
  for (const r of requests) {
    const res = await send(app, r);
    bump(byStatus, String(res.status));
    bump(byOperation, r.kinds.includes('method') ? '(a method the path does not serve)' : r.operation);
    for (const k of new Set(r.kinds)) bump(byKind, k);
    const what = () =>
      `#${r.seq} ${r.operation} (${r.variant}) [${r.kinds.join(', ')}] ${r.detail}\n    ${r.method} ${r.url.slice(0, 200)} -> ${res.status} ${res.text.slice(0, 200)}`;
    if (res.status >= 500) fiveXX++;
    if (res.status < 400) accepted++;
    const tagsFailure =
      r.tagsFailureAllowed &&
      res.status === 400 &&
      typeof res.body === 'object' &&
      res.body !== null &&
      !Array.isArray(res.body) &&
      Object.keys(res.body).length === 0;
    if (res.status < 400 || res.status >= 500) failures.push(`status ${res.status}: ${what()}`);
    else if (!isErrorBody(res.body) && !tagsFailure) failures.push(`not the error body: ${what()}`);
    else if (!/^application\/json/.test(res.contentType)) failures.push(`content type ${res.contentType}: ${what()}`);
    sizeChecks++;
    const nowCounts = counts(state.store);
    if (nowCounts !== expectedCounts) {
      failures.push(`a record was added or removed: ${what()}`);
      expectedCounts = nowCounts;
    }
    if (sampled(r)) {
      checks++;
      const now = state.store.digest();
      if (now !== expected) {
        failures.push(`the store changed (by this request or one since the last check): ${what()}`);
        expected = now;
      }
    }
  }
  const final = state.store.digest();
  await app.close();
  const seconds = (performance.now() - started) / 1000;

  console.log(
    [
      `fuzz seed ${SEED}: ${requests.length} invalid requests over ${byOperation.size - 1} operations (and methods the paths do not serve), ` +
        `${generated.forms.length} operation forms, generated in ${((generatedAt - started) / 1000).toFixed(1)} s, run in ${seconds.toFixed(1)} s`,
      `5xx: ${fiveXX}   2xx/3xx: ${accepted}   record counts checked after all ${sizeChecks} requests; store digest after ${checks} of them and at the end: ${final === initial ? 'unchanged' : 'CHANGED'}`,
      `not sent (the self-check found them valid): ${generated.droppedCombinations} combinations; ${generated.validOtherForm.length} single changes that give another form of a oneOf body: ${generated.validOtherForm.join('; ')}`,
      table('by status', byStatus),
      table('by operation', byOperation),
      table('by kind of defect (a combination counts under each of its kinds)', byKind),
    ].join('\n'),
  );

  if (failures.length > 0) {
    console.log(`${failures.length} failures; the first 60:\n${failures.slice(0, 60).join('\n')}`);
    if (process.env.SVC_FUZZ_FAILURES)
      (await import('node:fs')).writeFileSync(process.env.SVC_FUZZ_FAILURES, failures.join('\n'));
  }
  assert.equal(fiveXX, 0, 'a 5xx answered a client mistake');
  assert.deepEqual(failures.slice(0, 20), [], `${failures.length} failures`);
  assert.equal(final, initial, 'the store changed');
});
