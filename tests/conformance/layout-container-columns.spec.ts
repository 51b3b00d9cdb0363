// Layout types and column counts of layout containers (interface: Resources and their fields >
// Layout Container, layout_type and its default, with the Layout Column paragraph and the column
// width rule; Endpoints > Layout Containers, Create and Update with a layout_type; Limits, at most
// three columns). Every test creates its own news article (support/content.ts), which gives it a
// Content Node of its own, and puts its containers there (support/layout-containers.ts); the ledger
// deletes them, and the articles, when the test ends. The other rules of layout containers (fields,
// show, update of other fields, move, delete) are in layout-containers.spec.ts.
// Each check judges one requirement (check(...)); a create, read or update a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A container a test
// works on is known to exist when its content node (read through the news article show: content
// nodes are not directly accessible) holds it: the container show is itself a rule under test.
import {
  test,
  expect,
  expectAccepted,
  expectEvery,
  proves,
  writing,
  observe,
  check,
  checkRefusal,
  notJudged,
  precondition,
  readBack,
} from './harness.ts';
import { expectSuccess } from './support/compare.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import {
  answeredAsBefore,
  columnIds,
  columnsOf,
  containerOf,
  containersOfNode,
  createContainer,
  expectColumnsName,
  idsOf,
  storedContainer,
  type Json,
} from './support/layout-containers.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { inWords, interfaceModel } from '../../src/spec/interface-model.ts';

const ENUM = 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM';
const READ_BACK = 'LAYOUT-CONTAINER-UPDATE-READ-BACK';
const OP_CREATE = 'OP-LAYOUT-CONTAINERS-CREATE';
const OP_UPDATE = 'OP-LAYOUT-CONTAINERS-UPDATE';

/** The requirement of each layout type's column count (LAYOUT-CONTAINER-COLUMNS-<TYPE>), written out so that a search for the id finds this file. */
const COLUMNS_REQUIREMENTS = [
  'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN',
  'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050',
  'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN6633',
  'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN3366',
  'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN333333',
  'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN502525',
  'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN255025',
  'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN252550',
];
const model = interfaceModel();
/** The layout types (the model of the interface's), their column count (the column width rule), and the requirement of each. */
const LAYOUT_TYPES: ReadonlyArray<{ type: string; columns: number; requirement: string }> = model.layoutTypes.map(
  (type) => {
    const requirement = COLUMNS_REQUIREMENTS.find((id) => id === `LAYOUT-CONTAINER-COLUMNS-${type.toUpperCase()}`);
    if (!requirement)
      throw new Error(`layout type ${type} has no requirement of its column count in COLUMNS_REQUIREMENTS`);
    return { type, columns: model.columnsOf(type)!, requirement };
  },
);
const typeOf = (type: string) => LAYOUT_TYPES.find((t) => t.type === type)!;
/** The most columns a container has (Limits), as the schema of its answer sets it, in words too. */
const MAX_COLUMNS = model.answerLimit('getLayoutContainer', 'layout_columns', 'maxItems');
const MAX_WORD = inWords(MAX_COLUMNS);
/** The layout types of each column count, in the order they are listed. */
const [ONE, TWO, THREE] = [1, 2, 3].map((n) => LAYOUT_TYPES.filter((t) => t.columns === n).map((t) => t.type)) as [
  string[],
  string[],
  string[],
];
const COLUMN_FIELDS = model.listedFields('layout-column.schema.json');
const UNKNOWN_TYPE = 'fourColumn25252525';
const MAX_THREE = 'LAYOUT-CONTAINER-COLUMNS-MAX-THREE';
const CHANGES_COLUMNS = 'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS';

/** The columns are at positions 1 to n, 1-based, in any order (n: as many as there are). */
function expectPositions(container: Json, where: string): void {
  const columns = columnsOf(container);
  const positions = columns.map((c) => c.position).sort((a, b) => Number(a) - Number(b));
  expect(positions, `${where}: the ${columns.length} column position(s) are 1 to ${columns.length}, 1-based`).toEqual(
    Array.from({ length: columns.length }, (_, i) => i + 1),
  );
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
  if (n < 1 || n > MAX_COLUMNS) notJudged(`${where} shows ${n} columns, outside one to ${MAX_WORD}`, [MAX_THREE]);
  return n;
}

/** Every object in a JSON document that carries layout_columns: the containers it holds. */
function containersIn(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value))
    value.forEach((v) => {
      containersIn(v, found);
    });
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
  const id = await precondition(
    `a ${type} container created to compare with`,
    () => {
      expectAccepted(r, `a ${type} container is created`);
      expect(typeof r.object.id, 'the create answers its id').toBe('number');
      return r.object.id as number;
    },
    ENUM,
  );
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
async function judgeColumns(
  u: TypeUpdates,
  container: Json,
  where: string,
  type: string,
  blocked?: { reason: string; by: string[] },
): Promise<void> {
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
        if (made === expected)
          notJudged(
            `a ${type} container holds ${expected} column(s) when created: the update did not change the count`,
            [CHANGES_COLUMNS],
          );
      }
      expect(n, `${where}: a ${type} container has ${expected} column(s)`).toBe(expected);
    });
  }
  await check('LAYOUT-COLUMN-POSITIONS', `${where}: the columns are at positions 1 to n`, () =>
    expectPositions(container, where),
  );
  await check('LAYOUT-COLUMN-FIELDS', `${where}: each column names its container`, () =>
    expectColumnsName(container, u.id, where),
  );
}

/**
 * PUT /layout_containers/:id with layout_type `type`, judged on its answer and on a show after it;
 * `before` is the container as a show returned it before. Returns the container as shown after.
 */
async function updateLayoutType(u: TypeUpdates, before: Json, type: string): Promise<Json> {
  const { api, id } = u;
  const r = await api.call('updateLayoutContainer', {
    path: { id },
    json: { layout_container: { layout_type: type } },
  });
  if (u.judgeEnum)
    await check(ENUM, `layout_type ${type}, a listed value, is accepted on update`, () =>
      expectAccepted(r, `an update to layout_type ${type} is accepted`),
    );
  const old = answeredAsBefore(r.object, before, { layout_type: type });
  await check(OP_UPDATE, `the update to ${type} answers 200 with the updated container`, () => {
    // a listed layout_type refused is the enum's failure, not the operation's
    if (r.status >= 400) notJudged(`the update to the listed layout_type ${type} was refused (${r.status})`, [ENUM]);
    expectSuccess(r, 'updateLayoutContainer', `PUT /layout_containers/:id to ${type} answers 200`);
    expect(r.object.id, 'the update answers the container of the path').toBe(id);
    expect(
      old,
      `the update answers the container after the change, not as it was (layout_type ${String(r.object.layout_type)}, the columns as before)`,
    ).toBe(false);
  });
  await precondition(
    `the update to layout_type ${type} is accepted`,
    () => expectAccepted(r, `an update to layout_type ${type} is accepted`),
    ENUM,
  );
  const answeredOld = { reason: 'the update answered the container as it was before the update', by: [OP_UPDATE] };
  await check(READ_BACK, `the update answers layout_type ${type}`, () => {
    if (old) notJudged(answeredOld.reason, answeredOld.by);
    expect(r.object.layout_type, `the update answers the new layout_type`).toBe(type);
  });
  await judgeColumns(u, r.object, `the update to ${type}`, type, old ? answeredOld : undefined);
  const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
  await check(READ_BACK, `a show after the update returns layout_type ${type}`, () =>
    expect(shown.object.layout_type, `a show returns ${type}`).toBe(type),
  );
  const stored = shown.object.layout_type === type;
  await judgeColumns(
    u,
    shown.object,
    `a show after the update to ${type}`,
    type,
    stored
      ? undefined
      : {
          reason: `a show still returns layout_type ${String(shown.object.layout_type)}: the update was not stored`,
          by: [READ_BACK],
        },
  );
  return shown.object;
}

test.describe('layout containers', () => {
  for (const { type, columns, requirement } of LAYOUT_TYPES) {
    test(
      `a ${type} container is created with ${columns} column(s) at positions 1 to ${columns}, and a show returns it`,
      writing(
        proves(
          OP_CREATE,
          requirement,
          'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM',
          'LAYOUT-COLUMN-POSITIONS',
          'LAYOUT-COLUMN-FIELDS',
          'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
          'LAYOUT-COLUMN-WIDTH-OBSERVED',
        ),
      ),
      async ({ api, discovery, ledger }, testInfo) => {
        const own = await createOwnContent(api, ledger, discovery, `layout ${type}`);
        const r = await createContainer(api, ledger, own, { layout_type: type });
        await check(ENUM, `layout_type ${type}, a listed value, is accepted on create and answered`, () => {
          expectAccepted(r, `a create with layout_type ${type} is accepted`);
          expect(r.object.layout_type, 'the created container has the layout_type asked for').toBe(type);
        });
        await check(OP_CREATE, 'the create answers 200 with the new container, in the content node asked for', () => {
          // a listed layout_type refused is the enum's failure, not the operation's
          if (r.status >= 400)
            notJudged(`the create with the listed layout_type ${type} was refused (${r.status})`, [ENUM]);
          expectSuccess(r, 'createLayoutContainer', 'POST /layout_containers answers 200');
          expect(r.object.content_node_id, 'in the content node asked for').toBe(own.contentNodeId);
        });
        const { id } = await storedContainer(api, own, r, `a ${type} container`, { judge: true, coveredBy: ENUM });
        await check(
          'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
          'the create answers the container with its created column(s)',
          () => expect(columnsOf(r.object).length, 'the create answers at least one column').toBeGreaterThan(0),
        );
        await check(requirement, `the create answers ${columns} column(s)`, () =>
          expect(judgedCount(r.object, 'the create answer', true), `a ${type} container has ${columns} column(s)`).toBe(
            columns,
          ),
        );
        await check('LAYOUT-COLUMN-POSITIONS', 'the columns the create answers are at positions 1 to n', () =>
          expectPositions(r.object, 'the create answer'),
        );
        await check('LAYOUT-COLUMN-FIELDS', 'each column the create answers names its container', () =>
          expectColumnsName(r.object, id, 'the create answer'),
        );

        const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
        await check(ENUM, `the layout_type ${type} is stored: a show returns it`, () =>
          expect(shown.object.layout_type, 'the show returns the stored layout_type').toBe(type),
        );
        await check(requirement, `a show returns ${columns} column(s)`, () => {
          if (shown.object.layout_type !== type)
            notJudged(`a show returns layout_type ${String(shown.object.layout_type)}`, [ENUM]);
          expect(judgedCount(shown.object, 'the show'), `a ${type} container has ${columns} column(s)`).toBe(columns);
        });
        await check('LAYOUT-COLUMN-POSITIONS', 'the columns a show returns are at positions 1 to n', () =>
          expectPositions(shown.object, 'the show'),
        );
        await check('LAYOUT-COLUMN-FIELDS', 'each column a show returns names its container', () =>
          expectColumnsName(shown.object, id, 'the show'),
        );
        await check(
          'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
          "the columns the create answered are the container's: a show returns the same",
          () =>
            expect(columnIds(shown.object), 'the show returns the columns the create returned').toEqual(
              columnIds(r.object),
            ),
        );

        const extra = columnsOf(shown.object)
          .sort((a, b) => Number(a.position) - Number(b.position))
          .map((c) => ({
            position: c.position,
            ...Object.fromEntries(Object.entries(c).filter(([k]) => !COLUMN_FIELDS.includes(k))),
          }));
        observe(
          testInfo,
          'LAYOUT-COLUMN-WIDTH-OBSERVED',
          `fields beyond id, layout_container_id, position and page_elements on the columns of a ${type} container`,
          extra.some((e) => Object.keys(e).length > 1) ? extra : 'none',
        );
      },
    );
  }

  test(
    'a container created without layout_type is oneColumn with one column',
    writing(
      proves(
        'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT',
        'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN',
        'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
        'LAYOUT-COLUMN-POSITIONS',
        'LAYOUT-COLUMN-FIELDS',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout default type');
      const { id, created: r } = await containerOf(api, ledger, own);
      await check('LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', 'the create answers layout_type oneColumn', () =>
        expect(r.object.layout_type, 'the default layout_type is oneColumn').toBe('oneColumn'),
      );
      await check(
        'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
        'the create answers the container with its created column(s)',
        () => expect(columnsOf(r.object).length, 'the create answers at least one column').toBeGreaterThan(0),
      );
      await check(
        'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN',
        'the oneColumn container the create answers has one column',
        () => {
          if (r.object.layout_type !== 'oneColumn')
            notJudged(`the create answers layout_type ${String(r.object.layout_type)}`, [
              'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT',
            ]);
          expect(judgedCount(r.object, 'the create answer', true), 'a oneColumn container has one column').toBe(1);
        },
      );
      await check('LAYOUT-COLUMN-POSITIONS', 'the columns the create answers are at positions 1 to n', () =>
        expectPositions(r.object, 'the create answer'),
      );
      await check('LAYOUT-COLUMN-FIELDS', 'each column the create answers names its container', () =>
        expectColumnsName(r.object, id, 'the create answer'),
      );
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await check('LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', 'a show returns layout_type oneColumn', () =>
        expect(shown.object.layout_type, 'a show returns oneColumn').toBe('oneColumn'),
      );
      await check('LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', 'the oneColumn container a show returns has one column', () => {
        if (shown.object.layout_type !== 'oneColumn')
          notJudged(`a show returns layout_type ${String(shown.object.layout_type)}`, [
            'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT',
          ]);
        expect(judgedCount(shown.object, 'the show'), 'a oneColumn container has one column').toBe(1);
      });
      await check('LAYOUT-COLUMN-POSITIONS', 'the columns a show returns are at positions 1 to n', () =>
        expectPositions(shown.object, 'the show'),
      );
      await check('LAYOUT-COLUMN-FIELDS', 'each column a show returns names its container', () =>
        expectColumnsName(shown.object, id, 'the show'),
      );
    },
  );

  test(
    'an unknown layout_type is rejected on create and nothing is created',
    writing(proves(ENUM, 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on create');
      const before = idsOf(await containersOfNode(api, own.articleId));
      await precondition(
        'the content node shows its containers',
        () => expect(before.length, "the content node holds the article's own container").toBeGreaterThan(0),
        'NEWS-CREATE-CONTENT-NODE',
      );
      const r = await createContainer(api, ledger, own, { layout_type: UNKNOWN_TYPE, position: 2 });
      await checkRefusal(r, ENUM, `a create with layout_type ${UNKNOWN_TYPE}`);
      const after = idsOf(await containersOfNode(api, own.articleId));
      await check(ENUM, 'the refused create made no container in the content node', () =>
        expect(after.sort(), 'no container was created in the content node').toEqual(before.sort()),
      );
    },
  );

  test(
    'an unknown layout_type is rejected on update and changes nothing',
    writing(proves(ENUM, 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on update');
      const { id, held } = await containerOf(api, ledger, own, { layout_type: 'twoColumn3366' }, ENUM);
      const r = await api.call('updateLayoutContainer', {
        path: { id },
        json: { layout_container: { layout_type: UNKNOWN_TYPE } },
      });
      await checkRefusal(r, ENUM, `an update to layout_type ${UNKNOWN_TYPE}`);
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await check(ENUM, 'the refused update changed nothing', () => {
        expect(shown.object.layout_type, 'the layout_type is unchanged').toBe(held.layout_type);
        expect(columnIds(shown.object), 'the columns are unchanged').toEqual(columnIds(held));
      });
    },
  );

  test(
    'changing layout_type from oneColumn to twoColumn5050 gives two columns, read back',
    writing(
      proves(
        OP_UPDATE,
        CHANGES_COLUMNS,
        'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050',
        READ_BACK,
        'LAYOUT-COLUMN-POSITIONS',
        'LAYOUT-COLUMN-FIELDS',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout grow');
      const { id } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' }, ENUM);
      const before = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await updateLayoutType(
        { api, ledger, own, id, columnsRule: true, judgeEnum: false, created: new Map() },
        before.object,
        'twoColumn5050',
      );
    },
  );

  test(
    'changing layout_type from a three-column type to oneColumn gives one column, read back',
    writing(
      proves(
        OP_UPDATE,
        CHANGES_COLUMNS,
        'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN',
        READ_BACK,
        'LAYOUT-COLUMN-POSITIONS',
        'LAYOUT-COLUMN-FIELDS',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout shrink');
      const { id } = await containerOf(api, ledger, own, { layout_type: 'threeColumn333333' }, ENUM);
      const before = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await updateLayoutType(
        { api, ledger, own, id, columnsRule: true, judgeEnum: false, created: new Map() },
        before.object,
        'oneColumn',
      );
    },
  );

  test(
    `an update accepts each of the ${inWords(LAYOUT_TYPES.length)} layout types in turn, each giving its number of columns, read back`,
    writing(proves(OP_UPDATE, ENUM, CHANGES_COLUMNS, READ_BACK, 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout every type on update');
      const { id } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' }, ENUM);
      const u: TypeUpdates = { api, ledger, own, id, columnsRule: false, judgeEnum: true, created: new Map() };
      let before = (await readBack(api, 'getLayoutContainer', { path: { id } }, id)).object;
      // Every type once, growing and shrinking by one and by two columns on the way: a two, a three,
      // the one, then threes and twos by turns, and the one again.
      const turns = Array.from({ length: Math.max(THREE.length - 1, TWO.length - 1) }, (_, i) => [
        THREE[i + 1],
        TWO[i + 1],
      ])
        .flat()
        .filter((t): t is string => t !== undefined);
      const order = [TWO[0]!, THREE[0]!, ONE[0]!, ...turns, ONE[0]!];
      for (const type of order) before = await updateLayoutType(u, before, type);
    },
  );

  test(
    `no container in any response holds fewer than one or more than ${MAX_WORD} columns`,
    writing(proves(MAX_THREE)),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout column limits');
      // A create answer without any column is LAYOUT-CONTAINER-CREATE-HAS-COLUMN's failure: the create
      // answers are held to at most three; every other answer to one to three.
      const createAnswers: unknown[] = [];
      const bodies: unknown[] = [own.article];
      const ids: number[] = [];
      for (const { type } of LAYOUT_TYPES) {
        const r = await createContainer(api, ledger, own, { layout_type: type });
        ids.push(
          await precondition(
            `a ${type} container`,
            () => {
              expectAccepted(r, `a create with layout_type ${type} is accepted`);
              expect(typeof r.object.id, 'the create answers its id').toBe('number');
              return r.object.id as number;
            },
            ENUM,
          ),
        );
        createAnswers.push(r.body);
      }
      // One container grows to three columns and two shrink from three (to two, to one): the limit holds either way.
      const idOf = (type: string) => ids[LAYOUT_TYPES.findIndex((t) => t.type === type)]!;
      for (const [id, type] of [
        [idOf(ONE[0]!), THREE.at(-1)!],
        [idOf(THREE.at(-1)!), TWO[1] ?? TWO[0]!],
        [idOf(THREE[0]!), ONE[0]!],
      ] as const) {
        const r = await api.call('updateLayoutContainer', {
          path: { id },
          json: { layout_container: { layout_type: type } },
        });
        await precondition(
          `an update to ${type} is accepted`,
          () => expectAccepted(r, `an update to ${type} is accepted`),
          ENUM,
        );
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
      const ours = LAYOUT_TYPES.length + 1; // a container of each type and the article's own
      await precondition(`the answers hold containers to check (at least our ${inWords(ours)})`, () =>
        expect(containers.length, 'containers in the answers').toBeGreaterThanOrEqual(ours),
      );
      expectEvery(containers, `every container holds one to ${MAX_WORD} columns`, (c) => {
        const n = columnsOf(c).length;
        return (
          (n < 1 || n > MAX_COLUMNS) && `container ${String(c.id)} (${String(c.layout_type)}) holds ${n} column(s)`
        );
      });
      expectEvery(
        createAnswers.flatMap((b) => containersIn(b)),
        `every container a create answers holds at most ${MAX_WORD} columns`,
        (c) => {
          const n = columnsOf(c).length;
          return n > MAX_COLUMNS && `container ${String(c.id)} (${String(c.layout_type)}) holds ${n} column(s)`;
        },
      );
    },
  );
});
