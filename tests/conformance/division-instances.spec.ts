// Division instances (interface: Endpoints > Leagues and league structure; Resources > Division
// Instance, Division, League Instance Tree). Writes create their own instances and delete them.
// Each check judges one requirement (check(...)); a create or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import {
  test,
  expect,
  expectAccepted,
  expectClientError,
  expectEvery,
  expectShape,
  proves,
  writing,
  writingIrreversibly,
  need,
  observe,
  RUN_TAG,
  check,
  checkRefusal,
  notJudged,
  precondition,
} from './harness.ts';
import { walkTree, type Found, type TreeNode } from '../../src/harness/discovery.ts';
import type { RunTarget } from '../../src/harness/run-target.ts';
import { expectSuccess, idSet } from './support/compare.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';

type Fields = Record<string, unknown>;

const deleteOf = (id: number) => ({ operationId: 'deleteDivisionInstance', path: { id } });
const accepted = (r: ApiResult): boolean => r.status >= 200 && r.status < 300;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of a new division beside its name ("division (object: name, button_title, abbrev,
 * primary_color, secondary_color)"): each unlike the others and the name, so that one stored in
 * another's place shows. Colours in hex without a hash (the form League colours are given in; the
 * interface gives Division colours as strings only), lower case: a deployment may answer another case.
 */
const NEW_DIVISION_FIELDS = {
  button_title: 'Conformance button',
  abbrev: 'CF',
  primary_color: '1a2b3c',
  secondary_color: 'f0e1d2',
} as const;

async function createNew(
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

/** The tree of a league instance, read now: a precondition that the show answers (its own rule) with a root node (TREE-NODE-WRAPPER). */
async function treeOf(api: ApiClient, leagueInstanceId: number): Promise<TreeNode> {
  const r = await precondition(
    `a read of the tree of league instance ${leagueInstanceId}`,
    async () => {
      const answer = await api.call('getLeagueInstanceTree', { path: { id: leagueInstanceId } });
      expectAccepted(answer, `GET /league_instance_tree/${leagueInstanceId} answers a success`);
      return answer;
    },
    'OP-LEAGUE-INSTANCE-TREE-SHOW',
  );
  return precondition(
    `the root node of the tree of league instance ${leagueInstanceId}`,
    () => {
      expect(isObject(r.object.node), 'the tree holds its root in node').toBe(true);
      return r.object.node as TreeNode;
    },
    'TREE-NODE-WRAPPER',
  );
}

/** The division instances of a subseason, read now: a precondition that the index answers a success with an array (its own rule). */
async function instancesOf(api: ApiClient, subseasonId: number): Promise<Fields[]> {
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
async function instanceIds(api: ApiClient, leagueInstanceId: number): Promise<unknown[]> {
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
async function freePlacement(api: ApiClient, leagueInstanceId: number): Promise<Placement | undefined> {
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
async function createOwnInstance(
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
  const id = await precondition(
    'a division instance of our own',
    () => {
      expectAccepted(created, 'the create is accepted');
      expect(Number.isInteger(created.object.id), "the create answers the instance's id").toBe(true);
      return created.object.id as number;
    },
    coveredBy,
  );
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

/** The existing-division form, recorded in the ledger (an intent first: a kill between create and answer). */
async function createExisting(api: ApiClient, ledger: Ledger, leagueInstanceId: number, place: Placement) {
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

function findDivisionInstanceNode(tree: TreeNode, id: number): { node: TreeNode; parent?: TreeNode } | undefined {
  let found: { node: TreeNode; parent?: TreeNode } | undefined;
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
function ownDivision(node: TreeNode): Fields {
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

test.describe('division instances', () => {
  // The writing tests place instances of the same divisions in the same subseasons: one at a time.
  test.describe.configure({ mode: 'default' });
  test(
    'the division instances of a subseason are listed: those the tree shows under it, and no other',
    proves('OP-DIVISION-INSTANCES-INDEX', 'DIVISION-INSTANCE-FIELDS', 'DIVISION-INSTANCES-BY-SUBSEASON'),
    async ({ api, discovery }) => {
      const subseason = need(await discovery.subseason());
      const li = need(await discovery.leagueInstance());
      const r = await api.call('listDivisionInstances', { query: { subseason_id: subseason } });
      await check(
        'OP-DIVISION-INSTANCES-INDEX',
        'the index by subseason_id answers 200 with an array of Division Instance',
        () => {
          expectSuccess(r, 'listDivisionInstances', `GET /division_instances?subseason_id=${subseason} answers 200`);
          expect(Array.isArray(r.body), 'an array').toBe(true);
        },
      );
      const list = await precondition(
        `the division instances of subseason ${subseason}`,
        () => {
          expectAccepted(r, 'the index answers a success');
          expect(Array.isArray(r.body), 'the index answers an array').toBe(true);
          return r.list;
        },
        'OP-DIVISION-INSTANCES-INDEX',
      );
      await check(
        'DIVISION-INSTANCE-FIELDS',
        'the division instances listed carry every listed field with its type',
        () => expectShape(r, 'DIVISION-INSTANCE-FIELDS'),
      );
      // The tree nests DivisionInstance nodes under their Subseason: what each subseason holds. (The
      // tests of this file run one at a time, so no instance is made between the two reads.)
      const tree = await treeOf(api, li);
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
      const listed = list.map((d) => d.id);
      await check('DIVISION-INSTANCES-BY-SUBSEASON', 'no instance of another subseason is listed', () =>
        expect(
          listed.filter((id) => under.has(id) && under.get(id) !== subseason),
          'no instance of another subseason is listed',
        ).toEqual([]),
      );
      const shown = [...under].filter(([, s]) => s === subseason).map(([id]) => id);
      await check('DIVISION-INSTANCES-BY-SUBSEASON', "the subseason's instances the tree shows are listed", () =>
        expect(
          idSet(listed.filter((id) => under.get(id) === subseason)),
          "the subseason's instances the tree shows are listed",
        ).toEqual(idSet(shown)),
      );
    },
  );

  test('divisions seen in the tree carry their fields', proves('DIVISION-FIELDS'), async ({ api, discovery }) => {
    const li = need(await discovery.leagueInstance());
    // Read here (not from discovery) so that the response is checked against the Division schema too.
    const r = await precondition(
      `a read of the tree of league instance ${li}`,
      async () => {
        const answer = await api.call('getLeagueInstanceTree', { path: { id: li } });
        expectAccepted(answer, `GET /league_instance_tree/${li} answers a success`);
        return answer;
      },
      'OP-LEAGUE-INSTANCE-TREE-SHOW',
    );
    const tree = await precondition(
      'the root node of the tree',
      () => {
        expect(isObject(r.object.node), 'the tree holds its root in node').toBe(true);
        return r.object.node as TreeNode;
      },
      'TREE-NODE-WRAPPER',
    );
    const divisions: Fields[] = [];
    walkTree(tree, (node) => {
      if (
        isObject(node) &&
        isObject(node.data) &&
        node.node_type === 'DivisionInstance' &&
        isObject(node.data.division)
      )
        divisions.push(node.data.division);
    });
    test.skip(
      divisions.length === 0,
      'the league instance tree has no division instance with its division; set SVC_LEAGUE_INSTANCE_ID to one that has',
    );
    expectShape(r, 'DIVISION-FIELDS');
    const keys = [
      'id',
      'image_id',
      'league_id',
      'name',
      'button_title',
      'abbrev',
      'primary_color',
      'secondary_color',
      'created_at',
      'updated_at',
    ];
    expectEvery(divisions, 'every division carries every listed field', (d) => {
      const present = Object.keys(d);
      const missing = keys.filter((k) => !present.includes(k));
      return missing.length > 0 && `division ${String(d.id)}: ${missing.join(', ')}`;
    });
  });

  // subseason_id is listed as required, but no error is stated for a request without it: a
  // deployment may refuse it or answer a list (spec/silences.yaml officials-required-query). Recorded.
  test(
    'what the index answers without subseason_id is recorded',
    proves('DIVISION-INSTANCES-WITHOUT-SUBSEASON-ID-OBSERVED'),
    async ({ api }, testInfo) => {
      const r = await api.call('listDivisionInstances');
      const errors = (r.object as { errors?: unknown } | undefined)?.errors;
      observe(
        testInfo,
        'DIVISION-INSTANCES-WITHOUT-SUBSEASON-ID-OBSERVED',
        'GET /division_instances without subseason_id',
        { status: r.status, ...(Array.isArray(r.body) ? { items: r.list.length } : { errors: errors ?? null }) },
      );
    },
  );

  // A new division cannot be deleted through the interface (divisions are not directly
  // accessible): this create is an irreversible write and the division is listed as residue.
  test(
    'a division instance with a new division is created under its parent node',
    writingIrreversibly(
      proves(
        'OP-DIVISION-INSTANCES-CREATE-NEW',
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION',
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION-FIELDS',
        'DIVISION-INSTANCE-FIELDS',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const subseasonNode = need(await discovery.subseasonNode());
      const li = need(await discovery.leagueInstance());
      const name = `${RUN_TAG} new division`;
      const r = await createNew(api, ledger, subseasonNode.nodeId, name, li);
      await check('OP-DIVISION-INSTANCES-CREATE-NEW', 'the create answers 200 with the new Division Instance', () => {
        expectSuccess(r, 'createDivisionInstance', 'POST /division_instances (new division) answers 200');
        expect(Number.isInteger(r.object.id), 'with the id of the new instance').toBe(true);
      });
      const id = await precondition(
        'a created division instance',
        () => {
          expectAccepted(r, 'the create is accepted');
          expect(Number.isInteger(r.object.id), "the create answers the instance's id").toBe(true);
          return r.object.id as number;
        },
        'OP-DIVISION-INSTANCES-CREATE-NEW',
      );
      await check('DIVISION-INSTANCE-FIELDS', 'the create answers every listed field with its type', () =>
        expectShape(r, 'DIVISION-INSTANCE-FIELDS'),
      );
      await check('DIVISION-INSTANCE-CREATE-NEW-DIVISION', 'the new instance is of a division (its id answered)', () =>
        expect(Number.isInteger(r.object.division_id), "the create answers the new division's id").toBe(true),
      );
      if (Number.isInteger(r.object.division_id)) ledger.track('division', Number(r.object.division_id));
      const found = findDivisionInstanceNode(await treeOf(api, li), id);
      await check('OP-DIVISION-INSTANCES-CREATE-NEW', 'the created instance is stored: the tree shows it', () =>
        expect(found, 'the tree shows the new instance').toBeTruthy(),
      );
      await check(
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION',
        'the tree shows the new instance under its parent node, with the new division and its name',
        () => {
          if (!found)
            notJudged('the tree does not show the created instance at all: it was not stored', [
              'OP-DIVISION-INSTANCES-CREATE-NEW',
            ]);
          expect(found!.parent?.id, 'under the parent node it was created under').toBe(subseasonNode.nodeId);
          expect(ownDivision(found!.node).name, 'with the new division and its name').toBe(name);
        },
      );
      // Divisions are not directly accessible: the tree's DivisionInstance node shows the one made.
      await check(
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION-FIELDS',
        'the new division carries the button_title, abbrev and colours sent',
        () => {
          if (!found)
            notJudged('the tree does not show the created instance at all: it was not stored', [
              'OP-DIVISION-INSTANCES-CREATE-NEW',
            ]);
          const division = ownDivision(found!.node);
          const color = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
          expect(
            {
              button_title: division.button_title,
              abbrev: division.abbrev,
              primary_color: color(division.primary_color),
              secondary_color: color(division.secondary_color),
            },
            'the new division carries the fields sent (colours in any letter case)',
          ).toEqual(NEW_DIVISION_FIELDS);
        },
      );
      const listed = await instancesOf(api, subseasonNode.id);
      await check(
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION',
        "the index of the parent's subseason lists the new instance",
        () => {
          if (!found)
            notJudged('the tree does not show the created instance at all: it was not stored', [
              'OP-DIVISION-INSTANCES-CREATE-NEW',
            ]);
          expect(
            listed.map((d) => d.id),
            'the subseason now lists it',
          ).toContain(id);
        },
      );
    },
  );

  test(
    'a division instance of an existing division is created',
    writing(proves('OP-DIVISION-INSTANCES-CREATE-EXISTING', 'DIVISION-INSTANCE-CREATE-EXISTING-DIVISION')),
    async ({ api, discovery, ledger, target }) => {
      const li = need(await discovery.leagueInstance());
      let place = await freePlacement(api, li);
      if (!place) {
        // Every subseason holds every division the tree shows: make one (irreversible) with an
        // instance in one subseason, which stays, and place that division in another subseason with
        // the existing-division form. (What becomes of a division once its last instance is deleted
        // is not stated: a deployment may remove it, so the suite never places such a division.)
        await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
        place = await freePlacement(api, li);
      }
      test.skip(
        !place,
        'no subseason of the league instance can take another instance of any division (a division made for the test can only be placed in a second subseason); set SVC_LEAGUE_INSTANCE_ID to another',
      );
      const at = place!;
      const r = await createExisting(api, ledger, li, at);
      await check(
        'OP-DIVISION-INSTANCES-CREATE-EXISTING',
        'the create answers 200 with a new Division Instance',
        () => {
          expectSuccess(r, 'createDivisionInstance', 'POST /division_instances (existing division) answers 200');
          expect(Number.isInteger(r.object.id), 'with the id of the new instance').toBe(true);
        },
      );
      await check(
        'DIVISION-INSTANCE-CREATE-EXISTING-DIVISION',
        'the create answers the instance of that division',
        () => {
          if (!accepted(r))
            notJudged(`the create was refused (${r.status}): no instance to judge`, [
              'OP-DIVISION-INSTANCES-CREATE-EXISTING',
            ]);
          expect(r.object.division_id, 'the new instance has that division_id').toBe(at.divisionId);
        },
      );
      if (!accepted(r) || !Number.isInteger(r.object.id)) return;
      const id = r.object.id as number;
      const listed = (await instancesOf(api, at.subseasonId)).find((d) => d.id === id);
      await check(
        'OP-DIVISION-INSTANCES-CREATE-EXISTING',
        'the created instance is stored: the index of its subseason lists it',
        () => expect(listed, 'the subseason lists the new instance').toBeTruthy(),
      );
      await check('DIVISION-INSTANCE-CREATE-EXISTING-DIVISION', 'the subseason lists it with that division', () => {
        if (!listed)
          notJudged('the index does not list the created instance: it was not stored', [
            'OP-DIVISION-INSTANCES-CREATE-EXISTING',
          ]);
        expect(listed!.division_id, 'the subseason lists it with that division').toBe(at.divisionId);
      });
    },
  );

  test(
    'a division instance without parent_node_id is rejected and nothing is created',
    writing(proves('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      // The existing-division form: should a deployment wrongly accept it, what it creates can be deleted.
      const li = need(await discovery.leagueInstance());
      const fixtureTree = need(await discovery.tree());
      // A division some subseason has no instance of yet, where there is one: a deployment that took a
      // parent of its own choosing could then place it, and so show that it did.
      let divisionId: number | undefined = (await freePlacement(api, li))?.divisionId;
      walkTree(fixtureTree, (node) => {
        if (
          divisionId === undefined &&
          isObject(node) &&
          isObject(node.data) &&
          node.node_type === 'DivisionInstance' &&
          typeof node.data.division_id === 'number'
        )
          divisionId = node.data.division_id;
      });
      test.skip(
        divisionId === undefined,
        'the league instance tree has no division to name; set SVC_LEAGUE_INSTANCE_ID to one that has',
      );
      const before = await instanceIds(api, li);
      const r = await api.call('createDivisionInstance', { json: { division_id: divisionId } });
      if (accepted(r) && typeof r.object.id === 'number')
        ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
      await checkRefusal(
        r,
        'DIVISION-INSTANCE-CREATE-PARENT-REQUIRED',
        'a create of the existing-division form without parent_node_id',
      );
      // The tests of this file run one after the other: nothing else creates division instances meanwhile.
      const after = await instanceIds(api, li);
      await check('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED', 'the refused create made no division instance', () =>
        expect(after, 'no division instance was created').toEqual(before),
      );
    },
  );

  // The new-division form: parent_node_id (integer, required) and existing_or_new ("the value new").
  // Should a deployment wrongly accept one, it makes a division the interface cannot delete.
  test(
    'a new-division create without parent_node_id, or with existing_or_new other than new, is rejected and nothing is created',
    writingIrreversibly(proves('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      const li = need(await discovery.leagueInstance());
      const subseasonNode = need(await discovery.subseasonNode());
      const division = {
        name: `${RUN_TAG} rejected division`,
        button_title: 'Rejected',
        abbrev: 'RJ',
        primary_color: '112233',
        secondary_color: 'ffffff',
      };
      // Without parent_node_id: PARENT-REQUIRED's rule; existing_or_new bogus (not "the value new"): a value the interface rules out.
      const cases = [
        {
          requirement: 'DIVISION-INSTANCE-CREATE-PARENT-REQUIRED',
          what: 'a new-division create without parent_node_id',
          body: { existing_or_new: 'new', division },
        },
        {
          requirement: 'ERROR-BAD-INPUT-4XX',
          what: 'a new-division create with existing_or_new bogus',
          body: { parent_node_id: subseasonNode.nodeId, existing_or_new: 'bogus', division },
        },
      ] as const;
      for (const { requirement, what, body } of cases) {
        const before = await instanceIds(api, li);
        const r = await api.call('createDivisionInstance', { json: body, unvalidated: true });
        if (accepted(r) && typeof r.object.id === 'number')
          ledger.track('division_instance', r.object.id, deleteOf(r.object.id));
        await checkRefusal(r, requirement, what);
        if (requirement === 'ERROR-BAD-INPUT-4XX') {
          await check('ERROR-BAD-INPUT-4XX', `${what}: the refusal is a 4xx`, () => {
            if (r.status < 400)
              notJudged(`the request was accepted (${r.status}): no refusal to judge`, ['ERROR-BAD-INPUT-4XX']);
            expectClientError(r, `${what}: a 4xx, not a ${r.status}`);
          });
        }
        const after = await instanceIds(api, li);
        await check(requirement, `${what}: the refused create made no division instance`, () =>
          expect(after, 'no division instance was created').toEqual(before),
        );
      }
    },
  );

  test(
    'an update of max_standings_points comes back as a string and is read back',
    writing(
      proves(
        'OP-DIVISION-INSTANCES-UPDATE',
        'DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING',
        'DIVISION-INSTANCE-UPDATE-READ-BACK',
      ),
    ),
    async ({ api, discovery, ledger, target }) => {
      const li = need(await discovery.leagueInstance());
      const { id, created, place } = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
      for (const points of [42, 12.5]) {
        const r = await api.call('updateDivisionInstance', { path: { id }, json: { max_standings_points: points } });
        await check(
          'OP-DIVISION-INSTANCES-UPDATE',
          `an update of max_standings_points to ${points} answers 200 with the Division Instance`,
          () => {
            expectSuccess(r, 'updateDivisionInstance', `PUT /division_instances/${id} answers 200`);
            expect(r.object.id, 'the updated instance').toBe(id);
          },
        );
        // A number that is not whole: the string holds the number sent, not a rounded one.
        await check(
          'DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING',
          `after an update to ${points}, max_standings_points comes back as a string holding ${points}`,
          () => {
            if (!accepted(r))
              notJudged(`the update was refused (${r.status}): nothing comes back`, ['OP-DIVISION-INSTANCES-UPDATE']);
            expect(typeof r.object.max_standings_points, 'returned as a string after an update').toBe('string');
            expect(Number(r.object.max_standings_points), 'holding the number sent').toBe(points);
          },
        );
        const listed = (await instancesOf(api, place.subseasonId)).find((d) => d.id === id);
        await check(
          'DIVISION-INSTANCE-UPDATE-READ-BACK',
          `the index returns max_standings_points ${points}, and only that changed`,
          () => {
            if (!accepted(r))
              notJudged(`the update was refused (${r.status}): no change to read back`, [
                'OP-DIVISION-INSTANCES-UPDATE',
              ]);
            expect(listed, 'the index of its subseason still lists the instance').toBeTruthy();
            // the index returns what the update answered, and that answer does not hold the number sent: the string rule's failure
            const answered = Number(r.object.max_standings_points);
            if (answered !== points && Number(listed!.max_standings_points) === answered)
              notJudged(
                `the index returns ${String(listed!.max_standings_points)}, what the update answered for ${points}`,
                ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
              );
            expect(Number(listed!.max_standings_points), 'the index returns the change').toBe(points);
            expect(listed!.division_id, 'and only the change').toBe(created.object.division_id);
          },
        );
      }
    },
  );

  // "max_standings_points (null, or a number; returned as a string after an update)": an instance of
  // our own, never updated, read in every answer that shows it. (Instances the deployment already
  // had may have been updated: their strings are legal, so only our own is judged.)
  test(
    'a division instance never updated answers max_standings_points as null or a number, never a string',
    writing(proves('DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE')),
    async ({ api, discovery, ledger, target }) => {
      const li = need(await discovery.leagueInstance());
      const { id, created, place, coveredBy } = await createOwnInstance(
        api,
        ledger,
        target,
        li,
        await discovery.subseasonNode(),
      );
      const kind = (v: unknown) => (v === null ? 'null' : typeof v);
      const beforeUpdate = (where: string, value: unknown) =>
        expect(
          ['null', 'number'],
          `${where} answers max_standings_points ${JSON.stringify(value)} for an instance never updated: null or a number, not a ${kind(value)}`,
        ).toContain(kind(value));
      await check(
        'DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE',
        'the create answers max_standings_points as null or a number',
        () => beforeUpdate('the create', created.object.max_standings_points),
      );
      const listed = (await instancesOf(api, place.subseasonId)).find((d) => d.id === id);
      await check(
        'DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE',
        `the index of subseason ${place.subseasonId} lists max_standings_points as null or a number`,
        () => {
          if (!listed)
            notJudged(`the index of subseason ${place.subseasonId} no longer lists instance ${id}`, [
              'OP-DIVISION-INSTANCES-INDEX',
            ]);
          beforeUpdate('the index', listed!.max_standings_points);
        },
      );
      const found = findDivisionInstanceNode(await treeOf(api, li), id);
      await check(
        'DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE',
        'the league instance tree shows max_standings_points as null or a number',
        () => {
          if (!found || !isObject(found.node.data))
            notJudged(`the tree of league instance ${li} does not show instance ${id}, which the index lists`, [
              coveredBy,
            ]);
          beforeUpdate('the tree', found!.node.data.max_standings_points);
        },
      );
    },
  );

  test(
    'an update of non_standing is read back, and only that changes',
    writing(proves('OP-DIVISION-INSTANCES-UPDATE', 'DIVISION-INSTANCE-UPDATE-READ-BACK')),
    async ({ api, discovery, ledger, target }) => {
      const li = need(await discovery.leagueInstance());
      const { id, created, place } = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
      const flipped = created.object.non_standing !== true;
      const r = await api.call('updateDivisionInstance', { path: { id }, json: { non_standing: flipped } });
      await check(
        'OP-DIVISION-INSTANCES-UPDATE',
        'an update of non_standing answers 200 with the Division Instance',
        () => {
          expectSuccess(r, 'updateDivisionInstance', `PUT /division_instances/${id} answers 200`);
          expect(r.object.id, 'the updated instance').toBe(id);
        },
      );
      await check('DIVISION-INSTANCE-UPDATE-READ-BACK', 'the update answers the change', () => {
        if (!accepted(r))
          notJudged(`the update was refused (${r.status}): no change to judge`, ['OP-DIVISION-INSTANCES-UPDATE']);
        expect(r.object.non_standing, 'the response carries the change').toBe(flipped);
      });
      const listed = (await instancesOf(api, place.subseasonId)).find((d) => d.id === id);
      await check('DIVISION-INSTANCE-UPDATE-READ-BACK', 'the index returns the change, and only the change', () => {
        if (!accepted(r))
          notJudged(`the update was refused (${r.status}): no change to read back`, ['OP-DIVISION-INSTANCES-UPDATE']);
        expect(listed, 'the index of its subseason still lists the instance').toBeTruthy();
        expect(listed!.non_standing, 'the index returns the change').toBe(flipped);
        expect(listed!.division_id, 'and only the change').toBe(created.object.division_id);
        // max_standings_points may come back as a string after an update: compare what it holds.
        const points = (v: unknown) => (v === null || v === undefined ? null : Number(v));
        expect(points(listed!.max_standings_points), 'and only the change').toEqual(
          points(created.object.max_standings_points),
        );
      });
    },
  );

  test(
    'a delete returns the division instance, which is then gone',
    writing(
      proves(
        'OP-DIVISION-INSTANCES-DELETE',
        'DIVISION-INSTANCE-DELETE-RETURNS-RECORD',
        'DIVISION-INSTANCE-DELETE-GONE',
      ),
    ),
    async ({ api, discovery, ledger, target }) => {
      const li = need(await discovery.leagueInstance());
      const { id, place } = await createOwnInstance(api, ledger, target, li, await discovery.subseasonNode());
      const r = await api.call('deleteDivisionInstance', { path: { id } });
      if (accepted(r)) ledger.forget('division_instance', id);
      await check('OP-DIVISION-INSTANCES-DELETE', 'the delete answers 200', () =>
        expectSuccess(r, 'deleteDivisionInstance', `DELETE /division_instances/${id} answers 200`),
      );
      await check('DIVISION-INSTANCE-DELETE-RETURNS-RECORD', 'the delete answers the deleted Division Instance', () => {
        if (!accepted(r))
          notJudged(`the delete was refused (${r.status}): no record to judge`, ['OP-DIVISION-INSTANCES-DELETE']);
        expect(r.object.id, 'the deleted record comes back').toBe(id);
      });
      await precondition(
        'the delete is accepted',
        () => expectAccepted(r, 'the delete is accepted'),
        'OP-DIVISION-INSTANCES-DELETE',
      );
      const listed = await instancesOf(api, place.subseasonId);
      await check('DIVISION-INSTANCE-DELETE-GONE', 'the deleted instance is gone from the index of its subseason', () =>
        expect(
          listed.map((d) => d.id),
          'it is gone right away',
        ).not.toContain(id),
      );
    },
  );
});
