// The one place that turns stored records into response JSON: every field the interface lists for a
// resource, null for unset values (never a missing key), integer ids, timestamps in ISO 8601 with a
// numeric offset, and the URLs of uploaded files built from the request's own host.
//
// The serializers are split by area of the interface (reference/serialize/*.ts), each class extending the
// previous one; Serializer, the last, adds the league instance tree, which reaches every area. The
// variations and faults that change the shape of every response (offset-minus-05, extra-fields,
// reverse-order, the fault timestamps-in-z) live in serialize/base.ts.
import { TeamSerializer } from './serialize/teams.ts';
import { nextById, type Json, type JsonObject } from './serialize/base.ts';
import { pageNodeChildren } from './model.ts';
import { EXTRA_TREE_NODES, MADE_AT } from './variations/data.ts';
import type { PageNodeRec, SubseasonRec } from './store.ts';

export type { JsonObject } from './serialize/base.ts';

/** Every record of the interface to response JSON. */
export class Serializer extends TeamSerializer {
  subseasonTreeData(s: SubseasonRec): JsonObject {
    const out = this.subseasonFields(s);
    // tree-subseason-other-season: the last subseason (by id) of each season names the next season
    const season = this.store.t.seasons.get(s.season_id);
    if (
      season &&
      this.ctx.faults.has('tree-subseason-other-season') &&
      Math.max(...this.store.childrenOf('subseasons', 'season_id', s.season_id).map((x) => x.id)) === s.id
    ) {
      out.season_id = nextById([...this.store.t.seasons.values()], season).id;
    }
    return this.rec('Subseason', out);
  }

  /** A node of the league instance tree with its subtree. */
  treeNode(node: PageNodeRec): JsonObject {
    const store = this.store;
    let data: JsonObject | null = null;
    switch (node.node_type) {
      case 'LeagueInstance': {
        const li = store.t.leagueInstances.get(node.object_id);
        data = li ? this.leagueInstance(li) : null;
        break;
      }
      case 'Subseason': {
        const s = store.t.subseasons.get(node.object_id);
        data = s ? this.subseasonTreeData(s) : null;
        break;
      }
      case 'DivisionInstance': {
        const di = store.t.divisionInstances.get(node.object_id);
        data = di ? this.divisionInstance(di, { division: true }) : null;
        break;
      }
      case 'TeamInstance': {
        const ti = store.t.teamInstances.get(node.object_id);
        data = ti ? this.teamInstance(ti, { team: 'plain', thumbnails: false }) : null;
        if (data && this.ctx.faults.has('tree-team-instance-without-team')) delete data.team;
        const team = ti ? store.t.teams.get(ti.team_id) : undefined;
        if (data && team && this.ctx.faults.has('tree-team-instance-other-team'))
          data.team = this.team(nextById(store.childrenOf('teams', 'sport_id', team.sport_id), team), { lists: false });
        if (team && this.ctx.faults.has('tree-team-instance-data-is-team')) data = this.team(team, { lists: false });
        break;
      }
      case 'Tournament':
      case 'Event': {
        // tree-extra-node-types: a node type the interface does not list, with data of its own
        const name =
          node.node_type === 'Tournament' ? EXTRA_TREE_NODES.LeagueInstance.name : EXTRA_TREE_NODES.Subseason.name;
        data = this.rec(node.node_type, {
          id: node.object_id,
          name,
          created_at: this.ts(MADE_AT),
          updated_at: this.ts(MADE_AT),
        });
        break;
      }
      default:
        data = null;
    }
    const f = this.ctx.faults;
    let children: Json[] = pageNodeChildren(store, node.id)
      .filter((c) => c.node_type !== 'Page')
      .map((c) => ({ node: this.treeNode(c) }));
    type Wrapped = { node: JsonObject & { children: Json[] } };
    if (f.has('tree-subseasons-nested') && node.node_type === 'LeagueInstance' && children.length > 1) {
      const [first, ...rest] = children as Wrapped[];
      if (Array.isArray(first!.node.children)) first!.node.children.push(...rest);
      children = [first!];
    }
    if (f.has('tree-divisions-under-teams') && node.node_type === 'Subseason') {
      children = (children as Wrapped[]).flatMap((c) =>
        c.node.node_type === 'DivisionInstance'
          ? ((c.node.children ?? []) as Wrapped[]).map((t) => ({
              node: { ...t.node, children: [{ node: { ...c.node, children: [] } }] },
            }))
          : [c],
      );
    }
    if (f.has('tree-children-unwrapped')) children = (children as Wrapped[]).map((c) => c.node);
    const out: JsonObject = { id: node.id, node_type: node.node_type, data, children };
    if (f.has('tree-leaf-children-missing') && children.length === 0) delete out.children;
    return this.rec('TreeNode', out);
  }
}
