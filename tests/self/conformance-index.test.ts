// The golden traceability index (spec/conformance-index.yaml) matches the code, and every
// requirement id a test names is written out literally in that test, so one search finds it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { buildIndex, renderIndex, type IndexEntry } from '../kit/conformance-index.ts';
import { CONFORMANCE_INDEX_PATH } from '../../src/paths.ts';

const entries = buildIndex();

test('spec/conformance-index.yaml is what the code says (regenerate: npm run conformance-index)', () => {
  const committed = readFileSync(CONFORMANCE_INDEX_PATH, 'utf8');
  const generated = renderIndex(entries);
  if (committed === generated) return;
  const a = committed.split('\n');
  const b = generated.split('\n');
  const first = a.findIndex((line, i) => line !== b[i]);
  assert.fail(
    `spec/conformance-index.yaml is stale from line ${first + 1}: committed ${JSON.stringify(a[first])}, code says ${JSON.stringify(b[first])}. Run npm run conformance-index and commit the result.`,
  );
});

test('every requirement a test proves is written out literally in the file of that test (in its proves(), or in the row of the table a table-driven test loops over)', () => {
  const texts = new Map<string, string>();
  const textOf = (file: string): string => {
    if (!texts.has(file)) texts.set(file, readFileSync(join(PROJECT_ROOT, file), 'utf8'));
    return texts.get(file)!;
  };
  const missing = entries.flatMap((e) =>
    e.tests.filter((t) => !textOf(t.file).includes(`'${e.id}'`)).map((t) => `${e.id}: ${t.file}:${t.line} ${t.title}`),
  );
  assert.deepEqual(missing, []);
});

test('the index can tell a stale file: a changed line is found', () => {
  const changed: IndexEntry[] = entries.map((e, i) => (i === 0 ? { ...e, tests: [] } : e));
  assert.notEqual(renderIndex(changed), renderIndex(entries));
  assert.ok(
    entries.length > 100 && entries.some((e) => e.tests.length > 0 && e.faults.handWritten.length > 0),
    'the index holds tests and faults',
  );
});
