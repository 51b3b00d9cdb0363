// Layout types and column counts of layout containers (interface: Resources and their fields >
// Layout Container, layout_type and its default, with the Layout Column paragraph and the column
// width rule; Endpoints > Layout Containers, Create with a layout_type; Limits, at most three
// columns). The changes of layout_type by an update are in layout-container-type-updates.spec.ts, the
// other rules of layout containers in layout-containers.spec.ts (fields, show, update of other
// fields, delete) and layout-container-moves.spec.ts. Every test creates its own news article
// (support/content.ts), which gives it a Content Node of its own, and puts its containers there
// (support/layout-containers.ts, the layout types in support/layout-types.ts); the ledger deletes
// them, and the articles, when the test ends.
// Each check judges one requirement (check(...)); a create, read or update a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A container a test
// works on is known to exist when its content node (read through the news article show: content
// nodes are not directly accessible) holds it: the container show is itself a rule under test.
import { test, expect, proves, writing, observe } from './harness.ts';
import {
  acceptedAnswer,
  expectAccepted,
  expectEvery,
  check,
  checkRefusal,
  createdId,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import { expectSuccess } from './support/compare.ts';
import { createOwnContent } from './support/content.ts';
import {
  columnIds,
  columnsOf,
  containerOf,
  createContainer,
  expectColumnsName,
  storedContainer,
  watchNode,
  type Json,
} from './support/layout-containers.ts';
import {
  LAYOUT_TYPES,
  MAX_COLUMNS,
  MAX_WORD,
  ONE,
  THREE,
  TWO,
  UNKNOWN_TYPE,
  expectPositions,
  judgedCount,
} from './support/layout-types.ts';
import { inWords, interfaceModel } from '../../src/spec/interface-model.ts';

const ENUM = 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM';
const OP_CREATE = 'OP-LAYOUT-CONTAINERS-CREATE';

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
// every layout type's requirement (support/layout-types.ts) is one written out here
const unlisted = LAYOUT_TYPES.find((t) => !COLUMNS_REQUIREMENTS.includes(t.requirement));
if (unlisted)
  throw new Error(`layout type ${unlisted.type} has no requirement of its column count in COLUMNS_REQUIREMENTS`);
const COLUMN_FIELDS = interfaceModel().listedFields('layout-column.schema.json');
const MAX_THREE = 'LAYOUT-CONTAINER-COLUMNS-MAX-THREE';

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

/**
 * The rules on the columns of container `id` as `answered` (the create answers, a show returns): at
 * positions 1 to n (LAYOUT-COLUMN-POSITIONS), each naming its container (LAYOUT-COLUMN-FIELDS).
 */
async function checkColumns(container: Json, id: number, answered: string, where: string): Promise<void> {
  await check('LAYOUT-COLUMN-POSITIONS', `the columns ${answered} are at positions 1 to n`, () =>
    expectPositions(container, where),
  );
  await check('LAYOUT-COLUMN-FIELDS', `each column ${answered} names its container`, () =>
    expectColumnsName(container, id, where),
  );
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
        await checkColumns(r.object, id, 'the create answers', 'the create answer');

        const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
        await check(ENUM, `the layout_type ${type} is stored: a show returns it`, () =>
          expect(shown.object.layout_type, 'the show returns the stored layout_type').toBe(type),
        );
        await check(requirement, `a show returns ${columns} column(s)`, () => {
          if (shown.object.layout_type !== type)
            notJudged(`a show returns layout_type ${String(shown.object.layout_type)}`, [ENUM]);
          expect(judgedCount(shown.object, 'the show'), `a ${type} container has ${columns} column(s)`).toBe(columns);
        });
        await checkColumns(shown.object, id, 'a show returns', 'the show');
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
      await checkColumns(r.object, id, 'the create answers', 'the create answer');
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
      await checkColumns(shown.object, id, 'a show returns', 'the show');
    },
  );

  test(
    'an unknown layout_type is rejected on create and nothing is created',
    writing(proves(ENUM, 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on create');
      const node = await watchNode(api, own);
      const r = await createContainer(api, ledger, own, { layout_type: UNKNOWN_TYPE, position: 2 });
      await checkRefusal(r, ENUM, `a create with layout_type ${UNKNOWN_TYPE}`);
      await node.checkNoneMade(ENUM, 'the refused create made no container in the content node');
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
        ids.push(await createdId(r, `a ${type} container`, ENUM));
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
        await acceptedAnswer(r, `an update to ${type} is accepted`, ENUM);
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
