// The conformance suite against the embedded reference server: a clean run passes, and a run with
// each deliberate fault of the reference server fails on a requirement that fault violates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FAULTS } from '../../reference/faults.ts';
import { runSuite } from '../../src/selftest/run-suite.ts';
import { renderMatrix, runKillMatrix } from '../../src/selftest/kill-matrix.ts';

test('the suite passes against the embedded reference server and writes its reports', async () => {
  const run = await runSuite();
  assert.equal(run.exitCode, 0, run.output.slice(-6000));
  assert.ok(run.report, 'conformance.json was written');
  const failed = run.report.requirements.filter((r) => r.verdict === 'fail').map((r) => r.id);
  assert.deepEqual(failed, []);
  assert.ok(run.report.totals.pass! >= 80, `only ${run.report.totals.pass} requirements pass`);
  assert.match(run.output, /conformance: \d+ pass, 0 fail/);
});

test('the kill matrix: every reference fault makes the suite fail on a requirement it violates', async () => {
  const matrix = await runKillMatrix();
  console.log(renderMatrix(matrix));
  assert.ok(matrix.rows.length >= FAULTS.length);
  assert.deepEqual(matrix.rows.filter((r) => r.verdict !== 'killed'), []);
});
