// The mutations of a base's body fields: of a JSON body (wrong types, missing and misspelt required
// fields, enums, limits, formats) and of a multipart or URL-encoded form (missing, misnamed and wrongly
// typed fields, files as text and text as files, malformed multipart bodies).
import type { Json, JsonObject, FormValue, BaseBody, Location, Kind } from './types.ts';
import type { Schema } from './spec.ts';
import { JSON_VALUES, typesOf, accepts, HUGE_NUMBERS, BAD_DATE_TIMES, isIdLike } from './values.ts';
import { type Draft, getIn, setLocation, multipartBody } from './drafts.ts';

/** Values near but outside an enum: a foreign one, its first value in the other case, and with a trailing space. */
export function outsideEnum(values: Json[]): Json[] {
  const first = String(values[0]);
  const out: Json[] = [
    '__not_in_enum__',
    first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
    `${first} `,
  ];
  return out.filter((v) => !values.includes(v));
}

/** Adds a mutation of one or more fields (combinable with others on other locations). */
export type FieldAdder = (
  kind: Kind,
  detail: string,
  targets: Location[],
  apply: (d: Draft) => void,
  checkBody?: boolean,
) => void;
/** Adds a mutation of the whole request (body syntax, content type, credentials): never combined. */
export type EnvelopeAdder = (kind: Kind, detail: string, apply: (d: Draft) => void) => void;

/** Wrong types, missing and renamed required fields, enums, limits and formats of a JSON body. */
export function jsonFieldMutations(schema: Schema, value: JsonObject, keys: string[], field: FieldAdder): void {
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
export function formFieldMutations(
  schema: Schema,
  body: Extract<BaseBody, { type: 'form' | 'multipart' }>,
  field: FieldAdder,
  envelope: EnvelopeAdder,
): void {
  const multipart = body.type === 'multipart';
  const fields = body.fields as Record<string, FormValue>;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const loc = `form:${name}`;
    const setTo: FormSetter = (v) => (d) => setLocation(d, loc, v);
    const required = (schema.required ?? []).includes(name) && name in fields;
    const binary = prop.format === 'binary';
    if (required) requiredFormFieldMutations(name, binary, setTo, field);
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
    formValueMutations(name, prop, setTo, field);
  }
  // a nested name that clashes with a plain value (page_element=x and page_element[...]=y)
  const nested = Object.keys(fields).find((k) => /\[/.test(k));
  if (nested) {
    const outer = nested.slice(0, nested.indexOf('['));
    field('form-conflict', `${outer} sent both as a value and as nested fields`, [`form:${outer}`], (d) => {
      (d.body as { fields: Record<string, FormValue> }).fields[outer] = 'flat';
    });
  }
  if (multipart) malformedMultipartMutations(envelope);
}

/** How a mutation of one form field sets it (undefined: leaves it out). */
type FormSetter = (v: FormValue | undefined) => (d: Draft) => void;

/** A required form field left out, and sent under wrong names (without its wrapping object, misspelt, as `file`). */
function requiredFormFieldMutations(name: string, binary: boolean, setTo: FormSetter, field: FieldAdder): void {
  const loc = `form:${name}`;
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

/** Wrong values of a text field: not an integer, huge or not a positive id, outside its enum, past its length. */
function formValueMutations(name: string, prop: Schema, setTo: FormSetter, field: FieldAdder): void {
  const loc = `form:${name}`;
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

/** Multipart bodies that break the multipart syntax (boundary, closing line, blank line before a value). */
function malformedMultipartMutations(envelope: EnvelopeAdder): void {
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
