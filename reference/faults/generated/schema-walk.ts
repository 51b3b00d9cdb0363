// Walks a response schema and lists every field the interface lists (the `required` properties),
// wherever it sits: through `$ref`, `allOf`, `anyOf`, `oneOf`, `if`/`then`/`else` (as a condition on
// the object) and arrays (every item). Each field comes with what a fault on it needs: its path, its
// JSON types, and the requirement ids of the nearest `x-svc-requirements` annotation enclosing it.
import type { PathStep } from './types.ts';
import type { Json, Located, SpecDocuments } from '../../../src/spec/spec-documents.ts';

/** A schema node as the walk sees it: where it is, and the annotation in force there. */
interface Facet extends Located {
  requirements: string[];
  guard?: { key: string; value: string; negate: boolean };
}

export interface ListedField {
  path: PathStep[];
  key: string;
  /** JSON types the schema allows; undefined when the type is not constrained */
  types?: Set<string>;
  timestamp: boolean;
  requirements: string[];
  /** the schema object that lists the field (document and pointer), e.g. team.schema.json#/$defs/season */
  declaredIn: string;
}

const MAX_DEPTH = 14;

function annotation(node: Json): string[] | undefined {
  const a = node['x-svc-requirements'];
  return Array.isArray(a) ? a.map(String) : undefined;
}

/** The node with its `$ref` target, `allOf` parts and conditional branches, each with its annotation. */
function facets(
  model: SpecDocuments,
  at: Located,
  inherited: string[],
  seen: Set<string>,
  guard?: Facet['guard'],
): Facet[] {
  const key = `${at.doc}#${at.pointer}`;
  if (seen.has(key)) return [];
  const requirements = annotation(at.node) ?? inherited;
  const out: Facet[] = [{ ...at, requirements, ...(guard ? { guard } : {}) }];
  const inner = new Set(seen).add(key);
  if (typeof at.node.$ref === 'string')
    out.push(...facets(model, model.resolve(at.node.$ref, at), requirements, inner, guard));
  for (const word of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = at.node[word];
    if (!Array.isArray(list)) continue;
    list.forEach((_, i) => {
      const part = model.child(at, word, String(i));
      if (part) out.push(...facets(model, part, requirements, inner, guard));
    });
  }
  const condition = conditionOf(at.node.if);
  if (condition) {
    const then = model.child(at, 'then');
    const otherwise = model.child(at, 'else');
    if (then) out.push(...facets(model, then, requirements, inner, { ...condition, negate: false }));
    if (otherwise) out.push(...facets(model, otherwise, requirements, inner, { ...condition, negate: true }));
  } else if (listedKinds(at.node.if)) {
    // a node of a listed kind (the league instance tree's observed node types): its fields as if
    // unconditional; a node of another kind lists none (its data is not shown)
    const then = model.child(at, 'then');
    if (then) out.push(...facets(model, then, requirements, inner, guard));
  }
  return out;
}

/** `if: {properties: {k: {enum: [...]}}}`: a condition on the listed kinds of a node. */
function listedKinds(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const props = (node as Json).properties as Record<string, Json> | undefined;
  const [, schema] = Object.entries(props ?? {})[0] ?? [];
  return Array.isArray(schema?.enum);
}

/** `if: {properties: {k: {const: v}}, required: [k]}` as a condition k = v. */
function conditionOf(node: unknown): { key: string; value: string } | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const props = (node as Json).properties as Record<string, Json> | undefined;
  const [key, schema] = Object.entries(props ?? {})[0] ?? [];
  if (!key || !schema || typeof schema.const !== 'string') return undefined;
  return { key, value: schema.const };
}

/** JSON types a schema allows (undefined: not constrained), and whether it is a timestamp. */
function typesOf(list: Facet[]): { types?: Set<string>; timestamp: boolean } {
  let types: Set<string> | undefined;
  let timestamp = false;
  const add = (t: string) => (types ??= new Set()).add(t);
  for (const f of list) {
    const n = f.node;
    if (typeof n.type === 'string') add(n.type);
    if (Array.isArray(n.type)) for (const t of n.type) add(String(t));
    for (const v of Array.isArray(n.enum) ? n.enum : 'const' in n ? [n.const] : [])
      add(v === null ? 'null' : Number.isInteger(v) ? 'integer' : Array.isArray(v) ? 'array' : typeof v);
    if (n.format === 'date-time-numeric-offset') timestamp = true;
  }
  // anyOf/oneOf branches without a type anywhere leave the type open
  const open = list.some(
    (f) =>
      (Array.isArray(f.node.anyOf) || Array.isArray(f.node.oneOf)) &&
      ![...((f.node.anyOf as Json[]) ?? []), ...((f.node.oneOf as Json[]) ?? [])].every(
        (b) => 'type' in b || '$ref' in b || 'enum' in b || 'const' in b,
      ),
  );
  if (open) types = undefined;
  if (types?.has('integer')) types.add('number');
  return { ...(types ? { types } : {}), timestamp };
}

/** Every listed field of the object (or array of objects) at `at`, with the path prefix `path`. */
export function listedFields(
  model: SpecDocuments,
  at: Located,
  path: PathStep[] = [],
  inherited: string[] = [],
  depth = 0,
  seen = new Set<string>(),
): ListedField[] {
  if (depth > MAX_DEPTH) return [];
  const all = facets(model, at, inherited, seen);
  const out: ListedField[] = [];
  // an array: its items
  for (const f of all) {
    const items = model.child(f, 'items');
    if (items && (f.node.type === 'array' || f.node.type === undefined))
      out.push(...listedFields(model, items, [...path, { items: true }], f.requirements, depth + 1, seen));
  }
  // the object's own fields: unconditional first, then each condition's
  const groups = new Map<string, Facet[]>();
  for (const f of all) {
    const g = f.guard ? `${f.guard.key}${f.guard.negate ? '!=' : '='}${f.guard.value}` : '';
    groups.set(g, [...(groups.get(g) ?? []), f]);
  }
  const baseRequired = new Set(
    (groups.get('') ?? []).flatMap((f) => (Array.isArray(f.node.required) ? f.node.required.map(String) : [])),
  );
  for (const [name, group] of groups) {
    const guard = group[0]!.guard;
    const prefix: PathStep[] = guard ? [...path, { guard }] : path;
    const declared = new Map<string, { schema: Located; facet: Facet }>();
    const required = new Map<string, Facet>();
    for (const f of group) {
      for (const key of Array.isArray(f.node.required) ? f.node.required.map(String) : [])
        if (!required.has(key)) required.set(key, f);
      for (const key of Object.keys((f.node.properties as Json | undefined) ?? {})) {
        const schema = model.child(f, 'properties', key);
        if (schema && !declared.has(key)) declared.set(key, { schema, facet: f });
      }
    }
    // a condition that narrows a field the object lists anyway (page element: element is a TextBlock element when element_type is TextBlock)
    if (name !== '')
      for (const [key, d] of declared) if (baseRequired.has(key) && !required.has(key)) required.set(key, d.facet);
    for (const [key, owner] of required) {
      const prop = declared.get(key);
      // under a condition only what the condition itself lists or narrows: the rest is the unconditional group's
      if (name !== '' && !prop && !group.some((f) => Array.isArray(f.node.required) && f.node.required.includes(key)))
        continue;
      const fieldPath = [...prefix, { key }];
      const propFacets = prop ? facets(model, prop.schema, owner.requirements, seen) : [];
      const { types, timestamp } = typesOf(propFacets);
      // a key the condition only narrows is a field of the unconditional group: walked here, listed there
      const narrowedOnly =
        name !== '' &&
        baseRequired.has(key) &&
        !group.some((f) => Array.isArray(f.node.required) && f.node.required.includes(key));
      if (!narrowedOnly)
        out.push({
          path: fieldPath,
          key,
          ...(types ? { types } : {}),
          timestamp,
          requirements: owner.requirements,
          declaredIn: `${owner.doc}#${owner.pointer}`,
        });
      if (prop && (types === undefined || types.has('object') || types.has('array'))) {
        out.push(
          ...listedFields(
            model,
            prop.schema,
            fieldPath,
            owner.requirements,
            depth + 1,
            new Set(seen).add(`${owner.doc}#${owner.pointer}`),
          ),
        );
      }
    }
  }
  return out;
}
