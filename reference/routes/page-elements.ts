// Page elements: create (JSON; multipart for the photo upload and the uploaded video; URL-encoded for
// the external video), show, update, delete, move (PUT /page_elements/:id/move, assumed). A page
// element is created and deleted together with its Element.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessibleSite, requireSiteAccess } from '../access.ts';
import { bodyKindOf, readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import {
  defaultElementFields,
  ELEMENT_FIELDS,
  ELEMENT_TYPES,
  familyOf,
  type ElementFamily,
} from '../elements.ts';
import { ApiError, conflict, found, invalid, notFound } from '../errors.ts';
import { Fields, pathId, UploadedFile } from '../input.ts';
import {
  columnsOf,
  contentNodeOfColumn,
  contentNodeOfPageElement,
  createElement,
  deletePageElementDeep,
  pageElementsOf,
  placePageElement,
  renumberPageElements,
} from '../model.ts';
import type { ContentNodeRec, ElementRec, LayoutColumnRec, PageElementRec } from '../store.ts';
import { serializer } from './common.ts';
import { storeFile, storeImage, storeImageLocation, uploadsRefused } from './media.ts';

type FieldValues = Record<string, string | number | boolean | null>;

/** What the client sent for an Element, validated but not yet applied. */
interface ElementInput {
  /** fields to set (only those sent) */
  fields: FieldValues;
  /** an image file (photo), a location string (photo via JSON) or a video file */
  imageFile?: UploadedFile;
  imageLocation?: string;
  videoFile?: UploadedFile;
}

const URL_TEXT = /^https?:\/\/[^\s/?#]+\.[^\s]+$/i;

export function registerPageElementRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const bodies = { config: { bodies: ['json', 'form', 'multipart'] as ('json' | 'form' | 'multipart')[] } };
  const cssClassMax = ctx.faults.has('page-element-css-class-accepts-256') ? 256 : ctx.faults.has('page-element-css-class-rejects-255') ? 254 : 255;
  const createBodies = ctx.faults.has('page-elements-form-body-refused')
    ? { config: { bodies: ['json', 'multipart'] as ('json' | 'form' | 'multipart')[] } }
    : bodies;

  /** Validates the element fields of a family; unknown keys are ignored. */
  const readElement = (family: ElementFamily, el: Fields): ElementInput => {
    const out: ElementInput = { fields: {} };
    // Video elements carry their fields in element[video_params] (also accepted directly in element).
    const source = family === 'Video' ? (el.nested('video_params') ?? el) : el;
    for (const [name, def] of Object.entries(ELEMENT_FIELDS[family])) {
      if (!source.has(name)) continue;
      const spec = def.spec;
      let value: string | number | boolean | null | undefined;
      switch (spec.kind) {
        case 'string': {
          let max = spec.max;
          if (family === 'Photo' && max !== undefined) {
            const faults = ctx.faults;
            if (name === 'cutline' && faults.has('photo-cutline-accepts-256')) max += 1;
            if (name === 'cutline' && faults.has('photo-cutline-rejects-255')) max -= 1;
            if (name === 'url' && faults.has('photo-url-accepts-256')) max += 1;
            if (name === 'url' && faults.has('photo-url-rejects-255')) max -= 1;
            const text = source.raw(name);
            if (name === 'cutline' && faults.has('photo-cutline-truncated') && typeof text === 'string' && [...text].length > max) {
              value = [...text].slice(0, max).join('');
              break;
            }
          }
          value = source.str(name, { nullable: true, max });
          if (family === 'TextBlock' && name === 'content' && typeof value === 'string') {
            if (ctx.faults.has('textblock-content-non-ascii-as-entities')) {
              value = [...value].map((ch) => (ch.codePointAt(0)! > 127 ? `&#${ch.codePointAt(0)!};` : ch)).join('');
            }
            if (ctx.faults.has('textblock-content-newlines-removed')) value = value.replace(/\r?\n/g, '');
          }
          break;
        }
        case 'int': {
          const hasUrl = family === 'Photo' && name === 'has_url';
          let max = hasUrl && ctx.faults.has('photo-has-url-accepts-6') ? 6 : spec.max;
          if (hasUrl && ctx.faults.has('photo-has-url-rejects-5')) max = 4;
          const min = hasUrl && ctx.faults.has('photo-has-url-accepts-0') ? 0 : spec.min;
          value = source.int(name, { nullable: true, min, max });
          break;
        }
        case 'bool':
          value = source.bool(name, { nullable: true });
          if (value === null) value = false;
          break;
        case 'enum': {
          let values = spec.values;
          if (family === 'Photo' && name === 'protocol') {
            if (ctx.faults.has('photo-protocol-accepts-any') && typeof source.raw(name) === 'string') {
              value = source.str(name, { nullable: true });
              break;
            }
            if (ctx.faults.has('photo-protocol-rejects-mailto')) values = values.filter((v) => v !== 'mailto:');
          }
          value = source.oneOf(name, values, { nullable: true });
          break;
        }
      }
      if (value !== undefined) out.fields[name] = value;
    }
    if (family === 'Photo' && source.has('uploaded_data')) {
      const raw = source.raw('uploaded_data');
      if (raw instanceof UploadedFile && ctx.faults.has('photo-upload-file-refused')) {
        throw invalid(`${source.name('uploaded_data')} must be an image location (a URL string)`);
      }
      if (raw instanceof UploadedFile) out.imageFile = raw;
      else if (typeof raw === 'string' && raw.trim() !== '') out.imageLocation = source.str('uploaded_data', { max: 2048 })!;
      else throw invalid(`${source.name('uploaded_data')} must be a file (multipart/form-data) or an image location`);
    }
    if (family === 'Video' && source.has('uploaded_data')) out.videoFile = source.file('uploaded_data')!;
    if (family === 'Video' && typeof out.fields.youtube_url === 'string' && !URL_TEXT.test(out.fields.youtube_url)) {
      throw invalid(`${source.name('youtube_url')} must be the http(s) URL of a video page`);
    }
    return out;
  };

  /** Rules across fields, on the element as it would be stored. */
  const checkElement = (family: ElementFamily, merged: FieldValues, path: string): void => {
    if (family === 'Photo' && merged.has_url !== null && merged.has_url !== undefined) {
      if ((merged.url === null || merged.url === undefined || merged.url === '') && !ctx.faults.has('photo-url-optional-with-has-url')) {
        throw invalid(`${path}url is required when has_url is set`);
      }
      if ((merged.protocol === null || merged.protocol === undefined) && !ctx.faults.has('photo-protocol-optional-with-has-url')) {
        throw invalid(`${path}protocol is required when has_url is set`);
      }
    }
    if (typeof merged.image_id === 'number' && !store.t.images.has(merged.image_id)) {
      throw notFound(`Image ${merged.image_id} (image_id) not found`);
    }
  };

  const columnWithNode = (columnId: number): { column: LayoutColumnRec; node: ContentNodeRec } => {
    const column = found(store.t.layoutColumns.get(columnId), 'Layout column', columnId);
    const node = found(contentNodeOfColumn(store, column), 'Layout column', columnId);
    return { column, node };
  };

  const pageElementWithNode = (id: number): { pe: PageElementRec; node: ContentNodeRec } => {
    const pe = found(store.t.pageElements.get(id), 'Page element', id);
    const node = found(contentNodeOfPageElement(store, pe), 'Page element', id);
    requireSiteAccess(ctx, node.site_id, `page element ${id}`);
    return { pe, node };
  };

  /** "dependent_type: not valid for News Articles; must be null." */
  const checkDependentType = (node: ContentNodeRec, dependentType: number | null | undefined, path: string): void => {
    if (ctx.faults.has('dependent-type-accepted-on-news')) return;
    if (node.resource_type === 'NewsArticle' && dependentType !== undefined && dependentType !== null) {
      throw invalid(`${path}dependent_type must be null for page elements of a news article`);
    }
  };

  app.post('/page_elements', createBodies, async (request, reply) => {
    const body = await readBody(request);
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
    const flags = {
      element_locked: pe.bool('element_locked', { nullable: true }),
      content_locked: pe.bool('content_locked', { nullable: true }),
      dependent_type: pe.int('dependent_type', { nullable: true }),
      mirror_enabled: pe.bool('mirror_enabled', { nullable: true }),
      custom_css_class: pe.str('custom_css_class', { nullable: true, max: cssClassMax }),
    };
    const family = familyOf(type);
    const input = readElement(family, el);
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
        else throw invalid('page_element.element.video_params.video_element_type is required (UploadedVideo or ExternalVideo)');
      }
      if (fields.video_element_type === 'UploadedVideo' && !input.videoFile) {
        throw invalid('page_element.element.video_params.uploaded_data (a file, multipart/form-data) is required for an uploaded video');
      }
      if (fields.video_element_type === 'ExternalVideo' && (typeof fields.youtube_url !== 'string' || fields.youtube_url === '')) {
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
      const what = bodyKind === 'multipart' ? 'a multipart photo or uploaded video upload' : 'a URL-encoded external video';
      if (!forms.includes(type) || !pe.has('page_element_type')) throw invalid(`page_element.page_element_type is required in ${what} (${forms.join(', ')})`);
      if (type === 'Video' && typeof input.fields.video_element_type !== 'string') {
        throw invalid(`page_element.element.video_params.video_element_type is required in ${what}`);
      }
      if (family === 'Video' && fields.video_element_type !== (bodyKind === 'multipart' ? 'UploadedVideo' : 'ExternalVideo')) {
        throw invalid(`${what} takes video_element_type ${bodyKind === 'multipart' ? 'UploadedVideo' : 'ExternalVideo'}`);
      }
      if (family === 'Photo' && !input.imageFile) throw invalid('page_element.element.uploaded_data (the image file) is required in a multipart photo upload');
    }
    checkElement(family, fields, 'page_element.element.');

    const named = columnWithNode(columnId);
    const { node } = named;
    let { column } = named;
    if (ctx.faults.has('page-element-created-in-first-column')) {
      column = columnsOf(store, column.layout_container_id)[0] ?? column;
    }
    requireSiteAccess(ctx, node.site_id, `layout column ${columnId}`);
    checkDependentType(node, flags.dependent_type, 'page_element.');
    if (afterPe !== undefined && afterPe !== null) {
      const after = found(store.t.pageElements.get(afterPe), 'Page element', `${afterPe} (after_pe)`);
      if (after.layout_column_id !== column.id) throw invalid(`page_element.after_pe ${afterPe} is not in layout column ${column.id}`);
    }
    const site = store.t.sites.get(node.site_id)!;
    if (input.videoFile && uploadsRefused(ctx, site.uploaded_videos_enabled)) {
      throw new ApiError('forbidden', `Uploaded videos are not enabled for site ${site.id}`, undefined, 403);
    }

    // everything is valid: change the store
    const now = store.now();
    if (family === 'Photo' || family === 'TextBlock') {
      if (input.imageFile) fields.image_id = storeImage(store, input.imageFile);
      else if (input.imageLocation) fields.image_id = storeImageLocation(store, input.imageLocation);
      else if (family === 'Photo' && fields.image_id === null) fields.image_id = placeholderImage();
    }
    const element = createElement(store, type, fields, now);
    if (input.videoFile) attachVideo(element, input.videoFile, site.id, now);
    let elementType: string = type;
    // video-element-type-specific: a video page element is typed by its kind (UploadedVideo, ExternalVideo).
    if (family === 'Video' && ctx.variations.has('video-element-type-specific') && typeof fields.video_element_type === 'string') elementType = fields.video_element_type;
    if (family === 'Video' && fields.video_element_type === 'ExternalVideo' && ctx.faults.has('external-video-element-type-link')) elementType = 'Link';
    if (family === 'Video' && fields.video_element_type === 'UploadedVideo' && ctx.faults.has('uploaded-video-element-type-mirror')) elementType = 'Mirror';
    const rec: PageElementRec = {
      id: store.nextId('pageElements'),
      element_type: elementType,
      element_id: element.id,
      position: 0,
      layout_column_id: column.id,
      element_locked: flags.element_locked ?? ctx.faults.has('page-element-locked-default-true'),
      content_locked: flags.content_locked ?? ctx.faults.has('page-element-content-locked-default-true'),
      dependent_type: flags.dependent_type ?? (ctx.faults.has('dependent-type-default-zero') ? 0 : null),
      mirror_enabled: flags.mirror_enabled === undefined ? (ctx.faults.has('page-element-mirror-enabled-default-null') ? null : false) : flags.mirror_enabled,
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
    const json = String(request.headers['content-type'] ?? '').toLowerCase().includes('json');
    if ((json && ctx.faults.has('page-element-create-not-kept')) || (input.videoFile && ctx.faults.has('uploaded-video-element-not-kept'))) {
      deletePageElementDeep(store, rec);
      renumberPageElements(store, column.id);
    }
    if (json && ctx.faults.has('page-element-create-answers-201')) reply.code(201);
    return answer;
  });

  /** A photo element without an image shows the placeholder image (a fresh image record). */
  const placeholderImage = (): number => {
    const id = store.nextId('images');
    store.insert('images', { id, file: 'placeholder.png', source_url: null });
    return id;
  };

  const attachVideo = (element: ElementRec, file: UploadedFile, siteId: number, now: Date): void => {
    const id = store.nextId('uploadedVideos');
    const name = storeFile(store, 'video', id, file, '.mp4');
    store.insert('uploadedVideos', {
      id,
      site_id: siteId,
      gallery_id: null,
      element_id: element.id,
      name: typeof element.fields.title === 'string' && element.fields.title !== '' ? element.fields.title : file.filename || `video-${id}`,
      description: typeof element.fields.description === 'string' ? element.fields.description : null,
      file: name,
      content_type: file.mimetype || 'application/octet-stream',
      size: file.data.length,
      approved: true,
      created_at: now,
      updated_at: now,
    });
    element.fields.uploaded_video_id = id;
    store.changed();
  };

  app.get('/page_elements/:id', async (request) => {
    const { pe } = pageElementWithNode(pathId(request.params));
    if (ctx.faults.has('page-element-show-first-of-column')) {
      return serializer(ctx, request).pageElement(pageElementsOf(store, pe.layout_column_id)[0] ?? pe);
    }
    return serializer(ctx, request).pageElement(pe);
  });

  app.put('/page_elements/:id', bodies, async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const pe =
      ctx.faults.has('page-element-update-page-element-optional') && !body.has('page_element')
        ? Fields.of({}, 'page_element.', false)
        : body.nested('page_element', { required: true })!;
    let el = body.nested('element') ?? pe.nested('element');
    if (!el && ctx.faults.has('page-element-update-element-optional')) el = Fields.of({}, 'element.', false);
    if (!el) throw invalid('element is required');
    const flags = {
      element_locked: pe.bool('element_locked', { nullable: true }),
      content_locked: pe.bool('content_locked', { nullable: true }),
      dependent_type: pe.int('dependent_type', { nullable: true }),
      mirror_enabled: pe.bool('mirror_enabled', { nullable: true }),
      custom_css_class: pe.str('custom_css_class', { nullable: true, max: cssClassMax }),
    };
    if (ctx.faults.has('page-element-update-css-class-ignored')) flags.custom_css_class = undefined;
    const newColumn = pe.id('layout_column_id', { nullable: true });
    const newType = pe.str('page_element_type', { nullable: true });
    // order within the column: `position` (1-based) or `after_pe` (the page element it goes after)
    const newPosition = pe.int('position', { nullable: true, min: 1 });
    const afterPe = pe.id('after_pe', { nullable: true });
    const { pe: rec, node } = pageElementWithNode(id);
    const reorders = (newPosition !== undefined && newPosition !== null) || (afterPe !== undefined && afterPe !== null);
    if (afterPe !== undefined && afterPe !== null) {
      const after = found(store.t.pageElements.get(afterPe), 'Page element', `${afterPe} (after_pe)`);
      if (after.layout_column_id !== rec.layout_column_id || after.id === rec.id) {
        throw invalid(`page_element.after_pe ${afterPe} is not another page element of layout column ${rec.layout_column_id}`);
      }
    }
    if (reorders && rec.element_locked) throw conflict(`Page element ${id} is element_locked: it cannot be moved or deleted`);
    if (newColumn !== undefined && newColumn !== null && newColumn !== rec.layout_column_id) {
      throw invalid('page_element.layout_column_id cannot be changed by an update; use PUT /page_elements/:id/move');
    }
    if (newType !== undefined && newType !== null && newType !== rec.element_type && familyOf(newType) !== familyOf(rec.element_type)) {
      throw invalid(`page_element.page_element_type cannot be changed (this page element is a ${rec.element_type})`);
    }
    const element = found(store.t.elements.get(rec.element_id), 'Element', rec.element_id);
    const family = familyOf(element.type);
    const input = readElement(family, el);
    if (input.videoFile) throw invalid('A video file cannot be replaced by an update; create a new page element');
    if ('video_element_type' in input.fields && input.fields.video_element_type !== element.fields.video_element_type) {
      throw invalid('element.video_params.video_element_type cannot be changed');
    }
    const merged: FieldValues = { ...element.fields, ...input.fields };
    checkElement(family, merged, 'element.');
    checkDependentType(node, flags.dependent_type, 'page_element.');
    const changesContent = Object.keys(input.fields).length > 0 || input.imageFile !== undefined || input.imageLocation !== undefined;
    if (rec.content_locked && changesContent && flags.content_locked !== false && !ctx.faults.has('content-locked-not-enforced')) {
      throw conflict(`Page element ${id} is content_locked: its content cannot be changed`);
    }

    const before = ctx.faults.has('page-element-update-answers-old') ? serializer(ctx, request).pageElement(rec) : undefined;
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
    store.changed();
    const answer = serializer(ctx, request).pageElement(rec);
    if (ctx.faults.has('page-element-update-content-not-stored')) element.fields = oldFields;
    return before ?? answer;
  });

  app.delete('/page_elements/:id', async (request, reply) => {
    const id = pathId(request.params);
    await readBody(request);
    const { pe } = pageElementWithNode(id);
    if (pe.element_locked && !ctx.faults.has('locked-page-element-deletable')) {
      throw conflict(`Page element ${id} is element_locked: it cannot be moved or deleted`);
    }
    const deleted = serializer(ctx, request).pageElement(pe);
    if (ctx.faults.has('page-element-delete-keeps-record')) return deleted;
    deletePageElementDeep(store, pe);
    renumberPageElements(store, pe.layout_column_id);
    if (ctx.faults.has('page-element-delete-answers-204')) return reply.code(204).send();
    if (ctx.faults.has('page-element-delete-answers-wrapped')) return { page_element: deleted };
    return deleted;
  });

  const move = async (request: FastifyRequest) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const siteId = body.id('site_id', { required: true })!;
    const columnId = body.id('layout_column_id', { required: true })!;
    accessibleSite(ctx, siteId);
    const { pe, node } = pageElementWithNode(id);
    if (node.site_id !== siteId) throw notFound(`Page element ${id} not found in site ${siteId}`);
    const target = store.t.layoutColumns.get(columnId);
    const targetNode = target && contentNodeOfColumn(store, target);
    if (!target || !targetNode || targetNode.site_id !== siteId) throw notFound(`Layout column ${columnId} not found in site ${siteId}`);
    if (pe.element_locked && !ctx.faults.has('locked-page-element-movable')) {
      throw conflict(`Page element ${id} is element_locked: it cannot be moved or deleted`);
    }
    checkDependentType(targetNode, pe.dependent_type, 'page element ');
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
      return { layout_container: JSON.stringify(ser.container(found(store.t.layoutContainers.get(target.layout_container_id), 'Layout container', target.layout_container_id))) };
    }
    return { layout_container: JSON.stringify(ser.pageElement(pe)) };
  };
  if (ctx.faults.has('page-element-move-post-only')) app.post('/page_elements/:id/move', move);
  else app.put('/page_elements/:id/move', move);
}
