// Layout containers: create, show, update (layout_type changes add or remove columns), move to another
// content node (with columns and page elements), delete (answers the container with empty columns).
import type { FastifyInstance } from 'fastify';
import { accessibleSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { conflict, found, invalid, notFound } from '../errors.ts';
import { pathId, type Fields } from '../input.ts';
import {
  columnsOf,
  containersOf,
  createContainer,
  deleteContainerDeep,
  deletePageElementDeep,
  moveContainer,
  pageElementsOf,
  repositionContainer,
  setLayoutType,
} from '../model.ts';
import { columnCount, LAYOUT_TYPES, type ContentNodeRec, type LayoutContainerRec, type LayoutType } from '../store.ts';
import { query, serializer } from './common.ts';

/** A layout container and its content node, if the user may read its site. */
function containerAndNode(ctx: Ctx, id: number): { container: LayoutContainerRec; node: ContentNodeRec } {
  const { store } = ctx;
  const container = found(store.t.layoutContainers.get(id), 'Layout container', id);
  const node = found(store.t.contentNodes.get(container.content_node_id), 'Content node', container.content_node_id);
  requireSiteAccess(ctx, node.site_id, `layout container ${id}`);
  return { container, node };
}

/** A content node of the given site (content nodes are reached only through their site). */
function contentNodeInSite(ctx: Ctx, contentNodeId: number, siteId: number): ContentNodeRec {
  const { store } = ctx;
  const node = store.t.contentNodes.get(contentNodeId);
  if (!node || node.site_id !== siteId) throw notFound(`Content node ${contentNodeId} not found in site ${siteId}`);
  return node;
}

/** "A Page holds at least one Layout Container": its last container cannot leave. */
function keepsOneContainer(ctx: Ctx, node: ContentNodeRec, action: string): void {
  const { store } = ctx;
  if (node.resource_type === 'Page' && containersOf(store, node.id).length <= 1) {
    throw conflict(`Cannot ${action} the only layout container of a page: a page holds at least one layout container`);
  }
}

/** The number of columns of a layout type (the column width rule), where the column-count faults break it. */
function columnsFor(ctx: Ctx, type: LayoutType): number {
  const { faults } = ctx;
  if (type === 'oneColumn' && faults.has('columns-onecolumn-gets-two')) return 2;
  if (type === 'twoColumn5050' && faults.has('columns-twocolumn5050-gets-one')) return 1;
  if (type === 'twoColumn6633' && faults.has('columns-twocolumn6633-gets-three')) return 3;
  if (type === 'twoColumn3366' && faults.has('columns-twocolumn3366-gets-one')) return 1;
  if (type === 'threeColumn333333' && faults.has('columns-threecolumn333333-gets-two')) return 2;
  if (type === 'threeColumn502525' && faults.has('columns-threecolumn502525-gets-two')) return 2;
  if (type === 'threeColumn255025' && faults.has('columns-threecolumn255025-gets-one')) return 1;
  if (type === 'threeColumn252550' && faults.has('columns-threecolumn252550-gets-two')) return 2;
  return columnCount(type);
}

/** layout_type as sent: one of the eight, or undefined (absent) / null. */
function readLayoutType(ctx: Ctx, lc: Fields, op: 'create' | 'update'): LayoutType | null | undefined {
  const raw = lc.raw('layout_type');
  if (ctx.faults.has('layout-type-252550-rejected') && raw === 'threeColumn252550') {
    throw invalid(
      `${lc.name('layout_type')} must be one of ${LAYOUT_TYPES.filter((t) => t !== 'threeColumn252550').join(', ')}`,
    );
  }
  if (typeof raw === 'string' && !(LAYOUT_TYPES as readonly string[]).includes(raw)) {
    if (op === 'create' && ctx.faults.has('layout-type-unknown-accepted-on-create')) return 'oneColumn';
    if (op === 'update' && ctx.faults.has('layout-type-unknown-ignored-on-update')) return undefined;
  }
  return lc.oneOf('layout_type', LAYOUT_TYPES);
}

/** A position as sent, stored 1-based (zero-based-positions: sent from 0). */
function fromSentPosition(ctx: Ctx, position: number | null | undefined): number | null | undefined {
  return typeof position === 'number' && ctx.variations.has('zero-based-positions') ? position + 1 : position;
}

/** The fields of a layout container a create or an update sends. */
function readContainerFields(ctx: Ctx, lc: Fields, op: 'create' | 'update') {
  return {
    layout_type: readLayoutType(ctx, lc, op),
    // zero-based-positions: a position sent counts from 0 like the ones answered; stored 1-based.
    position: fromSentPosition(ctx, lc.int('position', { min: ctx.variations.has('zero-based-positions') ? 0 : 1 })),
    locked: lc.bool('locked'),
    custom_css_class: lc.str('custom_css_class', { nullable: true }),
    mirror_target_id: lc.id('mirror_target_id', { nullable: true }),
    name: lc.str('name', { nullable: true }),
  };
}

/** mirror_target_id names a layout container of the same site. */
function checkMirrorTarget(ctx: Ctx, mirrorTargetId: number | null | undefined, siteId: number): void {
  const { store } = ctx;
  if (mirrorTargetId === undefined || mirrorTargetId === null) return;
  const target = store.t.layoutContainers.get(mirrorTargetId);
  const node = target && store.t.contentNodes.get(target.content_node_id);
  if (!node || node.site_id !== siteId)
    throw notFound(`Layout container ${mirrorTargetId} (mirror_target_id) not found in site ${siteId}`);
}

/** The fault container-create-takes-sent-id: a new container takes the id a create sends, and the container that had it is replaced. */
function takeSentId(ctx: Ctx, container: LayoutContainerRec, sentId: number | null | undefined): void {
  const { store } = ctx;
  if (typeof sentId !== 'number' || sentId === container.id) return;
  const replaced = store.t.layoutContainers.get(sentId);
  if (replaced) deleteContainerDeep(store, replaced);
  const columns = columnsOf(store, container.id);
  store.remove('layoutContainers', container.id);
  container.id = sentId;
  store.insert('layoutContainers', container);
  for (const column of columns) column.layout_container_id = sentId;
  store.changed();
}

/** POST /layout_containers. */
function registerLayoutContainerCreate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.post('/layout_containers', async (request, reply) => {
    const body = await readBody(request);
    const lc =
      ctx.faults.has('container-create-flat-fields-accepted') && !body.has('layout_container')
        ? body
        : body.nested('layout_container', { required: true })!;
    const contentNodeId = lc.id('content_node_id', { required: true })!;
    const siteId =
      ctx.faults.has('container-create-site-id-optional') && !body.has('site_id')
        ? (store.t.contentNodes.get(contentNodeId)?.site_id ?? 0)
        : body.id('site_id', { required: true })!;
    const fields = readContainerFields(ctx, lc, 'create');
    // an id the request sends (not an input of the create): read only for the fault that takes it
    const sentId = ctx.faults.has('container-create-takes-sent-id') ? lc.id('id', { nullable: true }) : undefined;
    accessibleSite(ctx, siteId);
    contentNodeInSite(ctx, contentNodeId, siteId);
    checkMirrorTarget(ctx, fields.mirror_target_id, siteId);
    const defaultType: LayoutType = ctx.faults.has('layout-type-default-two-column')
      ? 'twoColumn5050'
      : ctx.faults.has('layout-type-default-three-column')
        ? 'threeColumn333333'
        : 'oneColumn';
    const layoutType = fields.layout_type ?? defaultType;
    const container = createContainer(
      store,
      {
        content_node_id: contentNodeId,
        layout_type: layoutType,
        position: fields.position ?? null,
        locked: fields.locked ?? ctx.faults.has('container-locked-default-true'),
        custom_css_class: fields.custom_css_class ?? null,
        mirror_target_id: fields.mirror_target_id ?? null,
        name: fields.name ?? null,
        columns: columnsFor(ctx, layoutType),
      },
      store.now(),
    );
    takeSentId(ctx, container, sentId);
    const answer = serializer(ctx, request).container(container, {
      columns: !ctx.faults.has('container-create-answers-no-columns'),
    });
    if (ctx.faults.has('container-create-not-kept')) deleteContainerDeep(store, container);
    if (ctx.faults.has('container-create-answers-201')) reply.code(201);
    return answer;
  });
}

/** GET /layout_containers/:id. */
function registerLayoutContainerShow(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/layout_containers/:id', async (request) => {
    const { container } = containerAndNode(ctx, pathId(request.params));
    if (ctx.faults.has('container-show-first-of-node')) {
      return serializer(ctx, request).container(containersOf(store, container.content_node_id)[0] ?? container);
    }
    return serializer(ctx, request).container(container);
  });
}

/** PUT /layout_containers/:id. */
function registerLayoutContainerUpdate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.put('/layout_containers/:id', async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const siteId = body.id('site_id');
    const lc = body.nested('layout_container', { required: true })!;
    const fields = readContainerFields(ctx, lc, 'update');
    const { container, node } = containerAndNode(ctx, id);
    if (siteId !== undefined && siteId !== null && siteId !== node.site_id)
      throw notFound(`Layout container ${id} not found in site ${siteId}`);
    const contentNodeId = lc.id('content_node_id');
    if (contentNodeId !== undefined && contentNodeId !== null && contentNodeId !== container.content_node_id) {
      throw invalid(
        'layout_container.content_node_id cannot be changed by an update; use PUT /layout_containers/:id/move',
      );
    }
    checkMirrorTarget(ctx, fields.mirror_target_id, node.site_id);
    if (fields.mirror_target_id === id)
      throw invalid('layout_container.mirror_target_id cannot be the container itself');

    const before = ctx.faults.has('container-update-answers-old')
      ? serializer(ctx, request).container(container)
      : undefined;
    if (
      fields.layout_type !== undefined &&
      fields.layout_type !== null &&
      fields.layout_type !== container.layout_type
    ) {
      const have = columnsOf(store, container.id).length;
      let want = columnsFor(ctx, fields.layout_type);
      if (ctx.faults.has('layout-type-update-keeps-columns')) want = have;
      if (ctx.faults.has('layout-type-shrink-keeps-extra-columns')) want = Math.max(want, have);
      if (ctx.faults.has('grow-to-three-columns-keeps-old') && want === 3 && have < 3) want = have + 3;
      if (ctx.faults.has('shrink-to-one-column-removes-all') && want === 1 && have > 1) want = 0;
      setLayoutType(
        store,
        container,
        fields.layout_type,
        want,
        ctx.variations.has('removed-columns-drop-elements') ? 'deleted' : 'moved',
      );
    }
    const oldPosition = container.position;
    if (fields.position !== undefined && fields.position !== null)
      repositionContainer(store, container, fields.position);
    if (fields.locked !== undefined && fields.locked !== null) container.locked = fields.locked;
    if (ctx.faults.has('container-update-sets-locked')) container.locked = true;
    if (fields.custom_css_class !== undefined) container.custom_css_class = fields.custom_css_class;
    if (fields.mirror_target_id !== undefined) container.mirror_target_id = fields.mirror_target_id;
    if (fields.name !== undefined) container.name = fields.name;
    container.updated_at = store.now();
    store.changed();
    const answer = serializer(ctx, request).container(container);
    if (ctx.faults.has('container-update-position-not-stored') && container.position !== oldPosition) {
      repositionContainer(store, container, oldPosition);
    }
    return before ?? answer;
  });
}

/** PUT /layout_containers/:id/move. */
function registerLayoutContainerMove(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.put('/layout_containers/:id/move', async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const q = query(request);
    let siteId = q.id('site_id') ?? body.id('site_id');
    if ((siteId === undefined || siteId === null) && ctx.faults.has('container-move-site-id-optional')) {
      const own = store.t.layoutContainers.get(id);
      siteId = own ? store.t.contentNodes.get(own.content_node_id)?.site_id : undefined;
    }
    if (siteId === undefined || siteId === null) throw invalid('site_id is required (query parameter)');
    const targetId = body.id('content_node_id', { required: true })!;
    accessibleSite(ctx, siteId);
    const { container, node } = containerAndNode(ctx, id);
    if (node.site_id !== siteId) throw notFound(`Layout container ${id} not found in site ${siteId}`);
    const target = contentNodeInSite(ctx, targetId, siteId);
    const before = ctx.faults.has('container-move-answers-before')
      ? serializer(ctx, request).container(container)
      : undefined;
    if (target.id !== node.id) {
      keepsOneContainer(ctx, node, 'move away');
      if (ctx.faults.has('container-move-copies')) {
        // A new container in the target takes the page elements; the original stays, emptied, in the source.
        const copy = createContainer(
          store,
          { ...container, content_node_id: target.id, position: null, columns: columnsOf(store, container.id).length },
          store.now(),
        );
        const newColumns = columnsOf(store, copy.id);
        columnsOf(store, container.id).forEach((column, i) => {
          for (const pe of pageElementsOf(store, column.id)) pe.layout_column_id = newColumns[i]!.id;
        });
        store.changed();
        return serializer(ctx, request).container(copy);
      }
      if (ctx.faults.has('container-move-drops-page-elements') || ctx.faults.has('container-move-new-columns')) {
        for (const column of columnsOf(store, container.id)) {
          for (const pe of pageElementsOf(store, column.id)) deletePageElementDeep(store, pe);
          if (ctx.faults.has('container-move-new-columns')) {
            store.remove('layoutColumns', column.id);
            store.insert('layoutColumns', {
              id: store.nextId('layoutColumns'),
              layout_container_id: container.id,
              position: column.position,
            });
          }
        }
        store.changed();
      }
      moveContainer(
        store,
        container,
        target.id,
        store.now(),
        ctx.variations.has('moved-container-first') ? 'first' : 'last',
      );
    }
    return before ?? serializer(ctx, request).container(container);
  });
}

/** DELETE /layout_containers/:id. */
function registerLayoutContainerDelete(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.delete('/layout_containers/:id', async (request, reply) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const named = body.id('layout_container_id');
    if (ctx.variations.has('container-delete-body-required') && named !== id) {
      throw invalid(
        `layout_container_id (integer, required) must name the container of the path (${id}) in the JSON body`,
      );
    }
    if (named !== undefined && named !== null && named !== id) {
      throw invalid(`layout_container_id ${named} does not match the container in the path (${id})`);
    }
    const { container, node } = containerAndNode(ctx, id);
    keepsOneContainer(ctx, node, 'delete');
    const ser = serializer(ctx, request);
    const deleted = ser.container(container, { columns: ctx.faults.has('deleted-container-keeps-columns') });
    if (ctx.faults.has('container-delete-keeps-record')) return deleted;
    deleteContainerDeep(store, container, ctx.variations.has('delete-leaves-contents') ? 'kept' : 'deleted');
    if (ctx.faults.has('container-delete-answers-204')) return reply.code(204).send();
    if (ctx.faults.has('container-delete-answers-success')) return { success: true };
    return deleted;
  });
}

/** Every layout container route: create, show, update, move, delete. */
export function registerLayoutContainerRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerLayoutContainerCreate(app, ctx);
  registerLayoutContainerShow(app, ctx);
  registerLayoutContainerUpdate(app, ctx);
  registerLayoutContainerMove(app, ctx);
  registerLayoutContainerDelete(app, ctx);
}
