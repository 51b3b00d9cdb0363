// The Playwright reporter that turns test results into the conformance report: one verdict per
// requirement of spec/requirements.yaml, written as reports/conformance.json, reports/junit.xml
// and reports/index.html. Its exit status follows the verdicts, not the raw test results:
// observed requirements never fail a run.
import { join, relative, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { PROJECT_ROOT } from '../validation/ajv.ts';
import type { Exchange } from '../harness/client.ts';
import type { PublicTarget } from '../harness/run-target.ts';
import type { SvcMetadata } from '../harness/run-metadata.ts';
import type { TestRecord } from './verdicts.ts';
import { buildReport, summaryLines, targetOfRun, writeReports, type ConformanceReport } from './report.ts';

export type { ConformanceReport } from './report.ts';

const ANSI = /\u001b\[[0-9;]*m/g;

export default class ConformanceReporter implements Reporter {
  private readonly records: TestRecord[] = [];
  private readonly residue: ConformanceReport['residue'] = [];
  private readonly traffic: Array<Exchange & { test: string }> = [];
  private startedAt = new Date();
  private outputDir = join(PROJECT_ROOT, 'reports');
  private metadata?: SvcMetadata;
  private readonly notedTargets: PublicTarget[] = [];

  constructor(options: { outputDir?: string } = {}) {
    if (options.outputDir) this.outputDir = resolve(PROJECT_ROOT, options.outputDir);
  }

  printsToStdio(): boolean {
    return true;
  }

  onBegin(config: FullConfig, _suite: Suite): void {
    this.startedAt = new Date();
    this.metadata = config.metadata.svc as SvcMetadata | undefined;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return; // a retry follows
    const annotations = [...test.annotations, ...(result.annotations ?? [])];
    for (const a of annotations) if (a.type === 'svc-target' && a.description) this.notedTargets.push(JSON.parse(a.description) as PublicTarget);
    const unique = <T>(xs: T[]) => [...new Set(xs)];
    const requirements = unique(annotations.filter((a) => a.type === 'requirement' && a.description).map((a) => a.description!));
    const observations = unique(annotations.filter((a) => a.type === 'observation' && a.description).map((a) => a.description!))
      .map((d) => JSON.parse(d) as TestRecord['observations'][number]);
    for (const a of unique(annotations.filter((a) => a.type === 'residue' && a.description).map((a) => a.description!)).map((description) => ({ description }))) {
      const { kind, id } = JSON.parse(a.description!) as { kind: string; id: number };
      this.residue.push({ kind, id, test: test.title });
    }
    const outcome = result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    const skip = annotations.find((a) => a.type === 'skip');
    const evidence = result.attachments.find((a) => a.name === 'evidence.txt')?.body?.toString('utf8');
    const exchanges = result.attachments.find((a) => a.name === 'exchanges')?.body?.toString('utf8');
    // Shared answers were sent once, for an earlier test: traffic.har counts what went over the wire.
    if (exchanges) for (const e of JSON.parse(exchanges) as Exchange[]) if (!e.shared) this.traffic.push({ ...e, test: test.title });
    this.records.push({
      title: test.titlePath().slice(2).join(' > '),
      file: relative(PROJECT_ROOT, test.location.file),
      line: test.location.line,
      outcome,
      requirements,
      ...(outcome === 'skipped' ? { skipReason: skip?.description ?? 'skipped' } : {}),
      errors: result.errors.map((e) => (e.message ?? String(e.value ?? 'error')).replace(ANSI, '')),
      observations,
      ...(evidence ? { evidence } : {}),
      durationMs: result.duration,
    });
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const report = buildReport({
      tests: this.records, residue: this.residue, traffic: this.traffic, target: targetOfRun(this.metadata, this.notedTargets),
      startedAt: this.startedAt, runTag: this.metadata?.runTag ?? process.env.SVC_RUN_TAG ?? '', interrupted: result.status === 'interrupted',
    });
    writeReports(this.outputDir, report, this.traffic);
    for (const line of summaryLines(report, this.outputDir)) console.log(line);
    if (result.status === 'interrupted') return { status: 'interrupted' };
    return { status: report.exitCode === 0 ? 'passed' : 'failed' };
  }
}
