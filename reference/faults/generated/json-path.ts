// Reading and changing JSON at a path: the answer mutations of the response faults (every object the
// path reaches, through every array item and only where its condition holds) and the dotted fields of
// request bodies and answers that the update faults move around.
import type { PathStep } from './types.ts';

type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A value of another JSON type than the field allows: a string where strings are not allowed, else a number, else a boolean. */
export function wrongType(value: unknown, allowed: ReadonlySet<string> | undefined, timestamp: boolean): unknown {
  const ok = allowed ?? new Set<string>();
  if (!ok.has('string'))
    return typeof value === 'string'
      ? value
      : value === null || value === undefined
        ? 'null'
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (timestamp && typeof value === 'string') return Math.floor(Date.parse(value) / 1000);
  if (!ok.has('number') && !ok.has('integer')) return typeof value === 'string' ? value.length : 0;
  if (!ok.has('boolean')) return true;
  return [value];
}

/** Applies `change` to the parent object of every place the path reaches; returns how many it changed. */
export function mutateAt(
  root: unknown,
  path: readonly PathStep[],
  change: (parent: JsonObject, key: string) => boolean,
): number {
  let count = 0;
  const walk = (node: unknown, i: number): void => {
    const step = path[i];
    if (!step) return;
    if ('items' in step) {
      if (Array.isArray(node)) for (const item of node) walk(item, i + 1);
      return;
    }
    if (!isObject(node)) return;
    if ('guard' in step) {
      const holds = node[step.guard.key] === step.guard.value;
      if (holds !== step.guard.negate) walk(node, i + 1);
      return;
    }
    if (i === path.length - 1) {
      if (Object.hasOwn(node, step.key) && change(node, step.key)) count++;
      return;
    }
    walk(node[step.key], i + 1);
  };
  walk(root, 0);
  return count;
}

/** The value at a dotted field of an object (undefined when any part is missing). */
export function getField(root: unknown, field: readonly string[]): unknown {
  let node: unknown = root;
  for (const key of field) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Sets a dotted field where its parent object exists; returns whether it did. */
export function setField(root: unknown, field: readonly string[], value: unknown, createParents = false): boolean {
  let node: unknown = root;
  for (const key of field.slice(0, -1)) {
    if (!isObject(node)) return false;
    if (node[key] === undefined && createParents) node[key] = {};
    node = node[key];
  }
  if (!isObject(node)) return false;
  node[field[field.length - 1]!] = value;
  return true;
}

/** Removes a dotted field; returns the value it had (undefined when it had none). */
export function takeField(root: unknown, field: readonly string[]): unknown {
  const parent = getField(root, field.slice(0, -1));
  if (!isObject(parent)) return undefined;
  const key = field[field.length - 1]!;
  if (!Object.hasOwn(parent, key)) return undefined;
  const value = parent[key];
  delete parent[key];
  return value;
}
