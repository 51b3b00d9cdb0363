// Evidence of a failed check: the exchange(s) it rests on, kept as a bounded snapshot while the
// recording is read and written, redacted, when the report is made: method, URL, status, the
// relevant excerpt, and a curl line that replays the request with the secrets as $SVC_* variables.
import type { Exchange } from '../harness/client.ts';
import type { TrafficExchange } from './exchange.ts';
import type { RecordingRedactor } from './redaction.ts';
import { detach } from './detach.ts';

export { detach };

/** Characters of a body kept in evidence. */
const BODY_EXCERPT = 3_000;

export interface EvidenceExchange {
  file: string;
  entry: number;
  operationId: string;
  startedAt: string;
  durationMs: number;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  requestMimeType?: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
}

const cut = (text: string, limit = BODY_EXCERPT) =>
  detach(text.length > limit ? `${text.slice(0, limit)}… [${text.length - limit} more characters]` : text);
const detachAll = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [detach(k), detach(v)]));

/** A bounded copy of what a report may show of an exchange (still unredacted: redacted when rendered). */
export function snapshot(ex: TrafficExchange): EvidenceExchange {
  const rec = ex.rec;
  return {
    file: rec.file,
    entry: rec.entry,
    operationId: ex.operationId,
    startedAt: detach(rec.startedAt),
    durationMs: rec.endedMs - rec.startedMs,
    method: detach(rec.method),
    url: detach(rec.url),
    requestHeaders: detachAll(rec.requestHeaders),
    ...(rec.requestBody
      ? { requestBody: cut(rec.requestBody.text), requestMimeType: detach(rec.requestBody.mimeType) }
      : {}),
    status: rec.status,
    responseHeaders: detachAll(rec.responseHeaders),
    responseBody: cut(rec.response.text),
  };
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A command that sends the request again, the credentials as shell variables. */
function curlOf(e: EvidenceExchange, redactor: RecordingRedactor): string {
  const parts = ['curl', '-sS', '-X', e.method, shellQuote(redactor.text(e.url))];
  for (const [name, value] of Object.entries(e.requestHeaders)) {
    const lower = name.toLowerCase();
    if (['content-length', 'host', 'connection', 'cookie', 'accept-encoding'].includes(lower) || lower.startsWith(':'))
      continue;
    if (lower === 'authorization') {
      if (/^basic\s/i.test(value)) parts.push('-u', '"$SVC_USERNAME:$SVC_PASSWORD"');
      else parts.push('-H', '"Authorization: Bearer $SVC_ACCESS_TOKEN"');
      continue;
    }
    if (lower === 'svc-api-token') {
      parts.push('-H', '"SVC-API-TOKEN: $SVC_API_TOKEN"');
      continue;
    }
    if (lower === 'content-type' && /multipart/i.test(value)) continue;
    parts.push('-H', `"${name}: ${redactor.text(value).replace(/(["\\$`])/g, '\\$1')}"`);
  }
  if (e.requestBody !== undefined && e.requestBody !== '') {
    if (/multipart/i.test(e.requestMimeType ?? '')) parts.push('# multipart body: see the recording entry');
    else parts.push('--data-binary', shellQuote(redactor.text(e.requestBody)));
  }
  return parts.join(' ');
}

/** The evidence text of one exchange, redacted. */
export function renderEvidence(e: EvidenceExchange, redactor: RecordingRedactor): string {
  const lines = [
    `${e.file} entry ${e.entry} (${e.startedAt || 'no start time'}), ${e.operationId}`,
    `${e.method} ${redactor.text(e.url)}`,
  ];
  for (const [k, v] of Object.entries(redactor.headers(e.requestHeaders))) lines.push(`${k}: ${v}`);
  if (e.requestBody) lines.push('', redactor.text(e.requestBody));
  lines.push('', `-> ${e.status}`);
  const contentType = e.responseHeaders['content-type'];
  if (contentType !== undefined) lines.push(`content-type: ${redactor.text(contentType)}`);
  lines.push('', redactor.text(e.responseBody), '', `replay: ${curlOf(e, redactor)}`);
  return lines.join('\n');
}

/** The exchange as traffic.har writes it (src/reporter/formats/har.ts), redacted. */
export function toHarExchange(
  e: EvidenceExchange,
  redactor: RecordingRedactor,
  test: string,
): Exchange & { test: string } {
  return {
    operationId: e.operationId,
    method: e.method,
    url: redactor.text(e.url),
    requestHeaders: redactor.headers(e.requestHeaders),
    ...(e.requestBody !== undefined ? { requestBody: redactor.text(e.requestBody) } : {}),
    status: e.status,
    responseHeaders: redactor.headers(e.responseHeaders),
    responseBody: redactor.text(e.responseBody),
    durationMs: e.durationMs,
    schemaErrors: [],
    curl: curlOf(e, redactor),
    startedAt: e.startedAt || new Date(0).toISOString(),
    test,
  };
}
