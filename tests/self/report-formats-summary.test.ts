// The Markdown summary for pull requests beside conformance.json, checked on reports built by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderSummaryMarkdown } from '../../src/reporter/formats/badge.ts';
import { makeReport, WAIVER } from './report-by-hand.ts';

test('summary: verdict line, totals, failures first with the first line of the reason, then waivers', () => {
  const report = makeReport(
    [
      { id: 'M-PASS', verdict: 'pass' },
      {
        id: 'M-WAIVED',
        verdict: 'waived',
        waiver: WAIVER,
        reason: 'waived until 2099-03-31 (CMS-1234): titles are cut at 255 by the CMS; it failed: x',
      },
      {
        id: 'M-FAIL',
        verdict: 'fail',
        statement: 'A title | with a pipe <b>and html</b> holds at most 300 characters.',
      },
      { id: 'M-SKIPPED', verdict: 'skipped' },
    ],
    {
      exitCode: 1,
      waivers: {
        applied: [WAIVER],
        expired: [{ id: 'M-OLD', reason: 'old', ticket: 'CMS-1', expires: '2020-01-01' }],
        unused: [{ id: 'M-PASS', reason: 'fixed', ticket: 'CMS-2', expires: '2099-01-01' }],
        unknown: [{ id: 'M-GONE', reason: 'renamed', ticket: 'CMS-3', expires: '2099-01-01' }],
      },
    },
  );
  const md = renderSummaryMarkdown(report);
  const lines = md.trimEnd().split('\n');
  assert.match(lines[0]!, /^### Conformance: .*does not conform/);
  assert.match(
    md,
    /1 of 4 stated or assumed requirements fail, from 0 distinct causes; 0 inconclusive, 1 waiver\(s\) expired \(exit code 1\)/,
  );
  assert.ok(md.includes('| pass | fail | inconclusive | skipped | waived | observed | not run | total |'));
  assert.ok(md.includes('| 1 | 1 | 0 | 1 | 1 | 0 | 0 | 4 |'));
  const failedAt = md.indexOf('**Failed (1)**');
  const waivedAt = md.indexOf('**Waived (1)**');
  const actAt = md.indexOf('**Waivers to act on**');
  assert.ok(failedAt > 0 && failedAt < waivedAt && waivedAt < actAt, 'failed, then waived, then waivers to act on');
  const failRow = lines.find((l) => l.startsWith('| `M-FAIL`'))!;
  assert.ok(failRow, 'a row for the failure');
  assert.ok(failRow.includes('A title \\| with a pipe &lt;b&gt;and html&lt;/b&gt; holds at most 300 characters.'));
  assert.ok(failRow.includes('Error: expected 4xx, got 200'));
  assert.ok(!md.includes('at line 2 of the evidence'), 'only the first line of the reason');
  assert.equal(failRow.split(/(?<!\\)\|/).length, 5, 'three cells');
  assert.ok(
    lines.some((l) => l.startsWith('| `M-WAIVED` | CMS-1234 | 2099-03-31 | titles are cut at 255 by the CMS |')),
  );
  assert.ok(md.includes('- expired: `M-OLD` (CMS-1, expired 2020-01-01): the run fails'));
  assert.ok(md.includes('- unused: `M-PASS` (CMS-2)'));
  assert.ok(md.includes('- unknown requirement: `M-GONE` (CMS-3)'));
  assert.ok(md.includes('Target `https://staging.example.com/api`'));
  assert.ok(md.includes('Suite svc-conformance 0.1.0 (`53f0d1166f7c`)'));
  assert.ok(
    md.includes(`openapi.yaml sha256 \`${'a'.repeat(64)}\``) &&
      md.includes(`requirements.yaml sha256 \`${'b'.repeat(64)}\``),
  );
  assert.ok(!md.includes('M-SKIPPED'), 'skipped requirements are counted, not listed');
});

test('summary: a conforming run is short; at most 20 failures are listed, then "and N more"', () => {
  const ok = renderSummaryMarkdown(
    makeReport([
      { id: 'M-PASS', verdict: 'pass' },
      { id: 'M-OBS', verdict: 'observed' },
    ]),
  );
  assert.match(ok, /^### Conformance: .*conforms\n/);
  assert.match(ok, /No stated or assumed requirement fails: 1 of 1 pass/);
  assert.ok(!ok.includes('**Failed'));
  assert.ok(ok.trimEnd().split('\n').length <= 12);

  const many = makeReport([
    ...Array.from({ length: 25 }, (_, i) => ({
      id: `M-FAIL-${String(i + 1).padStart(2, '0')}`,
      verdict: 'fail' as const,
    })),
    ...Array.from({ length: 200 }, (_, i) => ({ id: `M-PASS-${i + 1}`, verdict: 'pass' as const })),
    { id: 'M-WAIVED', verdict: 'waived', waiver: WAIVER },
  ]);
  const md = renderSummaryMarkdown(many);
  const rows = md.split('\n').filter((l) => l.startsWith('| `M-FAIL-'));
  assert.equal(rows.length, 20);
  assert.ok(rows[0]!.startsWith('| `M-FAIL-01`') && rows[19]!.startsWith('| `M-FAIL-20`'));
  assert.ok(md.includes('and 5 more'));
  assert.ok(md.indexOf('M-FAIL-20') < md.indexOf('M-WAIVED'));
  assert.ok(md.trimEnd().split('\n').length < 60, `${md.split('\n').length} lines`);
  assert.ok(renderSummaryMarkdown(many, { maxFailures: 3 }).includes('and 22 more'));
});
