// The registry of conformance tests is checked against the catalogue (as Kubernetes conformance
// does): every requirement id a test names exists, and every stated requirement of the areas the
// suite covers so far has at least one test. Read from Playwright's own listing of the suite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { PROJECT_ROOT } from '../../src/validation/ajv.ts';
import { COVERED_AREAS } from '../kit/coverage.ts';


interface ListedTest { annotations: Array<{ type: string; description?: string }> }
interface ListedSpec { title: string; file: string; tests: ListedTest[] }
interface ListedSuite { specs?: ListedSpec[]; suites?: ListedSuite[] }

function listSuite(): ListedSpec[] {
  const env = { ...process.env };
  for (const k of Object.keys(env)) if (k.startsWith('SVC_')) delete env[k];
  const r = spawnSync('npx', ['--no-install', 'playwright', 'test', '--list', '--reporter=json'], { cwd: PROJECT_ROOT, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  assert.equal(r.status, 0, r.stderr);
  const report = JSON.parse(r.stdout) as { suites: ListedSuite[] };
  const specs: ListedSpec[] = [];
  const visit = (s: ListedSuite) => { specs.push(...(s.specs ?? [])); (s.suites ?? []).forEach(visit); };
  report.suites.forEach(visit);
  return specs;
}

const specs = listSuite();
const requirements = loadRequirements();
const named = new Map<string, string[]>();
for (const spec of specs) {
  for (const t of spec.tests) {
    for (const a of t.annotations) {
      if (a.type === 'requirement' && a.description) named.set(a.description, [...(named.get(a.description) ?? []), `${spec.file}: ${spec.title}`]);
    }
  }
}

test('the suite has tests, and each names the requirements it proves', () => {
  assert.ok(specs.length > 50, `only ${specs.length} tests listed`);
  const unnamed = specs.filter((s) => !s.tests.some((t) => t.annotations.some((a) => a.type === 'requirement')));
  assert.deepEqual(unnamed.map((s) => `${s.file}: ${s.title}`), []);
});

test('every requirement id a test names is in spec/requirements.yaml', () => {
  const ids = new Set(requirements.map((r) => r.id));
  assert.deepEqual([...named.keys()].filter((id) => !ids.has(id)), []);
});

test('every stated requirement of the covered areas has a test', () => {
  const untested = requirements.filter((r) => r.level === 'stated' && COVERED_AREAS.includes(r.area) && !named.has(r.id)).map((r) => r.id);
  assert.deepEqual(untested.sort(), []);
});
