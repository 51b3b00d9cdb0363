// What each fault of reference/faults/division-instances.ts (division instances and their divisions)
// changes, one function per fault that observes it (part of LEAGUES_TEAMS_OBSERVE,
// fault-observers/leagues-teams.ts, which says how they run and what they leave on the shared baseline
// server: the records made here are deleted again).
import assert from 'node:assert/strict';
import type { DIVISION_INSTANCE_FAULTS } from '../../../reference/faults/division-instances.ts';
import type { RefServer } from '../../../reference/testing.ts';
import { body, first, fx, ids, type Obj, type Observer, tree } from './leagues-teams-kit.ts';

/** A division of the main league that has no instance in the playoffs, and the playoffs' page node. */
function freeDivision(r: RefServer): { parentNodeId: number; divisionId: number } {
  const s = r.store;
  const playoffs = s.t.subseasons.get(fx(r).playoffSubseasonId)!;
  const taken = new Set(
    [...s.t.divisionInstances.values()].filter((d) => d.subseason_id === playoffs.id).map((d) => d.division_id),
  );
  const division = [...s.t.divisions.values()].find((d) => d.league_id === fx(r).leagueId && !taken.has(d.id));
  assert.ok(division, 'a division without an instance in the playoffs');
  return { parentNodeId: playoffs.node_id, divisionId: division.id };
}

/** Creates an instance of an existing division in the playoffs, runs `use`, deletes it again. */
async function withOwnInstance<T>(r: RefServer, use: (id: number) => Promise<T>): Promise<T> {
  const { parentNodeId, divisionId } = freeDivision(r);
  const created = await r.post('/division_instances', { parent_node_id: parentNodeId, division_id: divisionId });
  assert.equal(created.status, 200);
  try {
    return await use(created.body.id as number);
  } finally {
    await r.del(`/division_instances/${created.body.id}`);
  }
}

const regularNode = (r: RefServer) => r.store.t.subseasons.get(fx(r).regularSubseasonId)!.node_id;

async function createNew(r: RefServer, name: string) {
  return r.post('/division_instances', { parent_node_id: regularNode(r), existing_or_new: 'new', division: { name } });
}

export const DIVISION_INSTANCE_OBSERVE: Record<(typeof DIVISION_INSTANCE_FAULTS)[number]['id'], Observer> = {
  // ------------------------------------------------------------ division instances
  'division-instances-index-wrapped': async (r) =>
    Array.isArray(await body(r, `/division_instances?subseason_id=${fx(r).regularSubseasonId}`)),
  'division-instance-create-new-refused': async (r) => {
    const res = await createNew(r, 'Fault division');
    if (res.status === 200) await r.del(`/division_instances/${res.body.id}`);
    return res.status;
  },
  'division-instance-create-existing-refused': async (r) => {
    const { parentNodeId, divisionId } = freeDivision(r);
    const res = await r.post('/division_instances', { parent_node_id: parentNodeId, division_id: divisionId });
    if (res.status === 200) await r.del(`/division_instances/${res.body.id}`);
    return res.status;
  },
  'division-instance-update-status-201': async (r) =>
    withOwnInstance(r, async (id) => {
      const res = await r.put(`/division_instances/${id}`, { max_standings_points: 3 });
      assert.equal(res.body.max_standings_points, '3', 'the update is still made');
      return res.status;
    }),
  'division-instance-update-404': async (r) =>
    withOwnInstance(r, async (id) => (await r.put(`/division_instances/${id}`, { max_standings_points: 3 })).status),
  'division-instance-non-standing-string': async (r) =>
    (await body(r, `/division_instances?subseason_id=${fx(r).regularSubseasonId}`))[0].non_standing,
  'division-instance-created-at-missing': async (r) =>
    'created_at' in (await body(r, `/division_instances?subseason_id=${fx(r).regularSubseasonId}`))[0],
  'division-button-title-missing': async (r) =>
    'button_title' in first((await tree(r)).node, 'DivisionInstance')!.data.division,
  'division-color-leading-hash': async (r) =>
    first((await tree(r)).node, 'DivisionInstance')!.data.division.primary_color,
  'division-instance-create-without-parent-default': async (r) => {
    const res = await r.post('/division_instances', { existing_or_new: 'new', division: { name: 'Orphan' } });
    if (res.status === 200) await r.del(`/division_instances/${res.body.id}`);
    return res.status;
  },
  'division-instance-create-existing-copies-division': async (r) => {
    const { divisionId } = freeDivision(r);
    return withOwnInstance(r, async (id) => r.store.t.divisionInstances.get(id)!.division_id === divisionId);
  },
  'division-instance-create-new-ignores-name': async (r) => {
    const res = await createNew(r, 'Fault division');
    await r.del(`/division_instances/${res.body.id}`);
    return r.store.t.divisions.get(res.body.division_id)!.name;
  },
  'division-instance-create-new-ignores-button-title': async (r) => {
    const res = await r.post('/division_instances', {
      parent_node_id: regularNode(r),
      existing_or_new: 'new',
      division: { name: 'Fault division', button_title: 'Fault button', abbrev: 'FB' },
    });
    await r.del(`/division_instances/${res.body.id}`);
    const made = r.store.t.divisions.get(res.body.division_id)!;
    assert.equal(made.abbrev, 'FB', 'the other fields are still stored');
    return made.button_title;
  },
  'division-instance-create-new-other-subseason': async (r) => {
    const res = await createNew(r, 'Fault division');
    const subseason = r.store.t.divisionInstances.get(res.body.id)!.subseason_id;
    await r.del(`/division_instances/${res.body.id}`);
    return subseason;
  },
  'division-instance-max-points-string-on-create': async (r) => {
    const { parentNodeId, divisionId } = freeDivision(r);
    const created = await r.post('/division_instances', { parent_node_id: parentNodeId, division_id: divisionId });
    assert.equal(created.status, 200);
    try {
      const listed = (await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)).find(
        (d: Obj) => d.id === created.body.id,
      );
      assert.equal(
        Number(
          (await r.put(`/division_instances/${created.body.id}`, { max_standings_points: 4 })).body
            .max_standings_points,
        ),
        4,
        'an update still answers the number sent',
      );
      return [created.body.max_standings_points, listed.max_standings_points];
    } finally {
      await r.del(`/division_instances/${created.body.id}`);
    }
  },
  'max-standings-points-string-truncated': async (r) =>
    withOwnInstance(r, async (id) => {
      assert.equal(
        (await r.put(`/division_instances/${id}`, { max_standings_points: 12 })).body.max_standings_points,
        '12',
      );
      return (await r.put(`/division_instances/${id}`, { max_standings_points: 12.5 })).body.max_standings_points;
    }),
  'division-instance-update-not-stored': async (r) =>
    withOwnInstance(r, async (id) => {
      assert.equal(
        (await r.put(`/division_instances/${id}`, { max_standings_points: 7 })).body.max_standings_points,
        '7',
        'the response carries the change',
      );
      return (await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)).find(
        (d: Obj) => d.id === id,
      ).max_standings_points;
    }),
  'division-instance-update-ignores-non-standing': async (r) =>
    withOwnInstance(
      r,
      async (id) => (await r.put(`/division_instances/${id}`, { non_standing: true })).body.non_standing,
    ),
  'division-instance-delete-refused': async (r) =>
    withOwnInstance(r, async (id) => (await r.del(`/division_instances/${id}`)).status),
  'division-instance-delete-returns-empty': async (r) =>
    withOwnInstance(r, async (id) => (await r.del(`/division_instances/${id}`)).body.id),
  'division-instance-delete-returns-division': async (r) =>
    withOwnInstance(r, async (id) => {
      const res = await r.del(`/division_instances/${id}`);
      assert.equal(r.store.t.divisionInstances.has(id), false, 'the instance is still deleted');
      return res.body.id === id;
    }),
  'division-instance-delete-keeps-record': async (r) =>
    withOwnInstance(r, async (id) => {
      assert.equal((await r.del(`/division_instances/${id}`)).body.id, id, 'the record still comes back');
      return ids(await body(r, `/division_instances?subseason_id=${fx(r).playoffSubseasonId}`)).includes(id);
    }),
};
