// Every kind of check of check-traffic can fail and can hold: hand-built recordings, one exchange
// or one short sequence each, that break a rule and that keep it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTraffic } from '../../src/traffic/check-traffic.ts';

interface Ex {
  method?: string;
  path: string;
  sent?: unknown;
  status?: number;
  body?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

const BASE = 'https://api.example.org';
const dir = mkdtempSync(join(tmpdir(), 'svc-traffic-checks-'));
let files = 0;

async function verdicts(exchanges: Ex[]): Promise<Map<string, string>> {
  let at = Date.parse('2026-11-25T08:00:00Z');
  const entries = exchanges.map((e) => {
    const text = e.text ?? JSON.stringify(e.body ?? {});
    const sent = e.sent === undefined ? undefined : JSON.stringify(e.sent);
    const headers = {
      authorization: 'Bearer recorded-token-123',
      'svc-api-version': '0.1',
      ...(sent ? { 'content-type': 'application/json' } : {}),
      ...e.headers,
    };
    at += 10;
    return {
      startedDateTime: new Date(at).toISOString(),
      time: 5,
      request: {
        method: e.method ?? 'GET',
        url: `${BASE}${e.path}`,
        headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
        ...(sent ? { postData: { mimeType: 'application/json', text: sent } } : {}),
      },
      response: {
        status: e.status ?? 200,
        headers: [{ name: 'content-type', value: e.contentType ?? 'application/json' }],
        content: { size: text.length, mimeType: e.contentType ?? 'application/json', text },
      },
    };
  });
  const file = join(dir, `r${(files += 1)}.har`);
  writeFileSync(file, JSON.stringify({ log: { version: '1.2', entries } }));
  const { report } = await checkTraffic({ files: [file] });
  return new Map(report.requirements.map((r) => [r.id, r.verdict]));
}

async function expectVerdict(requirement: string, exchanges: Ex[], verdict: 'fail' | 'pass'): Promise<void> {
  const v = await verdicts(exchanges);
  assert.equal(
    v.get(requirement),
    verdict,
    `${requirement} should ${verdict} for ${JSON.stringify(exchanges).slice(0, 300)}`,
  );
}

const column = (id: number, container: number, position: number) => ({
  id,
  layout_container_id: container,
  position,
  page_elements: [],
});
const container = (type: string, columns: number) => ({
  id: 40,
  layout_type: type,
  layout_columns: Array.from({ length: columns }, (_, i) => column(60 + i, 40, i + 1)),
});

/** A photo page element create with has_url 6 (out of its range): accepted it breaks the rule, refused it keeps it. */
const photoWithHasUrl6: Ex = {
  method: 'POST',
  path: '/page_elements',
  sent: {
    page_element: {
      layout_column_id: 1,
      page_element_type: 'Photo',
      element: { has_url: 6, url: 'x', protocol: 'https://' },
    },
  },
};

/** requirement -> [a recording that breaks it, one that keeps it] */
const CASES: Record<string, [Ex[], Ex[]]> = {
  'JSON-RESPONSES': [
    [{ path: '/sports', text: '<html>oops</html>', contentType: 'text/html' }],
    [{ path: '/sports', body: [] }],
  ],
  'ERROR-BODY-SHAPE': [
    [{ path: '/sports/9', status: 404, body: { error: 'no' } }],
    [{ path: '/sports/9', status: 404, body: { errors: 'Sport 9 not found' } }],
  ],
  'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN255025': [
    [{ path: '/layout_containers/40', body: container('threeColumn255025', 2) }],
    [{ path: '/layout_containers/40', body: container('threeColumn255025', 3) }],
  ],
  'LAYOUT-CONTAINER-COLUMNS-MAX-THREE': [
    [{ path: '/layout_containers/40', body: container('oneColumn', 0) }],
    [{ path: '/layout_containers/40', body: container('oneColumn', 1) }],
  ],
  'LAYOUT-COLUMN-POSITIONS': [
    [
      {
        path: '/layout_containers/40',
        body: { ...container('twoColumn5050', 2), layout_columns: [column(1, 40, 0), column(2, 40, 1)] },
      },
    ],
    [{ path: '/layout_containers/40', body: container('twoColumn5050', 2) }],
  ],
  'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS': [
    [
      {
        method: 'PUT',
        path: '/layout_containers/40',
        sent: { layout_container: { layout_type: 'twoColumn6633' } },
        body: { ...container('oneColumn', 1), layout_type: 'twoColumn6633' },
      },
    ],
    [
      {
        method: 'PUT',
        path: '/layout_containers/40',
        sent: { layout_container: { layout_type: 'twoColumn6633' } },
        body: container('twoColumn6633', 2),
      },
    ],
  ],
  'TEAM-INSTANCES-PARAM-REQUIRED': [
    [{ path: '/team_instances', body: [] }],
    [{ path: '/team_instances', status: 400, body: { errors: 'subseason_id or league_instance_id is required' } }],
  ],
  'OFFICIALS-BY-GAME': [
    [{ path: '/officials?game_id=5', body: [{ id: 1, game_id: 6 }] }],
    [{ path: '/officials?game_id=5', body: [{ id: 1, game_id: 5 }] }],
  ],
  'TEAMS-FILTER-SITE': [
    [{ path: '/teams?site_id=2', body: [{ id: 1, sites: [{ id: 3 }] }] }],
    [{ path: '/teams?site_id=2', body: [{ id: 1, sites: [{ id: 2 }] }] }],
  ],
  'TAGS-FAILURE-400': [
    [{ path: '/tags?site_id=1&scope=has_photos', status: 422, body: {} }],
    [{ path: '/tags?site_id=1&scope=has_photos', status: 400, body: {} }],
  ],
  'PHOTO-HAS-URL-RANGE': [[photoWithHasUrl6], [{ ...photoWithHasUrl6, status: 400, body: { errors: 'has_url' } }]],
  'PAGE-LAYOUT-TEMPLATE-ENUM': [
    [{ method: 'POST', path: '/pages', sent: { site_id: 1, layout_template: 'four_panel' } }],
    [
      {
        method: 'POST',
        path: '/pages',
        sent: { site_id: 1, layout_template: 'four_panel' },
        status: 422,
        body: { errors: 'layout_template' },
      },
    ],
  ],
  'SITE-TIMEZONE-NAME': [
    [{ path: '/sites/1', body: { id: 1, timezone: '+02:00' } }],
    [{ path: '/sites/1', body: { id: 1, timezone: 'Europe/Berlin' } }],
  ],
  'PAGE-ELEMENT-HAS-ONE-ELEMENT': [
    [
      {
        path: '/page_elements/7',
        body: { id: 7, element_type: 'TextBlock', element_id: 8, layout_column_id: 1, element: { id: 9 } },
      },
    ],
    [
      {
        path: '/page_elements/7',
        body: { id: 7, element_type: 'TextBlock', element_id: 8, layout_column_id: 1, element: { id: 8 } },
      },
    ],
  ],
  'OP-SPORTS-SHOW': [[{ path: '/sports/3', body: { id: 4 } }], [{ path: '/sports/3', body: { id: 3 } }]],
  'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED': [
    [
      { path: '/sports', body: [] },
      { path: '/photo_galleries/1', headers: { authorization: 'Basic dXNlcjpwYXNzd29yZA==' }, body: {} },
    ],
    [
      {
        path: '/photo_galleries/1',
        headers: { authorization: 'Basic dXNlcjpwYXNzd29yZA==' },
        status: 401,
        body: { errors: 'SVC-API-TOKEN missing' },
      },
    ],
  ],
  'GALLERY-DELETE-GONE': [
    [
      { method: 'DELETE', path: '/gallery_photos/5', body: {} },
      { path: '/photo_galleries/5', body: { id: 5, photos: [{ id: 5 }, { id: 6 }] } },
    ],
    [
      { method: 'DELETE', path: '/gallery_photos/5', body: {} },
      { method: 'DELETE', path: '/gallery_photos/5', status: 404, body: { errors: 'not found' } },
    ],
  ],
  'DIVISION-INSTANCE-DELETE-GONE': [
    [
      { method: 'DELETE', path: '/division_instances/5', body: { id: 5 } },
      { path: '/division_instances?subseason_id=1', body: [{ id: 5 }] },
    ],
    [
      { method: 'DELETE', path: '/division_instances/5', body: { id: 5 } },
      { path: '/division_instances?subseason_id=1', body: [{ id: 6 }] },
    ],
  ],
  'OP-OFFICIALS-CREATE': [
    [
      {
        method: 'POST',
        path: '/officials',
        sent: { official: { name: 'R', game_id: 5 } },
        body: { id: 9, name: 'R', game_id: 5 },
      },
      { path: '/officials?game_id=5', body: [] },
    ],
    [
      {
        method: 'POST',
        path: '/officials',
        sent: { official: { name: 'R', game_id: 5 } },
        body: { id: 9, name: 'R', game_id: 5 },
      },
      { path: '/officials?game_id=5', body: [{ id: 9, game_id: 5 }] },
    ],
  ],
  'TEAM-UPDATE-BARE': [
    [
      { path: '/teams/3', body: { id: 3, abbrev: 'OLD' } },
      { method: 'PUT', path: '/teams/3', sent: { abbrev: 'NEW' }, body: { id: 3, abbrev: 'NEW' } },
      { path: '/teams/3', body: { id: 3, abbrev: 'OLD' } },
    ],
    [
      { path: '/teams/3', body: { id: 3, abbrev: 'OLD' } },
      { method: 'PUT', path: '/teams/3', sent: { abbrev: 'NEW' }, body: { id: 3, abbrev: 'NEW' } },
      { path: '/teams/3', body: { id: 3, abbrev: 'NEW' } },
    ],
  ],
  'LAYOUT-CONTAINER-DELETE-GONE': [
    [
      { method: 'DELETE', path: '/layout_containers/40', body: { ...container('oneColumn', 0) } },
      { path: '/layout_containers/40', body: container('oneColumn', 1) },
    ],
    [
      { method: 'DELETE', path: '/layout_containers/40', body: { ...container('oneColumn', 0) } },
      { path: '/layout_containers/40', status: 404, body: { errors: 'not found' } },
    ],
  ],
};

for (const [requirement, [breaks, keeps]] of Object.entries(CASES)) {
  test(`${requirement}: fails when the recording breaks it, passes when it keeps it`, async () => {
    await expectVerdict(requirement, breaks, 'fail');
    await expectVerdict(requirement, keeps, 'pass');
  });
}

test('an accepted request without credentials fails only when the recording kept credentials elsewhere (a sanitized HAR judges nothing)', async () => {
  const bare = { path: '/sports', body: [], headers: { authorization: '' } };
  assert.equal((await verdicts([bare])).get('AUTH-BEARER-REQUIRED'), 'not exercised');
  assert.equal((await verdicts([{ path: '/sports', body: [] }, bare])).get('AUTH-BEARER-REQUIRED'), 'fail');
});

test('where the interface is silent nothing fails: 429, another version header, pagination headers, statuses of other failures', async () => {
  const v = await verdicts([
    { path: '/sports', status: 429, text: 'slow down', contentType: 'application/json' },
    { path: '/sports', headers: { 'svc-api-version': '2.0' }, status: 406, body: { errors: 'unsupported version' } },
    { path: '/leagues?site_id=1', status: 418, body: { errors: 'teapot' } },
  ]);
  assert.deepEqual(
    [...v].filter(([, verdict]) => verdict === 'fail').map(([id]) => id),
    ['JSON-RESPONSES'],
  );
});

test("a repeated delete answered 2xx judges nothing (what it answers is not stated); a gallery id equal to the deleted item's is no item", async () => {
  const v = await verdicts([
    { method: 'DELETE', path: '/gallery_photos/5', body: { id: 5 } },
    { method: 'DELETE', path: '/gallery_photos/5', body: { id: 5 } },
    { path: '/photo_galleries?object_type=game&object_id=1', body: [{ id: 5, photos: [{ id: 6 }] }] },
  ]);
  assert.notEqual(v.get('GALLERY-DELETE-GONE'), 'fail');
});

test('a read-back the recording cannot judge is inconclusive, never a pass: the later read lacks the updated field', async () => {
  const v = await verdicts([
    { path: '/teams/3', body: { id: 3, abbrev: 'OLD' } },
    { method: 'PUT', path: '/teams/3', sent: { abbrev: 'NEW' }, body: { id: 3, abbrev: 'NEW' } },
    { path: '/teams/3', body: { id: 3 } },
  ]);
  assert.equal(v.get('TEAM-UPDATE-BARE'), 'inconclusive');
});
