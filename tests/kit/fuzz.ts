// A generator of invalid requests for every operation of spec/openapi.yaml, for the property test
// tests/self/fuzz.test.ts ("bad input of any kind gets a 4xx with the error body and changes nothing").
//
// It starts from one valid request per operation (or per form of an operation: JSON, multipart and
// URL-encoded page element creates, the two officials forms, ...): a `BaseRequest`, which the caller
// supplies because valid ids depend on the target's data (`referenceBases()` below gives them for the
// embedded reference server). Everything else comes from the OpenAPI description: the path and query
// parameters with their types and required flags, the request bodies (content types, properties,
// types, required fields, enums, consts, maxLength, formats, `oneOf` forms), the security schemes and
// the methods each path serves. A few rules the interface states but the OpenAPI description does not
// carry as schema keywords (element types, the Photo element's limits, hex colors) are merged into
// the body schemas from INTERFACE_SUPPLEMENTS, each marked with its source.
//
// Each generated request breaks the interface in at least one way: a wrong JSON type, a missing
// required parameter or field, a value outside an enum or one past a limit, a malformed or misshapen
// body, a wrong content type, a broken or misnamed multipart form, an unknown id, an id of a record
// the user may not use, a missing or wrong credential, a method the path does not serve, or several
// of these at once (with unknown extra fields on top). Requests whose defect is a type, a required
// field, an enum, a limit or a format are checked against the body schema (ajv for JSON bodies, a
// small validator for forms) before they are emitted, so that a generator bug cannot produce a valid
// request unnoticed; the other defects (unknown ids, rules across fields) are by construction.
//
// Deterministic: the same seed, spec and bases give the same requests in the same order.
import { readFileSync } from 'node:fs';
import Ajv2020Import from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import type { FixtureIds } from '../../reference/seed.ts';
import type { Store } from '../../reference/store.ts';
import { OPENAPI_PATH } from '../../src/validation/ajv.ts';

// ------------------------------------------------------------------------------------------ types

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface FilePart {
  file: Buffer;
  filename: string;
  contentType: string;
}
export type FormValue = string | FilePart;

export type BaseBody =
  | { type: 'json'; value: JsonObject }
  | { type: 'form'; fields: Record<string, string> }
  | { type: 'multipart'; fields: Record<string, FormValue> };

/**
 * A location in a request: `path:id`, `query:site_id`, `body:a.b.c` (JSON, dotted) or
 * `form:page_element[layout_column_id]` (URL-encoded or multipart field name).
 */
export type Location = string;

/** A value that is well typed but invalid by meaning (an id of nothing, or of another user's record). */
export interface BadRef {
  value: Json;
  why: string;
}

/** A defect by meaning that the schema cannot express: the locations it sets (undefined removes). */
export interface Rule {
  detail: string;
  kind: Kind;
  set: Record<Location, Json | undefined>;
  /** further locations the rule depends on (kept out of combinations with it) */
  dependsOn?: Location[];
}

/** One valid request of an operation, the starting point of its mutations. */
export interface BaseRequest {
  operationId: string;
  /** which form of the operation (json, photo upload, create, update, ...) */
  variant: string;
  path?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: BaseBody;
  /** ids (beyond the automatic unknown ones) that are invalid at a location */
  refs?: Record<Location, BadRef[]>;
  /** locations that name a record: unknown ids are generated there (path ids always) */
  idRefs?: Location[];
  rules?: Rule[];
  /** INTERFACE_SUPPLEMENTS key merged into the body schema */
  supplement?: string;
}

export type Kind =
  | 'path-type'
  | 'path-unknown-id'
  | 'path-unusable-id'
  | 'query-type'
  | 'query-missing'
  | 'query-enum'
  | 'query-unknown-id'
  | 'query-unusable-id'
  | 'query-rule'
  | 'body-type'
  | 'body-missing'
  | 'body-renamed'
  | 'body-enum'
  | 'body-limit'
  | 'body-format'
  | 'body-huge-number'
  | 'body-nonpositive-id'
  | 'body-unknown-id'
  | 'body-unusable-id'
  | 'body-rule'
  | 'json-malformed'
  | 'json-shape'
  | 'body-empty'
  | 'content-type'
  | 'multipart-malformed'
  | 'multipart-file'
  | 'form-conflict'
  | 'auth'
  | 'method'
  | 'extra-field';

export interface FuzzRequest {
  seq: number;
  /** operationId, or `<METHOD> <path>` for a method the path does not serve */
  operation: string;
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** every defect in the request (several for a combination) */
  kinds: Kind[];
  detail: string;
  /** true for the documented tags failure, whose body is `{}` */
  tagsFailureAllowed: boolean;
}

export interface Credentials {
  accessToken: string;
  username: string;
  password: string;
  apiToken: string;
}

export interface GenerateOptions {
  seed: number;
  /** at least this many requests (every single mutation is kept; combinations fill up) */
  count: number;
  credentials: Credentials;
  apiVersion?: string;
}

// ------------------------------------------------------------------------------------------ the spec

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: Json[];
  const?: Json;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  oneOf?: Schema[];
  description?: string;
  items?: Schema;
};

export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
  description: string;
}

export interface OperationSpec {
  operationId: string;
  method: string;
  /** OpenAPI form, `/teams/{id}` */
  path: string;
  params: ParamSpec[];
  body?: { required: boolean; content: Record<string, Schema> };
  /** basic credentials with SVC-API-TOKEN are accepted too */
  basicAllowed: boolean;
  /** groups of query parameters of which at least one is required (read from the description) */
  atLeastOne: string[][];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** The 46 operations of spec/openapi.yaml, with internal `$ref`s resolved. */
export function loadOperations(file: string = OPENAPI_PATH): OperationSpec[] {
  const doc = parseYaml(readFileSync(file, 'utf8')) as Record<string, any>;
  const deref = (node: unknown): any => {
    if (Array.isArray(node)) return node.map(deref);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<any>((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      if (target === undefined) throw new Error(`unresolved ${ref}`);
      return deref(target);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
  };
  const ops: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, any>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params: ParamSpec[] = [];
      for (const p of deref(op.parameters ?? []) as any[]) {
        if (p.in !== 'path' && p.in !== 'query') continue; // the version header: behaviour not shown
        params.push({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema ?? {}, description: p.description ?? '' });
      }
      const description = String(op.description ?? '');
      const atLeastOne = [...description.matchAll(/[Aa]t least one of `(\w+)` and `(\w+)` is required/g)].map((m) => [m[1]!, m[2]!]);
      let body: OperationSpec['body'];
      if (op.requestBody) {
        const rb = deref(op.requestBody);
        body = {
          required: Boolean(rb.required),
          content: Object.fromEntries(Object.entries(rb.content as Record<string, any>).map(([ct, media]) => [ct, media.schema as Schema])),
        };
      }
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        params,
        body,
        basicAllowed: security.some((s) => 'basicAuth' in s),
        atLeastOne,
      });
    }
  }
  return ops;
}

// ------------------------------------------------------------------------------------------ rules of the interface not in the OpenAPI schemas

const src = (text: string) => ({ 'x-fuzz-source': `interface: ${text}` });
const ELEMENT_TYPE_NAMES = ['Comment Stream', 'Link', 'PageDivider', 'Photo', 'TableBuilder', 'TextBlock', 'Video', 'Mirror', 'News Aggregator', 'ExternalVideo', 'UploadedVideo'];
const HEX = '^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const HEX_MAYBE_HASH = '^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
/** values that break a `pattern`, listed with it (`x-fuzz-bad`) */
const bad = (...values: string[]) => ({ 'x-fuzz-bad': values });
const TEXT_BLOCK_ELEMENT: Schema = {
  type: 'object',
  properties: {
    content: { type: 'string', ...src('TextBlock content (string, HTML allowed)') },
    subtitle: { type: 'string', ...src('TextBlock subtitle') },
    has_url: { type: 'boolean', ...src('TextBlock has_url (boolean)') },
    created_without_fck: { type: 'boolean', ...src('TextBlock created_without_fck (boolean)') },
  },
};
const PHOTO_ELEMENT: Schema = {
  type: 'object',
  properties: {
    caption: { type: 'string', ...src('Photo caption (string)') },
    cutline: { type: 'string', maxLength: 255, ...src('Photo cutline, maximum length 255') },
    url: { type: 'string', maxLength: 255, ...src('Photo url, maximum length 255') },
    protocol: { type: 'string', enum: ['http://', 'https://', 'mailto:'], ...src('Photo protocol, one of http://, https://, mailto:') },
    has_url: { type: 'integer', minimum: 1, maximum: 5, ...src('Photo has_url, integer 1 to 5') },
    show_original: { type: 'boolean', ...src('Photo show_original (boolean)') },
    enlargeable: { type: 'boolean', ...src('Photo enlargeable (boolean)') },
  },
};

/** Schema pieces merged into a body schema at a dotted path ('' is the root). */
export const INTERFACE_SUPPLEMENTS: Record<string, Record<string, Schema>> = {
  'page-element-create-textblock': {
    'page_element.page_element_type': { enum: ELEMENT_TYPE_NAMES, ...src('Page Element element_type: possible types') },
    'page_element.element': TEXT_BLOCK_ELEMENT,
  },
  'page-element-create-photo': {
    'page_element.page_element_type': { enum: ELEMENT_TYPE_NAMES, ...src('Page Element element_type: possible types') },
    'page_element.element': PHOTO_ELEMENT,
  },
  'page-element-update-textblock': { element: TEXT_BLOCK_ELEMENT },
  'page-element-update-photo': { element: PHOTO_ELEMENT },
  'division-colors': {
    'division.primary_color': { pattern: HEX, ...bad('#1a2b3c', 'zzzzzz', 'red'), ...src('hex color code without a leading hash') },
    'division.secondary_color': { pattern: HEX, ...bad('#1a2b3c', 'zzzzzz', 'red'), ...src('hex color code without a leading hash') },
  },
  // the team's colors are "hex color code" (the interface says "without a leading hash" for leagues only)
  'team-colors-wrapped': {
    'team.primary_color': { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
    'team.secondary_color': { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
  },
  'team-colors-bare': {
    primary_color: { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
    secondary_color: { pattern: HEX_MAYBE_HASH, ...bad('zzzzzz', 'red', '12345g'), ...src('hex color code') },
  },
};

function mergeAt(schema: Schema, dotted: string, piece: Schema): Schema {
  const out = structuredClone(schema);
  let node: Schema = out;
  if (dotted !== '') {
    for (const key of dotted.split('.')) {
      node.properties ??= {};
      node = node.properties[key] ??= {};
    }
  }
  for (const [k, v] of Object.entries(piece)) {
    if (k === 'properties') node.properties = { ...(node.properties ?? {}), ...(v as Record<string, Schema>) };
    else (node as Record<string, unknown>)[k] = v;
  }
  return out;
}

// ------------------------------------------------------------------------------------------ validation of generated bodies

type Ajv2020Class = typeof Ajv2020Import.default;
const Ajv2020 = ((Ajv2020Import as unknown as { default?: Ajv2020Class }).default ?? Ajv2020Import) as Ajv2020Class;
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ?? addFormatsImport) as (ajv: InstanceType<Ajv2020Class>) => void;

function makeAjv(): InstanceType<Ajv2020Class> {
  const ajv = new Ajv2020({ strict: false, allErrors: false, allowUnionTypes: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/** Does a form (flat field names, files as FilePart) satisfy a form schema (or any `oneOf` form)? */
export function formValid(schema: Schema, fields: Record<string, FormValue>): boolean {
  if (schema.oneOf) return schema.oneOf.some((s) => formValid(s, fields));
  for (const name of schema.required ?? []) if (!(name in fields)) return false;
  for (const [name, value] of Object.entries(fields)) {
    const s = schema.properties?.[name];
    if (!s) continue; // the forms stay open to further fields
    const isFile = typeof value !== 'string';
    if (s.format === 'binary') {
      if (!isFile) return false;
      continue;
    }
    if (isFile) return false;
    if (s.type === 'integer' && !/^-?\d+$/.test(value)) return false;
    if (s.const !== undefined && value !== s.const) return false;
    if (s.enum && !s.enum.includes(value)) return false;
    if (s.maxLength !== undefined && [...value].length > s.maxLength) return false;
  }
  return true;
}

// ------------------------------------------------------------------------------------------ deterministic randomness

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------------------------------ value pools

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';
const JSON_VALUES: { label: string; value: Json; type: JsonType }[] = [
  { label: 'the string "abc"', value: 'abc', type: 'string' },
  { label: 'a numeric string "12"', value: '12', type: 'string' },
  { label: 'the string "true"', value: 'true', type: 'string' },
  { label: 'the integer 7', value: 7, type: 'integer' },
  { label: 'the integer 1', value: 1, type: 'integer' },
  { label: 'the float 1.5', value: 1.5, type: 'number' },
  { label: 'the float -0.25', value: -0.25, type: 'number' },
  { label: 'true', value: true, type: 'boolean' },
  { label: 'false', value: false, type: 'boolean' },
  { label: 'null', value: null, type: 'null' },
  { label: 'an object', value: { id: 1 }, type: 'object' },
  { label: 'an empty object', value: {}, type: 'object' },
  { label: 'an array', value: [1, 'a'], type: 'array' },
  { label: 'an empty array', value: [], type: 'array' },
];

function typesOf(schema: Schema): JsonType[] | undefined {
  if (schema.type === undefined) return undefined;
  return (Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[];
}

function accepts(types: JsonType[], t: JsonType): boolean {
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** Huge numbers: integers beyond 64 bits. */
const HUGE_NUMBERS: { label: string; value: number }[] = [
  { label: '1e20 (beyond 64 bits)', value: 1e20 },
  { label: '2^63 (beyond int64)', value: 2 ** 63 },
];
const UNKNOWN_IDS = [999999, 2147483647];

const QUERY_INT_BAD: { label: string; raw: string }[] = [
  { label: 'text', raw: 'abc' },
  { label: 'a float', raw: '1.5' },
  { label: 'exponent notation', raw: '1e3' },
  { label: 'hexadecimal', raw: '0x1f' },
  { label: 'digits and text', raw: '12abc' },
  { label: 'a boolean', raw: 'true' },
  { label: 'a lone minus', raw: '-' },
  { label: 'full-width digits', raw: '%EF%BC%91%EF%BC%92' },
  { label: 'a malformed percent escape', raw: '%E0%A4%A' },
  { label: 'a huge number', raw: '99999999999999999999' },
  { label: '2^63', raw: '9223372036854775808' },
];
const QUERY_BOOL_BAD = ['maybe', 'yes', '2', 'truee', 'null'];
const PATH_BAD: { label: string; raw: string }[] = [
  { label: 'text', raw: 'abc' },
  { label: 'a float', raw: '1.5' },
  { label: 'exponent notation', raw: '1e3' },
  { label: 'hexadecimal', raw: '0x10' },
  { label: 'a boolean', raw: 'true' },
  { label: 'null', raw: 'null' },
  { label: 'a negative id', raw: '-1' },
  { label: 'zero', raw: '0' },
  { label: 'a huge number', raw: '99999999999999999999' },
  { label: '2^63', raw: '9223372036854775808' },
  { label: 'a malformed percent escape', raw: '%E0%A4%A' },
  { label: 'full-width digits', raw: '%EF%BC%91' },
  { label: 'a JSON array', raw: '%5B1%5D' },
  { label: 'a JSON object', raw: '%7B%7D' },
  { label: 'a space and digits', raw: '%201' },
];
const BAD_DATE_TIMES = [
  'not a date',
  '2026-02-31T10:00:00+00:00',
  '2026-13-01T00:00:00+00:00',
  '2026-11-21T25:00:00+00:00',
  '21/11/2026 10:15',
  '2026-11-21', // a date without a time
  '2026-11-21T10:15:00', // a local time without its offset
];

/** Is this integer field or parameter an identifier (positive by nature)? */
function isIdLike(name: string, schema: Schema): boolean {
  return /(^|_)ids?$/.test(name) || /\bid\b|identifier/i.test(String(schema.description ?? '')) || /^after_pe$/.test(name);
}

// ------------------------------------------------------------------------------------------ drafts and mutations

interface Draft {
  method: string;
  path: Record<string, string>;
  query: [string, string][]; // raw (already percent-encoded where needed) key and value
  body?: BaseBody | { type: 'raw'; payload: string | Buffer; contentType?: string };
  auth: { authorization?: string; apiToken?: string };
}

interface Mutation {
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

function setQuery(d: Draft, name: string, pairs: [string, string][] | undefined): void {
  d.query = d.query.filter(([k]) => k !== name && !k.startsWith(`${name}[`));
  if (pairs) d.query.push(...pairs);
}

function getIn(obj: Json | undefined, keys: string[]): Json | undefined {
  let node: Json | undefined = obj;
  for (const k of keys) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as JsonObject)[k];
  }
  return node;
}

function setIn(obj: JsonObject, keys: string[], value: Json | undefined): void {
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
function setLocation(d: Draft, loc: Location, value: Json | FormValue | undefined): void {
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
    else fields[name] = typeof value === 'object' && value !== null && 'file' in value ? (value as FilePart) : String(value);
  } else throw new Error(`bad location ${loc}`);
}

function overlaps(a: Location, b: Location): boolean {
  if (a === b) return true;
  const [sa] = a.split(':');
  const [sb] = b.split(':');
  if (sa !== sb) return false;
  return a.startsWith(`${b}.`) || b.startsWith(`${a}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}[`);
}

// ------------------------------------------------------------------------------------------ rendering

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const FUZZ_PNG: FilePart = { file: PNG, filename: 'fuzz.png', contentType: 'image/png' };
export const FUZZ_MP4: FilePart = { file: Buffer.from('svc fuzz video\n'), filename: 'fuzz.mp4', contentType: 'video/mp4' };

export function multipartBody(fields: Record<string, FormValue>, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`));
      chunks.push(value.file, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function formText(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `${encodeKey(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

function render(op: OperationSpec, d: Draft, seq: number, apiVersion: string): Omit<FuzzRequest, 'seq' | 'operation' | 'variant' | 'kinds' | 'detail' | 'tagsFailureAllowed'> {
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

// ------------------------------------------------------------------------------------------ the generator

interface Prepared {
  op: OperationSpec;
  base: BaseRequest;
  draft: () => Draft;
  bodySchema?: Schema; // effective schema of the base's content type (supplements merged)
  validateJson?: (v: unknown) => boolean;
  mutations: Mutation[];
}

function bearer(c: Credentials): Draft['auth'] {
  return { authorization: `Bearer ${c.accessToken}` };
}

function contentTypeOf(body: BaseBody | undefined): string | undefined {
  if (!body) return undefined;
  return { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' }[body.type];
}

/** The base request as a draft (a fresh deep copy each time). */
function baseDraft(op: OperationSpec, base: BaseRequest, c: Credentials): () => Draft {
  return () => ({
    method: op.method,
    path: Object.fromEntries(Object.entries(base.path ?? {}).map(([k, v]) => [k, encodeURIComponent(String(v))])),
    query: Object.entries(base.query ?? {}).map(([k, v]) => [k, encodeURIComponent(v)] as [string, string]),
    ...(base.body ? { body: cloneBody(base.body) } : {}),
    auth: bearer(c),
  });
}

function cloneBody(b: BaseBody): BaseBody {
  if (b.type === 'json') return { type: 'json', value: structuredClone(b.value) };
  if (b.type === 'form') return { type: 'form', fields: { ...b.fields } };
  return { type: 'multipart', fields: { ...b.fields } };
}

/** The `oneOf` alternative (or the schema itself) that the base body satisfies. */
function formOfBase(ajv: InstanceType<Ajv2020Class>, schema: Schema, body: BaseBody): Schema {
  if (!schema.oneOf) return schema;
  const matching = schema.oneOf.filter((alt) => (body.type === 'json' ? ajv.validate(alt, body.value) : formValid(alt, body.fields)));
  if (matching.length !== 1) throw new Error(`base body matches ${matching.length} forms of the oneOf`);
  return matching[0]!;
}

export function prepare(ops: OperationSpec[], bases: BaseRequest[], c: Credentials): Prepared[] {
  const ajv = makeAjv();
  const byId = new Map(ops.map((o) => [o.operationId, o]));
  const missing = ops.filter((o) => !bases.some((b) => b.operationId === o.operationId)).map((o) => o.operationId);
  if (missing.length > 0) throw new Error(`no base request for ${missing.join(', ')}`);
  return bases.map((base) => {
    const op = byId.get(base.operationId);
    if (!op) throw new Error(`unknown operation ${base.operationId}`);
    const ct = contentTypeOf(base.body);
    let bodySchema: Schema | undefined;
    let fullSchema: Schema | undefined;
    if (base.body) {
      const declared = op.body?.content[ct!];
      if (!declared) throw new Error(`${base.operationId}: the spec has no ${ct} body`);
      fullSchema = declared;
      const form = formOfBase(ajv, declared, base.body);
      let merged = form;
      if (base.supplement && !INTERFACE_SUPPLEMENTS[base.supplement]) throw new Error(`unknown supplement ${base.supplement}`);
      for (const [at, piece] of Object.entries(INTERFACE_SUPPLEMENTS[base.supplement ?? ''] ?? {})) merged = mergeAt(merged, at, piece);
      bodySchema = merged;
      // the supplement holds for the whole body too, in the form the base takes
      fullSchema = declared.oneOf ? { ...declared, oneOf: declared.oneOf.map((alt) => (alt === form ? merged : alt)) } : merged;
      if (base.body.type === 'json' && !ajv.validate(fullSchema, base.body.value)) {
        throw new Error(`${base.operationId}/${base.variant}: the base body is not valid: ${ajv.errorsText()}`);
      }
      if (base.body.type !== 'json' && !formValid(fullSchema, base.body.fields)) throw new Error(`${base.operationId}/${base.variant}: the base form is not valid`);
    }
    const validateJson = fullSchema && base.body?.type === 'json' ? ajv.compile(fullSchema) : undefined;
    const formSchema = fullSchema && base.body?.type !== 'json' ? fullSchema : undefined;
    const p: Prepared = { op, base, draft: baseDraft(op, base, c), bodySchema, validateJson, mutations: [] };
    p.mutations = mutationsOf(p, c, formSchema);
    return p;
  });
}

function mutationsOf(p: Prepared, c: Credentials, formSchema: Schema | undefined): Mutation[] {
  const { op, base } = p;
  const out: Mutation[] = [];
  const field = (kind: Kind, detail: string, targets: Location[], apply: (d: Draft) => void, checkBody = false): void => {
    out.push({ kind, detail, targets, level: 'field', checkBody, apply });
  };
  const envelope = (kind: Kind, detail: string, apply: (d: Draft) => void): void => {
    out.push({ kind, detail, targets: ['envelope'], level: 'envelope', checkBody: false, apply });
  };

  // ---- path parameters
  for (const param of op.params.filter((x) => x.in === 'path')) {
    const loc = `path:${param.name}`;
    for (const bad of PATH_BAD) field('path-type', `path ${param.name} = ${bad.label}`, [loc], (d) => void (d.path[param.name] = bad.raw));
    for (const id of UNKNOWN_IDS) field('path-unknown-id', `path ${param.name} = ${id} (no such record)`, [loc], (d) => setLocation(d, loc, id));
  }

  // ---- query parameters
  const baseQuery = base.query ?? {};
  for (const param of op.params.filter((x) => x.in === 'query')) {
    const loc = `query:${param.name}`;
    const types = typesOf(param.schema) ?? ['string'];
    const set = (pairs: [string, string][] | undefined) => (d: Draft) => setQuery(d, param.name, pairs);
    const plural = /_ids$/.test(param.name); // list-like names: array forms are a documented variant of the reference
    if (param.required) {
      field('query-missing', `query ${param.name} missing`, [loc], set(undefined));
      field('query-missing', `query ${param.name} empty`, [loc], set([[param.name, '']]));
    }
    if (types.includes('integer')) {
      for (const bad of QUERY_INT_BAD) field('query-type', `query ${param.name} = ${bad.label}`, [loc], set([[param.name, bad.raw]]));
      if (isIdLike(param.name, param.schema)) {
        field('query-type', `query ${param.name} = -1 (ids are positive)`, [loc], set([[param.name, '-1']]));
        field('query-type', `query ${param.name} = 0 (ids are positive)`, [loc], set([[param.name, '0']]));
      }
      if (!plural) {
        field('query-type', `query ${param.name} as an array`, [loc], set([[`${param.name}[]`, '1'], [`${param.name}[]`, '2']]));
        field('query-type', `query ${param.name} repeated`, [loc], set([[param.name, '1'], [param.name, '2']]));
      }
      field('query-type', `query ${param.name} as an object`, [loc], set([[`${param.name}[a]`, '1']]));
    } else if (types.includes('boolean')) {
      for (const raw of QUERY_BOOL_BAD) field('query-type', `query ${param.name} = ${raw} (not a boolean)`, [loc], set([[param.name, raw]]));
      field('query-type', `query ${param.name} as an array`, [loc], set([[`${param.name}[]`, 'true']]));
    } else {
      field('query-type', `query ${param.name} as an array`, [loc], set([[`${param.name}[]`, 'a'], [`${param.name}[]`, 'b']]));
      field('query-type', `query ${param.name} as an object`, [loc], set([[`${param.name}[a]`, 'b']]));
      if (param.schema.enum) {
        for (const bad of outsideEnum(param.schema.enum)) field('query-enum', `query ${param.name} = ${JSON.stringify(bad)} (outside the enum)`, [loc], set([[param.name, encodeURIComponent(String(bad))]]));
      }
    }
  }
  for (const group of op.atLeastOne) {
    if (group.some((n) => n in baseQuery)) {
      field('query-missing', `none of ${group.join(', ')} (at least one is required)`, group.map((n) => `query:${n}`), (d) => group.forEach((n) => setQuery(d, n, undefined)));
    }
  }

  // ---- ids that name nothing or another user's record
  const idLocations = new Set<Location>([...(base.idRefs ?? []), ...Object.keys(base.refs ?? {})]);
  for (const loc of idLocations) {
    if (loc.startsWith('path:')) {
      for (const r of base.refs?.[loc] ?? []) field('path-unusable-id', `path ${loc.slice(5)} = ${r.value} (${r.why})`, [loc], (d) => setLocation(d, loc, r.value));
      continue;
    }
    const scope = loc.split(':')[0]!;
    const prefix = scope === 'query' ? 'query' : 'body';
    const unknown: Kind = `${prefix}-unknown-id` as Kind;
    const forbidden: Kind = `${prefix}-unusable-id` as Kind;
    for (const id of UNKNOWN_IDS) field(unknown, `${loc} = ${id} (no such record)`, [loc], (d) => setLocation(d, loc, scope === 'body' ? id : String(id)));
    for (const r of base.refs?.[loc] ?? []) field(forbidden, `${loc} = ${JSON.stringify(r.value)} (${r.why})`, [loc], (d) => setLocation(d, loc, scope === 'body' ? r.value : String(r.value)));
  }
  for (const rule of base.rules ?? []) {
    const targets = [...Object.keys(rule.set), ...(rule.dependsOn ?? [])];
    field(rule.kind, rule.detail, targets, (d) => {
      for (const [loc, value] of Object.entries(rule.set)) setLocation(d, loc, value);
    });
  }

  // ---- bodies
  const body = base.body;
  if (body?.type === 'json' && p.bodySchema) jsonFieldMutations(p.bodySchema, body.value, [], field);
  if ((body?.type === 'form' || body?.type === 'multipart') && formSchema && p.bodySchema) formFieldMutations(p.bodySchema, body, field, envelope);
  if (op.body) envelopeMutations(p, envelope);
  else if (op.method === 'DELETE') {
    // no body is described: one that claims to be JSON but is not, or is not JSON at all, is malformed
    envelope('json-malformed', 'a truncated JSON body', (d) => void (d.body = { type: 'raw', payload: '{"a": ', contentType: 'application/json' }));
    envelope('content-type', 'a text/plain body', (d) => void (d.body = { type: 'raw', payload: 'hello', contentType: 'text/plain' }));
  }

  // ---- credentials (the version header is not one: its absence or another value is "not shown")
  const basic = (u: string, pw: string) => `Basic ${Buffer.from(`${u}:${pw}`).toString('base64')}`;
  const auth = (detail: string, a: Draft['auth']) => envelope('auth', detail, (d) => void (d.auth = a));
  auth('no Authorization header', {});
  auth('an unknown bearer token', { authorization: 'Bearer not-the-token-0000' });
  auth('Bearer without a token', { authorization: 'Bearer' });
  auth('the token with a character appended', { authorization: `Bearer ${c.accessToken}x` });
  auth('the token under another scheme', { authorization: `Token ${c.accessToken}` });
  auth('the token without a scheme', { authorization: c.accessToken });
  if (op.basicAllowed) {
    auth('basic credentials with a wrong password', { authorization: basic(c.username, 'wrong'), apiToken: c.apiToken });
    auth('basic credentials without SVC-API-TOKEN', { authorization: basic(c.username, c.password) });
    auth('basic credentials with a wrong SVC-API-TOKEN', { authorization: basic(c.username, c.password), apiToken: 'wrong-api-token' });
    auth('basic credentials that are not base64', { authorization: 'Basic !!!', apiToken: c.apiToken });
  } else {
    auth('basic credentials on a bearer-only operation', { authorization: basic(c.username, c.password), apiToken: c.apiToken });
  }
  return out;
}

function outsideEnum(values: Json[]): Json[] {
  const first = String(values[0]);
  const out: Json[] = ['__not_in_enum__', first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(), `${first} `];
  return out.filter((v) => !values.includes(v));
}

type FieldAdder = (kind: Kind, detail: string, targets: Location[], apply: (d: Draft) => void, checkBody?: boolean) => void;
type EnvelopeAdder = (kind: Kind, detail: string, apply: (d: Draft) => void) => void;

/** Wrong types, missing and renamed required fields, enums, limits and formats of a JSON body. */
function jsonFieldMutations(schema: Schema, value: JsonObject, keys: string[], field: FieldAdder): void {
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const path = [...keys, name];
    const loc = `body:${path.join('.')}`;
    const dotted = path.join('.');
    const setTo = (v: Json | undefined) => (d: Draft) => setLocation(d, loc, v);
    const types = typesOf(prop);
    const origin = typeof prop['x-fuzz-source'] === 'string' ? ` [${prop['x-fuzz-source']}]` : '';
    const required = (schema.required ?? []).includes(name);
    if (types) {
      for (const v of JSON_VALUES) {
        if (accepts(types, v.type)) continue;
        // "Unset values are JSON null": null for an optional field may mean unset, so it is only a
        // defect where the field is required
        if (v.type === 'null' && !required) continue;
        field('body-type', `${dotted} = ${v.label} (expected ${types.join(' or ')})${origin}`, [loc], setTo(v.value), true);
      }
      if (types.includes('integer')) {
        for (const h of HUGE_NUMBERS) field('body-huge-number', `${dotted} = ${h.label}`, [loc], setTo(h.value));
        if (isIdLike(name, prop)) {
          field('body-nonpositive-id', `${dotted} = 0 (ids are positive)`, [loc], setTo(0));
          field('body-nonpositive-id', `${dotted} = -1 (ids are positive)`, [loc], setTo(-1));
        }
      }
    }
    if (required && name in value) {
      field('body-missing', `${dotted} missing (required)`, [loc], setTo(undefined), true);
      field('body-renamed', `${dotted} sent as ${name}_ (misspelt required field)`, [loc], (d) => {
        const v = getIn((d.body as { value: JsonObject }).value, path);
        setLocation(d, loc, undefined);
        setLocation(d, `body:${[...keys, `${name}_`].join('.')}`, v ?? null);
      }, true);
    }
    const enumValues = prop.enum ?? (prop.const !== undefined ? [prop.const] : undefined);
    if (enumValues) for (const bad of outsideEnum(enumValues)) field('body-enum', `${dotted} = ${JSON.stringify(bad)} (outside the enum)${origin}`, [loc], setTo(bad), true);
    if (prop.maxLength !== undefined) {
      field('body-limit', `${dotted}: ${prop.maxLength + 1} characters (maximum ${prop.maxLength})${origin}`, [loc], setTo('x'.repeat(prop.maxLength + 1)), true);
      field('body-limit', `${dotted}: ${prop.maxLength + 1} non-ASCII characters (maximum ${prop.maxLength})${origin}`, [loc], setTo('é'.repeat(prop.maxLength + 1)), true);
      field('body-limit', `${dotted}: ${prop.maxLength * 2} characters (maximum ${prop.maxLength})${origin}`, [loc], setTo('y'.repeat(prop.maxLength * 2)), true);
    }
    if (prop.minimum !== undefined) field('body-limit', `${dotted} = ${prop.minimum - 1} (minimum ${prop.minimum})${origin}`, [loc], setTo(prop.minimum - 1), true);
    if (prop.maximum !== undefined) field('body-limit', `${dotted} = ${prop.maximum + 1} (maximum ${prop.maximum})${origin}`, [loc], setTo(prop.maximum + 1), true);
    if (prop.format === 'date-time') for (const bad of BAD_DATE_TIMES) field('body-format', `${dotted} = ${JSON.stringify(bad)} (not a date-time)`, [loc], setTo(bad), true);
    if (prop.pattern) {
      const values = prop['x-fuzz-bad'];
      if (!Array.isArray(values)) throw new Error(`${dotted}: a pattern without x-fuzz-bad values`);
      for (const b of values as string[]) field('body-format', `${dotted} = ${JSON.stringify(b)} (does not match ${prop.pattern})${origin}`, [loc], setTo(b), true);
    }
    const sub = value[name];
    if (prop.properties && sub && typeof sub === 'object' && !Array.isArray(sub)) jsonFieldMutations(prop, sub, path, field);
  }
}

/** Multipart and URL-encoded forms: missing, misnamed and wrongly typed fields, files as text and text as files. */
function formFieldMutations(schema: Schema, body: Extract<BaseBody, { type: 'form' | 'multipart' }>, field: FieldAdder, envelope: EnvelopeAdder): void {
  const multipart = body.type === 'multipart';
  const fields = body.fields as Record<string, FormValue>;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const loc = `form:${name}`;
    const setTo = (v: FormValue | undefined) => (d: Draft) => setLocation(d, loc, v);
    const required = (schema.required ?? []).includes(name) && name in fields;
    const binary = prop.format === 'binary';
    if (required) {
      field(binary ? 'multipart-file' : 'body-missing', `${name} missing (required)`, [loc], setTo(undefined), true);
      const segments = name.match(/[^[\]]+/g) ?? [name];
      const build = (segs: string[]) => segs[0]! + segs.slice(1).map((x) => `[${x}]`).join('');
      const renames = new Set<string>();
      if (segments.length > 1) renames.add(build(segments.slice(1))); // without the wrapping object
      renames.add(build([...segments.slice(0, -1), `${segments[segments.length - 1]}_`])); // misspelt
      if (binary) renames.add(build([...segments.slice(0, -1), 'file']));
      for (const to of renames) {
        if (to === name) continue;
        field(binary ? 'multipart-file' : 'body-renamed', `${name} sent as ${to} (wrong field name)`, [loc], (d) => {
          const f = (d.body as { fields: Record<string, FormValue> }).fields;
          const v = f[name]!;
          delete f[name];
          f[to] = v;
        }, true);
      }
    }
    if (binary) {
      if (name in fields) {
        field('multipart-file', `${name} sent as a text field`, [loc], setTo('not a file'), true);
      }
      continue;
    }
    if (multipart) field('multipart-file', `${name} sent as a file`, [loc], setTo({ file: Buffer.from('1'), filename: 'x.txt', contentType: 'text/plain' }), true);
    if (prop.type === 'integer') {
      for (const bad of ['abc', '1.5', '1e3', '0x1f', 'true', '', ' ']) field('body-type', `${name} = ${JSON.stringify(bad)} (not an integer)`, [loc], setTo(bad), true);
      for (const h of ['99999999999999999999', '9223372036854775808']) field('body-huge-number', `${name} = ${h}`, [loc], setTo(h));
      if (isIdLike(name.replace(/\]$/, '').replace(/.*\[/, ''), prop)) {
        field('body-nonpositive-id', `${name} = 0 (ids are positive)`, [loc], setTo('0'));
        field('body-nonpositive-id', `${name} = -1 (ids are positive)`, [loc], setTo('-1'));
      }
    }
    const enumValues = prop.enum ?? (prop.const !== undefined ? [prop.const] : undefined);
    if (enumValues) for (const bad of [...outsideEnum(enumValues), '']) field('body-enum', `${name} = ${JSON.stringify(bad)} (must be ${enumValues.join(' or ')})`, [loc], setTo(String(bad)), true);
    if (prop.maxLength !== undefined) {
      field('body-limit', `${name}: ${prop.maxLength + 1} characters (maximum ${prop.maxLength})`, [loc], setTo('x'.repeat(prop.maxLength + 1)), true);
      field('body-limit', `${name}: ${prop.maxLength + 1} non-ASCII characters (maximum ${prop.maxLength})`, [loc], setTo('ü'.repeat(prop.maxLength + 1)), true);
    }
  }
  // a nested name that clashes with a plain value (page_element=x and page_element[...]=y)
  const nested = Object.keys(fields).find((k) => /\[/.test(k));
  if (nested) {
    const outer = nested.slice(0, nested.indexOf('['));
    field('form-conflict', `${outer} sent both as a value and as nested fields`, [`form:${outer}`], (d) => {
      (d.body as { fields: Record<string, FormValue> }).fields[outer] = 'flat';
    });
  }
  if (multipart) {
    const boundaryOf = (_d: Draft) => '----svcfuzzbad';
    const bodyOf = (d: Draft) => multipartBody((d.body as { fields: Record<string, FormValue> }).fields, boundaryOf(d));
    const raw = (detail: string, make: (d: Draft) => { payload: string | Buffer; contentType?: string }) =>
      envelope('multipart-malformed', detail, (d) => {
        const r = make(d);
        d.body = { type: 'raw', ...r };
      });
    raw('a multipart body without its closing boundary', (d) => {
      const b = bodyOf(d);
      return { payload: b.subarray(0, b.length - `--${boundaryOf(d)}--\r\n`.length - 40), contentType: `multipart/form-data; boundary=${boundaryOf(d)}` };
    });
    raw('multipart/form-data without a boundary parameter', (d) => ({ payload: bodyOf(d), contentType: 'multipart/form-data' }));
    raw('a boundary parameter that does not match the body', (d) => ({ payload: bodyOf(d), contentType: 'multipart/form-data; boundary=nomatch' }));
    raw('a multipart content type on a body that is not multipart', () => ({ payload: 'this is not multipart', contentType: 'multipart/form-data; boundary=abc' }));
    raw('an empty multipart body', () => ({ payload: '', contentType: 'multipart/form-data; boundary=abc' }));
    raw('a part without its blank line before the value', () => ({
      payload: '--abc\r\nContent-Disposition: form-data; name="x"\r\nvalue\r\n--abc--\r\n',
      contentType: 'multipart/form-data; boundary=abc',
    }));
  }
}

/**
 * JSON-only operations whose interface operation carries a file (`uploaded_data`: news article create
 * and update, a Photo element's image on a page element update): a multipart or URL-encoded body is a
 * plausible way to send it, so these are not sent the content-type swaps below.
 */
const TAKES_UPLOADS = new Set(['createNewsArticle', 'updateNewsArticle', 'updatePageElement']);

/** Body syntax, shape, emptiness and content type. */
function envelopeMutations(p: Prepared, envelope: EnvelopeAdder): void {
  const { op, base } = p;
  const json = base.body?.type === 'json' ? JSON.stringify(base.body.value) : '{"a": 1}';
  const jsonOnly = Object.keys(op.body!.content).every((ct) => ct === 'application/json');
  const takesJson = 'application/json' in op.body!.content;
  const raw = (kind: Kind, detail: string, payload: string | Buffer, contentType?: string) =>
    envelope(kind, detail, (d) => void (d.body = { type: 'raw', payload, ...(contentType === undefined ? {} : { contentType }) }));
  if (takesJson) {
    const J = 'application/json';
    raw('json-malformed', 'a truncated JSON body', json.slice(0, Math.max(1, Math.floor(json.length / 2))), J);
    raw('json-malformed', 'a JSON body without its last brace', json.slice(0, -1), J);
    raw('json-malformed', 'a trailing comma', json.replace(/\}$/, ',}'), J);
    raw('json-malformed', 'single-quoted strings', json.replace(/"/g, "'"), J);
    raw('json-malformed', 'unquoted keys', json.replace(/"(\w+)":/g, '$1:'), J);
    raw('json-malformed', 'a comment in the JSON', `/* fuzz */ ${json}`, J);
    raw('json-malformed', 'NaN as a value', json.replace(/\}$/, ', "n": NaN}'), J);
    raw('json-malformed', 'two JSON documents', `${json}${json}`, J);
    raw('json-malformed', 'plain text as JSON', 'this is not JSON', J);
    raw('json-malformed', 'bytes that are not UTF-8', Buffer.concat([Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from(json)]), J);
    raw('json-malformed', 'an unterminated string', '{"a": "abc', J);
    raw('json-shape', 'a JSON array instead of an object', '[]', J);
    raw('json-shape', 'the body wrapped in an array', `[${json}]`, J);
    raw('json-shape', 'a JSON string instead of an object', '"text"', J);
    raw('json-shape', 'a JSON number instead of an object', '42', J);
    raw('json-shape', 'JSON true instead of an object', 'true', J);
    raw('json-shape', 'JSON null instead of an object', 'null', J);
  }
  if (op.body!.required) {
    const ct = contentTypeOf(base.body) === 'multipart/form-data' ? 'multipart/form-data; boundary=abc' : contentTypeOf(base.body)!;
    raw('body-empty', `an empty body with Content-Type ${ct.split(';')[0]} (a body is required)`, '', ct);
    envelope('body-empty', 'no body at all (a body is required)', (d) => void delete d.body);
    if (takesJson) raw('body-empty', 'a body of white space (a body is required)', '  \n ', 'application/json');
  }
  raw('content-type', 'a text/plain body', base.body?.type === 'json' ? json : 'hello', 'text/plain');
  raw('content-type', 'an application/xml body', '<fuzz><a>1</a></fuzz>', 'application/xml');
  raw('content-type', 'a body without a Content-Type', json);
  raw('content-type', 'an unknown content type', json, 'application/x-fuzz');
  if (jsonOnly && !TAKES_UPLOADS.has(op.operationId)) {
    // a JSON-only operation sent a form or a multipart body (the interface: request bodies are JSON
    // except uploads and the external video); operations that take uploads are left out
    const flat = flatten(base.body?.type === 'json' ? base.body.value : {});
    raw('content-type', 'a URL-encoded body on a JSON-only operation', formText(flat) || 'a=1', 'application/x-www-form-urlencoded');
    raw('content-type', 'a multipart body on a JSON-only operation', multipartBody(Object.keys(flat).length ? flat : { a: '1' }, 'fuzzjsononly'), 'multipart/form-data; boundary=fuzzjsononly');
  } else if (!takesJson) {
    const fields = base.body?.type === 'multipart' || base.body?.type === 'form' ? base.body.fields : {};
    const nested: JsonObject = {};
    for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') setIn(nested, k.match(/[^[\]]+/g) ?? [k], v);
    raw('content-type', 'a JSON body on a multipart-only operation', JSON.stringify(nested), 'application/json');
    const text = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    raw('content-type', 'a URL-encoded body on a multipart-only operation', formText(text), 'application/x-www-form-urlencoded');
    envelope('content-type', 'a multipart/mixed body', (d) => {
      const f = (d.body as { fields: Record<string, FormValue> }).fields;
      d.body = { type: 'raw', payload: multipartBody(f, 'mixedfuzz'), contentType: 'multipart/mixed; boundary=mixedfuzz' };
    });
  }
}

function flatten(obj: JsonObject, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const name = prefix ? `${prefix}[${k}]` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v, name));
    else out[name] = v === null ? '' : String(v);
  }
  return out;
}

// ------------------------------------------------------------------------------------------ methods a path does not serve

function methodMutations(ops: OperationSpec[], bases: BaseRequest[], c: Credentials): { op: OperationSpec; draft: Draft; detail: string }[] {
  const out: { op: OperationSpec; draft: Draft; detail: string }[] = [];
  const paths = [...new Set(ops.map((o) => o.path))];
  for (const path of paths) {
    const served = new Set(ops.filter((o) => o.path === path).map((o) => o.method));
    const sample = ops.find((o) => o.path === path)!;
    const base = bases.find((b) => b.operationId === sample.operationId)!;
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      if (served.has(method)) continue;
      const draft = baseDraft({ ...sample, method }, base, c)();
      draft.query = [];
      if (method === 'GET' || method === 'DELETE') delete draft.body;
      else draft.body = { type: 'json', value: {} };
      out.push({ op: { ...sample, method, operationId: `${method} ${path}` }, draft, detail: `${method} ${path} (not an operation of the interface)` });
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------ main entry

/** The valid base requests themselves, rendered (to prove on a scratch server that each one is served). */
export function renderBases(ops: OperationSpec[], bases: BaseRequest[], c: Credentials, apiVersion = '0.1'): FuzzRequest[] {
  const byId = new Map(ops.map((o) => [o.operationId, o]));
  return bases.map((base, seq) => {
    const op = byId.get(base.operationId);
    if (!op) throw new Error(`unknown operation ${base.operationId}`);
    return {
      seq,
      operation: op.operationId,
      variant: base.variant,
      ...render(op, baseDraft(op, base, c)(), seq, apiVersion),
      kinds: [],
      detail: 'the valid base request',
      tagsFailureAllowed: false,
    };
  });
}

export interface Generated {
  requests: FuzzRequest[];
  /** operations x forms the bases cover */
  forms: { operationId: string; variant: string; mutations: number }[];
  /** combinations dropped because the self-check found them valid */
  droppedCombinations: number;
  /** single mutations of a `oneOf` body that give another valid form, and so are not sent */
  validOtherForm: string[];
}

/** Every single mutation of every base, then combinations of 2-3 of them (with unknown extra fields) up to `count`. */
export function generateInvalidRequests(ops: OperationSpec[], bases: BaseRequest[], options: GenerateOptions): Generated {
  const c = options.credentials;
  const version = options.apiVersion ?? '0.1';
  const random = rng(options.seed);
  const prepared = prepare(ops, bases, c);
  const requests: FuzzRequest[] = [];
  let dropped = 0;
  const droppedSingles: string[] = [];
  const emit = (p: { op: OperationSpec; base?: BaseRequest }, draft: Draft, kinds: Kind[], detail: string): void => {
    const seq = requests.length;
    requests.push({
      seq,
      operation: p.op.operationId,
      variant: p.base?.variant ?? 'method',
      ...render(p.op, draft, seq, version),
      kinds,
      detail,
      tagsFailureAllowed: p.op.operationId === 'listTags',
    });
  };

  /** The self-check: a body defect that is a schema violation must make the body invalid. */
  const bodyStillInvalid = (p: Prepared, draft: Draft): boolean => {
    const b = draft.body;
    if (!b) return true;
    if (b.type === 'json') return p.validateJson ? !p.validateJson(b.value) : true;
    if (b.type === 'form' || b.type === 'multipart') {
      const declared = p.op.body?.content[contentTypeOf(b)!];
      return declared ? !formValid(declared, b.fields as Record<string, FormValue>) : true;
    }
    return true;
  };

  for (const p of prepared) {
    for (const m of [...p.mutations]) {
      const d = p.draft();
      m.apply(d);
      if (m.checkBody && !bodyStillInvalid(p, d)) {
        // in a body that is one of several forms, a change may turn it into another valid form (a
        // wrapped team update without `team` is a bare one): such a mutation is not a defect
        if (!p.op.body?.content[contentTypeOf(p.base.body)!]?.oneOf) throw new Error(`generator bug: ${p.op.operationId}/${p.base.variant}: "${m.detail}" leaves a valid body`);
        droppedSingles.push(`${p.op.operationId}/${p.base.variant}: ${m.detail}`);
        p.mutations = p.mutations.filter((x) => x !== m);
        continue;
      }
      emit(p, d, [m.kind], m.detail);
    }
  }
  for (const m of methodMutations(ops, bases, c)) emit({ op: m.op }, m.draft, ['method'], m.detail);

  // combinations
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const fieldPools = prepared.map((p) => p.mutations.filter((m) => m.level === 'field'));
  const combinable = prepared.map((_, i) => i).filter((i) => fieldPools[i]!.length >= 2);
  let guard = 0;
  while (requests.length < options.count && guard++ < options.count * 20) {
    const i = pick(combinable);
    const p = prepared[i]!;
    const pool = fieldPools[i]!;
    const want = random() < 0.6 ? 2 : 3;
    const chosen: Mutation[] = [];
    for (let tries = 0; chosen.length < want && tries < 20; tries++) {
      const m = pick(pool);
      if (chosen.some((x) => x.targets.some((t) => m.targets.some((u) => overlaps(t, u))))) continue;
      chosen.push(m);
    }
    if (chosen.length < 2) continue;
    const d = p.draft();
    for (const m of chosen) m.apply(d);
    const kinds = chosen.map((m) => m.kind);
    const details = chosen.map((m) => m.detail);
    if (random() < 0.5) {
      details.push(addUnknownField(d, random));
      kinds.push('extra-field');
    }
    if (random() < 0.05) {
      d.auth = {};
      kinds.push('auth');
      details.push('no Authorization header');
    }
    // combined body defects that are all schema violations must still leave an invalid body
    const bodyMs = chosen.filter((m) => m.targets.some((t) => t.startsWith('body:') || t.startsWith('form:')));
    const otherDefect = chosen.some((m) => !m.targets.some((t) => t.startsWith('body:') || t.startsWith('form:')) || !m.checkBody);
    if (bodyMs.length > 0 && !otherDefect && !bodyStillInvalid(p, d)) {
      dropped++;
      continue;
    }
    emit(p, d, kinds, details.join(' + '));
  }
  return {
    requests,
    forms: prepared.map((p) => ({ operationId: p.op.operationId, variant: p.base.variant, mutations: p.mutations.length })),
    droppedCombinations: dropped,
    validOtherForm: droppedSingles,
  };
}

const EXTRA_VALUES: Json[] = ['extra', 42, true, null, { nested: [1, 2] }, []];

/** Adds a field the spec does not describe (alone it may be accepted; here it rides along with real defects). */
function addUnknownField(d: Draft, random: () => number): string {
  const name = `fuzz_unknown_${Math.floor(random() * 1000)}`;
  const value = EXTRA_VALUES[Math.floor(random() * EXTRA_VALUES.length)]!;
  const b = d.body;
  if (b?.type === 'json') {
    const objects: string[][] = [[]];
    const walk = (o: JsonObject, path: string[]) => {
      for (const [k, v] of Object.entries(o)) {
        if (v && typeof v === 'object' && !Array.isArray(v)) {
          objects.push([...path, k]);
          walk(v, [...path, k]);
        }
      }
    };
    walk(b.value, []);
    const at = objects[Math.floor(random() * objects.length)]!;
    setIn(b.value, [...at, name], value);
    return `unknown field ${[...at, name].join('.')}`;
  }
  if (b?.type === 'form' || b?.type === 'multipart') {
    (b.fields as Record<string, FormValue>)[name] = String(value);
    return `unknown form field ${name}`;
  }
  d.query.push([name, '1']);
  return `unknown query parameter ${name}`;
}

// ------------------------------------------------------------------------------------------ bases for the embedded reference server

/** Valid requests for every operation of the reference server's seeded data (nothing is created). */
export function referenceBases(state: { store: Store; fixtures: FixtureIds }): BaseRequest[] {
  const { store, fixtures: f } = state;
  const t = store.t;
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`reference seed: no ${what}`);
    return v;
  };
  const all = <T>(m: Map<number, T>): T[] => [...m.values()];
  const cnSite = (cn: number) => must(t.contentNodes.get(cn), `content node ${cn}`).site_id;
  const columnsOfCn = (cn: number) =>
    all(t.layoutContainers)
      .filter((c) => c.content_node_id === cn)
      .sort((a, b) => a.id - b.id)
      .flatMap((c) => all(t.layoutColumns).filter((col) => col.layout_container_id === c.id).sort((a, b) => a.id - b.id));
  const cnOfColumn = (col: number) => must(t.layoutContainers.get(must(t.layoutColumns.get(col), `column ${col}`).layout_container_id), 'container').content_node_id;
  const S1 = f.siteId;
  const S2 = f.secondSiteId;
  const S3 = f.forbiddenSiteId;

  const articleA = must(t.newsArticles.get(f.newsArticleId), 'news article');
  const articleB = must(all(t.newsArticles).find((a) => a.site_id === S1 && a.id !== articleA.id), 'a second article of site 1');
  const containerA = must(all(t.layoutContainers).find((c) => c.content_node_id === articleA.content_node_id), 'a container of the article');
  const colA = must(columnsOfCn(articleA.content_node_id)[0], 'a column of the article').id;
  const colB = must(columnsOfCn(articleB.content_node_id)[0], 'a column of the second article').id;
  const peA = must(all(t.pageElements).find((pe) => pe.layout_column_id === colA && pe.element_type === 'TextBlock' && !pe.element_locked && !pe.content_locked), 'a text block of the article');
  const pageCn = (site: number) => must(all(t.pages).find((p) => p.site_id === site), `a page of site ${site}`).content_node_id;
  const photoPe = must(
    all(t.pageElements).find((pe) => pe.element_type === 'Photo' && !pe.content_locked && store.accessibleSiteIds.has(cnSite(cnOfColumn(pe.layout_column_id)))),
    'a photo page element',
  );
  const colPage1 = must(columnsOfCn(pageCn(S1)).find((c) => c.id !== photoPe.layout_column_id), 'a page column of site 1').id;
  const colS2 = must(columnsOfCn(pageCn(S2))[0], 'a column of site 2').id;
  const colS3 = must(columnsOfCn(pageCn(S3))[0], 'a column of the forbidden site').id;
  const containerS2 = must(all(t.layoutContainers).find((c) => cnSite(c.content_node_id) === S2), 'a container of site 2').id;
  const containerS3 = must(all(t.layoutContainers).find((c) => cnSite(c.content_node_id) === S3), 'a container of the forbidden site').id;
  const peOther = must(all(t.pageElements).find((pe) => pe.layout_column_id === colPage1), 'a page element of another column').id;
  const peS3 = must(all(t.pageElements).find((pe) => cnSite(cnOfColumn(pe.layout_column_id)) === S3), 'a page element of the forbidden site').id;
  const nodeS2 = must(all(t.pages).find((p) => p.site_id === S2 && p.has_news), 'a news page of site 2').node_id;
  const nodeS3 = must(all(t.pages).find((p) => p.site_id === S3), 'a page of the forbidden site').node_id;
  const pageNode1 = must(all(t.pages).find((p) => p.site_id === S1), 'a page of site 1').node_id;
  const subNode = (id: number) => must(t.subseasons.get(id), `subseason ${id}`).node_id;
  const forbiddenSubseason = must(all(t.subseasons).find((s) => {
    const season = t.seasons.get(s.season_id);
    return season !== undefined && t.leagues.get(season.league_id)?.site_id === S3;
  }), 'a subseason of the forbidden site').id;
  const forbiddenLi = must(all(t.leagueInstances).find((li) => t.leagues.get(li.league_id)?.site_id === S3), 'a league instance of the forbidden site').id;
  const forbiddenDi = must(all(t.divisionInstances).find((di) => di.subseason_id === forbiddenSubseason), 'a division instance of the forbidden site').id;
  const forbiddenTi = must(all(t.teamInstances).find((ti) => t.teams.get(ti.team_id)?.site_ids.includes(S3)), 'a team instance of the forbidden site').id;
  const forbiddenDivision = must(all(t.divisions).find((d) => t.leagues.get(d.league_id)?.site_id === S3), 'a division of the forbidden site').id;
  // a division of the league without an instance in the playoffs (the "existing division" form)
  const playoffDivisions = new Set(all(t.divisionInstances).filter((di) => di.subseason_id === f.playoffSubseasonId).map((di) => di.division_id));
  const freeDivision = must(all(t.divisions).find((d) => d.league_id === f.leagueId && !playoffDivisions.has(d.id)), 'a division without a playoff instance').id;
  const game = must(t.games.get(f.gameId), 'game');
  const gameS2 = must(all(t.games).find((g) => g.site_id === S2), 'a game of site 2').id;
  const official = must(all(t.officials).find((o) => o.game_id === game.id), 'an official of the game').id;
  const forbiddenOfficial = must(all(t.officials).find((o) => o.game_id === f.forbiddenGameId), 'an official of the forbidden game').id;
  const typeOfSport = must(all(t.officialTypes).find((o) => o.sport_id === game.sport_id), 'an official type of the game sport').id;
  const typeOtherSport = must(all(t.officialTypes).find((o) => o.sport_id !== game.sport_id), 'an official type of another sport').id;
  const forbiddenGallery = must(all(t.galleries).find((g) => g.site_id === S3), 'a gallery of the forbidden site').id;
  const galleryPhoto = must(all(t.galleryPhotos).find((gp) => store.accessibleSiteIds.has(t.galleries.get(gp.gallery_id)?.site_id ?? 0)), 'a gallery photo').id;
  const forbiddenPhoto = must(all(t.galleryPhotos).find((gp) => t.galleries.get(gp.gallery_id)?.site_id === S3), 'a gallery photo of the forbidden site').id;
  const uploadedVideo = must(all(t.uploadedVideos).find((v) => store.accessibleSiteIds.has(v.site_id)), 'an uploaded video').id;
  const site1 = must(t.sites.get(S1), 'site 1');
  const siteUrl = `https://${site1.subdomain}.${site1.domain_name}`;
  const tag = String(f.newsPageNodeId);
  const FORBIDDEN = 'a record of a site the user may not access';

  const forbiddenPath = (value: number): Record<Location, BadRef[]> => ({ 'path:id': [{ value, why: FORBIDDEN }] });
  const pageNodeRules = (at: string): Rule[] => [
    { kind: 'body-rule', detail: `${at} = "abc" (not comma-separated ids)`, set: { [`body:${at}`]: 'abc' } },
    { kind: 'body-rule', detail: `${at} = "" (no page node ids)`, set: { [`body:${at}`]: '' } },
    { kind: 'body-rule', detail: `${at} with an empty item`, set: { [`body:${at}`]: `${tag},,${tag}` } },
    { kind: 'body-rule', detail: `${at} with a negative id`, set: { [`body:${at}`]: '-5' } },
    { kind: 'body-unknown-id', detail: `${at} names an unknown page node`, set: { [`body:${at}`]: '999999' } },
    { kind: 'body-unknown-id', detail: `${at} names a known and an unknown page node`, set: { [`body:${at}`]: `${tag},999999` } },
    { kind: 'body-rule', detail: `${at} mixes page nodes of two sites`, set: { [`body:${at}`]: `${tag},${nodeS2}` } },
    { kind: 'body-unusable-id', detail: `${at} names a page node of another user's site`, set: { [`body:${at}`]: String(nodeS3) } },
  ];
  return [
    { operationId: 'listSites', variant: 'no filter' },
    { operationId: 'getSite', variant: 'path', path: { id: S1 }, refs: forbiddenPath(S3) },
    { operationId: 'listTags', variant: 'query', query: { site_id: String(S1), scope: 'has_news' }, idRefs: ['query:site_id'], refs: { 'query:site_id': [{ value: S3, why: FORBIDDEN }] } },
    {
      operationId: 'createLayoutContainer',
      variant: 'json',
      body: { type: 'json', value: { site_id: S1, layout_container: { content_node_id: articleA.content_node_id, layout_type: 'twoColumn5050', position: 1 } } },
      refs: {
        'body:site_id': [{ value: S3, why: FORBIDDEN }, { value: S2, why: 'a site that does not hold the content node' }],
        'body:layout_container.content_node_id': [{ value: pageCn(S2), why: 'a content node of another site' }, { value: pageCn(S3), why: FORBIDDEN }],
      },
    },
    { operationId: 'getLayoutContainer', variant: 'path', path: { id: containerA.id }, refs: forbiddenPath(containerS3) },
    {
      operationId: 'updateLayoutContainer',
      variant: 'json',
      path: { id: containerA.id },
      body: { type: 'json', value: { layout_container: { layout_type: 'twoColumn6633', name: 'Fuzz', locked: false, custom_css_class: 'fuzz', position: 1 } } },
      idRefs: ['body:layout_container.content_node_id'],
      refs: {
        'path:id': [{ value: containerS3, why: FORBIDDEN }],
        'body:layout_container.mirror_target_id': [{ value: containerS3, why: FORBIDDEN }],
      },
    },
    {
      operationId: 'deleteLayoutContainer',
      variant: 'json',
      path: { id: containerA.id },
      body: { type: 'json', value: { layout_container_id: containerA.id } },
      refs: {
        'path:id': [{ value: containerS3, why: FORBIDDEN }],
        'body:layout_container_id': [{ value: containerS2, why: 'another container than the one of the path' }],
      },
    },
    {
      operationId: 'moveLayoutContainer',
      variant: 'json',
      path: { id: containerA.id },
      query: { site_id: String(S1) },
      body: { type: 'json', value: { content_node_id: articleB.content_node_id } },
      refs: {
        'path:id': [{ value: containerS3, why: FORBIDDEN }],
        'query:site_id': [{ value: S2, why: 'not the site of the container' }, { value: S3, why: FORBIDDEN }],
        'body:content_node_id': [{ value: pageCn(S2), why: 'a content node of another site' }, { value: pageCn(S3), why: FORBIDDEN }],
      },
    },
    {
      operationId: 'createPageElement',
      variant: 'json text block',
      supplement: 'page-element-create-textblock',
      body: {
        type: 'json',
        value: { page_element: { layout_column_id: colA, page_element_type: 'TextBlock', element: { content: '<p>Fuzz</p>' }, element_locked: false, mirror_enabled: false, custom_css_class: 'fuzz' } },
      },
      refs: {
        'body:page_element.layout_column_id': [{ value: colS3, why: FORBIDDEN }],
        'body:page_element.after_pe': [{ value: peOther, why: 'a page element of another column' }, { value: peS3, why: FORBIDDEN }],
      },
      rules: [
        { kind: 'body-rule', detail: 'page_element.dependent_type = 3 in a news article (must be null)', set: { 'body:page_element.dependent_type': 3 }, dependsOn: ['body:page_element.layout_column_id'] },
      ],
    },
    {
      operationId: 'createPageElement',
      variant: 'json photo',
      supplement: 'page-element-create-photo',
      body: {
        type: 'json',
        value: { page_element: { layout_column_id: colA, page_element_type: 'Photo', element: { cutline: 'Fuzz', has_url: 2, url: 'example.org/fuzz', protocol: 'https://', enlargeable: true } } },
      },
      refs: { 'body:page_element.layout_column_id': [{ value: colS3, why: FORBIDDEN }] },
      rules: [
        { kind: 'body-rule', detail: 'has_url set without url (required when has_url is set)', set: { 'body:page_element.element.url': undefined }, dependsOn: ['body:page_element.element.has_url', 'body:page_element.page_element_type'] },
        { kind: 'body-rule', detail: 'has_url set without protocol (required when has_url is set)', set: { 'body:page_element.element.protocol': undefined }, dependsOn: ['body:page_element.element.has_url', 'body:page_element.page_element_type'] },
      ],
    },
    {
      operationId: 'createPageElement',
      variant: 'multipart photo upload',
      body: {
        type: 'multipart',
        fields: {
          'page_element[layout_column_id]': String(colA),
          'page_element[page_element_type]': 'Photo',
          'page_element[element][cutline]': 'Fuzz',
          'page_element[element][uploaded_data]': FUZZ_PNG,
        },
      },
      refs: { 'form:page_element[layout_column_id]': [{ value: colS3, why: FORBIDDEN }] },
      rules: [
        { kind: 'body-limit', detail: 'page_element[element][has_url] = 6 (1 to 5)', set: { 'form:page_element[element][has_url]': '6', 'form:page_element[element][url]': 'example.org', 'form:page_element[element][protocol]': 'http://' } },
        { kind: 'body-enum', detail: 'page_element[element][protocol] = ftp:// (http://, https:// or mailto:)', set: { 'form:page_element[element][has_url]': '1', 'form:page_element[element][url]': 'example.org', 'form:page_element[element][protocol]': 'ftp://' } },
      ],
    },
    {
      operationId: 'createPageElement',
      variant: 'multipart uploaded video',
      body: {
        type: 'multipart',
        fields: {
          'page_element[layout_column_id]': String(colA),
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'UploadedVideo',
          'page_element[element][video_params][title]': 'Fuzz video',
          'page_element[element][video_params][uploaded_data]': FUZZ_MP4,
        },
      },
      refs: { 'form:page_element[layout_column_id]': [{ value: colS3, why: FORBIDDEN }, { value: colS2, why: 'a column of a site whose uploaded-video setting is off' }] },
    },
    {
      operationId: 'createPageElement',
      variant: 'url-encoded external video',
      body: {
        type: 'form',
        fields: {
          'page_element[layout_column_id]': String(colA),
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'ExternalVideo',
          'page_element[element][video_params][youtube_url]': 'https://www.youtube.com/watch?v=abcdefghijk',
        },
      },
      refs: { 'form:page_element[layout_column_id]': [{ value: colS3, why: FORBIDDEN }] },
      rules: [
        { kind: 'body-rule', detail: 'youtube_url is not a URL', set: { 'form:page_element[element][video_params][youtube_url]': 'not a url' } },
        { kind: 'body-rule', detail: 'youtube_url is a javascript: URL', set: { 'form:page_element[element][video_params][youtube_url]': 'javascript:alert(1)' } },
      ],
    },
    { operationId: 'getPageElement', variant: 'path', path: { id: peA.id }, refs: forbiddenPath(peS3) },
    {
      operationId: 'updatePageElement',
      variant: 'json text block',
      supplement: 'page-element-update-textblock',
      path: { id: peA.id },
      body: { type: 'json', value: { page_element: { custom_css_class: 'fuzz2', element_locked: false }, element: { content: '<p>Changed</p>' } } },
      idRefs: ['body:page_element.layout_column_id'],
      refs: {
        'path:id': [{ value: peS3, why: FORBIDDEN }],
        'body:page_element.after_pe': [{ value: peOther, why: 'a page element of another column' }, { value: peS3, why: FORBIDDEN }],
      },
      rules: [{ kind: 'body-rule', detail: 'page_element.dependent_type = 3 in a news article (must be null)', set: { 'body:page_element.dependent_type': 3 } }],
    },
    {
      operationId: 'updatePageElement',
      variant: 'json photo',
      supplement: 'page-element-update-photo',
      path: { id: photoPe.id },
      body: { type: 'json', value: { page_element: { mirror_enabled: true }, element: { cutline: 'Fuzz', has_url: 1, url: 'example.org', protocol: 'http://' } } },
      rules: [
        { kind: 'body-rule', detail: 'has_url set with a null url (required when has_url is set)', set: { 'body:element.url': null }, dependsOn: ['body:element.has_url'] },
        { kind: 'body-rule', detail: 'has_url set with a null protocol (required when has_url is set)', set: { 'body:element.protocol': null }, dependsOn: ['body:element.has_url'] },
      ],
    },
    { operationId: 'deletePageElement', variant: 'path', path: { id: peA.id }, refs: forbiddenPath(peS3) },
    {
      operationId: 'movePageElement',
      variant: 'json',
      path: { id: peA.id },
      body: { type: 'json', value: { site_id: S1, layout_column_id: colB } },
      refs: {
        'path:id': [{ value: peS3, why: FORBIDDEN }],
        'body:site_id': [{ value: S2, why: 'not the site where the element resides' }, { value: S3, why: FORBIDDEN }],
        'body:layout_column_id': [{ value: colS3, why: FORBIDDEN }],
      },
    },
    {
      operationId: 'createPage',
      variant: 'json',
      body: { type: 'json', value: { site_id: S1, page_title: 'Fuzz page', button_title: 'Fuzz', parent_id: pageNode1, display_status: 'public', layout_template: 'one_panel' } },
      refs: {
        'body:site_id': [{ value: S3, why: FORBIDDEN }],
        'body:parent_id': [{ value: nodeS2, why: 'a page node of another site' }, { value: nodeS3, why: FORBIDDEN }],
      },
    },
    { operationId: 'listNewsArticles', variant: 'no parameters' },
    { operationId: 'getNewsArticle', variant: 'path', path: { id: articleA.id }, refs: forbiddenPath(f.forbiddenNewsArticleId) },
    {
      operationId: 'createNewsArticle',
      variant: 'json',
      body: {
        type: 'json',
        value: {
          news_article: {
            title: 'Fuzz article',
            author: 'Fuzz Desk',
            teaser: 'Teaser',
            preview_text: 'Preview',
            news_date: '2026-11-21T10:15:00+00:00',
            status: 'draft',
            show_image_with_article: true,
            page_node_ids: tag,
          },
        },
      },
      refs: { 'body:news_article.template_id': [{ value: f.forbiddenNewsArticleId, why: FORBIDDEN }] },
      rules: pageNodeRules('news_article.page_node_ids'),
    },
    {
      operationId: 'updateNewsArticle',
      variant: 'json',
      path: { id: articleA.id },
      body: { type: 'json', value: { news_article: { title: 'Fuzz article 2', status: 'published', page_node_ids: tag } } },
      refs: { 'path:id': [{ value: f.forbiddenNewsArticleId, why: FORBIDDEN }] },
      rules: pageNodeRules('news_article.page_node_ids'),
    },
    { operationId: 'deleteNewsArticle', variant: 'path', path: { id: articleA.id }, refs: forbiddenPath(f.forbiddenNewsArticleId) },
    {
      operationId: 'createGamesNewsArticle',
      variant: 'json',
      body: { type: 'json', value: { game_id: game.id, news_article_id: articleA.id } },
      refs: { 'body:game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }], 'body:news_article_id': [{ value: f.forbiddenNewsArticleId, why: FORBIDDEN }] },
    },
    {
      operationId: 'listPhotoGalleries',
      variant: 'query',
      query: { object_type: 'game', object_id: String(game.id) },
      refs: { 'query:object_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] },
      rules: [{ kind: 'query-rule', detail: 'object_type = stadium (not a kind of entity with galleries)', set: { 'query:object_type': 'stadium' } }],
    },
    { operationId: 'getPhotoGallery', variant: 'path', path: { id: f.photoGalleryId }, refs: { 'path:id': [{ value: forbiddenGallery, why: FORBIDDEN }, { value: f.videoGalleryId, why: 'a video gallery' }] } },
    {
      operationId: 'uploadGalleryPhoto',
      variant: 'multipart',
      body: { type: 'multipart', fields: { object_type: 'game', object_id: String(game.id), filedata: FUZZ_PNG } },
      refs: { 'form:object_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] },
      rules: [{ kind: 'body-rule', detail: 'object_type = stadium (not a kind of entity with galleries)', set: { 'form:object_type': 'stadium' } }],
    },
    { operationId: 'deleteGalleryPhoto', variant: 'path', path: { id: galleryPhoto }, refs: forbiddenPath(forbiddenPhoto) },
    {
      operationId: 'listVideoGalleries',
      variant: 'query',
      query: { object_type: 'game', object_id: String(game.id) },
      refs: { 'query:object_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] },
      rules: [{ kind: 'query-rule', detail: 'object_type = stadium (not a kind of entity with galleries)', set: { 'query:object_type': 'stadium' } }],
    },
    { operationId: 'getVideoGallery', variant: 'path', path: { id: f.videoGalleryId }, refs: { 'path:id': [{ value: f.photoGalleryId, why: 'a photo gallery' }] } },
    {
      operationId: 'uploadGalleryVideo',
      variant: 'multipart',
      body: {
        type: 'multipart',
        fields: {
          'uploaded_video[object_type]': 'game',
          'uploaded_video[object_id]': String(game.id),
          'uploaded_video[filedata]': FUZZ_MP4,
          'uploaded_video[name]': 'Fuzz',
          'uploaded_video[description]': 'Fuzz video',
        },
      },
      refs: { 'form:uploaded_video[object_id]': [{ value: f.forbiddenGameId, why: FORBIDDEN }, { value: gameS2, why: 'a game of a site whose uploaded-video setting is off' }] },
      rules: [{ kind: 'body-rule', detail: 'uploaded_video[object_type] = stadium (not a kind of entity with galleries)', set: { 'form:uploaded_video[object_type]': 'stadium' } }],
    },
    { operationId: 'deleteUploadedVideo', variant: 'path', path: { id: uploadedVideo } },
    { operationId: 'listSports', variant: 'no parameters' },
    { operationId: 'getSport', variant: 'path', path: { id: f.sportId } },
    { operationId: 'listOfficials', variant: 'query', query: { game_id: String(game.id) }, idRefs: ['query:game_id'], refs: { 'query:game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] } },
    {
      operationId: 'createOrUpdateOfficial',
      variant: 'create',
      body: { type: 'json', value: { official: { name: 'Fuzz Referee', game_id: game.id, official_type_id: typeOfSport } } },
      refs: {
        'body:official.game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }],
        'body:official.official_type_id': [{ value: typeOtherSport, why: 'an official type of another sport than the game' }],
      },
    },
    {
      operationId: 'createOrUpdateOfficial',
      variant: 'update',
      body: { type: 'json', value: { id: official, official: { name: 'Fuzz Referee 2', official_type_id: typeOfSport } } },
      refs: {
        'body:id': [{ value: forbiddenOfficial, why: FORBIDDEN }],
        'body:official.official_type_id': [{ value: typeOtherSport, why: 'an official type of another sport than the game' }],
        'body:official.game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }],
      },
    },
    { operationId: 'listOfficialTypes', variant: 'query', query: { sport_id: String(f.sportId) }, idRefs: ['query:sport_id'] },
    {
      operationId: 'listLeagues',
      variant: 'site_id',
      query: { site_id: String(S1) },
      idRefs: ['query:site_id'],
      refs: { 'query:site_id': [{ value: S3, why: FORBIDDEN }] },
    },
    {
      operationId: 'listLeagues',
      variant: 'site_url',
      query: { site_url: siteUrl },
      rules: [
        { kind: 'query-unknown-id', detail: 'site_url of no site', set: { 'query:site_url': 'https://unknown-site.example.invalid' } },
        { kind: 'query-rule', detail: 'site_url that is not a URL', set: { 'query:site_url': 'http://[::1' } },
        { kind: 'query-rule', detail: 'site_url and site_id naming different sites', set: { 'query:site_id': String(S2) } },
      ],
    },
    { operationId: 'getLeague', variant: 'path', path: { id: f.leagueId }, refs: forbiddenPath(f.forbiddenLeagueId) },
    { operationId: 'listLeagueInstances', variant: 'query', query: { league_id: String(f.leagueId) }, idRefs: ['query:league_id'], refs: { 'query:league_id': [{ value: f.forbiddenLeagueId, why: FORBIDDEN }] } },
    { operationId: 'getLeagueInstanceTree', variant: 'path', path: { id: f.leagueInstanceId }, refs: forbiddenPath(forbiddenLi) },
    {
      operationId: 'listDivisionInstances',
      variant: 'query',
      query: { subseason_id: String(f.regularSubseasonId) },
      idRefs: ['query:subseason_id'],
      refs: { 'query:subseason_id': [{ value: forbiddenSubseason, why: FORBIDDEN }] },
    },
    {
      operationId: 'createDivisionInstance',
      variant: 'new division',
      supplement: 'division-colors',
      body: {
        type: 'json',
        value: {
          parent_node_id: subNode(f.playoffSubseasonId),
          existing_or_new: 'new',
          top_template_id: 1,
          bottom_template_id: 2,
          division: { name: 'Fuzz Division', button_title: 'Fuzz', abbrev: 'FZ', primary_color: '1a2b3c', secondary_color: 'ffffff' },
        },
      },
      refs: { 'body:parent_node_id': [{ value: pageNode1, why: 'a page node that is not a subseason' }, { value: subNode(forbiddenSubseason), why: FORBIDDEN }] },
    },
    {
      operationId: 'createDivisionInstance',
      variant: 'existing division',
      body: { type: 'json', value: { parent_node_id: subNode(f.playoffSubseasonId), division_id: freeDivision } },
      refs: {
        'body:parent_node_id': [{ value: pageNode1, why: 'a page node that is not a subseason' }, { value: subNode(forbiddenSubseason), why: FORBIDDEN }],
        'body:division_id': [{ value: forbiddenDivision, why: FORBIDDEN }],
      },
    },
    { operationId: 'updateDivisionInstance', variant: 'json', path: { id: f.divisionInstanceId }, body: { type: 'json', value: { max_standings_points: 30, non_standing: false } }, refs: { 'path:id': [{ value: forbiddenDi, why: FORBIDDEN }] } },
    { operationId: 'deleteDivisionInstance', variant: 'path', path: { id: f.divisionInstanceId }, refs: forbiddenPath(forbiddenDi) },
    { operationId: 'listTeams', variant: 'site_id', query: { site_id: String(S1) }, idRefs: ['query:site_id'], refs: { 'query:site_id': [{ value: S3, why: FORBIDDEN }] } },
    { operationId: 'getTeam', variant: 'path', path: { id: f.teamId }, refs: forbiddenPath(f.forbiddenTeamId) },
    {
      operationId: 'updateTeam',
      variant: 'wrapped',
      supplement: 'team-colors-wrapped',
      path: { id: f.teamId },
      body: { type: 'json', value: { team: { abbrev: 'FZ', gender: 'female', primary_color: '0a0a0a', parent_team_id: f.soloTeamId } } },
      idRefs: ['body:team.image_id', 'body:team.sport_id'],
      refs: {
        'path:id': [{ value: f.forbiddenTeamId, why: FORBIDDEN }],
        'body:team.parent_team_id': [{ value: f.forbiddenTeamId, why: FORBIDDEN }, { value: f.teamId, why: 'the team itself as its parent' }],
      },
    },
    {
      operationId: 'updateTeam',
      variant: 'bare',
      supplement: 'team-colors-bare',
      path: { id: f.teamId },
      body: { type: 'json', value: { abbrev: 'FZ', name: 'Fuzz Hawks' } },
      idRefs: ['body:image_id', 'body:sport_id'],
      refs: { 'body:parent_team_id': [{ value: f.forbiddenTeamId, why: FORBIDDEN }, { value: f.teamId, why: 'the team itself as its parent' }] },
    },
    { operationId: 'listTeamInstances', variant: 'subseason_id', query: { subseason_id: String(f.regularSubseasonId) }, idRefs: ['query:subseason_id'], refs: { 'query:subseason_id': [{ value: forbiddenSubseason, why: FORBIDDEN }] } },
    {
      operationId: 'listTeamInstances',
      variant: 'league_instance_id',
      query: { league_instance_id: String(f.leagueInstanceId) },
      idRefs: ['query:league_instance_id'],
      refs: { 'query:league_instance_id': [{ value: forbiddenLi, why: FORBIDDEN }] },
    },
    { operationId: 'getTeamInstance', variant: 'path', path: { id: f.teamInstanceId }, refs: forbiddenPath(forbiddenTi) },
  ];
}
