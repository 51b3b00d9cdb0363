// Runs interrupted at random points (SIGINT, and SIGKILL of the whole process group), five times
// each: afterwards `npm run cleanup` leaves nothing deletable that the suite created, and nothing
// the suite changed stays changed. A SIGINT run still writes its reports and exits 130, and its
// report tells the truth: the reference server fails nothing, so no requirement may fail; the
// requirements the run did not finish are `not run` (run interrupted), and the banner says how many.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, serverState } from '../../reference/server.ts';
import { inheritedEnv, readWriteReferenceSettings, runCommand } from '../kit/run-suite.ts';
import { compare, snapshot } from '../kit/store-snapshot.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';

/** Tables of records the interface cannot delete (what may stay, as residue) and what they own. */
const IRREVERSIBLE = new Set(['pages', 'pageNodes', 'officials', 'divisions', 'gamesNewsArticles']);
const OWNED_BY_PAGES = new Set(['contentNodes', 'layoutContainers', 'layoutColumns']);

/** An interrupted run against the reference server: 0 fail verdicts (any would come from the interrupt), the rest not judged. */
function assertTruthfulInterruptedReport(report: ConformanceReport, html: string, stdout: string): void {
  const failed = report.requirements.filter((r) => r.verdict === 'fail');
  assert.deepEqual(
    failed.map((r) => `${r.id}: ${r.reason}`),
    [],
    'no fail verdict comes from the interrupt',
  );
  assert.equal(report.interrupted?.status, 'interrupted');
  const notRun = report.requirements.filter((r) => r.verdict === 'not run');
  assert.equal(report.interrupted!.notJudged, notRun.length);
  assert.ok(
    notRun.every((r) => r.reason === 'run interrupted'),
    'not run because the run was interrupted',
  );
  assert.match(html, new RegExp(`Interrupted: ${report.interrupted!.notJudged} requirements? not judged`));
  const line = stdout.split('\n').find((l) => l.startsWith('conformance:'));
  assert.match(
    line ?? '',
    new RegExp(
      `^conformance: Interrupted: ${report.interrupted!.notJudged} requirements? not judged; .* ${notRun.length} not run of \\d+ requirements -> exit 130$`,
    ),
  );
  console.log(`interrupted run: ${line}`);
}

function seeded(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

for (const signal of ['SIGINT', 'SIGKILL'] as const) {
  test(`five runs killed with ${signal} at random points leave nothing after npm run cleanup`, async () => {
    const random = seeded(signal === 'SIGINT' ? 7 : 11);
    const app = buildServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { store, fixtures } = serverState(app);
    const port = (app.server.address() as { port: number }).port;
    const before = snapshot(store);
    const env: Record<string, string> = { ...inheritedEnv(), ...readWriteReferenceSettings(port, fixtures) };
    try {
      const tags: string[] = [];
      let interruptedReports = 0;
      const reportDirs = new Map<string, string>();
      for (let i = 0; i < 5; i++) {
        const tag = `svc-conformance-interrupt-${signal.toLowerCase()}-${i}-${Date.now()}`;
        tags.push(tag);
        const reportDir = mkdtempSync(join(tmpdir(), 'svc-interrupted-'));
        reportDirs.set(tag, reportDir);
        // Playwright itself as the direct child (npx would die of the signal before Playwright could finish).
        const child = spawn(
          process.execPath,
          [join(PROJECT_ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--workers=2'],
          {
            cwd: PROJECT_ROOT,
            env: { ...env, SVC_RUN_TAG: tag, SVC_REPORT_DIR: reportDir },
            detached: true,
            stdio: ['ignore', 'pipe', 'ignore'],
          },
        );
        let stdout = '';
        child.stdout!.on('data', (d: Buffer) => {
          stdout += d.toString();
        });
        const exited = new Promise<{ code: number | null }>((r) => child.on('exit', (code) => r({ code })));
        // At a random point after the run has started creating records (its ledger exists).
        const ledger = join(reportDir, 'ledger', `${tag}.jsonl`);
        for (let waited = 0; !existsSync(ledger) && waited < 60_000; waited += 100)
          await new Promise((r) => setTimeout(r, 100));
        assert.ok(existsSync(ledger), `run ${tag} created nothing within 60 s`);
        await new Promise((r) => setTimeout(r, random() * 3000));
        try {
          process.kill(-child.pid!, signal);
        } catch {
          /* it had finished */
        }
        const ended = await Promise.race([exited, new Promise<'hung'>((r) => setTimeout(() => r('hung'), 60_000))]);
        if (ended === 'hung') process.kill(-child.pid!, 'SIGKILL');
        assert.notEqual(ended, 'hung', 'the interrupted run ended within 60 s');
        const code = ended === 'hung' ? null : ended.code;
        if (signal === 'SIGINT' && code !== 0) {
          assert.equal(code, 130, 'an interrupted run exits 130');
          assert.ok(existsSync(join(reportDir, 'conformance.json')), 'an interrupted run still writes its reports');
          const report = JSON.parse(readFileSync(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
          assert.equal(report.exitCode, 130);
          assertTruthfulInterruptedReport(report, readFileSync(join(reportDir, 'index.html'), 'utf8'), stdout);
          interruptedReports++;
        }
      }
      if (signal === 'SIGINT')
        assert.ok(interruptedReports > 0, 'at least one SIGINT run was interrupted before it ended');
      let outstanding = 0;
      for (const tag of tags)
        outstanding += readFileSync(join(reportDirs.get(tag)!, 'ledger', `${tag}.jsonl`), 'utf8')
          .split('\n')
          .filter((l) => l.includes('"created"')).length;
      assert.ok(outstanding > 0, 'the interrupted runs had created records');
      for (const tag of tags) {
        // Not spawnSync: the reference server runs in this process and must keep answering.
        const result = await runCommand(
          process.execPath,
          ['bin/svc-conformance.mjs', 'cleanup', tag, '--reports', reportDirs.get(tag)!],
          { env },
        );
        assert.equal(result.code, 0, `svc-conformance cleanup ${tag}:\n${result.output}`);
      }
      const diff = compare(before, snapshot(store));
      const left = diff.added.filter(
        (k) => !IRREVERSIBLE.has(k.split('/')[0]!) && !OWNED_BY_PAGES.has(k.split('/')[0]!),
      );
      // Containers and columns may stay only inside a page's content node.
      const pageNodes = new Set([...store.t.pages.values()].map((p) => p.content_node_id));
      const strays = diff.added
        .filter((k) => OWNED_BY_PAGES.has(k.split('/')[0]!))
        .filter((k) => {
          const [table, id] = k.split('/');
          if (table === 'contentNodes') return !pageNodes.has(Number(id));
          if (table === 'layoutContainers')
            return !pageNodes.has(store.t.layoutContainers.get(Number(id))!.content_node_id);
          const column = store.t.layoutColumns.get(Number(id))!;
          return !pageNodes.has(store.t.layoutContainers.get(column.layout_container_id)?.content_node_id ?? -1);
        });
      assert.deepEqual([...left, ...strays], [], 'deletable records the suite created are left after cleanup');
      assert.deepEqual(diff.removed, [], 'no record that existed before is gone');
      assert.deepEqual(diff.changed, [], 'no record that existed before stays changed');
    } finally {
      await app.close();
    }
  });
}
