// The fault catalogue proves the checker: every stated requirement has at least one deliberate
// fault in the reference server (reference/faults/), and every fault names real requirements.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FAULTS } from '../../reference/faults.ts';
import { generatedFaults } from '../../reference/faults/generated/derive.ts';
import { loadRequirements } from '../../src/spec/catalogue.ts';

const requirements = loadRequirements();
const ids = new Set(requirements.map((r) => r.id));

test('fault ids are unique kebab-case names with a description', () => {
  const seen = new Set<string>();
  for (const f of FAULTS) {
    assert.match(f.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, f.id);
    assert.ok(!seen.has(f.id), `duplicate fault ${f.id}`);
    seen.add(f.id);
    assert.ok(f.description.length > 10, `${f.id}: description`);
  }
  assert.ok(FAULTS.length >= 80, `${FAULTS.length} faults`);
});

test('every fault names requirements that exist and are not merely observed', () => {
  const levels = new Map(requirements.map((r) => [r.id, r.level]));
  for (const f of FAULTS) {
    assert.ok(f.requirements.length > 0, `${f.id} names no requirement`);
    for (const r of f.requirements) {
      assert.ok(ids.has(r), `${f.id} names unknown requirement ${r}`);
      assert.notEqual(levels.get(r), 'observed', `${f.id} names observed requirement ${r}, which never fails`);
    }
  }
});

test('every stated requirement has at least one fault (hand-written or generated, not an equivalent mutant)', () => {
  const covered = new Set<string>(
    [...FAULTS, ...generatedFaults().filter((f) => !f.equivalent)].flatMap((f) => [...f.requirements]),
  );
  const missing = requirements.filter((r) => r.level === 'stated' && !covered.has(r.id)).map((r) => r.id);
  assert.deepEqual(missing, []);
});
