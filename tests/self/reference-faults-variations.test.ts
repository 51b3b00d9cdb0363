// The fault catalogue and the variations of the reference server: each fault changes exactly the
// behaviour it names (compared with the faultless server), each variation does what it says, and
// unknown names are refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FAULTS, type FaultId } from '../../reference/faults.ts';
import { buildServer } from '../../reference/server.ts';
import { assertSchema, isErrorBody, startReference, type RefServer } from '../../reference/testing.ts';
import { REFERENCE_OTHER_USER } from '../../reference/credentials.ts';
import { ALL, VARIATIONS, type VariationId } from '../../reference/variations.ts';
import { MORE_VARIATION_CHECKS, type FirstVariationId } from './variation-checks.ts';
import { DRAWN_VARIATION_CHECKS, type DrawnVariationId } from './variation-checks-drawn.ts';
import { SILENCE_VARIATION_CHECKS, type SilenceVariationId } from './variation-checks-silences.ts';
import { SILENCE_VARIATION_CHECKS_2, type SilenceVariationId2 } from './variation-checks-silences-2.ts';
import { isTimestampWithNumericOffset } from '../../src/validation/ajv.ts';
import { CROSS_CUTTING_OBSERVE } from './fault-observers/cross-cutting.ts';
import { NEWS_MEDIA_OBSERVE } from './fault-observers/news-media.ts';
import { LEAGUES_TEAMS_OBSERVE } from './fault-observers/leagues-teams.ts';
import { STRUCTURE_OBSERVE } from './fault-observers/structure.ts';

let baseline: RefServer;
before(async () => {
  baseline = await startReference();
});
after(async () => {
  await baseline.close();
});

const tag = (r: RefServer) => String(r.fixtures.newsPageNodeId);

async function article(r: RefServer, fields: Record<string, unknown> = {}) {
  return r.post('/news_articles', { news_article: { title: 'Fault', page_node_ids: tag(r), ...fields } });
}

async function column(r: RefServer): Promise<number> {
  const a = await article(r);
  return a.body.content_node.layout_containers[0].layout_columns[0].id;
}

/** For each fault: what to observe; it must differ between the faultless server and the faulty one. */
const OBSERVE: Record<FaultId, (r: RefServer) => Promise<unknown>> = {
  ...CROSS_CUTTING_OBSERVE,
  ...NEWS_MEDIA_OBSERVE,
  ...LEAGUES_TEAMS_OBSERVE,
  ...STRUCTURE_OBSERVE,
  'news-title-accepts-301': async (r) => {
    assert.equal((await article(r, { title: 'a'.repeat(302) })).status, 400, 'still one rule: 302 is refused');
    return (await article(r, { title: 'a'.repeat(301) })).status;
  },
  'news-author-accepts-101': async (r) => {
    assert.equal((await article(r, { author: 'a'.repeat(102) })).status, 400);
    return (await article(r, { author: 'a'.repeat(101) })).status;
  },
  'news-status-default-published': async (r) => {
    assert.equal((await article(r, { status: 'draft' })).body.status, 'draft');
    return (await article(r)).body.status;
  },
  'layout-type-default-two-column': async (r) => {
    const a = await article(r);
    assert.equal(
      a.body.content_node.layout_containers[0].layout_columns.length,
      1,
      'news article containers keep one column',
    );
    const c = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: a.body.content_node_id },
    });
    return [c.body.layout_type, c.body.layout_columns.length];
  },
  'leagues-unknown-site-200': async (r) => {
    const res = await r.get('/leagues?site_id=999999');
    return [res.status, res.body];
  },
  'league-instances-missing-league-id-400': async (r) => {
    const res = await r.get('/league_instances');
    assert.ok(isErrorBody(res.body));
    return res.status;
  },
  'tags-failure-200': async (r) => {
    const res = await r.get(`/tags?site_id=${r.fixtures.siteId}`);
    return [res.status, res.body];
  },
  'auth-missing-bearer-accepted': async (r) => {
    assert.equal(
      (await r.get('/sports', { auth: { bearer: 'wrong' } })).status,
      401,
      'a wrong bearer is still refused',
    );
    return (await r.get('/sports', { auth: 'none' })).status;
  },
  'other-user-updates-news-article': async (r) => {
    const other = { auth: { bearer: REFERENCE_OTHER_USER.accessToken } };
    assert.equal(
      (await r.get(`/news_articles/${r.fixtures.newsArticleId}`, other)).status,
      403,
      'reads stay closed to the second user',
    );
    assert.equal(
      (
        await r.put(
          `/layout_containers/${(await r.get(`/news_articles/${r.fixtures.newsArticleId}`)).body.content_node.layout_containers[0].id}`,
          { layout_container: { name: 'x' } },
          other,
        )
      ).status,
      403,
      'other updates stay closed',
    );
    return (
      await r.put(
        `/news_articles/${r.fixtures.newsArticleId}`,
        { news_article: { title: 'changed by the other user', page_node_ids: String(r.fixtures.newsPageNodeId) } },
        other,
      )
    ).status;
  },
  'forbidden-site-visible': async (r) => {
    assert.equal(
      (await r.get(`/leagues?site_id=${r.fixtures.forbiddenSiteId}`)).status,
      403,
      'other records of the site stay closed',
    );
    return (await r.get(`/sites/${r.fixtures.forbiddenSiteId}`)).status;
  },
  'deleted-container-keeps-columns': async (r) => {
    const a = await article(r);
    const c = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: a.body.content_node_id, layout_type: 'twoColumn5050' },
    });
    const del = await r.del(`/layout_containers/${c.body.id}`);
    assert.equal((await r.get(`/layout_containers/${c.body.id}`)).status, 404, 'the container is still deleted');
    return del.body.layout_columns.length;
  },
  'news-delete-keeps-record': async (r) => {
    const a = await article(r);
    const del = await r.del(`/news_articles/${a.body.id}`);
    assert.equal(del.status, 200);
    assert.equal(del.body.id, a.body.id);
    return (await r.get(`/news_articles/${a.body.id}`)).status;
  },
  'after-pe-ignored': async (r) => {
    const col = await column(r);
    const add = (extra = {}) =>
      r.post('/page_elements', { page_element: { layout_column_id: col, element: { content: 'x' }, ...extra } });
    const first = await add();
    await add();
    return (await add({ after_pe: first.body.id })).body.position;
  },
  'photo-has-url-accepts-6': async (r) => {
    const col = await column(r);
    const photo = (has_url: number) =>
      r.post('/page_elements', {
        page_element: {
          layout_column_id: col,
          page_element_type: 'Photo',
          element: { has_url, url: 'u', protocol: 'http://' },
        },
      });
    assert.equal((await photo(7)).status, 400);
    assert.equal((await photo(0)).status, 400);
    return (await photo(6)).status;
  },
  'max-standings-points-number-after-update': async (r) => {
    const res = await r.put(`/division_instances/${r.fixtures.divisionInstanceId}`, { max_standings_points: 42 });
    return res.body.max_standings_points;
  },
  'timestamps-in-z': async (r) => {
    const sport = (await r.get('/sports/1')).body;
    const base = (await baseline.get('/sports/1')).body;
    assert.equal(Date.parse(sport.created_on), Date.parse(base.created_on), 'same instant');
    return sport.created_on;
  },
};

describe('faults', () => {
  test('the catalogue: kebab-case ids, requirement ids, a description, all distinct', () => {
    const ids = FAULTS.map((f) => f.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const f of FAULTS) {
      assert.match(f.id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.ok(f.requirements.length > 0 && f.requirements.every((r) => /^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(r)), f.id);
      assert.ok(f.description.length > 20, f.id);
    }
    assert.deepEqual(Object.keys(OBSERVE).sort(), [...ids].sort(), 'every fault is tested here');
  });

  test('an unknown fault name makes buildServer throw', () => {
    assert.throws(() => buildServer({ faults: ['no-such-fault'] }), /Unknown fault/);
  });

  for (const fault of FAULTS) {
    test(`${fault.id} (${fault.requirements.join(', ')})`, async () => {
      const faulty = await startReference({ faults: [fault.id] });
      try {
        const good = await OBSERVE[fault.id](baseline);
        const broken = await OBSERVE[fault.id](faulty);
        assert.notDeepEqual(broken, good, `${fault.id} changed nothing: ${JSON.stringify(good)}`);
      } finally {
        await faulty.close();
      }
    });
  }

  // Each fault on a server of its own: faults of different rules contradict each other when switched
  // on together (one refuses every request with SVC-API-VERSION 0.1, another every wrong bearer), so
  // the exact effect of each is checked alone.
  test('what the faults change, exactly', async () => {
    const exact = async (id: FaultId, check: (observed: unknown) => void): Promise<void> => {
      const one = await startReference({ faults: [id] });
      try {
        check(await OBSERVE[id](one));
      } finally {
        await one.close();
      }
    };
    await exact('news-title-accepts-301', (v) => assert.equal(v, 200));
    await exact('news-status-default-published', (v) => assert.equal(v, 'published'));
    await exact('layout-type-default-two-column', (v) => assert.deepEqual(v, ['twoColumn5050', 2]));
    await exact('leagues-unknown-site-200', (v) => assert.deepEqual(v, [200, []]));
    await exact('league-instances-missing-league-id-400', (v) => assert.equal(v, 400));
    await exact('auth-missing-bearer-accepted', (v) => assert.equal(v, 200));
    await exact('forbidden-site-visible', (v) => assert.equal(v, 200));
    await exact('other-user-updates-news-article', (v) => assert.equal(v, 200));
    await exact('deleted-container-keeps-columns', (v) => assert.equal(v, 2));
    await exact('news-delete-keeps-record', (v) => assert.equal(v, 200));
    await exact('after-pe-ignored', (v) => assert.equal(v, 3));
    await exact('max-standings-points-number-after-update', (v) => assert.equal(v, 42));
    await exact('timestamps-in-z', (v) => assert.match(String(v), /Z$/));
    await exact('version-0-1-refused', (v) => assert.equal(v, 400));
    await exact('tags-failure-404', (v) => assert.equal(v, 404));
    await exact('news-create-answers-201', (v) => assert.equal(v, 201));
    await exact('news-status-unknown-accepted', (v) => assert.equal(v, 200));
    await exact('gallery-photo-delete-keeps-record', (v) => assert.equal(v, 200));
  });
});

/** Every timestamp-like value of a body. */
function timestamps(body: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (Array.isArray(v))
      v.forEach((x) => {
        walk(x);
      });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (/(_at|_on|_date)$/.test(key) && typeof v === 'string') out.push(v);
  };
  walk(body);
  return out;
}

const CHECK: Record<VariationId, (r: RefServer) => Promise<void>> = {
  // The variations added after these seven: tests/self/variation-checks.ts; those drawn with
  // random:<seed>: tests/self/variation-checks-drawn.ts; those of the silence inventory:
  // tests/self/variation-checks-silences.ts.
  ...(Object.fromEntries(
    Object.entries(MORE_VARIATION_CHECKS).map(([id, check]) => [id, (r: RefServer) => check(r, baseline)]),
  ) as Record<
    Exclude<VariationId, FirstVariationId | DrawnVariationId | SilenceVariationId | SilenceVariationId2>,
    (r: RefServer) => Promise<void>
  >),
  ...(Object.fromEntries(
    Object.entries(SILENCE_VARIATION_CHECKS).map(([id, check]) => [id, (r: RefServer) => check(r, baseline)]),
  ) as Record<SilenceVariationId, (r: RefServer) => Promise<void>>),
  ...(Object.fromEntries(
    Object.entries(SILENCE_VARIATION_CHECKS_2).map(([id, check]) => [id, (r: RefServer) => check(r, baseline)]),
  ) as Record<SilenceVariationId2, (r: RefServer) => Promise<void>>),
  ...(Object.fromEntries(
    Object.entries(DRAWN_VARIATION_CHECKS).map(([id, check]) => [id, (r: RefServer) => check(r, baseline)]),
  ) as Record<DrawnVariationId, (r: RefServer) => Promise<void>>),
  'auth-403': async (r) => {
    for (const auth of ['none', { bearer: 'wrong' }] as const) {
      const res = await r.get('/sports', { auth });
      assert.equal(res.status, 403);
      assert.ok(isErrorBody(res.body));
    }
    assert.equal((await r.get('/sports')).status, 200);
  },
  'validation-422': async (r) => {
    const wrongType = await r.post('/news_articles', { news_article: { title: 5, page_node_ids: tag(r) } });
    assert.equal(wrongType.status, 422);
    assert.ok(isErrorBody(wrongType.body));
    assert.equal((await r.post('/news_articles', { news_article: { title: 'x' } })).status, 422, 'missing field');
    assert.equal(
      (await r.call('POST', '/news_articles', { raw: { body: '{', contentType: 'application/json' } })).status,
      400,
      'malformed JSON stays 400',
    );
    assert.equal((await r.get('/league_instances')).status, 412, 'documented 412 stays');
    assert.equal((await r.get('/tags')).status, 400, 'documented tags 400 stays');
    assert.equal((await r.get('/sports/999999')).status, 404, 'unknown id stays 404');
  },
  'extra-fields': async (r) => {
    const team = await r.get(`/teams/${r.fixtures.teamId}`);
    assertSchema('team.schema.json', team.body, { def: 'team_show' });
    let records = 0;
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        if ('id' in v) {
          records++;
          assert.ok('svc_extra_kind' in v, `a record without extra fields: ${JSON.stringify(v).slice(0, 100)}`);
        }
        Object.values(v).forEach(walk);
      }
    };
    walk(team.body);
    walk((await r.get(`/news_articles/${r.fixtures.newsArticleId}`)).body);
    walk((await r.get(`/league_instance_tree/${r.fixtures.leagueInstanceId}`)).body);
    assert.ok(records > 20);
    assert.equal((await baseline.get(`/teams/${r.fixtures.teamId}`)).body.svc_extra_kind, undefined);
  },
  'offset-minus-05': async (r) => {
    const mine = timestamps((await r.get(`/teams/${r.fixtures.teamId}`)).body);
    const base = timestamps((await baseline.get(`/teams/${r.fixtures.teamId}`)).body);
    assert.equal(mine.length, base.length);
    assert.ok(mine.length > 10);
    mine.forEach((t, i) => {
      assert.ok(t.endsWith('-05:00') && isTimestampWithNumericOffset(t), t);
      assert.equal(Date.parse(t), Date.parse(base[i]!), 'the same instant');
    });
  },
  'reverse-order': async (r) => {
    const ids = (await r.get('/sports')).body.map((s: { id: number }) => s.id);
    const baseIds = (await baseline.get('/sports')).body.map((s: { id: number }) => s.id);
    assert.deepEqual(ids, baseIds.slice().reverse());
    assert.ok(ids[0] > ids[1]);
    const teams = (await r.get(`/teams?site_id=${r.fixtures.siteId}`)).body.map((t: { id: number }) => t.id);
    assert.deepEqual(
      teams,
      teams.slice().sort((a: number, b: number) => b - a),
    );
  },
  'version-header-required': async (r) => {
    for (const version of ['', '0.2', '1']) {
      const res = await r.call('GET', '/sports', { headers: { 'svc-api-version': version } });
      assert.equal(res.status, 400, `version ${JSON.stringify(version)}`);
      assert.ok(isErrorBody(res.body));
    }
    assert.equal((await r.get('/sports')).status, 200);
  },
  'forbidden-site-404': async (r) => {
    for (const path of [
      `/sites/${r.fixtures.forbiddenSiteId}`,
      `/leagues?site_id=${r.fixtures.forbiddenSiteId}`,
      `/teams/${r.fixtures.forbiddenTeamId}`,
    ]) {
      const res = await r.get(path);
      assert.equal(res.status, 404, path);
      assert.ok(isErrorBody(res.body));
    }
  },
};

describe('variations', () => {
  test('the list: ids, descriptions; unknown names throw; all turns on the hand-picked ones', async () => {
    assert.deepEqual(Object.keys(CHECK).sort(), VARIATIONS.map((v) => v.id).sort());
    assert.throws(() => buildServer({ variations: ['no-such-variation'] }), /Unknown variation/);
    assert.throws(() => buildServer({ variations: ['random:x'] }), /random:<seed>/);
    assert.throws(() => buildServer({ variations: ['random:1', 'random:2'] }), /Only one random/);
    const app = buildServer({ variations: ['all'] });
    assert.deepEqual(app.svc.variations.list().sort(), [...ALL].sort());
    assert.equal(ALL.length, 46, 'the hand-picked variations (the drawn ones come with random:<seed>)');
    await app.close();
    for (const v of VARIATIONS) {
      assert.match(v.id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.ok(v.description.length > 40, v.id);
    }
  });

  for (const variation of VARIATIONS) {
    test(variation.id, async () => {
      const r = await startReference({ variations: [variation.id] });
      try {
        await CHECK[variation.id](r);
      } finally {
        await r.close();
      }
    });
  }

  test('responses still validate against the schemas with every variation on', async () => {
    const r = await startReference({ variations: ['all'] });
    try {
      const get = (path: string) => r.get(path);
      assertSchema('team.schema.json', (await get(`/teams/${r.fixtures.teamId}`)).body, { def: 'team_show' });
      assertSchema('news-article.schema.json', (await get('/news_articles')).body, { each: true });
      assertSchema(
        'league-instance-tree.schema.json',
        (await get(`/league_instance_tree/${r.fixtures.leagueInstanceId}`)).body,
      );
      assertSchema(
        'team-instance.schema.json',
        (await get(`/team_instances?subseason_id=${r.fixtures.regularSubseasonId}`)).body,
        { each: true },
      );
    } finally {
      await r.close();
    }
  });
});
