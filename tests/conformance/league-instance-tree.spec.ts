// The league instance tree (interface: Resources > League Instance Tree; Endpoints > Leagues).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import { test, expect, sampleOf, proves, need, observe } from './harness.ts';
import { expectAccepted, expectEvery, expectShape, check, listedIn, notJudged, precondition } from './assertions.ts';
import { walkTree, type TreeNode } from '../../src/harness/discovery.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { expectSuccess } from './support/compare.ts';
import { leaguesOfTheSite } from './support/leagues.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

const ORDER = ['LeagueInstance', 'Subseason', 'DivisionInstance', 'TeamInstance'];
/** The Team Instance fields a TeamInstance node's data carries ("Team Instance fields (without the nested thumbnails)"). */
const TEAM_INSTANCE_FIELDS = interfaceModel().listedFields('team-instance.schema.json#/$defs/team_instance_fields');

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The tree a read answered: a precondition that it is a success (the tree show's own rule). */
function treeRead(r: ApiResult, what: string): Promise<ApiResult> {
  return precondition(
    what,
    () => {
      expectAccepted(r, `${what}: a success`);
      return r;
    },
    'OP-LEAGUE-INSTANCE-TREE-SHOW',
  );
}

/** The root node of a tree answer: a precondition that the answer wraps one in node (TREE-NODE-WRAPPER). */
function rootOf(r: ApiResult, what: string): Promise<TreeNode> {
  return precondition(
    what,
    () => {
      const node = r.object.node;
      expect(isObject(node), `${what}: the answer holds the root in node`).toBe(true);
      return node as TreeNode;
    },
    'TREE-NODE-WRAPPER',
  );
}

/** Nodes whose data lack what the interface lists for their node_type (the nested division, the nested team, the subseason's live_scoring_stat_configuration). */
function dataProblems(root: TreeNode): string[] {
  const problems: string[] = [];
  walkTree(root, (node) => {
    if (!isObject(node)) return;
    const data = node.data;
    if (!isObject(data)) return;
    if (node.node_type === 'DivisionInstance' && !isObject(data.division))
      problems.push(`DivisionInstance node ${node.id}: no nested division`);
    if (node.node_type === 'TeamInstance' && !isObject(data.team))
      problems.push(`TeamInstance node ${node.id}: no nested team`);
    if (node.node_type === 'Subseason' && !isObject(data.live_scoring_stat_configuration))
      problems.push(`Subseason node ${node.id}: no live_scoring_stat_configuration`);
  });
  return problems;
}

/** What the DivisionInstance and TeamInstance nodes nest, the field of their data naming it, and the rule that they agree. */
const NESTED = {
  DivisionInstance: { key: 'division', idKey: 'division_id', rule: 'TREE-DIVISION-INSTANCE-DIVISION' },
  TeamInstance: { key: 'team', idKey: 'team_id', rule: 'TREE-TEAM-INSTANCE-TEAM' },
} as const;
type NestingType = keyof typeof NESTED;

/** The nodes of a type whose data nest their record (division, team); a node without one is TREE-NODE-DATA's to judge. */
function nestingNodes(root: TreeNode, type: NestingType): TreeNode[] {
  const out: TreeNode[] = [];
  walkTree(root, (node) => {
    if (isObject(node) && node.node_type === type && isObject(node.data) && isObject(node.data[NESTED[type].key]))
      out.push(node);
  });
  return out;
}

/**
 * "DivisionInstance | Division Instance fields plus a nested `division` (Division)", "TeamInstance |
 * Team Instance fields ... plus a nested `team` (Team ...)": the record nested is the instance's own,
 * the one its division_id (team_id) names. Judges every node of both types that nests one; returns
 * the types the tree has no such node of (nothing to judge there).
 */
async function checkNestedRecords(root: TreeNode, where: string): Promise<NestingType[]> {
  const without: NestingType[] = [];
  for (const type of Object.keys(NESTED) as NestingType[]) {
    const { key, idKey, rule } = NESTED[type];
    const nodes = nestingNodes(root, type);
    if (nodes.length === 0) {
      without.push(type);
      continue;
    }
    await check(
      rule,
      `${where}: the ${key} nested in each ${type} node is the instance's own (its id is the data's ${idKey})`,
      () =>
        expectEvery(nodes, `${where}: every ${type} node nests the ${key} its ${idKey} names`, (node) => {
          const nested = node.data[key] as Record<string, unknown>;
          return (
            nested.id !== node.data[idKey] &&
            `node ${node.id}: ${idKey} ${String(node.data[idKey])}, nested ${key} ${String(nested.id)}`
          );
        }),
    );
  }
  return without;
}

const NOTHING_NESTED = (types: readonly NestingType[], where: string) =>
  `${where} ${types.length > 1 ? 'have' : 'has'} no ${types.join(' or ')} node nesting its record: ${types.map((t) => NESTED[t].rule).join(' and ')} cannot be judged there`;

/** The nodes a wrapper's children hold (none when children is not an array: TREE-NODE-WRAPPER's to judge). */
const childNodes = (node: TreeNode): TreeNode[] =>
  (Array.isArray(node.children) ? node.children : [])
    .map((c: unknown) => (isObject(c) ? c.node : undefined))
    .filter((n): n is TreeNode => isObject(n));

/** The Subseason nodes right under the root: a node of a type the interface does not list may hold others. */
const rootSubseasons = (root: TreeNode): TreeNode[] => childNodes(root).filter((n) => n.node_type === 'Subseason');

/** The DivisionInstance nodes at any depth below a Subseason node. */
function divisionInstancesOfSubseasons(root: TreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (node: TreeNode, belowSubseason: boolean): void => {
    if (belowSubseason && node.node_type === 'DivisionInstance') out.push(node);
    for (const child of childNodes(node)) visit(child, belowSubseason || node.node_type === 'Subseason');
  };
  visit(root, false);
  return out;
}

/**
 * "A League has many Divisions and many League Instances. A League Instance represents a single
 * Season. A Subseason belongs to a Season": the subseasons right under the root are of the root's
 * season, the divisions nested below them of the root's league. Each rule: the nodes it judges, the
 * record of a node that carries the field, and the field the root's data carries too.
 */
const ROOT_RELATIONS = {
  'TREE-SUBSEASONS-OF-SEASON': {
    nodes: rootSubseasons,
    recordOf: (n: TreeNode): unknown => n.data,
    field: 'season_id',
    what: 'Subseason node right under the root',
    owner: 'season',
  },
  'TREE-DIVISIONS-OF-LEAGUE': {
    nodes: divisionInstancesOfSubseasons,
    recordOf: (n: TreeNode): unknown => (isObject(n.data) ? n.data.division : undefined),
    field: 'league_id',
    what: 'division nested in a DivisionInstance node below a Subseason',
    owner: 'league',
  },
} as const;
type RootRelation = keyof typeof ROOT_RELATIONS;

/**
 * Judges each rule of ROOT_RELATIONS on a tree; returns the rules the tree has no node of (nothing to
 * judge there). A field that is missing or no integer is the data's shape (TREE-NODE-DATA; the root's,
 * TREE-ROOT-LEAGUE-INSTANCE): the rule is not judged on it.
 */
async function checkRootRelations(root: TreeNode, where: string): Promise<RootRelation[]> {
  const without: RootRelation[] = [];
  for (const rule of Object.keys(ROOT_RELATIONS) as RootRelation[]) {
    const { nodes: select, recordOf, field, what, owner } = ROOT_RELATIONS[rule];
    const nodes = select(root);
    if (nodes.length === 0) {
      without.push(rule);
      continue;
    }
    await check(rule, `${where}: every ${what} is of the root's ${owner} (its ${field} is the root data's)`, () => {
      const own = isObject(root.data) ? root.data[field] : undefined;
      if (!Number.isInteger(own))
        notJudged(`the root's data has no integer ${field} (${String(own)})`, ['TREE-ROOT-LEAGUE-INSTANCE']);
      const fieldOf = (n: TreeNode): unknown => {
        const record = recordOf(n);
        return isObject(record) ? record[field] : undefined;
      };
      const judged = nodes.filter((n) => Number.isInteger(fieldOf(n)));
      expectEvery(
        judged,
        `${where}: every ${what} has the root's ${field} ${String(own)}`,
        (n) => fieldOf(n) !== own && `node ${n.id}: ${field} ${String(fieldOf(n))}`,
      );
      const unjudged = nodes.filter((n) => !judged.includes(n));
      if (unjudged.length > 0)
        notJudged(
          `${unjudged.length} ${what}(s) without an integer ${field} (node ${unjudged
            .map((n) => n.id)
            .slice(0, 3)
            .join(', ')})`,
          ['TREE-NODE-DATA'],
        );
    });
  }
  return without;
}

const NOTHING_RELATED = (rules: readonly RootRelation[], where: string) =>
  `${where} ${rules.length > 1 ? 'have' : 'has'} no ${rules.map((r) => ROOT_RELATIONS[r].what).join(' or ')}: ${rules.join(' and ')} cannot be judged there`;

/** Skips the test, when a tree had no node for some rules, with the reason for those rules (the others keep their verdicts). */
function skipUnjudged(
  without: readonly NestingType[],
  unrelated: readonly RootRelation[],
  where: string,
  setting: string,
): void {
  const reasons = [
    ...(without.length > 0 ? [NOTHING_NESTED(without, where)] : []),
    ...(unrelated.length > 0 ? [NOTHING_RELATED(unrelated, where)] : []),
  ];
  test.skip(reasons.length > 0, `${reasons.join('; ')}; set ${setting} to one that has`);
}

test.describe('league instance tree', () => {
  test(
    'the tree of a league instance is shown, each instance node nesting its own division or team',
    proves(
      'OP-LEAGUE-INSTANCE-TREE-SHOW',
      'TREE-NODE-DATA',
      'TREE-DIVISION-INSTANCE-DIVISION',
      'TREE-TEAM-INSTANCE-TEAM',
      'TREE-SUBSEASONS-OF-SEASON',
      'TREE-DIVISIONS-OF-LEAGUE',
    ),
    async ({ readProbes, discovery }) => {
      const id = need(await discovery.leagueInstance());
      // The tree as this worker read it once (the read probe): these tests only read it.
      const r = await readProbes.result('getLeagueInstanceTree');
      await check(
        'OP-LEAGUE-INSTANCE-TREE-SHOW',
        `the tree of league instance ${id} answers 200 with an object`,
        () => {
          expectSuccess(r, 'getLeagueInstanceTree', `GET /league_instance_tree/${id} answers 200`);
          expect(isObject(r.body), 'a JSON object').toBe(true);
        },
      );
      await treeRead(r, `the tree of league instance ${id}`);
      await check('TREE-NODE-DATA', "each node's data has the shape of its node_type", () =>
        expectShape(r, 'TREE-NODE-DATA'),
      );
      const root = await rootOf(r, `the root node of the tree of league instance ${id}`);
      await check(
        'TREE-NODE-DATA',
        'DivisionInstance data nest their division, TeamInstance data their team, Subseason data their live_scoring_stat_configuration',
        () => expect(dataProblems(root), 'every node carries the data of its node_type').toEqual([]),
      );
      const without = await checkNestedRecords(root, `the tree of league instance ${id}`);
      const unrelated = await checkRootRelations(root, `the tree of league instance ${id}`);
      // Whether a season has subseasons, divisions and team instances is the deployment's data, not the interface's.
      skipUnjudged(without, unrelated, `the tree of league instance ${id}`, 'SVC_LEAGUE_INSTANCE_ID');
    },
  );

  test(
    'nodes are wrapped in node objects with id, node_type, data and children',
    proves('TREE-NODE-WRAPPER'),
    async ({ readProbes, discovery }) => {
      need(await discovery.leagueInstance());
      // The tree as this worker read it once (the read probe): these tests only read it.
      const r = await treeRead(await readProbes.result('getLeagueInstanceTree'), 'the tree of the league instance');
      expect(Object.keys(r.object), 'the tree is an object with key node').toContain('node');
      const problems: string[] = [];
      const visit = (node: unknown, path: string) => {
        const n = node as Record<string, unknown> | null;
        if (!n || typeof n !== 'object') return problems.push(`${path} is not an object`);
        if (!Number.isInteger(n.id)) problems.push(`${path}/id is not an integer`);
        if (typeof n.node_type !== 'string') problems.push(`${path}/node_type is not a string`);
        if (!n.data || typeof n.data !== 'object') problems.push(`${path}/data is not an object`);
        if (!Array.isArray(n.children)) return problems.push(`${path}/children is not an array`);
        n.children.forEach((child: unknown, i: number) => {
          const c = child as Record<string, unknown> | null;
          if (!c || typeof c !== 'object' || !('node' in c)) problems.push(`${path}/children/${i} has no key node`);
          else visit(c.node, `${path}/children/${i}/node`);
        });
        return undefined;
      };
      visit(r.object.node, '/node');
      expect(
        problems,
        'every node has id, node_type, data and children, and every child is an object with key node',
      ).toEqual([]);
    },
  );

  test(
    'the root is the league instance asked for',
    proves('TREE-ROOT-LEAGUE-INSTANCE'),
    async ({ readProbes, discovery }) => {
      const id = need(await discovery.leagueInstance());
      // The tree as this worker read it once (the read probe): these tests only read it.
      const r = await treeRead(await readProbes.result('getLeagueInstanceTree'), `the tree of league instance ${id}`);
      const root = await rootOf(r, `the root node of the tree of league instance ${id}`);
      expect(root.node_type, 'the root is a LeagueInstance node').toBe('LeagueInstance');
      expect(isObject(root.data) ? root.data.id : undefined, 'whose data is the league instance asked for').toBe(id);
    },
  );

  test(
    'nodes nest LeagueInstance > Subseason > DivisionInstance > TeamInstance',
    proves('TREE-NESTING-ORDER', 'TREE-OTHER-NODE-TYPES-OBSERVED'),
    async ({ readProbes, discovery }, testInfo) => {
      const id = need(await discovery.leagueInstance());
      // The tree as this worker read it once (the read probe): these tests only read it.
      const r = await treeRead(await readProbes.result('getLeagueInstanceTree'), `the tree of league instance ${id}`);
      const root = await rootOf(r, `the root node of the tree of league instance ${id}`);
      const misplaced: string[] = [];
      const others = new Set<string>();
      const types = new Set<string>();
      walkTree(root, (node, parent) => {
        types.add(node.node_type);
        if (!ORDER.includes(node.node_type)) others.add(node.node_type);
        // A level may be skipped (a league without divisions has no division instances), never reversed.
        if (
          parent &&
          ORDER.includes(node.node_type) &&
          ORDER.includes(parent.node_type) &&
          ORDER.indexOf(node.node_type) <= ORDER.indexOf(parent.node_type)
        ) {
          misplaced.push(`${node.node_type} ${node.id} under ${parent.node_type} ${parent.id}`);
        }
      });
      observe(testInfo, 'TREE-OTHER-NODE-TYPES-OBSERVED', 'node types other than the four listed', [...others]);
      expect(misplaced, 'no node sits under one of its own or a later type').toEqual([]);
      // Whether a season has subseasons is the deployment's data: without any, the nesting is untested.
      test.skip(
        !types.has('Subseason'),
        `the tree of league instance ${id} has no subseason: the nesting below it cannot be checked; set SVC_LEAGUE_INSTANCE_ID to one that has`,
      );
    },
  );

  // Every league instance of the site's leagues (at most ten: the lowest ids) has its tree, of the
  // shape the interface lists: a league without divisions has team instances right under its
  // subseasons ("A Team may belong to a Division, to a league without divisions, or to a solo-team league").
  test(
    "the trees of the league instances of the site's leagues are shown, team instance nodes with their fields, instance nodes nesting their own division or team",
    proves(
      'OP-LEAGUE-INSTANCE-TREE-SHOW',
      'TREE-NODE-DATA',
      'TEAM-INSTANCE-FIELDS',
      'TREE-DIVISION-INSTANCE-DIVISION',
      'TREE-TEAM-INSTANCE-TEAM',
      'TREE-SUBSEASONS-OF-SEASON',
      'TREE-DIVISIONS-OF-LEAGUE',
    ),
    async ({ api, discovery }) => {
      const { site, leagues } = await leaguesOfTheSite(api, discovery, 'there is no league instance tree to show');
      // How many league instances a site has is the deployment's data, not the interface's.
      const instances: Array<Record<string, unknown>> = [];
      for (const league of sampleOf(leagues, 10)) {
        instances.push(
          ...(await listedIn(
            await api.call('listLeagueInstances', { query: { league_id: Number(league.id) } }),
            `the league instances of league ${String(league.id)}`,
            'OP-LEAGUE-INSTANCES-INDEX',
          )),
        );
      }
      test.skip(
        instances.length === 0,
        `the leagues of site ${site} have no league instance: there is no tree to show; set SVC_SITE_ID to one that has`,
      );
      // the node types no tree shown has a node of that nests its record: nothing to judge their rule on
      let without = Object.keys(NESTED) as NestingType[];
      // the rules relating nodes to the root that no tree shown has a node for
      let unrelated = Object.keys(ROOT_RELATIONS) as RootRelation[];
      for (const li of sampleOf(instances, 10)) {
        const r = await api.call('getLeagueInstanceTree', { path: { id: Number(li.id) } });
        await check('OP-LEAGUE-INSTANCE-TREE-SHOW', `the tree of league instance ${String(li.id)} answers 200`, () =>
          expectSuccess(r, 'getLeagueInstanceTree', `GET /league_instance_tree/${String(li.id)} answers 200`),
        );
        const shown = r.status >= 200 && r.status < 300;
        const root = isObject(r.object.node) ? (r.object.node as unknown as TreeNode) : undefined;
        await check(
          'TREE-NODE-DATA',
          `the nodes of the tree of league instance ${String(li.id)} carry the data of their node_type`,
          () => {
            if (!shown) notJudged(`the tree answered ${r.status}: no node to judge`, ['OP-LEAGUE-INSTANCE-TREE-SHOW']);
            expectShape(r, 'TREE-NODE-DATA');
            if (root) expect(dataProblems(root), 'every node carries the data of its node_type').toEqual([]);
          },
        );
        await check(
          'TEAM-INSTANCE-FIELDS',
          `the TeamInstance nodes of league instance ${String(li.id)} carry the Team Instance fields`,
          () => {
            if (!shown) notJudged(`the tree answered ${r.status}: no node to judge`, ['OP-LEAGUE-INSTANCE-TREE-SHOW']);
            expectShape(r, 'TEAM-INSTANCE-FIELDS');
            const teamInstances: TreeNode[] = [];
            if (root)
              walkTree(root, (node) => {
                if (isObject(node) && node.node_type === 'TeamInstance' && isObject(node.data))
                  teamInstances.push(node);
              });
            expectEvery(
              teamInstances,
              `league instance ${String(li.id)}: every TeamInstance node carries the Team Instance fields`,
              (node) => {
                const missing = TEAM_INSTANCE_FIELDS.filter((k) => !(k in node.data));
                return missing.length > 0 && `node ${node.id}: ${missing.join(', ')}`;
              },
            );
          },
        );
        if (!shown) {
          for (const type of Object.keys(NESTED) as NestingType[])
            await check(
              NESTED[type].rule,
              `the ${NESTED[type].key} nested in the ${type} nodes of league instance ${String(li.id)}`,
              () => notJudged(`the tree answered ${r.status}: no node to judge`, ['OP-LEAGUE-INSTANCE-TREE-SHOW']),
            );
          for (const rule of Object.keys(ROOT_RELATIONS) as RootRelation[])
            await check(
              rule,
              `every ${ROOT_RELATIONS[rule].what} in the tree of league instance ${String(li.id)} is of the root's ${ROOT_RELATIONS[rule].owner}`,
              () => notJudged(`the tree answered ${r.status}: no node to judge`, ['OP-LEAGUE-INSTANCE-TREE-SHOW']),
            );
        } else if (root) {
          const lacking = await checkNestedRecords(root, `the tree of league instance ${String(li.id)}`);
          without = without.filter((type) => lacking.includes(type));
          const lackingRelated = await checkRootRelations(root, `the tree of league instance ${String(li.id)}`);
          unrelated = unrelated.filter((rule) => lackingRelated.includes(rule));
        }
      }
      skipUnjudged(without, unrelated, `the trees of the league instances of site ${site}`, 'SVC_SITE_ID');
    },
  );
});
