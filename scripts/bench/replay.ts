// The replay floor (npm run bench): the requests a conformance run sent (replay-recorder.ts), sent
// again by a bare Node client (fetch, no test runner, no validation, no evidence) against a fresh
// reference server. Each worker's requests form one lane, in the order they were sent; a request
// waits for exactly the requests of its lane that had been answered before it left in the
// recorded run, so lanes overlap as the workers did and a lane overlaps with itself only where
// the suite did (the read sweep). Ids the recorded server gave are mapped to the ids the fresh
// server gives, so that later requests address the records this replay created.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { credentialHeaders, type Credential } from '../../src/harness/credentials.ts';
import { idsIn, type RecordedExchange } from '../../src/harness/replay-recorder.ts';

export interface Credentials {
  accessToken: string;
  username: string;
  password: string;
  apiToken: string;
}

export interface ReplayResult {
  /** wall time from the first request to the last answer, in ms */
  wallMs: number;
  exchanges: number;
  lanes: number;
  /** answers with the same status as in the recorded run */
  sameStatus: number;
  /** the first few that got another status */
  mismatches: Array<{ method: string; url: string; recorded: number; replayed: number }>;
}

/** The lanes of a recorded run: one per process, each in the order its requests left. */
export function readLanes(folder: string): RecordedExchange[][] {
  // Files are lane-<worker slot>-<pid>.jsonl: the processes of one slot ran one after the other.
  const slots = new Map<string, RecordedExchange[]>();
  for (const f of readdirSync(folder).filter((name) => name.endsWith('.jsonl'))) {
    const slot = f.split('-')[1] ?? f;
    const lines = readFileSync(join(folder, f), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as RecordedExchange);
    slots.set(slot, [...(slots.get(slot) ?? []), ...lines]);
  }
  return [...slots.values()].map((lane) => lane.sort((a, b) => a.start - b.start)).filter((lane) => lane.length > 0);
}

/** The credential a recorded request was sent with, made from the replayer's own secrets. */
function credentialOf(e: RecordedExchange, c: Credentials): Credential {
  const basic = (password: string, apiToken: string, username = c.username): Credential => ({
    kind: 'basic',
    username,
    password,
    apiToken,
  });
  switch (e.credential) {
    case 'bearer':
      return { kind: 'bearer', token: c.accessToken };
    case 'wrong-bearer':
      return { kind: 'wrong-bearer', token: e.wrongToken ?? 'wrong' };
    case 'basic':
      return basic(c.password, c.apiToken);
    case 'basic-wrong-password':
      return basic(`${c.password}-wrong`, c.apiToken);
    case 'basic-wrong-token':
      return basic(c.password, 'wrong-api-token');
    case 'basic-wrong-username':
      return basic(c.password, c.apiToken, `${c.username}-wrong`);
    case 'basic-without-api-token':
      return { kind: 'basic-without-api-token', username: c.username, password: c.password };
    case 'api-token-only':
      return { kind: 'api-token-only', apiToken: c.apiToken };
    case 'none':
      return { kind: 'none' };
  }
}

/** Recorded ids replaced by the fresh server's: in path segments, query values and id-like JSON fields. */
class IdMap {
  private readonly map = new Map<string, string>();
  set(recorded: number, replayed: number): void {
    if (recorded !== replayed) this.map.set(String(recorded), String(replayed));
  }
  url(url: string, base: string): string {
    const u = new URL(url);
    const target = new URL(base);
    u.protocol = target.protocol;
    u.host = target.host;
    if (this.map.size === 0) return u.toString();
    u.pathname = u.pathname
      .split('/')
      .map((seg) => this.map.get(seg) ?? seg)
      .join('/');
    for (const [k, v] of [...u.searchParams.entries()])
      u.searchParams.set(
        k,
        v
          .split(',')
          .map((x) => this.map.get(x) ?? x)
          .join(','),
      );
    return u.toString();
  }
  json(text: string): string {
    if (this.map.size === 0) return text;
    return text.replace(
      /("(?:id|\w+_id|\w+_ids)"\s*:\s*)("?)([\d,]+)\2/g,
      (_m, key: string, q: string, ids: string) =>
        `${key}${q}${ids
          .split(',')
          .map((x) => this.map.get(x) ?? x)
          .join(',')}${q}`,
    );
  }
}

async function send(e: RecordedExchange, base: string, credentials: Credentials, ids: IdMap): Promise<number> {
  const headers: Record<string, string> = { ...e.headers, ...credentialHeaders(credentialOf(e, credentials)) };
  let body: BodyInit | undefined;
  const b = e.body;
  if (b?.kind === 'json' || b?.kind === 'text') {
    body = ids.json(b.text);
    headers['Content-Type'] = b.contentType;
  } else if (b?.kind === 'bytes') {
    body = Buffer.from(b.base64, 'base64');
    headers['Content-Type'] = b.contentType;
  } else if (b?.kind === 'form') {
    body = new URLSearchParams(b.fields);
    delete headers['Content-Type'];
  } else if (b?.kind === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(b.fields)) {
      if (typeof v === 'string') form.append(k, v);
      else form.append(k, new Blob([Buffer.from(v.base64, 'base64')], { type: v.mimeType }), v.name);
    }
    body = form;
    delete headers['Content-Type'];
  }
  const response = await fetch(ids.url(e.url, base), {
    method: e.method,
    headers,
    ...(body !== undefined ? { body } : {}),
    redirect: 'manual',
  });
  const text = await response.text();
  if (e.ids) {
    const replayed = idsIn(text);
    if (replayed.length === e.ids.length)
      e.ids.forEach((recorded, i) => {
        ids.set(recorded, replayed[i]!);
      });
  }
  return response.status;
}

export async function replay(
  lanes: RecordedExchange[][],
  base: string,
  credentials: Credentials,
): Promise<ReplayResult> {
  const ids = new IdMap();
  let sameStatus = 0;
  const mismatches: ReplayResult['mismatches'] = [];
  const started = performance.now();
  await Promise.all(
    lanes.map(async (lane) => {
      const inFlight: Array<{ recordedEnd: number; done: Promise<void> }> = [];
      for (const e of lane) {
        // Wait for what had been answered before this request left in the recorded run.
        const before = inFlight.filter((f) => f.recordedEnd <= e.start);
        await Promise.all(before.map((f) => f.done));
        for (const f of before) inFlight.splice(inFlight.indexOf(f), 1);
        inFlight.push({
          recordedEnd: e.end,
          done: send(e, base, credentials, ids).then(
            (status) => {
              if (status === e.status) sameStatus += 1;
              else if (mismatches.length < 10)
                mismatches.push({ method: e.method, url: e.url, recorded: e.status, replayed: status });
            },
            () => undefined,
          ),
        });
      }
      await Promise.all(inFlight.map((f) => f.done));
    }),
  );
  return {
    wallMs: performance.now() - started,
    exchanges: lanes.reduce((n, l) => n + l.length, 0),
    lanes: lanes.length,
    sameStatus,
    mismatches,
  };
}
