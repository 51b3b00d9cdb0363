// The league instance tree (interface: Resources > League Instance Tree; Endpoints > Leagues).
import { test, expect, proves, need, observe } from './harness.ts';
import { walkTree, type TreeNode } from '../../src/harness/discovery.ts';

const ORDER = ['LeagueInstance', 'Subseason', 'DivisionInstance', 'TeamInstance'];

test.describe('league instance tree', () => {
  test('the tree of a league instance is shown', proves('OP-LEAGUE-INSTANCE-TREE-SHOW', 'TREE-NODE-DATA'), async ({ reads, discovery }) => {
    const id = need(await discovery.leagueInstance());
    // The tree as this worker read it once (the read probe): these tests only read it.
    const r = await reads.result('getLeagueInstanceTree');
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors).toEqual([]);
  });

  test('nodes are wrapped in node objects with id, node_type, data and children', proves('TREE-NODE-WRAPPER'), async ({ reads, discovery }) => {
    const id = need(await discovery.leagueInstance());
    // The tree as this worker read it once (the read probe): these tests only read it.
    const r = await reads.result('getLeagueInstanceTree');
    expect(Object.keys(r.object)).toContain('node');
    const problems: string[] = [];
    const check = (node: unknown, path: string) => {
      const n = node as Record<string, unknown> | null;
      if (!n || typeof n !== 'object') return problems.push(`${path} is not an object`);
      if (!Number.isInteger(n.id)) problems.push(`${path}/id is not an integer`);
      if (typeof n.node_type !== 'string') problems.push(`${path}/node_type is not a string`);
      if (!n.data || typeof n.data !== 'object') problems.push(`${path}/data is not an object`);
      if (!Array.isArray(n.children)) return problems.push(`${path}/children is not an array`);
      n.children.forEach((child: unknown, i: number) => {
        const c = child as Record<string, unknown> | null;
        if (!c || typeof c !== 'object' || !('node' in c)) problems.push(`${path}/children/${i} has no key node`);
        else check(c.node, `${path}/children/${i}/node`);
      });
      return undefined;
    };
    check(r.object.node, '/node');
    expect(problems).toEqual([]);
  });

  test('the root is the league instance asked for', proves('TREE-ROOT-LEAGUE-INSTANCE'), async ({ reads, discovery }) => {
    const id = need(await discovery.leagueInstance());
    // The tree as this worker read it once (the read probe): these tests only read it.
    const r = await reads.result('getLeagueInstanceTree');
    const root = r.object.node as TreeNode;
    expect(root.node_type).toBe('LeagueInstance');
    expect(root.data.id).toBe(id);
  });

  test('nodes nest LeagueInstance > Subseason > DivisionInstance > TeamInstance', proves('TREE-NESTING-ORDER', 'TREE-OTHER-NODE-TYPES-OBSERVED'), async ({ reads, discovery }, testInfo) => {
    const id = need(await discovery.leagueInstance());
    // The tree as this worker read it once (the read probe): these tests only read it.
    const r = await reads.result('getLeagueInstanceTree');
    const misplaced: string[] = [];
    const others = new Set<string>();
    const types = new Set<string>();
    walkTree(r.object.node as TreeNode, (node, parent) => {
      types.add(node.node_type);
      if (!ORDER.includes(node.node_type)) others.add(node.node_type);
      // A level may be skipped (a league without divisions has no division instances), never reversed.
      if (parent && ORDER.includes(node.node_type) && ORDER.includes(parent.node_type) && ORDER.indexOf(node.node_type) <= ORDER.indexOf(parent.node_type)) {
        misplaced.push(`${node.node_type} ${node.id} under ${parent.node_type} ${parent.id}`);
      }
    });
    observe(testInfo, 'TREE-OTHER-NODE-TYPES-OBSERVED', 'node types other than the four listed', [...others]);
    expect(misplaced).toEqual([]);
    // Whether a season has subseasons is the deployment's data: without any, the nesting is untested.
    test.skip(!types.has('Subseason'), `the tree of league instance ${id} has no subseason: the nesting below it cannot be checked`);
  });
});
