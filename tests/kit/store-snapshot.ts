// A snapshot of every record of the reference server's store, for comparing its state before
// and after a run: which records were added, removed or changed (ignoring the update timestamps
// that an update followed by a restore leaves behind).
import { createHash } from 'node:crypto';
import type { Store } from '../../reference/store.ts';

export type Snapshot = Map<string, string>; // "table/id" -> digest of the record

const TIMESTAMP_KEYS = /^(updated_at|updated_on)$/;

export function snapshot(store: Store): Snapshot {
  const out: Snapshot = new Map();
  for (const [table, map] of Object.entries(store.t) as Array<[string, Map<number, unknown>]>) {
    for (const [id, record] of map) {
      const json = JSON.stringify(record, (key, value: unknown) => (TIMESTAMP_KEYS.test(key) ? undefined : value));
      out.set(`${table}/${id}`, createHash('sha256').update(json).digest('hex'));
    }
  }
  return out;
}

export function compare(before: Snapshot, after: Snapshot): { added: string[]; removed: string[]; changed: string[] } {
  const added = [...after.keys()].filter((k) => !before.has(k)).sort();
  const removed = [...before.keys()].filter((k) => !after.has(k)).sort();
  const changed = [...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k)).sort();
  return { added, removed, changed };
}
