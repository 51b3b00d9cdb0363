// What each variation drawn with random:<seed> does when switched on by name, checked against the
// reference server with only that variation on (`r`) and the server without variations (`baseline`).
// Used by tests/self/reference-faults-variations.test.ts, one test per variation.
import assert from 'node:assert/strict';
import { isErrorBody, startReference, type RefServer } from '../../reference/testing.ts';
import type { DRAWN_ONLY } from '../../reference/variations.ts';
import { offsetText, precisionOf, REQUIRED_SITE_OFFSETS } from '../../reference/variations/params.ts';
import { TimestampRestyler } from '../../reference/variations/timestamps.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';
import { ownArticle, ownTextBlock, type VariationCheck } from './fixtures/variation-records.ts';

export type DrawnVariationId = (typeof DRAWN_ONLY)[number];

/** A news article of its own: its id, content node, container and column. */
const article = (r: RefServer) => ownArticle(r, 'Drawn variation');

/** A text block of its own, in a column (with `pageElement`'s fields too). */
const textBlock = (r: RefServer, columnId: number, pageElement: Record<string, unknown> = {}) =>
  ownTextBlock(r, columnId, '<p>d</p>', pageElement);

/** The ids of a column's page elements by position. */
async function columnOrder(r: RefServer, containerId: number, columnId: number): Promise<number[]> {
  const c = await r.get(`/layout_containers/${containerId}`);
  const column = (
    c.body.layout_columns as Array<{ id: number; page_elements: Array<{ id: number; position: number }> }>
  ).find((x) => x.id === columnId)!;
  return column.page_elements
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((p) => p.id);
}

/** Every value under a key matching `key` anywhere in a body. */
function valuesUnder(body: unknown, key: RegExp): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (key.test(k)) out.push(x);
        walk(x);
      }
    }
  };
  walk(body);
  return out;
}

/** Every object of a body, except the values under the keys in `skip` (and what is inside them). */
function objectsOf(body: unknown, skip: ReadonlySet<string>): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      for (const [k, x] of Object.entries(v)) if (!skip.has(k)) walk(x);
    }
  };
  walk(body);
  return out;
}

const SEVEN_TO_TEN_DIGITS = (id: unknown) =>
  typeof id === 'number' && Number.isSafeInteger(id) && id >= 1_000_000 && id <= 9_999_999_999;

export const DRAWN_VARIATION_CHECKS: Record<DrawnVariationId, VariationCheck> = {
  'random-ids': async (r, baseline) => {
    for (const [name, id] of Object.entries(r.fixtures)) assert.ok(SEVEN_TO_TEN_DIGITS(id), `fixture ${name} ${id}`);
    assert.notEqual(r.fixtures.siteId, baseline.fixtures.siteId);
    const ids = [r.fixtures.siteId, r.fixtures.leagueId, r.fixtures.teamId, r.fixtures.gameId].sort((a, b) => a - b);
    assert.ok(
      ids.some((id, i) => i > 0 && id - ids[i - 1]! > 1000),
      'not sequential',
    );
    const tree = (await r.get(`/league_instance_tree/${r.fixtures.leagueInstanceId}`)).body;
    for (const id of valuesUnder(tree, /^(id|.*_id)$/))
      if (id !== null) assert.ok(SEVEN_TO_TEN_DIGITS(id), `tree id ${String(id)}`);
    const nodeIds = new Set<number>();
    const dataIds = new Set<number>();
    const walk = (n: { id: number; data: { id: number }; children: Array<{ node: unknown }> }): void => {
      nodeIds.add(n.id);
      dataIds.add(n.data.id);
      n.children.forEach((c) => {
        walk(c.node as typeof n);
      });
    };
    walk(tree.node);
    assert.deepEqual(
      [...nodeIds].filter((id) => dataIds.has(id)),
      [],
      'tree node ids are not record ids',
    );
    const a = await article(r);
    const pe = await textBlock(r, a.columnId);
    for (const id of [a.id, a.contentNodeId, a.containerId, a.columnId, pe.id, pe.element_id])
      assert.ok(SEVEN_TO_TEN_DIGITS(id), `created ${id}`);
    assert.equal((await r.get(`/page_elements/${pe.id}`)).body.id, pe.id, 'read back by its id');
    const page = (
      await r.post('/pages', {
        site_id: r.fixtures.siteId,
        page_title: 'Random ids',
        button_title: 'R',
        display_status: 'public',
        layout_template: 'one_panel',
      })
    ).body;
    assert.ok(
      SEVEN_TO_TEN_DIGITS(page.id) && SEVEN_TO_TEN_DIGITS(page.node_id) && page.id !== page.node_id,
      JSON.stringify(page).slice(0, 200),
    );
  },
  'new-element-first': async (r, baseline) => {
    for (const [server, first] of [
      [r, true],
      [baseline, false],
    ] as const) {
      const a = await article(server);
      const one = await textBlock(server, a.columnId);
      const two = await textBlock(server, a.columnId);
      const after = await textBlock(server, a.columnId, { after_pe: one.id });
      const expected = first ? [two.id, one.id, after.id] : [one.id, after.id, two.id];
      assert.deepEqual(
        await columnOrder(server, a.containerId, a.columnId),
        expected,
        first ? 'new on top; after_pe still places after' : 'baseline: new at the end',
      );
    }
  },
  'moved-element-first': async (r, baseline) => {
    for (const [server, first] of [
      [r, true],
      [baseline, false],
    ] as const) {
      const source = await article(server);
      const target = await article(server);
      const moving = await textBlock(server, source.columnId);
      await textBlock(server, target.columnId);
      const moved = await server.put(`/page_elements/${moving.id}/move`, {
        site_id: server.fixtures.siteId,
        layout_column_id: target.columnId,
      });
      assert.equal(moved.status, 200, moved.text);
      const order = await columnOrder(server, target.containerId, target.columnId);
      assert.equal(order.length, 2);
      assert.equal(order.indexOf(moving.id), first ? 0 : 1);
    }
  },
  'shuffled-order': async (r) => {
    // a baseline of its own: the shared one has had records changed by other checks
    const baseline = await startReference();
    try {
      const paths = [
        '/sports',
        `/teams?site_id=${r.fixtures.siteId}`,
        `/league_instance_tree/${r.fixtures.leagueInstanceId}`,
        `/news_articles/${r.fixtures.newsArticleId}`,
        `/tags?site_id=${r.fixtures.siteId}&scope=has_news`,
      ];
      let unsorted = 0;
      for (const path of paths) {
        const [one, two, base] = [await r.get(path), await r.get(path), await baseline.get(path)];
        assert.equal(one.text, two.text, `${path}: the same order on every request`);
        for (const ids of listsOfIds(one.body)) if (ids.some((id, i) => i > 0 && id < ids[i - 1]!)) unsorted++;
        // (URLs name each server's own port)
        const same = (text: string, base: string) => sortedDeep(JSON.parse(text.split(base).join('http://server')));
        assert.deepEqual(
          same(one.text, r.base),
          same(base.text, baseline.base),
          `${path}: the same records and values, only in another order`,
        );
      }
      assert.ok(unsorted >= 3, `lists out of id order: ${unsorted}`);
    } finally {
      await baseline.close();
    }
  },
  'site-offsets': async (r, baseline) => {
    const restyler = new TimestampRestyler(r.store, r.app.svc.variations.params, true, false);
    const offsets = [...r.store.t.sites.keys()].map((id) => restyler.offsetOfSite(id));
    assert.equal(new Set(offsets).size, offsets.length, 'each site its own offset');
    for (const required of REQUIRED_SITE_OFFSETS) assert.ok(offsets.includes(required), offsetText(required));
    const expect = async (path: string, offset: number) => {
      const mine = valuesUnder((await r.get(path)).body, /^(created|updated)_(at|on)$/) as string[];
      const base = valuesUnder((await baseline.get(path)).body, /^(created|updated)_(at|on)$/) as string[];
      assert.ok(mine.length >= 2);
      mine.forEach((t, i) => {
        assert.ok(isTimestampWithNumericOffset(t), t);
        assert.equal(Date.parse(t), Date.parse(base[i]!), 'the same instant');
      });
      assert.ok(
        mine.slice(0, 2).every((t) => t.endsWith(offsetText(offset))),
        `${path}: ${mine[0]} ends with ${offsetText(offset)}`,
      );
    };
    await expect(`/sites/${r.fixtures.siteId}`, restyler.offsetOfSite(r.fixtures.siteId));
    await expect(`/sites/${r.fixtures.secondSiteId}`, restyler.offsetOfSite(r.fixtures.secondSiteId));
    await expect(`/sports/${r.fixtures.sportId}`, restyler.offsetOfSite(undefined));
    await expect(`/leagues/${r.fixtures.leagueId}`, restyler.offsetOfSite(r.fixtures.siteId));
  },
  'precision-per-type': async (r, baseline) => {
    const params = r.app.svc.variations.params;
    for (const [path, kind] of [
      [`/sports/${r.fixtures.sportId}`, 'Sport'],
      [`/sites/${r.fixtures.siteId}`, 'Site'],
      [`/leagues/${r.fixtures.leagueId}`, 'League'],
    ] as const) {
      const mine = (await r.get(path)).body.created_at ?? (await r.get(path)).body.created_on;
      const base = (await baseline.get(path)).body.created_at ?? (await baseline.get(path)).body.created_on;
      const digits = { seconds: 0, millis: 3, micros: 6 }[precisionOf(params, kind)];
      assert.equal(/\.(\d+)/.exec(mine)?.[1]?.length ?? 0, digits, `${kind} ${mine}`);
      assert.equal(Date.parse(mine), Date.parse(base), 'the same instant');
    }
    const kinds = ['Site', 'Sport', 'League', 'Team', 'NewsArticle', 'PageElement', 'TextBlock'].map((k) =>
      precisionOf(params, k),
    );
    assert.ok(new Set(kinds).size >= 2, 'the types differ');
  },
  'extra-fields-everywhere': async (r, baseline) => {
    const names = r.app.svc.variations.params.extraFields.map(([name]) => name);
    const maps = ['thumbnails', 'thumbnails_ssl', 'label_mapping'];
    // every object but the extra values themselves and the maps (which get an entry of their kind)
    const check = (body: unknown, what: string) => {
      const objects = objectsOf(body, new Set([...names, ...maps]));
      const without = objects.filter((o) => !names.every((n) => n in o));
      assert.ok(objects.length >= 3, what);
      assert.deepEqual(
        without.map((o) => JSON.stringify(o).slice(0, 120)),
        [],
        `${what}: objects without the extra fields`,
      );
    };
    const team = (await r.get(`/teams/${r.fixtures.teamId}`)).body;
    check(team, 'team');
    check((await r.get(`/news_articles/${r.fixtures.newsArticleId}`)).body, 'news article');
    assert.ok(
      names.every((n) => n in team.seasons[0].stat_preference.game_defaults),
      'nested objects too',
    );
    assert.equal(team.thumbnails.xlarge, team.thumbnails.large, 'a map gets an entry of its kind');
    for (const key of maps)
      for (const map of valuesUnder(team, new RegExp(`^${key}$`)))
        assert.ok(
          names.every((n) => !(n in (map as object))),
          key,
        );
    const tree = (await r.get(`/league_instance_tree/${r.fixtures.leagueInstanceId}`)).body;
    check(tree, 'tree');
    assert.ok(
      names.every((n) => n in tree && n in tree.node.children[0]),
      'wrappers too',
    );
    const error = await r.get('/sports/999999');
    assert.ok(isErrorBody(error.body) && names.every((n) => n in error.body), 'error bodies too');
    const tags = await r.get('/tags?scope=has_news');
    assert.equal(tags.status, 400);
    assert.deepEqual(tags.body, {}, 'the documented empty body stays empty');
    const a = await article(r);
    const target = await article(r);
    const pe = await textBlock(r, a.columnId);
    const moved = await r.put(`/page_elements/${pe.id}/move`, {
      site_id: r.fixtures.siteId,
      layout_column_id: target.columnId,
    });
    assert.ok(
      names.every((n) => n in JSON.parse(moved.body.layout_container)),
      'inside the move result string',
    );
    assert.equal((await baseline.get(`/teams/${r.fixtures.teamId}`)).body[names[0]!], undefined);
  },
  'any-4xx': async (r, baseline) => {
    const s = r.app.svc.variations.params.statuses;
    const expectError = async (res: Awaited<ReturnType<RefServer['get']>>, status: number, what: string) => {
      assert.equal(res.status, status, `${what}: ${res.text}`);
      assert.ok(isErrorBody(res.body), what);
    };
    await expectError(await r.get('/sports/999999'), s.not_found, 'unknown record');
    await expectError(
      await r.post('/news_articles', { news_article: { title: 5, page_node_ids: String(r.fixtures.newsPageNodeId) } }),
      s.validation,
      'validation',
    );
    await expectError(await r.get('/sports', { auth: 'none' }), s.unauthorized, 'no credential');
    await expectError(await r.get(`/sites/${r.fixtures.forbiddenSiteId}`), s.forbidden, 'forbidden site');
    await expectError(await r.get('/no_such_route'), s.no_route, 'unknown route');
    await expectError(
      await r.call('POST', '/news_articles', { raw: { body: '{', contentType: 'application/json' } }),
      s.malformed,
      'malformed JSON',
    );
    await expectError(
      await r.call('POST', '/news_articles', { raw: { body: 'x', contentType: 'text/plain' } }),
      s.media_type,
      'media type',
    );
    const a = await article(r);
    const locked = await textBlock(r, a.columnId, { element_locked: true });
    await expectError(await r.del(`/page_elements/${locked.id}`), s.conflict, 'conflict');
    // the documented ones
    await expectError(await r.get('/leagues?site_id=999999'), 404, 'leagues index, unknown site');
    await expectError(await r.get('/league_instances'), 412, 'league instances without league_id');
    const tags = await r.get('/tags?scope=has_news');
    assert.equal(tags.status, 400);
    assert.deepEqual(tags.body, {});
    assert.notDeepEqual(
      Object.values(s),
      Object.values(s).map(() => 400),
      'not all 400',
    );
    assert.equal((await baseline.get('/sports/999999')).status, 404);
  },
  'every-division-instanced': async (r, baseline) => {
    for (const [server, full] of [
      [r, true],
      [baseline, false],
    ] as const) {
      const tree = (await server.get(`/league_instance_tree/${server.fixtures.leagueInstanceId}`)).body;
      const divisionsPer = (
        tree.node.children as Array<{
          node: { id: number; children: Array<{ node: { data: { division_id: number } } }> };
        }>
      ).map((sub) => ({
        nodeId: sub.node.id,
        divisions: new Set(sub.node.children.map((c) => c.node.data.division_id)),
      }));
      const all = new Set(divisionsPer.flatMap((s) => [...s.divisions]));
      assert.equal(
        divisionsPer.every((s) => s.divisions.size === all.size),
        full,
        JSON.stringify(divisionsPer.map((s) => s.divisions.size)),
      );
      if (!full) continue;
      for (const sub of divisionsPer) {
        const res = await server.post('/division_instances', { parent_node_id: sub.nodeId, division_id: [...all][0] });
        assert.ok(
          res.status >= 400 && res.status < 500 && isErrorBody(res.body),
          `existing form in a full subseason: ${res.status}`,
        );
      }
      const fresh = await server.post('/division_instances', {
        parent_node_id: divisionsPer[0]!.nodeId,
        existing_or_new: 'new',
        division: { name: 'Drawn' },
      });
      assert.equal(fresh.status, 200, fresh.text);
    }
  },
  'division-removed-with-last-instance': async (r, baseline) => {
    for (const server of [r, baseline]) {
      const tree = (await server.get(`/league_instance_tree/${server.fixtures.leagueInstanceId}`)).body;
      const [first, second] = (tree.node.children as Array<{ node: { id: number } }>).map((sub) => sub.node.id);
      assert.ok(first !== undefined && second !== undefined, 'two subseasons');
      const made = await server.post('/division_instances', {
        parent_node_id: first,
        existing_or_new: 'new',
        division: { name: 'Passing' },
      });
      assert.equal(made.status, 200, made.text);
      assert.equal((await server.del(`/division_instances/${made.body.id}`)).status, 200);
      const placed = await server.post('/division_instances', {
        parent_node_id: second,
        division_id: made.body.division_id,
      });
      if (server === r)
        assert.ok(
          placed.status >= 400 && placed.status < 500 && isErrorBody(placed.body),
          `the division went with its last instance: ${placed.status}`,
        );
      else assert.equal(placed.status, 200, placed.text);
    }
  },
};

/** The ids of every list of records in a body (arrays of objects with a numeric id, or tree children). */
function listsOfIds(body: unknown): number[][] {
  const out: number[][] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      const ids = v.map(
        (x) => (x as { id?: unknown; node?: { id?: unknown } })?.id ?? (x as { node?: { id?: unknown } })?.node?.id,
      );
      if (v.length > 1 && ids.every((id) => typeof id === 'number')) out.push(ids as number[]);
      v.forEach(walk);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(body);
  return out;
}

/** A body with every array sorted by its items' JSON: equal when only the order of lists differs. */
function sortedDeep(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(sortedDeep).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  if (body && typeof body === 'object')
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, sortedDeep(v)]));
  return body;
}
