// Division instances (interface: Endpoints > Leagues and league structure; Resources > Division
// Instance, League Instance Tree). Writes create their own instances and delete them (the helpers
// that make and read them: support/division-instances.ts). The tests run one at a time: they place
// instances of the same divisions in the same subseasons, and the index test compares two reads that
// a create between them would set apart. The reads that need no such order (the fields of the
// divisions the tree nests, the index without subseason_id) are in division-instance-reads.spec.ts.
// Each check judges one requirement (check(...)); a create or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, writingIrreversibly, need, RUN_TAG } from './harness.ts';
import {
  check,
  checkedIndexList,
  checkListedFields,
  checkRecordAnswer,
  checkRefusal,
  expectAccepted,
  expectClientError,
  expectShape,
  notJudged,
  precondition,
} from './assertions.ts';
import { expectSuccess, idSet } from './support/compare.ts';
import {
  accepted,
  createExisting,
  createdInstanceId,
  createNew,
  createOwnInstance,
  deleteOf,
  findDivisionInstanceNode,
  firstDivisionId,
  freePlacement,
  instanceIds,
  instancesOf,
  isObject,
  NEW_DIVISION_FIELDS,
  ownDivision,
  placementForExisting,
  sentFieldsOf,
  storedNewInstance,
  subseasonOfEachInstance,
  treeOf,
} from './support/division-instances.ts';

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
      const list = await checkedIndexList(
        r,
        'OP-DIVISION-INSTANCES-INDEX',
        'the index by subseason_id answers 200 with an array of Division Instance',
      );
      await checkListedFields(
        r,
        'DIVISION-INSTANCE-FIELDS',
        'the division instances listed carry every listed field with its type',
      );
      // The tree nests DivisionInstance nodes under their Subseason: what each subseason holds. (The
      // tests of this file run one at a time, so no instance is made between the two reads.)
      const tree = await treeOf(api, li);
      const under = subseasonOfEachInstance(tree);
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
      const id = await createdInstanceId(r, 'a created division instance', 'OP-DIVISION-INSTANCES-CREATE-NEW');
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
          const shown = storedNewInstance(found);
          expect(shown.parent?.id, 'under the parent node it was created under').toBe(subseasonNode.nodeId);
          expect(ownDivision(shown.node).name, 'with the new division and its name').toBe(name);
        },
      );
      // Divisions are not directly accessible: the tree's DivisionInstance node shows the one made.
      await check(
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION-FIELDS',
        'the new division carries the button_title, abbrev and colours sent',
        () => {
          const division = ownDivision(storedNewInstance(found).node);
          expect(
            sentFieldsOf(division),
            'the new division carries the fields sent (colours in any letter case)',
          ).toEqual(NEW_DIVISION_FIELDS);
        },
      );
      const listed = await instancesOf(api, subseasonNode.id);
      await check(
        'DIVISION-INSTANCE-CREATE-NEW-DIVISION',
        "the index of the parent's subseason lists the new instance",
        () => {
          storedNewInstance(found);
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
      const place = await placementForExisting(api, ledger, target, li, discovery);
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
      const divisionId = (await freePlacement(api, li))?.divisionId ?? firstDivisionId(fixtureTree);
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
        await checkRecordAnswer(
          r,
          'OP-DIVISION-INSTANCES-UPDATE',
          `an update of max_standings_points to ${points} answers 200 with the Division Instance`,
          id,
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
      await checkRecordAnswer(
        r,
        'OP-DIVISION-INSTANCES-UPDATE',
        'an update of non_standing answers 200 with the Division Instance',
        id,
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
