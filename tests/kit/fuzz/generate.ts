// A generator of invalid requests for every operation of spec/openapi.yaml, for the property test
// tests/self/fuzz.test.ts ("bad input of any kind gets a 4xx with the error body and changes nothing").
//
// It starts from one valid request per operation (or per form of an operation: JSON, multipart and
// URL-encoded page element creates, the two officials forms, ...): a `BaseRequest`, which the caller
// supplies because valid ids depend on the target's data (reference-bases.ts gives them for the
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
//
// This file holds the entry points (prepare, renderBases, generateInvalidRequests); the parts are beside
// it in tests/kit/fuzz/: the shapes (types.ts), the spec as read (spec.ts, supplements.ts), checks and
// value pools (validation.ts, values.ts), drafts and rendering (drafts.ts), mutations (prepared.ts,
// mutations.ts), and the bases of the reference server (reference-records.ts, reference-bases.ts,
// reference-site-bases.ts, reference-sports-bases.ts).
import type {
  Json,
  JsonObject,
  FormValue,
  BaseRequest,
  Kind,
  FuzzRequest,
  Credentials,
  GenerateOptions,
} from './types.ts';
import type { Schema, OperationSpec } from './spec.ts';
import { INTERFACE_SUPPLEMENTS, mergeAt } from './supplements.ts';
import { makeAjv, formValid } from './validation.ts';
import { rng } from './values.ts';
import { type Draft, type Mutation, setIn, overlaps, render } from './drafts.ts';
import { type Prepared, contentTypeOf, baseDraft, formOfBase } from './prepared.ts';
import { mutationsOf, methodMutations } from './mutations.ts';

function prepare(ops: OperationSpec[], bases: BaseRequest[], c: Credentials): Prepared[] {
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
      if (base.supplement && !INTERFACE_SUPPLEMENTS[base.supplement])
        throw new Error(`unknown supplement ${base.supplement}`);
      for (const [at, piece] of Object.entries(INTERFACE_SUPPLEMENTS[base.supplement ?? ''] ?? {}))
        merged = mergeAt(merged, at, piece);
      bodySchema = merged;
      // the supplement holds for the whole body too, in the form the base takes
      fullSchema = declared.oneOf
        ? { ...declared, oneOf: declared.oneOf.map((alt) => (alt === form ? merged : alt)) }
        : merged;
      if (base.body.type === 'json' && !ajv.validate(fullSchema, base.body.value)) {
        throw new Error(`${base.operationId}/${base.variant}: the base body is not valid: ${ajv.errorsText()}`);
      }
      if (base.body.type !== 'json' && !formValid(fullSchema, base.body.fields))
        throw new Error(`${base.operationId}/${base.variant}: the base form is not valid`);
    }
    const validateJson = fullSchema && base.body?.type === 'json' ? ajv.compile(fullSchema) : undefined;
    const formSchema = fullSchema && base.body?.type !== 'json' ? fullSchema : undefined;
    const p: Prepared = { op, base, draft: baseDraft(op, base, c), bodySchema, validateJson, mutations: [] };
    p.mutations = mutationsOf(p, c, formSchema);
    return p;
  });
}

/** The valid base requests themselves, rendered (to prove on a scratch server that each one is served). */
export function renderBases(
  ops: OperationSpec[],
  bases: BaseRequest[],
  c: Credentials,
  apiVersion = '0.1',
): FuzzRequest[] {
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
export function generateInvalidRequests(
  ops: OperationSpec[],
  bases: BaseRequest[],
  options: GenerateOptions,
): Generated {
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
        if (!p.op.body?.content[contentTypeOf(p.base.body)!]?.oneOf)
          throw new Error(`generator bug: ${p.op.operationId}/${p.base.variant}: "${m.detail}" leaves a valid body`);
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
    const otherDefect = chosen.some(
      (m) => !m.targets.some((t) => t.startsWith('body:') || t.startsWith('form:')) || !m.checkBody,
    );
    if (bodyMs.length > 0 && !otherDefect && !bodyStillInvalid(p, d)) {
      dropped++;
      continue;
    }
    emit(p, d, kinds, details.join(' + '));
  }
  return {
    requests,
    forms: prepared.map((p) => ({
      operationId: p.op.operationId,
      variant: p.base.variant,
      mutations: p.mutations.length,
    })),
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
