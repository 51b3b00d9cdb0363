// READ tests/conformance/WRITING-TESTS.md before writing a test: the rules every test follows
// (parallel safety, the ledger, what not to touch).
//
// The harness every conformance test uses, the one module a spec file imports from: `test` with the
// fixtures below, `proves` to name the requirements a test proves, `observe` to record what the
// deployment does where the interface is silent, and, from its siblings, `check`, `precondition` and
// the assertions about an answer (assertions.ts), and `writing` and `writingIrreversibly` for the
// tests that write (writes.ts). What a worker keeps of a target is target-bundle.ts; what a test
// hands the reporter as evidence, evidence.ts.
//
//   worker fixtures: http (one APIRequestContext per worker), targetBundles (what the worker keeps
//                    of each target: one per worker, one per fault's server in the kill matrix)
//   test fixtures:   target (TARGET.md configuration, resolved), operations (spec/openapi.yaml),
//                    discovery (fixture ids, memoised), readCache (the worker's GET answers), sweep (the
//                    read probes, each asked once per worker), api (bearer), basicApi (basic + SVC-API-TOKEN),
//                    anonApi (no credential), ledger (created records, deleted at the end of the test),
//                    exchanges (evidence), readProbes (the read probes as this test sees them: shared answers shown in its evidence)
import { test as base, expect, request as pwRequest, type APIRequestContext, type TestInfo } from '@playwright/test';
import { join } from 'node:path';
import type { ApiClient, ApiResult, CallOptions, Exchange } from '../../src/harness/client.ts';
import type { Found } from '../../src/harness/discovery.ts';
import type { ProbeAnswer } from '../../src/harness/read-sweep.ts';
import { Ledger } from '../../src/harness/ledger.ts';
import { publicTarget, resolvedTarget } from '../../src/harness/run-target.ts';
import { claimDiscoveryTraffic, ledgerDirOf } from '../../src/harness/run-metadata.ts';
import { closeTestChecks, openTestChecks, PreconditionFailed, TestChecks } from '../../src/harness/checks.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../spec/interface.ts';
import { CHECKS_ANNOTATION, FINDINGS_ANNOTATION, OPERATIONS_ANNOTATION } from '../../src/harness/check-types.ts';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { PLAN_WOULD_JUDGE, planMode } from '../../src/harness/plan-mode.ts';
import { suiteExtension } from '../../src/harness/suite-extension.ts';
import { BASIC_NOT_SET, secondUserUnavailable, writeSkip, type TestDetails } from './writes.ts';
import { targetBundle, type TargetBundle } from './target-bundle.ts';
import { exchangeKey, findingsOf, renderExchange } from './evidence.ts';

export { expect };
export { writing, writingIrreversibly } from './writes.ts';

const extension = suiteExtension(); // what a proof run changes (src/harness/suite-extension.ts): nothing in a conformance run

export const RUN_TAG = process.env.SVC_RUN_TAG ?? 'svc-conformance-local';
const LEDGER_FILE = join(ledgerDirOf(), `${RUN_TAG}.jsonl`);
const EVIDENCE_EXCHANGES = 12;

/** Names the requirements a test proves: a tag per id (`--grep @NEWS-TITLE-MAXLEN`) and an annotation the reporter reads. */
export function proves(...ids: string[]): TestDetails {
  return { tag: ids.map((id) => `@${id}`), annotation: ids.map((id) => ({ type: 'requirement', description: id })) };
}

/** Records what the deployment did where the interface is silent (an `observed` requirement). */
export function observe(testInfo: TestInfo, requirement: string, what: string, value: unknown): void {
  testInfo.annotations.push({ type: 'observation', description: JSON.stringify({ requirement, what, value }) });
}

/** At most `limit` items of a list (those of the lowest ids: a choice independent of the order the deployment lists in; ids say nothing of age): what a test reads one by one, so that a large list costs no more than a small one. */
export function sampleOf<T extends Record<string, unknown>>(items: readonly T[], limit: number): T[] {
  return [...items].sort((a, b) => Number(a.id) - Number(b.id)).slice(0, limit);
}

/** Skips the test with the stated reason when a fixture could not be found; returns the value. */
export function need<T>(found: Found<T>): T {
  if ('missing' in found) {
    base.skip(true, found.missing);
    throw new Error('unreachable'); // test.skip(true) throws; this satisfies the type checker
  }
  return found.value;
}

interface WorkerFixtures {
  http: APIRequestContext;
  /** the worker's bundle of a base URL, made on first use: the clients and read cache of that target */
  targetBundles: (baseUrl: string | undefined) => TargetBundle;
  /** whether this worker has told the report the resolved target yet */
  publicTargetNoted: { noted: boolean };
}

/** The read probes (src/harness/probes.ts) as one test sees them (fixture `readProbes`): answers shared across the worker (ProbeSweep), shown in this test's evidence and schema-checked. */
export interface ReadProbes {
  /** a read probe's answer, or why it cannot be built */
  answer(operationId: string): Promise<ProbeAnswer>;
  /** every read probe's answer */
  all(): Promise<ProbeAnswer[]>;
  /** the request of a read probe (to send it again with another credential), or why it cannot be built */
  probe(operationId: string): Promise<Found<CallOptions>>;
  /** the answer of a read probe; skips the test (with the reason) when the probe cannot be built */
  result(operationId: string): Promise<ApiResult>;
}

/** The target global setup resolved (src/harness/global-setup.ts) and what the worker keeps of it, plus: */
interface TestFixtures extends TargetBundle {
  exchanges: Exchange[];
  api: ApiClient;
  readProbes: ReadProbes;
  basicApi: ApiClient;
  anonApi: ApiClient;
  /**
   * The second user's client (SVC_OTHER_ACCESS_TOKEN), for what that user must not read or change
   * on the first user's site; skips the test without that credential, or where the second user can
   * read one of the first user's sites too (then only the first user's side is judged).
   */
  otherApi: ApiClient;
  ledger: Ledger;
  /** (automatic) skips a test that writes where its writes are not allowed: writing(), writingIrreversibly() */
  writeGate: undefined;
  /** the test's checks (automatic): one verdict per requirement it names, written for the reporter */
  checks: TestChecks;
}

/** A test fixture that is one part of the worker's bundle of the test's target. */
function fromBundle<K extends keyof TargetBundle>(key: K) {
  // Playwright reads the fixtures a fixture needs from its first parameter's destructuring.
  return async (
    { targetBundles }: Pick<WorkerFixtures, 'targetBundles'>,
    use: (value: TargetBundle[K]) => Promise<void>,
    testInfo: TestInfo,
  ): Promise<void> => {
    await use(targetBundles(extension.baseUrlOf(testInfo))[key]);
  };
}

const extended = base.extend<TestFixtures, WorkerFixtures>({
  http: [
    async ({}, use) => {
      const context = await pwRequest.newContext();
      await use(context);
      await context.dispose();
    },
    { scope: 'worker' },
  ],

  targetBundles: [
    async ({ http }, use, workerInfo) => {
      const bundles = new Map<string, TargetBundle>();
      // SVC_MAX_RPS holds across all workers: each worker takes its share.
      const workers = Math.max(1, workerInfo.config.workers);
      await use((baseUrl) => {
        let bundle = bundles.get(baseUrl ?? '');
        if (!bundle) bundles.set(baseUrl ?? '', (bundle = targetBundle(resolvedTarget(baseUrl), http, workers)));
        return bundle;
      });
    },
    { scope: 'worker' },
  ],

  // The target global setup resolved: the same in every worker (in the kill matrix, the server of the test's fault).
  target: fromBundle('target'),
  operations: fromBundle('operations'),
  redactor: fromBundle('redactor'),
  workerApi: fromBundle('workerApi'),
  readCache: fromBundle('readCache'),
  discovery: fromBundle('discovery'),
  sweep: fromBundle('sweep'),

  publicTargetNoted: [
    async ({}, use) => {
      await use({ noted: false });
    },
    { scope: 'worker' },
  ],

  exchanges: async ({ readCache, target, publicTargetNoted, operations }, use, testInfo) => {
    const exchanges: Exchange[] = [];
    // The target as resolved, once per worker: merged shard reports learn it from here.
    if (!publicTargetNoted.noted) {
      publicTargetNoted.noted = true;
      testInfo.annotations.push({ type: 'svc-target', description: JSON.stringify(publicTarget(target)) });
    }
    await use(exchanges);
    // Global setup's discovery reads (claimed by one test of the run) and the shared reads this
    // test caused are its traffic too.
    exchanges.unshift(...claimDiscoveryTraffic(testInfo.project.outputDir));
    exchanges.push(...readCache.takeFresh());
    const recordsOnly = extension.recordsOnly(testInfo); // a proof run of thousands of tests (the kill matrix): no attachments
    // Every exchange reaches the reporter (traffic.har), also from shards through blob reports.
    if (exchanges.length > 0 && !recordsOnly)
      await testInfo.attach('exchanges', { body: JSON.stringify(exchanges), contentType: 'application/json' });
    // The schema errors of the answers this test received, each with the requirement it breaks: run-wide evidence.
    const findings = findingsOf(exchanges, operations);
    if (findings.length > 0)
      testInfo.annotations.push({ type: FINDINGS_ANNOTATION, description: JSON.stringify(findings) });
    extension.onFailed(
      testInfo,
      findings.flatMap((f) => f.requirements),
    );
    // The operations whose answers the test saw (its own and the shared ones it was shown): what a fault of an operation can reach.
    const seen = [...new Set(exchanges.map((e) => e.operationId))].sort();
    if (seen.length > 0) testInfo.annotations.push({ type: OPERATIONS_ANNOTATION, description: JSON.stringify(seen) });
    if ((testInfo.status === 'failed' || testInfo.status === 'timedOut') && exchanges.length > 0 && !recordsOnly) {
      const recent = exchanges.slice(-EVIDENCE_EXCHANGES);
      await testInfo.attach('evidence', { body: JSON.stringify(recent, null, 2), contentType: 'application/json' });
      await testInfo.attach('evidence.txt', {
        body: recent.map(renderExchange).join('\n\n'),
        contentType: 'text/plain',
      });
    }
  },

  api: async ({ workerApi, exchanges }, use) => {
    const api = workerApi.withHooks({ onExchange: (e) => exchanges.push(e) });
    // svc-conformance plan: the test's first request (of api, basicApi, anonApi, api.as) ends it
    // before anything is sent, as one the run would judge (src/harness/plan-mode.ts)
    await use(planMode() ? api.withPolicy({ beforeSend: () => base.skip(true, PLAN_WOULD_JUDGE) }) : api);
  },

  checks: [
    async ({ exchanges, operations, targetBundles }, use, testInfo) => {
      const skipped = extension.skipReason(testInfo); // a proof run may not run a test (the kill matrix: a fault already killed in this worker)
      base.skip(skipped !== undefined, skipped);
      const named = [
        ...new Set(
          testInfo.annotations.filter((a) => a.type === 'requirement' && a.description).map((a) => a.description!),
        ),
      ];
      const levels = requirementLevels();
      const opRequirement = (operationId: string) =>
        operationId === '(undescribed)' ? undefined : operations.info(operationId).interfaceOperations[0];
      const checks = openTestChecks(
        new TestChecks(
          named.filter((id) => levels.get(id) !== 'observed'),
          named,
          exchanges,
          opRequirement,
          renderExchange,
        ),
      );
      const recordsOnly = extension.recordsOnly(testInfo);
      const record = (end: Parameters<TestChecks['finish']>[0]): void => {
        const records = checks.finish(end);
        testInfo.annotations.push({
          type: CHECKS_ANNOTATION,
          description: JSON.stringify(recordsOnly ? records.map(({ evidence: _e, ...r }) => r) : records),
        });
        extension.onFailed(
          testInfo,
          records.filter((r) => r.outcome === 'failed' && !r.suiteDefect).map((r) => r.requirement),
        );
      };
      // A run-wide precondition: a target that refuses every request with SVC-API-VERSION 0.1 (and
      // serves it without) answers no test as it would; each test but the versioning ones ends here,
      // its requirements inconclusive, blocked by VERSION-HEADER-ACCEPTED (asked once per worker and target).
      const refused = named.some((id) => id.startsWith('VERSION-'))
        ? undefined
        : await targetBundles(extension.baseUrlOf(testInfo)).versionRefused();
      if (refused) {
        checks.failedPrecondition = new PreconditionFailed(
          `the target serves requests with ${API_VERSION_HEADER} ${API_VERSION}`,
          refused,
          ['VERSION-HEADER-ACCEPTED'],
        );
        closeTestChecks(checks);
        record({ status: 'failed', error: checks.failedPrecondition });
        testInfo.expectedStatus = 'failed';
        throw checks.failedPrecondition;
      }
      try {
        await use(checks);
        await checks.settle();
      } finally {
        closeTestChecks(checks);
      }
      const skip = testInfo.annotations.find((a) => a.type === 'skip');
      // a plan's stop ends the test even where the test caught it
      const planStopped = skip?.description === PLAN_WOULD_JUDGE;
      record({
        status: planStopped ? 'skipped' : (testInfo.status ?? 'passed'),
        ...(testInfo.errors[0] ? { error: testInfo.errors[0] } : {}),
        ...(skip?.description ? { skipReason: skip.description } : {}),
      });
      // The verdicts are in the records: a test that stopped on a failed precondition or an error
      // keeps its worker (Playwright replaces a worker after an unexpected failure, about a second each).
      if (testInfo.status === 'failed' && testInfo.expectedStatus === 'passed') testInfo.expectedStatus = 'failed';
    },
    { auto: true },
  ],

  readProbes: async ({ sweep, readCache, exchanges }, use) => {
    // What the sweep sent for this test is this test's traffic; an answer sent for an earlier test
    // is shown here marked shared (evidence), and is not counted twice in traffic.har.
    const shown = new Set<string>();
    const show = (e: Exchange): void => {
      if (shown.has(exchangeKey(e))) return;
      exchanges.push(e);
      shown.add(exchangeKey(e));
    };
    const take = (answers: ProbeAnswer[]): ProbeAnswer[] => {
      for (const e of readCache.takeFresh()) show(e);
      for (const a of answers) if ('result' in a) show({ ...a.result.exchange, shared: true });
      return answers;
    };
    const one = async (operationId: string): Promise<ProbeAnswer> => take([await sweep.answer(operationId)])[0]!;
    await use({
      answer: one,
      all: async () => take(await sweep.all()),
      probe: async (operationId) => {
        const a = await one(operationId);
        return 'missing' in a ? { missing: a.missing } : { value: a.options };
      },
      result: async (operationId) => {
        const a = await one(operationId);
        if ('missing' in a) base.skip(true, a.missing);
        if (!('result' in a)) throw new Error('unreachable'); // skip(true) throws
        return a.result;
      },
    });
  },

  basicApi: async ({ api, target }, use) => {
    base.skip(!target.basic, BASIC_NOT_SET);
    await use(api.as({ kind: 'basic', ...target.basic! }));
  },

  otherApi: async ({ api, target }, use) => {
    const unavailable = secondUserUnavailable(target);
    base.skip(unavailable !== undefined, unavailable);
    await use(api.as({ kind: 'bearer', token: target.otherAccessToken! }));
  },

  anonApi: async ({ api }, use) => {
    await use(api.as({ kind: 'none' }));
  },

  ledger: async ({ api }, use, testInfo) => {
    const ledger = new Ledger(RUN_TAG, testInfo.titlePath.join(' > '), LEDGER_FILE);
    await use(ledger);
    const left = await ledger.cleanUp(api.withHooks({}));
    if (left.length > 0) {
      await testInfo.attach('cleanup-failures', {
        body: JSON.stringify(left, null, 2),
        contentType: 'application/json',
      });
    }
    for (const residue of ledger.residue()) {
      testInfo.annotations.push({
        type: 'residue',
        description: JSON.stringify({ kind: residue.kind, id: residue.id }),
      });
    }
  },

  // Automatic, after checks (declared after it: its teardown records the skip); before every fixture the
  // test names, so a write is skipped before its first request (svc-conformance plan stops a test there).
  writeGate: [
    async ({ target }, use, testInfo) => {
      const skip = writeSkip(testInfo.annotations, target);
      base.skip(skip !== undefined, skip);
      await use(undefined);
    },
    { auto: true },
  ],
});

/** The suite's test: `extended`, declared as the run's extension says (the kill matrix: each test once per fault that reaches it). */
export const test = extension.declareTests(extended);

let levelsCache: Map<string, string> | undefined;

/** The level of each requirement of the catalogue (read once per worker). */
function requirementLevels(): Map<string, string> {
  levelsCache ??= new Map(loadRequirements().map((r) => [r.id, r.level]));
  return levelsCache;
}
