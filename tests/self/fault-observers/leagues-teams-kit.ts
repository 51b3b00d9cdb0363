// What the observers of the faults of reference/faults/leagues-teams.ts share (fault-observers/
// sports-officials.ts, leagues.ts, division-instances.ts, teams.ts and leagues-teams.ts): loose reads of
// JSON answers, the fixtures, and the league instance tree of the fixture league instance.
import type { RefServer } from '../../../reference/testing.ts';

export type Observer = (r: RefServer) => Promise<unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the observers read JSON answers loosely; a wrong read shows as a difference that is not there
type Loose = any;
export type Obj = Record<string, Loose>;

export const fx = (r: RefServer) => r.fixtures;
export const body = async (r: RefServer, path: string): Promise<Loose> => (await r.get(path)).body;
export const status = async (r: RefServer, path: string): Promise<number> => (await r.get(path)).status;
export const ids = (list: Obj[]) => list.map((x) => x.id as number);

export async function tree(r: RefServer): Promise<Obj> {
  return (await body(r, `/league_instance_tree/${fx(r).leagueInstanceId}`)) as Obj;
}

/** The first node of a type in a (well-formed) tree. */
export function first(node: Obj, type: string): Obj | undefined {
  if (node.node_type === type) return node;
  for (const c of (node.children ?? []) as Obj[]) {
    const found = first(c.node ?? c, type);
    if (found) return found;
  }
  return undefined;
}
