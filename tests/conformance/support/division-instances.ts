// The division instances the division instance tests make and read (division-instances.spec.ts):
// the two create forms, recorded in the ledger; a division instance of our own to update and delete;
// and the reads a check relies on (the tree of a league instance, the index of a subseason), each a
// precondition covered by its own rule. The requirement ids a test proves are written out in its own
// spec file (tests/self/conformance-index.test.ts).
//
//   createNew(api, ledger, parentNodeId, name, li?)  the new-division form (a division the interface cannot delete)
//   createExisting(api, ledger, li, place)           the existing-division form
//   createOwnInstance(api, ledger, target, li, node) a division instance of our own, created and read back
//   freePlacement(api, li)                           a subseason and a division with no instance there yet
//   placementForExisting(api, ledger, target, li, discovery)
//                                                    the same, else a place for a division made for it
//   treeOf(api, li), instancesOf(api, subseasonId)   the tree of a league instance, the index of a subseason
//   instanceIds(api, li)                             the ids of the tree's DivisionInstance nodes, as a set
//   subseasonOfEachInstance(tree)                    instance id to the id of the Subseason it nests under
//   firstDivisionId(tree)                            the division of the first DivisionInstance node
//   findDivisionInstanceNode(tree, id)               an instance's node, with its parent
//   storedNewInstance(found)                         that node, inside a check (not shown: not stored)
//   ownDivision(node), sentFieldsOf(division)        the division a node nests; what it carries of those sent
import { test, expect, RUN_TAG } from '../harness.ts';
import { expectAccepted, notJudged, precondition } from '../assertions.ts';
import { walkTree, type Discovery, type Found, type TreeNode } from '../../../src/harness/discovery.ts';
import type { RunTarget } from '../../../src/harness/run-target.ts';
import { idSet } from './compare.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import type { Ledger } from '../../../src/harness/ledger.ts';

export type Fields = Record<string, unknown>;

export const deleteOf = (id: number) => ({ operationId: 'deleteDivisionInstance', path: { id } });
export const accepted = (r: ApiResult): boolean => r.status >= 200 && r.status < 300;
export const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of a new division beside its name ("division (object: name, button_title, abbrev,
 * primary_color, secondary_color)"): each unlike the others and the name, so that one stored in
 * another's place shows. Colours in hex without a hash (the form League colours are given in; the
 * interface gives Division colours as strings only), lower case: a deployment may answer another case.
 */
export const NEW_DIVISION_FIELDS = {
  button_title: 'Conformance button',
  abbrev: 'CF',
  primary_color: '1a2b3c',
  secondary_color: 'f0e1d2',
} as const;

export async function createNew(
  api: ApiClient,
  ledger: Ledger,
  parentNodeId: number,
  name: string,
  leagueInstanceId?: number,
) {
  if (leagueInstanceId !== undefined)
    ledger.intend({ kind: 'division_instance', find: { leagueInstanceId, parentNodeId, divisionName: name } });
  const r = await api.call('createDivisionInstance', {
    json: { parent_node_id: parentNodeId, existing_or_new: 'new', division: { name, ...NEW_DIVISION_FIELDS } },
  });
  if (accepted(r) && typeof r.object.id === 'number')
    ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
  return r;
}

/**
 * The tree of a league instance, read now: the answer and its root node, preconditions that the show
 * answers (its own rule) with a root node (TREE-NODE-WRAPPER).
 */
export async function readTree(
  api: ApiClient,
  leagueInstanceId: number,
): Promise<{ answer: ApiResult; root: TreeNode }> {
  const answer = await precondition(
    `a read of the tree of league instance ${leagueInstanceId}`,
    async () => {
      const answer = await api.call('getLeagueInstanceTree', { path: { id: leagueInstanceId } });
      expectAccepted(answer, `GET /league_instance_tree/${leagueInstanceId} answers a success`);
      return answer;
    },
    'OP-LEAGUE-INSTANCE-TREE-SHOW',
  );
  const root = await precondition(
    `the root node of the tree of league instance ${leagueInstanceId}`,
    () => {
      expect(isObject(answer.object.node), 'the tree holds its root in node').toBe(true);
      return answer.object.node as TreeNode;
    },
    'TREE-NODE-WRAPPER',
  );
  return { answer, root };
}

/** The root node of a league instance's tree, read now (readTree). */
export async function treeOf(api: ApiClient, leagueInstanceId: number): Promise<TreeNode> {
  return (await readTree(api, leagueInstanceId)).root;
}

/**
 * The id of the division instance a create answered, for what relies on it: a precondition that the
 * create is accepted with an integer id (the create's own rule, `coveredBy`).
 */
export function createdInstanceId(created: ApiResult, what: string, coveredBy: string): Promise<number> {
  return precondition(
    what,
    () => {
      expectAccepted(created, 'the create is accepted');
      expect(Number.isInteger(created.object.id), "the create answers the instance's id").toBe(true);
      return created.object.id as number;
    },
    coveredBy,
  );
}

/** The division instances of a subseason, read now: a precondition that the index answers a success with an array (its own rule). */
export async function instancesOf(api: ApiClient, subseasonId: number): Promise<Fields[]> {
  return precondition(
    `a read of the division instances of subseason ${subseasonId}`,
    async () => {
      const r = await api.call('listDivisionInstances', { query: { subseason_id: subseasonId } });
      expectAccepted(r, `GET /division_instances?subseason_id=${subseasonId} answers a success`);
      expect(Array.isArray(r.body), 'an array').toBe(true);
      return r.list;
    },
    'OP-DIVISION-INSTANCES-INDEX',
  );
}

/** The ids of the DivisionInstance nodes of a league instance's tree, read now, as a set. */
export async function instanceIds(api: ApiClient, leagueInstanceId: number): Promise<unknown[]> {
  const ids: unknown[] = [];
  walkTree(await treeOf(api, leagueInstanceId), (node) => {
    if (isObject(node) && node.node_type === 'DivisionInstance' && isObject(node.data)) ids.push(node.data.id);
  });
  return idSet(ids);
}

interface Placement {
  nodeId: number;
  subseasonId: number;
  divisionId: number;
}

/** A subseason node and an existing division that has no instance there yet (from a fresh tree). */
export async function freePlacement(api: ApiClient, leagueInstanceId: number): Promise<Placement | undefined> {
  const tree = await treeOf(api, leagueInstanceId);
  const subseasons: Array<{ nodeId: number; subseasonId: number; divisions: Set<unknown> }> = [];
  const divisions = new Set<number>();
  walkTree(tree, (node, parent) => {
    if (!isObject(node) || !isObject(node.data)) return;
    if (node.node_type === 'Subseason')
      subseasons.push({ nodeId: node.id, subseasonId: Number(node.data.id), divisions: new Set() });
    if (node.node_type === 'DivisionInstance' && typeof node.data.division_id === 'number') {
      divisions.add(node.data.division_id);
      subseasons.find((x) => x.nodeId === parent?.id)?.divisions.add(node.data.division_id);
    }
  });
  return subseasons.flatMap((x) =>
    [...divisions]
      .filter((d) => !x.divisions.has(d))
      .map((divisionId) => ({ nodeId: x.nodeId, subseasonId: x.subseasonId, divisionId })),
  )[0];
}

const NO_PLACEMENT =
  'every subseason of the league instance already holds an instance of every division, and making a division for it is an irreversible write (SVC_ALLOW_IRREVERSIBLE is not yes)';

/** A division instance of our own, created and read back (the index of its subseason lists it). */
interface OwnInstance {
  id: number;
  created: ApiResult;
  place: Placement /** the rule of the create that made it */;
  coveredBy: string;
}

/**
 * A division instance of our own to update and delete. Of an existing division where one has no
 * instance in some subseason (reversible: deleting it leaves nothing); else, when irreversible
 * writes are allowed, of a new division (the division stays, as residue, while the deployment keeps it).
 * Its create and a read proving it was stored are preconditions, covered by the create's own rule.
 */
export async function createOwnInstance(
  api: ApiClient,
  ledger: Ledger,
  target: RunTarget,
  leagueInstanceId: number,
  subseasonNode: Found<{ id: number; nodeId: number }>,
): Promise<OwnInstance> {
  const free = await freePlacement(api, leagueInstanceId);
  let created: ApiResult;
  let place: Placement;
  let coveredBy: string;
  if (free) {
    created = await createExisting(api, ledger, leagueInstanceId, free);
    place = free;
    coveredBy = 'OP-DIVISION-INSTANCES-CREATE-EXISTING';
  } else {
    test.skip(
      !target.allowIrreversible || target.mode === 'read-only' || 'missing' in subseasonNode,
      'missing' in subseasonNode ? subseasonNode.missing : NO_PLACEMENT,
    );
    const node = (subseasonNode as { value: { id: number; nodeId: number } }).value;
    created = await createNew(api, ledger, node.nodeId, `${RUN_TAG} spare division`, leagueInstanceId);
    if (accepted(created) && typeof created.object.division_id === 'number')
      ledger.track('division', created.object.division_id);
    place = { nodeId: node.nodeId, subseasonId: node.id, divisionId: Number(created.object.division_id) };
    coveredBy = 'OP-DIVISION-INSTANCES-CREATE-NEW';
  }
  const id = await createdInstanceId(created, 'a division instance of our own', coveredBy);
  const listed = await instancesOf(api, place.subseasonId);
  await precondition(
    `the index of subseason ${place.subseasonId} lists the created instance ${id}`,
    () =>
      expect(
        listed.map((d) => d.id),
        'the created instance is stored',
      ).toContain(id),
    coveredBy,
  );
  return { id, created, place, coveredBy };
}

/**
 * A subseason and a division to place there with the existing-division form: a free one; else, where
 * every subseason holds every division the tree shows, make one (irreversible) with an instance in one
 * subseason, which stays, and place that division in another subseason. (What becomes of a division
 * once its last instance is deleted is not stated: a deployment may remove it, so the suite never
 * places such a division.)
 */
export async function placementForExisting(
  api: ApiClient,
  ledger: Ledger,
  target: RunTarget,
  leagueInstanceId: number,
  discovery: Discovery,
): Promise<Placement | undefined> {
  const free = await freePlacement(api, leagueInstanceId);
  if (free) return free;
  await createOwnInstance(api, ledger, target, leagueInstanceId, await discovery.subseasonNode());
  return freePlacement(api, leagueInstanceId);
}

/** The existing-division form, recorded in the ledger (an intent first: a kill between create and answer). */
export async function createExisting(api: ApiClient, ledger: Ledger, leagueInstanceId: number, place: Placement) {
  ledger.intend({
    kind: 'division_instance',
    find: { leagueInstanceId, parentNodeId: place.nodeId, divisionId: place.divisionId },
  });
  const r = await api.call('createDivisionInstance', {
    json: { parent_node_id: place.nodeId, division_id: place.divisionId },
  });
  if (accepted(r) && typeof r.object.id === 'number')
    ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
  return r;
}

/** A node of the tree, with the node it nests under (none for the root). */
type NodeWithParent = { node: TreeNode; parent?: TreeNode };

export function findDivisionInstanceNode(tree: TreeNode, id: number): NodeWithParent | undefined {
  let found: NodeWithParent | undefined;
  walkTree(tree, (node, parent) => {
    if (!found && isObject(node) && node.node_type === 'DivisionInstance' && isObject(node.data) && node.data.id === id)
      found = { node, ...(parent ? { parent } : {}) };
  });
  return found;
}

/**
 * The division a DivisionInstance node nests, inside a check of what it carries: a node without one,
 * or with another division than the one its division_id names, is the tree's failure (TREE-NODE-DATA,
 * TREE-DIVISION-INSTANCE-DIVISION), not the create's.
 */
export function ownDivision(node: TreeNode): Fields {
  const division = node.data.division;
  if (!isObject(division))
    return notJudged(`the DivisionInstance node ${node.id} nests no division`, ['TREE-NODE-DATA']);
  if (division.id !== node.data.division_id)
    return notJudged(
      `the DivisionInstance node ${node.id} nests division ${String(division.id)}, not the division ${String(node.data.division_id)} of its instance`,
      ['TREE-DIVISION-INSTANCE-DIVISION'],
    );
  return division;
}

/**
 * The tree's node of the instance a new-division create made, inside a check: a tree that does not
 * show it at all means it was not stored, which is the create's failure (OP-DIVISION-INSTANCES-CREATE-NEW).
 */
export function storedNewInstance(found: NodeWithParent | undefined): NodeWithParent {
  if (!found)
    return notJudged('the tree does not show the created instance at all: it was not stored', [
      'OP-DIVISION-INSTANCES-CREATE-NEW',
    ]);
  return found;
}

/** What a division carries of the fields a new-division create sends beside its name, colours in lower case (a deployment may answer another case). */
export function sentFieldsOf(division: Fields): Fields {
  const color = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
  return {
    button_title: division.button_title,
    abbrev: division.abbrev,
    primary_color: color(division.primary_color),
    secondary_color: color(division.secondary_color),
  };
}

/** The Subseason each DivisionInstance node of a tree nests under: instance id to subseason id. */
export function subseasonOfEachInstance(tree: TreeNode): Map<unknown, unknown> {
  const under = new Map<unknown, unknown>();
  walkTree(tree, (node, parent) => {
    if (
      isObject(node) &&
      isObject(node.data) &&
      node.node_type === 'DivisionInstance' &&
      parent?.node_type === 'Subseason'
    )
      under.set(node.data.id, parent.data.id);
  });
  return under;
}

/** The division of the first DivisionInstance node a walk of the tree meets, if any. */
export function firstDivisionId(tree: TreeNode): number | undefined {
  let divisionId: number | undefined;
  walkTree(tree, (node) => {
    if (
      divisionId === undefined &&
      isObject(node) &&
      isObject(node.data) &&
      node.node_type === 'DivisionInstance' &&
      typeof node.data.division_id === 'number'
    )
      divisionId = node.data.division_id;
  });
  return divisionId;
}
