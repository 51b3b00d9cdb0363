// After a read-write run the reference server holds exactly what it held before, plus the
// irreversible records the report lists as residue (and the structure those records own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildServer, serverState } from '../../reference/server.ts';
import { compare, snapshot } from '../kit/store-snapshot.ts';
import { readWriteReferenceSettings, runSuite } from '../kit/run-suite.ts';

/** The ledger's kinds of irreversible records and the reference store's tables. */
const TABLE_OF_KIND: Record<string, string> = {
  page: 'pages',
  official: 'officials',
  division: 'divisions',
  games_news_article: 'gamesNewsArticles',
};

test('a read-write run leaves only the residue its report lists', async () => {
  const app = buildServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { store, fixtures } = serverState(app);
    const before = snapshot(store);
    const port = (app.server.address() as { port: number }).port;
    const run = await runSuite({ env: readWriteReferenceSettings(port, fixtures) });
    assert.equal(run.exitCode, 0, run.output.slice(-4000));
    const residue = run.report!.residue;
    assert.ok(residue.length > 0, 'the run created irreversible records and listed them');

    // What the residue owns: a page's page node, content node, containers and columns.
    const allowed = new Set<string>();
    for (const r of residue) {
      const table = TABLE_OF_KIND[r.kind];
      assert.ok(table, `unknown residue kind ${r.kind}`);
      allowed.add(`${table}/${r.id}`);
      if (r.kind === 'page') {
        const page = store.t.pages.get(r.id);
        if (!page) continue;
        allowed.add(`pageNodes/${page.node_id}`);
        allowed.add(`contentNodes/${page.content_node_id}`);
        for (const c of store.t.layoutContainers.values()) {
          if (c.content_node_id !== page.content_node_id) continue;
          allowed.add(`layoutContainers/${c.id}`);
          for (const col of store.t.layoutColumns.values())
            if (col.layout_container_id === c.id) allowed.add(`layoutColumns/${col.id}`);
        }
      }
    }
    const diff = compare(before, snapshot(store));
    assert.deepEqual(diff.removed, [], 'no record that existed before was deleted');
    assert.deepEqual(diff.changed, [], 'no record that existed before is changed (update timestamps aside)');
    assert.deepEqual(
      diff.added.filter((k) => !allowed.has(k)),
      [],
      'every record left behind is listed residue',
    );
  } finally {
    await app.close();
  }
});
