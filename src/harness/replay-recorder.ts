// The replay log of every request a conformance run sends (npm run bench uses it): with
// SVC_REPLAY_RECORD=<folder>, each process appends one JSON line per exchange to its own file, so
// that scripts/bench/replay.ts can send the same requests again, in the same order per worker and
// with the same overlap, from a bare Node client: the floor the suite is measured against.
// Credentials are not written: the line says which kind was used and the replayer supplies it.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SentRequest } from './client.ts';
import type { Redactor } from './redaction.ts';

type RecordedBody =
  | { kind: 'json' | 'text'; text: string; contentType: string }
  | { kind: 'bytes'; base64: string; contentType: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: Record<string, string | { name: string; mimeType: string; base64: string }> };

export interface RecordedExchange {
  method: string;
  url: string;
  /** request headers without the credential */
  headers: Record<string, string>;
  credential:
    | 'bearer'
    | 'basic'
    | 'basic-wrong-password'
    | 'basic-wrong-token'
    | 'basic-wrong-username'
    | 'basic-without-api-token'
    | 'api-token-only'
    | 'none'
    | 'wrong-bearer';
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

/** The replay log's observer of a client (ClientPolicy.onSent) when SVC_REPLAY_RECORD names a folder. */
export function replayRecorder(
  redactor: Redactor,
  folder = process.env.SVC_REPLAY_RECORD,
): ((sent: SentRequest) => void) | undefined {
  if (!folder) return undefined;
  let file: string | undefined;
  return (sent) => {
    if (!file) {
      mkdirSync(folder, { recursive: true });
      // One lane per worker slot: a worker restarted after a failure takes its slot again.
      file = join(folder, `lane-${process.env.TEST_PARALLEL_INDEX ?? 'main'}-${process.pid}.jsonl`);
    }
    // Synchronous: a killed worker keeps every line it wrote, and 1,000 short lines cost milliseconds.
    appendFileSync(file, `${JSON.stringify(recorded(sent, redactor))}\n`);
  };
}

/** What the log keeps of a request: no credential, only which kind it was (the replayer supplies its own). */
function recorded(sent: SentRequest, redactor: Redactor): RecordedExchange {
  const { method, url, headers, options, credential: c, start, end, status, text } = sent;
  const plain = Object.fromEntries(
    Object.entries(headers).filter(([k]) => !['authorization', 'svc-api-token'].includes(k.toLowerCase())),
  );
  let credential: RecordedExchange['credential'] = c.kind;
  if (c.kind === 'basic') {
    // A password, user name or token the configuration does not hold is a deliberately wrong one.
    if (!redactor.knows(c.password)) credential = 'basic-wrong-password';
    else if (!redactor.knowsUsername(c.username)) credential = 'basic-wrong-username';
    else if (!redactor.knows(c.apiToken)) credential = 'basic-wrong-token';
  }
  let body: RecordedBody | undefined;
  if (options.json !== undefined)
    body = { kind: 'json', text: JSON.stringify(options.json), contentType: 'application/json' };
  else if (options.raw) {
    body =
      typeof options.raw.body === 'string'
        ? { kind: 'text', text: options.raw.body, contentType: options.raw.contentType }
        : { kind: 'bytes', base64: options.raw.body.toString('base64'), contentType: options.raw.contentType };
  } else if (options.form)
    body = { kind: 'form', fields: Object.fromEntries(Object.entries(options.form).map(([k, v]) => [k, String(v)])) };
  else if (options.multipart) {
    body = {
      kind: 'multipart',
      fields: Object.fromEntries(
        Object.entries(options.multipart).map(([k, v]) => [
          k,
          typeof v === 'object'
            ? { name: v.name, mimeType: v.mimeType, base64: v.buffer.toString('base64') }
            : String(v),
        ]),
      ),
    };
  }
  const ids = method === 'POST' || method === 'PUT' ? idsIn(text) : [];
  return {
    method,
    url,
    headers: plain,
    credential,
    start,
    end,
    status,
    ...(c.kind === 'wrong-bearer' ? { wrongToken: c.token } : {}),
    ...(body ? { body } : {}),
    ...(ids.length > 0 ? { ids } : {}),
  };
}

// The client knows nothing of this log: the harness hands replayRecorder() to it as an observer.
