// Division instances, the reads that need no order (interface: Endpoints > Leagues and league
// structure; Resources > Division, League Instance Tree): the divisions the tree of a league instance
// nests carry their listed fields (divisions are not directly accessible: the tree's DivisionInstance
// nodes show them), and what the index answers without subseason_id is recorded. These tests write
// nothing and compare no two reads, so they need no place in the one-at-a-time order of
// division-instances.spec.ts (the index by subseason_id, the creates, updates and deletes).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import { test, proves, need, observe } from './harness.ts';
import { expectEvery, expectShape } from './assertions.ts';
import { walkTree } from '../../src/harness/discovery.ts';
import { type Fields, isObject, readTree } from './support/division-instances.ts';

test.describe('division instances', () => {
  test('divisions seen in the tree carry their fields', proves('DIVISION-FIELDS'), async ({ api, discovery }) => {
    const li = need(await discovery.leagueInstance());
    // Read here (not from discovery) so that the response is checked against the Division schema too.
    const { answer: r, root: tree } = await readTree(api, li);
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
});
