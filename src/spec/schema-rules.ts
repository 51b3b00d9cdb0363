// Which requirement a schema error breaks: the one table from schema location to requirement,
// read by the live suite (src/harness/client.ts classifies every answer's errors), the traffic
// check (src/traffic) and the fault generator (reference/faults/generated names the requirements a
// response fault breaks with the same function, so a fault and the check that finds it agree), and
// the model of the interface (interface-model.ts), which names the requirement of a request's limit
// or enum by the rule of the same field in the answer.
//
// The table is the schemas' own `x-svc-requirements` annotations:
//   - an array on a schema object names the requirement(s) of the resource table it encodes: every
//     rule of a field that object lists (required, type, enum, ...) belongs to them. An object
//     without one inherits its referrer's (through $ref, allOf/anyOf/oneOf, if/then/else) or, for a
//     property's schema, the annotation of the object that lists the property.
//   - an object `{ "<keyword>": [...], "*": [...] }` on a property's schema names the requirement of
//     a rule the catalogue states on its own (the maximum length of a title, the genders of a
//     team): that keyword's errors at that property go there, the others as above.
// Three of the interface's conventions hold wherever a field appears (Conventions 3): a timestamp
// without a numeric offset breaks TIMESTAMP-NUMERIC-OFFSET (and, when it is not even a string, the
// resource's type too); an identifier of another JSON type breaks ID-INTEGER; a listed field that
// may be unset and is missing instead of null breaks NULL-FOR-UNSET.
import type { OpenAPIV3_1 } from 'openapi-types';
import { listOperations } from './catalogue.ts';
import { OPENAPI_ID, readOpenApi, readResourceSchemas, TIMESTAMP_FORMAT, type ErrorObject } from '../validation/ajv.ts';

type Node = Record<string, unknown>;
type Annotation = readonly string[] | Readonly<Record<string, readonly string[]>>;

/** A schema node that applies at an instance location, with the resource requirements in force there. */
interface Facet {
  node: Node;
  /** absolute URI of the document the node is in */
  base: string;
  /** the requirements of the nearest array annotation: its own, else its referrer's */
  requirements: readonly string[];
}

/** A step into an answer, as the fault generator writes paths (a key, every item, a condition on the object). */
export type FieldStep = { key: string } | { items: true } | { guard: { key: string; value: string; negate: boolean } };

/** A schema error as the requirement it breaks: where, what, and the value found there. */
export interface SchemaFinding {
  /** the requirement ids the error breaks (never empty) */
  requirements: string[];
  /** the JSON pointer of the object or value the rule is about ('' for the whole answer) */
  instancePath: string;
  /** the field: instancePath, plus the missing property of a `required` error */
  fieldPath: string;
  /** the JSON Schema keyword that failed (required, type, enum, format, maxLength, ...) */
  keyword: string;
  /** "field path: what is wrong", for a person */
  message: string;
  /** the value found at fieldPath, as short JSON (absent for a missing field) */
  found?: string;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const unescapePointer = (seg: string) => seg.replace(/~1/g, '/').replace(/~0/g, '~');
const escapePointer = (seg: string) => seg.replace(/~/g, '~0').replace(/\//g, '~1');
/** Errors that only wrap others: the branch errors say what is wrong. */
const WRAPPERS = new Set(['if', 'allOf', 'then', 'else', '$ref']);
const FOUND_LIMIT = 80;

function arrayAnnotation(node: Node): readonly string[] | undefined {
  const a = node['x-svc-requirements'] as Annotation | undefined;
  return Array.isArray(a) ? (a as readonly string[]) : undefined;
}

function keywordAnnotation(node: Node, keyword: string): readonly string[] | undefined {
  const a = node['x-svc-requirements'] as Annotation | undefined;
  if (!isNode(a) || Array.isArray(a)) return undefined;
  const map = a as Readonly<Record<string, readonly string[]>>;
  return map[keyword] ?? map['*'];
}

/**
 * `if: {properties: {k: {const: v}}, required: [k]}` read as the condition k = v. Any other
 * condition (the league instance tree's "a node of a listed type", an enum) is not read: both
 * branches apply, `then` first, so a field both branches list is judged by the `then` one.
 */
function conditionOf(node: unknown): { key: string; value: unknown } | undefined {
  if (!isNode(node)) return undefined;
  const [key, schema] = Object.entries((node.properties as Node | undefined) ?? {})[0] ?? [];
  if (!key || !isNode(schema) || !('const' in schema)) return undefined;
  return { key, value: schema.const };
}

/** Short JSON of a value for a sentence. */
function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > FOUND_LIMIT ? `${text.slice(0, FOUND_LIMIT - 1)}…` : text;
}

function valueAt(root: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = unescapePointer(raw);
    if (Array.isArray(node) && /^\d+$/.test(seg)) node = node[Number(seg)];
    else if (isNode(node) && seg in node) node = node[seg];
    else return { found: false };
  }
  return { found: true, value: node };
}

/** What a failed keyword says, in words, about the value found. */
function problemOf(e: ErrorObject, found: { found: boolean; value?: unknown }): string {
  const p = e.params as Record<string, unknown>;
  const value = found.found ? found.value : undefined;
  const shown = shortJson(value);
  const kind =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'an array'
        : typeof value === 'object'
          ? 'an object'
          : typeof value === 'number'
            ? `the number ${shown}`
            : typeof value === 'boolean'
              ? `the boolean ${shown}`
              : `the string ${shown}`;
  switch (e.keyword) {
    case 'required':
      return 'is missing';
    case 'type':
      return `is ${kind}, not ${[p.type].flat().join(' or ')}`;
    case 'format':
      return p.format === TIMESTAMP_FORMAT
        ? `is ${shown}, without a numeric UTC offset`
        : `is ${shown}, not a ${String(p.format)}`;
    case 'enum':
      return `is ${shown}, not one of ${((p.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `is ${shown}, not ${JSON.stringify(p.allowedValue)}`;
    case 'maxLength':
      return `holds ${typeof value === 'string' ? value.length : '?'} characters, more than ${String(p.limit)}`;
    case 'minLength':
      return `holds ${typeof value === 'string' ? value.length : '?'} characters, fewer than ${String(p.limit)}`;
    case 'maximum':
      return `is ${shown}, more than ${String(p.limit)}`;
    case 'minimum':
      return `is ${shown}, less than ${String(p.limit)}`;
    case 'maxItems':
      return `has ${Array.isArray(value) ? value.length : '?'} items, more than ${String(p.limit)}`;
    case 'minItems':
      return `has ${Array.isArray(value) ? value.length : '?'} items, fewer than ${String(p.limit)}`;
    case 'pattern':
      return `is ${shown}, not of the form ${String(p.pattern)}`;
    case 'anyOf':
    case 'oneOf':
      return `is ${shortJson(value)}, which matches none of the allowed shapes`;
    case 'not':
      return `is ${shown}, which may not be here`;
    default:
      return `${e.message ?? e.keyword} (${shortJson(value)})`;
  }
}

/** Where a rule sits: the object listing the field, and the field's own schema. */
interface Place {
  /** facets of the object (or array) that holds the field */
  holder: Facet[];
  /** facets of the field's schema, expanded ($ref, allOf, the branch the instance takes) */
  field: Facet[];
  /** the field's name, or an array index */
  property?: string;
  /** the name of the array the field is an item of, when it is one */
  arrayName?: string;
}

export class SchemaRules {
  private readonly docs = new Map<string, Node>();
  private readonly byId = new Map<string, { operation: OpenAPIV3_1.OperationObject; interfaceOperations: string[] }>();

  constructor() {
    for (const { id, schema } of readResourceSchemas()) this.docs.set(id, schema);
    const openapi = readOpenApi() as unknown as OpenAPIV3_1.Document;
    this.docs.set(OPENAPI_ID, openapi as unknown as Node);
    for (const op of listOperations(openapi))
      this.byId.set(op.operationId, { operation: op.operation, interfaceOperations: op.interfaceOperations });
  }

  /** The interface operations (OP-*) an operation stands for: where an error no annotation covers goes. */
  private fallback(operationId: string): string[] {
    return (this.byId.get(operationId)?.interfaceOperations ?? []).slice(0, 1);
  }

  /** The schema spec/openapi.yaml documents for an operation's answer at a status (exact, else its range). */
  private responseRoot(operationId: string, status: number): Facet | undefined {
    const responses = this.byId.get(operationId)?.operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`].find((k) => k in responses);
    if (!key) return undefined;
    let response = responses[key] as Node;
    if (typeof response.$ref === 'string') response = this.pointer(OPENAPI_ID, response.$ref) ?? {};
    const schema = (response.content as Record<string, { schema?: Node }> | undefined)?.['application/json']?.schema;
    return schema ? { node: schema, base: OPENAPI_ID, requirements: [] } : undefined;
  }

  // OpenAPI refers to the schema files by relative path (../schemas/x.schema.json); their $id is the same URL shape.
  private docId(base: string, docPart: string): string {
    return new URL(docPart, base).href.replace(/\/spec\/\.\.\/schemas\//, '/schemas/');
  }

  private pointer(base: string, ref: string): Node | undefined {
    const [docPart, fragment = ''] = ref.split('#');
    let node: unknown = this.docs.get(docPart ? this.docId(base, docPart) : base);
    for (const seg of fragment.split('/').filter(Boolean))
      node = isNode(node) ? node[unescapePointer(decodeURIComponent(seg))] : undefined;
    return isNode(node) ? node : undefined;
  }

  /**
   * A facet with everything that applies at the same instance: its $ref, allOf/anyOf/oneOf, and the
   * branch of a condition the instance takes (both when `instance` is undefined).
   */
  private expand(at: Facet, instance: unknown, out: Facet[] = [], depth = 0): Facet[] {
    if (depth > 30 || out.some((o) => o.node === at.node)) return out;
    const own = arrayAnnotation(at.node);
    const here: Facet = own ? { ...at, requirements: own } : at;
    out.push(here);
    const n = at.node;
    if (typeof n.$ref === 'string') {
      const docPart = n.$ref.split('#')[0];
      const node = this.pointer(here.base, n.$ref);
      if (node)
        this.expand(
          { node, base: docPart ? this.docId(here.base, docPart) : here.base, requirements: here.requirements },
          instance,
          out,
          depth + 1,
        );
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = n[key];
      if (Array.isArray(list))
        for (const item of list) if (isNode(item)) this.expand({ ...here, node: item }, instance, out, depth + 1);
    }
    const condition = conditionOf(n.if);
    const branches =
      condition && isNode(instance)
        ? [instance[condition.key] === condition.value ? 'then' : 'else']
        : ['then', 'else'];
    for (const key of branches)
      if (isNode(n[key])) this.expand({ ...here, node: n[key] as Node }, instance, out, depth + 1);
    return out;
  }

  /** The facets of a property (or array item) of the objects at `list`, each inheriting the annotation of the facet that lists it. */
  private step(list: Facet[], segment: string, instance: unknown): Facet[] {
    const out: Facet[] = [];
    for (const at of list) {
      const n = at.node;
      const props = n.properties;
      let child: unknown;
      if (isNode(props) && isNode(props[segment])) child = props[segment];
      else if (/^\d+$/.test(segment) && isNode(n.items)) child = n.items;
      else if (isNode(n.additionalProperties)) child = n.additionalProperties;
      if (isNode(child)) this.expand({ ...at, node: child }, instance, out);
    }
    return out;
  }

  /** Every facet at an instance path; the instance's values choose the branches of conditions. */
  private at(root: Facet, segments: readonly string[], body: unknown): Facet[] {
    let value = body;
    let list = this.expand(root, value);
    for (const seg of segments) {
      value = Array.isArray(value) && /^\d+$/.test(seg) ? value[Number(seg)] : isNode(value) ? value[seg] : undefined;
      list = this.step(list, seg, value);
      if (list.length === 0) break;
    }
    return list;
  }

  /** The object holding a field and the field's own schema, for a field path of an instance. */
  private place(root: Facet, segments: readonly string[], body: unknown): Place {
    const holderSegments = segments.slice(0, -1);
    const holder = this.at(root, holderSegments, body);
    const property = segments[segments.length - 1];
    if (property === undefined) return { holder, field: holder };
    const fieldValue = valueAt(body, `/${segments.map(escapePointer).join('/')}`).value;
    const arrayName = /^\d+$/.test(property) ? holderSegments[holderSegments.length - 1] : undefined;
    return {
      holder,
      field: this.step(holder, property, fieldValue),
      property,
      ...(arrayName !== undefined ? { arrayName } : {}),
    };
  }

  /** The requirements a failed keyword at a place breaks: the conventions, then the annotations, then the operation. */
  private requirementsOf(
    operationId: string,
    place: Place,
    keyword: string,
    found: { format?: unknown; value?: unknown; found: boolean },
  ): string[] {
    if (keyword === 'format' && found.format === TIMESTAMP_FORMAT) return ['TIMESTAMP-NUMERIC-OFFSET'];
    // a rule the catalogue states on its own, named on the property's schema
    for (const f of place.field) {
      const own = keywordAnnotation(f.node, keyword);
      if (own) return [...own];
    }
    // the table that lists a field states its type: the object listing it for a missing field, the
    // field's own schema node (its annotation, else the lister's) for a value
    // (the whole answer: the schema that holds the failed keyword, else the operation's)
    const holder =
      keyword === 'required'
        ? place.holder.find(
            (f) => Array.isArray(f.node.required) && (f.node.required as unknown[]).includes(place.property),
          )
        : place.property === undefined
          ? place.field.find((f) => keyword in f.node)
          : place.field[0];
    const resource = [...((holder ?? place.holder[0])?.requirements ?? [])];
    const owned = resource.length > 0 ? resource : this.fallback(operationId);
    // a property whose own schema names its requirement: its absence breaks that one too
    const own = keyword === 'required' && place.field[0] ? arrayAnnotation(place.field[0].node) : undefined;
    if (own) return [...own];
    if (keyword === 'required' && this.nullable(place.field)) return ['NULL-FOR-UNSET'];
    if (keyword === 'type' && found.found && found.value !== null) {
      if (place.field.some((f) => f.node.format === TIMESTAMP_FORMAT))
        return [...new Set([...owned, 'TIMESTAMP-NUMERIC-OFFSET'])];
      const integer = place.field.some((f) => [f.node.type].flat().includes('integer'));
      const idLike =
        /(^|_)id$/.test(place.property ?? '') || (place.arrayName !== undefined && /_ids$/.test(place.arrayName));
      if (integer && idLike) return ['ID-INTEGER'];
    }
    return owned;
  }

  /** Whether a field may be unset: its schema allows null, or sets no type at all. */
  private nullable(field: Facet[]): boolean {
    if (field.length === 0) return false;
    const typed = field.filter((s) => 'type' in s.node || 'const' in s.node || 'enum' in s.node);
    if (typed.length === 0) return true;
    return typed.some(
      (s) => [s.node.type].flat().includes('null') || (Array.isArray(s.node.enum) && s.node.enum.includes(null)),
    );
  }

  /**
   * The requirements each schema error of an answer breaks. `errors` are ajv's, for the schema that
   * spec/openapi.yaml documents for the operation at that status; `body` is the answer (its values
   * choose the branches of conditions and are shown in the findings).
   */
  classify(errors: readonly ErrorObject[], operationId: string, status: number, body: unknown): SchemaFinding[] {
    const root = this.responseRoot(operationId, status);
    let out: SchemaFinding[] = [];
    const seen = new Set<string>();
    for (const e of errors) {
      // alternatives of an anyOf/oneOf: the anyOf/oneOf error itself says it (ajv reports the
      // alternatives' errors first, also those of a $ref inside one, whose schemaPath does not show it)
      if (WRAPPERS.has(e.keyword) || /\/(anyOf|oneOf)\/\d+\//.test(e.schemaPath)) continue;
      if (e.keyword === 'anyOf' || e.keyword === 'oneOf')
        out = out.filter((f) => f.instancePath !== e.instancePath && !f.instancePath.startsWith(`${e.instancePath}/`));
      const property =
        e.keyword === 'required'
          ? String((e.params as { missingProperty?: unknown }).missingProperty ?? '')
          : undefined;
      const fieldPath = property !== undefined ? `${e.instancePath}/${escapePointer(property)}` : e.instancePath;
      if (seen.has(`${fieldPath} ${e.keyword}`)) continue;
      seen.add(`${fieldPath} ${e.keyword}`);
      const found = valueAt(body, fieldPath);
      const segments = fieldPath.split('/').slice(1).map(unescapePointer);
      const requirements = root
        ? this.requirementsOf(operationId, this.place(root, segments, body), e.keyword, {
            format: (e.params as { format?: unknown }).format,
            ...found,
          })
        : this.fallback(operationId);
      out.push({
        requirements: requirements.length > 0 ? requirements : ['JSON-RESPONSES'],
        instancePath: e.instancePath,
        fieldPath,
        keyword: e.keyword,
        message: `${fieldPath || '/'} ${problemOf(e, found)}`,
        ...(found.found ? { found: shortJson(found.value) } : {}),
      });
    }
    return misplacedNodes(out);
  }

  /** The schema nodes of a field of an operation's 200 answer, in every branch of a condition (an array item by the segment '0'). */
  answerNodes(operationId: string, segments: readonly string[]): Node[] {
    const root = this.responseRoot(operationId, 200);
    return root && segments.length > 0 ? this.at(root, segments, undefined).map((f) => f.node) : [];
  }

  /** The requirements the schema of an operation's 200 answer names for one rule (keyword) of a field: a keyword annotation on the field's schema. */
  answerRule(operationId: string, segments: readonly string[], keyword: string): string[] | undefined {
    for (const node of this.answerNodes(operationId, segments)) {
      const own = keywordAnnotation(node, keyword);
      if (own) return [...own];
    }
    return undefined;
  }

  /**
   * The requirements a change of one field of an operation's 200 answer breaks: what classify says
   * of the error the change causes. For the fault generator, whose paths carry conditions (`guard`)
   * instead of an instance. `drop`: the field is missing; `null`; `type`: a value of another JSON type
   * (a number for a timestamp, a string for anything else).
   */
  requirementsOfChange(
    operationId: string,
    path: readonly FieldStep[],
    change: 'drop' | 'null' | 'type',
    wrong?: unknown,
  ): string[] {
    const root = this.responseRoot(operationId, 200);
    if (!root) return this.fallback(operationId);
    const segments: string[] = [];
    const guards = new Map<number, { key: string; value: string; negate: boolean }>();
    for (const step of path) {
      if ('guard' in step) guards.set(segments.length, step.guard);
      else segments.push('items' in step ? '0' : step.key);
    }
    const skeleton = skeletonOf(segments, guards);
    const place = this.place(root, segments, skeleton);
    if (change === 'drop') return this.requirementsOf(operationId, place, 'required', { found: false });
    const timestamp = place.field.some((f) => f.node.format === TIMESTAMP_FORMAT);
    const value = change === 'null' ? null : wrong !== undefined ? wrong : timestamp ? 0 : 'x';
    // every keyword the new value breaks gives its error, as ajv would report them
    const broken = brokenKeywords(place.field, value);
    const out = new Set<string>();
    for (const keyword of broken.length > 0 ? broken : ['type'])
      for (const r of this.requirementsOf(operationId, place, keyword, { found: true, value })) out.add(r);
    return [...out];
  }
}

/**
 * A node of the wrong kind where a discriminated structure (the league instance tree) expects
 * another: its `node_type` breaks the placement rule (TREE-NESTING-ORDER, TREE-ROOT-LEAGUE-INSTANCE),
 * and the schema then judges the node by the kind its place expects, so every error inside it is of
 * that placement, not of the fields of the kind it was taken for.
 */
function misplacedNodes(findings: SchemaFinding[]): SchemaFinding[] {
  const misplaced = findings
    .filter(
      (f) => /\/node_type$/.test(f.fieldPath) && (f.keyword === 'const' || f.keyword === 'enum' || f.keyword === 'not'),
    )
    .map((f) => ({ node: f.fieldPath.slice(0, -'/node_type'.length), requirements: f.requirements }));
  if (misplaced.length === 0) return findings;
  return findings.map((f) => {
    // the outermost misplaced node covers everything inside it, the kinds of its children too
    const outer = misplaced
      .filter((m) => f.fieldPath.startsWith(`${m.node}/`) && f.fieldPath !== `${m.node}/node_type`)
      .sort((a, b) => a.node.length - b.node.length)[0];
    return outer ? { ...f, requirements: outer.requirements } : f;
  });
}

const jsonType = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

/** The keywords of a field's schema that a value breaks: type, enum, const. */
function brokenKeywords(field: readonly Facet[], value: unknown): string[] {
  const broken = new Set<string>();
  const type = jsonType(value);
  for (const f of field) {
    const n = f.node;
    if ('type' in n) {
      const allowed = [n.type].flat().map(String);
      if (!allowed.includes(type) && !(type === 'integer' && allowed.includes('number'))) broken.add('type');
    }
    if (Array.isArray(n.enum) && !n.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) broken.add('enum');
    if ('const' in n && JSON.stringify(n.const) !== JSON.stringify(value)) broken.add('const');
  }
  return [...broken];
}

/** An instance whose objects hold the keys of `segments` and meet the conditions of `guards` (a negated one by another value). */
function skeletonOf(
  segments: readonly string[],
  guards: ReadonlyMap<number, { key: string; value: string; negate: boolean }>,
): unknown {
  const build = (i: number): unknown => {
    const seg = segments[i];
    const value: unknown = seg === undefined ? {} : /^\d+$/.test(seg) ? [build(i + 1)] : { [seg]: build(i + 1) };
    const guard = guards.get(i);
    if (guard && isNode(value)) value[guard.key] = guard.negate ? `not ${guard.value}` : guard.value;
    return value;
  };
  return build(0);
}
