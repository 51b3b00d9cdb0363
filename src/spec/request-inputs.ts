// The inputs of every operation: the fields of the request bodies and query strings of
// spec/openapi.yaml, per operation and request form, flattened to dotted names
// (`news_article.title`; the bracketed names of the upload forms, `page_element[element][cutline]`,
// become `page_element.element.cutline`, as a server reads them), with their type, limits, enum and
// whether they are required, and the requirement each of those rules belongs to. Read through
// interface-model.ts.
import type { OperationInfo } from './catalogue.ts';
import type { SchemaRules } from './schema-rules.ts';
import type { Json, Located, SpecDocuments } from './spec-documents.ts';

/** The rules of an input that a requirement states: its limits, its values, its presence. */
const INPUT_RULES = ['maxLength', 'minimum', 'maximum', 'enum', 'required'] as const;
type InputRule = (typeof INPUT_RULES)[number];

export interface RequestField {
  operationId: string;
  form: string;
  /** dotted name as the server's `Fields` reads it */
  name: string;
  query: boolean;
  required: boolean;
  type?: string;
  enum?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** a `const` that marks which form a body is (page_element_type Photo, existing_or_new new) */
  constant?: string;
  /** the requirements each rule of the field belongs to (only the rules a requirement names) */
  rules?: Partial<Record<InputRule, string[]>>;
}

/** The request forms of an operation with more than one, named by their schema in components/schemas. */
const FORM_NAMES: Record<string, string> = {
  PageElementCreateRequest: 'json',
  PhotoElementUploadForm: 'photo',
  UploadedVideoElementForm: 'uploaded-video',
  ExternalVideoElementForm: 'external-video',
  OfficialCreateRequest: 'create',
  OfficialUpdateRequest: 'update',
  DivisionInstanceCreateNewRequest: 'new',
  DivisionInstanceCreateExistingRequest: 'existing',
  TeamUpdateFields: 'bare',
  TeamUpdateWrapped: 'wrapped',
};

/**
 * The requirement a request without a required input breaks, by `operation[:form] name` (the
 * description marks inputs required, but not which rule of the text says so: the news article's
 * page_node_ids is required on create and on update by two rules, through one schema).
 */
const REQUIRED_INPUT_RULES: Record<string, string[]> = {
  'listTags site_id': ['TAGS-FAILURE-400'],
  'listTags scope': ['TAGS-FAILURE-400'],
  'moveLayoutContainer site_id': ['LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED'],
  'listLeagueInstances league_id': ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
  'createLayoutContainer site_id': ['LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS'],
  'createLayoutContainer layout_container': ['LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS'],
  'createPageElement:json page_element': ['PAGE-ELEMENT-REQUIRED-FIELDS'],
  'createPageElement:json page_element.layout_column_id': ['PAGE-ELEMENT-REQUIRED-FIELDS'],
  'createPageElement:json page_element.element': ['PAGE-ELEMENT-REQUIRED-FIELDS'],
  'updatePageElement page_element': ['PAGE-ELEMENT-UPDATE-REQUIRES-BOTH'],
  'updatePageElement element': ['PAGE-ELEMENT-UPDATE-REQUIRES-BOTH'],
  'createNewsArticle news_article.page_node_ids': ['NEWS-PAGE-NODE-IDS-REQUIRED-CREATE'],
  'updateNewsArticle news_article.page_node_ids': ['NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE'],
  'createOrUpdateOfficial:create official.name': ['OFFICIAL-CREATE-REQUIRED-FIELDS'],
  'createOrUpdateOfficial:create official.game_id': ['OFFICIAL-CREATE-REQUIRED-FIELDS'],
  'createDivisionInstance:new parent_node_id': ['DIVISION-INSTANCE-CREATE-PARENT-REQUIRED'],
  'createDivisionInstance:existing parent_node_id': ['DIVISION-INSTANCE-CREATE-PARENT-REQUIRED'],
};

/** `operation[:form] name`: how the tables of the model and of the fault generator name an input. */
export const inputKey = (f: { operationId: string; form: string; name: string }): string =>
  `${f.form ? `${f.operationId}:${f.form}` : f.operationId} ${f.name}`;

function dotted(name: string): string {
  return name.replace(/\[([^\]]*)\]/g, '.$1');
}

function refName(node: Json): string | undefined {
  return typeof node.$ref === 'string' ? node.$ref.replace(/^.*\//, '') : undefined;
}

/** The forms of a request body: one per `oneOf` branch and per media type. */
function forms(docs: SpecDocuments, op: OperationInfo): Array<{ form: string; schema: Located }> {
  const bodies = docs.requestBodies(op);
  const out: Array<{ form: string; schema: Located }> = [];
  for (const { schema } of bodies) {
    const branches = Array.isArray(schema.node.oneOf)
      ? (schema.node.oneOf as Json[]).map((_, i) => docs.child(schema, 'oneOf', String(i))!)
      : [schema];
    for (const branch of branches) {
      const name = refName(branch.node);
      const form = name && FORM_NAMES[name] ? FORM_NAMES[name]! : '';
      out.push({
        form,
        schema: typeof branch.node.$ref === 'string' ? docs.resolve(branch.node.$ref, branch) : branch,
      });
    }
  }
  return out;
}

/** The type (null aside), limits, enum and constant a field's schema gives. */
function constraintsOf(p: Json): Omit<RequestField, 'operationId' | 'form' | 'name' | 'query' | 'required'> {
  const values = Array.isArray(p.enum) ? p.enum.filter((v) => v !== null) : undefined;
  const type = Array.isArray(p.type)
    ? p.type.find((t) => t !== 'null')
    : (p.type ?? (values && typeof values[0] === 'string' ? 'string' : undefined));
  return {
    ...(typeof type === 'string' ? { type } : {}),
    ...(values ? { enum: values.map(String) } : {}),
    ...(typeof p.const === 'string' ? { constant: p.const } : {}),
    ...(typeof p.maxLength === 'number' ? { maxLength: p.maxLength } : {}),
    ...(typeof p.minimum === 'number' ? { minimum: p.minimum } : {}),
    ...(typeof p.maximum === 'number' ? { maximum: p.maximum } : {}),
  };
}

function fieldsOf(
  docs: SpecDocuments,
  at: Located,
  prefix: string,
  parentRequired: boolean,
  depth: number,
  out: Omit<RequestField, 'operationId' | 'form' | 'query'>[],
): void {
  if (depth > 4) return;
  const node = typeof at.node.$ref === 'string' ? docs.resolve(at.node.$ref, at) : at;
  const required = new Set(Array.isArray(node.node.required) ? node.node.required.map(String) : []);
  for (const key of Object.keys((node.node.properties as Json | undefined) ?? {})) {
    let prop = docs.child(node, 'properties', key)!;
    if (typeof prop.node.$ref === 'string')
      prop = { ...docs.resolve(prop.node.$ref, prop), node: { ...docs.resolve(prop.node.$ref, prop).node } };
    const name = `${prefix}${dotted(key)}`;
    const constraints = constraintsOf(prop.node);
    out.push({ name, required: parentRequired && required.has(key), ...constraints });
    if (constraints.type === 'object' || prop.node.properties)
      fieldsOf(docs, prop, `${name}.`, parentRequired && required.has(key), depth + 1, out);
  }
}

/** Every field of every request of every operation, as spec/openapi.yaml describes them. */
function requestFields(docs: SpecDocuments): RequestField[] {
  const out: RequestField[] = [];
  for (const op of docs.operations) {
    for (const p of docs.queryParameters(op)) {
      out.push({
        operationId: op.operationId,
        form: '',
        name: p.name,
        query: true,
        required: p.required,
        ...(typeof p.schema.type === 'string' ? { type: p.schema.type } : {}),
        ...(Array.isArray(p.schema.enum) ? { enum: p.schema.enum.map(String) } : {}),
      });
    }
    for (const { form, schema } of forms(docs, op)) {
      const fields: Omit<RequestField, 'operationId' | 'form' | 'query'>[] = [];
      fieldsOf(docs, schema, '', true, 0, fields);
      for (const f of fields) out.push({ ...f, operationId: op.operationId, form, query: false });
    }
  }
  return out;
}

/** The element types of a Page Element (its element_type), as the resource schema lists them. */
export function elementTypesOf(docs: SpecDocuments): string[] {
  const pageElement = docs.docs.get('page-element.schema.json') as Json;
  return ((pageElement.properties as Record<string, Json>).element_type!.enum as string[]).slice();
}

/**
 * Fields the interface states for a request that the description cannot give a schema for: the
 * Element of a JSON page element create and of an update is an open object ("content fields per
 * type"), so the fields of the Photo element with a rule of their own (its limits and protocol:
 * Resources > Photo element; Limits), read from photo-element.schema.json, and the TextBlock's
 * content are added here, with the element types of page_element_type.
 */
function supplementFields(docs: SpecDocuments): RequestField[] {
  const photoSchema = (docs.docs.get('photo-element.schema.json') as Json).properties as Record<string, Json>;
  const ruled = Object.entries(photoSchema)
    .map(([key, p]) => ({ key, constraints: constraintsOf(p) }))
    .filter(
      ({ constraints: c }) =>
        c.maxLength !== undefined || c.minimum !== undefined || c.maximum !== undefined || c.enum !== undefined,
    );
  const photo = (operationId: string, form: string, prefix: string): RequestField[] =>
    ruled.map(({ key, constraints }) => ({
      operationId,
      form,
      name: `${prefix}element.${key}`,
      query: false,
      required: false,
      ...constraints,
    }));
  return [
    ...photo('createPageElement', 'json', 'page_element.'),
    ...photo('updatePageElement', '', ''),
    {
      operationId: 'createPageElement',
      form: 'json',
      name: 'page_element.page_element_type',
      query: false,
      required: false,
      type: 'string',
      enum: elementTypesOf(docs),
    },
    {
      operationId: 'updatePageElement',
      form: '',
      name: 'element.content',
      query: false,
      required: false,
      type: 'string',
    },
  ];
}

/**
 * The requirement of a limit or enum of an input: the resource tables state each limit and list of
 * values once, for what a request sends and what an answer shows, so it is the one the schema of the
 * operation's answer names for the same field (`x-svc-requirements`, src/spec/schema-rules.ts),
 * found under the request's name or, for a field sent inside its wrapper (`news_article.title`),
 * under the name without it.
 */
function answerRule(rules: SchemaRules, f: RequestField, keyword: InputRule): string[] | undefined {
  const segments = f.name.split('.');
  return (
    rules.answerRule(f.operationId, segments, keyword) ??
    (segments.length > 1 ? rules.answerRule(f.operationId, segments.slice(1), keyword) : undefined)
  );
}

/** The inputs of every operation: the description's fields and the supplement, one entry per form and name, with the requirement of each rule. */
export function deriveInputs(docs: SpecDocuments, rules: SchemaRules): RequestField[] {
  const merged = new Map<string, RequestField>();
  for (const f of [...requestFields(docs), ...supplementFields(docs)]) {
    const key = inputKey(f);
    merged.set(key, { ...merged.get(key), ...f, required: (merged.get(key)?.required ?? false) || f.required });
  }
  const out = [...merged.values()].map((f): RequestField => {
    const found: Partial<Record<InputRule, string[]>> = {};
    for (const keyword of ['maxLength', 'minimum', 'maximum', 'enum'] as const) {
      const requirement = f[keyword] !== undefined && !f.query ? answerRule(rules, f, keyword) : undefined;
      if (requirement) found[keyword] = requirement;
    }
    const required = REQUIRED_INPUT_RULES[inputKey(f)];
    if (required) found.required = [...required];
    return Object.keys(found).length > 0 ? { ...f, rules: found } : f;
  });
  for (const key of Object.keys(REQUIRED_INPUT_RULES)) {
    if (!out.some((f) => f.required && inputKey(f) === key))
      throw new Error(`src/spec/request-inputs.ts: ${key} names no required input of spec/openapi.yaml`);
  }
  return out;
}
