// Skipped requirements grouped by the setting that would let a run judge them (src/reporter/skip-groups.ts):
// the settings a reason names, the groups per area (the plan's and the report's table), one row's
// rendering, and the table in index.html, summary.md and conformance.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  abbreviateIds,
  areaLine,
  bySetting,
  groupRow,
  judgementByArea,
  settingsOf,
} from '../../src/reporter/skip-groups.ts';
import { foldVerdicts, totals, type TestRecord } from '../../src/reporter/verdicts.ts';
import { renderHtml } from '../../src/reporter/formats/html.ts';
import { renderSummaryMarkdown } from '../../src/reporter/formats/badge.ts';
import type { ConformanceReport } from '../../src/reporter/report-types.ts';
import type { Requirement } from '../../src/spec/catalogue.ts';
import { createRegistry, schemaIdFor } from '../../src/validation/ajv.ts';
import { HAND_TARGET } from './report-by-hand.ts';

test('the settings a reason names, with the value that runs the test; the few reasons that name none', () => {
  const cases: Array<[string, string[]]> = [
    ['read-only mode (SVC_MODE=read-write runs it)', ['SVC_MODE=read-write']],
    ['read-only mode', ['SVC_MODE=read-write']],
    [
      'irreversible write (the interface cannot delete it): SVC_ALLOW_IRREVERSIBLE=yes runs it',
      ['SVC_ALLOW_IRREVERSIBLE=yes'],
    ],
    [
      'irreversible write (the interface cannot delete it): SVC_ALLOW_IRREVERSIBLE is not yes',
      ['SVC_ALLOW_IRREVERSIBLE=yes'],
    ],
    ['SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set', ['SVC_USERNAME', 'SVC_PASSWORD', 'SVC_API_TOKEN']],
    ['no forbidden team was looked for; set SVC_FORBIDDEN_TEAM_ID', ['SVC_FORBIDDEN_TEAM_ID']],
    ['SVC_FORBIDDEN_SITE_ID is not set (a site that exists but the user cannot access)', ['SVC_FORBIDDEN_SITE_ID']],
    [
      'no site whose uploaded-video setting is off is named (SVC_UPLOADS_OFF_SITE_ID, or SVC_UPLOADED_VIDEOS=disabled for the fixture site): the interface cannot show the setting',
      ['SVC_UPLOADS_OFF_SITE_ID', 'SVC_UPLOADED_VIDEOS=disabled'],
    ],
    ['subseason 6301 has no division instance; set SVC_SUBSEASON_ID to one that has', ['SVC_SUBSEASON_ID']],
    [
      'no forbidden team was found; set SVC_OTHER_ACCESS_TOKEN, or SVC_FORBIDDEN_<THING>_ID',
      ['SVC_OTHER_ACCESS_TOKEN', 'SVC_FORBIDDEN_<THING>_ID'],
    ],
    ['the sports index lists no sport: there is no Sport to check', []],
  ];
  for (const [reason, settings] of cases) assert.deepEqual(settingsOf(reason), settings, reason);
});

const req = (id: string, area: string, level: Requirement['level'] = 'stated'): Requirement => ({
  id,
  area,
  level,
  statement: `s ${id}`,
  source: 'src',
});
const rec = (requirements: string[], outcome: TestRecord['outcome'], skipReason?: string): TestRecord => ({
  title: `t ${requirements.join(' ')} ${skipReason ?? outcome}`,
  file: 'f.spec.ts',
  line: 1,
  outcome,
  requirements,
  errors: [],
  observations: [],
  durationMs: 1,
  ...(skipReason ? { skipReason } : {}),
});

const CATALOGUE = [
  req('AUTH-A', 'authentication'),
  req('AUTH-B', 'authentication'),
  req('AUTH-OBS', 'authentication', 'observed'),
  ...[
    'TEAM',
    'LEAGUE',
    'PAGE-ELEMENT',
    'OFFICIAL',
    'TEAM-INSTANCE',
    'PHOTO-GALLERY',
    'VIDEO-GALLERY',
    'NEWS-ARTICLE',
  ].map((t) => req(`ACCESS-FORBIDDEN-${t}`, 'access-control')),
  req('ACCESS-SITE', 'access-control'),
  req('ERROR-BODY-SHAPE', 'errors'),
  req('TEAM-LIST', 'teams'),
  req('TEAM-OTHER', 'teams'),
];
const THINGS = [
  'team',
  'league',
  'page element',
  'official',
  'team instance',
  'photo gallery',
  'video gallery',
  'news article',
];
const RECORDS = [
  rec(['AUTH-A'], 'passed'),
  rec(['AUTH-B'], 'skipped', 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set'),
  rec(['AUTH-OBS'], 'passed'),
  ...THINGS.map((t) =>
    rec(
      [`ACCESS-FORBIDDEN-${t.toUpperCase().replace(/ /g, '-')}`, 'ERROR-BODY-SHAPE'],
      'skipped',
      `no forbidden ${t} was looked for; set SVC_FORBIDDEN_${t.toUpperCase().replace(/ /g, '_')}_ID`,
    ),
  ),
  rec(['ACCESS-SITE'], 'skipped', 'read-only mode (SVC_MODE=read-write runs it)'),
  rec(['ACCESS-SITE'], 'skipped', 'SVC_FORBIDDEN_SITE_ID is not set (a site that exists but the user cannot access)'),
  rec(['ERROR-BODY-SHAPE'], 'passed'),
  rec(['TEAM-LIST'], 'skipped', 'site 1 has no team: there is no Team to check; set SVC_SITE_ID to one that has'),
  rec(
    ['TEAM-OTHER'],
    'skipped',
    'the upload body shows no id of the gallery photo (top level or in one nested object)',
  ),
];

test('per area in catalogue order: judged, observed, skipped; the records of the forbidden site as one group; a requirement judged in part', () => {
  const areas = judgementByArea(foldVerdicts(CATALOGUE, RECORDS));
  assert.deepEqual(
    areas.map((a) => [a.area, a.requirements, a.judged, a.observed, a.skipped]),
    [
      ['authentication', 3, 1, 1, 1],
      ['access-control', 9, 0, 0, 9],
      ['errors', 1, 1, 0, 0],
      ['teams', 2, 0, 0, 2],
    ],
  );
  const access = areas[1]!;
  assert.deepEqual(
    access.groups.map((g) => [g.setting, g.requirements.length]),
    [
      [`SVC_FORBIDDEN_<THING>_ID for ${THINGS.join(', ')}`, 8],
      ['SVC_MODE=read-write', 1],
      ['SVC_FORBIDDEN_SITE_ID', 1],
    ],
    'eight settings of one family are one group; a requirement skipped for two reasons is in both groups',
  );
  assert.equal(access.groups[0]!.reasons.length, 8);
  const errors = areas[2]!;
  assert.deepEqual(
    errors.groups.map((g) => [g.setting, g.requirements, g.partly]),
    [[`SVC_FORBIDDEN_<THING>_ID for ${THINGS.join(', ')}`, [], ['ERROR-BODY-SHAPE']]],
    'judged in part',
  );
  const teams = areas[3]!;
  assert.deepEqual(
    teams.groups.map((g) => g.setting),
    ['SVC_SITE_ID', ''],
    'a reason that names no setting depends on the deployment',
  );
  // numbers blanked: the same data gap on two sites is one group
  // the second user or the record's id, whatever the order a reason names them in: one group
  const either = judgementByArea(
    foldVerdicts(
      [req('O', 'access-control'), req('T', 'access-control')],
      [
        rec(
          ['O'],
          'skipped',
          'SVC_FORBIDDEN_OFFICIAL_ID is not set, and no forbidden game to list officials of: set SVC_FORBIDDEN_GAME_ID with SVC_OTHER_ACCESS_TOKEN',
        ),
        rec(
          ['T'],
          'skipped',
          'no forbidden team was looked for: set SVC_OTHER_ACCESS_TOKEN (a user who can read the forbidden site), or SVC_FORBIDDEN_TEAM_ID',
        ),
      ],
    ),
  );
  assert.deepEqual(
    either[0]!.groups.map((g) => [g.setting, g.requirements]),
    [['SVC_OTHER_ACCESS_TOKEN, or SVC_FORBIDDEN_<THING>_ID for official, game, team', ['O', 'T']]],
  );
  const two = judgementByArea(
    foldVerdicts(
      [req('T1', 't'), req('T2', 't')],
      [rec(['T1'], 'skipped', 'site 1 has no league'), rec(['T2'], 'skipped', 'site 22 has no league')],
    ),
  );
  assert.equal(two[0]!.groups.length, 1);
  assert.deepEqual(
    bySetting(areas).map((s) => [s.setting, s.requirements.length, s.partly.length]),
    [
      [`SVC_FORBIDDEN_<THING>_ID for ${THINGS.join(', ')}`, 8, 1],
      ['SVC_USERNAME, SVC_PASSWORD, SVC_API_TOKEN', 1, 0],
      ['SVC_MODE=read-write', 1, 0],
      ['SVC_FORBIDDEN_SITE_ID', 1, 0],
      ['SVC_SITE_ID', 1, 0],
      ['', 1, 0],
    ],
  );
});

test('in a plan, a test stopped at its first request counts as judged; its other skips keep their groups', () => {
  const STOP = 'plan: the run would judge it (stopped before its first request)';
  const areas = judgementByArea(
    foldVerdicts(
      [req('A', 'x'), req('B', 'x'), req('C', 'x', 'observed')],
      [
        rec(['A'], 'skipped', STOP),
        rec(['B'], 'skipped', 'read-only mode (SVC_MODE=read-write runs it)'),
        rec(['B'], 'skipped', STOP),
        rec(['C'], 'skipped', STOP),
      ],
    ),
    { planReason: STOP },
  );
  assert.deepEqual([areas[0]!.judged, areas[0]!.observed, areas[0]!.skipped], [2, 1, 0]);
  assert.deepEqual(
    areas[0]!.groups.map((g) => [g.setting, g.requirements, g.partly]),
    [['SVC_MODE=read-write', [], ['B']]],
  );
});

test('one row of a group, as the plan and the report show it', () => {
  const [, access] = judgementByArea(foldVerdicts(CATALOGUE, RECORDS));
  const row = groupRow(access!.groups[0]!, 'access-control');
  assert.equal(row.count, '8 access-control requirements');
  assert.equal(row.setting, `set SVC_FORBIDDEN_<THING>_ID for ${THINGS.join(', ')}`);
  assert.equal(row.why, 'no forbidden team was looked for; set SVC_FORBIDDEN_TEAM_ID (and 7 more reasons like it)');
  assert.equal(
    row.ids,
    'ACCESS-FORBIDDEN-TEAM, ACCESS-FORBIDDEN-LEAGUE, ACCESS-FORBIDDEN-PAGE-ELEMENT, ACCESS-FORBIDDEN-OFFICIAL, ACCESS-FORBIDDEN-TEAM-INSTANCE, ACCESS-FORBIDDEN-PHOTO-GALLERY and 2 more',
  );
  assert.equal(abbreviateIds(['A', 'B']), 'A, B');
  const none = groupRow({ setting: '', settings: [], reasons: ['x'], requirements: [], partly: ['P'] });
  assert.deepEqual(
    [none.count, none.setting, none.ids],
    ['1 requirement in part', 'no setting: it depends on what the deployment holds or answers', 'in part: P'],
  );
  assert.equal(
    areaLine({ area: 'teams', requirements: 18, judged: 16, observed: 2, skipped: 0, notRun: 0 }),
    'teams: 16 of 18 judged, 2 observed',
  );
});

test('the report carries the table: conformance.json (valid), index.html ("What was checked") and summary.md', () => {
  const requirements = foldVerdicts(CATALOGUE, RECORDS);
  const report: ConformanceReport = {
    schemaVersion: 3,
    suite: { name: 'svc-conformance', version: '0.1.0' },
    target: HAND_TARGET,
    run: { startedAt: '2026-11-21T14:50:03.805Z', durationMs: 1, runTag: 'svc-conformance-test' },
    specification: {
      interfaceSha256: 'c'.repeat(64),
      openapiSha256: 'a'.repeat(64),
      requirementsSha256: 'b'.repeat(64),
    },
    totals: totals(requirements),
    exitCode: 0,
    requirements,
    areas: judgementByArea(requirements),
    causes: [],
    suiteDefects: [],
    residue: [],
    assumedRoutes: [],
    waivers: { applied: [], expired: [], unused: [], unknown: [] },
    exchanges: 0,
    coverage: [],
    retries: { count: 0, waitedMs: 0 },
  };
  const validate = createRegistry().getSchema(schemaIdFor('conformance-report.schema.json'))!;
  assert.ok(validate(JSON.parse(JSON.stringify(report))), JSON.stringify(validate.errors));
  const html = renderHtml(report);
  const details = html.slice(
    html.indexOf('<details id="target-details">'),
    html.indexOf('</details>', html.indexOf('<details id="target-details">')),
  );
  assert.match(
    details,
    /<summary>What was checked: credentials, waivers, fixtures, and what they let the run judge \(12 requirements skipped, by the setting that would judge them\)<\/summary>/,
  );
  assert.match(details, /What the run judged, by area: 2 of 15 requirements judged, 1 observed, 12 skipped/);
  assert.match(details, /<tr><td>access-control<\/td><td>9<\/td><td>0<\/td><td>0<\/td><td>9<\/td><td>0<\/td><\/tr>/);
  assert.match(
    details,
    /<tr><td>8 access-control requirements<\/td><td><code>set SVC_FORBIDDEN_&lt;THING&gt;_ID for team, league/,
  );
  assert.match(details, /<td>1 errors requirement in part<\/td>/);
  const md = renderSummaryMarkdown(report);
  assert.match(md, /<details><summary>What the run judged, by area: 2 of 15 judged, 1 observed, 12 skipped<\/summary>/);
  assert.match(md, /\| access-control \| 0 of 9 judged, 9 skipped \|/);
  assert.match(md, /\| 8 access-control requirements \| set SVC\\_FORBIDDEN\\_&lt;THING&gt;\\_ID for team, league/);
});
