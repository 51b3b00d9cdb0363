// The requirement catalogue is well formed and agrees with the OpenAPI description.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { headingPaths, LEVELS, listOperations, loadRequirements, sourceSections } from '../../src/spec/catalogue.ts';
import { INTERFACE_PATH } from '../../src/paths.ts';

const requirements = loadRequirements();
const operations = listOperations();

test('requirement ids are unique, readable and complete', () => {
  const seen = new Set<string>();
  for (const r of requirements) {
    assert.match(r.id, /^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$/, `id ${r.id} is not UPPER-KEBAB`);
    assert.ok(!seen.has(r.id), `duplicate id ${r.id}`);
    seen.add(r.id);
    for (const key of ['area', 'statement', 'source'] as const) {
      assert.equal(typeof r[key], 'string', `${r.id}: ${key} missing`);
      assert.ok(r[key].trim().length > 0, `${r.id}: ${key} empty`);
    }
    assert.ok((LEVELS as readonly string[]).includes(r.level), `${r.id}: level ${r.level}`);
  }
});

test('observed entries come from gaps: their id says so', () => {
  for (const r of requirements.filter((r) => r.level === 'observed')) {
    assert.match(r.id, /-OBSERVED$/, `${r.id} is observed but its id does not end in -OBSERVED`);
  }
  for (const r of requirements.filter((r) => r.level !== 'observed')) {
    assert.doesNotMatch(r.id, /-OBSERVED$/, `${r.id} ends in -OBSERVED but is ${r.level}`);
  }
});

test('every OP-* requirement names an existing operation that lists it, and back', () => {
  const byOperationId = new Map(operations.map((o) => [o.operationId, o]));
  const opRequirements = requirements.filter((r) => r.id.startsWith('OP-'));
  for (const r of opRequirements) {
    assert.ok(r.operation, `${r.id} has no operation`);
    const op = byOperationId.get(r.operation);
    assert.ok(op, `${r.id}: operation ${r.operation} is not in spec/openapi.yaml`);
    assert.ok(
      op.interfaceOperations.includes(r.id),
      `${r.operation} does not list ${r.id} in x-svc-interface-operations`,
    );
  }
  const listed = operations.flatMap((o) => o.interfaceOperations);
  assert.deepEqual(
    [...listed].sort(),
    opRequirements.map((r) => r.id).sort(),
    'x-svc-interface-operations and OP-* requirements differ',
  );
});

test('an operation whose path the interface does not show has an assumed OP-* requirement', () => {
  const byId = new Map(requirements.map((r) => [r.id, r]));
  for (const op of operations) {
    for (const id of op.interfaceOperations) {
      assert.equal(byId.get(id)?.level, op.assumed ? 'assumed' : 'stated', `${id} (${op.method} ${op.path})`);
    }
  }
});

test('the catalogue covers every area the interface has', () => {
  const areas = new Set(requirements.map((r) => r.area));
  for (const area of [
    'conventions',
    'authentication',
    'access-control',
    'errors',
    'versioning',
    'sites',
    'tags',
    'layout-containers',
    'page-elements',
    'photos',
    'videos',
    'pages',
    'news-articles',
    'games-news-articles',
    'galleries',
    'sports',
    'officials',
    'leagues',
    'league-instances',
    'league-instance-tree',
    'division-instances',
    'teams',
    'team-instances',
  ])
    assert.ok(areas.has(area), `no requirement in area ${area}`);
});

test('the rules the interface states are in the catalogue', () => {
  const ids = new Set(requirements.map((r) => r.id));
  const mustHave = [
    // every limit, both sides
    'NEWS-TITLE-MAXLEN',
    'NEWS-TEASER-MAXLEN',
    'NEWS-AUTHOR-MAXLEN',
    'NEWS-PREVIEW-TEXT-MAXLEN',
    'PAGE-ELEMENT-CSS-CLASS-MAXLEN',
    'PHOTO-CUTLINE-MAXLEN',
    'PHOTO-URL-MAXLEN',
    'PHOTO-HAS-URL-RANGE',
    'LAYOUT-CONTAINER-COLUMNS-MAX-THREE',
    // defaults
    'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT',
    'NEWS-STATUS-DEFAULT',
    'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT',
    'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT',
    'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT',
    'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT',
    'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT',
    'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT',
    'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT',
    // the column rule for all eight layout types, and changes on update
    ...[
      'ONECOLUMN',
      'TWOCOLUMN5050',
      'TWOCOLUMN6633',
      'TWOCOLUMN3366',
      'THREECOLUMN333333',
      'THREECOLUMN502525',
      'THREECOLUMN255025',
      'THREECOLUMN252550',
    ].map((t) => `LAYOUT-CONTAINER-COLUMNS-${t}`),
    'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS',
    // structure relations, moves, deletes
    'NEWS-CREATE-CONTENT-NODE',
    'PAGE-HOLDS-CONTAINER-AND-COLUMN',
    'PAGE-ELEMENT-HAS-ONE-ELEMENT',
    'PAGE-ELEMENT-DELETE-GONE',
    'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT',
    'PAGE-ELEMENT-MOVE-TARGET-COLUMN',
    'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS',
    'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD',
    'LAYOUT-CONTAINER-DELETE-GONE',
    // enums and conditional rules
    'PHOTO-PROTOCOL-ENUM',
    'PHOTO-URL-REQUIRED-WITH-HAS-URL',
    'PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL',
    'PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS',
    'NEWS-PAGE-NODE-IDS-REQUIRED-CREATE',
    'NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE',
    'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM',
    'NEWS-STATUS-ENUM',
    'PAGE-DISPLAY-STATUS-ENUM',
    'PAGE-LAYOUT-TEMPLATE-ENUM',
    'TEAM-GENDER-ENUM',
    // documented errors, cross-cutting rules
    'LEAGUES-UNKNOWN-SITE-404',
    'LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412',
    'TAGS-FAILURE-400',
    'ERROR-BODY-SHAPE',
    'VERSION-HEADER-ACCEPTED',
    'AUTH-BEARER-REQUIRED',
    'AUTH-BASIC-API-TOKEN-ACCEPTED',
    'ACCESS-SITES-INDEX-ONLY-ACCESSIBLE',
    'ACCESS-SITE-SHOW-FORBIDDEN',
    'TIMESTAMP-NUMERIC-OFFSET',
    'ID-INTEGER',
    'NULL-FOR-UNSET',
    // the gaps the interface names, as observations
    'ACCESS-FORBIDDEN-SITE-STATUS-OBSERVED',
    'VERSION-HEADER-MISSING-OBSERVED',
    'VERSION-HEADER-OTHER-OBSERVED',
    'PAGINATION-OBSERVED',
    'RATE-LIMITS-OBSERVED',
    'UPLOAD-SIZE-LIMIT-OBSERVED',
    'SITES-NAME-PARAM-OBSERVED',
    'NEWS-INDEX-QUERY-OBSERVED',
    'NEWS-COMMENT-FIELDS-OBSERVED',
    'GALLERY-RECORD-FIELDS-OBSERVED',
    'UNTYPED-NULL-FIELDS-OBSERVED',
    'STATE-TRANSITIONS-OBSERVED',
    'AUTH-TOKEN-LIFECYCLE-OBSERVED',
    'EVENTS-OBSERVED',
    'PAGE-PERMISSION-NAME-OBSERVED',
    'VIDEO-RESPONSE-BODIES-OBSERVED',
  ];
  for (const id of mustHave) assert.ok(ids.has(id), `missing requirement ${id}`);
});

test('every requirement names sections that are headings of spec/interface-specification.md', () => {
  const text = readFileSync(INTERFACE_PATH, 'utf8');
  const headings = headingPaths(text);
  assert.ok(headings.has('Endpoints > Sites') && headings.has('Authentication'), 'the headings are read as paths');
  const wrong = loadRequirements().flatMap((r) =>
    sourceSections(r.source)
      .filter((s) => !headings.has(s))
      .map((s) => `${r.id}: "${s}" (source "${r.source}")`),
  );
  assert.deepEqual(wrong, []);
  // The check can fail: a made-up section is refused.
  assert.deepEqual(
    sourceSections('Endpoints > Sitez (Show); Authentication 4').filter((s) => !headings.has(s)),
    ['Endpoints > Sitez'],
  );
});

test('spec/interface-specification.md is the interface text, whole (a verbatim copy)', () => {
  const text = readFileSync(INTERFACE_PATH, 'utf8');
  assert.match(text, /^# Site Content, League and Team Interface Specification\n/);
  for (const heading of ['Resources and their fields', 'Endpoints', 'Authentication', 'Errors', 'Limits', 'Versioning'])
    assert.ok(headingPaths(text).has(heading), heading);
});
