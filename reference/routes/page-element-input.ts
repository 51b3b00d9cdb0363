// What the page element routes share: reading and checking the fields of an Element (per family, with
// the faults that change them), the column or page element named with its content node, and files.
import { requireSiteAccess } from '../access.ts';
import type { BodyKind } from '../body.ts';
import type { Ctx } from '../context.ts';
import { ELEMENT_FIELDS, type ElementFamily } from '../elements.ts';
import { found, invalid, notFound } from '../errors.ts';
import { type Fields, UploadedFile } from '../input.ts';
import { contentNodeOfColumn, contentNodeOfPageElement } from '../model.ts';
import type { ContentNodeRec, ElementRec, LayoutColumnRec, PageElementRec } from '../store.ts';
import { normaliseHtml } from '../variations/html.ts';
import { storeFile } from './media.ts';

export type FieldValues = Record<string, string | number | boolean | null>;

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

/** Validates the element fields of a family; unknown keys are ignored. */
export function readElement(ctx: Ctx, family: ElementFamily, el: Fields): ElementInput {
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
          if (
            name === 'cutline' &&
            faults.has('photo-cutline-truncated') &&
            typeof text === 'string' &&
            [...text].length > max
          ) {
            value = [...text].slice(0, max).join('');
            break;
          }
        }
        value = source.str(name, { nullable: true, max });
        if (family === 'TextBlock' && name === 'content' && typeof value === 'string') {
          if (ctx.faults.has('textblock-content-non-ascii-replaced'))
            value = [...value].map((ch) => (ch.codePointAt(0)! > 127 ? '?' : ch)).join('');
          if (ctx.faults.has('textblock-content-newlines-removed')) value = value.replace(/\r?\n/g, '');
          if (ctx.variations.has('html-normalised')) value = normaliseHtml(value);
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
    else if (typeof raw === 'string' && raw.trim() !== '')
      out.imageLocation = source.str('uploaded_data', { max: 2048 })!;
    else throw invalid(`${source.name('uploaded_data')} must be a file (multipart/form-data) or an image location`);
  }
  if (family === 'Video' && source.has('uploaded_data')) out.videoFile = source.file('uploaded_data')!;
  if (family === 'Video' && typeof out.fields.youtube_url === 'string' && !URL_TEXT.test(out.fields.youtube_url)) {
    throw invalid(`${source.name('youtube_url')} must be the http(s) URL of a video page`);
  }
  return out;
}

/** Rules across fields, on the element as it would be stored. */
export function checkElement(ctx: Ctx, family: ElementFamily, merged: FieldValues, path: string): void {
  const { store } = ctx;
  if (family === 'Photo' && merged.has_url !== null && merged.has_url !== undefined) {
    if (
      (merged.url === null || merged.url === undefined || merged.url === '') &&
      !ctx.faults.has('photo-url-optional-with-has-url')
    ) {
      throw invalid(`${path}url is required when has_url is set`);
    }
    if (
      (merged.protocol === null || merged.protocol === undefined) &&
      !ctx.faults.has('photo-protocol-optional-with-has-url')
    ) {
      throw invalid(`${path}protocol is required when has_url is set`);
    }
  }
  if (typeof merged.image_id === 'number' && !store.t.images.has(merged.image_id)) {
    throw notFound(`Image ${merged.image_id} (image_id) not found`);
  }
}

/** A layout column and its content node (404 when either is missing). */
export function columnWithNode(ctx: Ctx, columnId: number): { column: LayoutColumnRec; node: ContentNodeRec } {
  const { store } = ctx;
  const column = found(store.t.layoutColumns.get(columnId), 'Layout column', columnId);
  const node = found(contentNodeOfColumn(store, column), 'Layout column', columnId);
  return { column, node };
}

/** A page element and its content node, if the user may read its site. */
export function pageElementWithNode(ctx: Ctx, id: number): { pe: PageElementRec; node: ContentNodeRec } {
  const { store } = ctx;
  const pe = found(store.t.pageElements.get(id), 'Page element', id);
  const node = found(contentNodeOfPageElement(store, pe), 'Page element', id);
  requireSiteAccess(ctx, node.site_id, `page element ${id}`);
  return { pe, node };
}

/** "dependent_type: not valid for News Articles; must be null." */
export function checkDependentType(
  ctx: Ctx,
  node: ContentNodeRec,
  dependentType: number | null | undefined,
  path: string,
): void {
  if (ctx.faults.has('dependent-type-accepted-on-news')) return;
  if (node.resource_type === 'NewsArticle' && dependentType !== undefined && dependentType !== null) {
    throw invalid(`${path}dependent_type must be null for page elements of a news article`);
  }
}

/** A photo element without an image shows the placeholder image (a fresh image record). */
export function placeholderImage(ctx: Ctx): number {
  const { store } = ctx;
  const id = store.nextId('images');
  store.insert('images', { id, file: 'placeholder.png', source_url: null });
  return id;
}

/** Stores an uploaded video file and links it to the video Element made for it. */
export function attachVideo(ctx: Ctx, element: ElementRec, file: UploadedFile, siteId: number, now: Date): void {
  const { store } = ctx;
  const id = store.nextId('uploadedVideos');
  const name = storeFile(store, 'video', id, file, '.mp4');
  store.insert('uploadedVideos', {
    id,
    site_id: siteId,
    gallery_id: null,
    element_id: element.id,
    name:
      typeof element.fields.title === 'string' && element.fields.title !== ''
        ? element.fields.title
        : file.filename || `video-${id}`,
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
}

/** The route option of the page element create and update: JSON, URL-encoded and multipart bodies. */
export function everyBodyKind(): { config: { bodies: BodyKind[] } } {
  return { config: { bodies: ['json', 'form', 'multipart'] } };
}

/** The longest custom_css_class a page element takes: 255 (256 or 254 with the faults that move the limit). */
export function cssClassMaxLength(ctx: Ctx): number {
  return ctx.faults.has('page-element-css-class-accepts-256')
    ? 256
    : ctx.faults.has('page-element-css-class-rejects-255')
      ? 254
      : 255;
}

/** The flags of a page element a create or an update sends (each optional, null allowed). */
export function readPageElementFlags(pe: Fields, cssClassMax: number) {
  return {
    element_locked: pe.bool('element_locked', { nullable: true }),
    content_locked: pe.bool('content_locked', { nullable: true }),
    dependent_type: pe.int('dependent_type', { nullable: true }),
    mirror_enabled: pe.bool('mirror_enabled', { nullable: true }),
    custom_css_class: pe.str('custom_css_class', { nullable: true, max: cssClassMax }),
  };
}
