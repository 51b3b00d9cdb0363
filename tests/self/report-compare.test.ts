// The comparison of two runs' conformance.json (compareReports, renderComparison) and the command
// svc-conformance compare: every category of change, the exit code, refusal of what is not a report.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareReports,
  comparisonExitCode,
  parseReport,
  renderComparison,
  ReportReadError,
} from '../../src/reporter/compare.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

const FIXTURES = join(PROJECT_ROOT, 'tests', 'self', 'fixtures');
const fixture = (name: string) => parseReport(readFileSync(join(FIXTURES, name), 'utf8'), name);
// ---------------------------------------------------------------------------------------------
// Comparison of two runs

test('compare: every category, one-sided requirements, unchanged ones', () => {
  const c = compareReports(fixture('compare-a.json'), fixture('compare-b-regressed.json'));
  const ids = (list: Array<{ id: string }>) => list.map((r) => r.id);
  assert.deepEqual(ids(c.regressions), ['CMP-PASS-TO-FAIL', 'CMP-WAIVED-TO-FAIL', 'CMP-SKIPPED-TO-FAIL']);
  assert.deepEqual(
    c.regressions.map((r) => `${r.a}->${r.b}`),
    ['pass->fail', 'waived->fail', 'skipped->fail'],
  );
  assert.deepEqual(ids(c.coverageLost), ['CMP-PASS-TO-SKIPPED']);
  assert.deepEqual(ids(c.improvements), ['CMP-FAIL-TO-PASS', 'CMP-SKIPPED-TO-PASS']);
  assert.deepEqual(ids(c.other), ['CMP-FAIL-TO-WAIVED']);
  assert.deepEqual(c.onlyInA, [{ id: 'CMP-ONLY-IN-A', verdict: 'pass', statement: 'Statement of CMP-ONLY-IN-A.' }]);
  assert.deepEqual(ids(c.onlyInB), ['CMP-ONLY-IN-B']);
  assert.equal(c.unchanged, 2, 'fail -> fail and pass -> pass are not changes');
  assert.equal(c.regressions[0]!.statement, 'Statement of CMP-PASS-TO-FAIL.');
  const text = renderComparison(c);
  assert.match(
    text,
    /Regressions: did not fail in a, fail in b \(3\):\n {2}CMP-PASS-TO-FAIL +pass +-> fail +Statement of CMP-PASS-TO-FAIL\./,
  );
  assert.ok(
    text.indexOf('Regressions') < text.indexOf('Coverage lost') &&
      text.indexOf('Coverage lost') < text.indexOf('Improvements'),
  );
  assert.match(
    text.trimEnd().split('\n').at(-1)!,
    /^summary: 3 regressions, 1 coverage lost, 2 improvements, 1 other change, 1 only in a, 1 only in b, 2 unchanged -> b regressed \(exit 1\)$/,
  );
});

test('compare: the exit code is 1 exactly when a requirement that did not fail in a fails in b', () => {
  const a = fixture('compare-a.json');
  assert.equal(comparisonExitCode(compareReports(a, fixture('compare-b-regressed.json'))), 1);
  assert.equal(
    comparisonExitCode(compareReports(a, fixture('compare-b-no-regression.json'))),
    0,
    'coverage lost, other changes and fail -> fail do not count',
  );
  assert.equal(
    comparisonExitCode(compareReports(a, fixture('compare-b-new-failing.json'))),
    1,
    'a requirement only in b that fails',
  );
  assert.equal(comparisonExitCode(compareReports(a, a)), 0);
  const same = renderComparison(compareReports(a, a));
  assert.equal(
    same,
    'summary: 0 regressions, 0 coverage lost, 0 improvements, 0 other changes, 0 only in a, 0 only in b, 10 unchanged -> no regression in b (exit 0)\n',
  );
  // the reverse direction: what passed or was waived in b-regressed and fails in a
  const back = compareReports(fixture('compare-b-regressed.json'), a);
  assert.deepEqual(
    back.regressions.map((r) => `${r.id} ${r.a}->${r.b}`),
    ['CMP-FAIL-TO-PASS pass->fail', 'CMP-FAIL-TO-WAIVED waived->fail'],
  );
});

test('compare: parseReport refuses what is not a conformance report', () => {
  assert.throws(() => parseReport('{"schemaVersion": 1, "requirements": [', 'x'), ReportReadError);
  assert.throws(() => parseReport('[]', 'x'), /not an object/);
  assert.throws(() => parseReport('{"requirements": []}', 'x'), /schemaVersion 1, 2 or 3/);
  assert.throws(() => parseReport('{"schemaVersion": 1}', 'x'), /no requirements list/);
  assert.throws(
    () =>
      parseReport('{"schemaVersion": 1, "requirements": [{"id": "A-B", "statement": "s", "verdict": "passed"}]}', 'x'),
    /requirements\[0\]/,
  );
});

test('svc-conformance compare: exit 1 on a regression, 0 without, 2 on unreadable input', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['bin/svc-conformance.mjs', 'compare', ...args], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });
  const a = 'tests/self/fixtures/compare-a.json';
  const regressed = run(a, 'tests/self/fixtures/compare-b-regressed.json');
  assert.equal(regressed.status, 1, regressed.stderr);
  assert.match(regressed.stdout, /^a: tests\/self\/fixtures\/compare-a\.json: svc-conformance 0\.1\.0 @111111111111/);
  assert.match(regressed.stdout, /CMP-PASS-TO-FAIL +pass +-> fail/);
  assert.match(regressed.stdout, /summary: 3 regressions.*\(exit 1\)\n$/);
  const clean = run(a, 'tests/self/fixtures/compare-b-no-regression.json');
  assert.equal(clean.status, 0, clean.stderr);
  assert.match(clean.stdout, /summary: 0 regressions, 1 coverage lost/);
  assert.equal(run(a, 'tests/self/fixtures/compare-b-new-failing.json').status, 1);
  for (const bad of [
    'tests/self/fixtures/compare-truncated.json',
    'tests/self/fixtures/compare-not-a-report.json',
    'tests/self/fixtures/no-such-file.json',
  ]) {
    const r = run(a, bad);
    assert.equal(r.status, 2, `${bad}: ${r.stdout}${r.stderr}`);
    assert.match(r.stderr, /^b \(|^b: cannot read/);
  }
  assert.equal(run(a).status, 2, 'one argument is a usage error');
});
