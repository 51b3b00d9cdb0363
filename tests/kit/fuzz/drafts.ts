// A request being mutated (a draft), how a location in it (path, query, body field, header) is set, and
// how a draft is rendered into a request (JSON, URL-encoded or multipart).
import type { Json, JsonObject, FilePart, FormValue, BaseBody, Location, Kind, FuzzRequest } from './types.ts';
import type { OperationSpec } from './spec.ts';

export interface Draft {
  method: string;
  path: Record<string, string>;
  query: [string, string][]; // raw (already percent-encoded where needed) key and value
  body?: BaseBody | { type: 'raw'; payload: string | Buffer; contentType?: string };
  auth: { authorization?: string; apiToken?: string };
}

export interface Mutation {
  kind: Kind;
  detail: string;
  /** locations it touches; combinations use disjoint ones */
  targets: Location[];
  /** field level (combinable) or the whole envelope (body syntax, content type, credential) */
  level: 'field' | 'envelope';
  /** the body defect is a schema violation (checked), rather than one of meaning */
  checkBody: boolean;
  apply(d: Draft): void;
}

function encodeKey(k: string): string {
  return encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

export function setQuery(d: Draft, name: string, pairs: [string, string][] | undefined): void {
  d.query = d.query.filter(([k]) => k !== name && !k.startsWith(`${name}[`));
  if (pairs) d.query.push(...pairs);
}

export function getIn(obj: Json | undefined, keys: string[]): Json | undefined {
  let node: Json | undefined = obj;
  for (const k of keys) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as JsonObject)[k];
  }
  return node;
}

export function setIn(obj: JsonObject, keys: string[], value: Json | undefined): void {
  let node: JsonObject = obj;
  for (const k of keys.slice(0, -1)) {
    const next = node[k];
    if (!next || typeof next !== 'object' || Array.isArray(next)) {
      const fresh: JsonObject = {};
      node[k] = fresh;
      node = fresh;
    } else node = next as JsonObject;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = structuredClone(value);
}

/** Sets a location of a draft (undefined removes it). */
export function setLocation(d: Draft, loc: Location, value: Json | FormValue | undefined): void {
  const [scope, ...rest] = loc.split(':');
  const name = rest.join(':');
  if (scope === 'path') {
    d.path[name] = value === undefined ? '' : encodeURIComponent(String(value));
  } else if (scope === 'query') {
    setQuery(d, name, value === undefined ? undefined : [[name, encodeURIComponent(String(value))]]);
  } else if (scope === 'body') {
    if (d.body?.type !== 'json') throw new Error(`${loc}: not a JSON body`);
    setIn(d.body.value, name.split('.'), value as Json | undefined);
  } else if (scope === 'form') {
    if (d.body?.type !== 'form' && d.body?.type !== 'multipart') throw new Error(`${loc}: not a form body`);
    const fields = d.body.fields as Record<string, FormValue>;
    if (value === undefined) delete fields[name];
    else
      fields[name] =
        typeof value === 'object' && value !== null && 'file' in value ? (value as FilePart) : String(value);
  } else throw new Error(`bad location ${loc}`);
}

export function overlaps(a: Location, b: Location): boolean {
  if (a === b) return true;
  const [sa] = a.split(':');
  const [sb] = b.split(':');
  if (sa !== sb) return false;
  return a.startsWith(`${b}.`) || b.startsWith(`${a}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}[`);
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const FUZZ_PNG: FilePart = { file: PNG, filename: 'fuzz.png', contentType: 'image/png' };
export const FUZZ_MP4: FilePart = {
  file: Buffer.from('svc fuzz video\n'),
  filename: 'fuzz.mp4',
  contentType: 'video/mp4',
};

export function multipartBody(fields: Record<string, FormValue>, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(value.file, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function formText(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encodeKey(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

export function render(
  op: OperationSpec,
  d: Draft,
  seq: number,
  apiVersion: string,
): Omit<FuzzRequest, 'seq' | 'operation' | 'variant' | 'kinds' | 'detail' | 'tagsFailureAllowed'> {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => d.path[name] ?? '');
  const qs = d.query.map(([k, v]) => `${encodeKey(k)}=${v}`).join('&');
  const headers: Record<string, string> = { accept: 'application/json', 'svc-api-version': apiVersion };
  if (d.auth.authorization !== undefined) headers.authorization = d.auth.authorization;
  if (d.auth.apiToken !== undefined) headers['svc-api-token'] = d.auth.apiToken;
  let payload: string | Buffer | undefined;
  const b = d.body;
  if (b?.type === 'json') {
    payload = JSON.stringify(b.value);
    headers['content-type'] = 'application/json';
  } else if (b?.type === 'form') {
    payload = formText(b.fields);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (b?.type === 'multipart') {
    const boundary = `----svcfuzz${seq}`;
    payload = multipartBody(b.fields, boundary);
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  } else if (b?.type === 'raw') {
    payload = b.payload;
    if (b.contentType !== undefined) headers['content-type'] = b.contentType;
  }
  return { method: d.method, url: qs ? `${path}?${qs}` : path, headers, ...(payload === undefined ? {} : { payload }) };
}
