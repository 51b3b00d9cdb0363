// The mutations of one prepared base: of its parameters and body fields (JSON and forms), of its
// envelope (content type, body shape, credentials), and of the methods its path does not serve.
import type { Json, JsonObject, FormValue, BaseBody, Location, BaseRequest, Kind, Credentials } from './types.ts';
import type { Schema, OperationSpec } from './spec.ts';
import {
  JSON_VALUES,
  typesOf,
  accepts,
  HUGE_NUMBERS,
  UNKNOWN_IDS,
  QUERY_INT_BAD,
  QUERY_BOOL_BAD,
  PATH_BAD,
  BAD_DATE_TIMES,
  isIdLike,
} from './values.ts';
import { type Draft, type Mutation, setQuery, getIn, setIn, setLocation, multipartBody, formText } from './drafts.ts';
import { type Prepared, contentTypeOf, baseDraft } from './prepared.ts';

export function mutationsOf(p: Prepared, c: Credentials, formSchema: Schema | undefined): Mutation[] {
  const { op, base } = p;
  const out: Mutation[] = [];
  const field = (
    kind: Kind,
    detail: string,
    targets: Location[],
    apply: (d: Draft) => void,
    checkBody = false,
  ): void => {
    out.push({ kind, detail, targets, level: 'field', checkBody, apply });
  };
  const envelope = (kind: Kind, detail: string, apply: (d: Draft) => void): void => {
    out.push({ kind, detail, targets: ['envelope'], level: 'envelope', checkBody: false, apply });
  };

  // ---- path parameters
  for (const param of op.params.filter((x) => x.in === 'path')) {
    const loc = `path:${param.name}`;
    for (const bad of PATH_BAD)
      field('path-type', `path ${param.name} = ${bad.label}`, [loc], (d) => void (d.path[param.name] = bad.raw));
    for (const id of UNKNOWN_IDS)
      field('path-unknown-id', `path ${param.name} = ${id} (no such record)`, [loc], (d) => setLocation(d, loc, id));
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
    } else if (types.includes('boolean')) {
      for (const raw of QUERY_BOOL_BAD)
        field('query-type', `query ${param.name} = ${raw} (not a boolean)`, [loc], set([[param.name, raw]]));
      field('query-type', `query ${param.name} as an array`, [loc], set([[`${param.name}[]`, 'true']]));
    } else {
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

  // ---- ids that name nothing or another user's record
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

  // ---- bodies
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
  return out;
}

function outsideEnum(values: Json[]): Json[] {
  const first = String(values[0]);
  const out: Json[] = [
    '__not_in_enum__',
    first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
    `${first} `,
  ];
  return out.filter((v) => !values.includes(v));
}

type FieldAdder = (
  kind: Kind,
  detail: string,
  targets: Location[],
  apply: (d: Draft) => void,
  checkBody?: boolean,
) => void;
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
        field(
          'body-type',
          `${dotted} = ${v.label} (expected ${types.join(' or ')})${origin}`,
          [loc],
          setTo(v.value),
          true,
        );
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
      field(
        'body-renamed',
        `${dotted} sent as ${name}_ (misspelt required field)`,
        [loc],
        (d) => {
          const v = getIn((d.body as { value: JsonObject }).value, path);
          setLocation(d, loc, undefined);
          setLocation(d, `body:${[...keys, `${name}_`].join('.')}`, v ?? null);
        },
        true,
      );
    }
    const enumValues = prop.enum ?? (prop.const !== undefined ? [prop.const] : undefined);
    if (enumValues)
      for (const bad of outsideEnum(enumValues))
        field('body-enum', `${dotted} = ${JSON.stringify(bad)} (outside the enum)${origin}`, [loc], setTo(bad), true);
    if (prop.maxLength !== undefined) {
      field(
        'body-limit',
        `${dotted}: ${prop.maxLength + 1} characters (maximum ${prop.maxLength})${origin}`,
        [loc],
        setTo('x'.repeat(prop.maxLength + 1)),
        true,
      );
      field(
        'body-limit',
        `${dotted}: ${prop.maxLength + 1} non-ASCII characters (maximum ${prop.maxLength})${origin}`,
        [loc],
        setTo('é'.repeat(prop.maxLength + 1)),
        true,
      );
      field(
        'body-limit',
        `${dotted}: ${prop.maxLength * 2} characters (maximum ${prop.maxLength})${origin}`,
        [loc],
        setTo('y'.repeat(prop.maxLength * 2)),
        true,
      );
    }
    if (prop.minimum !== undefined)
      field(
        'body-limit',
        `${dotted} = ${prop.minimum - 1} (minimum ${prop.minimum})${origin}`,
        [loc],
        setTo(prop.minimum - 1),
        true,
      );
    if (prop.maximum !== undefined)
      field(
        'body-limit',
        `${dotted} = ${prop.maximum + 1} (maximum ${prop.maximum})${origin}`,
        [loc],
        setTo(prop.maximum + 1),
        true,
      );
    if (prop.format === 'date-time')
      for (const bad of BAD_DATE_TIMES)
        field('body-format', `${dotted} = ${JSON.stringify(bad)} (not a date-time)`, [loc], setTo(bad), true);
    if (prop.pattern) {
      const values = prop['x-fuzz-bad'];
      if (!Array.isArray(values)) throw new Error(`${dotted}: a pattern without x-fuzz-bad values`);
      for (const b of values as string[])
        field(
          'body-format',
          `${dotted} = ${JSON.stringify(b)} (does not match ${prop.pattern})${origin}`,
          [loc],
          setTo(b),
          true,
        );
    }
    const sub = value[name];
    if (prop.properties && sub && typeof sub === 'object' && !Array.isArray(sub))
      jsonFieldMutations(prop, sub, path, field);
  }
}

/** Multipart and URL-encoded forms: missing, misnamed and wrongly typed fields, files as text and text as files. */
function formFieldMutations(
  schema: Schema,
  body: Extract<BaseBody, { type: 'form' | 'multipart' }>,
  field: FieldAdder,
  envelope: EnvelopeAdder,
): void {
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
      const build = (segs: string[]) =>
        segs[0]! +
        segs
          .slice(1)
          .map((x) => `[${x}]`)
          .join('');
      const renames = new Set<string>();
      if (segments.length > 1) renames.add(build(segments.slice(1))); // without the wrapping object
      renames.add(build([...segments.slice(0, -1), `${segments[segments.length - 1]}_`])); // misspelt
      if (binary) renames.add(build([...segments.slice(0, -1), 'file']));
      for (const to of renames) {
        if (to === name) continue;
        field(
          binary ? 'multipart-file' : 'body-renamed',
          `${name} sent as ${to} (wrong field name)`,
          [loc],
          (d) => {
            const f = (d.body as { fields: Record<string, FormValue> }).fields;
            const v = f[name]!;
            delete f[name];
            f[to] = v;
          },
          true,
        );
      }
    }
    if (binary) {
      if (name in fields) {
        field('multipart-file', `${name} sent as a text field`, [loc], setTo('not a file'), true);
      }
      continue;
    }
    if (multipart)
      field(
        'multipart-file',
        `${name} sent as a file`,
        [loc],
        setTo({ file: Buffer.from('1'), filename: 'x.txt', contentType: 'text/plain' }),
        true,
      );
    if (prop.type === 'integer') {
      for (const bad of ['abc', '1.5', '1e3', '0x1f', 'true', '', ' '])
        field('body-type', `${name} = ${JSON.stringify(bad)} (not an integer)`, [loc], setTo(bad), true);
      for (const h of ['99999999999999999999', '9223372036854775808'])
        field('body-huge-number', `${name} = ${h}`, [loc], setTo(h));
      if (isIdLike(name.replace(/\]$/, '').replace(/.*\[/, ''), prop)) {
        field('body-nonpositive-id', `${name} = 0 (ids are positive)`, [loc], setTo('0'));
        field('body-nonpositive-id', `${name} = -1 (ids are positive)`, [loc], setTo('-1'));
      }
    }
    const enumValues = prop.enum ?? (prop.const !== undefined ? [prop.const] : undefined);
    if (enumValues)
      for (const bad of [...outsideEnum(enumValues), ''])
        field(
          'body-enum',
          `${name} = ${JSON.stringify(bad)} (must be ${enumValues.join(' or ')})`,
          [loc],
          setTo(String(bad)),
          true,
        );
    if (prop.maxLength !== undefined) {
      field(
        'body-limit',
        `${name}: ${prop.maxLength + 1} characters (maximum ${prop.maxLength})`,
        [loc],
        setTo('x'.repeat(prop.maxLength + 1)),
        true,
      );
      field(
        'body-limit',
        `${name}: ${prop.maxLength + 1} non-ASCII characters (maximum ${prop.maxLength})`,
        [loc],
        setTo('ü'.repeat(prop.maxLength + 1)),
        true,
      );
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
      return {
        payload: b.subarray(0, b.length - `--${boundaryOf(d)}--\r\n`.length - 40),
        contentType: `multipart/form-data; boundary=${boundaryOf(d)}`,
      };
    });
    raw('multipart/form-data without a boundary parameter', (d) => ({
      payload: bodyOf(d),
      contentType: 'multipart/form-data',
    }));
    raw('a boundary parameter that does not match the body', (d) => ({
      payload: bodyOf(d),
      contentType: 'multipart/form-data; boundary=nomatch',
    }));
    raw('a multipart content type on a body that is not multipart', () => ({
      payload: 'this is not multipart',
      contentType: 'multipart/form-data; boundary=abc',
    }));
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
