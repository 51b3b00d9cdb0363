// The fields of the request bodies and query strings of spec/openapi.yaml, per operation and request
// form, flattened to dotted names (`news_article.title`; the bracketed names of the upload forms,
// `page_element[element][cutline]`, become `page_element.element.cutline`, as the server reads them).
import type { OperationInfo } from '../../../src/spec/catalogue.ts';
import type { Json, Located, SpecModel } from './spec-model.ts';

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

function dotted(name: string): string {
  return name.replace(/\[([^\]]*)\]/g, '.$1');
}

function refName(node: Json): string | undefined {
  return typeof node.$ref === 'string' ? node.$ref.replace(/^.*\//, '') : undefined;
}

/** The forms of a request body: one per `oneOf` branch and per media type. */
function forms(model: SpecModel, op: OperationInfo): Array<{ form: string; schema: Located }> {
  const bodies = model.requestBodies(op);
  const out: Array<{ form: string; schema: Located }> = [];
  for (const { schema } of bodies) {
    const branches = Array.isArray(schema.node.oneOf)
      ? (schema.node.oneOf as Json[]).map((_, i) => model.child(schema, 'oneOf', String(i))!)
      : [schema];
    for (const branch of branches) {
      const name = refName(branch.node);
      const form = name && FORM_NAMES[name] ? FORM_NAMES[name]! : '';
      out.push({ form, schema: typeof branch.node.$ref === 'string' ? model.resolve(branch.node.$ref, branch) : branch });
    }
  }
  return out;
}

function fieldsOf(model: SpecModel, at: Located, prefix: string, parentRequired: boolean, depth: number, out: Omit<RequestField, 'operationId' | 'form' | 'query'>[]): void {
  if (depth > 4) return;
  const node = typeof at.node.$ref === 'string' ? model.resolve(at.node.$ref, at) : at;
  const required = new Set(Array.isArray(node.node.required) ? node.node.required.map(String) : []);
  for (const key of Object.keys((node.node.properties as Json | undefined) ?? {})) {
    let prop = model.child(node, 'properties', key)!;
    if (typeof prop.node.$ref === 'string') prop = { ...model.resolve(prop.node.$ref, prop), node: { ...model.resolve(prop.node.$ref, prop).node } };
    const name = `${prefix}${dotted(key)}`;
    const p = prop.node;
    const type = Array.isArray(p.type) ? p.type.find((t) => t !== 'null') : p.type;
    out.push({
      name,
      required: parentRequired && required.has(key),
      ...(typeof type === 'string' ? { type } : {}),
      ...(Array.isArray(p.enum) ? { enum: p.enum.map(String) } : {}),
      ...(typeof p.const === 'string' ? { constant: p.const } : {}),
      ...(typeof p.maxLength === 'number' ? { maxLength: p.maxLength } : {}),
      ...(typeof p.minimum === 'number' ? { minimum: p.minimum } : {}),
      ...(typeof p.maximum === 'number' ? { maximum: p.maximum } : {}),
    });
    if (type === 'object' || p.properties) fieldsOf(model, prop, `${name}.`, parentRequired && required.has(key), depth + 1, out);
  }
}

/** Every field of every request of every operation. */
export function requestFields(model: SpecModel): RequestField[] {
  const out: RequestField[] = [];
  for (const op of model.operations) {
    for (const p of model.queryParameters(op)) {
      out.push({
        operationId: op.operationId, form: '', name: p.name, query: true, required: p.required,
        ...(typeof p.schema.type === 'string' ? { type: p.schema.type } : {}),
        ...(Array.isArray(p.schema.enum) ? { enum: p.schema.enum.map(String) } : {}),
      });
    }
    for (const { form, schema } of forms(model, op)) {
      const fields: Omit<RequestField, 'operationId' | 'form' | 'query'>[] = [];
      fieldsOf(model, schema, '', true, 0, fields);
      for (const f of fields) out.push({ ...f, operationId: op.operationId, form, query: false });
    }
  }
  return out;
}

/**
 * Fields the interface states for a request that the description cannot give a schema for: the
 * Element of a JSON page element create and of an update is an open object ("content fields per
 * type"), so the Photo element's limits and protocol (Resources > Photo element; Limits) and the
 * TextBlock's content are added here, with the element types of page_element_type.
 */
export function supplementFields(elementTypes: readonly string[]): RequestField[] {
  const photo = (operationId: string, form: string, prefix: string): RequestField[] => [
    { operationId, form, name: `${prefix}element.cutline`, query: false, required: false, type: 'string', maxLength: 255 },
    { operationId, form, name: `${prefix}element.url`, query: false, required: false, type: 'string', maxLength: 255 },
    { operationId, form, name: `${prefix}element.has_url`, query: false, required: false, type: 'integer', minimum: 1, maximum: 5 },
    { operationId, form, name: `${prefix}element.protocol`, query: false, required: false, type: 'string', enum: ['http://', 'https://', 'mailto:'] },
  ];
  return [
    ...photo('createPageElement', 'json', 'page_element.'),
    ...photo('updatePageElement', '', ''),
    { operationId: 'createPageElement', form: 'json', name: 'page_element.page_element_type', query: false, required: false, type: 'string', enum: [...elementTypes] },
    { operationId: 'updatePageElement', form: '', name: 'element.content', query: false, required: false, type: 'string' },
  ];
}
