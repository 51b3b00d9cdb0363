// The Playwright reporter that turns test results into the conformance report: one verdict per
// requirement of spec/requirements.yaml, written as reports/conformance.json, reports/junit.xml
// and reports/index.html. Its exit status follows the verdicts, not the raw test results:
// observed requirements never fail a run.
import { relative, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { readYamlFile } from '../validation/ajv.ts';
import { CONFORMANCE_INDEX_PATH, PLAYWRIGHT_CONFIG_PATH, PROJECT_ROOT } from '../paths.ts';
import type { Exchange } from '../harness/client.ts';
import type { PublicTarget } from '../harness/run-target.ts';
import { reportDirOf, type SvcMetadata } from '../harness/run-metadata.ts';
import { RUN_INTERRUPTED, type TestRecord } from './verdicts.ts';
import {
  CHECKS_ANNOTATION,
  FINDINGS_ANNOTATION,
  type CheckRecord,
  type FindingRecord,
} from '../harness/check-types.ts';
import {
  buildReport,
  summaryLines,
  targetOfRun,
  writeReports,
  type ConformanceReport,
  type RunScope,
} from './report.ts';
import { listWholeSuite, selectionSignals, type ListedTest } from './selection.ts';

export type { ConformanceReport } from './report.ts';

const ANSI = /\u001b\[[0-9;]*m/g;

/** The requirements some test of this suite version proves, by the golden index (spec/conformance-index.yaml). */
function indexedRequirements(): Set<string> {
  try {
    const doc = readYamlFile(CONFORMANCE_INDEX_PATH) as { requirements?: Array<{ id: string; tests?: unknown[] }> };
    return new Set((doc.requirements ?? []).filter((r) => (r.tests ?? []).length > 0).map((r) => r.id));
  } catch {
    return new Set();
  }
}

const requirementsOf = (annotations: TestCase['annotations']) => [
  ...new Set(annotations.filter((a) => a.type === 'requirement' && a.description).map((a) => a.description!)),
];

export default class ConformanceReporter implements Reporter {
  private readonly records: TestRecord[] = [];
  private readonly residue: ConformanceReport['residue'] = [];
  private readonly traffic: Array<Exchange & { test: string }> = [];
  private startedAt = new Date();
  // Named on the command line (--reporter=...) it has no options: SVC_REPORT_DIR, as the config says.
  private outputDir = reportDirOf();
  private metadata?: SvcMetadata;
  private readonly notedTargets: PublicTarget[] = [];
  /** every test of this run's suite, also the ones that never end (interrupted, cut off, never started) */
  private suiteTests: TestCase[] = [];
  private readonly ended = new Set<string>();
  /** when Ctrl-C reached the runner: a test that fails after it was cut short, not judged */
  private interruptedAt?: number;
  private readonly onSigint = () => {
    this.interruptedAt ??= Date.now();
  };
  private selection: { signals: string[]; whole?: Promise<ListedTest[] | undefined> } = { signals: [] };

  constructor(options: { outputDir?: string } = {}) {
    if (options.outputDir) this.outputDir = resolve(PROJECT_ROOT, options.outputDir);
  }

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.startedAt = new Date();
    this.metadata = config.metadata.svc as SvcMetadata | undefined;
    this.suiteTests = suite.allTests();
    process.once('SIGINT', this.onSigint);
    const { signals, merge } = selectionSignals(process.argv, config.shard);
    this.selection = { signals };
    if (signals.length > 0 || merge) {
      // A merge reads the suite's own config (merge.config.ts lists no tests of its own).
      const configFile = !merge && config.configFile ? config.configFile : PLAYWRIGHT_CONFIG_PATH;
      this.selection.whole = listWholeSuite(configFile);
    }
  }

  /** What became of a test: a test cut short by the interrupt (or failing after it) judges nothing. */
  private outcomeOf(
    result: TestResult,
    skipAnnotated: boolean,
  ): { outcome: TestRecord['outcome']; notRunReason?: string } {
    if (result.status === 'passed') return { outcome: 'passed' };
    // After Ctrl-C Playwright may report tests it did not get to as skipped, with no skip of their own.
    if (result.status === 'skipped')
      return !skipAnnotated && this.interruptedAt !== undefined
        ? { outcome: 'not run', notRunReason: RUN_INTERRUPTED }
        : { outcome: 'skipped' };
    if (result.status === 'interrupted') return { outcome: 'not run', notRunReason: RUN_INTERRUPTED };
    const endedAt = result.startTime.getTime() + result.duration;
    if (this.interruptedAt !== undefined && endedAt >= this.interruptedAt)
      return { outcome: 'not run', notRunReason: RUN_INTERRUPTED };
    return { outcome: 'failed' };
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (
      result.retry < test.retries &&
      result.status !== 'passed' &&
      result.status !== 'skipped' &&
      result.status !== 'interrupted'
    )
      return; // a retry follows
    this.ended.add(test.id);
    const annotations = [...test.annotations, ...(result.annotations ?? [])];
    for (const a of annotations)
      if (a.type === 'svc-target' && a.description) this.notedTargets.push(JSON.parse(a.description) as PublicTarget);
    const unique = <T>(xs: T[]) => [...new Set(xs)];
    const requirements = requirementsOf(annotations);
    const observations = unique(
      annotations.filter((a) => a.type === 'observation' && a.description).map((a) => a.description!),
    ).map((d) => JSON.parse(d) as TestRecord['observations'][number]);
    for (const a of unique(
      annotations.filter((a) => a.type === 'residue' && a.description).map((a) => a.description!),
    ).map((description) => ({ description }))) {
      const { kind, id } = JSON.parse(a.description!) as { kind: string; id: number };
      this.residue.push({ kind, id, test: test.title });
    }
    const skip = annotations.find((a) => a.type === 'skip');
    const { outcome, notRunReason } = this.outcomeOf(result, skip !== undefined);
    const evidence = result.attachments.find((a) => a.name === 'evidence.txt')?.body?.toString('utf8');
    const checksNote = annotations.find((a) => a.type === CHECKS_ANNOTATION)?.description;
    const checks = checksNote ? (JSON.parse(checksNote) as CheckRecord[]) : undefined;
    const findings = annotations
      .filter((a) => a.type === FINDINGS_ANNOTATION && a.description)
      .flatMap((a) => JSON.parse(a.description!) as FindingRecord[]);
    const exchanges = result.attachments.find((a) => a.name === 'exchanges')?.body?.toString('utf8');
    // Shared answers were sent once, for an earlier test: traffic.har counts what went over the wire.
    if (exchanges)
      for (const e of JSON.parse(exchanges) as Exchange[]) if (!e.shared) this.traffic.push({ ...e, test: test.title });
    this.records.push({
      title: test.titlePath().slice(2).join(' > '),
      file: relative(PROJECT_ROOT, test.location.file),
      line: test.location.line,
      outcome,
      requirements,
      ...(outcome === 'skipped' ? { skipReason: skip?.description ?? 'skipped' } : {}),
      ...(notRunReason ? { notRunReason } : {}),
      errors: result.errors.map((e) => (e.message ?? String(e.value ?? 'error')).replace(ANSI, '')),
      observations,
      ...(evidence ? { evidence } : {}),
      durationMs: result.duration,
      // a test cut short by the interrupt judged nothing, whatever its checks said so far
      ...(checks && outcome !== 'not run' ? { checks } : {}),
      ...(findings.length > 0 ? { findings } : {}),
    });
    if (checks && outcome !== 'not run') this.printChecks(test, checks);
  }

  /** The checks of a test that failed or could not be judged, as they end (the list reporter shows tests, not requirements). */
  private printChecks(test: TestCase, checks: CheckRecord[]): void {
    if (process.env.SVC_QUIET_CHECKS) return;
    for (const c of checks.filter((x) => x.outcome === 'failed' || x.outcome === 'inconclusive' || x.suiteDefect)) {
      const mark = c.suiteDefect ? 'SUITE DEFECT' : c.outcome === 'failed' ? 'FAIL' : 'INCONCLUSIVE';
      console.log(
        `    ${mark} ${c.requirement}: ${(c.message ?? c.what).split('\n')[0]!.slice(0, 300)} (${relative(PROJECT_ROOT, test.location.file)}:${test.location.line})`,
      );
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    process.off('SIGINT', this.onSigint);
    const cut = result.status === 'interrupted' || result.status === 'timedout';
    // Tests that never ended: cut off by the interrupt or the run's timeout, or never started.
    for (const test of this.suiteTests.filter((t) => !this.ended.has(t.id))) {
      this.records.push({
        title: test.titlePath().slice(2).join(' > '),
        file: relative(PROJECT_ROOT, test.location.file),
        line: test.location.line,
        outcome: 'not run',
        notRunReason: cut ? RUN_INTERRUPTED : 'the run stopped before it started',
        requirements: requirementsOf(test.annotations),
        errors: [],
        observations: [],
        durationMs: 0,
      });
    }
    const report = buildReport({
      tests: this.records,
      residue: this.residue,
      traffic: this.traffic,
      target: targetOfRun(this.metadata, this.notedTargets),
      startedAt: this.startedAt,
      runTag: this.metadata?.runTag ?? process.env.SVC_RUN_TAG ?? '',
      interrupted: result.status === 'interrupted',
      end: cut ? (result.status as 'interrupted' | 'timedout') : 'complete',
      scope: await this.scope(),
    });
    writeReports(this.outputDir, report, this.traffic);
    for (const line of summaryLines(report, this.outputDir)) console.log(line);
    if (cut) return { status: result.status };
    return { status: report.exitCode === 0 ? 'passed' : 'failed' };
  }

  /** Whole suite or a selection of it, and which requirements the whole suite has tests for. */
  private async scope(): Promise<RunScope> {
    const own = {
      tests: this.suiteTests.length,
      named: new Set(this.suiteTests.flatMap((t) => requirementsOf(t.annotations))),
    };
    const whole = await this.selection.whole;
    if (whole) {
      const named = new Set(whole.flatMap((t) => t.requirements));
      if (whole.length <= own.tests) return { named };
      const reason =
        this.selection.signals.join(', ') ||
        `the merged reports hold ${own.tests} of the suite's ${whole.length} tests`;
      return { named, partial: { reason, selectedTests: own.tests, suiteTests: whole.length } };
    }
    // The whole suite could not be listed: a selection still says so, and the requirements without a test here are outside it.
    if (this.selection.signals.length > 0)
      return { named: undefined, partial: { reason: this.selection.signals.join(', '), selectedTests: own.tests } };
    // Interrupted before the tests were known (in global setup): the suite's own index says which requirements it would have judged.
    if (own.tests === 0) return { named: indexedRequirements() };
    return { named: own.named };
  }
}
