// Layout containers (interface: Resources and their fields > Layout Container, with the Layout
// Column paragraph and the column width rule; Endpoints > Layout Containers; Structure relations;
// Limits; States and transitions). Every test creates its own news article (support/content.ts),
// which gives it a Content Node of its own, and puts its containers there; the ledger deletes
// them, and the articles, when the test ends.
// Each check judges one requirement (check(...)); a create, read or update a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A container a test
// works on is known to exist when its content node (read through the news article show: content
// nodes are not directly accessible) holds it: the container show is itself a rule under test.
import { test, expect, expectAccepted, expectEvery, expectShape, proves, observe, RUN_TAG, check, checkRefusal, notJudged, precondition, readBack } from './harness.ts';
import { expectSuccess } from './support/compare.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';

type Json = Record<string, unknown>;

/** The eight layout types, their column count (the column width rule), and the requirement of each. */
const LAYOUT_TYPES: ReadonlyArray<{ type: string; columns: number; requirement: string }> = [
  { type: 'oneColumn', columns: 1, requirement: 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN' },
  { type: 'twoColumn5050', columns: 2, requirement: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050' },
  { type: 'twoColumn6633', columns: 2, requirement: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN6633' },
  { type: 'twoColumn3366', columns: 2, requirement: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN3366' },
  { type: 'threeColumn333333', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN333333' },
  { type: 'threeColumn502525', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN502525' },
  { type: 'threeColumn255025', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN255025' },
  { type: 'threeColumn252550', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN252550' },
];
const typeOf = (type: string) => LAYOUT_TYPES.find((t) => t.type === type)!;
const COLUMN_FIELDS = ['id', 'layout_container_id', 'position', 'page_elements'];
const UNKNOWN_TYPE = 'fourColumn25252525';
const ENUM = 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM';
const MAX_THREE = 'LAYOUT-CONTAINER-COLUMNS-MAX-THREE';
const CHANGES_COLUMNS = 'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS';
const READ_BACK = 'LAYOUT-CONTAINER-UPDATE-READ-BACK';
const OP_CREATE = 'OP-LAYOUT-CONTAINERS-CREATE';
const OP_UPDATE = 'OP-LAYOUT-CONTAINERS-UPDATE';

// The listing names layout_container_id (integer, required) as a body parameter of the delete: it is
// always sent (a deployment may require it), matching the id of the path.
const deleteOf = (id: number) => ({ operationId: 'deleteLayoutContainer', path: { id }, json: { layout_container_id: id } });

/** POST /layout_containers in the content node of `own`; a created container is tracked at once. */
async function createContainer(api: ApiClient, ledger: Ledger, own: OwnContent, fields: Json = {}): Promise<ApiResult> {
  const r = await api.call('createLayoutContainer', { json: { site_id: own.siteId, layout_container: { content_node_id: own.contentNodeId, ...fields } } });
  trackIfCreated(ledger, r);
  return r;
}

function trackIfCreated(ledger: Ledger, r: ApiResult): void {
  if (r.status >= 200 && r.status < 300 && typeof r.object.id === 'number') ledger.track('layout_container', r.object.id, deleteOf(r.object.id));
}

/** The layout containers of a news article's content node, read through the article show (a precondition covered by that show). */
async function containersOfNode(api: ApiClient, articleId: number): Promise<Json[]> {
  const shown = await readBack(api, 'getNewsArticle', { path: { id: articleId } }, articleId);
  const node = shown.object.content_node as Json | undefined;
  return Array.isArray(node?.layout_containers) ? (node.layout_containers as Json[]) : [];
}

const idsOf = (containers: readonly Json[]): unknown[] => containers.map((c) => c.id);

/**
 * The container a create answered, known to exist: the create is accepted with an id, and its
 * content node holds it (else the create's failure: it was not stored). With `judge`, that it is
 * stored is first checked as OP-LAYOUT-CONTAINERS-CREATE's rule ("which a show then returns").
 * Returns its id and the container as the content node shows it.
 */
async function storedContainer(api: ApiClient, own: OwnContent, r: ApiResult, what: string, options: { judge?: boolean; coveredBy?: string } = {}): Promise<{ id: number; held: Json }> {
  const id = await precondition(what, () => {
    expectAccepted(r, `${what}: the create is accepted`);
    expect(typeof r.object.id, `${what}: the create answers the container's id`).toBe('number');
    return r.object.id as number;
  }, options.coveredBy ?? OP_CREATE);
  const containers = await containersOfNode(api, own.articleId);
  const held = containers.find((c) => c.id === id);
  if (options.judge) {
    await check(OP_CREATE, 'the new container is stored: its content node (news article show) holds it', () => expect(idsOf(containers), `the content node holds container ${id}`).toContain(id));
  }
  await precondition(`${what} is stored: its content node holds it`, () => expect(idsOf(containers), `the content node holds container ${id}`).toContain(id), OP_CREATE);
  return { id, held: held! };
}

/** A container of our own: created with `fields`, known to exist. */
async function containerOf(api: ApiClient, ledger: Ledger, own: OwnContent, fields: Json = {}, coveredBy?: string): Promise<{ id: number; held: Json; created: ApiResult }> {
  const created = await createContainer(api, ledger, own, fields);
  const { id, held } = await storedContainer(api, own, created, `a container ${JSON.stringify(fields)} of our own`, coveredBy ? { coveredBy } : {});
  return { id, held, created };
}

function columnsOf(container: Json | undefined): Json[] {
  const columns = container?.layout_columns;
  return Array.isArray(columns) ? (columns as Json[]) : [];
}

const columnIds = (container: Json | undefined): number[] => columnsOf(container).map((c) => Number(c.id)).sort((a, b) => a - b);

/** The columns are at positions 1 to n, 1-based, in any order (n: as many as there are). */
function expectPositions(container: Json, where: string): void {
  const columns = columnsOf(container);
  const positions = columns.map((c) => c.position).sort((a, b) => Number(a) - Number(b));
  expect(positions, `${where}: the ${columns.length} column position(s) are 1 to ${columns.length}, 1-based`).toEqual(Array.from({ length: columns.length }, (_, i) => i + 1));
}

/** Each column names its container: layout_container_id is the container's id. */
function expectColumnsName(container: Json, id: number, where: string): void {
  expectEvery(columnsOf(container), `${where}: each column's layout_container_id is the id of its container ${id}`, (c) => c.layout_container_id !== id && `column ${String(c.id)} has layout_container_id ${String(c.layout_container_id)}`);
}

/**
 * The number of columns a container shows, where a per-type rule can judge it: a create answer
 * without any column is LAYOUT-CONTAINER-CREATE-HAS-COLUMN's failure, a count outside one to three
 * the limit's (LAYOUT-CONTAINER-COLUMNS-MAX-THREE) before any per-type rule.
 */
function judgedCount(container: Json, where: string, createAnswer = false): number {
  expect(Array.isArray(container.layout_columns), `${where}: layout_columns is an array`).toBe(true);
  const n = columnsOf(container).length;
  if (createAnswer && n === 0) notJudged(`${where} shows no column`, ['LAYOUT-CONTAINER-CREATE-HAS-COLUMN']);
  if (n < 1 || n > 3) notJudged(`${where} shows ${n} columns, outside one to three`, [MAX_THREE]);
  return n;
}

/** Whether an update answered the container as it was before it: every field it named, and the columns, as before (the update's own answer is wrong, not the fields). */
function answeredAsBefore(answer: Json, before: Json, named: Json): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.keys(named).every((k) => same(answer[k], before[k]) && !same(named[k], before[k]))
    && same(columnIds(answer), columnIds(before));
}

/** Every object in a JSON document that carries layout_columns: the containers it holds. */
function containersIn(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((v) => containersIn(v, found));
  else if (value !== null && typeof value === 'object') {
    const object = value as Json;
    if ('layout_columns' in object) found.push(object);
    for (const v of Object.values(object)) containersIn(v, found);
  }
  return found;
}

/** What the layout_type updates of a test share: its container, the rules it names, and the containers it created to compare with. */
interface TypeUpdates {
  api: ApiClient;
  ledger: Ledger;
  own: OwnContent;
  id: number;
  /** the test names the per-type column rule of the new type (LAYOUT-CONTAINER-COLUMNS-*) */
  columnsRule: boolean;
  /** the test names LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM: each listed value is accepted on update */
  judgeEnum: boolean;
  /** the column count of a container created with a layout_type, by type (made only when an update's count is wrong) */
  created: Map<string, number>;
}

/**
 * The columns a container of `type` has when it is created (read back through its show): what
 * tells a wrong count after an update apart, the update's (LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS)
 * or the type's (LAYOUT-CONTAINER-COLUMNS-*). Made only when a count is wrong.
 */
async function columnsWhenCreated(u: TypeUpdates, type: string): Promise<number> {
  const known = u.created.get(type);
  if (known !== undefined) return known;
  const r = await createContainer(u.api, u.ledger, u.own, { layout_type: type });
  const id = await precondition(`a ${type} container created to compare with`, () => {
    expectAccepted(r, `a ${type} container is created`);
    expect(typeof r.object.id, 'the create answers its id').toBe('number');
    return r.object.id as number;
  }, ENUM);
  const shown = await readBack(u.api, 'getLayoutContainer', { path: { id } }, id);
  const n = columnsOf(shown.object).length;
  u.created.set(type, n);
  return n;
}

/**
 * The column rules on a container after an update to `type`: the count changed to the type's
 * (LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS), the type's count (its LAYOUT-CONTAINER-COLUMNS-* when
 * the test names it), the positions and that each column names its container. A wrong count is the
 * update's when a created container of that type has the right one, else the type's.
 */
async function judgeColumns(u: TypeUpdates, container: Json, where: string, type: string, blocked?: { reason: string; by: string[] }): Promise<void> {
  const { columns: expected, requirement } = typeOf(type);
  await check(CHANGES_COLUMNS, `${where}: the number of columns changed to the ${expected} of ${type}`, async () => {
    if (blocked) notJudged(blocked.reason, blocked.by);
    const n = judgedCount(container, where);
    if (n !== expected) {
      const made = await columnsWhenCreated(u, type);
      if (made !== expected) notJudged(`a ${type} container holds ${made} column(s) when created too`, [requirement]);
    }
    expect(n, `${where}: ${expected} column(s) after the change of layout_type to ${type}`).toBe(expected);
  });
  if (u.columnsRule) {
    await check(requirement, `${where}: a ${type} container has ${expected} column(s)`, async () => {
      if (blocked) notJudged(blocked.reason, blocked.by);
      const n = judgedCount(container, where);
      if (n !== expected) {
        const made = await columnsWhenCreated(u, type);
        if (made === expected) notJudged(`a ${type} container holds ${expected} column(s) when created: the update did not change the count`, [CHANGES_COLUMNS]);
      }
      expect(n, `${where}: a ${type} container has ${expected} column(s)`).toBe(expected);
    });
  }
  await check('LAYOUT-COLUMN-POSITIONS', `${where}: the columns are at positions 1 to n`, () => expectPositions(container, where));
  await check('LAYOUT-COLUMN-FIELDS', `${where}: each column names its container`, () => expectColumnsName(container, u.id, where));
}

/**
 * PUT /layout_containers/:id with layout_type `type`, judged on its answer and on a show after it;
 * `before` is the container as a show returned it before. Returns the container as shown after.
 */
async function updateLayoutType(u: TypeUpdates, before: Json, type: string): Promise<Json> {
  const { api, id } = u;
  const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: type } } });
  if (u.judgeEnum) await check(ENUM, `layout_type ${type}, a listed value, is accepted on update`, () => expectAccepted(r, `an update to layout_type ${type} is accepted`));
  const old = answeredAsBefore(r.object, before, { layout_type: type });
  await check(OP_UPDATE, `the update to ${type} answers 200 with the updated container`, () => {
    // a listed layout_type refused is the enum's failure, not the operation's
    if (r.status >= 400) notJudged(`the update to the listed layout_type ${type} was refused (${r.status})`, [ENUM]);
    expectSuccess(r, 'updateLayoutContainer', `PUT /layout_containers/:id to ${type} answers 200`);
    expect(r.object.id, 'the update answers the container of the path').toBe(id);
    expect(old, `the update answers the container after the change, not as it was (layout_type ${String(r.object.layout_type)}, the columns as before)`).toBe(false);
  });
  await precondition(`the update to layout_type ${type} is accepted`, () => expectAccepted(r, `an update to layout_type ${type} is accepted`), ENUM);
  const answeredOld = { reason: 'the update answered the container as it was before the update', by: [OP_UPDATE] };
  await check(READ_BACK, `the update answers layout_type ${type}`, () => {
    if (old) notJudged(answeredOld.reason, answeredOld.by);
    expect(r.object.layout_type, `the update answers the new layout_type`).toBe(type);
  });
  await judgeColumns(u, r.object, `the update to ${type}`, type, old ? answeredOld : undefined);
  const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
  await check(READ_BACK, `a show after the update returns layout_type ${type}`, () => expect(shown.object.layout_type, `a show returns ${type}`).toBe(type));
  const stored = shown.object.layout_type === type;
  await judgeColumns(u, shown.object, `a show after the update to ${type}`, type, stored ? undefined : { reason: `a show still returns layout_type ${String(shown.object.layout_type)}: the update was not stored`, by: [READ_BACK] });
  return shown.object;
}

test.describe('layout containers', () => {
  for (const { type, columns, requirement } of LAYOUT_TYPES) {
    test(`a ${type} container is created with ${columns} column(s) at positions 1 to ${columns}, and a show returns it`,
      proves(OP_CREATE, requirement, 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM', 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS', 'LAYOUT-CONTAINER-CREATE-HAS-COLUMN', 'LAYOUT-COLUMN-WIDTH-OBSERVED'),
      async ({ api, discovery, ledger, writes }, testInfo) => {
        void writes;
        const own = await createOwnContent(api, ledger, discovery, `layout ${type}`);
        const r = await createContainer(api, ledger, own, { layout_type: type });
        await check(ENUM, `layout_type ${type}, a listed value, is accepted on create and answered`, () => {
          expectAccepted(r, `a create with layout_type ${type} is accepted`);
          expect(r.object.layout_type, 'the created container has the layout_type asked for').toBe(type);
        });
        await check(OP_CREATE, 'the create answers 200 with the new container, in the content node asked for', () => {
          // a listed layout_type refused is the enum's failure, not the operation's
          if (r.status >= 400) notJudged(`the create with the listed layout_type ${type} was refused (${r.status})`, [ENUM]);
          expectSuccess(r, 'createLayoutContainer', 'POST /layout_containers answers 200');
          expect(r.object.content_node_id, 'in the content node asked for').toBe(own.contentNodeId);
        });
        const { id } = await storedContainer(api, own, r, `a ${type} container`, { judge: true, coveredBy: ENUM });
        await check('LAYOUT-CONTAINER-CREATE-HAS-COLUMN', 'the create answers the container with its created column(s)', () => expect(columnsOf(r.object).length, 'the create answers at least one column').toBeGreaterThan(0));
        await check(requirement, `the create answers ${columns} column(s)`, () => expect(judgedCount(r.object, 'the create answer', true), `a ${type} container has ${columns} column(s)`).toBe(columns));
        await check('LAYOUT-COLUMN-POSITIONS', 'the columns the create answers are at positions 1 to n', () => expectPositions(r.object, 'the create answer'));
        await check('LAYOUT-COLUMN-FIELDS', 'each column the create answers names its container', () => expectColumnsName(r.object, id, 'the create answer'));

        const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
        await check(ENUM, `the layout_type ${type} is stored: a show returns it`, () => expect(shown.object.layout_type, 'the show returns the stored layout_type').toBe(type));
        await check(requirement, `a show returns ${columns} column(s)`, () => {
          if (shown.object.layout_type !== type) notJudged(`a show returns layout_type ${String(shown.object.layout_type)}`, [ENUM]);
          expect(judgedCount(shown.object, 'the show'), `a ${type} container has ${columns} column(s)`).toBe(columns);
        });
        await check('LAYOUT-COLUMN-POSITIONS', 'the columns a show returns are at positions 1 to n', () => expectPositions(shown.object, 'the show'));
        await check('LAYOUT-COLUMN-FIELDS', 'each column a show returns names its container', () => expectColumnsName(shown.object, id, 'the show'));
        await check('LAYOUT-CONTAINER-CREATE-HAS-COLUMN', 'the columns the create answered are the container\'s: a show returns the same', () => expect(columnIds(shown.object), 'the show returns the columns the create returned').toEqual(columnIds(r.object)));

        const extra = columnsOf(shown.object)
          .sort((a, b) => Number(a.position) - Number(b.position))
          .map((c) => ({ position: c.position, ...Object.fromEntries(Object.entries(c).filter(([k]) => !COLUMN_FIELDS.includes(k))) }));
        observe(testInfo, 'LAYOUT-COLUMN-WIDTH-OBSERVED', `fields beyond id, layout_container_id, position and page_elements on the columns of a ${type} container`,
          extra.some((e) => Object.keys(e).length > 1) ? extra : 'none');
      });
  }

  test('a container created without layout_type is oneColumn with one column', proves('LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', 'LAYOUT-CONTAINER-CREATE-HAS-COLUMN', 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout default type');
    const { id, created: r } = await containerOf(api, ledger, own);
    await check('LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', 'the create answers layout_type oneColumn', () => expect(r.object.layout_type, 'the default layout_type is oneColumn').toBe('oneColumn'));
    await check('LAYOUT-CONTAINER-CREATE-HAS-COLUMN', 'the create answers the container with its created column(s)', () => expect(columnsOf(r.object).length, 'the create answers at least one column').toBeGreaterThan(0));
    await check('LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', 'the oneColumn container the create answers has one column', () => {
      if (r.object.layout_type !== 'oneColumn') notJudged(`the create answers layout_type ${String(r.object.layout_type)}`, ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT']);
      expect(judgedCount(r.object, 'the create answer', true), 'a oneColumn container has one column').toBe(1);
    });
    await check('LAYOUT-COLUMN-POSITIONS', 'the columns the create answers are at positions 1 to n', () => expectPositions(r.object, 'the create answer'));
    await check('LAYOUT-COLUMN-FIELDS', 'each column the create answers names its container', () => expectColumnsName(r.object, id, 'the create answer'));
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await check('LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', 'a show returns layout_type oneColumn', () => expect(shown.object.layout_type, 'a show returns oneColumn').toBe('oneColumn'));
    await check('LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', 'the oneColumn container a show returns has one column', () => {
      if (shown.object.layout_type !== 'oneColumn') notJudged(`a show returns layout_type ${String(shown.object.layout_type)}`, ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT']);
      expect(judgedCount(shown.object, 'the show'), 'a oneColumn container has one column').toBe(1);
    });
    await check('LAYOUT-COLUMN-POSITIONS', 'the columns a show returns are at positions 1 to n', () => expectPositions(shown.object, 'the show'));
    await check('LAYOUT-COLUMN-FIELDS', 'each column a show returns names its container', () => expectColumnsName(shown.object, id, 'the show'));
  });

  test('a container created without locked is not locked', proves('LAYOUT-CONTAINER-LOCKED-DEFAULT'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout locked default');
    const { id, created: r } = await containerOf(api, ledger, own, { layout_type: 'twoColumn5050' });
    expect(r.object.locked, 'locked defaults to false').toBe(false);
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    expect(shown.object.locked, 'a show returns locked false').toBe(false);
  });

  test('a created container carries every listed field, its columns theirs; show and the content node return it', proves(OP_CREATE, 'OP-LAYOUT-CONTAINERS-SHOW', 'LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout fields');
    // No layout_type: the operation and the fields are judged apart from the enum (a refused listed value is the enum's failure).
    const r = await createContainer(api, ledger, own, { position: 2 });
    await check(OP_CREATE, 'the create answers 200 with the new container, in the content node asked for', () => {
      expectSuccess(r, 'createLayoutContainer', 'POST /layout_containers answers 200');
      expect(r.object.content_node_id, 'in the content node asked for').toBe(own.contentNodeId);
    });
    await check('LAYOUT-CONTAINER-FIELDS', 'the create answers every listed field with its type', () => expectShape(r, 'LAYOUT-CONTAINER-FIELDS'));
    const { id } = await storedContainer(api, own, r, 'a container of our own', { judge: true });
    await check('LAYOUT-COLUMN-FIELDS', 'the columns the create answers carry their listed fields, each naming its container', () => {
      expectShape(r, 'LAYOUT-COLUMN-FIELDS');
      expectColumnsName(r.object, id, 'the create answer');
    });

    // The container exists for sure (its content node holds it): the show is judged on it.
    const shown = await api.call('getLayoutContainer', { path: { id } });
    await check('OP-LAYOUT-CONTAINERS-SHOW', 'a show of an existing container answers 200 with the container of that id', () => {
      expectSuccess(shown, 'getLayoutContainer', 'GET /layout_containers/:id answers 200');
      expect(shown.object.id, 'the show answers the container of that id').toBe(id);
    });
    await precondition('a show answers the container of its id', () => {
      expectAccepted(shown);
      expect(shown.object.id).toBe(id);
    }, 'OP-LAYOUT-CONTAINERS-SHOW');
    await check('LAYOUT-CONTAINER-FIELDS', 'the show answers every listed field with its type', () => expectShape(shown, 'LAYOUT-CONTAINER-FIELDS'));
    await check('LAYOUT-COLUMN-FIELDS', 'the columns the show answers carry their listed fields, each naming its container', () => {
      expectShape(shown, 'LAYOUT-COLUMN-FIELDS');
      expectColumnsName(shown.object, id, 'the show');
    });
    await check(OP_CREATE, 'a show returns what the create answered', () => {
      for (const key of ['content_node_id', 'layout_type', 'locked', 'position']) {
        expect(shown.object[key], `the show returns the stored ${key}`).toEqual(r.object[key]);
      }
    });
    await check(OP_CREATE, 'a show returns the columns the create answered', () => {
      if (columnsOf(r.object).length === 0) notJudged('the create answered no column', ['LAYOUT-CONTAINER-CREATE-HAS-COLUMN']);
      expect(columnIds(shown.object), 'the show returns the columns the create answered').toEqual(columnIds(r.object));
    });

    // The article's own container, made by the article create, is a Layout Container too.
    const original = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
    await check('LAYOUT-CONTAINER-FIELDS', "the article's own container carries every listed field with its type", () => expectShape(original, 'LAYOUT-CONTAINER-FIELDS'));
    await check('LAYOUT-COLUMN-FIELDS', "the columns of the article's own container carry their listed fields, each naming its container", () => {
      expectShape(original, 'LAYOUT-COLUMN-FIELDS');
      expectColumnsName(original.object, own.containerId, "the article's own container");
    });
  });

  test('an unknown layout_type is rejected on create and nothing is created', proves(ENUM, 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on create');
    const before = idsOf(await containersOfNode(api, own.articleId));
    await precondition('the content node shows its containers', () => expect(before.length, 'the content node holds the article\'s own container').toBeGreaterThan(0), 'NEWS-CREATE-CONTENT-NODE');
    const r = await createContainer(api, ledger, own, { layout_type: UNKNOWN_TYPE, position: 2 });
    await checkRefusal(r, ENUM, `a create with layout_type ${UNKNOWN_TYPE}`);
    const after = idsOf(await containersOfNode(api, own.articleId));
    await check(ENUM, 'the refused create made no container in the content node', () => expect(after.sort(), 'no container was created in the content node').toEqual(before.sort()));
  });

  test('an unknown layout_type is rejected on update and changes nothing', proves(ENUM, 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on update');
    const { id, held } = await containerOf(api, ledger, own, { layout_type: 'twoColumn3366' }, ENUM);
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: UNKNOWN_TYPE } } });
    await checkRefusal(r, ENUM, `an update to layout_type ${UNKNOWN_TYPE}`);
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await check(ENUM, 'the refused update changed nothing', () => {
      expect(shown.object.layout_type, 'the layout_type is unchanged').toBe(held.layout_type);
      expect(columnIds(shown.object), 'the columns are unchanged').toEqual(columnIds(held));
    });
  });

  test('a create without site_id or without the layout_container object is rejected and creates nothing', proves('LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout required fields');
    const before = idsOf(await containersOfNode(api, own.articleId));
    await precondition('the content node shows its containers', () => expect(before.length, 'the content node holds the article\'s own container').toBeGreaterThan(0), 'NEWS-CREATE-CONTENT-NODE');

    const noSite = await api.call('createLayoutContainer', { json: { layout_container: { content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' } } });
    trackIfCreated(ledger, noSite);
    await checkRefusal(noSite, 'LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'a create without site_id');

    const noObject = await api.call('createLayoutContainer', { json: { site_id: own.siteId, content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' } });
    trackIfCreated(ledger, noObject);
    await checkRefusal(noObject, 'LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'a create without the layout_container object');

    const after = idsOf(await containersOfNode(api, own.articleId));
    await check('LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'the refused creates made no container in the content node', () => expect(after.sort(), 'no container was created in the content node').toEqual(before.sort()));
  });

  test('changing layout_type from oneColumn to twoColumn5050 gives two columns, read back', proves(OP_UPDATE, CHANGES_COLUMNS, 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050', READ_BACK, 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout grow');
    const { id } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' }, ENUM);
    const before = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await updateLayoutType({ api, ledger, own, id, columnsRule: true, judgeEnum: false, created: new Map() }, before.object, 'twoColumn5050');
  });

  test('changing layout_type from a three-column type to oneColumn gives one column, read back', proves(OP_UPDATE, CHANGES_COLUMNS, 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', READ_BACK, 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout shrink');
    const { id } = await containerOf(api, ledger, own, { layout_type: 'threeColumn333333' }, ENUM);
    const before = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await updateLayoutType({ api, ledger, own, id, columnsRule: true, judgeEnum: false, created: new Map() }, before.object, 'oneColumn');
  });

  test('an update accepts each of the eight layout types in turn, each giving its number of columns, read back', proves(OP_UPDATE, ENUM, CHANGES_COLUMNS, READ_BACK, 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout every type on update');
    const { id } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' }, ENUM);
    const u: TypeUpdates = { api, ledger, own, id, columnsRule: false, judgeEnum: true, created: new Map() };
    let before = (await readBack(api, 'getLayoutContainer', { path: { id } }, id)).object;
    // Every type once, growing and shrinking by one and by two columns on the way.
    const order = ['twoColumn5050', 'threeColumn333333', 'oneColumn', 'threeColumn502525', 'twoColumn6633', 'threeColumn255025', 'twoColumn3366', 'threeColumn252550', 'oneColumn'];
    for (const type of order) before = await updateLayoutType(u, before, type);
  });

  // Update: "body layout_container (object) with the fields to change". Each update names two fields:
  // an answer that shows the one as before and the other changed is the field's failure (the change
  // is not answered); an answer that shows both as before is the container from before the update,
  // the operation's failure ("200, Layout Container": the updated one).
  test('an update of position and name is returned and read back, and changes nothing else', proves(OP_UPDATE, READ_BACK), async ({ api, discovery, ledger, writes }) => {
    void writes;
    // The content node holds the article's own container and this one. Positions are "relative"
    // and their numbering is not shown (1-based, 0-based, sparse): the new one takes the position
    // the article's own container has now, a value the deployment itself gave out.
    const own = await createOwnContent(api, ledger, discovery, 'layout position');
    const { id } = await containerOf(api, ledger, own, { layout_type: 'twoColumn6633' }, ENUM);
    const before = (await readBack(api, 'getLayoutContainer', { path: { id } }, id)).object;
    const other = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
    const target = await precondition("the article's own container has an integer position", () => {
      expect(Number.isInteger(other.object.position), "the article's own container has an integer position").toBe(true);
      return other.object.position as number;
    }, 'LAYOUT-CONTAINER-FIELDS');
    // Whether a container created without position gets a position of its own is not shown.
    test.skip(target === before.position, `the two containers of the content node have the same position (${String(target)}): a change of position cannot be told apart`);
    const changes = { position: target, name: `${RUN_TAG} container moved` };
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: changes } });
    const old = answeredAsBefore(r.object, before, changes);
    await check(OP_UPDATE, 'the update answers 200 with the updated container', () => {
      expectSuccess(r, 'updateLayoutContainer', 'PUT /layout_containers/:id answers 200');
      expect(r.object.id, 'the update answers the container of the path').toBe(id);
      expect(old, 'the update answers the container after the change, not as it was before (position and name both as before)').toBe(false);
    });
    await precondition('the update is accepted', () => expectAccepted(r, 'the update is accepted'), OP_UPDATE);
    await check(READ_BACK, 'the update answers the new position and name', () => {
      if (old) notJudged('the update answered the container as it was before the update', [OP_UPDATE]);
      expect(r.object.position, 'the update answers the new position').toBe(target);
      expect(r.object.name, 'the update answers the new name').toBe(changes.name);
    });
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await check(READ_BACK, 'a show returns the new position and name, and nothing else changed', () => {
      expect(shown.object.position, 'a show returns the new position').toBe(target);
      expect(shown.object.name, 'a show returns the new name').toBe(changes.name);
      expect(shown.object.layout_type, 'layout_type is unchanged').toBe(before.layout_type);
      expect(shown.object.content_node_id, 'content_node_id is unchanged').toBe(own.contentNodeId);
      expect(shown.object.locked, 'locked is unchanged').toBe(before.locked);
      expect(columnIds(shown.object), 'the columns are unchanged').toEqual(columnIds(before));
    });
  });

  // name and custom_css_class are plain fields of the Layout Container: changed together, answered
  // and read back, and the other container of the content node (the article's own) keeps its values.
  test('an update of name and custom_css_class is answered and read back, and changes no other container', proves(OP_UPDATE, READ_BACK), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout fields');
    const { id } = await containerOf(api, ledger, own);
    const before = (await readBack(api, 'getLayoutContainer', { path: { id } }, id)).object;
    const sibling = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
    const changes = { name: `${RUN_TAG} container renamed`, custom_css_class: 'svc-conformance-updated' };
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: changes } });
    const old = answeredAsBefore(r.object, before, changes);
    await check(OP_UPDATE, 'the update answers 200 with the updated container', () => {
      expectSuccess(r, 'updateLayoutContainer', 'PUT /layout_containers/:id answers 200');
      expect(r.object.id, 'the update answers the container of the path').toBe(id);
      expect(old, 'the update answers the container after the change, not as it was before (name and custom_css_class both as before)').toBe(false);
    });
    await precondition('the update is accepted', () => expectAccepted(r, 'the update is accepted'), OP_UPDATE);
    await check(READ_BACK, 'the update answers the new name and custom_css_class', () => {
      if (old) notJudged('the update answered the container as it was before the update', [OP_UPDATE]);
      for (const [field, value] of Object.entries(changes)) expect(r.object[field], `the update answers the new ${field}`).toBe(value);
    });
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await check(READ_BACK, 'a show returns the new name and custom_css_class', () => {
      for (const [field, value] of Object.entries(changes)) expect(shown.object[field], `a show returns the new ${field}`).toBe(value);
    });
    const after = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
    await check(READ_BACK, 'the other container of the content node keeps its name and custom_css_class', () => {
      for (const field of Object.keys(changes)) expect(after.object[field], `the other container of the content node keeps its ${field}`).toEqual(sibling.object[field]);
    });
  });

  test('a move takes the container with its columns and page elements to another content node, out of the source', proves('OP-LAYOUT-CONTAINERS-MOVE', 'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT', 'LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'layout move source');
    const target = await createOwnContent(api, ledger, discovery, 'layout move target');
    const { id, held } = await containerOf(api, ledger, source, { layout_type: 'twoColumn5050' }, ENUM);
    const columns = columnIds(held);
    const columnId = await precondition('the new container has a column', () => {
      expect(columns.length, 'the content node shows the new container with its columns').toBeGreaterThan(0);
      return columns[0]!;
    }, 'LAYOUT-CONTAINER-CREATE-HAS-COLUMN');
    const content = `<p>${RUN_TAG} moved with its container</p>`;
    const pe = await api.call('createPageElement', { json: { page_element: { layout_column_id: columnId, page_element_type: 'TextBlock', element: { content } } } });
    if (pe.status >= 200 && pe.status < 300 && typeof pe.object.id === 'number') ledger.track('page_element', pe.object.id, { operationId: 'deletePageElement', path: { id: pe.object.id } });
    const peId = await precondition('a TextBlock page element is put in the column', () => {
      expectAccepted(pe, 'the page element create is accepted');
      expect(typeof pe.object.id, 'the create answers its id').toBe('number');
      return pe.object.id as number;
    }, 'OP-PAGE-ELEMENTS-CREATE');
    const elementsIn = (container: Json | undefined): unknown[] => ((columnsOf(container).find((c) => c.id === columnId)?.page_elements as Json[] | undefined) ?? []).map((p) => p.id);
    const sourceBefore = await containersOfNode(api, source.articleId);
    await precondition('the content node shows the page element in the column', () => expect(elementsIn(sourceBefore.find((c) => c.id === id)), 'the column holds the page element').toContain(peId), 'PAGE-ELEMENT-IN-COLUMN');

    const r = await api.call('moveLayoutContainer', { path: { id }, query: { site_id: source.siteId }, json: { content_node_id: target.contentNodeId } });
    await check('OP-LAYOUT-CONTAINERS-MOVE', 'the move answers 200', () => expectSuccess(r, 'moveLayoutContainer', 'PUT /layout_containers/:id/move answers 200'));
    await precondition('the move is accepted', () => expectAccepted(r, 'the move is accepted'), 'OP-LAYOUT-CONTAINERS-MOVE');
    const sourceAfter = await containersOfNode(api, source.articleId);
    const targetAfter = await containersOfNode(api, target.articleId);
    const left = !idsOf(sourceAfter).includes(id);
    await check('LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE', 'the source content node no longer holds the container', () => expect(idsOf(sourceAfter), 'the source content node no longer holds the container').not.toContain(id));
    // A container still in the source was not moved (a copy went, perhaps): what is in the target is not it.
    const stayed = { reason: 'the source content node still holds the container: it was not moved', by: ['LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE'] };
    await check('OP-LAYOUT-CONTAINERS-MOVE', 'the move answers the container, now in the target content node', () => {
      if (!left) notJudged(stayed.reason, stayed.by);
      expect(r.object.id, 'the move answers the same container').toBe(id);
      expect(r.object.content_node_id, 'now in the target content node').toBe(target.contentNodeId);
    });
    await check('LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT', 'the move answers the container with its columns and the page element of its column', () => {
      if (!left) notJudged(stayed.reason, stayed.by);
      expect(columnIds(r.object), 'with its columns').toEqual(columns);
      expect(elementsIn(r.object), 'and the page element of its column').toContain(peId);
    });
    await check('LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT', 'the target content node holds the container with its columns and the page element', () => {
      if (!left) notJudged(stayed.reason, stayed.by);
      const there = targetAfter.find((c) => c.id === id);
      expect(there, 'the target content node (its news article) holds the container').toBeTruthy();
      expect(columnIds(there), 'with its columns').toEqual(columns);
      expect(elementsIn(there), 'and the page element').toContain(peId);
    });
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    await check('LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT', 'a show puts the container in the target content node', () => {
      if (!left) notJudged(stayed.reason, stayed.by);
      expect(shown.object.content_node_id, 'a show puts it in the target content node').toBe(target.contentNodeId);
    });
  });

  test('a move without site_id is rejected and moves nothing', proves('LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'layout move without site');
    const target = await createOwnContent(api, ledger, discovery, 'layout move without site target');
    const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' }, ENUM);
    const r = await api.call('moveLayoutContainer', { path: { id }, json: { content_node_id: target.contentNodeId } });
    await checkRefusal(r, 'LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'a move without site_id');
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    const inSource = idsOf(await containersOfNode(api, source.articleId));
    const inTarget = idsOf(await containersOfNode(api, target.articleId));
    await check('LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'the refused move moved nothing', () => {
      expect(shown.object.content_node_id, 'the container is still in its content node').toBe(source.contentNodeId);
      expect(inSource, 'the source still holds it').toContain(id);
      expect(inTarget, 'the target does not').not.toContain(id);
    });
  });

  test('a move without content_node_id is rejected and moves nothing', proves('ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    // "body content_node_id (integer, required)" (Endpoints > Layout Containers, Move)
    const source = await createOwnContent(api, ledger, discovery, 'layout move without content node');
    const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' }, ENUM);
    const r = await api.call('moveLayoutContainer', { path: { id }, query: { site_id: source.siteId }, json: {} });
    await checkRefusal(r, 'ERROR-BAD-INPUT-4XX', 'a move without content_node_id');
    const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
    const inSource = idsOf(await containersOfNode(api, source.articleId));
    await check('ERROR-BAD-INPUT-4XX', 'the refused move moved nothing', () => {
      expect(shown.object.content_node_id, 'the container is still in its content node').toBe(source.contentNodeId);
      expect(inSource, 'the source still holds it').toContain(id);
    });
  });

  test('whether POST also serves the move is recorded', proves('LAYOUT-CONTAINER-MOVE-POST-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'layout move by POST');
    const target = await createOwnContent(api, ledger, discovery, 'layout move by POST target');
    const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' }, ENUM);
    const r = await api.call('moveLayoutContainer', { method: 'POST', path: { id }, query: { site_id: source.siteId }, json: { content_node_id: target.contentNodeId }, unvalidated: true });
    const shown = await api.call('getLayoutContainer', { path: { id } });
    const where = shown.object.content_node_id;
    observe(testInfo, 'LAYOUT-CONTAINER-MOVE-POST-OBSERVED', `POST /layout_containers/:id/move?site_id= (the example uses PUT)`, {
      status: r.status,
      moved: where === target.contentNodeId ? 'yes' : where === source.contentNodeId ? 'no' : `unknown (show answered ${shown.status})`,
    });
  });

  test('a delete returns the container with empty layout_columns, which is then gone', proves('OP-LAYOUT-CONTAINERS-DELETE', 'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD', 'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS', 'LAYOUT-CONTAINER-DELETE-GONE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout delete');
    const { id, held } = await containerOf(api, ledger, own, { layout_type: 'threeColumn255025' }, ENUM);
    await precondition('the container has columns before the delete', () => expect(columnsOf(held).length, 'the content node shows the container with its columns').toBeGreaterThan(0), 'LAYOUT-CONTAINER-CREATE-HAS-COLUMN');
    const r = await api.call('deleteLayoutContainer', { path: { id }, json: { layout_container_id: id } });
    if (r.status >= 200 && r.status < 300) ledger.forget('layout_container', id);
    await check('OP-LAYOUT-CONTAINERS-DELETE', 'the delete answers 200', () => expectSuccess(r, 'deleteLayoutContainer', 'DELETE /layout_containers/:id answers 200'));
    await check('LAYOUT-CONTAINER-DELETE-RETURNS-RECORD', 'the delete answers the deleted container', () => {
      expect(r.object.id, 'the deleted container comes back').toBe(id);
      expect(r.object.content_node_id, 'the deleted record is the container that was in our content node').toBe(own.contentNodeId);
    });
    await check('LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS', 'the deleted container comes back with empty layout_columns', () => {
      if (r.object.id !== id) notJudged('the delete did not answer the deleted container', ['LAYOUT-CONTAINER-DELETE-RETURNS-RECORD']);
      expect(Array.isArray(r.object.layout_columns), 'layout_columns is an array').toBe(true);
      expect(columnsOf(r.object), 'the deleted container comes back with empty layout_columns').toEqual([]);
    });
    await precondition('the delete is accepted', () => expectAccepted(r, 'the delete is accepted'), 'OP-LAYOUT-CONTAINERS-DELETE');
    const shown = await api.call('getLayoutContainer', { path: { id } });
    const inNode = idsOf(await containersOfNode(api, own.articleId));
    await check('LAYOUT-CONTAINER-DELETE-GONE', 'right after the delete a show answers 4xx and the content node no longer holds it', () => {
      expect(shown.status, 'right after the delete a show answers 4xx').toBeGreaterThanOrEqual(400);
      expect(shown.status).toBeLessThan(500);
      expect(inNode, 'the content node no longer holds it').not.toContain(id);
    });
  });

  test('no container in any response holds fewer than one or more than three columns', proves(MAX_THREE), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout column limits');
    // A create answer without any column is LAYOUT-CONTAINER-CREATE-HAS-COLUMN's failure: the create
    // answers are held to at most three; every other answer to one to three.
    const createAnswers: unknown[] = [];
    const bodies: unknown[] = [own.article];
    const ids: number[] = [];
    for (const { type } of LAYOUT_TYPES) {
      const r = await createContainer(api, ledger, own, { layout_type: type });
      ids.push(await precondition(`a ${type} container`, () => {
        expectAccepted(r, `a create with layout_type ${type} is accepted`);
        expect(typeof r.object.id, 'the create answers its id').toBe('number');
        return r.object.id as number;
      }, ENUM));
      createAnswers.push(r.body);
    }
    // One container grows to three columns and two shrink from three (to two, to one): the limit holds either way.
    for (const [id, type] of [[ids[0]!, 'threeColumn252550'], [ids[7]!, 'twoColumn6633'], [ids[4]!, 'oneColumn']] as const) {
      const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: type } } });
      await precondition(`an update to ${type} is accepted`, () => expectAccepted(r, `an update to ${type} is accepted`), ENUM);
      bodies.push(r.body);
    }
    // The shows, the article and the index (every news article with its placement) as they answered.
    for (const id of ids) {
      const shown = await api.call('getLayoutContainer', { path: { id } });
      if (shown.status >= 200 && shown.status < 300) bodies.push(shown.body);
    }
    bodies.push((await readBack(api, 'getNewsArticle', { path: { id: own.articleId } }, own.articleId)).body);
    bodies.push((await readBack(api, 'listNewsArticles', {})).body);

    const containers = bodies.flatMap((b) => containersIn(b));
    await precondition('the answers hold containers to check (at least our nine)', () => expect(containers.length, 'containers in the answers').toBeGreaterThanOrEqual(9));
    expectEvery(containers, 'every container holds one to three columns', (c) => {
      const n = columnsOf(c).length;
      return (n < 1 || n > 3) && `container ${String(c.id)} (${String(c.layout_type)}) holds ${n} column(s)`;
    });
    expectEvery(createAnswers.flatMap((b) => containersIn(b)), 'every container a create answers holds at most three columns', (c) => {
      const n = columnsOf(c).length;
      return n > 3 && `container ${String(c.id)} (${String(c.layout_type)}) holds ${n} column(s)`;
    });
  });
});
