// The package's licence and its dependencies' (tests/kit/licences.ts, scripts/licences.ts): the
// package is Apache-2.0 with the Apache text in LICENSE; the README's licence table is what
// `npm run licences -- --write` writes from the tree package-lock.json pins now (a dependency change
// without it fails here); every runtime dependency's licence is on the allow-list; and the check
// itself fails on a planted project with a copyleft dependency, one without a licence, and a lock
// that calls a required package dev. Reads files only: no network, no npm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_JSON_PATH, PROJECT_ROOT } from '../../src/paths.ts';
import {
  README_PATH,
  currentSection,
  judge,
  licenceField,
  licenceFromFile,
  licenceReport,
  renderSection,
} from '../kit/licences.ts';

/** sha256 of apache.org's LICENSE-2.0.txt with its whitespace collapsed (line endings and indentation do not matter, words do). */
const APACHE_2_TEXT_SHA256 = '0ffddef9e48f8a09aed5caf2d44f7ba1c1be2d9b8e0a6f693b1635b2d5566645';

interface Manifest {
  license?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(PACKAGE_JSON_PATH, 'utf8')) as Manifest;

test('the package is Apache-2.0: package.json says so, and LICENSE is the Apache License 2.0, whole', () => {
  assert.equal(manifest.license, 'Apache-2.0');
  const licenceFile = join(PROJECT_ROOT, 'LICENSE');
  assert.ok(existsSync(licenceFile), 'LICENSE is at the top level');
  const text = readFileSync(licenceFile, 'utf8');
  for (const part of [
    'Apache License',
    'Version 2.0, January 2004',
    'END OF TERMS AND CONDITIONS',
    'APPENDIX: How to apply the Apache License to your work.',
  ])
    assert.ok(text.includes(part), `LICENSE holds "${part}"`);
  const words = text.split(/\s+/).filter(Boolean).join(' ');
  assert.equal(
    createHash('sha256').update(words).digest('hex'),
    APACHE_2_TEXT_SHA256,
    'LICENSE is the Apache License 2.0 word for word',
  );
});

test('the README licence section is what `npm run licences -- --write` writes now', () => {
  const written = currentSection(readFileSync(README_PATH, 'utf8'));
  assert.ok(written !== undefined, 'README.md has the licences markers');
  assert.equal(
    written,
    renderSection(licenceReport().dependencies),
    'the README licence table is stale: run `npm run licences -- --write` and commit README.md',
  );
});

test("every runtime dependency has an allowed licence, and the installed tree is package-lock.json's", () => {
  const report = licenceReport();
  assert.deepEqual(report.problems, []);
  const names = new Set(report.dependencies.map((d) => d.name));
  for (const direct of Object.keys(manifest.dependencies ?? {}))
    assert.ok(names.has(direct), `${direct} (a dependency) is listed`);
  for (const dev of Object.keys(manifest.devDependencies ?? {}))
    assert.ok(!names.has(dev), `${dev} (a devDependency) is not listed`);
  assert.ok(report.dependencies.every((d) => d.verdict === 'allowed'));
});

test('licence expressions are read as SPDX writes them, and judged against the allow-list', () => {
  const cases: Array<[string, string]> = [
    ['MIT', 'allowed'],
    ['(MIT OR Apache-2.0)', 'allowed'],
    ['GPL-3.0-only OR MIT', 'allowed'],
    ['Apache-2.0 WITH LLVM-exception', 'allowed'],
    ['(MIT AND (ISC OR GPL-3.0-only)) OR BSD-2-Clause', 'allowed'],
    ['MIT AND ISC OR GPL-3.0-only', 'allowed'],
    ['Apache-2.0+', 'allowed'],
    ['bsd-3-clause', 'allowed'],
    ['MIT AND GPL-3.0-only', 'not allowed'],
    ['GPL-3.0-only OR MIT AND CC-BY-SA-4.0', 'not allowed'],
    ['MPL-2.0', 'not allowed'],
    ['GPL-2.0-only WITH Classpath-exception-2.0', 'not allowed'],
    ['MIT WITH Some-exception', 'not allowed'],
    ['UNLICENSED', 'not allowed'],
    ['LicenseRef-Custom', 'not allowed'],
    ['MIT OR', 'unknown'],
    ['(MIT', 'unknown'],
    ['MIT and ISC', 'unknown'],
    ['SEE LICENSE IN LICENSE.txt', 'unknown'],
    ['Public Domain', 'unknown'],
    ['MIT/X11', 'unknown'],
    ['', 'unknown'],
  ];
  for (const [expression, verdict] of cases) assert.equal(judge(expression).verdict, verdict, expression);
  assert.match(judge('MIT AND GPL-3.0-only').reason ?? '', /GPL-3\.0-only/);
});

test('legacy licence fields are read, and a LICENSE file only when there is no field', () => {
  assert.deepEqual(licenceField({ license: { type: 'MIT' } }), { licence: 'MIT', source: '`license` field' });
  assert.deepEqual(licenceField({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }), {
    licence: '(MIT OR Apache-2.0)',
    source: '`licenses` field (legacy)',
  });
  assert.deepEqual(licenceField({ licenses: { type: 'ISC' } }), {
    licence: 'ISC',
    source: '`licenses` field (legacy)',
  });
  assert.equal(licenceField({}), undefined);
  for (const [dir, expected] of [
    ['playwright', 'Apache-2.0'],
    ['fastify', 'MIT'],
    ['qs', 'BSD-3-Clause'],
    ['stream-json', 'BSD-3-Clause'],
    ['dotenv', 'BSD-2-Clause'],
    ['yaml', 'ISC'],
  ]) {
    assert.equal(
      licenceFromFile(join(PROJECT_ROOT, 'node_modules', dir ?? '')),
      expected,
      `the LICENSE file of ${dir}`,
    );
  }
});

test('a planted project: a copyleft dependency, one without a licence and a required package the lock calls dev fail the check (exit 1)', () => {
  const root = mkdtempSync(join(tmpdir(), 'svc-licences-'));
  try {
    const packages: Record<
      string,
      { manifest: Record<string, unknown>; lock: Record<string, unknown>; licenceFile?: string }
    > = {
      fine: { manifest: { license: 'MIT', dependencies: { helper: '1' } }, lock: {} },
      helper: { manifest: { license: 'ISC' }, lock: { dev: true } }, // required by `fine`, yet the lock says dev
      copyleft: { manifest: { license: 'GPL-3.0-only' }, lock: {} },
      silent: { manifest: {}, lock: {} },
      fromfile: { manifest: {}, lock: {}, licenceFile: join(PROJECT_ROOT, 'node_modules', 'fastify', 'LICENSE') },
      devtool: { manifest: { license: 'AGPL-3.0-only' }, lock: { dev: true } },
    };
    const lock: Record<string, unknown> = {
      '': {
        name: 'planted',
        dependencies: { fine: '1', copyleft: '1', silent: '1', fromfile: '1' },
        devDependencies: { devtool: '1' },
      },
    };
    for (const [name, { manifest: m, lock: l, licenceFile }] of Object.entries(packages)) {
      const dir = join(root, 'node_modules', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...m }));
      if (licenceFile !== undefined) copyFileSync(licenceFile, join(dir, 'LICENSE'));
      lock[`node_modules/${name}`] = { version: '1.0.0', ...l };
    }
    writeFileSync(
      join(root, 'package.json'),
      JSON.stringify({
        name: 'planted',
        version: '1.0.0',
        dependencies: { fine: '1', copyleft: '1', silent: '1', fromfile: '1' },
        devDependencies: { devtool: '1' },
      }),
    );
    writeFileSync(join(root, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: lock }));
    const report = licenceReport(root);
    assert.deepEqual(
      report.dependencies.map((d) => `${d.name} ${d.licence} ${d.source} ${d.verdict}`),
      [
        'copyleft GPL-3.0-only `license` field not allowed',
        'fine MIT `license` field allowed',
        'fromfile MIT LICENSE file allowed',
        'silent (none found) none unknown',
      ],
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/licences.ts', '--root', root], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
    assert.equal(run.status, 1, run.stderr);
    for (const named of [
      'copyleft@1.0.0: GPL-3.0-only is not allowed',
      'silent@1.0.0',
      'node_modules/helper is required for production but package-lock.json marks it dev',
    ])
      assert.ok(run.stderr.includes(named), `the check names ${named}: ${run.stderr}`);
    assert.ok(
      !run.stderr.includes('devtool') && !run.stdout.includes('devtool'),
      'a devDependency is neither judged nor listed',
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
