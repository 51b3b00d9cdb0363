// The files the model of the interface is read from: spec/openapi.yaml, the resource schemas of
// schemas/ and the requirement catalogue, with `$ref` resolution across the files (the description
// refers to `../schemas/x.schema.json`, the schemas to each other and to `#/$defs/...`).
// interface-model.ts builds the model on it; the fault generator walks the schemas with it.
import { listOperations, loadRequirements, type OperationInfo, type Requirement } from './catalogue.ts';
import { readOpenApi, readResourceSchemas } from '../validation/ajv.ts';

export type Json = Record<string, unknown>;

/** A schema node and where it is: the document (`openapi` or a schema file name) and its JSON pointer. */
export interface Located {
  doc: string;
  pointer: string;
  node: Json;
}

const OPENAPI_DOC = 'openapi';

export class SpecDocuments {
  readonly docs = new Map<string, Json>();
  readonly operations: OperationInfo[];
  readonly requirements: Map<string, Requirement>;

  constructor() {
    const openapi = readOpenApi();
    this.docs.set(OPENAPI_DOC, openapi);
    for (const { file, schema } of readResourceSchemas()) this.docs.set(file, schema);
    this.operations = listOperations(openapi as never);
    this.requirements = new Map(loadRequirements().map((r) => [r.id, r]));
  }

  operation(operationId: string): OperationInfo {
    const op = this.operations.find((o) => o.operationId === operationId);
    if (!op) throw new Error(`unknown operation ${operationId}`);
    return op;
  }

  /** The node a `$ref` written in `from` points at. */
  resolve(ref: string, from: Located): Located {
    const [file, fragment = ''] = ref.split('#');
    let doc = from.doc;
    if (file) {
      const name = file.replace(/^.*\//, '');
      if (!this.docs.has(name)) throw new Error(`unresolvable $ref ${ref} in ${from.doc}${from.pointer}`);
      doc = name;
    }
    const pointer = fragment.startsWith('/') ? fragment : '';
    let node: unknown = this.docs.get(doc);
    for (const raw of pointer.split('/').slice(1)) {
      const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      node = (node as Json | undefined)?.[seg];
    }
    if (typeof node !== 'object' || node === null)
      throw new Error(`$ref ${ref} in ${from.doc}${from.pointer} points at nothing`);
    return { doc, pointer, node: node as Json };
  }

  /** A child node of a located node (`properties/name`, `items`, ...). */
  child(at: Located, ...segments: string[]): Located | undefined {
    let node: unknown = at.node;
    for (const seg of segments) node = (node as Json | undefined)?.[seg];
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    return {
      doc: at.doc,
      pointer: `${at.pointer}/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
      node: node as Json,
    };
  }

  /** The JSON schema of the 200 answer of an operation, when the description gives one. */
  response200(op: OperationInfo): Located | undefined {
    const ok = (op.operation.responses as Json | undefined)?.['200'] as Json | undefined;
    const schema = ((ok?.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as
      | Json
      | undefined;
    if (!schema) return undefined;
    return {
      doc: OPENAPI_DOC,
      pointer: `/paths/${op.path}/${op.method.toLowerCase()}/responses/200/content/application~1json/schema`,
      node: schema,
    };
  }

  /** The request body schemas of an operation by media type. */
  requestBodies(op: OperationInfo): Array<{ mediaType: string; schema: Located }> {
    const content = ((op.operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
    return Object.entries(content).flatMap(([mediaType, media]) =>
      media.schema
        ? [
            {
              mediaType,
              schema: {
                doc: OPENAPI_DOC,
                pointer: `/paths/${op.path}/${op.method.toLowerCase()}/requestBody/content/${mediaType.replace(/\//g, '~1')}/schema`,
                node: media.schema as Json,
              },
            },
          ]
        : [],
    );
  }

  /** The query parameters of an operation (references to components/parameters resolved). */
  queryParameters(op: OperationInfo): Array<{ name: string; required: boolean; schema: Json }> {
    const params = (op.operation.parameters ?? []) as Json[];
    const here: Located = { doc: OPENAPI_DOC, pointer: '', node: {} };
    return params
      .map((p) => (typeof p.$ref === 'string' ? this.resolve(p.$ref, here).node : p))
      .filter((p) => p.in === 'query')
      .map((p) => ({ name: String(p.name), required: p.required === true, schema: (p.schema ?? {}) as Json }));
  }
}
