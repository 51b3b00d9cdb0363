// The conformance report: its type (what conformance.json holds; schemas/conformance-report.schema.json
// describes it), how it is built from test records, and how its files are written. The Playwright
// reporter (conformance-reporter.ts) feeds it; the report formats (formats/*) read its type only.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadRequirements } from '../spec/catalogue.ts';
import {
  BUILD_INFO_PATH,
  INTERFACE_PATH,
  OPENAPI_PATH,
  PACKAGE_JSON_PATH,
  PROJECT_ROOT,
  REQUIREMENTS_PATH,
  SUITE_SOURCES,
} from '../paths.ts';
import { OperationCatalogue } from '../harness/operations.ts';
import type { Exchange } from '../harness/client.ts';
import type { PublicTarget } from '../harness/run-target.ts';
import type { SvcMetadata } from '../harness/run-metadata.ts';
import {
  exitCodeFor,
  foldVerdicts,
  OUTSIDE_SELECTION,
  RUN_INTERRUPTED,
  totals,
  type RequirementVerdict,
  type TestRecord,
} from './verdicts.ts';
import { applyWaivers, loadWaivers } from './waivers.ts';
import type { ConformanceReport } from './report-types.ts';
import { causesOf } from './causes.ts';
import { bySetting, judgementByArea } from './skip-groups.ts';

export type { ConformanceReport } from './report-types.ts';
import { renderHtml } from './formats/html.ts';
import { renderJunit } from './formats/junit.ts';
import { renderHar } from './formats/har.ts';
import { renderEarl } from './formats/earl.ts';
import { renderBadge, renderSummaryMarkdown } from './formats/badge.ts';

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** sha256 of the three files the verdicts rest on. */
export function specificationDigests(): ConformanceReport['specification'] {
  return {
    interfaceSha256: sha256(INTERFACE_PATH),
    openapiSha256: sha256(OPENAPI_PATH),
    requirementsSha256: sha256(REQUIREMENTS_PATH),
  };
}

function assumedRoutes(
  routeOverrides: Record<string, { method: string; path: string }>,
): ConformanceReport['assumedRoutes'] {
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
  return (
    metadata?.settings ?? {
      baseUrl: '',
      embedded: false,
      mode: 'read-only',
      allowIrreversible: false,
      credentials: { bearer: false, basic: false },
      fixtures: {},
      routeOverrides: {},
      timeoutMs: 30_000,
    }
  );
}

function coverageOf(verdicts: RequirementVerdict[], traffic: Exchange[]): ConformanceReport['coverage'] {
  const counts = new Map<string, number>();
  for (const e of traffic) counts.set(e.operationId, (counts.get(e.operationId) ?? 0) + 1);
  return new OperationCatalogue().operations().map((op) => {
    const exchanges = counts.get(op.operationId) ?? 0;
    const reasons = verdicts
      .filter((v) => op.interfaceOperations.includes(v.id) && v.reason)
      .map((v) => `${v.id}: ${v.reason}`);
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      exercised: exchanges > 0,
      exchanges,
      ...(exchanges === 0 ? { why: reasons.join('; ') || 'no test of this run sent it' } : {}),
    };
  });
}

/** What a run gathered, from which the report is built. */
export interface RunRecords {
  tests: TestRecord[];
  residue: ConformanceReport['residue'];
  traffic: Array<Exchange & { test?: string }>;
  target: PublicTarget;
  startedAt: Date;
  runTag: string;
  interrupted: boolean;
  /** how the run ended (default: complete, or interrupted when `interrupted`) */
  end?: 'complete' | 'interrupted' | 'timedout';
  /** the whole suite or a selection of it (default: these tests are the whole suite) */
  scope?: RunScope;
}

/** Which requirements some test of the whole suite names, and whether this run was a selection. */
export interface RunScope {
  named?: ReadonlySet<string>;
  partial?: { reason: string; selectedTests: number; suiteTests?: number };
}

/** The suite that makes the report: package.json's name and version, and the checkout's commit. */
export function suiteIdentity(): ConformanceReport['suite'] {
  const pkg = JSON.parse(readFileSync(PACKAGE_JSON_PATH, 'utf8')) as { name: string; version: string };
  // An installed package is no checkout (a git folder around it would be the caller's): it names
  // the commit it was packed from (build-info.json, written by npm pack).
  if (!existsSync(join(PROJECT_ROOT, '.git'))) {
    const info = existsSync(BUILD_INFO_PATH)
      ? (JSON.parse(readFileSync(BUILD_INFO_PATH, 'utf8')) as { commit?: string; dirty?: boolean })
      : {};
    return {
      name: pkg.name,
      version: pkg.version,
      ...(info.commit ? { commit: info.commit, dirty: info.dirty ?? false } : {}),
    };
  }
  const commit = git(['rev-parse', 'HEAD']);
  // A checkout with changes to the suite itself is not the commit it names: say so.
  const dirty = commit ? (git(['status', '--porcelain', '--', ...SUITE_SOURCES]) ?? '') !== '' : undefined;
  return { name: pkg.name, version: pkg.version, ...(commit ? { commit, dirty: dirty ?? false } : {}) };
}

/** One verdict per requirement, with the waivers applied, and everything the report says of the run. */
export function buildReport(run: RunRecords): ConformanceReport {
  const scope = run.scope ?? { named: new Set(run.tests.flatMap((t) => t.requirements)) };
  const verdicts = foldVerdicts(loadRequirements(), run.tests, {
    ...(scope.named ? { named: scope.named } : {}),
    partial: Boolean(scope.partial),
    interrupted: run.end === 'interrupted' || run.end === 'timedout' || run.interrupted,
  });
  const end = run.end ?? (run.interrupted ? 'interrupted' : 'complete');
  const waivers = run.target.waivers
    ? applyWaivers(verdicts, loadWaivers(run.target.waivers), new Date().toISOString().slice(0, 10))
    : { applied: [], expired: [], unused: [], unknown: [] };
  const failing = new Set(verdicts.filter((v) => v.verdict === 'fail').map((v) => v.id));
  return {
    schemaVersion: 3,
    suite: suiteIdentity(),
    target: run.target,
    run: {
      startedAt: run.startedAt.toISOString(),
      durationMs: Date.now() - run.startedAt.getTime(),
      runTag: run.runTag,
    },
    specification: specificationDigests(),
    totals: totals(verdicts),
    // A run cut short by its timeout did not finish either: it cannot exit 0.
    exitCode: end === 'interrupted' ? 130 : end === 'timedout' ? 1 : exitCodeFor(verdicts, waivers.expired.length),
    ...(end !== 'complete'
      ? {
          interrupted: {
            status: end,
            notJudged: verdicts.filter((v) => v.verdict === 'not run' && v.reason?.includes(RUN_INTERRUPTED)).length,
          },
        }
      : {}),
    ...(scope.partial
      ? {
          partial: {
            ...scope.partial,
            outsideSelection: verdicts.filter((v) => v.verdict === 'not run' && v.reason === OUTSIDE_SELECTION).length,
          },
        }
      : {}),
    requirements: verdicts,
    areas: judgementByArea(verdicts),
    causes: causesOf(run.tests, loadRequirements(), failing),
    suiteDefects: run.tests.flatMap((t) =>
      (t.checks ?? [])
        .filter((c) => c.suiteDefect)
        .map((c) => ({
          test: `${t.file}:${t.line} ${t.title}`,
          requirement: c.requirement,
          message: c.message ?? c.what,
        })),
    ),
    residue: run.residue,
    assumedRoutes: assumedRoutes(run.target.routeOverrides),
    waivers,
    coverage: coverageOf(verdicts, run.traffic),
    exchanges: run.traffic.length,
    retries: {
      count: run.traffic.reduce((n, e) => n + (e.retries?.length ?? 0), 0),
      waitedMs: run.traffic.reduce((n, e) => n + (e.retries ?? []).reduce((m, r) => m + r.waitedMs, 0), 0),
    },
  };
}

/** The report files a run writes into its folder. */
const REPORT_FILES = [
  'index.html',
  'conformance.json',
  'junit.xml',
  'earl.jsonld',
  'traffic.har',
  'badge.svg',
  'summary.md',
] as const;

export function writeReports(
  dir: string,
  report: ConformanceReport,
  traffic: Array<Exchange & { test?: string }>,
): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'junit.xml'), renderJunit(report));
  writeFileSync(join(dir, 'index.html'), renderHtml(report));
  writeFileSync(
    join(dir, 'traffic.har'),
    renderHar(traffic, { name: report.suite.name, version: report.suite.version }),
  );
  writeFileSync(join(dir, 'earl.jsonld'), renderEarl(report));
  writeFileSync(join(dir, 'badge.svg'), renderBadge(report));
  writeFileSync(join(dir, 'summary.md'), renderSummaryMarkdown(report));
}

const CAUSES_ON_CONSOLE = 10;

/** "N requirements fail, from M distinct causes; K inconclusive": the report's first line about the deployment. */
function causeHeadline(report: Pick<ConformanceReport, 'totals' | 'causes'>): string {
  const fail = report.totals.fail ?? 0;
  const inconclusive = report.totals.inconclusive ?? 0;
  return `${fail} requirement${fail === 1 ? '' : 's'} fail${fail === 1 ? 's' : ''}, from ${report.causes.length} distinct cause${report.causes.length === 1 ? '' : 's'}; ${inconclusive} inconclusive`;
}

/** The lines a run ends with on the console: the summary, the failures, the waivers, where the reports are. */
export function summaryLines(report: ConformanceReport, dir: string): string[] {
  const t = report.totals;
  const verdicts = report.requirements;
  const skippedReasons = [
    ...new Set(verdicts.filter((v) => v.verdict === 'skipped').map((v) => v.reason ?? 'skipped')),
  ];
  const state = [
    ...(report.interrupted
      ? [
          `${report.interrupted.status === 'timedout' ? 'Interrupted (run timed out)' : 'Interrupted'}: ${report.interrupted.notJudged} requirements not judged`,
        ]
      : []),
    ...(report.partial
      ? [
          `Partial run (${report.partial.reason}), no conformance claim: ${report.partial.outsideSelection} requirements outside this selection`,
        ]
      : []),
  ];
  const lines = [
    `\nconformance: ${state.map((x) => `${x}; `).join('')}${t.pass} pass, ${t.fail} fail, ${t.inconclusive ?? 0} inconclusive, ${t.skipped} skipped, ${t.waived} waived, ${t.observed} observed${report.recording ? '' : `, ${t['not run'] ?? 0} not run`}${t['not exercised'] ? `, ${t['not exercised']} not exercised` : ''}` +
      ` of ${verdicts.length} requirements -> exit ${report.exitCode}`,
  ];
  if ((t.fail ?? 0) > 0 || (t.inconclusive ?? 0) > 0) {
    lines.push(`  ${causeHeadline(report)}`);
    for (const [i, c] of report.causes.slice(0, CAUSES_ON_CONSOLE).entries())
      lines.push(`  ${i + 1}. [${c.requirements.join(', ')}] ${c.sentence}`);
    if (report.causes.length > CAUSES_ON_CONSOLE)
      lines.push(`  ... and ${report.causes.length - CAUSES_ON_CONSOLE} more causes in the report`);
  }
  for (const v of verdicts.filter((v) => v.verdict === 'fail'))
    lines.push(`  FAIL ${v.id}: ${(v.reason ?? '').split('\n')[0]}`);
  for (const v of verdicts.filter((v) => v.verdict === 'inconclusive'))
    lines.push(`  INCONCLUSIVE ${v.id}: ${(v.reason ?? '').split('\n')[0]}`);
  for (const d of report.suiteDefects.slice(0, 10))
    lines.push(`  SUITE DEFECT (${d.requirement}, ${d.test}): ${d.message}`);
  if (report.retries.count > 0)
    lines.push(
      `  the target asked to wait ${report.retries.count} time(s) (429/503 with Retry-After): waited ${(report.retries.waitedMs / 1000).toFixed(1)} s and retried`,
    );
  for (const w of report.waivers.expired)
    lines.push(`  EXPIRED WAIVER ${w.id} (${w.ticket}, expired ${w.expires}): the run fails`);
  for (const w of report.waivers.unused)
    lines.push(`  unused waiver ${w.id} (${w.ticket}): the requirement does not fail; remove the waiver`);
  for (const w of report.waivers.unknown) lines.push(`  waiver for unknown requirement ${w.id} (${w.ticket})`);
  const settings = bySetting(report.areas ?? []).filter((s) => s.requirements.length > 0);
  if (settings.length > 0) {
    const shown = settings
      .slice(0, 6)
      .map(
        (s) =>
          `${s.setting ? `set ${s.setting.length > 90 ? `${s.setting.slice(0, 89)}…` : s.setting}` : 'no setting'} (${s.requirements.length})`,
      );
    lines.push(
      `  skipped, by the setting that would judge them: ${shown.join(' | ')}${settings.length > 6 ? ' | ...' : ''} ("What was checked" in the report)`,
    );
  } else if (skippedReasons.length > 0)
    lines.push(
      `  skipped because: ${skippedReasons.slice(0, 8).join(' | ')}${skippedReasons.length > 8 ? ' | ...' : ''}`,
    );
  lines.push(`  reports: ${relative(process.cwd(), join(dir, 'index.html'))}, ${REPORT_FILES.slice(1).join(', ')}`);
  return lines;
}
