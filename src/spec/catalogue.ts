// Loading of spec/requirements.yaml and of the operations of spec/openapi.yaml: the one place that
// knows their file layout, used by the suite's harness, the reporter and the self-tests.
import type { OpenAPIV3_1 } from 'openapi-types';
import { readOpenApi, readYamlFile } from '../validation/ajv.ts';
import { REQUIREMENTS_PATH } from '../paths.ts';

export const LEVELS = ['stated', 'assumed', 'observed'] as const;
type Level = (typeof LEVELS)[number];

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

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface AssumedRoute {
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

/**
 * The headings of a Markdown text as paths from the top ("Endpoints > Sites"), and each path's
 * tails too ("Structure relations" for "What the service does > Structure relations").
 */
export function headingPaths(markdown: string): Set<string> {
  const paths = new Set<string>();
  const stack: string[] = [];
  for (const m of markdown.matchAll(/^(#{1,6}) (.+?)\s*$/gm)) {
    const level = m[1]!.length;
    stack.length = Math.max(0, level - 2); // level 1 is the document's title
    if (level >= 2) {
      stack.push(m[2]!);
      for (let from = 0; from < stack.length; from++) paths.add(stack.slice(from).join(' > '));
    }
  }
  return paths;
}

/**
 * The sections a requirement's `source` names: references separated by "; ", each a path of
 * headings ("Endpoints > Sites"), optionally followed by a qualifier that is not a heading: a
 * parenthesis ("(Conventions 3)", "(Move)") or numbered items ("Authentication 1, 3").
 */
export function sourceSections(source: string): string[] {
  return source.split(/;\s+(?![^()]*\))/).map((ref) =>
    ref
      .replace(/\s*\([^()]*\)\s*$/, '')
      .replace(/\s+\d+(,\s*\d+)*$/, '')
      .trim(),
  );
}
