// Division instances: index by subseason, create (a new division, or an existing one), update
// (max_standings_points comes back as a string afterwards), delete.
import type { FastifyInstance } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { conflict, found, invalid, notFound } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { pathId, type Fields } from '../input.ts';
import { addPageNode, leagueOfSubseason, removePageNodeKeepChildren, renumberSiteTree } from '../model.ts';
import type { DivisionInstanceRec, LeagueRec, SubseasonRec } from '../store.ts';
import { byId, query, serializer } from './common.ts';

const HEX_COLOR = /^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A color: a hex code without the leading hash. */
export function readColor(f: Fields, key: string): string | null | undefined {
  const value = f.str(key, { nullable: true });
  if (typeof value === 'string' && !HEX_COLOR.test(value)) {
    throw invalid(`${f.name(key)} must be a hex color code without a leading hash, e.g. 1f4e8c`);
  }
  return value;
}

/** A subseason and its league, if the user may read the league's site. */
function subseasonWithLeague(ctx: Ctx, id: number, what = 'Subseason'): { sub: SubseasonRec; league: LeagueRec } {
  const { store } = ctx;
  const sub = found(store.t.subseasons.get(id), what, id);
  const league = found(leagueOfSubseason(store, id), 'League of subseason', id);
  requireSiteAccess(ctx, league.site_id, `subseason ${id}`);
  return { sub, league };
}

/** A division instance and its league, if the user may read the league's site. */
function divisionInstance(ctx: Ctx, id: number): { di: DivisionInstanceRec; league: LeagueRec } {
  const { store } = ctx;
  const di = found(store.t.divisionInstances.get(id), 'Division instance', id);
  const { league } = subseasonWithLeague(ctx, di.subseason_id);
  return { di, league };
}

/** GET /division_instances. */
function registerDivisionInstanceIndex(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/division_instances', async (request) => {
    // required-query-unenforced: listed as required, but no error is stated for a request without it
    const subseasonId = query(request).id('subseason_id', {
      required: !ctx.variations.has('required-query-unenforced'),
    });
    const ser = serializer(ctx, request);
    let instances: DivisionInstanceRec[];
    const readable = () =>
      [...store.t.divisionInstances.values()].filter((di) =>
        canAccessSite(ctx, leagueOfSubseason(store, di.subseason_id)?.site_id ?? 0),
      );
    if (subseasonId === undefined || subseasonId === null) {
      instances = readable();
    } else {
      subseasonWithLeague(ctx, subseasonId);
      instances = filterApplies(ctx, 'subseason_id')
        ? store.childrenOf('divisionInstances', 'subseason_id', subseasonId)
        : readable();
      if (ctx.faults.has('division-instances-ignore-subseason-id')) {
        // the fault: every subseason of the same league instance
        const season = store.t.subseasons.get(subseasonId)?.season_id;
        instances = [...store.t.divisionInstances.values()].filter(
          (di) => store.t.subseasons.get(di.subseason_id)?.season_id === season,
        );
      }
    }
    const list = ser.list(
      instances
        .slice()
        .sort(byId)
        .map((di) => ser.divisionInstance(di)),
    );
    return ctx.faults.has('division-instances-index-wrapped') ? { division_instances: list } : list;
  });
}

/** POST /division_instances (a new division, or an existing one). */
function registerDivisionInstanceCreate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.post('/division_instances', async (request) => {
    const raw = await readBody(request);
    const body = raw.nested('division_instance') ?? raw;
    let parentNodeId = body.id('parent_node_id', {
      required: !ctx.faults.has('division-instance-create-without-parent-default'),
    });
    const mode = body.oneOf('existing_or_new', ['new', 'existing'] as const, { nullable: true });
    const divisionId = body.id('division_id', { nullable: true });
    const defaultParent = parentNodeId === undefined || parentNodeId === null;
    if (parentNodeId === undefined || parentNodeId === null) {
      // fault division-instance-create-without-parent-default: the current subseason of the division's
      // league, or (a new division) of the default site's first league
      const site = [...store.t.sites.values()].sort(byId).find((s) => canAccessSite(ctx, s.id));
      const ofDivision = store.t.leagues.get(store.t.divisions.get(divisionId ?? 0)?.league_id ?? 0);
      const first =
        ofDivision ??
        [...store.t.leagues.values()].sort(byId).find((l) => l.site_id === site?.id && l.current_subseason_id !== null);
      parentNodeId = store.t.subseasons.get(first?.current_subseason_id ?? 0)?.node_id ?? 0;
    }
    const division = body.nested('division', { nullable: true });
    const topTemplateId = body.id('top_template_id', { nullable: true });
    const bottomTemplateId = body.id('bottom_template_id', { nullable: true });
    const nonStanding = body.bool('non_standing', { nullable: true });
    const maxPoints = body.number('max_standings_points', { nullable: true });
    // the new-division form is named by existing_or_new "new"; without it only division_id names a form
    const form = mode ?? (divisionId !== undefined && divisionId !== null ? 'existing' : null);
    if (form === null) {
      throw invalid(
        division
          ? 'existing_or_new "new" is required to create a new division'
          : 'existing_or_new ("new" with a division object) or division_id is required',
      );
    }
    if (form === 'new' && ctx.faults.has('division-instance-create-new-refused'))
      throw invalid('existing_or_new new is not supported');
    if (form === 'existing' && ctx.faults.has('division-instance-create-existing-refused'))
      throw invalid('division_id is not supported');
    let newDivision:
      | {
          name: string;
          button_title?: string | null;
          abbrev?: string | null;
          primary_color?: string | null;
          secondary_color?: string | null;
        }
      | undefined;
    if (form === 'new') {
      if (!division) throw invalid('division is required when existing_or_new is new');
      if (divisionId !== undefined && divisionId !== null)
        throw invalid('division_id is not used when existing_or_new is new');
      const givenName = division.str('name', { required: true, nonEmpty: true })!;
      const givenButtonTitle = division.str('button_title', { nullable: true });
      newDivision = {
        name: ctx.faults.has('division-instance-create-new-ignores-name') ? 'New Division' : givenName,
        button_title: ctx.faults.has('division-instance-create-new-ignores-button-title') ? null : givenButtonTitle,
        abbrev: division.str('abbrev', { nullable: true }),
        primary_color: readColor(division, 'primary_color'),
        secondary_color: readColor(division, 'secondary_color'),
      };
    } else if (divisionId === undefined || divisionId === null) {
      throw invalid('division_id is required when existing_or_new is existing');
    }

    const parent = found(store.t.pageNodes.get(parentNodeId), 'Page node', `${parentNodeId} (parent_node_id)`);
    requireSiteAccess(ctx, parent.site_id, `page node ${parentNodeId}`);
    if (parent.node_type !== 'Subseason')
      throw invalid(
        `parent_node_id ${parentNodeId} is a ${parent.node_type} node; a division instance goes under a subseason's node`,
      );
    let { sub, league } = subseasonWithLeague(ctx, parent.object_id);
    let parentNode = parent;
    if (form === 'new' && ctx.faults.has('division-instance-create-new-other-subseason')) {
      // another subseason of the same season: the last one, or the first other when the last was asked for
      const last =
        store
          .childrenOf('subseasons', 'season_id', sub.season_id)
          .slice()
          .sort((a, b) => b.position - a.position || b.id - a.id)[0] ?? sub;
      if (last.id === sub.id) {
        const firstOther = store.childrenOf('subseasons', 'season_id', sub.season_id).find((x) => x.id !== sub.id);
        if (firstOther) ({ sub, league } = subseasonWithLeague(ctx, firstOther.id));
      } else ({ sub, league } = subseasonWithLeague(ctx, last.id));
      parentNode = store.t.pageNodes.get(sub.node_id) ?? parent;
    }
    if (form === 'existing') {
      const d = store.t.divisions.get(divisionId!);
      if (!d || d.league_id !== league.id) throw notFound(`Division ${divisionId} not found in league ${league.id}`);
      const dup = store.childrenOf('divisionInstances', 'subseason_id', sub.id).find((di) => di.division_id === d.id);
      if (dup && !defaultParent)
        throw conflict(`Division ${d.id} already has an instance (${dup.id}) in subseason ${sub.id}`);
    }

    const now = store.now();
    let finalDivisionId = divisionId!;
    const existing = form === 'existing' ? store.t.divisions.get(divisionId!) : undefined;
    if (existing && ctx.faults.has('division-instance-create-existing-copies-division')) {
      finalDivisionId = store.insert('divisions', {
        ...existing,
        id: store.nextId('divisions'),
        created_at: now,
        updated_at: now,
      }).id;
    }
    if (newDivision) {
      const name = newDivision.name;
      finalDivisionId = store.insert('divisions', {
        id: store.nextId('divisions'),
        image_id: null,
        league_id: league.id,
        name,
        button_title: newDivision.button_title ?? name,
        abbrev: newDivision.abbrev ?? name.slice(0, 3).toUpperCase(),
        primary_color: newDivision.primary_color ?? league.primary_color,
        secondary_color: newDivision.secondary_color ?? league.secondary_color,
        created_at: now,
        updated_at: now,
      }).id;
    }
    if (newDivision) madeByForm(store).add(finalDivisionId);
    const id = store.nextId('divisionInstances');
    const node = addPageNode(store, {
      site_id: parentNode.site_id,
      parent_id: parentNode.id,
      node_type: 'DivisionInstance',
      object_id: id,
    });
    const di = store.insert('divisionInstances', {
      id,
      division_id: finalDivisionId,
      subseason_id: sub.id,
      node_id: node.id,
      non_standing: nonStanding ?? false,
      // "null, or a number; returned as a string after an update"; the fault keeps it as text from the
      // create on (a decimal column printed as text, with its default 0.0)
      max_standings_points: ctx.faults.has('division-instance-max-points-string-on-create')
        ? (maxPoints ?? 0).toFixed(1)
        : (maxPoints ?? null),
      top_template_id: topTemplateId ?? null,
      bottom_template_id: bottomTemplateId ?? null,
      created_at: now,
      updated_at: now,
    });
    renumberSiteTree(store, parent.site_id);
    return serializer(ctx, request).divisionInstance(di);
  });
}

/** PUT /division_instances/:id. */
function registerDivisionInstanceUpdate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.put('/division_instances/:id', async (request, reply) => {
    const id = pathId(request.params);
    if (ctx.faults.has('division-instance-update-404')) throw notFound(`Division instance ${id} not found`);
    const raw = await readBody(request);
    const body = raw.nested('division_instance') ?? raw;
    const maxPoints = body.number('max_standings_points', { nullable: true });
    const givenNonStanding = body.bool('non_standing');
    const nonStanding = ctx.faults.has('division-instance-update-ignores-non-standing') ? undefined : givenNonStanding;
    const divisionId = body.id('division_id');
    const { di: stored } = divisionInstance(ctx, id);
    // fault division-instance-update-not-stored: the change is made on a copy
    const di = ctx.faults.has('division-instance-update-not-stored') ? { ...stored } : stored;
    if (divisionId !== undefined && divisionId !== null && divisionId !== di.division_id)
      throw invalid('division_id cannot be changed');
    if (maxPoints !== undefined) di.max_standings_points = maxPoints;
    if (nonStanding !== undefined && nonStanding !== null) di.non_standing = nonStanding;
    // "max_standings_points: null, or a number; returned as a string after an update"
    if (typeof di.max_standings_points === 'number' && !ctx.faults.has('max-standings-points-number-after-update')) {
      di.max_standings_points = ctx.faults.has('max-standings-points-string-truncated')
        ? String(Math.trunc(di.max_standings_points))
        : ctx.variations.has('decimal-string') && Number.isInteger(di.max_standings_points)
          ? di.max_standings_points.toFixed(1)
          : String(di.max_standings_points);
    }
    if (typeof di.max_standings_points === 'string' && ctx.faults.has('max-standings-points-number-after-update')) {
      di.max_standings_points = Number(di.max_standings_points);
    }
    di.updated_at = store.now();
    store.changed();
    if (ctx.faults.has('division-instance-update-status-201'))
      return reply.code(201).send(serializer(ctx, request).divisionInstance(di));
    return serializer(ctx, request).divisionInstance(di);
  });
}

/** DELETE /division_instances/:id. */
function registerDivisionInstanceDelete(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.delete('/division_instances/:id', async (request) => {
    const id = pathId(request.params);
    await readBody(request);
    const { di, league } = divisionInstance(ctx, id);
    if (ctx.faults.has('division-instance-delete-refused')) throw conflict(`Division instance ${id} cannot be deleted`);
    const deleted = serializer(ctx, request).divisionInstance(di);
    if (ctx.faults.has('division-instance-delete-keeps-record')) return deleted;
    const division = store.t.divisions.get(di.division_id);
    const node = store.t.pageNodes.get(di.node_id);
    if (node) removePageNodeKeepChildren(store, node);
    store.remove('divisionInstances', id);
    // variation: a division the new-division form made goes with its last instance
    if (
      ctx.variations.has('division-removed-with-last-instance') &&
      madeByForm(store).has(di.division_id) &&
      !store.childrenOf('divisionInstances', 'division_id', di.division_id).some((x) => x.id !== id)
    )
      store.remove('divisions', di.division_id);
    renumberSiteTree(store, league.site_id);
    if (ctx.faults.has('division-instance-delete-returns-empty')) return {};
    if (ctx.faults.has('division-instance-delete-returns-division') && division)
      return serializer(ctx, request).division(division);
    return deleted;
  });
}

/** The divisions the new-division form made, per store (variation division-removed-with-last-instance). */
const formDivisions = new WeakMap<object, Set<number>>();
function madeByForm(store: object): Set<number> {
  let made = formDivisions.get(store);
  if (!made) formDivisions.set(store, (made = new Set()));
  return made;
}

/** Every division instance route: index, create, update, delete. */
export function registerDivisionInstanceRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerDivisionInstanceIndex(app, ctx);
  registerDivisionInstanceCreate(app, ctx);
  registerDivisionInstanceUpdate(app, ctx);
  registerDivisionInstanceDelete(app, ctx);
}
