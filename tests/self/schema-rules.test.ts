// The one table from schema location to requirement (src/spec/schema-rules.ts): each kind of schema
// error of a real answer goes to the requirement that states the rule it breaks, and to no other.
// The answers are the valid examples of schemas/examples/ with one thing broken.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OperationCatalogue } from '../../src/harness/operations.ts';
import { SCHEMAS_DIR } from '../../src/paths.ts';

const catalogue = new OperationCatalogue();

/** A valid example of a schema (schemas/examples/<base>.examples.json), as a fresh copy. */
function example(base: string, index = 0): Record<string, unknown> {
  const doc = JSON.parse(readFileSync(join(SCHEMAS_DIR, 'examples', `${base}.examples.json`), 'utf8')) as {
    valid: Array<{ instance: Record<string, unknown> }>;
  };
  return structuredClone(doc.valid[index]!.instance);
}

/** The requirements the schema errors of an answer break, by field path. */
function broken(operationId: string, status: number, body: unknown): Record<string, string[]> {
  const findings = catalogue.findings(operationId, status, body) ?? [];
  return Object.fromEntries(findings.map((f) => [f.fieldPath, f.requirements]));
}

test('a valid answer has no finding', () => {
  assert.deepEqual(broken('getSport', 200, example('sport')), {});
  assert.deepEqual(broken('listSports', 200, [example('sport')]), {});
});

test("timestamps: Z breaks TIMESTAMP-NUMERIC-OFFSET alone; an epoch number breaks the resource's type and TIMESTAMP-NUMERIC-OFFSET", () => {
  const zulu = { ...example('sport'), updated_on: '2023-01-10T14:00:00Z' };
  assert.deepEqual(broken('getSport', 200, zulu), { '/updated_on': ['TIMESTAMP-NUMERIC-OFFSET'] });
  const epoch = { ...example('sport'), updated_on: 1303549200 };
  assert.deepEqual(broken('listSports', 200, [epoch]), {
    '/0/updated_on': ['SPORT-FIELDS', 'TIMESTAMP-NUMERIC-OFFSET'],
  });
});

test("identifiers: a string id breaks ID-INTEGER; null where an id is always set breaks the resource's table", () => {
  assert.deepEqual(broken('getSport', 200, { ...example('sport'), id: '2' }), { '/id': ['ID-INTEGER'] });
  assert.deepEqual(broken('getSport', 200, { ...example('sport'), id: null }), { '/id': ['SPORT-FIELDS'] });
});

test("a missing field: NULL-FOR-UNSET when it may be unset, else the resource's *-FIELDS", () => {
  const { class_name: _c, stat_enabled: _s, ...sport } = example('sport');
  assert.deepEqual(broken('getSport', 200, sport), {
    '/class_name': ['SPORT-FIELDS'],
    '/stat_enabled': ['NULL-FOR-UNSET'],
  });
});

test('rules the catalogue states on one field go to their own requirement', () => {
  const article = example('news-article');
  assert.deepEqual(broken('getNewsArticle', 200, { ...article, title: 'x'.repeat(301) }), {
    '/title': ['NEWS-TITLE-MAXLEN'],
  });
  assert.deepEqual(broken('getNewsArticle', 200, { ...article, status: 'archived' }), {
    '/status': ['NEWS-STATUS-ENUM'],
  });
  const team = example('team');
  assert.deepEqual(broken('getTeamInstance', 200, { ...example('team-instance'), gender: 'mixed' }), {
    '/gender': ['TEAM-INSTANCE-GENDER-ENUM'],
  });
  assert.deepEqual(broken('listTeams', 200, [{ ...team, gender: 'mixed' }]), { '/0/gender': ['TEAM-GENDER-ENUM'] });
  const { gender: _g, ...genderless } = team;
  assert.deepEqual(
    broken('listTeams', 200, [genderless]),
    { '/0/gender': ['TEAM-FIELDS'] },
    "a missing gender is the table's, not the enum's",
  );
});

test('the index of news articles: what a content_node holds there is the placement', () => {
  const { content_node: _n, ...article } = example('news-article');
  assert.deepEqual(broken('listNewsArticles', 200, [article]), { '/0/content_node': ['NEWS-INDEX-PLACEMENT'] });
  assert.deepEqual(broken('getNewsArticle', 200, article), { '/content_node': ['NEWS-FIELDS'] });
});

test('error bodies: the general shape is ERROR-BODY-SHAPE; a tags failure has its own documented body', () => {
  assert.deepEqual(broken('getSport', 404, { error: 'no' }), { '/errors': ['ERROR-BODY-SHAPE'] });
  assert.deepEqual(broken('getSport', 404, { errors: 'Sport 9 not found' }), {});
  assert.deepEqual(broken('listTags', 400, { message: 'no' }), { '': ['TAGS-FAILURE-400'] });
});

test('a condition of the schema is taken as the answer takes it: a Photo element is judged as a Photo', () => {
  const photo = example('page-element', 1);
  assert.equal(photo.element_type, 'Photo');
  // a cutline of 256 characters: the Photo's limit (a TextBlock has no such rule)
  const found = broken('getPageElement', 200, {
    ...photo,
    element: { ...(photo.element as object), cutline: 'x'.repeat(256) },
  });
  assert.deepEqual(found, { '/element/cutline': ['PHOTO-CUTLINE-MAXLEN'] });
  const text = example('page-element', 0);
  const { content: _c, ...element } = text.element as Record<string, unknown>;
  assert.deepEqual(broken('getPageElement', 200, { ...text, element }), { '/element/content': ['TEXTBLOCK-FIELDS'] });
});

test('a type that depends on whether an update came: max_standings_points is a string only after one', () => {
  const instance = example('division-instance', 1);
  // the create answers an instance never updated: a string there breaks its own rule, and only that
  assert.deepEqual(broken('createDivisionInstance', 200, { ...instance, max_standings_points: '12.5' }), {
    '/max_standings_points': ['DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE'],
  });
  assert.deepEqual(broken('createDivisionInstance', 200, instance), {});
  // an index or an update may show an updated instance: a numeric string holds, another does not (the table's type)
  assert.deepEqual(broken('listDivisionInstances', 200, [{ ...instance, max_standings_points: '12.5' }]), {});
  assert.deepEqual(broken('updateDivisionInstance', 200, { ...instance, max_standings_points: 'twelve' }), {
    '/max_standings_points': ['DIVISION-INSTANCE-FIELDS'],
  });
});

test("thumbnails: what the object holds is its own rule, its absence the resource table's", () => {
  const ti = example('team-instance');
  const thumbnails = ti.thumbnails as Record<string, unknown>;
  assert.deepEqual(
    broken('getTeamInstance', 200, { ...ti, thumbnails: { ...thumbnails, large: 'https://cdn.example.org/l.png' } }),
    { '/thumbnails/large': ['TEAM-INSTANCE-THUMBNAILS'] },
  );
  const { small: _s, ...withoutSmall } = thumbnails;
  assert.deepEqual(broken('listTeamInstances', 200, [{ ...ti, thumbnails: withoutSmall }]), {
    '/0/thumbnails/small': ['TEAM-INSTANCE-THUMBNAILS'],
  });
  const { thumbnails: _t, ...withoutThumbnails } = ti;
  assert.deepEqual(broken('getTeamInstance', 200, withoutThumbnails), { '/thumbnails': ['TEAM-INSTANCE-FIELDS'] });
  const photo = example('page-element', 1);
  const element = photo.element as Record<string, unknown>;
  const { thumb: _h, ...withoutThumb } = element.thumbnails as Record<string, unknown>;
  assert.deepEqual(broken('getPageElement', 200, { ...photo, element: { ...element, thumbnails: withoutThumb } }), {
    '/element/thumbnails/thumb': ['PHOTO-THUMBNAILS'],
  });
});

test('the league instance tree: a node of a type the interface does not list breaks nothing; a listed type out of its place breaks TREE-NESTING-ORDER, also below one', () => {
  const other = example('league-instance-tree', 4) as { node: { children: Array<{ node: { children: unknown[] } }> } };
  assert.deepEqual(broken('getLeagueInstanceTree', 200, other), {});
  const tournament = other.node.children[1]!.node;
  tournament.children.push({ node: { id: 9, node_type: 'LeagueInstance', data: {}, children: [] } });
  const found = broken('getLeagueInstanceTree', 200, other);
  assert.deepEqual(found['/node/children/1/node/children/0/node/node_type'], ['TREE-NESTING-ORDER']);
  assert.deepEqual(
    [...new Set(Object.values(found).flat())],
    ['TREE-NESTING-ORDER'],
    'what is inside the misplaced node is its placement',
  );
  const noData = example('league-instance-tree', 4) as { node: { children: Array<{ node: Record<string, unknown> }> } };
  noData.node.children[1]!.node.data = 'Spring Cup';
  assert.deepEqual(broken('getLeagueInstanceTree', 200, noData), { '/node/children/1/node/data': ['TREE-NODE-DATA'] });
});
