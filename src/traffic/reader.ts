// Reads HAR 1.2 recordings as a stream: log.entries one at a time (stream-json), so a recording of
// hundreds of megabytes is checked in bounded memory. Each entry becomes a RecordedExchange; the
// file's sha256 is computed while it is read. Credentials stay in memory (the checks need to know
// which credential a request carried); nothing here is written anywhere.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';

interface RecordedBody {
  text: string;
  mimeType: string;
  /** the recorder cut the text (its size says more, or the suite's "… [N more characters]" marker) */
  truncated: boolean;
  /** HAR postData.params (form fields), when the recorder gave them */
  params?: Array<{ name: string; value: string }>;
}

export interface RecordedExchange {
  /** the recording's file name (no folders) and the entry's 1-based place in log.entries */
  file: string;
  entry: number;
  startedMs: number;
  endedMs: number;
  startedAt: string;
  method: string;
  url: string;
  /** lower-cased names; repeated headers joined. Raw values: never put them in a report unredacted. */
  requestHeaders: Record<string, string>;
  requestBody?: RecordedBody;
  status: number;
  responseHeaders: Record<string, string>;
  response: RecordedBody;
}

export class RecordingError extends Error {
  override name = 'RecordingError';
}

interface HarNameValue {
  name?: unknown;
  value?: unknown;
}
interface HarEntry {
  startedDateTime?: unknown;
  time?: unknown;
  request?: {
    method?: unknown;
    url?: unknown;
    headers?: unknown;
    bodySize?: unknown;
    postData?: { mimeType?: unknown; text?: unknown; params?: unknown };
  };
  response?: {
    status?: unknown;
    headers?: unknown;
    content?: { size?: unknown; mimeType?: unknown; text?: unknown; encoding?: unknown };
  };
}

/** The suite's own excerpt marker (src/harness/redaction.ts Redactor.excerpt). */
const EXCERPT_MARKER = /… \[\d+ more characters\]$/;

function headerMap(list: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const h of list as HarNameValue[]) {
    if (typeof h?.name !== 'string') continue;
    const name = h.name.toLowerCase();
    const value = typeof h.value === 'string' ? h.value : String(h.value ?? '');
    out[name] = name in out ? `${out[name]}${name === 'cookie' ? '; ' : ', '}${value}` : value;
  }
  return out;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function responseBody(
  content: NonNullable<HarEntry['response']>['content'],
  headers: Record<string, string>,
): RecordedBody {
  let text = typeof content?.text === 'string' ? content.text : '';
  if (content?.encoding === 'base64') text = Buffer.from(text, 'base64').toString('utf8');
  const bytes = Buffer.byteLength(text);
  const size = num(content?.size);
  const length = headers['content-encoding'] ? undefined : Number(headers['content-length'] ?? NaN);
  const truncated =
    EXCERPT_MARKER.test(text) ||
    (size !== undefined && size > bytes) ||
    (length !== undefined && Number.isFinite(length) && length > bytes);
  const mimeType = headers['content-type'] ?? (typeof content?.mimeType === 'string' ? content.mimeType : '');
  return { text, mimeType, truncated };
}

function requestBody(
  request: NonNullable<HarEntry['request']>,
  headers: Record<string, string>,
): RecordedBody | undefined {
  const post = request.postData;
  if (!post) return undefined;
  const text = typeof post.text === 'string' ? post.text : '';
  const params = Array.isArray(post.params)
    ? (post.params as HarNameValue[])
        .filter((p) => typeof p?.name === 'string')
        .map((p) => ({ name: String(p.name), value: typeof p.value === 'string' ? p.value : '' }))
    : undefined;
  const bodySize = num(request.bodySize);
  const truncated =
    EXCERPT_MARKER.test(text) || (bodySize !== undefined && bodySize > Buffer.byteLength(text) && text.length > 0);
  const mimeType = headers['content-type'] ?? (typeof post.mimeType === 'string' ? post.mimeType : '');
  return { text, mimeType, truncated, ...(params && params.length > 0 ? { params } : {}) };
}

/** One HAR entry as a RecordedExchange; undefined when it lacks a method, URL or status. */
function toExchange(raw: HarEntry, file: string, entry: number): RecordedExchange | undefined {
  const request = raw.request;
  const response = raw.response;
  if (!request || !response || typeof request.method !== 'string' || typeof request.url !== 'string') return undefined;
  const status = num(response.status);
  if (status === undefined) return undefined;
  const startedAt = typeof raw.startedDateTime === 'string' ? raw.startedDateTime : '';
  const parsed = Date.parse(startedAt);
  const startedMs = Number.isNaN(parsed) ? 0 : parsed;
  const requestHeaders = headerMap(request.headers);
  const responseHeaders = headerMap(response.headers);
  const body = requestBody(request, requestHeaders);
  return {
    file,
    entry,
    startedMs,
    endedMs: startedMs + Math.max(0, num(raw.time) ?? 0),
    startedAt,
    method: request.method.toUpperCase(),
    url: request.url,
    requestHeaders,
    ...(body ? { requestBody: body } : {}),
    status,
    responseHeaders,
    response: responseBody(response.content, responseHeaders),
  };
}

export interface RecordingFile {
  path: string;
  name: string;
  sha256: string;
  bytes: number;
  entries: number;
  /** entries without a method, URL or status */
  unreadable: number;
}

/**
 * The exchanges of one HAR file, in file order, streamed. `done` receives the file's digest and
 * counts once the last entry was read.
 */
export async function* readRecording(
  path: string,
  done: (file: RecordingFile) => void,
): AsyncGenerator<RecordedExchange> {
  const name = basename(path);
  const hash = createHash('sha256');
  let bytes = 0;
  const source = createReadStream(path);
  source.on('data', (chunk) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    hash.update(b);
    bytes += b.length;
  });
  const entries = streamArray.asStream();
  let failure: Error | undefined;
  pipeline(
    source,
    parser.asStream({ streamValues: false }),
    pick.asStream({ filter: 'log.entries' }),
    entries,
    (error) => {
      if (error) failure = error;
    },
  );
  let count = 0;
  let unreadable = 0;
  try {
    for await (const item of entries as AsyncIterable<{ key: number; value: HarEntry }>) {
      count += 1;
      const exchange = toExchange(item.value, name, count);
      if (exchange) yield exchange;
      else unreadable += 1;
    }
  } catch (error) {
    throw new RecordingError(
      `${path}: not a readable HAR file (${(failure ?? error) instanceof Error ? ((failure ?? error) as Error).message : String(error)})`,
    );
  }
  if (failure) throw new RecordingError(`${path}: not a readable HAR file (${failure.message})`);
  if (count === 0 && bytes > 0) {
    // pick found no log.entries array: tell an empty recording from something else
    throw new RecordingError(`${path}: no log.entries in it (is it a HAR 1.2 file?)`);
  }
  done({ path, name, sha256: hash.digest('hex'), bytes, entries: count, unreadable });
}
