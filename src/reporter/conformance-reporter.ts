// The Playwright reporter that turns test results into the conformance report: one verdict per
// requirement of spec/requirements.yaml, written as reports/conformance.json, reports/junit.xml
// and reports/index.html. Its exit status follows the verdicts, not the raw test results:
// observed requirements never fail a run.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { loadRequirements, REQUIREMENTS_PATH } from '../spec/catalogue.ts';
import { OPENAPI_PATH, PROJECT_ROOT } from '../validation/ajv.ts';
import { exitCodeFor, foldVerdicts, totals, type RequirementVerdict, type TestRecord } from './verdicts.ts';
import { renderHtml } from './html.ts';
import { OperationCatalogue } from '../harness/operations.ts';
import type { PublicTarget } from '../harness/run-target.ts';
import type { SvcMetadata } from '../harness/run-metadata.ts';
import { renderJunit } from './junit.ts';
import { renderHar } from './har.ts';
import { renderEarl } from './earl.ts';
import { renderBadge, renderSummaryMarkdown } from './badge.ts';
import { applyWaivers, loadWaivers, type WaiverOutcome } from './waivers.ts';
import type { Exchange } from '../harness/client.ts';

const ANSI = /\u001b\[[0-9;]*m/g;

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export interface ConformanceReport {
  schemaVersion: 2;
  suite: { name: string; version: string; commit?: string; dirty?: boolean };
  /** exactly what was checked: the target as the run resolved it (no secrets) */
  target: PublicTarget;
  run: { startedAt: string; durationMs: number; runTag: string };
  specification: { openapiSha256: string; requirementsSha256: string };
  totals: Record<string, number>;
  exitCode: number;
  requirements: RequirementVerdict[];
  residue: Array<{ kind: string; id: number; test: string }>;
  /** the routes used for the operations the interface does not show, and which SVC_ROUTE_* replaced them */
  assumedRoutes: Array<{ operationId: string; method: string; path: string; overriddenBy?: string }>;
  waivers: WaiverOutcome;
  /** every operation of spec/openapi.yaml: exercised by this run or not, and why not */
  coverage: Array<{ operationId: string; method: string; path: string; exercised: boolean; exchanges: number; why?: string }>;
  /** number of HTTP exchanges in traffic.har */
  exchanges: number;
  /** answers 429/503 with Retry-After that were waited out and retried (politeness on shared environments) */
  retries: { count: number; waitedMs: number };
}

function assumedRoutes(routeOverrides: Record<string, { method: string; path: string }>): ConformanceReport['assumedRoutes'] {
  return new OperationCatalogue(routeOverrides).assumedRoutes();
}

/**
 * The target of the run: as global setup resolved it (same process), else as the tests' workers
 * noted it (a merge of shard reports: each shard resolved its own), else the settings alone.
 */
export function targetOfRun(metadata: SvcMetadata | undefined, noted: PublicTarget[]): PublicTarget {
  if (metadata?.target) return metadata.target;
  const distinct = [...new Map(noted.map((t) => [JSON.stringify(t), t])).values()];
  if (distinct.length === 1) return distinct[0]!;
  if (distinct.length > 1) {
    // Shards of an embedded run each start their own server: one URL per shard, the rest alike.
    const urls = [...new Set(distinct.map((t) => t.baseUrl))];
    return { ...distinct[0]!, ...(urls.length > 1 ? { baseUrls: urls } : {}) };
  }
  return metadata?.settings ?? { baseUrl: '', embedded: false, mode: 'read-only', allowIrreversible: false, credentials: { bearer: false, basic: false }, fixtures: {}, routeOverrides: {}, timeoutMs: 30_000 };
}

function coverageOf(verdicts: RequirementVerdict[], traffic: Exchange[]): ConformanceReport['coverage'] {
  const counts = new Map<string, number>();
  for (const e of traffic) counts.set(e.operationId, (counts.get(e.operationId) ?? 0) + 1);
  return new OperationCatalogue().operations().map((op) => {
    const exchanges = counts.get(op.operationId) ?? 0;
    const reasons = verdicts.filter((v) => op.interfaceOperations.includes(v.id) && v.reason).map((v) => `${v.id}: ${v.reason}`);
    return {
      operationId: op.operationId, method: op.method, path: op.path, exercised: exchanges > 0, exchanges,
      ...(exchanges === 0 ? { why: reasons.join('; ') || 'no test of this run sent it' } : {}),
    };
  });
}

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
    const verdicts = foldVerdicts(loadRequirements(), this.records);
    const target = targetOfRun(this.metadata, this.notedTargets);
    const waiverFile = target.waivers;
    const waivers = waiverFile ? applyWaivers(verdicts, loadWaivers(waiverFile), new Date().toISOString().slice(0, 10)) : { applied: [], expired: [], unused: [], unknown: [] };
    const exitCode = result.status === 'interrupted' ? 130 : exitCodeFor(verdicts, waivers.expired.length);
    const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
    const commit = git(['rev-parse', 'HEAD']);
    // A checkout with changes to the suite itself is not the commit it names: say so.
    const dirty = commit ? (git(['status', '--porcelain', '--', 'spec', 'schemas', 'src', 'tests', 'reference', 'playwright.config.ts', 'package.json']) ?? '') !== '' : undefined;
    const report: ConformanceReport = {
      schemaVersion: 2,
      suite: { name: pkg.name, version: pkg.version, ...(commit ? { commit, dirty: dirty ?? false } : {}) },
      target,
      run: { startedAt: this.startedAt.toISOString(), durationMs: Date.now() - this.startedAt.getTime(), runTag: this.metadata?.runTag ?? process.env.SVC_RUN_TAG ?? '' },
      specification: { openapiSha256: sha256(OPENAPI_PATH), requirementsSha256: sha256(REQUIREMENTS_PATH) },
      totals: totals(verdicts),
      exitCode,
      requirements: verdicts,
      residue: this.residue,
      assumedRoutes: assumedRoutes(target.routeOverrides),
      waivers,
      coverage: coverageOf(verdicts, this.traffic),
      exchanges: this.traffic.length,
      retries: {
        count: this.traffic.reduce((n, e) => n + (e.retries?.length ?? 0), 0),
        waitedMs: this.traffic.reduce((n, e) => n + (e.retries ?? []).reduce((m, r) => m + r.waitedMs, 0), 0),
      },
    };
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(join(this.outputDir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(this.outputDir, 'junit.xml'), renderJunit(report));
    writeFileSync(join(this.outputDir, 'index.html'), renderHtml(report));
    writeFileSync(join(this.outputDir, 'traffic.har'), renderHar(this.traffic, { name: pkg.name, version: pkg.version }));
    writeFileSync(join(this.outputDir, 'earl.jsonld'), renderEarl(report));
    writeFileSync(join(this.outputDir, 'badge.svg'), renderBadge(report));
    writeFileSync(join(this.outputDir, 'summary.md'), renderSummaryMarkdown(report));

    const t = report.totals;
    const skippedReasons = [...new Set(verdicts.filter((v) => v.verdict === 'skipped').map((v) => v.reason ?? 'skipped'))];
    console.log(`\nconformance: ${t.pass} pass, ${t.fail} fail, ${t.skipped} skipped, ${t.waived} waived, ${t.observed} observed` +
      ` of ${verdicts.length} requirements -> exit ${exitCode}`);
    for (const v of verdicts.filter((v) => v.verdict === 'fail')) console.log(`  FAIL ${v.id}: ${(v.reason ?? '').split('\n')[0]}`);
    if (report.retries.count > 0) console.log(`  the target asked to wait ${report.retries.count} time(s) (429/503 with Retry-After): waited ${(report.retries.waitedMs / 1000).toFixed(1)} s and retried`);
    for (const w of waivers.expired) console.log(`  EXPIRED WAIVER ${w.id} (${w.ticket}, expired ${w.expires}): the run fails`);
    for (const w of waivers.unused) console.log(`  unused waiver ${w.id} (${w.ticket}): the requirement does not fail; remove the waiver`);
    for (const w of waivers.unknown) console.log(`  waiver for unknown requirement ${w.id} (${w.ticket})`);
    if (skippedReasons.length > 0) console.log(`  skipped because: ${skippedReasons.slice(0, 8).join(' | ')}${skippedReasons.length > 8 ? ' | ...' : ''}`);
    console.log(`  reports: ${relative(process.cwd(), join(this.outputDir, 'index.html'))}, conformance.json, junit.xml, earl.jsonld, traffic.har, badge.svg, summary.md`);
    if (result.status === 'interrupted') return { status: 'interrupted' };
    return { status: exitCode === 0 ? 'passed' : 'failed' };
  }
}
