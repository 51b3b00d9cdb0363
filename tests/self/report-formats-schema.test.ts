// The JSON Schema of conformance.json, checked on the reports built by hand, the compare fixtures and
// a real run of the suite; every report format renders from that real run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../../src/reporter/report.ts';
import { renderEarl } from '../../src/reporter/formats/earl.ts';
import { renderBadge, renderSummaryMarkdown } from '../../src/reporter/formats/badge.ts';
import { parseReport } from '../../src/reporter/compare.ts';
import { createRegistry, describeErrors, schemaIdFor, type ValidateFunction } from '../../src/validation/ajv.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { runSuite } from '../kit/run-suite.ts';
import { everyVerdict, makeReport } from './report-by-hand.ts';
import { assertions, checkJsonLd, checkXml, type Node } from './report-format-checkers.ts';

const FIXTURES = join(PROJECT_ROOT, 'tests', 'self', 'fixtures');
const fixture = (name: string) => parseReport(readFileSync(join(FIXTURES, name), 'utf8'), name);

const validateReport: ValidateFunction = (() => {
  const v = createRegistry({ withOpenApi: false }).getSchema(schemaIdFor('conformance-report.schema.json'));
  if (!v) throw new Error('conformance-report.schema.json did not compile');
  return v;
})();

test('schema: the hand-built reports and the compare fixtures are conformance reports', () => {
  const unfinished = makeReport(
    [
      { id: 'S-ONE', verdict: 'pass' },
      { id: 'S-TWO', verdict: 'not run', reason: 'run interrupted' },
      { id: 'S-THREE', verdict: 'not run', reason: 'outside this selection' },
    ],
    {
      exitCode: 130,
      interrupted: { status: 'interrupted', notJudged: 1 },
      partial: { reason: '--grep @S-ONE', selectedTests: 2, suiteTests: 3, outsideSelection: 1 },
    },
  );
  // not exercised: a stated requirement no test names (a run), or no exchange showed (a recording)
  const unexercised = makeReport([
    { id: 'S-ONE', verdict: 'pass' },
    { id: 'S-NONE', verdict: 'not exercised', reason: 'no test of this suite version proves it yet' },
  ]);
  for (const report of [
    everyVerdict(),
    makeReport([{ id: 'S-ONE', verdict: 'pass' }], { exitCode: 130 }),
    unfinished,
    unexercised,
  ]) {
    assert.ok(
      validateReport(JSON.parse(JSON.stringify(report))),
      JSON.stringify(describeErrors(validateReport.errors)),
    );
  }
  for (const name of [
    'compare-a.json',
    'compare-b-regressed.json',
    'compare-b-no-regression.json',
    'compare-b-new-failing.json',
  ]) {
    assert.ok(validateReport(fixture(name)), `${name}: ${JSON.stringify(describeErrors(validateReport.errors))}`);
  }
  assert.equal(validateReport(JSON.parse(readFileSync(join(FIXTURES, 'compare-not-a-report.json'), 'utf8'))), false);
});

test('schema: the conformance.json of a real run validates, and every format renders from it', async () => {
  const run = await runSuite({ args: ['--grep', '@OP-SPORTS-INDEX'] });
  try {
    assert.ok(run.report, `no conformance.json was written:\n${run.output.slice(-3000)}`);
    const report = JSON.parse(readFileSync(join(run.reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
    assert.ok(validateReport(report), JSON.stringify(describeErrors(validateReport.errors), null, 2));
    assert.equal(report.requirements.find((r) => r.id === 'OP-SPORTS-INDEX')?.verdict, 'pass');

    const earl = JSON.parse(renderEarl(report)) as Node;
    assert.deepEqual(checkJsonLd(earl), []);
    assert.equal(assertions(earl).length, report.requirements.length);
    assert.deepEqual(checkXml(renderBadge(report)), []);
    const md = renderSummaryMarkdown(report);
    assert.ok(md.trimEnd().split('\n').length < 60);
    assert.ok(md.includes(report.specification.openapiSha256));
  } finally {
    rmSync(run.reportDir, { recursive: true, force: true });
  }
});
