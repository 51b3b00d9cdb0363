// The field names the interface lists for its resources, read from schemas/*.schema.json (one
// schema per resource, written from "Resources and their fields"). The cross-cutting conventions
// ("Timestamps are ISO 8601 date-times with a numeric UTC offset. Identifiers are integers.",
// Conventions 3) are checked on these fields and on records whose fields the interface does not
// show (gallery, gallery photo and uploaded video bodies; the items of comments), where any field
// may be the record's own. A field the interface does not list on a resource it does describe is
// the deployment's own ("Fields the interface does not list are allowed"): named like an
// identifier or a timestamp, it is recorded, not judged by its name.
//
//   LISTED_FIELDS                       every property name the resource schemas list
//   conventionApplies(operationId, key, path)
//                                       whether a key at a JSON path of that operation's answer is a
//                                       listed field or a field of a record whose fields are not shown
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../../src/paths.ts';
import { outputNotShown } from './compare.ts';

function collect(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collect(v, into);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (
      (key === 'properties' || key === 'patternProperties') &&
      typeof v === 'object' &&
      v !== null &&
      !Array.isArray(v)
    ) {
      for (const name of Object.keys(v)) into.add(name);
    }
    if (key === 'required' && Array.isArray(v)) for (const name of v) if (typeof name === 'string') into.add(name);
    collect(v, into);
  }
}

/** Every property name the resource schemas list (not the report's own schema). */
const LISTED_FIELDS: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const file of readdirSync(SCHEMAS_DIR)) {
    if (!file.endsWith('.schema.json') || file === 'conformance-report.schema.json') continue;
    collect(JSON.parse(readFileSync(join(SCHEMAS_DIR, file), 'utf8')) as unknown, names);
  }
  return names;
})();

/**
 * Whether the conventions apply to this key: a field the interface lists, or any field of a record
 * whose fields are not shown (the answers of the gallery and uploaded video endpoints, the items of
 * comments). `path` is the JSON pointer walkJson gives.
 */
export function conventionApplies(operationId: string, key: string, path: string): boolean {
  return LISTED_FIELDS.has(key) || outputNotShown(operationId) || /\/comments\/\d+\//.test(path);
}
