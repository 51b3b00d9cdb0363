// What a worker keeps of one target (tests/conformance/harness.ts's worker fixture targetBundles
// makes one per base URL: one per worker, or one per fault's server in the kill matrix): its client
// (credential, mode, rate share, replay log), read cache, discovery and probe sweep, and the version
// gate (whether the target refuses every request with SVC-API-VERSION 0.1, asked once).
import type { APIRequestContext } from '@playwright/test';
import { ApiClient, DEFAULT_POLICY, type ApiResult } from '../../src/harness/client.ts';
import type { Credential } from '../../src/harness/credentials.ts';
import { Discovery } from '../../src/harness/discovery.ts';
import { ProbeSweep, ReadCache } from '../../src/harness/read-sweep.ts';
import { OperationCatalogue } from '../../src/harness/operations.ts';
import { Redactor, secretsOf } from '../../src/harness/redaction.ts';
import type { RunTarget } from '../../src/harness/run-target.ts';
import { replayRecorder } from '../../src/harness/replay-recorder.ts';
import { planMode } from '../../src/harness/plan-mode.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../spec/interface.ts';

/** What a worker keeps of one target (one per worker, or one per fault's server in the kill matrix). */
export interface TargetBundle {
  target: RunTarget;
  operations: OperationCatalogue;
  redactor: Redactor;
  workerApi: ApiClient;
  readCache: ReadCache;
  discovery: Discovery;
  sweep: ProbeSweep;
  /** why the target refuses every request with SVC-API-VERSION 0.1 (a run-wide precondition), or undefined: asked once */
  versionRefused: () => Promise<string | undefined>;
}

function bearer(target: RunTarget): Credential {
  return target.accessToken ? { kind: 'bearer', token: target.accessToken } : { kind: 'none' };
}

/** What a worker keeps of one target: its client (rate share, replay log), read cache, discovery and probe sweep. */
export function targetBundle(target: RunTarget, http: APIRequestContext, workers: number): TargetBundle {
  const operations = new OperationCatalogue(target.routeOverrides);
  const redactor = new Redactor(secretsOf(target));
  // SVC_REPLAY_RECORD: a replay log of every request (npm run bench), without secrets.
  const replay = replayRecorder(redactor);
  // a plan sends reads only (discovery, the read probes), whatever the mode
  const workerApi = new ApiClient(
    http,
    target.baseUrl,
    operations,
    bearer(target),
    planMode() ? 'read-only' : target.mode,
    redactor,
    {},
    {
      ...DEFAULT_POLICY,
      timeoutMs: target.timeoutMs,
      ...(target.maxRps ? { ratePerSecond: target.maxRps / workers } : {}),
      ...(replay ? { onSent: replay } : {}),
    },
  );
  const readCache = new ReadCache(workerApi);
  const discovery = new Discovery(readCache.read, target.fixtures);
  return {
    target,
    operations,
    redactor,
    workerApi,
    readCache,
    discovery,
    sweep: new ProbeSweep(readCache, discovery),
    versionRefused: versionGate(workerApi),
  };
}

/**
 * Whether the target refuses every request with SVC-API-VERSION 0.1: one read (GET /sports) with
 * the header, and, only when it is not served, without it. Refused with it and served without it,
 * the answer says so; else undefined. Asked once (the promise is kept).
 */
function versionGate(workerApi: ApiClient): () => Promise<string | undefined> {
  let answer: Promise<string | undefined> | undefined;
  const served = (r: ApiResult) => r.status >= 200 && r.status < 300;
  return () =>
    (answer ??= (async () => {
      try {
        const withHeader = await workerApi.call('listSports', { unvalidated: true });
        if (served(withHeader)) return undefined;
        const without = await workerApi.call('listSports', { omitHeaders: [API_VERSION_HEADER], unvalidated: true });
        return served(without)
          ? `GET /sports with ${API_VERSION_HEADER} ${API_VERSION} answered ${withHeader.status}, without the header ${without.status}`
          : undefined;
      } catch {
        return undefined; // no answer: the tests judge what they get
      }
    })());
}
