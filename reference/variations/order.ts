// shuffled-order: every list of records in a response body comes in a random but stable order, by a
// seeded hash of each item's id: the same records always come in the same order, whatever their ids
// and wherever the list is (an index, a nested list, a tree's children). Position fields are values
// and keep them.
import { hash32 } from './prng.ts';

/** Lists whose order the data gives a meaning: a comment element's ascending_sort_order orders its comments. */
const KEEP_ORDER = new Set(['comments']);

type Item = unknown;

/** The key an item is ordered by: its id, a tree child's node id, a mapping's pair; undefined when none. */
function orderKey(item: Item, key: string): string | undefined {
  if (typeof item === 'number') return key.endsWith('_ids') && Number.isInteger(item) ? String(item) : undefined;
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const o = item as Record<string, unknown>;
  if (typeof o.id === 'number') return String(o.id);
  const node = o.node as Record<string, unknown> | undefined;
  if (node && typeof node === 'object' && typeof node.id === 'number') return String(node.id);
  if (typeof o.subseason_id === 'number' && typeof o.team_instance_id === 'number')
    return `${o.subseason_id}:${o.team_instance_id}`;
  return undefined;
}

function reorder(list: Item[], key: string, salt: number): Item[] {
  if (list.length < 2 || KEEP_ORDER.has(key)) return list;
  const keys = list.map((item) => orderKey(item, key));
  if (keys.some((k) => k === undefined)) return list;
  const ranked = list.map((item, i) => ({ item, rank: hash32(salt, keys[i]!), tie: keys[i]! }));
  ranked.sort((a, b) => a.rank - b.rank || (a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0));
  return ranked.map((r) => r.item);
}

/** The body with every list of records (at any depth, the top-level array too) in the seeded order. */
export function shuffleLists(body: unknown, salt: number, key = ''): unknown {
  if (Array.isArray(body))
    return reorder(
      body.map((item) => shuffleLists(item, salt)),
      key,
      salt,
    );
  if (body === null || typeof body !== 'object') return body;
  const record = body as Record<string, unknown>;
  for (const [k, child] of Object.entries(record))
    if (child !== null && typeof child === 'object') record[k] = shuffleLists(child, salt, k);
  return record;
}
