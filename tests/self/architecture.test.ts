// The architecture of docs/ARCHITECTURE.md, held: the import rules of .dependency-cruiser.cjs (no
// cycle; checker and reference server never import each other; the product, the suite of
// tests/conformance included, never imports the proofs (the kill matrix lives in tests/kit); report formats import types only), proven able to fail on planted violations, and the
// size limits (no source file over 500 lines, no function over 120).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { fileSizes, functionSizes, sourceFiles } from '../kit/unit-sizes.ts';

const CONFIG = join(PROJECT_ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(PROJECT_ROOT, 'node_modules', '.bin', 'depcruise');
const ROOTS = [
  'src',
  'reference',
  'tests',
  'scripts',
  'bin',
  'spec',
  'playwright.config.ts',
  'faults.config.ts',
  'merge.config.ts',
];
export const MAX_FILE_LINES = 500;
export const MAX_FUNCTION_LINES = 120;

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: unknown[];
}

function cruise(cwd: string, roots: string[]): Violation[] {
  const r = spawnSync(DEPCRUISE, ['--config', CONFIG, '--output-type', 'json', ...roots], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.ok(r.stdout, `depcruise printed nothing: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

test('the import rules hold: no cycle, checker and reference server apart, proofs outside the product, formats on types', () => {
  const violations = cruise(PROJECT_ROOT, ROOTS);
  assert.deepEqual(
    violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`),
    [],
  );
});

test('each import rule fails on a planted violation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-arch-'));
  try {
    const files: Record<string, string> = {
      'src/harness/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'src/harness/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'src/harness/uses-reference.ts': "import { r } from '../../reference/server.ts';\nexport const x = r;\n",
      'reference/server.ts': "import { k } from '../tests/kit/k.ts';\nexport const r = k;\n",
      'tests/kit/k.ts': 'export const k = 1;\n',
      'tests/conformance/harness.ts': "import { k } from '../kit/k.ts';\nexport const h = k;\n",
      'playwright.config.ts': "import { k } from './tests/kit/k.ts';\nexport default k;\n",
      'src/harness/client.ts': 'export class Client {}\n',
      'src/harness/exchange-types.ts': 'export interface Exchange { url: string }\n',
      'src/reporter/formats/html.ts':
        "import { Client } from '../../harness/client.ts';\nimport type { Exchange } from '../../harness/exchange-types.ts';\nexport const c: Exchange | Client = new Client();\n",
      'spec/interface.ts': "import { a } from '../src/harness/a.ts';\nexport const v = a;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    const found = new Set(
      cruise(dir, ['src', 'reference', 'tests', 'spec', 'playwright.config.ts']).map(
        (v) => `${v.rule.name}: ${v.from} -> ${v.to}`,
      ),
    );
    for (const expected of [
      'no-circular: src/harness/a.ts -> src/harness/b.ts',
      'checker-not-reference: src/harness/uses-reference.ts -> reference/server.ts',
      'product-not-proofs: reference/server.ts -> tests/kit/k.ts',
      'product-not-proofs: tests/conformance/harness.ts -> tests/kit/k.ts',
      'product-not-proofs: playwright.config.ts -> tests/kit/k.ts',
      'reference-not-checker: reference/server.ts -> tests/kit/k.ts',
      'report-formats-types-only: src/reporter/formats/html.ts -> src/harness/client.ts',
      'spec-is-the-base: spec/interface.ts -> src/harness/a.ts',
    ])
      assert.ok(found.has(expected), `${expected} was not reported (found: ${[...found].join('; ')})`);
    assert.ok(![...found].some((v) => v.includes('exchange-types')), 'a types-only module is allowed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test(`no source file over ${MAX_FILE_LINES} lines`, () => {
  assert.deepEqual(
    fileSizes()
      .filter((f) => f.lines > MAX_FILE_LINES)
      .map((f) => `${f.file}: ${f.lines}`),
    [],
  );
});

test(`no function over ${MAX_FUNCTION_LINES} lines`, () => {
  const long = sourceFiles()
    .filter((f) => f.endsWith('.ts'))
    .flatMap(functionSizes)
    .filter((u) => u.lines > MAX_FUNCTION_LINES);
  assert.deepEqual(
    long.map((u) => `${u.file}:${u.line} ${u.name}: ${u.lines}`),
    [],
  );
});

test('the sizes are measured: the measure sees a function and its length', () => {
  const sizes = functionSizes('tests/kit/unit-sizes.ts');
  const own = sizes.find((u) => u.name === 'functionSizes');
  assert.ok(own && own.lines > 10 && own.lines < MAX_FUNCTION_LINES, JSON.stringify(own));
  assert.ok(sourceFiles().includes('tests/kit/unit-sizes.ts'), 'the measure reads the files of the clone');
});
