// Sharding: the suite split over two shards with the blob reporter, then merged with
// merge.config.ts, gives the same verdict for every requirement as an unsharded run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSuite } from '../kit/run-suite.ts';
import { PROJECT_ROOT } from '../../src/validation/ajv.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';

const verdicts = (r: ConformanceReport) => Object.fromEntries(r.requirements.map((x) => [x.id, x.verdict]));

test('two merged shards give the same verdicts as one run', async () => {
  const blobs = mkdtempSync(join(tmpdir(), 'svc-blobs-'));
  const [whole, ...shards] = await Promise.all([
    runSuite(),
    ...[1, 2].map((i) => runSuite({ args: [`--shard=${i}/2`, '--reporter=blob'], env: { PLAYWRIGHT_BLOB_OUTPUT_DIR: join(blobs, `shard-${i}`) } })),
  ]);
  assert.equal(whole!.exitCode, 0, whole!.output.slice(-3000));
  for (const s of shards) assert.equal(s.exitCode, 0, s.output.slice(-3000));
  const all = join(blobs, 'all');
  mkdirSync(all);
  for (const i of [1, 2]) for (const f of readdirSync(join(blobs, `shard-${i}`))) copyFileSync(join(blobs, `shard-${i}`, f), join(all, f));
  const mergedDir = mkdtempSync(join(tmpdir(), 'svc-merged-'));
  const merge = spawnSync('npx', ['--no-install', 'playwright', 'merge-reports', '--config', 'merge.config.ts', all], {
    cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, SVC_REPORT_DIR: mergedDir },
  });
  assert.equal(merge.status, 0, `${merge.stdout}\n${merge.stderr}`);
  const merged = JSON.parse(readFileSync(join(mergedDir, 'conformance.json'), 'utf8')) as ConformanceReport;
  assert.deepEqual(verdicts(merged), verdicts(whole!.report!));
  assert.equal(merged.exitCode, whole!.report!.exitCode);
  assert.ok(merged.exchanges > 0, 'the merged report carries the traffic of both shards');
  assert.equal(merged.coverage.filter((c) => c.exercised).length, whole!.report!.coverage.filter((c) => c.exercised).length);
});
