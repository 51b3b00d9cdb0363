// The mutations of one prepared base: of its parameters and ids, of its body fields (JSON and forms, in
// body-field-mutations.ts), of its envelope (body syntax and shape, content type, credentials), and of the
// methods its path does not serve.
import type { JsonObject, FormValue, Location, BaseRequest, Kind, Credentials } from './types.ts';
import type { Schema, OperationSpec } from './spec.ts';
import { typesOf, UNKNOWN_IDS, QUERY_INT_BAD, QUERY_BOOL_BAD, PATH_BAD, isIdLike } from './values.ts';
import { type Draft, type Mutation, setQuery, setIn, setLocation, multipartBody, formText } from './drafts.ts';
import {
  type FieldAdder,
  type EnvelopeAdder,
  outsideEnum,
  jsonFieldMutations,
  formFieldMutations,
} from './body-field-mutations.ts';
import { type Prepared, contentTypeOf, baseDraft } from './prepared.ts';

/** Every mutation of one prepared base, in the order the generator emits them. */
export function mutationsOf(p: Prepared, c: Credentials, formSchema: Schema | undefined): Mutation[] {
  const out: Mutation[] = [];
  const field: FieldAdder = (kind, detail, targets, apply, checkBody = false) => {
    out.push({ kind, detail, targets, level: 'field', checkBody, apply });
  };
  const envelope: EnvelopeAdder = (kind, detail, apply) => {
    out.push({ kind, detail, targets: ['envelope'], level: 'envelope', checkBody: false, apply });
  };
  pathMutations(p.op, field);
  queryMutations(p.op, p.base, field);
  idAndRuleMutations(p.base, field);
  bodyMutations(p, formSchema, field, envelope);
  credentialMutations(p.op, c, envelope);
  return out;
}

/** Path parameters that are not ids, and ids of no record. */
function pathMutations(op: OperationSpec, field: FieldAdder): void {
  for (const param of op.params.filter((x) => x.in === 'path')) {
    const loc = `path:${param.name}`;
    for (const bad of PATH_BAD)
      field('path-type', `path ${param.name} = ${bad.label}`, [loc], (d) => void (d.path[param.name] = bad.raw));
    for (const id of UNKNOWN_IDS)
      field('path-unknown-id', `path ${param.name} = ${id} (no such record)`, [loc], (d) => setLocation(d, loc, id));
  }
}

type QueryParam = OperationSpec['params'][number];
/** How a mutation of one query parameter sets it (undefined: leaves it out). */
type QuerySetter = (pairs: [string, string][] | undefined) => (d: Draft) => void;

/** Missing, empty and wrongly typed query parameters, values outside an enum, and none of a required group. */
function queryMutations(op: OperationSpec, base: BaseRequest, field: FieldAdder): void {
  const baseQuery = base.query ?? {};
  for (const param of op.params.filter((x) => x.in === 'query')) {
    const loc = `query:${param.name}`;
    const types = typesOf(param.schema) ?? ['string'];
    const set: QuerySetter = (pairs) => (d) => setQuery(d, param.name, pairs);
    if (param.required) {
      field('query-missing', `query ${param.name} missing`, [loc], set(undefined));
      field('query-missing', `query ${param.name} empty`, [loc], set([[param.name, '']]));
    }
    if (types.includes('integer')) integerQueryMutations(param, set, field);
    else if (types.includes('boolean')) {
      for (const raw of QUERY_BOOL_BAD)
        field('query-type', `query ${param.name} = ${raw} (not a boolean)`, [loc], set([[param.name, raw]]));
      field('query-type', `query ${param.name} as an array`, [loc], set([[`${param.name}[]`, 'true']]));
    } else textQueryMutations(param, set, field);
  }
  for (const group of op.atLeastOne) {
    if (group.some((n) => n in baseQuery)) {
      field(
        'query-missing',
        `none of ${group.join(', ')} (at least one is required)`,
        group.map((n) => `query:${n}`),
        (d) =>
          group.forEach((n) => {
            setQuery(d, n, undefined);
          }),
      );
    }
  }
}

/** An integer query parameter: not an integer, not a positive id, an array, repeated, an object. */
function integerQueryMutations(param: QueryParam, set: QuerySetter, field: FieldAdder): void {
  const loc = `query:${param.name}`;
  const plural = /_ids$/.test(param.name); // list-like names: array forms are a documented variant of the reference
  for (const bad of QUERY_INT_BAD)
    field('query-type', `query ${param.name} = ${bad.label}`, [loc], set([[param.name, bad.raw]]));
  if (isIdLike(param.name, param.schema)) {
    field('query-type', `query ${param.name} = -1 (ids are positive)`, [loc], set([[param.name, '-1']]));
    field('query-type', `query ${param.name} = 0 (ids are positive)`, [loc], set([[param.name, '0']]));
  }
  if (!plural) {
    field(
      'query-type',
      `query ${param.name} as an array`,
      [loc],
      set([
        [`${param.name}[]`, '1'],
        [`${param.name}[]`, '2'],
      ]),
    );
    field(
      'query-type',
      `query ${param.name} repeated`,
      [loc],
      set([
        [param.name, '1'],
        [param.name, '2'],
      ]),
    );
  }
  field('query-type', `query ${param.name} as an object`, [loc], set([[`${param.name}[a]`, '1']]));
}

/** A text query parameter: an array, an object, a value outside its enum. */
function textQueryMutations(param: QueryParam, set: QuerySetter, field: FieldAdder): void {
  const loc = `query:${param.name}`;
  field(
    'query-type',
    `query ${param.name} as an array`,
    [loc],
    set([
      [`${param.name}[]`, 'a'],
      [`${param.name}[]`, 'b'],
    ]),
  );
  field('query-type', `query ${param.name} as an object`, [loc], set([[`${param.name}[a]`, 'b']]));
  if (param.schema.enum) {
    for (const bad of outsideEnum(param.schema.enum))
      field(
        'query-enum',
        `query ${param.name} = ${JSON.stringify(bad)} (outside the enum)`,
        [loc],
        set([[param.name, encodeURIComponent(String(bad))]]),
      );
  }
}

/** Ids that name nothing or another user's record, and the base's rules across fields. */
function idAndRuleMutations(base: BaseRequest, field: FieldAdder): void {
  const idLocations = new Set<Location>([...(base.idRefs ?? []), ...Object.keys(base.refs ?? {})]);
  for (const loc of idLocations) {
    if (loc.startsWith('path:')) {
      for (const r of base.refs?.[loc] ?? [])
        field('path-unusable-id', `path ${loc.slice(5)} = ${r.value} (${r.why})`, [loc], (d) =>
          setLocation(d, loc, r.value),
        );
      continue;
    }
    const scope = loc.split(':')[0]!;
    const prefix = scope === 'query' ? 'query' : 'body';
    const unknown: Kind = `${prefix}-unknown-id` as Kind;
    const forbidden: Kind = `${prefix}-unusable-id` as Kind;
    for (const id of UNKNOWN_IDS)
      field(unknown, `${loc} = ${id} (no such record)`, [loc], (d) =>
        setLocation(d, loc, scope === 'body' ? id : String(id)),
      );
    for (const r of base.refs?.[loc] ?? [])
      field(forbidden, `${loc} = ${JSON.stringify(r.value)} (${r.why})`, [loc], (d) =>
        setLocation(d, loc, scope === 'body' ? r.value : String(r.value)),
      );
  }
  for (const rule of base.rules ?? []) {
    const targets = [...Object.keys(rule.set), ...(rule.dependsOn ?? [])];
    field(rule.kind, rule.detail, targets, (d) => {
      for (const [loc, value] of Object.entries(rule.set)) setLocation(d, loc, value);
    });
  }
}

/** The fields of a JSON or form body and the body's envelope; for a DELETE that describes none, a body at all. */
function bodyMutations(p: Prepared, formSchema: Schema | undefined, field: FieldAdder, envelope: EnvelopeAdder): void {
  const { op, base } = p;
  const body = base.body;
  if (body?.type === 'json' && p.bodySchema) jsonFieldMutations(p.bodySchema, body.value, [], field);
  if ((body?.type === 'form' || body?.type === 'multipart') && formSchema && p.bodySchema)
    formFieldMutations(p.bodySchema, body, field, envelope);
  if (op.body) envelopeMutations(p, envelope);
  else if (op.method === 'DELETE') {
    // no body is described: one that claims to be JSON but is not, or is not JSON at all, is malformed
    envelope(
      'json-malformed',
      'a truncated JSON body',
      (d) => void (d.body = { type: 'raw', payload: '{"a": ', contentType: 'application/json' }),
    );
    envelope(
      'content-type',
      'a text/plain body',
      (d) => void (d.body = { type: 'raw', payload: 'hello', contentType: 'text/plain' }),
    );
  }
}

/** Missing and wrong credentials (the version header is not one: its absence or another value is "not shown"). */
function credentialMutations(op: OperationSpec, c: Credentials, envelope: EnvelopeAdder): void {
  const basic = (u: string, pw: string) => `Basic ${Buffer.from(`${u}:${pw}`).toString('base64')}`;
  const auth = (detail: string, a: Draft['auth']) => envelope('auth', detail, (d) => void (d.auth = a));
  auth('no Authorization header', {});
  auth('an unknown bearer token', { authorization: 'Bearer not-the-token-0000' });
  auth('Bearer without a token', { authorization: 'Bearer' });
  auth('the token with a character appended', { authorization: `Bearer ${c.accessToken}x` });
  auth('the token under another scheme', { authorization: `Token ${c.accessToken}` });
  auth('the token without a scheme', { authorization: c.accessToken });
  if (op.basicAllowed) {
    auth('basic credentials with a wrong password', {
      authorization: basic(c.username, 'wrong'),
      apiToken: c.apiToken,
    });
    auth('basic credentials without SVC-API-TOKEN', { authorization: basic(c.username, c.password) });
    auth('basic credentials with a wrong SVC-API-TOKEN', {
      authorization: basic(c.username, c.password),
      apiToken: 'wrong-api-token',
    });
    auth('basic credentials that are not base64', { authorization: 'Basic !!!', apiToken: c.apiToken });
  } else {
    auth('basic credentials on a bearer-only operation', {
      authorization: basic(c.username, c.password),
      apiToken: c.apiToken,
    });
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
    envelope(
      kind,
      detail,
      (d) => void (d.body = { type: 'raw', payload, ...(contentType === undefined ? {} : { contentType }) }),
    );
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
    raw(
      'json-malformed',
      'bytes that are not UTF-8',
      Buffer.concat([Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from(json)]),
      J,
    );
    raw('json-malformed', 'an unterminated string', '{"a": "abc', J);
    raw('json-shape', 'a JSON array instead of an object', '[]', J);
    raw('json-shape', 'the body wrapped in an array', `[${json}]`, J);
    raw('json-shape', 'a JSON string instead of an object', '"text"', J);
    raw('json-shape', 'a JSON number instead of an object', '42', J);
    raw('json-shape', 'JSON true instead of an object', 'true', J);
    raw('json-shape', 'JSON null instead of an object', 'null', J);
  }
  if (op.body!.required) {
    const ct =
      contentTypeOf(base.body) === 'multipart/form-data'
        ? 'multipart/form-data; boundary=abc'
        : contentTypeOf(base.body)!;
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
    raw(
      'content-type',
      'a URL-encoded body on a JSON-only operation',
      formText(flat) || 'a=1',
      'application/x-www-form-urlencoded',
    );
    raw(
      'content-type',
      'a multipart body on a JSON-only operation',
      multipartBody(Object.keys(flat).length ? flat : { a: '1' }, 'fuzzjsononly'),
      'multipart/form-data; boundary=fuzzjsononly',
    );
  } else if (!takesJson) {
    const fields = base.body?.type === 'multipart' || base.body?.type === 'form' ? base.body.fields : {};
    const nested: JsonObject = {};
    for (const [k, v] of Object.entries(fields))
      if (typeof v === 'string') setIn(nested, k.match(/[^[\]]+/g) ?? [k], v);
    raw('content-type', 'a JSON body on a multipart-only operation', JSON.stringify(nested), 'application/json');
    const text = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
    raw(
      'content-type',
      'a URL-encoded body on a multipart-only operation',
      formText(text),
      'application/x-www-form-urlencoded',
    );
    envelope('content-type', 'a multipart/mixed body', (d) => {
      const f = (d.body as { fields: Record<string, FormValue> }).fields;
      d.body = {
        type: 'raw',
        payload: multipartBody(f, 'mixedfuzz'),
        contentType: 'multipart/mixed; boundary=mixedfuzz',
      };
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

export function methodMutations(
  ops: OperationSpec[],
  bases: BaseRequest[],
  c: Credentials,
): { op: OperationSpec; draft: Draft; detail: string }[] {
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
      out.push({
        op: { ...sample, method, operationId: `${method} ${path}` },
        draft,
        detail: `${method} ${path} (not an operation of the interface)`,
      });
    }
  }
  return out;
}
