// Which schema a schema error belongs to. ajv reports an error's instance path and a schema path
// relative to the schema it was compiled from, which does not say which resource (schemas/*.json
// file or $defs entry) the failing rule comes from. This walks the response schema of the
// operation along the instance path, following $ref, allOf/anyOf/oneOf and if/then/else, and
// names the resource schema that holds the rule: "site.schema.json", "team.schema.json#/$defs/season".
import type { OpenAPIV3_1 } from 'openapi-types';
import { listOperations } from '../spec/catalogue.ts';
import { OPENAPI_ID, readOpenApi, readResourceSchemas } from '../validation/ajv.ts';

type Node = Record<string, unknown>;

interface Located {
  node: Node;
  /** absolute URI of the document the node is in */
  base: string;
  /** the resource schema the node belongs to: a file name, a file's $defs entry, or "operation" */
  owner: string;
}

/** common.schema.json holds building blocks (id, timestamp, ...), never a resource: its rules belong to the referrer. */
const BUILDING_BLOCKS = /common\.schema\.json$/;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export class SchemaOwners {
  private readonly docs = new Map<string, Node>();
  private readonly byId = new Map<string, OpenAPIV3_1.OperationObject>();

  constructor() {
    for (const { id, schema } of readResourceSchemas()) this.docs.set(id, schema);
    const openapi = readOpenApi() as unknown as OpenAPIV3_1.Document;
    this.docs.set(OPENAPI_ID, openapi as unknown as Node);
    for (const op of listOperations(openapi)) this.byId.set(op.operationId, op.operation);
  }

  /** The response schema of an operation at a status (exact, else its range), as spec/openapi.yaml documents it. */
  responseRoot(operationId: string, status: number): Located | undefined {
    const responses = this.byId.get(operationId)?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`].find((k) => k in responses);
    if (!key) return undefined;
    let response = responses[key] as Node;
    if (typeof response.$ref === 'string') response = this.pointer(OPENAPI_ID, response.$ref) ?? {};
    const schema = (response.content as Record<string, { schema?: Node }> | undefined)?.['application/json']?.schema;
    return schema ? { node: schema, base: OPENAPI_ID, owner: 'operation' } : undefined;
  }

  private pointer(base: string, ref: string): Node | undefined {
    const [docPart, fragment = ''] = ref.split('#');
    const docId = docPart ? new URL(docPart, base).href : base;
    let node: unknown = this.docs.get(docId);
    for (const seg of fragment.split('/').filter(Boolean)) {
      node = isNode(node) ? node[decodeURIComponent(seg).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    return isNode(node) ? node : undefined;
  }

  private follow(at: Located, ref: string): Located | undefined {
    const [docPart, fragment = ''] = ref.split('#');
    // OpenAPI refers to the schema files by relative path (../schemas/x.schema.json); their $id is the same URL shape.
    const docId = docPart ? new URL(docPart, at.base).href.replace(/\/spec\/\.\.\/schemas\//, '/schemas/') : at.base;
    const node = this.pointer(docId, `#${fragment}`);
    if (!node) return undefined;
    const file = docId.slice(docId.lastIndexOf('/') + 1);
    const changes = docId !== OPENAPI_ID && !BUILDING_BLOCKS.test(docId) && (docId !== at.base || fragment.startsWith('/$defs/'));
    const owner = changes ? (fragment ? `${file}#${fragment}` : file) : at.owner;
    return { node, base: docId, owner };
  }

  /** A node with everything that applies at the same instance: its $ref, allOf, anyOf, oneOf, then and else. */
  private expand(at: Located, out: Located[] = [], depth = 0): Located[] {
    if (depth > 30 || out.some((o) => o.node === at.node)) return out;
    out.push(at);
    const n = at.node;
    if (typeof n.$ref === 'string') {
      const target = this.follow(at, n.$ref);
      if (target) this.expand(target, out, depth + 1);
    }
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = n[key];
      if (Array.isArray(list)) for (const item of list) if (isNode(item)) this.expand({ ...at, node: item }, out, depth + 1);
    }
    for (const key of ['then', 'else'] as const) if (isNode(n[key])) this.expand({ ...at, node: n[key] as Node }, out, depth + 1);
    return out;
  }

  private step(list: Located[], segment: string): Located[] {
    const next: Located[] = [];
    for (const at of list) {
      const n = at.node;
      const props = n.properties;
      if (isNode(props) && isNode(props[segment])) next.push({ ...at, node: props[segment] as Node });
      else if (/^\d+$/.test(segment) && isNode(n.items)) next.push({ ...at, node: n.items as Node });
      else if (isNode(n.additionalProperties)) next.push({ ...at, node: n.additionalProperties as Node });
    }
    return next.flatMap((at) => this.expand(at));
  }

  /** Every schema node that applies at an instance path under a root. */
  at(root: Located, instancePath: string): Located[] {
    let list = this.expand(root);
    for (const raw of instancePath.split('/').slice(1)) {
      list = this.step(list, raw.replace(/~1/g, '/').replace(/~0/g, '~'));
      if (list.length === 0) break;
    }
    return list;
  }

  /**
   * The owner of the rule on `property` of the object at `objectPath`: the schema whose properties
   * (or required list) name it. Falls back to the owner of the object.
   */
  ownerOf(root: Located, objectPath: string, property: string | undefined, via: 'required' | 'properties'): { owner: string; nullable: boolean } {
    const here = this.at(root, objectPath);
    if (property === undefined) return { owner: here[0]?.owner ?? root.owner, nullable: false };
    const holder = here.find((at) => (via === 'required' ? Array.isArray(at.node.required) && (at.node.required as unknown[]).includes(property) : isNode(at.node.properties) && property in (at.node.properties as Node)))
      ?? here.find((at) => isNode(at.node.items))
      ?? here[0];
    return { owner: holder?.owner ?? root.owner, nullable: this.nullable(here, property) };
  }

  /** Whether the schema of a property allows null (or sets no type at all): a value that may be unset. */
  private nullable(here: Located[], property: string): boolean {
    const schemas = this.step(here, property);
    if (schemas.length === 0) return false;
    const typed = schemas.filter((s) => 'type' in s.node || 'const' in s.node || 'enum' in s.node);
    if (typed.length === 0) return true;
    return typed.some((s) => [s.node.type].flat().includes('null') || (Array.isArray(s.node.enum) && s.node.enum.includes(null)));
  }
}
