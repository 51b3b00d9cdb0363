// Sports, official types and officials. Officials create and update are both POST /officials; an
// update carries a top-level `id`, changes that official and creates none.
import type { FastifyInstance } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { found, invalid } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { pathId } from '../input.ts';
import type { GameRec, OfficialRec } from '../store.ts';
import { byId, indexAnswer, query, serializer } from './common.ts';

/** The game of an id, if the user may read its site. */
function game(ctx: Ctx, id: number, what = 'Game'): GameRec {
  const { store } = ctx;
  const g = found(store.t.games.get(id), what, id);
  requireSiteAccess(ctx, g.site_id, `game ${id}`);
  return g;
}

/** "Official Types are specific to a Sport": the type must belong to the game's sport. */
function checkType(ctx: Ctx, typeId: number | null | undefined, g: GameRec): void {
  const { store } = ctx;
  if (typeId === undefined || typeId === null) return;
  const type = found(store.t.officialTypes.get(typeId), 'Official type', typeId);
  if (type.sport_id !== g.sport_id) {
    throw invalid(
      `official.official_type_id ${typeId} is an official type of sport ${type.sport_id}, not of sport ${g.sport_id} (the sport of game ${g.id})`,
    );
  }
}

/** GET /sports and GET /sports/:id. */
function registerSportRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/sports', async (request) => {
    const ser = serializer(ctx, request);
    return indexAnswer(ctx, ser, [...store.t.sports.values()], (s) => ser.sport(s), 'sports-index-wrapped', 'sports');
  });

  app.get('/sports/:id', async (request) => {
    let id = pathId(request.params);
    const sport = found(store.t.sports.get(id), 'Sport', id);
    if (ctx.faults.has('sport-show-other-sport')) {
      const ids = [...store.t.sports.keys()].sort((a, b) => a - b);
      id = ids[(ids.indexOf(sport.id) + 1) % ids.length]!;
      return serializer(ctx, request).sport(store.t.sports.get(id)!);
    }
    return serializer(ctx, request).sport(sport);
  });
}

/** GET /official_types. */
function registerOfficialTypeRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/official_types', async (request) => {
    const q = query(request);
    // required-query-unenforced: listed as required, but no error is stated for a request without it
    const sportId = q.id('sport_id', { required: !ctx.variations.has('required-query-unenforced') });
    if (sportId !== undefined && sportId !== null) found(store.t.sports.get(sportId), 'Sport', sportId);
    const ser = serializer(ctx, request);
    const all =
      sportId === undefined ||
      sportId === null ||
      ctx.faults.has('official-types-ignore-sport-id') ||
      !filterApplies(ctx, 'sport_id');
    const types = all ? [...store.t.officialTypes.values()] : store.childrenOf('officialTypes', 'sport_id', sportId);
    return indexAnswer(ctx, ser, types, (t) => ser.officialType(t), 'official-types-index-wrapped', 'official_types');
  });
}

/** GET /officials and POST /officials (create, or update with a top-level id). */
function registerOfficialRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/officials', async (request) => {
    const gameId = query(request).id('game_id', { required: !ctx.variations.has('required-query-unenforced') });
    if (gameId !== undefined && gameId !== null) game(ctx, gameId);
    const ser = serializer(ctx, request);
    const all =
      gameId === undefined ||
      gameId === null ||
      ctx.faults.has('officials-ignore-game-id') ||
      !filterApplies(ctx, 'game_id');
    const officials = all
      ? [...store.t.officials.values()].filter((o) => {
          const g = store.t.games.get(o.game_id);
          return g !== undefined && canAccessSite(ctx, g.site_id);
        })
      : store.childrenOf('officials', 'game_id', gameId);
    return indexAnswer(ctx, ser, officials, (o) => ser.official(o), 'officials-index-wrapped', 'officials');
  });

  app.post('/officials', async (request) => {
    const body = await readBody(request);
    const official = body.nested('official', { required: true })!;
    const topId = body.id('id');
    const innerId = official.id('id');
    if (topId !== undefined && innerId !== undefined && topId !== innerId)
      throw invalid(`id ${topId} and official.id ${innerId} differ`);
    const id = topId ?? innerId;
    // current_user is listed as a required body parameter of the update; its meaning is the caller, known from the credential.
    const currentUser = body.int('current_user');
    const isUpdate = id !== undefined && id !== null;
    if (
      isUpdate &&
      ctx.variations.has('official-current-user-required') &&
      (currentUser === undefined || currentUser === null)
    ) {
      throw invalid('current_user (integer) is required to update an official');
    }
    const nameOptional = isUpdate || ctx.faults.has('official-create-without-name-accepted');
    const name =
      official.str('name', { required: !nameOptional, nonEmpty: true }) ?? (nameOptional && !isUpdate ? '' : undefined);
    let gameId = official.id('game_id', {
      required: !isUpdate && !ctx.faults.has('official-create-without-game-id-default-game'),
    });
    if (!isUpdate && (gameId === undefined || gameId === null)) {
      // fault official-create-without-game-id-default-game: the first game the user may change
      gameId = [...store.t.games.values()].sort(byId).find((g) => canAccessSite(ctx, g.site_id))?.id;
    }
    const typeId = official.id('official_type_id', { nullable: true });

    if (isUpdate) {
      const rec: OfficialRec = found(store.t.officials.get(id), 'Official', id);
      game(ctx, rec.game_id);
      const target = gameId !== undefined && gameId !== null ? game(ctx, gameId) : game(ctx, rec.game_id);
      checkType(ctx, typeId === undefined ? rec.official_type_id : typeId, target);
      if (ctx.faults.has('official-update-ignored')) return serializer(ctx, request).official(rec);
      if (ctx.faults.has('official-update-creates-new')) {
        const now = store.now();
        const copy = store.insert('officials', {
          id: store.nextId('officials'),
          name: name ?? rec.name,
          official_type_id: typeId === undefined ? rec.official_type_id : typeId,
          game_id: gameId ?? rec.game_id,
          created_at: now,
          updated_at: now,
        });
        return serializer(ctx, request).official(copy);
      }
      if (name !== undefined && name !== null) rec.name = name;
      if (gameId !== undefined && gameId !== null) rec.game_id = gameId;
      if (typeId !== undefined) rec.official_type_id = typeId;
      rec.updated_at = store.now();
      store.changed();
      return serializer(ctx, request).official(rec);
    }
    const g = game(ctx, gameId!);
    checkType(ctx, typeId, g);
    const now = store.now();
    const fields: OfficialRec = {
      id: store.nextId('officials'),
      name: name!,
      official_type_id: ctx.faults.has('official-create-drops-type') ? null : (typeId ?? null),
      game_id: g.id,
      created_at: now,
      updated_at: now,
    };
    if (ctx.faults.has('official-create-not-stored')) return serializer(ctx, request).official(fields);
    const rec = store.insert('officials', fields);
    return serializer(ctx, request).official(rec);
  });
}

/** Every sport, official type and official route. */
export function registerSportsOfficialsRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerSportRoutes(app, ctx);
  registerOfficialTypeRoutes(app, ctx);
  registerOfficialRoutes(app, ctx);
}
