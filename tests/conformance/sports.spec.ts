// Sports (interface: Endpoints > Sports, officials, official types; Resources > Sport).
import { test, expect, proves, need } from './harness.ts';

test.describe('sports', () => {
  test('the sports index answers an array of Sport', proves('OP-SPORTS-INDEX', 'SPORT-FIELDS'), async ({ api }) => {
    const r = await api.call('listSports');
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors).toEqual([]);
    // How many sports there are is the deployment's data, not the interface's.
    test.skip(r.list.length === 0, 'the sports index lists no sport: there is no Sport to check');
  });

  test('a sport is shown by its id', proves('OP-SPORTS-SHOW', 'SPORT-FIELDS'), async ({ api, discovery }) => {
    const id = need(await discovery.sport());
    const r = await api.call('getSport', { path: { id } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    const listed = (await api.call('listSports')).list.find((s) => s.id === id);
    if (listed) expect(r.object.name, 'show and index agree on the name').toBe(listed.name);
    expect(r.exchange.schemaErrors).toEqual([]);
  });
});
