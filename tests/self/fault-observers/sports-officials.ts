// What each fault of reference/faults/sports-officials.ts (sports, official types, officials) changes,
// one function per fault that observes it (part of LEAGUES_TEAMS_OBSERVE, fault-observers/leagues-teams.ts,
// which says how they run and what they leave on the shared baseline server).
import assert from 'node:assert/strict';
import type { SPORTS_OFFICIALS_FAULTS } from '../../../reference/faults/sports-officials.ts';
import { body, fx, ids, type Obj, type Observer } from './leagues-teams-kit.ts';

export const SPORTS_OFFICIALS_OBSERVE: Record<(typeof SPORTS_OFFICIALS_FAULTS)[number]['id'], Observer> = {
  // ------------------------------------------------------------ sports
  'sports-index-wrapped': async (r) => Array.isArray(await body(r, '/sports')),
  'sport-show-other-sport': async (r) => (await body(r, `/sports/${fx(r).sportId}`)).id,
  'sport-class-name-null-when-empty': async (r) => (await body(r, '/sports')).map((s: Obj) => s.class_name),
  'sport-tabular-scoring-plays-missing': async (r) =>
    'tabular_scoring_plays' in (await body(r, `/sports/${fx(r).sportId}`)),
  'sport-stat-enabled-string': async (r) => (await body(r, '/sports')).map((s: Obj) => s.stat_enabled),
  'sports-timestamps-epoch': async (r) => [
    (await body(r, '/sports'))[0].updated_on,
    (await body(r, `/sports/${fx(r).sportId}`)).created_on,
  ],

  // ------------------------------------------------------------ officials
  'official-types-index-wrapped': async (r) =>
    Array.isArray(await body(r, `/official_types?sport_id=${fx(r).sportId}`)),
  'official-type-updated-at-null': async (r) =>
    (await body(r, `/official_types?sport_id=${fx(r).sportId}`))[0].updated_at === null,
  'official-types-ignore-sport-id': async (r) => [
    ...new Set((await body(r, `/official_types?sport_id=${fx(r).sportId}`)).map((t: Obj) => t.sport_id)),
  ],
  'officials-index-wrapped': async (r) => Array.isArray(await body(r, `/officials?game_id=${fx(r).gameId}`)),
  'officials-ignore-game-id': async (r) => [
    ...new Set((await body(r, `/officials?game_id=${fx(r).gameId}`)).map((o: Obj) => o.game_id)),
  ],
  'official-create-not-stored': async (r) => {
    const created = await r.post('/officials', { official: { name: 'Fault official', game_id: fx(r).gameId } });
    assert.equal(created.status, 200);
    return ids(await body(r, `/officials?game_id=${fx(r).gameId}`)).includes(created.body.id);
  },
  'official-create-drops-type': async (r) => {
    const type = (await body(r, `/official_types?sport_id=${fx(r).sportId}`))[0].id;
    return (
      (
        await r.post('/officials', {
          official: { name: 'Fault official', game_id: fx(r).gameId, official_type_id: type },
        })
      ).body.official_type_id === type
    );
  },
  'official-update-ignored': async (r) => {
    const created = await r.post('/officials', { official: { name: 'Fault official', game_id: fx(r).gameId } });
    return (await r.post('/officials', { id: created.body.id, official: { name: 'Renamed official' } })).body.name;
  },
  'official-update-creates-new': async (r) => {
    const created = await r.post('/officials', { official: { name: 'Fault official', game_id: fx(r).gameId } });
    const updated = await r.post('/officials', { id: created.body.id, official: { name: 'Renamed official' } });
    assert.equal(updated.body.name, 'Renamed official', 'the response carries the change');
    return updated.body.id === created.body.id;
  },
  'official-updated-at-missing': async (r) => 'updated_at' in (await body(r, `/officials?game_id=${fx(r).gameId}`))[0],
  'official-type-id-missing': async (r) =>
    'official_type_id' in (await body(r, `/officials?game_id=${fx(r).gameId}`))[0],
  'official-create-without-name-accepted': async (r) => {
    assert.equal((await r.post('/officials', { official: { name: 'x' } })).status, 400, 'game_id is still required');
    return (await r.post('/officials', { official: { game_id: fx(r).gameId } })).status;
  },
  'official-create-without-game-id-default-game': async (r) => {
    assert.equal(
      (await r.post('/officials', { official: { game_id: fx(r).gameId } })).status,
      400,
      'name is still required',
    );
    return (await r.post('/officials', { official: { name: 'No game' } })).status;
  },
};
