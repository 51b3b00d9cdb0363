// The worker's read cache (ReadCache: each GET asked once per worker) and, on it, the probe sweep
// (ProbeSweep: the read probes of probes.ts, each asked once per worker and shared by the tests
// that only read them: the cross-cutting checks (conventions, versioning) and the controls of the
// authentication checks). The probes read settled fixtures (the oldest records; tests change only their own), so
// one answer serves every such test. On a large deployment this is the difference between one
// 27 MB team list per worker and a dozen of them.
import type { ApiClient, ApiResult, CallOptions, Exchange } from './client.ts';
import type { Discovery, ReadFunction } from './discovery.ts';
import { memoised } from './memo.ts';
import { pool } from './pool.ts';
import { READ_PROBES } from './probes.ts';

/** A read probe's answer: its request and what came back, or why the probe cannot be built here. */
export type ProbeAnswer =
  | { operationId: string; options: CallOptions; result: ApiResult }
  | { operationId: string; missing: string };

/** How many probes one worker asks at once: quick on a far network, polite to a staging server. */
const SWEEP_CONCURRENCY = 6;

/**
 * The worker's cache of GET answers: each operation with the same options is asked once per worker
 * (`read`). Discovery and the probe sweep read through it; the exchanges it sends wait here until a
 * test takes them (`takeFresh`), so that each is shown once, in the test that caused it.
 */
export class ReadCache {
  private readonly answers = new Map<string, Promise<ApiResult>>();
  private readonly client: ApiClient;
  /** exchanges sent since the last test took them */
  private fresh: Exchange[] = [];

  /** `client` is the worker's client; the hook that collects its exchanges is added here. */
  constructor(client: ApiClient) {
    this.client = client.withHooks({ onExchange: (e) => this.fresh.push(e) });
  }

  readonly read: ReadFunction = (operationId: string, options: CallOptions = {}): Promise<ApiResult> =>
    memoised(this.answers, `${operationId} ${JSON.stringify(options)}`, () => this.client.call(operationId, options));

  /** The exchanges sent since the last call (each is shown once as sent, in the test that caused it). */
  takeFresh(): Exchange[] {
    const out = this.fresh;
    this.fresh = [];
    return out;
  }
}

/**
 * The read probes of one worker: each probe's request built from discovery (READ_PROBES) and asked
 * once through the read cache; `answer` gives one, `all` every one. Tests see them through the
 * harness's `readProbes` fixture.
 */
export class ProbeSweep {
  private readonly answers = new Map<string, Promise<ProbeAnswer>>();

  constructor(
    readonly shared: ReadCache,
    private readonly discovery: Discovery,
  ) {}

  /** The answer to one read probe, or why it cannot be built. */
  answer(operationId: string): Promise<ProbeAnswer> {
    const build = READ_PROBES[operationId];
    if (!build) throw new Error(`no read probe for ${operationId}`);
    const read = this.shared.read;
    return memoised(this.answers, operationId, () =>
      build(this.discovery).then(async (probe) =>
        'missing' in probe
          ? { operationId, missing: probe.missing }
          : { operationId, options: probe.value, result: await read(operationId, probe.value) },
      ),
    );
  }

  /** Every read probe's answer, in the order of READ_PROBES, asked a few at a time. */
  all(): Promise<ProbeAnswer[]> {
    return pool(Object.keys(READ_PROBES), SWEEP_CONCURRENCY, (operationId) => this.answer(operationId));
  }
}
