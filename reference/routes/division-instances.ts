// Division instances: index by subseason, create (a new division, or an existing one), update
// (max_standings_points comes back as a string afterwards), delete.
import type { FastifyInstance } from 'fastify';
import { canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { conflict, found, invalid, notFound } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { pathId, type Fields } from '../input.ts';
import { leagueOfSubseason, newPagedRecord, removePageNodeKeepChildren, renumberSiteTree } from '../model.ts';
import type { DivisionInstanceRec, LeagueRec, PageNodeRec, SubseasonRec } from '../store.ts';
import { byId, indexAnswer, query, serializer } from './common.ts';

const HEX_COLOR = /^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A color: a hex code without the leading hash. */
export function readColor(f: Fields, key: string): string | null | undefined {
  const value = f.str(key, { nullable: true });
  if (typeof value === 'string' && !HEX_COLOR.test(value)) {
    throw invalid(`${f.name(key)} must be a hex color code without a leading hash, e.g. 1f4e8c`);
  }
  return value;
}

/** A subseason and its league. */
interface SubseasonAndLeague {
  sub: SubseasonRec;
  league: LeagueRec;
}

/** A subseason and its league, if the user may read the league's site. */
function subseasonWithLeague(ctx: Ctx, id: number, what = 'Subseason'): SubseasonAndLeague {
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
    return indexAnswer(
      ctx,
      ser,
      instances,
      (di) => ser.divisionInstance(di),
      'division-instances-index-wrapped',
      'division_instances',
    );
  });
}

/** The two forms of a create: a new division, or an existing one. */
type CreateForm = 'new' | 'existing';

/** The fields of the division the new-division form makes, as sent (or as a fault changes them). */
interface NewDivisionInput {
  name: string;
  button_title?: string | null;
  abbrev?: string | null;
  primary_color?: string | null;
  secondary_color?: string | null;
}

/** What a division instance create sends, checked but not yet applied. */
interface DivisionInstanceCreateInput {
  parentNodeId: number;
  /** no parent_node_id was sent (the fault division-instance-create-without-parent-default) */
  defaultParent: boolean;
  form: CreateForm;
  divisionId: number | null | undefined;
  newDivision: NewDivisionInput | undefined;
  topTemplateId: number | null | undefined;
  bottomTemplateId: number | null | undefined;
  nonStanding: boolean | null | undefined;
  maxPoints: number | null | undefined;
}

/**
 * The parent node of a create without parent_node_id (fault division-instance-create-without-parent-default):
 * the current subseason of the division's league, or (a new division) of the default site's first league.
 */
function defaultParentNodeId(ctx: Ctx, divisionId: number | null | undefined): number {
  const { store } = ctx;
  const site = [...store.t.sites.values()].sort(byId).find((s) => canAccessSite(ctx, s.id));
  const ofDivision = store.t.leagues.get(store.t.divisions.get(divisionId ?? 0)?.league_id ?? 0);
  const first =
    ofDivision ??
    [...store.t.leagues.values()].sort(byId).find((l) => l.site_id === site?.id && l.current_subseason_id !== null);
  return store.t.subseasons.get(first?.current_subseason_id ?? 0)?.node_id ?? 0;
}

/** The form of a create: a new division, or an existing one (and the faults that refuse one of them). */
function createForm(
  ctx: Ctx,
  mode: CreateForm | null | undefined,
  divisionId: number | null | undefined,
  division: Fields | null | undefined,
): CreateForm {
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
  return form;
}

/** The division object of the new-division form (which takes no division_id). */
function readNewDivision(
  ctx: Ctx,
  division: Fields | null | undefined,
  divisionId: number | null | undefined,
): NewDivisionInput {
  if (!division) throw invalid('division is required when existing_or_new is new');
  if (divisionId !== undefined && divisionId !== null)
    throw invalid('division_id is not used when existing_or_new is new');
  const givenName = division.str('name', { required: true, nonEmpty: true })!;
  const givenButtonTitle = division.str('button_title', { nullable: true });
  return {
    name: ctx.faults.has('division-instance-create-new-ignores-name') ? 'New Division' : givenName,
    button_title: ctx.faults.has('division-instance-create-new-ignores-button-title') ? null : givenButtonTitle,
    abbrev: division.str('abbrev', { nullable: true }),
    primary_color: readColor(division, 'primary_color'),
    secondary_color: readColor(division, 'secondary_color'),
  };
}

/** Reads and checks the body of a division instance create, field by field in a fixed order. */
function readDivisionInstanceCreate(ctx: Ctx, body: Fields): DivisionInstanceCreateInput {
  const givenParentNodeId = body.id('parent_node_id', {
    required: !ctx.faults.has('division-instance-create-without-parent-default'),
  });
  const mode = body.oneOf('existing_or_new', ['new', 'existing'] as const, { nullable: true });
  const divisionId = body.id('division_id', { nullable: true });
  const defaultParent = givenParentNodeId === undefined || givenParentNodeId === null;
  const parentNodeId = defaultParent ? defaultParentNodeId(ctx, divisionId) : givenParentNodeId;
  const division = body.nested('division', { nullable: true });
  const topTemplateId = body.id('top_template_id', { nullable: true });
  const bottomTemplateId = body.id('bottom_template_id', { nullable: true });
  const nonStanding = body.bool('non_standing', { nullable: true });
  const maxPoints = body.number('max_standings_points', { nullable: true });
  const form = createForm(ctx, mode, divisionId, division);
  let newDivision: NewDivisionInput | undefined;
  if (form === 'new') newDivision = readNewDivision(ctx, division, divisionId);
  else if (divisionId === undefined || divisionId === null)
    throw invalid('division_id is required when existing_or_new is existing');
  return {
    parentNodeId,
    defaultParent,
    form,
    divisionId,
    newDivision,
    topTemplateId,
    bottomTemplateId,
    nonStanding,
    maxPoints,
  };
}

/**
 * Another subseason of the same season (fault division-instance-create-new-other-subseason): the last
 * one, or the first other when the last was asked for (the one asked for when there is no other).
 */
function otherSubseasonOfSeason(ctx: Ctx, asked: SubseasonAndLeague): SubseasonAndLeague {
  const { store } = ctx;
  const { sub } = asked;
  const last =
    store
      .childrenOf('subseasons', 'season_id', sub.season_id)
      .slice()
      .sort((a, b) => b.position - a.position || b.id - a.id)[0] ?? sub;
  if (last.id !== sub.id) return subseasonWithLeague(ctx, last.id);
  const firstOther = store.childrenOf('subseasons', 'season_id', sub.season_id).find((x) => x.id !== sub.id);
  return firstOther ? subseasonWithLeague(ctx, firstOther.id) : asked;
}

/**
 * Where a new division instance goes: under the subseason node parent_node_id names (under another
 * subseason's node with the fault division-instance-create-new-other-subseason), in that subseason.
 */
function placeOfNewInstance(
  ctx: Ctx,
  parentNodeId: number,
  form: CreateForm,
): SubseasonAndLeague & { parent: PageNodeRec; parentNode: PageNodeRec } {
  const { store } = ctx;
  const parent = found(store.t.pageNodes.get(parentNodeId), 'Page node', `${parentNodeId} (parent_node_id)`);
  requireSiteAccess(ctx, parent.site_id, `page node ${parentNodeId}`);
  if (parent.node_type !== 'Subseason')
    throw invalid(
      `parent_node_id ${parentNodeId} is a ${parent.node_type} node; a division instance goes under a subseason's node`,
    );
  const asked = subseasonWithLeague(ctx, parent.object_id);
  if (form !== 'new' || !ctx.faults.has('division-instance-create-new-other-subseason'))
    return { ...asked, parent, parentNode: parent };
  const other = otherSubseasonOfSeason(ctx, asked);
  return { ...other, parent, parentNode: store.t.pageNodes.get(other.sub.node_id) ?? parent };
}

/**
 * The existing-division form names a division of the subseason's league with no instance in it yet (a
 * second one passes when parent_node_id was defaulted).
 */
function checkExistingDivision(
  ctx: Ctx,
  divisionId: number,
  { sub, league }: SubseasonAndLeague,
  defaultParent: boolean,
): void {
  const { store } = ctx;
  const d = store.t.divisions.get(divisionId);
  if (!d || d.league_id !== league.id) throw notFound(`Division ${divisionId} not found in league ${league.id}`);
  const dup = store.childrenOf('divisionInstances', 'subseason_id', sub.id).find((di) => di.division_id === d.id);
  if (dup && !defaultParent)
    throw conflict(`Division ${d.id} already has an instance (${dup.id}) in subseason ${sub.id}`);
}

/**
 * The id of the new instance's division: the existing one (a copy of it with the fault
 * division-instance-create-existing-copies-division), or the one the new-division form makes.
 */
function divisionOfNewInstance(ctx: Ctx, input: DivisionInstanceCreateInput, league: LeagueRec, now: Date): number {
  const { store } = ctx;
  let divisionId = input.divisionId!;
  const existing = input.form === 'existing' ? store.t.divisions.get(input.divisionId!) : undefined;
  if (existing && ctx.faults.has('division-instance-create-existing-copies-division')) {
    divisionId = store.insert('divisions', {
      ...existing,
      id: store.nextId('divisions'),
      created_at: now,
      updated_at: now,
    }).id;
  }
  const { newDivision } = input;
  if (newDivision) {
    const name = newDivision.name;
    divisionId = store.insert('divisions', {
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
    madeByForm(store).add(divisionId);
  }
  return divisionId;
}

/** POST /division_instances (a new division, or an existing one). */
function registerDivisionInstanceCreate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.post('/division_instances', async (request) => {
    const raw = await readBody(request);
    const input = readDivisionInstanceCreate(ctx, raw.nested('division_instance') ?? raw);
    const place = placeOfNewInstance(ctx, input.parentNodeId, input.form);
    const { sub, parent, parentNode } = place;
    if (input.form === 'existing') checkExistingDivision(ctx, input.divisionId!, place, input.defaultParent);

    const now = store.now();
    const divisionId = divisionOfNewInstance(ctx, input, place.league, now);
    const { id, node } = newPagedRecord(store, 'divisionInstances', 'DivisionInstance', {
      site_id: parentNode.site_id,
      parent_id: parentNode.id,
    });
    const di = store.insert('divisionInstances', {
      id,
      division_id: divisionId,
      subseason_id: sub.id,
      node_id: node.id,
      non_standing: input.nonStanding ?? false,
      // "null, or a number; returned as a string after an update"; the fault keeps it as text from the
      // create on (a decimal column printed as text, with its default 0.0)
      max_standings_points: ctx.faults.has('division-instance-max-points-string-on-create')
        ? (input.maxPoints ?? 0).toFixed(1)
        : (input.maxPoints ?? null),
      top_template_id: input.topTemplateId ?? null,
      bottom_template_id: input.bottomTemplateId ?? null,
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
