// Which tests a fault can reach: the kill matrix runs, for each fault, every test that could see it,
// so that it measures not only whether the suite fails the fault's own requirements (a kill) but
// also that it fails no other (precision).
//
// A fault changes the answers of certain operations: a generated fault those of its operation; a
// hand-written one those of the routes that ask about it, which a probe run records (the whole suite
// against a server that has no fault on but notes which route asks about which fault:
// reference/fault-probe.ts). What an operation stores, the other operations of the same resource
// read, so a fault reaches the operations of its resource (the first segment of the path). A test
// sees the operations whose answers it got (its own and the shared ones it was shown: the
// svc-operations annotation of the harness). A fault reaches the tests that see one of its
// operations, and the tests that name one of its requirements.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { listOperations } from '../../src/spec/catalogue.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { OPERATIONS_ANNOTATION } from '../../src/harness/check-types.ts';
import type { MatrixFault } from './fault-selection.ts';

/** A test as the kill matrix names it: the file's name and the test's own title. */
const testKey = (file: string, title: string): string => `${basename(file)}::${title}`;

interface ProbedTest {
  key: string;
  requirements: string[];
  operations: string[];
}

export interface Probe {
  tests: ProbedTest[];
  /** hand-written fault -> the routes that asked about it ("GET /news_articles/:id", or "*" outside a request) */
  consulted: Record<string, string[]>;
  durationMs: number;
}

interface JsonTest {
  annotations: Array<{ type: string; description?: string }>;
  results: Array<{ annotations?: Array<{ type: string; description?: string }> }>;
}
interface JsonSuite {
  specs?: Array<{ title: string; file: string; tests: JsonTest[] }>;
  suites?: JsonSuite[];
}

/** The whole suite against a probing reference server: what each test sees, and where each fault is asked about. */
export async function probeReach(): Promise<Probe> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-probe-'));
  const consultFile = join(dir, 'consulted.json');
  const resultsFile = join(dir, 'results.json');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !k.startsWith('SVC_') && k !== 'CI') env[k] = v;
  Object.assign(env, {
    SVC_FAULT_PROBE: consultFile,
    SVC_REPORT_DIR: join(dir, 'reports'),
    PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile,
    SVC_QUIET_CHECKS: '1',
  });
  const started = Date.now();
  const output = await new Promise<string>((resolvePromise) => {
    const child = spawn('npx', ['--no-install', 'playwright', 'test', '--reporter=json', '--workers=2'], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('close', () => resolvePromise(err));
  });
  if (!existsSync(resultsFile) || !existsSync(consultFile))
    throw new Error(`the probe run of the kill matrix wrote no results:\n${output.slice(-3000)}`);
  const tests: ProbedTest[] = [];
  const visit = (s: JsonSuite): void => {
    for (const spec of s.specs ?? []) {
      for (const t of spec.tests) {
        const annotations = [...t.annotations, ...t.results.flatMap((r) => r.annotations ?? [])];
        const of = (type: string) =>
          annotations.filter((a) => a.type === type && a.description).map((a) => a.description!);
        tests.push({
          key: testKey(spec.file, spec.title),
          requirements: [...new Set(of('requirement'))],
          operations: [...new Set(of(OPERATIONS_ANNOTATION).flatMap((d) => JSON.parse(d) as string[]))],
        });
      }
    }
    for (const child of s.suites ?? []) visit(child);
  };
  for (const suite of (JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites: JsonSuite[] }).suites) visit(suite);
  return {
    tests,
    consulted: JSON.parse(readFileSync(consultFile, 'utf8')) as Record<string, string[]>,
    durationMs: Date.now() - started,
  };
}

const resourceOf = (path: string): string => path.split('/')[1] ?? '';

/** The operations a fault can change: its own (or the routes that ask about it), and the others of the same resource. */
function reachedOperations(
  fault: Pick<MatrixFault, 'id' | 'operationId'>,
  consulted: Record<string, string[]>,
): Set<string> {
  const operations = listOperations();
  const all = new Set(operations.map((o) => o.operationId));
  const direct = new Set<string>();
  const routes = fault.operationId ? [] : consulted[fault.id];
  if (fault.operationId) direct.add(fault.operationId);
  else if (!routes || routes.includes('*')) return all; // never asked about in a request, or at the start: anything
  for (const route of routes ?? []) {
    const [method, url = ''] = route.split(' ');
    const template = url.replace(/:(\w+)/g, '{$1}').replace(/\?.*$/, '');
    const exact = operations.filter((o) => o.method === method && o.path === template);
    const samePath = operations.filter((o) => o.path === template);
    const sameResource = operations.filter((o) => resourceOf(o.path) === resourceOf(template));
    for (const o of exact.length > 0 ? exact : samePath.length > 0 ? samePath : sameResource) direct.add(o.operationId);
  }
  const resources = new Set(operations.filter((o) => direct.has(o.operationId)).map((o) => resourceOf(o.path)));
  return new Set(
    operations.filter((o) => direct.has(o.operationId) || resources.has(resourceOf(o.path))).map((o) => o.operationId),
  );
}

/** The keys of the tests a fault can reach. */
export function reachedTests(fault: Pick<MatrixFault, 'id' | 'operationId' | 'requirements'>, probe: Probe): string[] {
  const operations = reachedOperations(fault, probe.consulted);
  return probe.tests
    .filter(
      (t) => t.operations.some((o) => operations.has(o)) || t.requirements.some((r) => fault.requirements.includes(r)),
    )
    .map((t) => t.key);
}
