// The registry of conformance tests is checked against the catalogue (as Kubernetes conformance
// does): every requirement id a test names exists, and every stated requirement of the areas the
// suite covers so far has at least one test. Read from Playwright's own listing of the suite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { listConformanceTests } from '../kit/suite-listing.ts';
import { COVERED_AREAS } from '../kit/coverage.ts';

const specs = listConformanceTests();
const requirements = loadRequirements();
const named = new Map<string, string[]>();
for (const spec of specs) {
  for (const id of spec.requirements) named.set(id, [...(named.get(id) ?? []), `${spec.file}: ${spec.title}`]);
}

test('the suite has tests, and each names the requirements it proves', () => {
  assert.ok(specs.length > 50, `only ${specs.length} tests listed`);
  const unnamed = specs.filter((s) => s.requirements.length === 0);
  assert.deepEqual(
    unnamed.map((s) => `${s.file}: ${s.title}`),
    [],
  );
});

test('every requirement id a test names is in spec/requirements.yaml', () => {
  const ids = new Set(requirements.map((r) => r.id));
  assert.deepEqual(
    [...named.keys()].filter((id) => !ids.has(id)),
    [],
  );
});

test('every stated requirement of the covered areas has a test', () => {
  const untested = requirements
    .filter((r) => r.level === 'stated' && COVERED_AREAS.includes(r.area) && !named.has(r.id))
    .map((r) => r.id);
  assert.deepEqual(untested.sort(), []);
});
