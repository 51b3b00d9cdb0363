// Loading of spec/requirements.yaml and of the operations of spec/openapi.yaml: the one place that
// knows their file layout, used by the suite's harness, the reporter and the self-tests.
import { join } from 'node:path';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PROJECT_ROOT, readOpenApi, readYamlFile } from '../validation/ajv.ts';

export const REQUIREMENTS_PATH = join(PROJECT_ROOT, 'spec', 'requirements.yaml');
export const LEVELS = ['stated', 'assumed', 'observed'] as const;
export type Level = (typeof LEVELS)[number];

export interface Requirement {
  id: string;
  area: string;
  level: Level;
  statement: string;
  source: string;
  /** operationId in spec/openapi.yaml, for OP-* entries */
  operation?: string;
}

export function loadRequirements(path = REQUIREMENTS_PATH): Requirement[] {
  const doc = readYamlFile(path) as { requirements?: Requirement[] };
  if (!Array.isArray(doc.requirements)) throw new Error(`${path}: no requirements list`);
  return doc.requirements;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface AssumedRoute {
  override: string;
  reason: string;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  interfaceOperations: string[];
  assumed?: AssumedRoute;
  operation: OpenAPIV3_1.OperationObject;
}

type SvcOperation = OpenAPIV3_1.OperationObject & {
  'x-svc-interface-operations'?: string[];
  'x-svc-assumed'?: AssumedRoute;
};

export function listOperations(doc = readOpenApi() as unknown as OpenAPIV3_1.Document): OperationInfo[] {
  const result: OperationInfo[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = (item as Record<string, unknown> | undefined)?.[method] as SvcOperation | undefined;
      if (!op) continue;
      result.push({
        operationId: op.operationId ?? '',
        method: method.toUpperCase(),
        path,
        interfaceOperations: op['x-svc-interface-operations'] ?? [],
        ...(op['x-svc-assumed'] ? { assumed: op['x-svc-assumed'] } : {}),
        operation: op,
      });
    }
  }
  return result;
}
