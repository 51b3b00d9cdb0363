// Division instances (interface: Endpoints > Leagues and league structure; Resources > Division
// Instance, Division, League Instance Tree). Writes create their own instances and delete them.
import { test, expect, proves, need, RUN_TAG, expectClientError } from './harness.ts';
import { walkTree, type Found, type TreeNode } from '../../src/harness/discovery.ts';
import type { RunTarget } from '../../src/harness/run-target.ts';
import { idSet } from './support/compare.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';

const deleteOf = (id: number) => ({ operationId: 'deleteDivisionInstance', path: { id } });

async function createNew(api: ApiClient, ledger: Ledger, parentNodeId: number, name: string, leagueInstanceId?: number) {
  if (leagueInstanceId !== undefined) ledger.intend({ kind: 'division_instance', find: { leagueInstanceId, parentNodeId, divisionName: name } });
  const r = await api.call('createDivisionInstance', {
    json: { parent_node_id: parentNodeId, existing_or_new: 'new', division: { name, button_title: name.slice(0, 40), abbrev: 'CF', primary_color: '112233', secondary_color: 'ffffff' } },
  });
  if (r.status === 200 && typeof r.object.id === 'number') ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
  return r;
}

/**
 * Divisions this worker made with the new-division form (residue: the interface cannot delete a
 * division). Once their instance is deleted they have none, so they can be placed anywhere: when
 * every subseason already holds an instance of every division the tree shows, these are what the
 * existing-division form can still place. The tests of this file run in order in one worker.
 */
const spareDivisions: number[] = [];

interface Placement { nodeId: number; subseasonId: number; divisionId: number }

/** A subseason node and an existing division that has no instance there yet (from a fresh tree). */
async function freePlacement(api: ApiClient, leagueInstanceId: number): Promise<Placement | undefined> {
  const tree = (await api.call('getLeagueInstanceTree', { path: { id: leagueInstanceId } })).object.node as TreeNode;
  const subseasons: Array<{ nodeId: number; subseasonId: number; divisions: Set<unknown> }> = [];
  const divisions = new Set<number>(spareDivisions);
  walkTree(tree, (node, parent) => {
    if (node.node_type === 'Subseason') subseasons.push({ nodeId: node.id, subseasonId: Number(node.data.id), divisions: new Set() });
    if (node.node_type === 'DivisionInstance' && typeof node.data.division_id === 'number') {
      divisions.add(node.data.division_id);
      subseasons.find((x) => x.nodeId === parent?.id)?.divisions.add(node.data.division_id);
    }
  });
  return subseasons.flatMap((x) => [...divisions].filter((d) => !x.divisions.has(d)).map((divisionId) => ({ nodeId: x.nodeId, subseasonId: x.subseasonId, divisionId })))[0];
}

const NO_PLACEMENT = 'every subseason of the league instance already holds an instance of every division, and making a division for it is an irreversible write (SVC_ALLOW_IRREVERSIBLE is not yes)';

/**
 * A division instance of our own to update and delete. Of an existing division where one has no
 * instance in some subseason (reversible: deleting it leaves nothing); else, when irreversible
 * writes are allowed, of a new division (the division stays, as residue, and becomes spare).
 */
async function createOwnInstance(api: ApiClient, ledger: Ledger, target: RunTarget, leagueInstanceId: number, subseasonNode: Found<{ id: number; nodeId: number }>) {
  const place = await freePlacement(api, leagueInstanceId);
  if (place) return { r: await createExisting(api, ledger, leagueInstanceId, place), place };
  test.skip(!target.allowIrreversible || target.mode === 'read-only' || 'missing' in subseasonNode, 'missing' in subseasonNode ? subseasonNode.missing : NO_PLACEMENT);
  const node = (subseasonNode as { value: { id: number; nodeId: number } }).value;
  const r = await createNew(api, ledger, node.nodeId, `${RUN_TAG} spare division`, leagueInstanceId);
  if (r.status === 200 && typeof r.object.division_id === 'number') {
    ledger.track('division', r.object.division_id);
    spareDivisions.push(r.object.division_id);
  }
  return { r, place: { nodeId: node.nodeId, subseasonId: node.id, divisionId: Number(r.object.division_id) } };
}

/** The existing-division form, recorded in the ledger (an intent first: a kill between create and answer). */
async function createExisting(api: ApiClient, ledger: Ledger, leagueInstanceId: number, place: Placement) {
  ledger.intend({ kind: 'division_instance', find: { leagueInstanceId, parentNodeId: place.nodeId, divisionId: place.divisionId } });
  const r = await api.call('createDivisionInstance', { json: { parent_node_id: place.nodeId, division_id: place.divisionId } });
  if (r.status === 200 && typeof r.object.id === 'number') ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
  return r;
}

function findDivisionInstanceNode(tree: TreeNode, id: number): { node: TreeNode; parent?: TreeNode } | undefined {
  let found: { node: TreeNode; parent?: TreeNode } | undefined;
  walkTree(tree, (node, parent) => { if (!found && node.node_type === 'DivisionInstance' && node.data.id === id) found = { node, ...(parent ? { parent } : {}) }; });
  return found;
}

test.describe('division instances', () => {
  // The writing tests place instances of the same divisions in the same subseasons: one at a time.
  test.describe.configure({ mode: 'default' });
  test('the division instances of a subseason are listed: those the tree shows under it, and no other', proves('OP-DIVISION-INSTANCES-INDEX', 'DIVISION-INSTANCE-FIELDS', 'DIVISION-INSTANCES-BY-SUBSEASON'), async ({ api, discovery }) => {
    const subseason = need(await discovery.subseason());
    const li = need(await discovery.leagueInstance());
    const r = await api.call('listDivisionInstances', { query: { subseason_id: subseason } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.exchange.schemaErrors).toEqual([]);
    // The tree nests DivisionInstance nodes under their Subseason: what each subseason holds. (The
    // tests of this file run one at a time, so no instance is made between the two reads.)
    const tree = (await api.call('getLeagueInstanceTree', { path: { id: li } })).object.node as TreeNode;
    const under = new Map<unknown, unknown>();
    walkTree(tree, (node, parent) => { if (node.node_type === 'DivisionInstance' && parent?.node_type === 'Subseason') under.set(node.data.id, parent.data.id); });
    const listed = r.list.map((d) => d.id);
    expect(listed.filter((id) => under.has(id) && under.get(id) !== subseason), 'no instance of another subseason is listed').toEqual([]);
    const shown = [...under].filter(([, s]) => s === subseason).map(([id]) => id);
    expect(idSet(listed.filter((id) => under.get(id) === subseason)), 'the subseason\'s instances the tree shows are listed').toEqual(idSet(shown));
  });

  test('divisions seen in the tree carry their fields', proves('DIVISION-FIELDS'), async ({ api, discovery }) => {
    const li = need(await discovery.leagueInstance());
    // Read here (not from discovery) so that the response is checked against the Division schema too.
    const r = await api.call('getLeagueInstanceTree', { path: { id: li } });
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors).toEqual([]);
    const tree = r.object.node as TreeNode;
    const divisions: Array<Record<string, unknown>> = [];
    walkTree(tree, (node) => { if (node.node_type === 'DivisionInstance' && node.data.division) divisions.push(node.data.division as Record<string, unknown>); });
    test.skip(divisions.length === 0, 'the league instance tree has no division instance');
    for (const d of divisions) {
      for (const key of ['id', 'image_id', 'league_id', 'name', 'button_title', 'abbrev', 'primary_color', 'secondary_color', 'created_at', 'updated_at']) {
        expect(Object.keys(d), `division ${String(d.id)} has ${key}`).toContain(key);
      }
    }
  });

  test('the index without subseason_id is an error', proves('DIVISION-INSTANCES-SUBSEASON-ID-REQUIRED', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    const r = await api.call('listDivisionInstances');
    expectClientError(r);
  });

  // A new division cannot be deleted through the interface (divisions are not directly
  // accessible): this create is an irreversible write and the division is listed as residue.
  test('a division instance with a new division is created under its parent node', proves('OP-DIVISION-INSTANCES-CREATE-NEW', 'DIVISION-INSTANCE-CREATE-NEW-DIVISION', 'DIVISION-INSTANCE-FIELDS'), async ({ api, discovery, ledger, irreversibleWrites }) => {
    void irreversibleWrites;
    const subseasonNode = need(await discovery.subseasonNode());
    const li = need(await discovery.leagueInstance());
    const name = `${RUN_TAG} new division`;
    const r = await createNew(api, ledger, subseasonNode.nodeId, name, li);
    expect(r.status).toBe(200);
    const id = Number(r.object.id);
    expect(Number.isInteger(r.object.division_id)).toBe(true);
    ledger.track('division', Number(r.object.division_id));
    spareDivisions.push(Number(r.object.division_id)); // once its instance is deleted, later tests can place it
    const listed = await api.call('listDivisionInstances', { query: { subseason_id: subseasonNode.id } });
    expect(listed.list.map((d) => d.id), 'the subseason now lists it').toContain(id);
    const tree = await api.call('getLeagueInstanceTree', { path: { id: li } });
    const found = findDivisionInstanceNode(tree.object.node as TreeNode, id);
    expect(found, 'the tree shows the new instance').toBeTruthy();
    expect(found?.parent?.id, 'under the parent node it was created under').toBe(subseasonNode.nodeId);
    expect((found?.node.data.division as Record<string, unknown> | undefined)?.name, 'with the new division and its name').toBe(name);
  });

  test('a division instance of an existing division is created', proves('OP-DIVISION-INSTANCES-CREATE-EXISTING', 'DIVISION-INSTANCE-CREATE-EXISTING-DIVISION'), async ({ api, discovery, ledger, target, writes }) => {
    void writes;
    const li = need(await discovery.leagueInstance());
    let place = await freePlacement(api, li);
    if (!place) {
      // Every subseason holds every division the tree shows: make one (irreversible), delete its
      // instance, and place that division with the existing-division form.
      const spare = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
      expect(spare.r.status, 'precondition: a division instance of a new division is made').toBe(200);
      const removed = await api.call('deleteDivisionInstance', { path: { id: Number(spare.r.object.id) } });
      expect(removed.status, 'precondition: its instance is deleted again').toBe(200);
      ledger.forget('division_instance', Number(spare.r.object.id));
      place = await freePlacement(api, li);
    }
    test.skip(!place, 'no subseason of the league instance can take another instance of any division');
    const r = await createExisting(api, ledger, li, place!);
    expect(r.status).toBe(200);
    expect(r.object.division_id).toBe(place!.divisionId);
    const listed = await api.call('listDivisionInstances', { query: { subseason_id: place!.subseasonId } });
    expect(listed.list.find((d) => d.id === r.object.id)?.division_id, 'the subseason lists it with that division').toBe(place!.divisionId);
  });

  test('a division instance without parent_node_id is rejected and nothing is created', proves('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    // The existing-division form: should a deployment wrongly accept it, what it creates can be deleted.
    const li = need(await discovery.leagueInstance());
    const tree = need(await discovery.tree());
    // A division some subseason has no instance of yet, where there is one: a deployment that took a
    // parent of its own choosing could then place it, and so show that it did.
    let divisionId: number | undefined = (await freePlacement(api, li))?.divisionId;
    walkTree(tree, (node) => { if (divisionId === undefined && node.node_type === 'DivisionInstance' && typeof node.data.division_id === 'number') divisionId = node.data.division_id; });
    test.skip(divisionId === undefined, 'the league instance tree has no division to name');
    const instanceIds = async () => {
      const ids: unknown[] = [];
      walkTree((await api.call('getLeagueInstanceTree', { path: { id: li } })).object.node as TreeNode, (node) => { if (node.node_type === 'DivisionInstance') ids.push(node.data.id); });
      return ids.sort();
    };
    const before = await instanceIds();
    const r = await api.call('createDivisionInstance', { json: { division_id: divisionId } });
    if (r.status === 200 && typeof r.object.id === 'number') ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
    expectClientError(r);
    // The tests of this file run one after the other: nothing else creates division instances meanwhile.
    expect(await instanceIds(), 'no division instance was created').toEqual(before);
  });

  // The new-division form: parent_node_id (integer, required) and existing_or_new ("the value new").
  // Should a deployment wrongly accept one, it makes a division the interface cannot delete.
  test('a new-division create without parent_node_id, or with existing_or_new other than new, is rejected and nothing is created', proves('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, irreversibleWrites }) => {
    void irreversibleWrites;
    const li = need(await discovery.leagueInstance());
    const subseasonNode = need(await discovery.subseasonNode());
    const instanceIds = async () => {
      const ids: unknown[] = [];
      walkTree((await api.call('getLeagueInstanceTree', { path: { id: li } })).object.node as TreeNode, (node) => { if (node.node_type === 'DivisionInstance') ids.push(node.data.id); });
      return ids.sort();
    };
    const before = await instanceIds();
    const division = { name: `${RUN_TAG} rejected division`, button_title: 'Rejected', abbrev: 'RJ', primary_color: '112233', secondary_color: 'ffffff' };
    for (const body of [{ existing_or_new: 'new', division }, { parent_node_id: subseasonNode.nodeId, existing_or_new: 'bogus', division }]) {
      const r = await api.call('createDivisionInstance', { json: body, unvalidated: true });
      if (r.status === 200 && typeof r.object.id === 'number') ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
      expectClientError(r);
    }
    expect(await instanceIds(), 'no division instance was created').toEqual(before);
  });

  test('an update of max_standings_points comes back as a string and is read back', proves('OP-DIVISION-INSTANCES-UPDATE', 'DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING', 'DIVISION-INSTANCE-UPDATE-READ-BACK'), async ({ api, discovery, ledger, target, writes }) => {
    void writes;
    const li = need(await discovery.leagueInstance());
    const { r: created, place } = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
    expect(created.status).toBe(200);
    const id = Number(created.object.id);
    const r = await api.call('updateDivisionInstance', { path: { id }, json: { max_standings_points: 42 } });
    expect(r.status).toBe(200);
    expect(typeof r.object.max_standings_points, 'returned as a string after an update').toBe('string');
    expect(Number(r.object.max_standings_points)).toBe(42);
    const listed = (await api.call('listDivisionInstances', { query: { subseason_id: place.subseasonId } })).list.find((d) => d.id === id);
    expect(Number(listed?.max_standings_points), 'the index returns the change').toBe(42);
    expect(listed?.division_id, 'and only the change').toBe(created.object.division_id);
    // A number that is not whole: the string holds the number sent, not a rounded one.
    const decimal = await api.call('updateDivisionInstance', { path: { id }, json: { max_standings_points: 12.5 } });
    expect(decimal.status).toBe(200);
    expect(typeof decimal.object.max_standings_points, 'returned as a string after an update').toBe('string');
    expect(Number(decimal.object.max_standings_points), 'holding the number sent').toBe(12.5);
  });

  test('an update of non_standing is read back, and only that changes', proves('OP-DIVISION-INSTANCES-UPDATE', 'DIVISION-INSTANCE-UPDATE-READ-BACK'), async ({ api, discovery, ledger, target, writes }) => {
    void writes;
    const li = need(await discovery.leagueInstance());
    const { r: created, place } = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
    expect(created.status).toBe(200);
    const id = Number(created.object.id);
    const flipped = created.object.non_standing !== true;
    const r = await api.call('updateDivisionInstance', { path: { id }, json: { non_standing: flipped } });
    expect(r.status).toBe(200);
    expect(r.object.non_standing, 'the response carries the change').toBe(flipped);
    const listed = (await api.call('listDivisionInstances', { query: { subseason_id: place.subseasonId } })).list.find((d) => d.id === id);
    expect(listed?.non_standing, 'the index returns the change').toBe(flipped);
    expect(listed?.division_id, 'and only the change').toBe(created.object.division_id);
    // max_standings_points may come back as a string after an update: compare what it holds.
    const points = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    expect(points(listed?.max_standings_points), 'and only the change').toEqual(points(created.object.max_standings_points));
  });

  test('a delete returns the division instance, which is then gone', proves('OP-DIVISION-INSTANCES-DELETE', 'DIVISION-INSTANCE-DELETE-RETURNS-RECORD', 'DIVISION-INSTANCE-DELETE-GONE'), async ({ api, discovery, ledger, target, writes }) => {
    void writes;
    const li = need(await discovery.leagueInstance());
    const { r: created, place } = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
    expect(created.status).toBe(200);
    const id = Number(created.object.id);
    const r = await api.call('deleteDivisionInstance', { path: { id } });
    expect(r.status).toBe(200);
    ledger.forget('division_instance', id);
    expect(r.object.id, 'the deleted record comes back').toBe(id);
    const listed = await api.call('listDivisionInstances', { query: { subseason_id: place.subseasonId } });
    expect(listed.list.map((d) => d.id), 'it is gone right away').not.toContain(id);
  });
});
