// The conformance suite against the embedded reference server: a clean run passes, and a run with
// each deliberate fault of the reference server fails on a requirement that fault violates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FAULTS } from '../../reference/faults.ts';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { pool, runSuite } from '../../src/selftest/run-suite.ts';
import { COVERED_AREAS } from '../../src/selftest/coverage.ts';

test('the suite passes against the embedded reference server and writes its reports', async () => {
  const run = await runSuite();
  assert.equal(run.exitCode, 0, run.output.slice(-6000));
  assert.ok(run.report, 'conformance.json was written');
  const failed = run.report.requirements.filter((r) => r.verdict === 'fail').map((r) => r.id);
  assert.deepEqual(failed, []);
  assert.ok(run.report.totals.pass! >= 80, `only ${run.report.totals.pass} requirements pass`);
  assert.match(run.output, /conformance: \d+ pass, 0 fail/);
});

test('each reference fault makes the suite fail on a requirement it violates', async () => {
  const areaOf = new Map(loadRequirements().map((r) => [r.id, r.area]));
  // Faults on the areas whose tests exist (src/selftest/coverage.ts).
  const faults = FAULTS.filter((f) => f.requirements.some((r) => COVERED_AREAS.includes(areaOf.get(r) ?? '')));
  assert.ok(faults.length > 0);
  const results = await pool(faults, 3, async (fault) => {
    const run = await runSuite({ env: { SVC_FAULTS: fault.id }, args: ['--grep', fault.requirements.map((r) => `@${r}(\\s|$)`).join('|')], workers: 1 });
    const failed = run.report?.requirements.filter((r) => r.verdict === 'fail').map((r) => r.id) ?? [];
    return { fault: fault.id, expected: fault.requirements, failed, exitCode: run.exitCode, killed: run.exitCode === 1 && fault.requirements.some((r) => failed.includes(r)) };
  });
  const survivors = results.filter((r) => !r.killed);
  assert.deepEqual(survivors, [], JSON.stringify(results, null, 2));
});
