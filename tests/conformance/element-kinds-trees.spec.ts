// Every nested kind in the league instance trees: "A Team may belong to a Division, to a league
// without divisions, or to a solo-team league", so Team Instance nodes stand at either depth. Every
// answer is checked against spec/openapi.yaml by the client, but only for the nodes it carries: a
// tree read from a league with divisions never shows a Team Instance node directly under a
// Subseason. The test here reads the trees of the site's leagues (leagues and league instances
// cannot be created through the interface) so that the automatic check sees each node type at each
// depth; the rules judged are the ones the schemas check on the node data of the tree (Resources >
// League Instance Tree) and Conventions 3 (integer ids, timestamps with a numeric offset, unset
// values null). The page element kinds in composite answers are in element-kinds.spec.ts and
// element-kinds-page-elements.spec.ts.
import { test, expect, proves, need, sampleOf } from './harness.ts';
import { expectShape, check, precondition, readBack } from './assertions.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { walkTree, type TreeNode } from '../../src/harness/discovery.ts';
import { expectSuccess } from './support/compare.ts';

/** How many leagues, and league instances of each, the tree test reads (the lowest ids). */
const LEAGUES_READ = 5;
const INSTANCES_READ = 2;

/** The rules the schemas check on a league instance tree. */
const TREE_SHAPES = [
  'TREE-NODE-WRAPPER',
  'TREE-NODE-DATA',
  'LEAGUE-INSTANCE-FIELDS',
  'DIVISION-INSTANCE-FIELDS',
  'DIVISION-FIELDS',
  'TEAM-INSTANCE-FIELDS',
  'TEAM-FIELDS',
  'NULL-FOR-UNSET',
  'ID-INTEGER',
  'TIMESTAMP-NUMERIC-OFFSET',
] as const;

test.describe('every nested kind in composite answers', () => {
  test(
    "the trees of the site's league instances, with every node type at each depth, are shown",
    proves('OP-LEAGUE-INSTANCE-TREE-SHOW', 'TREE-ROOT-LEAGUE-INSTANCE', ...TREE_SHAPES),
    async ({ api, readProbes, discovery }, testInfo) => {
      need(await discovery.site());
      // The site's leagues as this worker read them once; leagues and league instances cannot be
      // created or deleted through the interface, so every one is a settled record.
      const leagues = (await readProbes.result('listLeagues')).list;
      const shapes = new Set<string>();
      const roots: string[] = [];
      const trees: ApiResult[] = [];
      // discovery found a league instance (else there is no tree to show: skipped, the data's choice)
      need(await discovery.leagueInstance());
      let asked = 0;
      for (const league of sampleOf(leagues, LEAGUES_READ)) {
        const instances = await readBack(api, 'listLeagueInstances', { query: { league_id: league.id as number } });
        for (const li of sampleOf(
          instances.list.filter((x) => Number.isInteger(x.id)),
          INSTANCES_READ,
        )) {
          asked += 1;
          const r = await api.call('getLeagueInstanceTree', { path: { id: li.id as number } });
          await check('OP-LEAGUE-INSTANCE-TREE-SHOW', `GET /league_instance_tree/${String(li.id)} answers 200`, () =>
            expectSuccess(r, 'getLeagueInstanceTree', `GET /league_instance_tree/${String(li.id)}`),
          );
          if (r.status < 200 || r.status >= 300) continue;
          trees.push(r);
          const root = r.object.node as TreeNode | undefined;
          if (!root || typeof root !== 'object') {
            roots.push(`${String(li.id)}: no node`);
            continue;
          }
          if (root.node_type !== 'LeagueInstance' || root.data?.id !== li.id)
            roots.push(`${String(li.id)}: root ${String(root.node_type)} ${String(root.data?.id)}`);
          const depth = new Map<TreeNode, number>();
          walkTree(root, (node, parent) => {
            const d = parent ? (depth.get(parent) ?? 0) + 1 : 0;
            depth.set(node, d);
            shapes.add(`${parent ? parent.node_type : '-'} > ${String(node.node_type)} (depth ${d})`);
          });
        }
      }
      await precondition(
        "the league instance indexes of the site's leagues list a league instance with an id",
        () => expect(asked, 'league instances with an id').toBeGreaterThan(0),
        'OP-LEAGUE-INSTANCES-INDEX',
      );
      await check('TREE-ROOT-LEAGUE-INSTANCE', 'the root of each tree is the league instance asked for', () =>
        expect(roots, 'the root of each tree is the league instance asked for').toEqual([]),
      );
      for (const rule of TREE_SHAPES) {
        await check(rule, `the trees shown carry what ${rule} lists`, () => {
          for (const r of trees) expectShape(r, rule);
        });
      }
      testInfo.annotations.push({
        type: 'note',
        description: `node types seen, under their parents: ${[...shapes].sort().join('; ')}`,
      });
    },
  );
});
