// Changes of layout_type (interface: Endpoints > Layout Containers, Update with a layout_type;
// Resources and their fields > Layout Container, layout_type, with the Layout Column paragraph and
// the column width rule): an update to a listed layout_type is answered and read back with the
// columns of the new type, an unknown one is refused and changes nothing. The layout types on create
// and the column limit are in layout-container-columns.spec.ts. Every test creates its own news
// article (support/content.ts), which gives it a Content Node of its own, and puts its containers
// there (support/layout-containers.ts, the layout types in support/layout-types.ts); the ledger
// deletes them, and the articles, when the test ends.
// Each check judges one requirement (check(...)); a create, read or update a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A container a test
// works on is known to exist when its content node (read through the news article show: content
// nodes are not directly accessible) holds it: the container show is itself a rule under test.
import { test, expect, proves, writing } from './harness.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import { acceptedAnswer, expectAccepted, check, checkRefusal, createdId, notJudged, readBack } from './assertions.ts';
import { expectSuccess } from './support/compare.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import {
  answeredAsBefore,
  columnIds,
  columnsOf,
  containerOf,
  createContainer,
  expectColumnsName,
  type Json,
} from './support/layout-containers.ts';
import { LAYOUT_TYPES, ONE, THREE, TWO, UNKNOWN_TYPE, expectPositions, judgedCount } from './support/layout-types.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { inWords } from '../../src/spec/interface-model.ts';

const ENUM = 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM';
const READ_BACK = 'LAYOUT-CONTAINER-UPDATE-READ-BACK';
const OP_UPDATE = 'OP-LAYOUT-CONTAINERS-UPDATE';
const CHANGES_COLUMNS = 'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS';
const typeOf = (type: string) => LAYOUT_TYPES.find((t) => t.type === type)!;
/** What every test of a change of layout_type proves (updateLayoutType judges them all). */
const TYPE_CHANGE = [OP_UPDATE, CHANGES_COLUMNS, READ_BACK, 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-COLUMN-FIELDS'];

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
  const id = await createdId(r, `a ${type} container created to compare with`, ENUM);
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
  await acceptedAnswer(r, `the update to layout_type ${type} is accepted`, ENUM);
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

/** A container of `from` of the test's own, changed once to `to` (updateLayoutType, with the column rule of `to`). */
async function changeTypeOnce(
  fixtures: { api: ApiClient; ledger: Ledger; discovery: Discovery },
  label: string,
  from: string,
  to: string,
): Promise<void> {
  const { api, ledger, discovery } = fixtures;
  const own = await createOwnContent(api, ledger, discovery, label);
  const { id } = await containerOf(api, ledger, own, { layout_type: from }, ENUM);
  const before = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
  await updateLayoutType(
    { api, ledger, own, id, columnsRule: true, judgeEnum: false, created: new Map() },
    before.object,
    to,
  );
}

test.describe('layout containers', () => {
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
    writing(proves(...TYPE_CHANGE, 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050')),
    async ({ api, discovery, ledger }) =>
      changeTypeOnce({ api, ledger, discovery }, 'layout grow', 'oneColumn', 'twoColumn5050'),
  );

  test(
    'changing layout_type from a three-column type to oneColumn gives one column, read back',
    writing(proves(...TYPE_CHANGE, 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN')),
    async ({ api, discovery, ledger }) =>
      changeTypeOnce({ api, ledger, discovery }, 'layout shrink', 'threeColumn333333', 'oneColumn'),
  );

  test(
    `an update accepts each of the ${inWords(LAYOUT_TYPES.length)} layout types in turn, each giving its number of columns, read back`,
    writing(proves(...TYPE_CHANGE, ENUM)),
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
});
