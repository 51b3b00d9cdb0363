// The read probes (probes.ts), each asked once per worker and shared by the tests that only read
// them: the cross-cutting checks (conventions, versioning) and the controls of the authentication
// checks. The probes read settled fixtures (the oldest records; tests change only their own), so
// one answer serves every such test. On a large deployment this is the difference between one
// 27 MB team list per worker and a dozen of them.
import type { ApiClient, ApiResult, CallOptions, Exchange } from './client.ts';
import type { Discovery } from './discovery.ts';
import { READ_PROBES, type Read } from './probes.ts';

export type ProbeAnswer =
  | { operationId: string; options: CallOptions; result: ApiResult }
  | { operationId: string; missing: string };

/** How many probes one worker asks at once: quick on a far network, polite to a staging server. */
const SWEEP_CONCURRENCY = 6;

/**
 * The worker's shared GETs: each operation with the same options is asked once per worker. Used by
 * discovery and the read sweep; what they send is shown in the test that caused it.
 */
export class SharedReads {
  private readonly answers = new Map<string, Promise<ApiResult>>();
  private readonly client: ApiClient;
  /** exchanges sent since the last test took them */
  private fresh: Exchange[] = [];

  /** `client` is the worker's client; the hook that collects its exchanges is added here. */
  constructor(client: ApiClient) {
    this.client = client.withHooks({ onExchange: (e) => this.fresh.push(e) });
  }

  readonly read: Read = (operationId: string, options: CallOptions = {}): Promise<ApiResult> => {
    const key = `${operationId} ${JSON.stringify(options)}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.client.call(operationId, options);
      this.answers.set(key, answer);
      answer.catch(() => this.answers.delete(key)); // a failed request is asked again next time
    }
    return answer;
  };

  /** The exchanges sent since the last call (each is shown once as sent, in the test that caused it). */
  takeFresh(): Exchange[] {
    const out = this.fresh;
    this.fresh = [];
    return out;
  }
}

export class ReadSweep {
  private readonly answers = new Map<string, Promise<ProbeAnswer>>();

  constructor(readonly shared: SharedReads, private readonly discovery: Discovery) {}

  /** The answer to one read probe, or why it cannot be built. */
  answer(operationId: string): Promise<ProbeAnswer> {
    let answer = this.answers.get(operationId);
    if (!answer) {
      const build = READ_PROBES[operationId];
      if (!build) throw new Error(`no read probe for ${operationId}`);
      const read = this.shared.read;
      answer = build(this.discovery, read).then(async (probe) =>
        'missing' in probe ? { operationId, missing: probe.missing } : { operationId, options: probe.value, result: await read(operationId, probe.value) });
      this.answers.set(operationId, answer);
      answer.catch(() => this.answers.delete(operationId));
    }
    return answer;
  }

  /** Every read probe's answer, in the order of READ_PROBES, asked a few at a time. */
  async all(): Promise<ProbeAnswer[]> {
    const ids = Object.keys(READ_PROBES);
    const out: ProbeAnswer[] = new Array(ids.length);
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < ids.length) {
        const i = next++;
        out[i] = await this.answer(ids[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SWEEP_CONCURRENCY, ids.length) }, lane));
    return out;
  }
}
