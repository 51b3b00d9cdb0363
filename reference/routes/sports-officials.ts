// Sports, official types and officials. Officials create and update are both POST /officials; an
// update carries a top-level `id`, changes that official and creates none.
import type { FastifyInstance } from 'fastify';
import { requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { found, invalid } from '../errors.ts';
import { pathId } from '../input.ts';
import type { GameRec, OfficialRec } from '../store.ts';
import { byId, query, serializer } from './common.ts';

export function registerSportsOfficialsRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  const game = (id: number, what = 'Game'): GameRec => {
    const g = found(store.t.games.get(id), what, id);
    requireSiteAccess(ctx, g.site_id, `game ${id}`);
    return g;
  };

  /** "Official Types are specific to a Sport": the type must belong to the game's sport. */
  const checkType = (typeId: number | null | undefined, g: GameRec): void => {
    if (typeId === undefined || typeId === null) return;
    const type = found(store.t.officialTypes.get(typeId), 'Official type', typeId);
    if (type.sport_id !== g.sport_id) {
      throw invalid(`official.official_type_id ${typeId} is an official type of sport ${type.sport_id}, not of sport ${g.sport_id} (the sport of game ${g.id})`);
    }
  };

  app.get('/sports', async (request) => {
    const ser = serializer(ctx, request);
    return ser.list([...store.t.sports.values()].sort(byId).map((s) => ser.sport(s)));
  });

  app.get('/sports/:id', async (request) => {
    const id = pathId(request.params);
    return serializer(ctx, request).sport(found(store.t.sports.get(id), 'Sport', id));
  });

  app.get('/official_types', async (request) => {
    const sportId = query(request).id('sport_id', { required: true })!;
    found(store.t.sports.get(sportId), 'Sport', sportId);
    const ser = serializer(ctx, request);
    return ser.list(store.childrenOf('officialTypes', 'sport_id', sportId).slice().sort(byId).map((t) => ser.officialType(t)));
  });

  app.get('/officials', async (request) => {
    const gameId = query(request).id('game_id', { required: true })!;
    game(gameId);
    const ser = serializer(ctx, request);
    return ser.list(store.childrenOf('officials', 'game_id', gameId).slice().sort(byId).map((o) => ser.official(o)));
  });

  app.post('/officials', async (request) => {
    const body = await readBody(request);
    const official = body.nested('official', { required: true })!;
    const topId = body.id('id');
    const innerId = official.id('id');
    if (topId !== undefined && innerId !== undefined && topId !== innerId) throw invalid(`id ${topId} and official.id ${innerId} differ`);
    const id = topId ?? innerId;
    // current_user is listed as a required body parameter of the update; its meaning is the caller, known from the credential.
    body.int('current_user');
    const isUpdate = id !== undefined && id !== null;
    const name = official.str('name', { required: !isUpdate, nonEmpty: true });
    const gameId = official.id('game_id', { required: !isUpdate });
    const typeId = official.id('official_type_id', { nullable: true });

    if (isUpdate) {
      const rec: OfficialRec = found(store.t.officials.get(id), 'Official', id);
      game(rec.game_id);
      const target = gameId !== undefined && gameId !== null ? game(gameId) : game(rec.game_id);
      checkType(typeId === undefined ? rec.official_type_id : typeId, target);
      if (name !== undefined && name !== null) rec.name = name;
      if (gameId !== undefined && gameId !== null) rec.game_id = gameId;
      if (typeId !== undefined) rec.official_type_id = typeId;
      rec.updated_at = store.now();
      store.changed();
      return serializer(ctx, request).official(rec);
    }
    const g = game(gameId!);
    checkType(typeId, g);
    const now = store.now();
    const rec = store.insert('officials', {
      id: store.nextId('officials'),
      name: name!,
      official_type_id: typeId ?? null,
      game_id: g.id,
      created_at: now,
      updated_at: now,
    });
    return serializer(ctx, request).official(rec);
  });
}
