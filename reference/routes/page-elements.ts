// Page elements: create (JSON; multipart for the photo upload and the uploaded video; URL-encoded for
// the external video), show, update, delete, move (PUT /page_elements/:id/move, assumed). A page
// element is created and deleted together with its Element. The create is in page-element-create.ts,
// what the routes share (reading an Element's fields, the column or page element named) in
// page-element-input.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessibleSite } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { familyOf } from '../elements.ts';
import { conflict, found, invalid, notFound } from '../errors.ts';
import { Fields, pathId } from '../input.ts';
import {
  contentNodeOfColumn,
  pageElementsOf,
  placePageElement,
  removePageElement,
  renumberPageElements,
} from '../model.ts';
import { serializer } from './common.ts';
import { storeImage, storeImageLocation } from './media.ts';
import { registerPageElementCreate } from './page-element-create.ts';
import {
  readElement,
  checkElement,
  pageElementWithNode,
  checkDependentType,
  readPageElementFlags,
  cssClassMaxLength,
  everyBodyKind,
} from './page-element-input.ts';

/** GET /page_elements/:id. */
function registerPageElementShow(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.get('/page_elements/:id', async (request) => {
    const { pe } = pageElementWithNode(ctx, pathId(request.params));
    if (ctx.faults.has('page-element-show-first-of-column')) {
      return serializer(ctx, request).pageElement(pageElementsOf(store, pe.layout_column_id)[0] ?? pe);
    }
    return serializer(ctx, request).pageElement(pe);
  });
}

/** PUT /page_elements/:id. */
function registerPageElementUpdate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const cssClassMax = cssClassMaxLength(ctx);
  app.put('/page_elements/:id', everyBodyKind(), async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const pe =
      ctx.faults.has('page-element-update-page-element-optional') && !body.has('page_element')
        ? Fields.of({}, 'page_element.', false)
        : body.nested('page_element', { required: true })!;
    let el = body.nested('element') ?? pe.nested('element');
    if (!el && ctx.faults.has('page-element-update-element-optional')) el = Fields.of({}, 'element.', false);
    if (!el) throw invalid('element is required');
    const flags = readPageElementFlags(pe, cssClassMax);
    if (ctx.faults.has('page-element-update-css-class-ignored')) flags.custom_css_class = undefined;
    const newColumn = pe.id('layout_column_id', { nullable: true });
    const newType = pe.str('page_element_type', { nullable: true });
    // order within the column: `position` (1-based) or `after_pe` (the page element it goes after)
    const newPosition = pe.int('position', { nullable: true, min: 1 });
    const afterPe = pe.id('after_pe', { nullable: true });
    const { pe: rec, node } = pageElementWithNode(ctx, id);
    const reorders = (newPosition !== undefined && newPosition !== null) || (afterPe !== undefined && afterPe !== null);
    if (afterPe !== undefined && afterPe !== null) {
      const after = found(store.t.pageElements.get(afterPe), 'Page element', `${afterPe} (after_pe)`);
      if (after.layout_column_id !== rec.layout_column_id || after.id === rec.id) {
        throw invalid(
          `page_element.after_pe ${afterPe} is not another page element of layout column ${rec.layout_column_id}`,
        );
      }
    }
    if (reorders && rec.element_locked)
      throw conflict(`Page element ${id} is element_locked: it cannot be moved or deleted`);
    if (newColumn !== undefined && newColumn !== null && newColumn !== rec.layout_column_id) {
      throw invalid('page_element.layout_column_id cannot be changed by an update; use PUT /page_elements/:id/move');
    }
    if (
      newType !== undefined &&
      newType !== null &&
      newType !== rec.element_type &&
      familyOf(newType) !== familyOf(rec.element_type)
    ) {
      throw invalid(`page_element.page_element_type cannot be changed (this page element is a ${rec.element_type})`);
    }
    const element = found(store.t.elements.get(rec.element_id), 'Element', rec.element_id);
    const family = familyOf(element.type);
    const input = readElement(ctx, family, el);
    if (input.videoFile) throw invalid('A video file cannot be replaced by an update; create a new page element');
    if ('video_element_type' in input.fields && input.fields.video_element_type !== element.fields.video_element_type) {
      throw invalid('element.video_params.video_element_type cannot be changed');
    }
    const merged = { ...element.fields, ...input.fields };
    checkElement(ctx, family, merged, 'element.');
    checkDependentType(ctx, node, flags.dependent_type, 'page_element.');
    const changesContent =
      Object.keys(input.fields).length > 0 || input.imageFile !== undefined || input.imageLocation !== undefined;
    if (
      rec.content_locked &&
      changesContent &&
      flags.content_locked !== false &&
      !ctx.faults.has('content-locked-not-enforced')
    ) {
      throw conflict(`Page element ${id} is content_locked: its content cannot be changed`);
    }

    const before = ctx.faults.has('page-element-update-answers-old')
      ? serializer(ctx, request).pageElement(rec)
      : undefined;
    const oldFields = element.fields;
    const now = store.now();
    if (input.imageFile) merged.image_id = storeImage(store, input.imageFile);
    else if (input.imageLocation) merged.image_id = storeImageLocation(store, input.imageLocation);
    if (changesContent) {
      element.fields = merged;
      element.updated_on = now;
    }
    if (flags.element_locked !== undefined) rec.element_locked = flags.element_locked ?? false;
    if (flags.content_locked !== undefined) rec.content_locked = flags.content_locked ?? false;
    if (flags.dependent_type !== undefined) rec.dependent_type = flags.dependent_type;
    if (flags.mirror_enabled !== undefined) rec.mirror_enabled = flags.mirror_enabled;
    if (flags.custom_css_class !== undefined) rec.custom_css_class = flags.custom_css_class;
    if (afterPe !== undefined && afterPe !== null) placePageElement(store, rec, rec.layout_column_id, afterPe);
    else if (newPosition !== undefined && newPosition !== null && newPosition !== rec.position) {
      rec.position = newPosition > rec.position ? newPosition + 0.5 : newPosition - 0.5;
      renumberPageElements(store, rec.layout_column_id);
    }
    rec.updated_on = now;
    if (ctx.faults.has('page-element-update-stores-timestamps')) {
      rec.created_on = pe.timestamp('created_on') ?? rec.created_on;
      rec.updated_on = pe.timestamp('updated_on') ?? rec.updated_on;
    }
    store.changed();
    const answer = serializer(ctx, request).pageElement(rec);
    if (ctx.faults.has('page-element-update-content-not-stored')) element.fields = oldFields;
    return before ?? answer;
  });
}

/** DELETE /page_elements/:id. */
function registerPageElementDelete(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.delete('/page_elements/:id', async (request, reply) => {
    const id = pathId(request.params);
    await readBody(request);
    const { pe } = pageElementWithNode(ctx, id);
    if (pe.element_locked && !ctx.faults.has('locked-page-element-deletable')) {
      throw conflict(`Page element ${id} is element_locked: it cannot be moved or deleted`);
    }
    const deleted = serializer(ctx, request).pageElement(pe);
    if (ctx.faults.has('page-element-delete-keeps-record')) return deleted;
    removePageElement(store, pe);
    if (ctx.faults.has('page-element-delete-answers-204')) return reply.code(204).send();
    if (ctx.faults.has('page-element-delete-answers-wrapped')) return { page_element: deleted };
    return deleted;
  });
}

/** PUT /page_elements/:id/move (POST with the fault page-element-move-post-only). */
function registerPageElementMove(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const move = async (request: FastifyRequest) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const siteId = body.id('site_id', { required: true })!;
    const columnId = body.id('layout_column_id', { required: true })!;
    accessibleSite(ctx, siteId);
    const { pe, node } = pageElementWithNode(ctx, id);
    if (node.site_id !== siteId) throw notFound(`Page element ${id} not found in site ${siteId}`);
    const target = store.t.layoutColumns.get(columnId);
    const targetNode = target && contentNodeOfColumn(store, target);
    if (!target || !targetNode || targetNode.site_id !== siteId)
      throw notFound(`Layout column ${columnId} not found in site ${siteId}`);
    if (pe.element_locked && !ctx.faults.has('locked-page-element-movable')) {
      throw conflict(`Page element ${id} is element_locked: it cannot be moved or deleted`);
    }
    checkDependentType(ctx, targetNode, pe.dependent_type, 'page element ');
    const ser = serializer(ctx, request);
    if (ctx.faults.has('page-element-move-not-stored')) {
      return { layout_container: JSON.stringify({ ...ser.pageElement(pe), layout_column_id: target.id }) };
    }
    if (pe.layout_column_id !== target.id) {
      const source = pe.layout_column_id;
      pe.layout_column_id = target.id;
      pe.position = Number.MAX_SAFE_INTEGER;
      pe.updated_on = store.now();
      store.changed();
      renumberPageElements(store, source);
      placePageElement(store, pe, target.id, null, ctx.variations.has('moved-element-first') ? 'first' : 'last');
    }
    if (ctx.faults.has('page-element-move-result-object')) return { layout_container: ser.pageElement(pe) };
    if (ctx.faults.has('page-element-move-result-container-json')) {
      return {
        layout_container: JSON.stringify(
          ser.container(
            found(
              store.t.layoutContainers.get(target.layout_container_id),
              'Layout container',
              target.layout_container_id,
            ),
          ),
        ),
      };
    }
    return { layout_container: JSON.stringify(ser.pageElement(pe)) };
  };

  if (ctx.faults.has('page-element-move-post-only')) app.post('/page_elements/:id/move', move);
  else app.put('/page_elements/:id/move', move);
}

/** Every page element route: create, show, update, delete, move. */
export function registerPageElementRoutes(app: FastifyInstance, ctx: Ctx): void {
  registerPageElementCreate(app, ctx);
  registerPageElementShow(app, ctx);
  registerPageElementUpdate(app, ctx);
  registerPageElementDelete(app, ctx);
  registerPageElementMove(app, ctx);
}
