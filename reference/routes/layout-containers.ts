// Layout containers: create, show, update (layout_type changes add or remove columns), move to another
// content node (with columns and page elements), delete (answers the container with empty columns).
import type { FastifyInstance } from 'fastify';
import { accessibleSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { conflict, found, invalid, notFound } from '../errors.ts';
import { pathId, type Fields } from '../input.ts';
import {
  containersOf,
  createContainer,
  deleteContainerDeep,
  moveContainer,
  repositionContainer,
  setLayoutType,
} from '../model.ts';
import { LAYOUT_TYPES, type ContentNodeRec, type LayoutContainerRec, type LayoutType } from '../store.ts';
import { query, serializer } from './common.ts';

export function registerLayoutContainerRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;

  const containerAndNode = (id: number): { container: LayoutContainerRec; node: ContentNodeRec } => {
    const container = found(store.t.layoutContainers.get(id), 'Layout container', id);
    const node = found(store.t.contentNodes.get(container.content_node_id), 'Content node', container.content_node_id);
    requireSiteAccess(ctx, node.site_id, `layout container ${id}`);
    return { container, node };
  };

  /** A content node of the given site (content nodes are reached only through their site). */
  const contentNodeInSite = (contentNodeId: number, siteId: number): ContentNodeRec => {
    const node = store.t.contentNodes.get(contentNodeId);
    if (!node || node.site_id !== siteId) throw notFound(`Content node ${contentNodeId} not found in site ${siteId}`);
    return node;
  };

  /** "A Page holds at least one Layout Container": its last container cannot leave. */
  const keepsOneContainer = (node: ContentNodeRec, action: string): void => {
    if (node.resource_type === 'Page' && containersOf(store, node.id).length <= 1) {
      throw conflict(`Cannot ${action} the only layout container of a page: a page holds at least one layout container`);
    }
  };

  const readContainerFields = (lc: Fields) => ({
    layout_type: lc.oneOf('layout_type', LAYOUT_TYPES),
    position: lc.int('position', { min: 1 }),
    locked: lc.bool('locked'),
    custom_css_class: lc.str('custom_css_class', { nullable: true }),
    mirror_target_id: lc.id('mirror_target_id', { nullable: true }),
    name: lc.str('name', { nullable: true }),
  });

  const checkMirrorTarget = (mirrorTargetId: number | null | undefined, siteId: number): void => {
    if (mirrorTargetId === undefined || mirrorTargetId === null) return;
    const target = store.t.layoutContainers.get(mirrorTargetId);
    const node = target && store.t.contentNodes.get(target.content_node_id);
    if (!node || node.site_id !== siteId) throw notFound(`Layout container ${mirrorTargetId} (mirror_target_id) not found in site ${siteId}`);
  };

  app.post('/layout_containers', async (request) => {
    const body = await readBody(request);
    const siteId = body.id('site_id', { required: true })!;
    const lc = body.nested('layout_container', { required: true })!;
    const contentNodeId = lc.id('content_node_id', { required: true })!;
    const fields = readContainerFields(lc);
    accessibleSite(ctx, siteId);
    contentNodeInSite(contentNodeId, siteId);
    checkMirrorTarget(fields.mirror_target_id, siteId);
    const defaultType: LayoutType = ctx.faults.has('layout-type-default-two-column') ? 'twoColumn5050' : 'oneColumn';
    const container = createContainer(
      store,
      {
        content_node_id: contentNodeId,
        layout_type: fields.layout_type ?? defaultType,
        position: fields.position ?? null,
        locked: fields.locked ?? false,
        custom_css_class: fields.custom_css_class ?? null,
        mirror_target_id: fields.mirror_target_id ?? null,
        name: fields.name ?? null,
      },
      store.now(),
    );
    return serializer(ctx, request).container(container);
  });

  app.get('/layout_containers/:id', async (request) => {
    const { container } = containerAndNode(pathId(request.params));
    return serializer(ctx, request).container(container);
  });

  app.put('/layout_containers/:id', async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const siteId = body.id('site_id');
    const lc = body.nested('layout_container', { required: true })!;
    const fields = readContainerFields(lc);
    const { container, node } = containerAndNode(id);
    if (siteId !== undefined && siteId !== null && siteId !== node.site_id) throw notFound(`Layout container ${id} not found in site ${siteId}`);
    const contentNodeId = lc.id('content_node_id');
    if (contentNodeId !== undefined && contentNodeId !== null && contentNodeId !== container.content_node_id) {
      throw invalid('layout_container.content_node_id cannot be changed by an update; use PUT /layout_containers/:id/move');
    }
    checkMirrorTarget(fields.mirror_target_id, node.site_id);
    if (fields.mirror_target_id === id) throw invalid('layout_container.mirror_target_id cannot be the container itself');

    if (fields.layout_type !== undefined && fields.layout_type !== null && fields.layout_type !== container.layout_type) {
      setLayoutType(store, container, fields.layout_type);
    }
    if (fields.position !== undefined && fields.position !== null) repositionContainer(store, container, fields.position);
    if (fields.locked !== undefined && fields.locked !== null) container.locked = fields.locked;
    if (fields.custom_css_class !== undefined) container.custom_css_class = fields.custom_css_class;
    if (fields.mirror_target_id !== undefined) container.mirror_target_id = fields.mirror_target_id;
    if (fields.name !== undefined) container.name = fields.name;
    container.updated_at = store.now();
    store.changed();
    return serializer(ctx, request).container(container);
  });

  app.put('/layout_containers/:id/move', async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const q = query(request);
    const siteId = q.id('site_id') ?? body.id('site_id');
    if (siteId === undefined || siteId === null) throw invalid('site_id is required (query parameter)');
    const targetId = body.id('content_node_id', { required: true })!;
    accessibleSite(ctx, siteId);
    const { container, node } = containerAndNode(id);
    if (node.site_id !== siteId) throw notFound(`Layout container ${id} not found in site ${siteId}`);
    const target = contentNodeInSite(targetId, siteId);
    if (target.id !== node.id) {
      keepsOneContainer(node, 'move away');
      moveContainer(store, container, target.id, store.now());
    }
    return serializer(ctx, request).container(container);
  });

  app.delete('/layout_containers/:id', async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const named = body.id('layout_container_id');
    if (named !== undefined && named !== null && named !== id) {
      throw invalid(`layout_container_id ${named} does not match the container in the path (${id})`);
    }
    const { container, node } = containerAndNode(id);
    keepsOneContainer(node, 'delete');
    const ser = serializer(ctx, request);
    const deleted = ser.container(container, { columns: ctx.faults.has('deleted-container-keeps-columns') });
    deleteContainerDeep(store, container);
    return deleted;
  });
}
