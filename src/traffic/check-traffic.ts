// svc-conformance check-traffic: recorded exchanges (HAR files, read as streams) checked against the
// interface, offline. Each exchange is matched to its operation, checked on its own and as part of
// the sequence the recording shows; the verdicts per requirement become the same reports as a run,
// whose metadata names the recordings with their sha256. Nothing is sent anywhere.
import { loadRequirements } from '../spec/catalogue.ts';
import { OperationCatalogue } from '../harness/operations.ts';
import type { Secrets } from '../harness/redaction.ts';
import type { Exchange } from '../harness/client.ts';
import type { ConformanceReport, RecordingSource } from '../reporter/report-types.ts';
import { specificationDigests, suiteIdentity } from '../reporter/report.ts';
import { exitCodeFor, totals } from '../reporter/verdicts.ts';
import { applyWaivers, loadWaivers } from '../reporter/waivers.ts';
import {
  checkErrorBody,
  checkJsonResponse,
  checkRequestSchema,
  checkResponseSchema,
  checkVersion,
  CredentialChecks,
  observe,
} from './check-exchange.ts';
import {
  checkDefaults,
  checkDocumentedStatuses,
  checkFilters,
  checkRecordOfPath,
  checkRecordValues,
  checkRequestRules,
  checkWriteAnswers,
} from './check-requests.ts';
import { checkStructure } from './containers.ts';
import type { CheckContext } from './context.ts';
import { TrafficExchange } from './exchange.ts';
import { RouteMatcher } from './matcher.ts';
import { readRecording, type RecordingFile } from './reader.ts';
import { RecordingRedactor } from './redaction.ts';
import { interfaceModel } from '../spec/interface-model.ts';
import { SequenceChecks } from './sequence.ts';
import { Tally } from './tally.ts';

export interface TrafficOptions {
  files: string[];
  /** SVC_ROUTE_* overrides of the routes the interface does not show */
  routeOverrides?: Record<string, { method: string; path: string }>;
  /** only exchanges under this base URL are matched (its path may carry a prefix) */
  baseUrl?: string;
  /** configured secrets, redacted like the ones the recording itself teaches */
  secrets?: Secrets;
  /** SVC_WAIVERS */
  waivers?: string;
  /** called every 10,000 exchanges */
  progress?: (exchanges: number) => void;
}

export interface TrafficResult {
  report: ConformanceReport;
  /** the exchanges cited as evidence, redacted (traffic.har of the report) */
  evidence: Array<Exchange & { test: string }>;
}

/** Groups of unmatched exchanges listed in the report (the rest are counted). */
const UNMATCHED_GROUPS = 50;

class Unmatched {
  count = 0;
  otherGroups = 0;
  readonly groups = new Map<string, RecordingSource['unmatched']['groups'][number]>();

  add(method: string, url: string, why: string, where: string, redactor: RecordingRedactor): void {
    this.count += 1;
    let path = url;
    try {
      path = new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/{n}');
    } catch {
      // not a URL: keep it as is
    }
    const key = `${method} ${path}`;
    const g = this.groups.get(key);
    if (g) g.count += 1;
    else if (this.groups.size < UNMATCHED_GROUPS)
      this.groups.set(key, { method, path: redactor.text(path), why: redactor.text(why), count: 1, first: where });
    else this.otherGroups += 1;
  }
}

function runChecks(
  ex: TrafficExchange,
  c: CheckContext,
  credentials: CredentialChecks,
  sequence: SequenceChecks,
): void {
  checkJsonResponse(ex, c);
  checkResponseSchema(ex, c);
  checkErrorBody(ex, c);
  checkVersion(ex, c);
  credentials.check(ex);
  observe(ex, c);
  checkRequestSchema(ex, c);
  checkRequestRules(ex, c);
  checkFilters(ex, c);
  checkDefaults(ex, c);
  checkRecordOfPath(ex, c);
  checkWriteAnswers(ex, c);
  checkDocumentedStatuses(ex, c);
  checkRecordValues(ex, c);
  checkStructure(ex, c);
  sequence.check(ex);
}

export async function checkTraffic(options: TrafficOptions): Promise<TrafficResult> {
  const started = new Date();
  const requirements = loadRequirements();
  const catalogue = new OperationCatalogue(options.routeOverrides ?? {});
  const c: CheckContext = { tally: new Tally(requirements), catalogue, rules: interfaceModel().rules };
  const matcher = new RouteMatcher(catalogue, options.baseUrl);
  const redactor = new RecordingRedactor(options.secrets ?? {});
  const credentials = new CredentialChecks(c);
  const sequence = new SequenceChecks(c);
  const unmatched = new Unmatched();
  const files: RecordingFile[] = [];
  const perOperation = new Map<string, number>();
  const origins = new Set<string>();
  let exchanges = 0;
  for (const path of options.files) {
    for await (const rec of readRecording(path, (f) => files.push(f))) {
      exchanges += 1;
      if (options.progress && exchanges % 10_000 === 0) options.progress(exchanges);
      redactor.learn(rec.requestHeaders);
      if (rec.responseHeaders['set-cookie']) redactor.learn({ 'set-cookie': rec.responseHeaders['set-cookie'] });
      if (/[?&;](?:[a-z_]*(?:token|key|secret|password|auth|session)[a-z_]*)=/i.test(rec.url))
        redactor.learnFromText(rec.url);
      redactor.learnFromText(rec.requestBody?.text);
      const match = matcher.match(rec.method, rec.url);
      if ('unmatched' in match) {
        unmatched.add(rec.method, rec.url, match.unmatched, `${rec.file} entry ${rec.entry}`, redactor);
        continue;
      }
      if (origins.size < 5) origins.add(match.base);
      perOperation.set(match.operationId, (perOperation.get(match.operationId) ?? 0) + 1);
      runChecks(new TrafficExchange(rec, match), c, credentials, sequence);
    }
    credentials.endOfFile(files[files.length - 1]?.name ?? path);
  }
  const verdicts = c.tally.verdicts(redactor);
  const waivers = options.waivers
    ? applyWaivers(verdicts, loadWaivers(options.waivers), new Date().toISOString().slice(0, 10))
    : { applied: [], expired: [], unused: [], unknown: [] };
  const recording: RecordingSource = {
    files: files.map(({ name, sha256, bytes, entries }) => ({ name, sha256, bytes, entries })),
    exchanges,
    matched: exchanges - unmatched.count,
    unmatched: { count: unmatched.count, groups: [...unmatched.groups.values()], otherGroups: unmatched.otherGroups },
    notJudged: verdicts
      .filter((v) => v.verdict === 'not exercised' && /^not judged by this mode/.test(v.reason ?? ''))
      .map((v) => v.id),
  };
  const report: ConformanceReport = {
    schemaVersion: 3,
    suite: suiteIdentity(),
    target: {
      baseUrl: options.baseUrl ?? [...origins].join(' ') ?? '',
      embedded: false,
      mode: 'read-only',
      allowIrreversible: false,
      credentials: { bearer: false, basic: false },
      fixtures: {},
      routeOverrides: options.routeOverrides ?? {},
      timeoutMs: 0,
      ...(options.waivers ? { waivers: options.waivers } : {}),
    },
    run: {
      startedAt: started.toISOString(),
      durationMs: Date.now() - started.getTime(),
      runTag: `check-traffic-${started.toISOString().replace(/\D/g, '').slice(0, 14)}`,
    },
    specification: specificationDigests(),
    totals: totals(verdicts),
    exitCode: exitCodeFor(verdicts, waivers.expired.length),
    requirements: verdicts,
    causes: c.tally
      .causes(redactor)
      .filter((cause) => cause.requirements.some((r) => verdicts.find((v) => v.id === r)?.verdict === 'fail')),
    suiteDefects: [],
    residue: [],
    assumedRoutes: catalogue.assumedRoutes(),
    waivers,
    coverage: catalogue.operations().map((op) => {
      const n = perOperation.get(op.operationId) ?? 0;
      const route = catalogue.route(op.operationId);
      return {
        operationId: op.operationId,
        method: route.method,
        path: route.path,
        exercised: n > 0,
        exchanges: n,
        ...(n === 0 ? { why: 'no exchange of the recording matched it' } : {}),
      };
    }),
    exchanges,
    retries: { count: 0, waitedMs: 0 },
    recording,
  };
  return { report, evidence: c.tally.evidenceExchanges(redactor) };
}
