// Sports (interface: Endpoints > Sports, officials, official types; Resources > Sport).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition.
import { test, expect, proves, need } from './harness.ts';
import {
  check,
  checkIndexAnswer,
  checkListedFields,
  checkRecordAnswer,
  checkRecordFields,
  readBack,
} from './assertions.ts';

test.describe('sports', () => {
  test('the sports index answers an array of Sport', proves('OP-SPORTS-INDEX', 'SPORT-FIELDS'), async ({ api }) => {
    const r = await api.call('listSports');
    await checkIndexAnswer(r, 'OP-SPORTS-INDEX', 'the sports index answers 200 with an array');
    // How many sports there are is the deployment's data, not the interface's.
    test.skip(
      Array.isArray(r.body) && r.list.length === 0,
      'the sports index lists no sport: there is no Sport to check',
    );
    await checkListedFields(r, 'SPORT-FIELDS', 'every Sport of the index carries every listed field with its type');
  });

  test('a sport is shown by its id', proves('OP-SPORTS-SHOW', 'SPORT-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.sport());
    const r = await api.call('getSport', { path: { id } });
    await checkRecordAnswer(r, 'OP-SPORTS-SHOW', `GET /sports/${id} answers 200 with that sport`, id);
    await checkRecordFields(r, 'SPORT-FIELDS', 'the shown Sport carries every listed field with its type');
    const listed = (await readBack(api, 'listSports', {})).list.find((s) => s.id === id);
    if (listed)
      await check('OP-SPORTS-SHOW', 'show and index agree on the name of the sport', () =>
        expect(r.object.name, 'show and index agree on the name').toBe(listed.name),
      );
  });
});
