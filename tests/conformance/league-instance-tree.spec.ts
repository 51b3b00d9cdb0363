// The league instance tree (interface: Resources > League Instance Tree; Endpoints > Leagues).
import { test, expect, expectEvery, sampleOf, proves, need, observe } from './harness.ts';
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
  // Every league instance of the site's leagues (at most ten: the lowest ids) has its tree, of the
  // shape the interface lists: a league without divisions has team instances right under its
  // subseasons ("A Team may belong to a Division, to a league without divisions, or to a solo-team league").
  test('the trees of the league instances of the site\'s leagues are shown, team instance nodes with their fields', proves('OP-LEAGUE-INSTANCE-TREE-SHOW', 'TREE-NODE-DATA', 'TEAM-INSTANCE-FIELDS'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const leagues = await api.call('listLeagues', { query: { site_id: site } });
    expect(leagues.status).toBe(200);
    const instances: Array<Record<string, unknown>> = [];
    for (const league of sampleOf(leagues.list, 10)) instances.push(...(await api.call('listLeagueInstances', { query: { league_id: Number(league.id) } })).list);
    const FIELDS = ['id', 'team_id', 'roster_id', 'image_id', 'management_team_id', 'name', 'abbrev', 'button_title', 'primary_color', 'secondary_color', 'gender', 'affects_standings', 'opponent', 'parent_team_instance_id', 'subseason_ids', 'created_at', 'updated_at', 'team'];
    for (const li of sampleOf(instances, 10)) {
      const r = await api.call('getLeagueInstanceTree', { path: { id: Number(li.id) } });
      expect(r.status, `the tree of league instance ${String(li.id)}`).toBe(200);
      expect(r.exchange.schemaErrors, `the tree of league instance ${String(li.id)} matches its schema`).toEqual([]);
      const teamInstances: TreeNode[] = [];
      walkTree(r.object.node as TreeNode, (node) => { if (node.node_type === 'TeamInstance') teamInstances.push(node); });
      expectEvery(teamInstances, `league instance ${String(li.id)}: every TeamInstance node carries the Team Instance fields and its team`, (node) => {
        const missing = FIELDS.filter((k) => !(k in node.data));
        return missing.length > 0 && `node ${node.id}: ${missing.join(', ')}`;
      });
    }
  });
});
