// Cross-checking spec/openapi.yaml with an independent validator: Stoplight Prism as a validation
// proxy between the conformance suite and the reference server. Used by scripts/prism-crosscheck.ts
// and tests/self/prism.test.ts.
//
// Prism 5 cannot take spec/openapi.yaml as it is, and where it can it fails silently:
//   1. it does not resolve our cross-file refs (the schemas carry `$id`s; Prism looks for
//      /work/main/schemas/x.json and stops: "Error resolving $ref pointer");
//   2. a bundled copy keeps the `$id`s; ajv inside Prism then throws on the second schema that embeds
//      the same `$id` ("already exists"), and Prism treats a schema that does not compile as valid:
//      GET /teams/{id}, /news_articles and /league_instance_tree/{id} pass whatever they answer;
//   3. without `jsonSchemaDialect` Prism forces draft-07, where a `$ref` with sibling keywords is
//      only the `$ref` and Prism's own ref handling drops it: `team_show` (`$ref` plus
//      `team_instances`) lost the whole Team; `{description, $ref}` properties lost their type;
//      with `jsonSchemaDialect` set Prism skips response validation altogether (TOOLING-NOTES);
//   4. our custom format `date-time-numeric-offset` is unknown to Prism (ignored, so `Z` passes).
// So Prism gets a copy made for it, in a temporary folder: bundled by redocly (one file, internal
// refs), `$id`/`$schema` removed, every `$ref` with siblings turned into `allOf: [{$ref}]` (the same
// meaning in 2020-12), and the custom format replaced by `format: date-time` plus a pattern that
// requires a numeric offset. provePlantedViolation() shows, before anything is trusted, that Prism
// reports a planted violation through this copy (including on the three operations of point 2).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { buildSeed } from '../../reference/seed.ts';
import { OPENAPI_PATH, PROJECT_ROOT } from '../../src/paths.ts';
import { runCommand, runSuite, type SuiteRun } from './run-suite.ts';

/** A numeric-offset ISO 8601 date-time, as a pattern (the shape of src/validation/ajv.ts's format). */
export const NUMERIC_OFFSET_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?[+-]\\d{2}:\\d{2}$';

/** The copy of a bundled description that Prism validates faithfully (see the header). */
export function prismCompatible(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prismCompatible);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$id' || key === '$schema') continue;
    out[key] = prismCompatible(child);
  }
  if (out.format === 'date-time-numeric-offset') {
    out.format = 'date-time';
    out.pattern = NUMERIC_OFFSET_PATTERN;
  }
  if (typeof out.$ref === 'string' && Object.keys(out).length > 1) {
    const ref = out.$ref;
    delete out.$ref;
    out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), { $ref: ref }];
  }
  return out;
}

/** Bundles spec/openapi.yaml with redocly and writes the Prism copy; returns its path. */
export async function preparePrismDescription(dir = mkdtempSync(join(tmpdir(), 'svc-prism-'))): Promise<string> {
  const bundled = join(dir, 'openapi.bundled.yaml');
  const r = await runCommand(process.execPath, [REDOCLY_CLI, 'bundle', OPENAPI_PATH, '-o', bundled]);
  if (r.code !== 0) throw new Error(`redocly bundle failed (${r.code}):\n${r.output}`);
  const copy = join(dir, 'openapi.prism.yaml');
  writeFileSync(copy, YAML.stringify(prismCompatible(YAML.parse(readFileSync(bundled, 'utf8')))));
  return copy;
}

const PRISM_CLI = join(PROJECT_ROOT, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
const REDOCLY_CLI = join(PROJECT_ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a child process and waits until its output matches `ready` (whose group 1 may be the URL). */
function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs: number,
  url?: string,
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: false });
    let output = '';
    let settled = false;
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
      });
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      void stop();
      reject(new Error(`${command} ${args.join(' ')} did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = ready.exec(output);
      if (m && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ url: url ?? m[1]!, child, output: () => output, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('close', (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** The embedded reference server on a free port; `lines` are the .env lines it prints. */
export async function startReferenceServer(
  env: Record<string, string> = {},
): Promise<Started & { lines: Record<string, string> }> {
  const clean: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('SVC_')) clean[k] = v;
  const started = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'reference/main.ts'],
    { ...clean, PORT: '0', ...env },
    /(^|\n)SVC_GAME_ID=\d+\n/,
    30_000,
    '',
  );
  const lines = Object.fromEntries(
    started
      .output()
      .split('\n')
      .filter((l) => /^SVC_\w+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return { ...started, url: lines.SVC_BASE_URL!, lines };
}

/** `prism proxy <description> <upstream>` on a free loopback port (without --errors: answers pass through, violations come in sl-violations). */
async function startPrism(description: string, upstream: string): Promise<Started> {
  const port = await freePort();
  // The CLI's own script, run by node: one process to stop (npx would leave its child behind).
  return startProcess(
    process.execPath,
    [PRISM_CLI, 'proxy', description, upstream, '--host', '127.0.0.1', '--port', String(port)],
    { ...process.env },
    /Prism is listening on/,
    60_000,
    `http://127.0.0.1:${port}`,
  );
}

export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** The violations Prism put in the sl-violations header of an answer ([] when none). */
export function violationsOf(headers: Headers | Record<string, string>): Violation[] {
  const value =
    headers instanceof Headers
      ? headers.get('sl-violations')
      : Object.entries(headers).find(([k]) => k.toLowerCase() === 'sl-violations')?.[1];
  if (!value) return [];
  // Prism cuts a long list short: "Too many violations! [..." (the JSON may end mid-way).
  const list = value.replace(/^Too many violations!\s*/, '');
  try {
    return JSON.parse(list) as Violation[];
  } catch {
    const whole =
      list.match(/\{"location":\[[^\]]*\],"severity":"[^"]*"(,"code":("[^"]*"|\d+))?,"message":"(?:[^"\\]|\\.)*"\}/g) ??
      [];
    return whole.map((one) => JSON.parse(one) as Violation);
  }
}

export interface PlantedProof {
  /** per call: what Prism reported in sl-violations */
  calls: Array<{ path: string; status: number; violations: Violation[] }>;
  /** every call carried a response violation about a timestamp */
  reported: boolean;
}

/**
 * Starts the reference server with the fault timestamps-in-z (timestamps written with `Z`, which the
 * interface's "numeric UTC offset" forbids), puts Prism in front of it and calls three operations:
 * a flat record, the Team show (a `$ref` with siblings) and the news article index (nested records
 * whose schemas share `$id`s). Prism must report the timestamps of all three.
 */
export async function provePlantedViolation(description: string): Promise<PlantedProof> {
  const reference = await startReferenceServer({ SVC_FAULTS: 'timestamps-in-z' });
  let prism: Started | undefined;
  try {
    prism = await startPrism(description, reference.url);
    const headers = {
      accept: 'application/json',
      'svc-api-version': '0.1',
      authorization: `Bearer ${reference.lines.SVC_ACCESS_TOKEN}`,
    };
    const calls: PlantedProof['calls'] = [];
    const { teamId } = buildSeed().fixtures;
    for (const path of [`/sites/${reference.lines.SVC_SITE_ID}`, `/teams/${teamId}`, '/news_articles']) {
      const res = await fetch(`${prism.url}${path}`, { headers });
      await res.arrayBuffer();
      calls.push({ path, status: res.status, violations: violationsOf(res.headers) });
    }
    const reported = calls.every((c) =>
      c.violations.some(
        (v) => v.location[0] === 'response' && /_(at|on|date)$/.test(String(v.location.at(-1))) && v.code === 'pattern',
      ),
    );
    return { calls, reported };
  } finally {
    await prism?.stop();
    await reference.stop();
  }
}

// ------------------------------------------------------------------ the suite's traffic

type Verdict = 'problem' | 'explained';

export interface FoundViolation extends Violation {
  operationId: string;
  method: string;
  url: string;
  status: number;
  test: string;
  requestBody?: string;
  kind: 'request' | 'response';
  verdict: Verdict;
  why: string;
}

interface HarEntry {
  request: { method: string; url: string; postData?: { text: string } };
  response: { status: number; headers: Array<{ name: string; value: string }> };
  comment?: string;
  _operationId?: string;
  _test?: string;
  _outsideDescription?: boolean;
}

/**
 * Every violation Prism reported on the suite's traffic (reports/traffic.har), each judged:
 * - on a request deliberately outside the description (`unvalidated`, an undescribed path): explained;
 * - on a request the deployment refused (4xx): explained, a deliberately invalid request (the suite
 *   sends missing, wrong and over-long values on purpose and expects the refusal);
 * - on any other request (the suite meant it and the deployment served it): a problem of the
 *   description's request schemas, of the suite or of the reference;
 * - on a response to a described request: a problem (the description or the reference is wrong).
 */
export function violationsInHar(harPath: string): FoundViolation[] {
  const har = JSON.parse(readFileSync(harPath, 'utf8')) as { log: { entries: HarEntry[] } };
  const found: FoundViolation[] = [];
  for (const e of har.log.entries) {
    const headers = Object.fromEntries(e.response.headers.map((h) => [h.name, h.value]));
    const operationId = e._operationId ?? e.comment?.split(' — ')[0] ?? '?';
    const outside = e._outsideDescription === true || operationId === '(undescribed)';
    for (const v of violationsOf(headers)) {
      const kind = v.location[0] === 'response' ? 'response' : 'request';
      const status = e.response.status;
      let verdict: Verdict;
      let why: string;
      if (outside) {
        verdict = 'explained';
        why =
          'the request is deliberately outside the description (unvalidated or an undescribed path), to observe what the deployment does';
      } else if (kind === 'request' && status >= 400 && status < 500) {
        verdict = 'explained';
        why = `a deliberately invalid request: the suite expected a refusal and the deployment answered ${status}`;
      } else {
        verdict = 'problem';
        why =
          kind === 'request'
            ? `the suite meant this request and the deployment served it (${status}), but the description refuses it`
            : `the answer (${status}) to a described request does not match the description`;
      }
      found.push({
        ...v,
        operationId,
        method: e.request.method,
        url: e.request.url,
        status,
        test: e._test ?? e.comment?.split(' — ')[1] ?? '',
        ...(e.request.postData ? { requestBody: e.request.postData.text } : {}),
        kind,
        verdict,
        why,
      });
    }
  }
  return found;
}

/**
 * Violations Prism logged that traffic.har does not hold. The suite records the exchanges of its
 * tests; its own plumbing (the reachability check of global setup, fixture discovery, the ledger's
 * cleanup deletes) is not recorded, and all of it is meant to be valid: each such violation is a
 * problem. Prism logs every violation as `Violation: <location joined by dots> <message>`.
 */
export function unrecordedViolations(prismOutput: string, recorded: Violation[]): FoundViolation[] {
  const key = (v: Violation) => `${v.location.join('.')} ${v.message}`;
  const left = new Map<string, number>();
  for (const v of recorded) left.set(key(v), (left.get(key(v)) ?? 0) + 1);
  const out: FoundViolation[] = [];
  for (const line of prismOutput.split('\n')) {
    const m = /\[VALIDATOR\].*?Violation: (\S*) (.*)$/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''));
    if (!m) continue;
    const k = `${m[1]} ${m[2]}`;
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      continue;
    }
    const location = m[1]!.split('.');
    out.push({
      location,
      severity: /error/.test(line) ? 'Error' : 'Warning',
      message: m[2]!,
      operationId: '(not in traffic.har: setup, discovery or cleanup)',
      method: '?',
      url: '?',
      status: 0,
      test: '',
      kind: location[0] === 'response' ? 'response' : 'request',
      verdict: 'problem',
      why: "a request of the suite's own plumbing (global setup, fixture discovery, ledger cleanup), which is meant to be valid; see the Prism log",
    });
  }
  return out;
}

/** Violations grouped by operation, then kind and message (with counts and one example each). */
export function renderViolations(found: FoundViolation[]): string {
  const byOperation = new Map<string, FoundViolation[]>();
  for (const v of found) {
    const list = byOperation.get(v.operationId) ?? [];
    list.push(v);
    byOperation.set(v.operationId, list);
  }
  const lines: string[] = [];
  for (const [operationId, list] of [...byOperation.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${operationId}`);
    const groups = new Map<string, FoundViolation[]>();
    for (const v of list) {
      const key = `${v.verdict === 'problem' ? 'PROBLEM  ' : 'explained'} ${v.kind} ${v.code ?? ''}: ${v.message}`;
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    for (const [key, vs] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const ex = vs[0]!;
      lines.push(`  ${key}  (x${vs.length})`);
      lines.push(
        `      e.g. ${ex.method} ${ex.url} -> ${ex.status}${ex.requestBody ? ` body ${ex.requestBody.replace(/\s+/g, ' ').slice(0, 140)}` : ''}`,
      );
      lines.push(`      ${ex.why}${ex.test ? `; test: ${ex.test.slice(0, 110)}` : ''}`);
    }
  }
  return lines.join('\n');
}

// ------------------------------------------------------------------ the whole cross-check

export interface CrossCheck {
  /** the suite's run through the proxy */
  suite: SuiteRun;
  violations: FoundViolation[];
  problems: FoundViolation[];
  durationMs: number;
}

/**
 * Starts the reference server (no fault, no variation) and Prism in front of it, runs the whole
 * suite through Prism as against any deployment (read-write, irreversible writes allowed, the
 * reference's credentials and fixture ids) and collects what Prism reported.
 */
export async function runCrossCheck(description: string, options: { workers?: number } = {}): Promise<CrossCheck> {
  const started = Date.now();
  const reference = await startReferenceServer();
  let prism: Started | undefined;
  try {
    prism = await startPrism(description, reference.url);
    const l = reference.lines;
    const suite = await runSuite({
      workers: options.workers ?? 2,
      timeoutMs: 240_000,
      env: {
        SVC_BASE_URL: prism.url,
        SVC_ACCESS_TOKEN: l.SVC_ACCESS_TOKEN!,
        SVC_USERNAME: l.SVC_USERNAME!,
        SVC_PASSWORD: l.SVC_PASSWORD!,
        SVC_API_TOKEN: l.SVC_API_TOKEN!,
        SVC_FORBIDDEN_SITE_ID: l.SVC_FORBIDDEN_SITE_ID!,
        SVC_GAME_ID: l.SVC_GAME_ID!,
        SVC_MODE: 'read-write',
        SVC_ALLOW_IRREVERSIBLE: 'yes',
      },
    });
    const harPath = join(suite.reportDir, 'traffic.har');
    const violations = existsSync(harPath) ? violationsInHar(harPath) : [];
    violations.push(...unrecordedViolations(prism.output(), violations));
    return {
      suite,
      violations,
      problems: violations.filter((v) => v.verdict === 'problem'),
      durationMs: Date.now() - started,
    };
  } finally {
    await prism?.stop();
    await reference.stop();
  }
}
