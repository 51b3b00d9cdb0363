// A minimal JSON Patch (RFC 6902: add, replace, remove) over RFC 6901 pointers, for the schema
// examples: an invalid example is a valid one with one rule broken.
export type PatchOperation = { op: 'add' | 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

function parsePointer(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new Error(`bad JSON pointer ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function applyPatch<T>(document: T, patch: PatchOperation[]): unknown {
  let root: unknown = structuredClone(document);
  for (const operation of patch) {
    const segments = parsePointer(operation.path);
    if (segments.length === 0) {
      if (operation.op === 'remove') throw new Error('cannot remove the root');
      root = structuredClone(operation.value);
      continue;
    }
    const last = segments.pop()!;
    let parent: unknown = root;
    for (const seg of segments) {
      parent = (parent as Record<string, unknown>)?.[seg];
      if (parent === undefined || parent === null || typeof parent !== 'object')
        throw new Error(`no target at ${operation.path}`);
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(index) || index < 0 || index > parent.length)
        throw new Error(`bad index at ${operation.path}`);
      if (operation.op === 'add') parent.splice(index, 0, structuredClone(operation.value));
      else if (index >= parent.length) throw new Error(`no element at ${operation.path}`);
      else if (operation.op === 'replace') parent[index] = structuredClone(operation.value);
      else parent.splice(index, 1);
    } else {
      const object = parent as Record<string, unknown>;
      if (operation.op !== 'add' && !(last in object)) throw new Error(`no member at ${operation.path}`);
      if (operation.op === 'remove') delete object[last];
      else object[last] = structuredClone(operation.value);
    }
  }
  return root;
}
