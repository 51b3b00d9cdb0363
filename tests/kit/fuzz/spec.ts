// The operations of spec/openapi.yaml as the fuzzer reads them: path and query parameters, request bodies
// (with the interface's supplements merged in), security schemes and the methods each path serves.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { OPENAPI_PATH } from '../../../src/paths.ts';
import type { Json } from './types.ts';

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: Json[];
  const?: Json;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  oneOf?: Schema[];
  description?: string;
  items?: Schema;
};

interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
  description: string;
}

export interface OperationSpec {
  operationId: string;
  method: string;
  /** OpenAPI form, `/teams/{id}` */
  path: string;
  params: ParamSpec[];
  body?: { required: boolean; content: Record<string, Schema> };
  /** basic credentials with SVC-API-TOKEN are accepted too */
  basicAllowed: boolean;
  /** groups of query parameters of which at least one is required (read from the description) */
  atLeastOne: string[][];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is read loosely here (tests/self/openapi.test.ts validates it)
type Loose = any;

/** The 46 operations of spec/openapi.yaml, with internal `$ref`s resolved. */
export function loadOperations(file: string = OPENAPI_PATH): OperationSpec[] {
  const doc = parseYaml(readFileSync(file, 'utf8')) as Record<string, Loose>;
  const deref = (node: unknown): Loose => {
    if (Array.isArray(node)) return node.map(deref);
    if (!node || typeof node !== 'object') return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<Loose>((o, k) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      if (target === undefined) throw new Error(`unresolved ${ref}`);
      return deref(target);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v)]));
  };
  const ops: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Loose>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params: ParamSpec[] = [];
      for (const p of deref(op.parameters ?? []) as Loose[]) {
        if (p.in !== 'path' && p.in !== 'query') continue; // the version header: behaviour not shown
        params.push({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: p.schema ?? {},
          description: p.description ?? '',
        });
      }
      const description = String(op.description ?? '');
      const atLeastOne = [...description.matchAll(/[Aa]t least one of `(\w+)` and `(\w+)` is required/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]);
      let body: OperationSpec['body'];
      if (op.requestBody) {
        const rb = deref(op.requestBody);
        body = {
          required: Boolean(rb.required),
          content: Object.fromEntries(
            Object.entries(rb.content as Record<string, Loose>).map(([ct, media]) => [ct, media.schema as Schema]),
          ),
        };
      }
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        params,
        body,
        basicAllowed: security.some((s) => 'basicAuth' in s),
        atLeastOne,
      });
    }
  }
  return ops;
}
