// The benchmark's record of every request a conformance run sends (npm run bench): with
// SVC_REPLAY_RECORD=<folder>, each process appends one JSON line per exchange to its own file, so
// that src/bench/replay.ts can send the same requests again, in the same order per worker and
// with the same overlap, from a bare Node client: the floor the suite is measured against.
// Credentials are not written: the line says which kind was used and the replayer supplies it.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type RecordedBody =
  | { kind: 'json' | 'text'; text: string; contentType: string }
  | { kind: 'bytes'; base64: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: Record<string, string | { name: string; mimeType: string; base64: string }> };

export interface RecordedExchange {
  method: string;
  url: string;
  /** request headers without the credential */
  headers: Record<string, string>;
  credential: 'bearer' | 'basic' | 'basic-wrong-password' | 'basic-wrong-token' | 'basic-wrong-username' | 'basic-without-api-token' | 'api-token-only' | 'none' | 'wrong-bearer';
  /** the wrong bearer token as sent (it is no secret) */
  wrongToken?: string;
  body?: RecordedBody;
  /** epoch milliseconds (fractional) when the request left and when its answer was read */
  start: number;
  end: number;
  status: number;
  /** the ids ("id" keys, in document order) of a create's answer: the replayer maps them to the ids its own server gives */
  ids?: number[];
}

/** The values of every "id" key of a JSON text, in document order (nested records too: a new container's columns). */
export function idsIn(text: string): number[] {
  const out: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'id' && typeof v === 'number') out.push(v);
        else walk(v);
      }
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // not JSON: nothing to map
  }
  return out;
}

const folder = process.env.SVC_REPLAY_RECORD;
let file: string | undefined;

export const recording = Boolean(folder);

export function record(exchange: RecordedExchange): void {
  if (!folder) return;
  if (!file) {
    mkdirSync(folder, { recursive: true });
    // One lane per worker slot: a worker restarted after a failure takes its slot again.
    file = join(folder, `lane-${process.env.TEST_PARALLEL_INDEX ?? 'main'}-${process.pid}.jsonl`);
  }
  // Synchronous: a killed worker keeps every line it wrote, and 1,000 short lines cost milliseconds.
  appendFileSync(file, `${JSON.stringify(exchange)}\n`);
}

/** Epoch milliseconds with sub-millisecond precision, comparable across processes. */
export const now = (): number => performance.timeOrigin + performance.now();
