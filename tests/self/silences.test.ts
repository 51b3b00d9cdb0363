// The silence inventory (spec/silences.yaml) is well formed, covers every operation of
// spec/openapi.yaml, names only variations that exist (and that random draws switch both on and
// off), and quotes the interface text verbatim.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { listOperations } from '../../src/spec/catalogue.ts';
import { INTERFACE_PATH, SILENCES_PATH } from '../../src/paths.ts';
import { drawVariationIds, VARIATIONS } from '../../reference/variations.ts';

const KINDS = [
  'answer-extra',
  'side-effect',
  'inputs',
  'transitions',
  'lists',
  'failures',
  'representation',
  'idempotence',
] as const;

interface Silence {
  id: string;
  kind: string;
  operations: string[];
  text: string | string[];
  open: string;
  may_assert: string;
  variation: string | null;
  why_not_varied: string | null;
}

const doc = parse(readFileSync(SILENCES_PATH, 'utf8'), { maxAliasCount: -1 }) as {
  groups?: Record<string, string[]>;
  silences: Silence[];
};
const silences = doc.silences;
const operationIds = new Set(listOperations().map((o) => o.operationId));
const variationIds = new Set<string>(VARIATIONS.map((v) => v.id));
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();
const interfaceText = normalise(readFileSync(INTERFACE_PATH, 'utf8'));

test('the inventory has entries', () => {
  assert.ok(Array.isArray(silences) && silences.length > 0, 'spec/silences.yaml has no silences list');
});

test('ids are kebab-case and unique', () => {
  const seen = new Set<string>();
  for (const s of silences) {
    assert.match(s.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `id ${s.id} is not kebab-case`);
    assert.ok(!seen.has(s.id), `duplicate id ${s.id}`);
    seen.add(s.id);
  }
});

test('every entry has a known kind, operations, open and may_assert', () => {
  for (const s of silences) {
    assert.ok(
      (KINDS as readonly string[]).includes(s.kind),
      `${s.id}: kind ${s.kind} is not one of ${KINDS.join(', ')}`,
    );
    assert.ok(Array.isArray(s.operations) && s.operations.length > 0, `${s.id}: no operations`);
    for (const key of ['open', 'may_assert'] as const) {
      assert.equal(typeof s[key], 'string', `${s.id}: ${key} missing`);
      assert.ok(s[key].trim().length > 0, `${s.id}: ${key} empty`);
    }
  }
});

test('every operation an entry names is an operation of spec/openapi.yaml', () => {
  for (const s of silences) {
    for (const op of s.operations) assert.ok(operationIds.has(op), `${s.id}: unknown operationId ${op}`);
  }
  for (const [name, ops] of Object.entries(doc.groups ?? {})) {
    for (const op of ops) assert.ok(operationIds.has(op), `group ${name}: unknown operationId ${op}`);
  }
});

test('every operation of spec/openapi.yaml has at least one entry', () => {
  const covered = new Set(silences.flatMap((s) => s.operations));
  const missing = [...operationIds].filter((op) => !covered.has(op));
  assert.deepEqual(missing, [], `operations without a silence entry: ${missing.join(', ')}`);
});

test('every entry names an existing variation, or says why it is not varied', () => {
  for (const s of silences) {
    if (s.variation === null || s.variation === undefined) {
      assert.equal(typeof s.why_not_varied, 'string', `${s.id}: neither a variation nor why_not_varied`);
      assert.ok((s.why_not_varied ?? '').trim().length > 0, `${s.id}: why_not_varied empty`);
    } else {
      assert.ok(
        variationIds.has(s.variation),
        `${s.id}: variation ${s.variation} is not in reference/variations.ts VARIATIONS`,
      );
      assert.ok(
        s.why_not_varied === null || s.why_not_varied === undefined,
        `${s.id}: a variation and a why_not_varied`,
      );
    }
  }
});

test('every variation an entry names is drawn both on and off by random seeds', () => {
  const named = new Set(silences.map((s) => s.variation).filter((v): v is string => typeof v === 'string'));
  const draws = Array.from({ length: 64 }, (_, seed) => new Set<string>(drawVariationIds(seed + 1)));
  for (const v of named) {
    assert.ok(
      draws.some((d) => d.has(v)),
      `variation ${v} is never on in 64 random draws`,
    );
    assert.ok(
      draws.some((d) => !d.has(v)),
      `variation ${v} is always on in 64 random draws`,
    );
  }
});

test('every quoted text is found verbatim (whitespace-normalised) in the interface', () => {
  for (const s of silences) {
    if (s.text === 'none') continue;
    const quotes = Array.isArray(s.text) ? s.text : [s.text];
    assert.ok(quotes.length > 0, `${s.id}: text is an empty list (write none)`);
    for (const q of quotes) {
      assert.equal(typeof q, 'string', `${s.id}: a text quote is not a string`);
      assert.ok(normalise(q).length > 0, `${s.id}: empty quote`);
      assert.ok(interfaceText.includes(normalise(q)), `${s.id}: not found in spec/interface-specification.md: ${q}`);
    }
  }
});
