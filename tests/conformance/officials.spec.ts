// Official types and officials (interface: Endpoints > Sports, officials, official types;
// Resources > Official Type, Official). The interface has no delete for officials: creating one
// is an irreversible write (SVC_ALLOW_IRREVERSIBLE=yes), named with the run tag.
// Each check judges one requirement (check(...)); a read or create a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writingIrreversibly, need, observe, RUN_TAG } from './harness.ts';
import {
  check,
  checkIndexAnswer,
  checkListedFields,
  checkRecordFields,
  checkRefusal,
  expectAccepted,
  expectClientError,
  expectEvery,
  expectShape,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import type { TestInfo } from '@playwright/test';
import { expectSuccess, idSet } from './support/compare.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

type Official = Record<string, unknown>;

const accepted = (r: ApiResult) => r.status >= 200 && r.status < 300;

/** What an index answered, to record: the status, and how many items or the error message. */
const answered = (r: ApiResult) => ({
  status: r.status,
  ...(Array.isArray(r.body)
    ? { items: r.list.length }
    : { errors: (r.object as { errors?: unknown } | undefined)?.errors ?? null }),
});

/**
 * The officials of a game, read to look at a result: a success whose body is an array (the index's
 * own rule, OP-OFFICIALS-INDEX), else what relies on it is inconclusive.
 */
async function officialsOf(api: ApiClient, game: number): Promise<Official[]> {
  const r = await readBack(api, 'listOfficials', { query: { game_id: game } });
  await precondition(
    `the officials index of game ${game} answers an array`,
    () => expect(Array.isArray(r.body), 'GET /officials answers an array').toBe(true),
    'OP-OFFICIALS-INDEX',
  );
  return r.list;
}

/** Officials of a list that are not of `game`: where the index lists them, the index of a game says nothing of what is not of it (OFFICIALS-BY-GAME). */
const ofOtherGames = (list: readonly Official[], game: number) =>
  list.filter((o) => o.game_id !== game).map((o) => o.id);

test.describe('official types', () => {
  test(
    'the official types of a sport are listed',
    proves('OP-OFFICIAL-TYPES-INDEX', 'OFFICIAL-TYPES-BY-SPORT', 'OFFICIAL-TYPE-FIELDS'),
    async ({ api, discovery }) => {
      const sport = need(await discovery.sport());
      const r = await api.call('listOfficialTypes', { query: { sport_id: sport } });
      await checkIndexAnswer(r, 'OP-OFFICIAL-TYPES-INDEX', 'the official types index answers 200 with an array');
      await check('OFFICIAL-TYPES-BY-SPORT', `every official type listed for sport ${sport} has that sport_id`, () => {
        if (!Array.isArray(r.body))
          notJudged('the official types index answered no array', ['OP-OFFICIAL-TYPES-INDEX']);
        expectEvery(
          r.list,
          `every official type listed is of sport ${sport}`,
          (t) => t.sport_id !== sport && `official type ${String(t.id)}: sport ${String(t.sport_id)}`,
        );
      });
      await checkListedFields(
        r,
        'OFFICIAL-TYPE-FIELDS',
        'every Official Type of the index carries every listed field with its type',
      );
    },
  );

  // sport_id is listed as required, but no error is stated for a request without it: a deployment
  // may refuse it or answer a list (spec/silences.yaml officials-required-query). Recorded.
  test(
    'what the official types index answers without sport_id is recorded',
    proves('OFFICIAL-TYPES-WITHOUT-SPORT-ID-OBSERVED'),
    async ({ api }, testInfo) => {
      const r = await api.call('listOfficialTypes');
      observe(
        testInfo,
        'OFFICIAL-TYPES-WITHOUT-SPORT-ID-OBSERVED',
        'GET /official_types without sport_id',
        answered(r),
      );
    },
  );
});

/**
 * An official type the game takes. Official types are specific to a sport, and the sport of a game
 * cannot be read: a type the game's officials already have is one the game takes; else one of the
 * discovered sport.
 */
async function officialTypeFor(api: ApiClient, discovery: Discovery, game: number): Promise<number> {
  const existing = await officialsOf(api, game);
  const usedType = existing.map((o) => o.official_type_id).find((t): t is number => Number.isInteger(t));
  return usedType ?? need(await discovery.officialType());
}

/**
 * An official of our own, created (OP-OFFICIALS-CREATE, OFFICIAL-FIELDS on the answer) and then known
 * to be stored: its id, and the officials of the game once the index lists it.
 */
async function createOfficial(
  api: ApiClient,
  ledger: Ledger,
  game: number,
  officialType: number,
): Promise<{ id: number; before: Official[] }> {
  const name = `${RUN_TAG} official`;
  const created = await api.call('createOrUpdateOfficial', {
    json: { official: { name, game_id: game, official_type_id: officialType } },
  });
  if (accepted(created) && typeof created.object.id === 'number') ledger.track('official', created.object.id);
  await check('OP-OFFICIALS-CREATE', 'the create answers 200 with the new Official', () => {
    expectSuccess(created, 'createOrUpdateOfficial', 'POST /officials (create) answers 200');
    expect(created.object, 'the new Official carries what was sent').toMatchObject({
      name,
      game_id: game,
      official_type_id: officialType,
    });
  });
  const id = await precondition(
    'a created official',
    () => {
      expectAccepted(created, 'the create is accepted');
      expect(typeof created.object.id, "the create answers the official's id").toBe('number');
      return created.object.id as number;
    },
    'OP-OFFICIALS-CREATE',
  );
  await check('OFFICIAL-FIELDS', 'the create answers every listed field with its type', () =>
    expectShape(created, 'OFFICIAL-FIELDS'),
  );
  const before = await officialsOf(api, game);
  await check('OP-OFFICIALS-CREATE', 'the index then lists the new official', () =>
    expect(
      before.find((o) => o.id === id),
      'the index lists the new official',
    ).toMatchObject({ name }),
  );
  // the update works on a record that is stored for sure
  await precondition(
    'the new official is stored: the index lists it',
    () => expect(before.map((o) => o.id)).toContain(id),
    'OP-OFFICIALS-CREATE',
  );
  return { id, before };
}

/**
 * An update of one field of official `id`: the update answers 200 with the change (OP-OFFICIALS-UPDATE),
 * and the official of that id (OFFICIAL-UPDATE-SAME-RECORD). Returns whether the answer carried the change.
 */
async function judgeUpdate(r: ApiResult, id: number, change: Official, what: string): Promise<boolean> {
  const answered = await check(
    'OP-OFFICIALS-UPDATE',
    `${what}: the update answers 200 with the updated Official`,
    () => {
      expectSuccess(r, 'createOrUpdateOfficial', `${what}: POST /officials with the id answers 200`);
      expect(r.object, `${what}: the answer carries the change`).toMatchObject(change);
    },
  );
  await checkRecordFields(r, 'OFFICIAL-FIELDS', `${what}: the update answers every listed field with its type`, [
    'OP-OFFICIALS-UPDATE',
  ]);
  await precondition(
    `${what}: the update is accepted`,
    () => expectAccepted(r, `${what}: the update is accepted`),
    'OP-OFFICIALS-UPDATE',
  );
  await check('OFFICIAL-UPDATE-SAME-RECORD', `${what}: the update answers the official of the id`, () =>
    expect(r.object.id, `${what}: the answer is official ${id}`).toBe(id),
  );
  return answered;
}

/** Official `id` of the index carries the change: the update changed that official (gated on an answer that carried it: an update that changed nothing at all is the operation's rule). */
async function judgeStored(
  list: readonly Official[],
  id: number,
  change: Official,
  answered: boolean,
  what: string,
): Promise<void> {
  await check('OFFICIAL-UPDATE-SAME-RECORD', `${what}: the index returns the change on official ${id}`, () => {
    if (!answered) notJudged(`${what}: the update did not answer the change`, ['OP-OFFICIALS-UPDATE']);
    expect(
      list.find((o) => o.id === id),
      `${what}: the same official changed`,
    ).toMatchObject(change);
  });
}

/** An official of our own after its rename: what the later updates send and expect. */
interface RenamedOfficial {
  id: number;
  game: number;
  officialType: number;
  /** current_user, where the rename needed it */
  withUser: Official;
  /** what the later updates leave of the name: only where the rename was stored */
  stillNamed: Official;
}

/**
 * official_type_id is a field to change too ("official with the fields to change (name,
 * official_type_id, game_id)"): another type of the same sport, where the sport has one.
 */
async function judgeTypeChange(
  api: ApiClient,
  discovery: Discovery,
  testInfo: TestInfo,
  { id, game, officialType, withUser, stillNamed }: RenamedOfficial,
): Promise<void> {
  const sport = await discovery.sport();
  const types =
    'value' in sport
      ? (await readBack(api, 'listOfficialTypes', { query: { sport_id: sport.value } })).list.map((t) => t.id)
      : [];
  const otherType = types.includes(officialType)
    ? types.filter((t): t is number => typeof t === 'number' && t !== officialType).sort((a, b) => a - b)[0]
    : undefined;
  if (otherType !== undefined) {
    const retyped = await api.call('createOrUpdateOfficial', {
      json: { id, ...withUser, official: { official_type_id: otherType } },
    });
    const answered = await judgeUpdate(retyped, id, { official_type_id: otherType }, 'an update of official_type_id');
    const typed = await officialsOf(api, game);
    await judgeStored(
      typed,
      id,
      { ...stillNamed, official_type_id: otherType },
      answered,
      'an update of official_type_id',
    );
  } else
    testInfo.annotations.push({
      type: 'note',
      description: `official_type_id not changed: no other official type of the sport of type ${officialType} was found`,
    });
}

/**
 * game_id is the third field to change: the official moves to a second game of the site (named by
 * SVC_OTHER_GAME_ID: the interface cannot list games), and "Officials index: query game_id" then
 * lists it under that game and no longer under the first.
 */
async function judgeGameChange(
  api: ApiClient,
  discovery: Discovery,
  testInfo: TestInfo,
  { id, game, withUser, stillNamed }: RenamedOfficial,
): Promise<void> {
  const otherGame = await discovery.otherGame();
  if ('value' in otherGame && otherGame.value !== game) {
    const moved = await api.call('createOrUpdateOfficial', {
      json: { id, ...withUser, official: { game_id: otherGame.value } },
    });
    const answered = await judgeUpdate(moved, id, { game_id: otherGame.value }, 'an update of game_id');
    const there = await officialsOf(api, otherGame.value);
    await judgeStored(
      there,
      id,
      { ...stillNamed, game_id: otherGame.value },
      answered,
      `an update of game_id: the officials of game ${otherGame.value}`,
    );
    const left = await officialsOf(api, game);
    await check(
      'OFFICIAL-UPDATE-SAME-RECORD',
      `an update of game_id: the officials of game ${game} no longer list the moved official`,
      () => {
        if (!answered) notJudged('the update of game_id did not answer the change', ['OP-OFFICIALS-UPDATE']);
        // an index that lists officials of other games says nothing of where the official is
        const others = ofOtherGames(left, game);
        if (others.length > 0)
          notJudged(
            `the officials index of game ${game} lists officials of other games (${others.slice(0, 5).join(', ')})`,
            ['OFFICIALS-BY-GAME'],
          );
        expect(
          left.map((o) => o.id),
          `the officials of game ${game} no longer list the moved official`,
        ).not.toContain(id);
      },
    );
  } else
    testInfo.annotations.push({
      type: 'note',
      description: `game_id not changed: ${'missing' in otherGame ? otherGame.missing : 'SVC_OTHER_GAME_ID names the same game as SVC_GAME_ID'}`,
    });
}

test.describe('officials', () => {
  // These tests compare the officials of one game before and after: one at a time.
  test.describe.configure({ mode: 'default' });
  test(
    'the officials of a game are listed',
    proves('OP-OFFICIALS-INDEX', 'OFFICIALS-BY-GAME', 'OFFICIAL-FIELDS'),
    async ({ api, discovery }) => {
      const game = need(await discovery.game());
      const r = await api.call('listOfficials', { query: { game_id: game } });
      await checkIndexAnswer(r, 'OP-OFFICIALS-INDEX', 'the officials index answers 200 with an array');
      await check('OFFICIALS-BY-GAME', `every official listed for game ${game} has that game_id`, () => {
        if (!Array.isArray(r.body)) notJudged('the officials index answered no array', ['OP-OFFICIALS-INDEX']);
        expectEvery(
          r.list,
          `every official listed is of game ${game}`,
          (o) => o.game_id !== game && `official ${String(o.id)}: game ${String(o.game_id)}`,
        );
      });
      await checkListedFields(
        r,
        'OFFICIAL-FIELDS',
        'every Official of the index carries every listed field with its type',
      );
    },
  );

  // game_id is listed as required, but no error is stated for a request without it: a deployment
  // may refuse it or answer a list (spec/silences.yaml officials-required-query). Recorded.
  test(
    'what the officials index answers without game_id is recorded',
    proves('OFFICIALS-WITHOUT-GAME-ID-OBSERVED'),
    async ({ api }, testInfo) => {
      const r = await api.call('listOfficials');
      observe(testInfo, 'OFFICIALS-WITHOUT-GAME-ID-OBSERVED', 'GET /officials without game_id', answered(r));
    },
  );

  test(
    'an official is created, then updated through POST with its id',
    writingIrreversibly(
      proves(
        'OP-OFFICIALS-CREATE',
        'OP-OFFICIALS-UPDATE',
        'OFFICIAL-UPDATE-SAME-RECORD',
        'OFFICIAL-FIELDS',
        'OFFICIAL-CURRENT-USER-OBSERVED',
      ),
    ),
    async ({ api, discovery, ledger }, testInfo) => {
      const game = need(await discovery.game());
      const officialType = await officialTypeFor(api, discovery, game);
      const { id, before } = await createOfficial(api, ledger, game, officialType);

      const renamed = `${RUN_TAG} official renamed`;
      let currentUserSent: number | undefined;
      let updated = await api.call('createOrUpdateOfficial', { json: { id, official: { name: renamed } } });
      observe(testInfo, 'OFFICIAL-CURRENT-USER-OBSERVED', 'update through POST without current_user', updated.status);
      if (updated.status >= 400 && updated.status < 500) {
        // The listing marks current_user (integer) required, without saying what it holds: a
        // deployment may insist on it. A user id the site record names is sent (else 1).
        const site = await discovery.siteRecord();
        const record = 'value' in site ? site.value : {};
        const currentUser =
          [record.updated_by_user_id, record.created_by_user_id].find((u): u is number => Number.isInteger(u)) ?? 1;
        currentUserSent = currentUser;
        updated = await api.call('createOrUpdateOfficial', {
          json: { id, current_user: currentUser, official: { name: renamed } },
        });
        observe(
          testInfo,
          'OFFICIAL-CURRENT-USER-OBSERVED',
          `update through POST with current_user ${currentUser} (after the refusal without it)`,
          updated.status,
        );
      }
      const withUser = currentUserSent !== undefined ? { current_user: currentUserSent } : {};
      const renameAnswered = await judgeUpdate(updated, id, { name: renamed }, 'a rename');
      const after = await officialsOf(api, game);
      await judgeStored(after, id, { name: renamed }, renameAnswered, 'a rename');
      await check(
        'OFFICIAL-UPDATE-SAME-RECORD',
        'a rename creates no new official: the game has the same officials',
        () =>
          expect(idSet(after.map((o) => o.id)), 'no new official appeared: the game has the same officials').toEqual(
            idSet(before.map((o) => o.id)),
          ),
      );
      // what the later updates leave of the name: only where the rename was stored
      const stillNamed: Official = after.find((o) => o.id === id)?.name === renamed ? { name: renamed } : {};

      const official = { id, game, officialType, withUser, stillNamed };
      await judgeTypeChange(api, discovery, testInfo, official);
      await judgeGameChange(api, discovery, testInfo, official);
    },
  );

  test(
    'an official create whose fields are not wrapped in official is rejected and nothing is stored',
    writingIrreversibly(proves('ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      // "JSON body official with name (string, required), game_id (integer, required)": a body
      // without official lacks a required field of the request, which is refused with a 4xx and
      // changes nothing (ERROR-BAD-INPUT-4XX); what a create whose official lacks name or game_id
      // does is OFFICIAL-CREATE-REQUIRED-FIELDS, judged by the tests below.
      const game = need(await discovery.game());
      const before = await officialsOf(api, game);
      const r = await api.call('createOrUpdateOfficial', {
        json: { name: `${RUN_TAG} official not wrapped`, game_id: game },
      });
      if (accepted(r) && typeof r.object.id === 'number') ledger.track('official', r.object.id);
      await check('ERROR-BAD-INPUT-4XX', 'an official create without official is refused with a 4xx', () =>
        expectClientError(r, `POST /officials without official: a 4xx, not a ${r.status}`),
      );
      const after = await officialsOf(api, game);
      const known = new Set(before.map((o) => o.id));
      await check('ERROR-BAD-INPUT-4XX', 'the refused create stored nothing', () =>
        expect(
          after.filter((o) => !known.has(o.id)).map((o) => o.id),
          'nothing was stored: no official of the game is new',
        ).toEqual([]),
      );
    },
  );

  // each input the create requires (the model of the interface's), left out in turn
  for (const missing of interfaceModel()
    .requiredBy('OFFICIAL-CREATE-REQUIRED-FIELDS')
    .map((f) => f.name.replace(/^official\./, ''))) {
    test(
      `an official without ${missing} is rejected and nothing is stored`,
      writingIrreversibly(proves('OFFICIAL-CREATE-REQUIRED-FIELDS', 'ERROR-BAD-INPUT-4XX')),
      async ({ api, discovery, ledger }) => {
        const game = need(await discovery.game());
        const { [missing]: _left, ...body } = {
          name: `${RUN_TAG} official without ${missing}`,
          game_id: game,
        } as Record<string, unknown>;
        const before = await officialsOf(api, game);
        const r = await api.call('createOrUpdateOfficial', { json: { official: body } });
        if (accepted(r) && typeof r.object.id === 'number') ledger.track('official', r.object.id);
        await checkRefusal(r, 'OFFICIAL-CREATE-REQUIRED-FIELDS', `an official create without ${missing}`);
        const after = await officialsOf(api, game);
        const known = new Set(before.map((o) => o.id));
        await check('OFFICIAL-CREATE-REQUIRED-FIELDS', 'the refused create stored nothing', () =>
          expect(
            after.filter((o) => !known.has(o.id)).map((o) => o.id),
            'nothing was stored: no official of the game is new',
          ).toEqual([]),
        );
      },
    );
  }
});
