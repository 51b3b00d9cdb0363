// Sharding: the suite split over two shards with the blob reporter, then merged with
// merge.config.ts, gives the same verdict for every requirement as an unsharded run, and says
// neither "Partial run" nor "Interrupted". One shard's own report, and a --grep run, say "Partial run".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, copyFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSuite, sharedPlainRun } from '../kit/run-suite.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';

const verdicts = (r: ConformanceReport) => Object.fromEntries(r.requirements.map((x) => [x.id, x.verdict]));

test('two merged shards give the same verdicts as one run', async () => {
  const blobs = mkdtempSync(join(tmpdir(), 'svc-blobs-'));
  const [whole, ...shards] = await Promise.all([
    sharedPlainRun(),
    // Shard 1 also writes its own conformance report: a shard without a merge is a partial run.
    ...[1, 2].map((i) =>
      runSuite({
        args: [
          `--shard=${i}/2`,
          i === 1 ? '--reporter=blob,./src/reporter/conformance-reporter.ts' : '--reporter=blob',
        ],
        env: { PLAYWRIGHT_BLOB_OUTPUT_DIR: join(blobs, `shard-${i}`) },
      }),
    ),
  ]);
  const one = shards[0]!;
  assert.ok(one.report, one.output.slice(-3000));
  assert.equal(one.report!.partial?.reason, 'shard 1/2');
  assert.ok(
    one.report!.partial!.outsideSelection > 0 &&
      (one.report!.totals['not run'] ?? 0) >= one.report!.partial!.outsideSelection,
  );
  assert.match(one.output, /conformance: Partial run \(shard 1\/2\)/);
  assert.match(readFileSync(join(one.reportDir, 'index.html'), 'utf8'), /Partial run \(shard 1\/2\)/);
  assert.ok(!existsSync(join(shards[1]!.reportDir, 'conformance.json')));
  assert.equal(whole!.exitCode, 0, whole!.output.slice(-3000));
  for (const s of shards) assert.equal(s.exitCode, 0, s.output.slice(-3000));
  const all = join(blobs, 'all');
  mkdirSync(all);
  for (const i of [1, 2])
    for (const f of readdirSync(join(blobs, `shard-${i}`))) copyFileSync(join(blobs, `shard-${i}`, f), join(all, f));
  const mergedDir = mkdtempSync(join(tmpdir(), 'svc-merged-'));
  const merge = spawnSync('npx', ['--no-install', 'playwright', 'merge-reports', '--config', 'merge.config.ts', all], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, SVC_REPORT_DIR: mergedDir },
  });
  assert.equal(merge.status, 0, `${merge.stdout}\n${merge.stderr}`);
  const merged = JSON.parse(readFileSync(join(mergedDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  assert.deepEqual(verdicts(merged), verdicts(whole!.report!));
  assert.equal(merged.exitCode, whole!.report!.exitCode);
  assert.ok(merged.exchanges > 0, 'the merged report carries the traffic of both shards');
  // Merged, the shards are the whole suite again: no partial run, nothing interrupted, nothing not run.
  assert.equal(merged.partial, undefined);
  assert.equal(merged.interrupted, undefined);
  assert.equal(merged.totals['not run'] ?? 0, 0);
  const mergedHtml = readFileSync(join(mergedDir, 'index.html'), 'utf8');
  assert.doesNotMatch(mergedHtml, /Partial run|Interrupted:/);
  assert.doesNotMatch(merge.stdout, /Partial run|Interrupted/);
  assert.match(merge.stdout, /conformance: \d+ pass, 0 fail/);
  console.log(`merged: ${merge.stdout.split('\n').find((l) => l.startsWith('conformance:'))}`);
  console.log(`shard 1 alone: ${one.output.split('\n').find((l) => l.startsWith('conformance:'))}`);
  assert.equal(
    merged.coverage.filter((c) => c.exercised).length,
    whole!.report!.coverage.filter((c) => c.exercised).length,
  );
});

test('a --grep run says "Partial run" and is no conformance claim', async () => {
  const run = await runSuite({ args: ['--grep', '@NEWS-TITLE-MAXLEN'] });
  assert.equal(run.exitCode, 0, run.output.slice(-3000));
  const report = run.report!;
  assert.equal(report.partial?.reason, '--grep @NEWS-TITLE-MAXLEN');
  assert.ok(report.partial!.suiteTests! > report.partial!.selectedTests);
  assert.equal(report.requirements.find((r) => r.id === 'NEWS-TITLE-MAXLEN')?.verdict, 'pass');
  // Outside the selection: not run, never "no test proves it" (the suite has a test for each of these).
  const outside = report.requirements.filter((r) => r.verdict === 'not run');
  assert.equal(outside.length, report.partial!.outsideSelection);
  assert.ok(outside.length > 100 && outside.every((r) => r.reason === 'outside this selection'));
  assert.match(run.output, /conformance: Partial run \(--grep @NEWS-TITLE-MAXLEN\), no conformance claim/);
  const html = readFileSync(join(run.reportDir, 'index.html'), 'utf8');
  assert.match(html, /Partial run \(--grep @NEWS-TITLE-MAXLEN\)/);
  assert.doesNotMatch(html, /Conforms:/);
  assert.match(readFileSync(join(run.reportDir, 'badge.svg'), 'utf8'), /partial run/);
  assert.match(readFileSync(join(run.reportDir, 'summary.md'), 'utf8'), /partial run, no conformance claim/);
  console.log(run.output.split('\n').find((l) => l.startsWith('conformance:')));
});
