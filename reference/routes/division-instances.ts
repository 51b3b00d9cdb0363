// Division instances: index by subseason, create (a new division, or an existing one), update
// (max_standings_points comes back as a string afterwards), delete.
import type { FastifyInstance } from 'fastify';
import { requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { conflict, found, invalid, notFound } from '../errors.ts';
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

export function registerDivisionInstanceRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  const subseasonWithLeague = (id: number, what = 'Subseason'): { sub: SubseasonRec; league: LeagueRec } => {
    const sub = found(store.t.subseasons.get(id), what, id);
    const league = found(leagueOfSubseason(store, id), 'League of subseason', id);
    requireSiteAccess(ctx, league.site_id, `subseason ${id}`);
    return { sub, league };
  };

  const divisionInstance = (id: number): { di: DivisionInstanceRec; league: LeagueRec } => {
    const di = found(store.t.divisionInstances.get(id), 'Division instance', id);
    const { league } = subseasonWithLeague(di.subseason_id);
    return { di, league };
  };

  app.get('/division_instances', async (request) => {
    const subseasonId = query(request).id('subseason_id', { required: true })!;
    subseasonWithLeague(subseasonId);
    const ser = serializer(ctx, request);
    return ser.list(store.childrenOf('divisionInstances', 'subseason_id', subseasonId).slice().sort(byId).map((di) => ser.divisionInstance(di)));
  });

  app.post('/division_instances', async (request) => {
    const raw = await readBody(request);
    const body = raw.nested('division_instance') ?? raw;
    const parentNodeId = body.id('parent_node_id', { required: true })!;
    const mode = body.oneOf('existing_or_new', ['new', 'existing'] as const, { nullable: true });
    const divisionId = body.id('division_id', { nullable: true });
    const division = body.nested('division', { nullable: true });
    const topTemplateId = body.id('top_template_id', { nullable: true });
    const bottomTemplateId = body.id('bottom_template_id', { nullable: true });
    const nonStanding = body.bool('non_standing', { nullable: true });
    const maxPoints = body.number('max_standings_points', { nullable: true });
    const form = mode ?? (divisionId !== undefined && divisionId !== null ? 'existing' : division ? 'new' : null);
    if (form === null) throw invalid('existing_or_new ("new" with a division object) or division_id is required');
    let newDivision: { name: string; button_title?: string | null; abbrev?: string | null; primary_color?: string | null; secondary_color?: string | null } | undefined;
    if (form === 'new') {
      if (!division) throw invalid('division is required when existing_or_new is new');
      if (divisionId !== undefined && divisionId !== null) throw invalid('division_id is not used when existing_or_new is new');
      newDivision = {
        name: division.str('name', { required: true, nonEmpty: true })!,
        button_title: division.str('button_title', { nullable: true }),
        abbrev: division.str('abbrev', { nullable: true }),
        primary_color: readColor(division, 'primary_color'),
        secondary_color: readColor(division, 'secondary_color'),
      };
    } else if (divisionId === undefined || divisionId === null) {
      throw invalid('division_id is required when existing_or_new is existing');
    }

    const parent = found(store.t.pageNodes.get(parentNodeId), 'Page node', `${parentNodeId} (parent_node_id)`);
    requireSiteAccess(ctx, parent.site_id, `page node ${parentNodeId}`);
    if (parent.node_type !== 'Subseason') throw invalid(`parent_node_id ${parentNodeId} is a ${parent.node_type} node; a division instance goes under a subseason's node`);
    const { sub, league } = subseasonWithLeague(parent.object_id);
    if (form === 'existing') {
      const d = store.t.divisions.get(divisionId!);
      if (!d || d.league_id !== league.id) throw notFound(`Division ${divisionId} not found in league ${league.id}`);
      const dup = store.childrenOf('divisionInstances', 'subseason_id', sub.id).find((di) => di.division_id === d.id);
      if (dup) throw conflict(`Division ${d.id} already has an instance (${dup.id}) in subseason ${sub.id}`);
    }

    const now = store.now();
    let finalDivisionId = divisionId!;
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
    const id = store.nextId('divisionInstances');
    const node = addPageNode(store, { site_id: parent.site_id, parent_id: parent.id, node_type: 'DivisionInstance', object_id: id });
    const di = store.insert('divisionInstances', {
      id,
      division_id: finalDivisionId,
      subseason_id: sub.id,
      node_id: node.id,
      non_standing: nonStanding ?? false,
      max_standings_points: maxPoints ?? null,
      top_template_id: topTemplateId ?? null,
      bottom_template_id: bottomTemplateId ?? null,
      created_at: now,
      updated_at: now,
    });
    renumberSiteTree(store, parent.site_id);
    return serializer(ctx, request).divisionInstance(di);
  });

  app.put('/division_instances/:id', async (request) => {
    const id = pathId(request.params);
    const raw = await readBody(request);
    const body = raw.nested('division_instance') ?? raw;
    const maxPoints = body.number('max_standings_points', { nullable: true });
    const nonStanding = body.bool('non_standing');
    const divisionId = body.id('division_id');
    const { di } = divisionInstance(id);
    if (divisionId !== undefined && divisionId !== null && divisionId !== di.division_id) throw invalid('division_id cannot be changed');
    if (maxPoints !== undefined) di.max_standings_points = maxPoints;
    if (nonStanding !== undefined && nonStanding !== null) di.non_standing = nonStanding;
    // "max_standings_points: null, or a number; returned as a string after an update"
    if (typeof di.max_standings_points === 'number' && !ctx.faults.has('max-standings-points-number-after-update')) {
      di.max_standings_points = String(di.max_standings_points);
    }
    if (typeof di.max_standings_points === 'string' && ctx.faults.has('max-standings-points-number-after-update')) {
      di.max_standings_points = Number(di.max_standings_points);
    }
    di.updated_at = store.now();
    store.changed();
    return serializer(ctx, request).divisionInstance(di);
  });

  app.delete('/division_instances/:id', async (request) => {
    const id = pathId(request.params);
    await readBody(request);
    const { di, league } = divisionInstance(id);
    const deleted = serializer(ctx, request).divisionInstance(di);
    const node = store.t.pageNodes.get(di.node_id);
    if (node) removePageNodeKeepChildren(store, node);
    store.remove('divisionInstances', id);
    renumberSiteTree(store, league.site_id);
    return deleted;
  });
}
