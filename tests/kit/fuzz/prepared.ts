// A base request prepared for mutation (its operation, effective body schema, mutations), and how a fresh
// draft of a base is made.
import type { BaseBody, BaseRequest, Credentials } from './types.ts';
import type { Schema, OperationSpec } from './spec.ts';
import { formValid } from './validation.ts';
import type { Ajv } from '../../../src/validation/ajv.ts';
import type { Draft, Mutation } from './drafts.ts';

export interface Prepared {
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

export function contentTypeOf(body: BaseBody | undefined): string | undefined {
  if (!body) return undefined;
  return { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' }[
    body.type
  ];
}

/** The base request as a draft (a fresh deep copy each time). */
export function baseDraft(op: OperationSpec, base: BaseRequest, c: Credentials): () => Draft {
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
export function formOfBase(ajv: Ajv, schema: Schema, body: BaseBody): Schema {
  if (!schema.oneOf) return schema;
  const matching = schema.oneOf.filter((alt) =>
    body.type === 'json' ? ajv.validate(alt, body.value) : formValid(alt, body.fields),
  );
  if (matching.length !== 1) throw new Error(`base body matches ${matching.length} forms of the oneOf`);
  return matching[0]!;
}
