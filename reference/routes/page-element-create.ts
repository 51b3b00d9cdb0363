// The page element create (POST /page_elements): reading what it sends (JSON; multipart: a photo or an
// uploaded video; URL-encoded: an external video), the column it goes to, and the records it makes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireSiteAccess } from '../access.ts';
import { type BodyKind, bodyKindOf, readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { defaultElementFields, ELEMENT_TYPES, familyOf } from '../elements.ts';
import { ApiError, found, invalid } from '../errors.ts';
import { Fields } from '../input.ts';
import {
  columnsOf,
  createElement,
  pageElementsOf,
  placePageElement,
  removePageElement,
  renumberPageElements,
} from '../model.ts';
import type { PageElementRec } from '../store.ts';
import { serializer } from './common.ts';
import { storeImage, storeImageLocation, uploadsRefused } from './media.ts';
import {
  type FieldValues,
  readElement,
  checkElement,
  columnWithNode,
  checkDependentType,
  placeholderImage,
  readPageElementFlags,
  attachVideo,
  cssClassMaxLength,
  everyBodyKind,
} from './page-element-input.ts';

/** The page element and the Element a create sends, read and checked field by field and across fields. */
function readCreateRequest(ctx: Ctx, request: FastifyRequest, body: Fields, cssClassMax: number) {
  const { store } = ctx;
  const pe =
    ctx.faults.has('page-element-create-flat-accepted') && !body.has('page_element')
      ? body
      : body.nested('page_element', { required: true })!;
  const columnId =
    ctx.faults.has('page-element-create-column-optional') && !pe.has('layout_column_id')
      ? Math.max(0, ...store.t.layoutColumns.keys())
      : pe.id('layout_column_id', { required: true })!;
  const type = pe.oneOf('page_element_type', ELEMENT_TYPES) ?? 'TextBlock';
  pe.str('content_resource_type', { nullable: true });
  const el =
    ctx.faults.has('page-element-create-element-optional') && !pe.has('element')
      ? Fields.of({}, pe.name('element.'), false)
      : pe.nested('element', { required: true })!;
  const afterPe = pe.id('after_pe', { nullable: true });
  const flags = readPageElementFlags(pe, cssClassMax);
  const family = familyOf(type);
  const input = readElement(ctx, family, el);
  const fields: FieldValues = { ...defaultElementFields(family), ...input.fields };
  if (type === 'ExternalVideo' || type === 'UploadedVideo') {
    if (fields.video_element_type !== null && fields.video_element_type !== type) {
      throw invalid(`page_element.element.video_params.video_element_type must be ${type} for a ${type} page element`);
    }
    fields.video_element_type = type;
  }
  if (family === 'Video') {
    if (fields.video_element_type === null) {
      if (input.videoFile) fields.video_element_type = 'UploadedVideo';
      else if (typeof fields.youtube_url === 'string') fields.video_element_type = 'ExternalVideo';
      else
        throw invalid(
          'page_element.element.video_params.video_element_type is required (UploadedVideo or ExternalVideo)',
        );
    }
    if (fields.video_element_type === 'UploadedVideo' && !input.videoFile) {
      throw invalid(
        'page_element.element.video_params.uploaded_data (a file, multipart/form-data) is required for an uploaded video',
      );
    }
    if (
      fields.video_element_type === 'ExternalVideo' &&
      (typeof fields.youtube_url !== 'string' || fields.youtube_url === '')
    ) {
      throw invalid('page_element.element.video_params.youtube_url is required for an external video');
    }
    if (fields.video_element_type === 'ExternalVideo' && input.videoFile) {
      throw invalid('An external video takes youtube_url, not uploaded_data');
    }
  }
  // Form bodies are the interface's upload forms (multipart: a photo or an uploaded video; URL-encoded:
  // an external video): the fields that select the form and the file are required there.
  const bodyKind = bodyKindOf(request.headers['content-type']);
  if (bodyKind === 'multipart' || bodyKind === 'form') {
    const forms = bodyKind === 'multipart' ? ['Photo', 'Video', 'UploadedVideo'] : ['Video', 'ExternalVideo'];
    const what =
      bodyKind === 'multipart' ? 'a multipart photo or uploaded video upload' : 'a URL-encoded external video';
    if (!forms.includes(type) || !pe.has('page_element_type'))
      throw invalid(`page_element.page_element_type is required in ${what} (${forms.join(', ')})`);
    if (type === 'Video' && typeof input.fields.video_element_type !== 'string') {
      throw invalid(`page_element.element.video_params.video_element_type is required in ${what}`);
    }
    if (
      family === 'Video' &&
      fields.video_element_type !== (bodyKind === 'multipart' ? 'UploadedVideo' : 'ExternalVideo')
    ) {
      throw invalid(`${what} takes video_element_type ${bodyKind === 'multipart' ? 'UploadedVideo' : 'ExternalVideo'}`);
    }
    if (family === 'Photo' && !input.imageFile)
      throw invalid('page_element.element.uploaded_data (the image file) is required in a multipart photo upload');
  }
  checkElement(ctx, family, fields, 'page_element.element.');
  // the fault page-element-create-takes-sent-id: an id the request sends (not an input of the create)
  const sentId = ctx.faults.has('page-element-create-takes-sent-id') ? pe.id('id', { nullable: true }) : undefined;
  return { columnId, type, afterPe, flags, family, input, fields, sentId };
}

/** What a create sends, read and checked (nothing stored yet). */
type CreateRequest = ReturnType<typeof readCreateRequest>;

/** The column the page element goes to, with its site, checked against the request. */
function createTarget(ctx: Ctx, { columnId, afterPe, flags, input }: CreateRequest) {
  const { store } = ctx;
  const named = columnWithNode(ctx, columnId);
  const { node } = named;
  let { column } = named;
  if (ctx.faults.has('page-element-created-in-first-column')) {
    column = columnsOf(store, column.layout_container_id)[0] ?? column;
  }
  requireSiteAccess(ctx, node.site_id, `layout column ${columnId}`);
  checkDependentType(ctx, node, flags.dependent_type, 'page_element.');
  if (afterPe !== undefined && afterPe !== null) {
    const after = found(store.t.pageElements.get(afterPe), 'Page element', `${afterPe} (after_pe)`);
    if (after.layout_column_id !== column.id)
      throw invalid(`page_element.after_pe ${afterPe} is not in layout column ${column.id}`);
  }
  const site = store.t.sites.get(node.site_id)!;
  if (input.videoFile && uploadsRefused(ctx, site.uploaded_videos_enabled)) {
    throw new ApiError('forbidden', `Uploaded videos are not enabled for site ${site.id}`, undefined, 403);
  }
  return { column, site };
}

/** Makes the Element and the page element, places it, and answers it (with the faults that undo or re-status it). */
function storeCreated(
  ctx: Ctx,
  request: FastifyRequest,
  reply: FastifyReply,
  { type, afterPe, flags, family, input, fields, sentId }: CreateRequest,
  { column, site }: ReturnType<typeof createTarget>,
) {
  const { store } = ctx;
  // everything is valid: change the store
  const now = store.now();
  if (family === 'Photo' || family === 'TextBlock') {
    if (input.imageFile) fields.image_id = storeImage(store, input.imageFile);
    else if (input.imageLocation) fields.image_id = storeImageLocation(store, input.imageLocation);
    else if (family === 'Photo' && fields.image_id === null) fields.image_id = placeholderImage(ctx);
  }
  const element = createElement(store, type, fields, now);
  if (input.videoFile) attachVideo(ctx, element, input.videoFile, site.id, now);
  let elementType: string = type;
  // video-element-type-specific: a video page element is typed by its kind (UploadedVideo, ExternalVideo).
  if (
    family === 'Video' &&
    ctx.variations.has('video-element-type-specific') &&
    typeof fields.video_element_type === 'string'
  )
    elementType = fields.video_element_type;
  if (
    family === 'Video' &&
    fields.video_element_type === 'ExternalVideo' &&
    ctx.faults.has('external-video-element-type-link')
  )
    elementType = 'Link';
  if (
    family === 'Video' &&
    fields.video_element_type === 'UploadedVideo' &&
    ctx.faults.has('uploaded-video-element-type-mirror')
  )
    elementType = 'Mirror';
  // page-element-create-takes-sent-id: the page element that had the id sent is replaced
  const replaced = typeof sentId === 'number' ? store.t.pageElements.get(sentId) : undefined;
  if (replaced) removePageElement(store, replaced);
  const rec: PageElementRec = {
    id: typeof sentId === 'number' ? sentId : store.nextId('pageElements'),
    element_type: elementType,
    element_id: element.id,
    position: 0,
    layout_column_id: column.id,
    element_locked: flags.element_locked ?? ctx.faults.has('page-element-locked-default-true'),
    content_locked: flags.content_locked ?? ctx.faults.has('page-element-content-locked-default-true'),
    dependent_type: flags.dependent_type ?? (ctx.faults.has('dependent-type-default-zero') ? 0 : null),
    mirror_enabled:
      flags.mirror_enabled === undefined
        ? ctx.faults.has('page-element-mirror-enabled-default-null')
          ? null
          : false
        : flags.mirror_enabled,
    custom_css_class: flags.custom_css_class ?? null,
    question_element_dependency_type: 'any',
    created_on: now,
    updated_on: now,
  };
  store.insert('pageElements', rec);
  let placeAfter = ctx.faults.has('after-pe-ignored') ? null : (afterPe ?? null);
  if (placeAfter !== null && ctx.faults.has('after-pe-places-before')) {
    // the one before the named page element (or the top of the column)
    const siblings = pageElementsOf(store, column.id).filter((p) => p.id !== rec.id);
    const at = siblings.findIndex((p) => p.id === placeAfter);
    if (at === 0) {
      rec.position = 0;
      placeAfter = -1;
    } else placeAfter = siblings[at - 1]?.id ?? placeAfter;
  }
  if (placeAfter === -1) renumberPageElements(store, column.id);
  else placePageElement(store, rec, column.id, placeAfter, ctx.variations.has('new-element-first') ? 'first' : 'last');
  const answer = serializer(ctx, request).pageElement(rec);
  const json = String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .includes('json');
  if (
    (json && ctx.faults.has('page-element-create-not-kept')) ||
    (input.videoFile && ctx.faults.has('uploaded-video-element-not-kept'))
  )
    removePageElement(store, rec);
  if (json && ctx.faults.has('page-element-create-answers-201')) reply.code(201);
  // upload-created-201: the video forms (no output shown for them) answer 201; JSON and photo uploads keep 200
  if (!json && family === 'Video' && ctx.variations.has('upload-created-201')) reply.code(201);
  // video-create-answers-element: the video forms (no output shown for them) answer the Element alone
  if (!json && family === 'Video' && ctx.variations.has('video-create-answers-element')) return answer.element;
  return answer;
}

/** POST /page_elements (JSON; multipart: a photo or an uploaded video; URL-encoded: an external video). */
export function registerPageElementCreate(app: FastifyInstance, ctx: Ctx): void {
  const cssClassMax = cssClassMaxLength(ctx);
  const createBodies = ctx.faults.has('page-elements-form-body-refused')
    ? { config: { bodies: ['json', 'multipart'] as BodyKind[] } }
    : everyBodyKind();
  app.post('/page_elements', createBodies, async (request, reply) => {
    const body = await readBody(request);
    const sent = readCreateRequest(ctx, request, body, cssClassMax);
    return storeCreated(ctx, request, reply, sent, createTarget(ctx, sent));
  });
}
