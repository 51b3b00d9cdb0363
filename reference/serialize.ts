// The one place that turns stored records into response JSON: every field the interface lists for a
// resource, null for unset values (never a missing key), integer ids, timestamps in ISO 8601 with a
// numeric offset, and the URLs of uploaded files built from the request's own host.
//
// Variations and faults that change the shape of every response live here: offset-minus-05,
// extra-fields, reverse-order, and the fault timestamps-in-z.
import type { Ctx } from './context.ts';
import { familyOf, ELEMENT_FIELDS, ELEMENT_SERVER_FIELDS } from './elements.ts';
import {
  columnsOf,
  containersOf,
  leagueOfSubseason,
  pageElementsOf,
  pageNodeChildren,
  teamInstancesOfTeam,
} from './model.ts';
import type {
  CommentElementRec,
  DivisionInstanceRec,
  DivisionRec,
  ElementRec,
  GalleryPhotoRec,
  GalleryRec,
  LayoutColumnRec,
  LayoutContainerRec,
  LeagueInstanceRec,
  LeagueRec,
  NewsArticleRec,
  OfficialRec,
  OfficialTypeRec,
  PageElementRec,
  PageNodeRec,
  PageRec,
  SeasonRec,
  SiteRec,
  SportRec,
  SubseasonRec,
  TeamInstanceRec,
  TeamRec,
  UploadedVideoRec,
} from './store.ts';
import { timestampRestyler, type TimestampRestyler } from './variations/timestamps.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const THUMB_SIZES = ['thumb', 'small', 'medium', 'large'] as const;

/** Public URL path of an image at a size (resolved by the /uploads route). */
export function imagePath(imageId: number, size: string): string {
  return `/uploads/image-${imageId}-${size}.png`;
}

export interface NewsArticleOptions {
  plainText?: boolean;
  basicHtml?: boolean;
}

/** Formatted timestamps by style and instant (shared by every serializer of the process). */
const TIMESTAMP_CACHE = new Map<string, string>();

export class Serializer {
  private readonly extra: boolean;
  private readonly reverse: boolean;
  private readonly offsetMinutes: number;
  private readonly zulu: boolean;
  /** which timestamp format this serializer writes (the cache key's prefix) */
  private readonly tsStyle: string;
  /** fractional-seconds: six digits of fractional seconds on every timestamp */
  private readonly micro: boolean;
  /** zero-based-positions: container and page element positions count from 0 */
  private readonly positionBase: number;
  /** site-offsets, precision-per-type: each record's timestamps in its site's offset and its type's precision */
  private readonly restyler: TimestampRestyler | undefined;

  constructor(
    private readonly ctx: Ctx,
    /** `http://host:port` of the request, for absolute URLs */
    readonly baseUrl: string,
  ) {
    this.extra = ctx.variations.has('extra-fields');
    this.reverse = ctx.variations.has('reverse-order');
    this.offsetMinutes = ctx.variations.has('offset-plus-0530') ? 330 : ctx.variations.has('offset-minus-05') ? -300 : 0;
    this.micro = ctx.variations.has('fractional-seconds');
    this.positionBase = ctx.variations.has('zero-based-positions') ? 0 : 1;
    this.zulu = ctx.faults.has('timestamps-in-z');
    this.tsStyle = `${this.zulu ? 'z' : ctx.faults.has('timestamps-without-offset') ? 'n' : this.offsetMinutes}${this.micro ? 'u' : ''}|`;
    this.restyler = timestampRestyler(ctx);
  }

  private get store() {
    return this.ctx.store;
  }

  // ------------------------------------------------------------ building blocks

  /** ISO 8601 with a numeric offset: 2026-11-21T10:15:00+00:00 (milliseconds only when there are any). */
  ts(date: Date | null | undefined): string | null {
    if (!date) return null;
    const ms = date.getTime();
    // Formatting was a third of the time of a 27 MB team list: each instant is formatted once per style.
    const key = `${this.tsStyle}${ms}`;
    let text = TIMESTAMP_CACHE.get(key);
    if (text === undefined) {
      if (TIMESTAMP_CACHE.size > 200_000) TIMESTAMP_CACHE.clear();
      text = this.formatTs(ms);
      TIMESTAMP_CACHE.set(key, text);
    }
    return text;
  }

  private formatTs(ms: number): string {
    const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
    const frac = this.micro ? `.${millis}000` : ms % 1000 === 0 ? '' : `.${millis}`;
    if (this.zulu) return `${new Date(ms).toISOString().slice(0, 19)}${frac}Z`;
    if (this.ctx.faults.has('timestamps-without-offset')) return `${new Date(ms).toISOString().slice(0, 19)}${frac}`;
    const local = new Date(ms + this.offsetMinutes * 60_000).toISOString().slice(0, 19);
    const sign = this.offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(this.offsetMinutes);
    return `${local}${frac}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }

  /** Marks an object as a record: the extra-fields variation adds fields the interface does not list. */
  rec<T extends JsonObject>(kind: string, o: T): T {
    if (this.extra) {
      (o as JsonObject).svc_extra_kind = kind;
      (o as JsonObject).svc_extra_note = 'a field the interface does not list';
    }
    this.restyler?.apply(kind, o);
    return o;
  }

  /** An index array in the server's order (ascending id; descending with reverse-order). */
  list<T>(items: T[]): T[] {
    return this.reverse ? items.slice().reverse() : items;
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  thumbnails(imageId: number | null, absolute: boolean, sizes: readonly string[] = THUMB_SIZES): JsonObject {
    if (imageId === null) return {};
    const out: JsonObject = {};
    for (const size of sizes) out[size] = absolute ? this.url(imagePath(imageId, size)) : imagePath(imageId, size);
    return out;
  }

  // ------------------------------------------------------------ sites and tags

  site(s: SiteRec): JsonObject {
    const out = this.siteFields(s);
    const faults = this.ctx.faults;
    if (faults.has('site-ids-as-strings')) {
      for (const key of ['domain_id', 'product_id', 'layout_theme_id', 'address_id', 'boss_organization_id', 'created_by_user_id', 'updated_by_user_id']) {
        if (typeof out[key] === 'number') out[key] = String(out[key]);
      }
    }
    if (faults.has('site-null-fields-omitted')) for (const key of Object.keys(out)) if (out[key] === null) delete out[key];
    if (faults.has('site-grace-period-as-string')) out.membership_grace_period = String(out.membership_grace_period);
    if (faults.has('site-short-name-missing')) delete out.short_name;
    if (faults.has('site-timezone-offset')) out.timezone = '-06:00';
    return out;
  }

  private siteFields(s: SiteRec): JsonObject {
    return this.rec('Site', {
      id: s.id,
      domain_id: s.domain_id,
      product_id: s.product_id,
      layout_theme_id: s.layout_theme_id,
      address_id: s.address_id,
      boss_organization_id: s.boss_organization_id,
      created_by_user_id: s.created_by_user_id,
      updated_by_user_id: s.updated_by_user_id,
      domain_name: s.domain_name,
      subdomain: s.subdomain,
      secure_subdomain: s.secure_subdomain,
      name: s.name,
      short_name: s.short_name,
      timezone: s.timezone,
      created_on: this.ts(s.created_on),
      updated_on: this.ts(s.updated_on),
      membership_privacy: s.membership_privacy,
      membership_grace_period: s.membership_grace_period,
      twitter_user_id: null,
      boss_billing_account_id: null,
    });
  }

  /** Public URL of a page node on the site's own domain. */
  siteUrl(site: SiteRec, path: string): string {
    return `https://${site.subdomain}.${site.domain_name}${path}`;
  }

  tag(node: PageNodeRec, page: PageRec, site: SiteRec): JsonObject {
    const slug = page.page_title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const faults = this.ctx.faults;
    const object: JsonObject = { page_title: page.page_title, uri: this.siteUrl(site, `/page/show/${node.id}-${slug}`) };
    if (faults.has('tag-object-uri-missing')) delete object.uri;
    const out: JsonObject = {
      tag_type: node.node_type,
      id: faults.has('tag-ids-are-page-ids') ? page.id : node.id,
      object: this.rec('TagObject', object),
    };
    if (faults.has('tag-type-missing')) delete out.tag_type;
    return this.rec('Tag', out);
  }

  // ------------------------------------------------------------ page structure

  container(c: LayoutContainerRec, opts: { columns?: boolean } = {}): JsonObject {
    const columns = opts.columns === false ? [] : columnsOf(this.store, c.id).map((col) => this.column(col));
    const faults = this.ctx.faults;
    const out = this.rec('LayoutContainer', {
      id: c.id,
      content_node_id: c.content_node_id,
      layout_type: c.layout_type,
      locked: c.locked,
      position: c.position - 1 + this.positionBase,
      custom_css_class: c.custom_css_class,
      mirror_target_id: c.mirror_target_id,
      name: c.name,
      created_at: this.ts(c.created_at),
      updated_at: this.ts(c.updated_at),
      layout_columns: columns,
    }) as JsonObject;
    if (faults.has('container-without-mirror-target-id')) delete out.mirror_target_id;
    if (faults.has('container-locked-as-integer')) out.locked = c.locked ? 1 : 0;
    if (faults.has('container-position-as-string')) out.position = String(c.position);
    return out;
  }

  column(col: LayoutColumnRec): JsonObject {
    const faults = this.ctx.faults;
    const out = this.rec('LayoutColumn', {
      id: col.id,
      layout_container_id: col.layout_container_id,
      position: col.position,
      page_elements: pageElementsOf(this.store, col.id).map((pe) => this.pageElement(pe)),
    }) as JsonObject;
    if (faults.has('column-without-layout-container-id')) delete out.layout_container_id;
    if (faults.has('column-container-id-is-content-node')) {
      out.layout_container_id = this.store.t.layoutContainers.get(col.layout_container_id)?.content_node_id ?? null;
    }
    if (faults.has('column-page-elements-null-when-empty') && (out.page_elements as Json[]).length === 0) out.page_elements = null;
    if (faults.has('column-positions-zero-based')) out.position = col.position - 1;
    if (faults.has('column-positions-all-one')) out.position = 1;
    return out;
  }

  pageElement(pe: PageElementRec): JsonObject {
    const element = this.store.t.elements.get(pe.element_id);
    const faults = this.ctx.faults;
    const out = this.rec('PageElement', {
      id: pe.id,
      element_type: pe.element_type,
      element_id: pe.element_id,
      position: pe.position - 1 + this.positionBase,
      layout_column_id: pe.layout_column_id,
      element_locked: pe.element_locked,
      content_locked: pe.content_locked,
      dependent_type: pe.dependent_type,
      mirror_enabled: pe.mirror_enabled,
      custom_css_class: pe.custom_css_class,
      question_element_dependency_type: pe.question_element_dependency_type,
      created_on: this.ts(pe.created_on),
      updated_on: this.ts(pe.updated_on),
      element: element ? this.element(element) : null,
    }) as JsonObject;
    if (faults.has('page-element-without-question-dependency-type')) delete out.question_element_dependency_type;
    if (faults.has('page-element-type-snake-case')) {
      out.element_type = pe.element_type.replace(/ /g, '').replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
    }
    if (faults.has('page-element-locks-as-integers')) {
      out.element_locked = pe.element_locked ? 1 : 0;
      out.content_locked = pe.content_locked ? 1 : 0;
    }
    if (faults.has('page-element-element-as-array') && out.element !== null) out.element = [out.element as JsonObject];
    if (faults.has('page-element-element-null')) out.element = null;
    return out;
  }

  element(el: ElementRec): JsonObject {
    const family = familyOf(el.type);
    const out: JsonObject = { id: el.id };
    for (const name of Object.keys(ELEMENT_FIELDS[family])) out[name] = el.fields[name] ?? null;
    for (const name of Object.keys(ELEMENT_SERVER_FIELDS[family])) out[name] = el.fields[name] ?? null;
    if (family === 'TextBlock' || family === 'Photo') {
      const imageId = typeof el.fields.image_id === 'number' ? el.fields.image_id : null;
      out.thumbnails = this.thumbnails(imageId, true);
    }
    if (family === 'Video') {
      const videoId = typeof el.fields.uploaded_video_id === 'number' ? el.fields.uploaded_video_id : null;
      const video = videoId === null ? undefined : this.store.t.uploadedVideos.get(videoId);
      out.video_url = video ? this.url(`/uploads/${video.file}`) : null;
    }
    out.created_on = this.ts(el.created_on);
    out.updated_on = this.ts(el.updated_on);
    const faults = this.ctx.faults;
    if (family === 'TextBlock') {
      if (faults.has('textblock-without-created-without-fck')) delete out.created_without_fck;
      if (faults.has('textblock-has-url-as-integer')) out.has_url = el.fields.has_url === true ? 1 : 0;
      if (faults.has('textblock-without-thumbnails')) delete out.thumbnails;
    }
    if (family === 'Photo') {
      if (faults.has('photo-without-enlargeable')) delete out.enlargeable;
      if (faults.has('photo-show-original-as-string')) out.show_original = String(el.fields.show_original === true);
      if (faults.has('photo-caption-missing')) delete out.caption;
      if (faults.has('photo-has-url-as-string') && typeof out.has_url === 'number') out.has_url = String(out.has_url);
      const thumbnails = out.thumbnails as JsonObject;
      if (faults.has('photo-thumbnails-without-medium')) delete thumbnails.medium;
      if (faults.has('photo-thumbnails-as-objects')) {
        for (const [size, url] of Object.entries(thumbnails)) thumbnails[size] = { url };
      }
    }
    return this.rec(el.type, out);
  }

  page(p: PageRec): JsonObject {
    const node = this.store.t.pageNodes.get(p.node_id);
    const faults = this.ctx.faults;
    const out = this.rec('Page', {
      id: p.id,
      site_id: faults.has('page-site-id-not-echoed') ? p.node_id : p.site_id,
      content_node_id: p.content_node_id,
      node_id: p.node_id,
      lft: node?.lft ?? 0,
      rgt: node?.rgt ?? 0,
      parent_id: faults.has('page-parent-id-not-echoed') ? null : p.parent_id,
      button_title: p.button_title,
      page_title: p.page_title,
      extended_button_title: p.extended_button_title,
      display_status: p.display_status,
      layout_template: p.layout_template,
      node_type: faults.has('page-node-type-lowercase') ? 'page' : 'Page',
      in_trash: faults.has('page-in-trash-as-integer') ? (p.in_trash ? 1 : 0) : p.in_trash,
      has_events: p.has_events,
      has_news: p.has_news,
      uses_sport_header: p.uses_sport_header,
      cache_timeout: faults.has('page-cache-timeout-as-string') ? String(p.cache_timeout) : p.cache_timeout,
      friendly_name: p.friendly_name,
      css_id: null,
      header_code: null,
      image_id: null,
      cascade_header_code: null,
      page_element_lock_for_edit_access: null,
      ads_doubleclick_zone_id: null,
      deleted_tree_id: null,
      created_on: this.ts(p.created_on),
      updated_on: this.ts(p.updated_on),
      // Not a listed Page field (extra fields are allowed): shows the page's structure, so that
      // "a page holds at least one container with at least one column" can be observed.
      content_node: this.rec('ContentNode', {
        id: p.content_node_id,
        resource_type: 'Page',
        layout_containers: containersOf(this.store, p.content_node_id).map((c) => this.container(c)),
      }),
    }) as JsonObject;
    if (faults.has('page-without-lft-rgt')) {
      delete out.lft;
      delete out.rgt;
    }
    if (faults.has('page-without-deleted-tree-id')) delete out.deleted_tree_id;
    return out;
  }

  // ------------------------------------------------------------ news articles

  newsArticle(a: NewsArticleRec, opts: NewsArticleOptions = {}): JsonObject {
    const store = this.store;
    const cn = store.t.contentNodes.get(a.content_node_id);
    const ce = store.t.commentElements.get(a.comment_element_id);
    const site = store.t.sites.get(a.site_id);
    const faults = this.ctx.faults;
    const out: JsonObject = this.rec('NewsArticle', {
      id: a.id,
      content_node_id: a.content_node_id,
      // untitled-article-null: a title never set is unset, so null (Conventions 3); the default answers ''.
      title: a.title === '' && this.ctx.variations.has('untitled-article-null') ? null : a.title,
      author: a.author,
      teaser: a.teaser,
      preview_text: a.preview_text,
      news_date: faults.has('news-date-in-z') && a.news_date ? a.news_date.toISOString().replace(/\.000Z$/, 'Z') : this.ts(a.news_date),
      status: a.status,
      show_image_with_article: a.show_image_with_article,
      show_image_in_aggregator: a.show_image_in_aggregator,
      show_preview_text_with_article: a.show_preview_text_with_article,
      show_preview_text_in_aggregator: a.show_preview_text_in_aggregator,
      page_node_ids: a.page_node_ids,
      image_id: a.image_id,
      news_expiration_date: this.ts(a.news_expiration_date),
      article_type: a.article_type,
      created_on: this.ts(a.created_on),
      updated_on: this.ts(a.updated_on),
      content_node: cn
        ? this.rec('ContentNode', {
            id: cn.id,
            updated_on: this.ts(cn.updated_on),
            created_on: this.ts(cn.created_on),
            resource_type: faults.has('news-content-node-resource-type-wrong') ? 'ContentNode' : 'NewsArticle',
            layout_containers: containersOf(store, cn.id).map((c) => this.container(c)),
          })
        : null,
      comment_element: ce ? this.commentElement(ce) : null,
      url_string: site ? this.siteUrl(site, `/news_article/show/${a.id}`) : '',
      thumbnails: this.newsThumbnails(a),
      sanitized_content: sanitizedContent(this.articleHtml(a), this.ctx.variations.has('sanitized-content-plain') ? { plainText: true } : opts),
    });
    if (faults.has('news-comment-source-type-wrong') && out.comment_element) (out.comment_element as JsonObject).source_type = 'Article';
    if (faults.has('news-flags-as-strings')) {
      for (const flag of ['show_image_with_article', 'show_image_in_aggregator', 'show_preview_text_with_article', 'show_preview_text_in_aggregator']) out[flag] = String(out[flag]);
    }
    if (faults.has('news-url-string-missing')) delete out.url_string;
    if (faults.has('news-page-node-ids-as-array')) out.page_node_ids = a.page_node_ids === '' ? [] : a.page_node_ids.split(',').map(Number);
    if (faults.has('news-null-fields-omitted')) for (const key of Object.keys(out)) if (out[key] === null) delete out[key];
    return out;
  }

  private newsThumbnails(a: NewsArticleRec): JsonObject {
    if (a.image_id === null) return {};
    const image = this.store.t.images.get(a.image_id);
    if (image?.source_url) {
      const out: JsonObject = {};
      for (const size of THUMB_SIZES) out[size] = image.source_url;
      return out;
    }
    return this.thumbnails(a.image_id, true);
  }

  /** The HTML of the article's text blocks, in page order. */
  private articleHtml(a: NewsArticleRec): string {
    const parts: string[] = [];
    for (const container of containersOf(this.store, a.content_node_id)) {
      for (const column of columnsOf(this.store, container.id)) {
        for (const pe of pageElementsOf(this.store, column.id)) {
          const el = this.store.t.elements.get(pe.element_id);
          if (el && familyOf(el.type) === 'TextBlock' && typeof el.fields.content === 'string') parts.push(el.fields.content);
        }
      }
    }
    return parts.join('\n');
  }

  commentElement(ce: CommentElementRec): JsonObject {
    const comments = this.store
      .childrenOf('comments', 'comment_element_id', ce.id)
      .slice()
      .sort((x, y) => (ce.ascending_sort_order ? x.id - y.id : y.id - x.id))
      .map((c) =>
        this.rec('Comment', {
          id: c.id,
          author_name: c.author_name,
          body: c.body,
          approved: c.approved,
          created_at: this.ts(c.created_at),
          updated_at: this.ts(c.updated_at),
        }),
      );
    return this.rec('CommentElement', {
      id: ce.id,
      login_required: ce.login_required,
      approval_required: ce.approval_required,
      created_at: this.ts(ce.created_at),
      updated_at: this.ts(ce.updated_at),
      title: ce.title,
      ascending_sort_order: ce.ascending_sort_order,
      site_id: ce.site_id,
      enabled: ce.enabled,
      source_id: ce.source_id,
      source_type: ce.source_type,
      comments,
    });
  }

  // ------------------------------------------------------------ galleries and uploads

  gallery(g: GalleryRec): JsonObject {
    const items =
      g.kind === 'photo'
        ? this.store
            .childrenOf('galleryPhotos', 'gallery_id', g.id)
            .slice()
            .sort((a, b) => a.id - b.id)
            .map((p) => this.galleryPhoto(p))
        : this.store
            .childrenOf('uploadedVideos', 'gallery_id', g.id)
            .slice()
            .sort((a, b) => a.id - b.id)
            .map((v) => this.uploadedVideo(v));
    const idsAsStrings = this.ctx.faults.has('gallery-object-ids-as-strings');
    return this.rec(g.kind === 'photo' ? 'PhotoGallery' : 'VideoGallery', {
      id: g.id,
      object_type: g.object_type,
      object_id: idsAsStrings ? String(g.object_id) : g.object_id,
      site_id: idsAsStrings ? String(g.site_id) : g.site_id,
      name: g.name,
      description: g.description,
      approval_required: g.approval_required,
      created_at: this.ts(g.created_at),
      updated_at: this.ts(g.updated_at),
      [g.kind === 'photo' ? 'photo_count' : 'video_count']: items.length,
      [g.kind === 'photo' ? 'photos' : 'videos']: items,
    });
  }

  galleryPhoto(p: GalleryPhotoRec): JsonObject {
    const path = `/uploads/${p.file}`;
    const thumbs: JsonObject = {};
    for (const size of THUMB_SIZES) thumbs[size] = this.url(`${path}?size=${size}`);
    return this.rec('GalleryPhoto', {
      id: p.id,
      gallery_id: p.gallery_id,
      name: p.name,
      caption: p.caption,
      content_type: p.content_type,
      size: p.size,
      approved: p.approved,
      url: this.url(path),
      thumbnails: thumbs,
      created_at: this.ts(p.created_at),
      updated_at: this.ts(p.updated_at),
    });
  }

  uploadedVideo(v: UploadedVideoRec): JsonObject {
    const gallery = v.gallery_id === null ? undefined : this.store.t.galleries.get(v.gallery_id);
    return this.rec('UploadedVideo', {
      id: v.id,
      gallery_id: v.gallery_id,
      object_type: gallery ? gallery.object_type : null,
      object_id: gallery ? gallery.object_id : null,
      name: v.name,
      description: v.description,
      content_type: v.content_type,
      size: v.size,
      approved: v.approved,
      url: this.url(`/uploads/${v.file}`),
      created_at: this.ts(v.created_at),
      updated_at: this.ts(v.updated_at),
    });
  }

  // ------------------------------------------------------------ sports and officials

  sport(s: SportRec): JsonObject {
    const f = this.ctx.faults;
    const out: JsonObject = {
      id: s.id,
      name: s.name,
      updated_on: this.ts(s.updated_on),
      created_on: this.ts(s.created_on),
      class_name: f.has('sport-class-name-null-when-empty') && s.class_name === '' ? null : s.class_name,
      stat_enabled: f.has('sport-stat-enabled-string') && s.stat_enabled !== null ? String(s.stat_enabled) : s.stat_enabled,
      tabular_scoring_plays: s.tabular_scoring_plays,
    };
    if (f.has('sport-tabular-scoring-plays-missing')) delete out.tabular_scoring_plays;
    return this.rec('Sport', out);
  }

  officialType(o: OfficialTypeRec): JsonObject {
    const out: JsonObject = {
      id: o.id,
      sport_id: o.sport_id,
      name: o.name,
      created_at: this.ts(o.created_at),
      updated_at: this.ctx.faults.has('official-type-updated-at-null') ? null : this.ts(o.updated_at),
    };
    if (this.ctx.faults.has('official-type-name-missing')) delete out.name;
    return this.rec('OfficialType', out);
  }

  official(o: OfficialRec): JsonObject {
    const out: JsonObject = {
      id: o.id,
      name: o.name,
      official_type_id: o.official_type_id,
      game_id: o.game_id,
      created_at: this.ts(o.created_at),
      updated_at: this.ts(o.updated_at),
    };
    if (this.ctx.faults.has('official-updated-at-missing')) delete out.updated_at;
    if (this.ctx.faults.has('official-type-id-missing')) delete out.official_type_id;
    return this.rec('Official', out);
  }

  // ------------------------------------------------------------ leagues

  /** A colour as stored, or with a leading hash under the colour faults of leagues, divisions and teams. */
  private color(c: string | null, fault: 'league-color-leading-hash' | 'division-color-leading-hash' | 'team-color-leading-hash'): string | null {
    return c !== null && this.ctx.faults.has(fault) ? `#${c}` : c;
  }

  league(l: LeagueRec): JsonObject {
    const f = this.ctx.faults;
    const out: JsonObject = {
      id: l.id,
      site_id: l.site_id,
      sport_id: l.sport_id,
      name: l.name,
      current_subseason_id: l.current_subseason_id,
      image_id: l.image_id,
      button_title: l.button_title,
      abbrev: l.abbrev,
      primary_color: this.color(l.primary_color, 'league-color-leading-hash'),
      secondary_color: this.color(l.secondary_color, 'league-color-leading-hash'),
      gender: l.gender,
      score_ribbon: f.has('league-score-ribbon-integer') ? (l.score_ribbon ? 1 : 0) : l.score_ribbon,
      tweet_games: l.tweet_games,
      game_sheet_label: f.has('league-game-sheet-label-unlisted') && l.game_sheet_label === 'gamesheet' ? 'scoresheet' : l.game_sheet_label,
      created_at: this.ts(l.created_at),
      updated_at: this.ts(l.updated_at),
    };
    if (f.has('league-current-subseason-id-missing')) delete out.current_subseason_id;
    return this.rec('League', out);
  }

  leagueInstance(li: LeagueInstanceRec): JsonObject {
    const out: JsonObject = {
      id: li.id,
      season_id: this.ctx.faults.has('league-instance-season-id-null') ? null : li.season_id,
      league_id: li.league_id,
      season_name: this.store.t.seasons.get(li.season_id)?.name ?? '',
      created_at: this.ts(li.created_at),
      updated_at: this.ts(li.updated_at),
    };
    if (this.ctx.faults.has('league-instance-season-name-missing')) delete out.season_name;
    return this.rec('LeagueInstance', out);
  }

  division(d: DivisionRec): JsonObject {
    const out: JsonObject = {
      id: d.id,
      image_id: d.image_id,
      league_id: d.league_id,
      name: d.name,
      button_title: d.button_title,
      abbrev: d.abbrev,
      primary_color: this.color(d.primary_color, 'division-color-leading-hash'),
      secondary_color: this.color(d.secondary_color, 'division-color-leading-hash'),
      created_at: this.ts(d.created_at),
      updated_at: this.ts(d.updated_at),
    };
    if (this.ctx.faults.has('division-button-title-missing')) delete out.button_title;
    return this.rec('Division', out);
  }

  divisionInstance(di: DivisionInstanceRec, opts: { division?: boolean } = {}): JsonObject {
    const out: JsonObject = {
      id: di.id,
      division_id: di.division_id,
      non_standing: this.ctx.faults.has('division-instance-non-standing-string') ? String(di.non_standing) : di.non_standing,
      max_standings_points: di.max_standings_points,
      created_at: this.ts(di.created_at),
      updated_at: this.ts(di.updated_at),
    };
    if (this.ctx.faults.has('division-instance-created-at-missing')) delete out.created_at;
    if (opts.division && !this.ctx.faults.has('tree-division-without-division')) {
      const d = this.store.t.divisions.get(di.division_id);
      out.division = d ? this.division(d) : null;
    }
    return this.rec('DivisionInstance', out);
  }

  subseasonTreeData(s: SubseasonRec): JsonObject {
    const out: JsonObject = {
      id: s.id,
      name: s.name,
      position: s.position,
      season_id: s.season_id,
      created_at: this.ts(s.created_at),
      updated_at: this.ts(s.updated_at),
      snl_scoring_enabled: s.snl_scoring_enabled,
      statistic_grouping_id: s.statistic_grouping_id,
      workers_completed: s.workers_completed,
      live_scoring_stat_configuration: this.rec('LiveScoringStatConfiguration', { ...s.live_scoring_stat_configuration }),
    };
    if (this.ctx.faults.has('tree-subseason-data-without-live-scoring')) delete out.live_scoring_stat_configuration;
    return this.rec('Subseason', out);
  }

  /** A node of the league instance tree with its subtree. */
  treeNode(node: PageNodeRec): JsonObject {
    const store = this.store;
    let data: JsonObject | null = null;
    switch (node.node_type) {
      case 'LeagueInstance': {
        const li = store.t.leagueInstances.get(node.object_id);
        data = li ? this.leagueInstance(li) : null;
        break;
      }
      case 'Subseason': {
        const s = store.t.subseasons.get(node.object_id);
        data = s ? this.subseasonTreeData(s) : null;
        break;
      }
      case 'DivisionInstance': {
        const di = store.t.divisionInstances.get(node.object_id);
        data = di ? this.divisionInstance(di, { division: true }) : null;
        break;
      }
      case 'TeamInstance': {
        const ti = store.t.teamInstances.get(node.object_id);
        data = ti ? this.teamInstance(ti, { team: 'plain', thumbnails: false }) : null;
        if (data && this.ctx.faults.has('tree-team-instance-without-team')) delete data.team;
        const team = ti ? store.t.teams.get(ti.team_id) : undefined;
        if (team && this.ctx.faults.has('tree-team-instance-data-is-team')) data = this.team(team, { lists: false });
        break;
      }
      default:
        data = null;
    }
    const f = this.ctx.faults;
    let children: Json[] = pageNodeChildren(store, node.id)
      .filter((c) => c.node_type !== 'Page')
      .map((c) => ({ node: this.treeNode(c) }));
    type Wrapped = { node: JsonObject & { children: Json[] } };
    if (f.has('tree-subseasons-nested') && node.node_type === 'LeagueInstance' && children.length > 1) {
      const [first, ...rest] = children as Wrapped[];
      if (Array.isArray(first!.node.children)) first!.node.children.push(...rest);
      children = [first!];
    }
    if (f.has('tree-divisions-under-teams') && node.node_type === 'Subseason') {
      children = (children as Wrapped[]).flatMap((c) =>
        c.node.node_type === 'DivisionInstance'
          ? ((c.node.children ?? []) as Wrapped[]).map((t) => ({ node: { ...t.node, children: [{ node: { ...c.node, children: [] } }] } }))
          : [c],
      );
    }
    if (f.has('tree-children-unwrapped')) children = (children as Wrapped[]).map((c) => c.node);
    const out: JsonObject = { id: node.id, node_type: node.node_type, data, children };
    if (f.has('tree-leaf-children-missing') && children.length === 0) delete out.children;
    return this.rec('TreeNode', out);
  }

  // ------------------------------------------------------------ teams

  /** A gender as stored, or as the gender faults of teams and team instances write it. */
  private gender(g: string, coed: 'team-gender-coed' | 'team-instance-gender-coed', capitalised: 'team-gender-capitalised' | 'team-instance-gender-capitalised'): string {
    if (this.ctx.faults.has(coed) && g === 'co-ed') return 'coed';
    if (this.ctx.faults.has(capitalised)) return g.charAt(0).toUpperCase() + g.slice(1);
    return g;
  }

  private teamBase(t: TeamRec): JsonObject {
    const f = this.ctx.faults;
    let opponent: Json = t.opponent;
    if (f.has('team-opponent-boolean')) opponent = t.opponent === 1;
    else if (f.has('team-opponent-zero') && t.opponent === null) opponent = 0;
    else if (f.has('team-opponent-null-for-opponent')) opponent = null;
    const out: JsonObject = {
      id: t.id,
      image_id: t.image_id,
      sport_id: t.sport_id,
      name: t.name,
      button_title: t.button_title,
      abbrev: t.abbrev,
      primary_color: this.color(t.primary_color, 'team-color-leading-hash'),
      secondary_color: this.color(t.secondary_color, 'team-color-leading-hash'),
      gender: this.gender(t.gender, 'team-gender-coed', 'team-gender-capitalised'),
      opponent,
      parent_team_id: t.parent_team_id,
      ios_whitelabel_url: t.ios_whitelabel_url,
      android_whitelabel_url: t.android_whitelabel_url,
      created_at: this.ts(t.created_at),
      updated_at: this.ts(t.updated_at),
    };
    if (f.has('team-whitelabel-urls-missing')) {
      delete out.ios_whitelabel_url;
      delete out.android_whitelabel_url;
    }
    if (f.has('team-parent-team-id-missing')) delete out.parent_team_id;
    return out;
  }

  /** A Team: `lists` adds the nested lists of list/show/update, `instances` the team_instances of show. */
  team(t: TeamRec, opts: { lists?: boolean; instances?: boolean } = {}): JsonObject {
    const out = this.teamBase(t);
    if (opts.lists ?? true) Object.assign(out, this.teamLists(t));
    const f = this.ctx.faults;
    if (opts.instances && !f.has('team-show-without-team-instances')) {
      const teamIds = f.has('team-show-team-instances-of-league')
        ? [...this.store.t.teams.values()].filter((x) => x.league_ids.some((l) => t.league_ids.includes(l))).map((x) => x.id).sort((a, b) => a - b)
        : [t.id];
      const nested = f.has('team-show-team-instances-with-team') ? 'plain' : 'none';
      out.team_instances = teamIds.flatMap((id) => teamInstancesOfTeam(this.store, id)).map((ti) => this.teamInstance(ti, { team: nested, thumbnails: true }));
    }
    return this.rec('Team', out);
  }

  private teamLists(t: TeamRec): JsonObject {
    const store = this.store;
    const instances = teamInstancesOfTeam(store, t.id);
    const subseasonIds = [...new Set(instances.flatMap((ti) => ti.subseason_ids))].sort((a, b) => a - b);
    const subseasons = subseasonIds.map((id) => store.t.subseasons.get(id)).filter((s): s is SubseasonRec => s !== undefined);
    const seasonIds = [...new Set(subseasons.map((s) => s.season_id))].sort((a, b) => a - b);
    const seasons = seasonIds.map((id) => store.t.seasons.get(id)).filter((s): s is SeasonRec => s !== undefined);
    const current = subseasonIds.filter((sid) => leagueOfSubseason(store, sid)?.current_subseason_id === sid);
    const sites = t.site_ids.map((id) => store.t.sites.get(id)).filter((s): s is SiteRec => s !== undefined);
    const leagues = t.league_ids.map((id) => store.t.leagues.get(id)).filter((l): l is LeagueRec => l !== undefined);
    const sport = store.t.sports.get(t.sport_id);
    const f = this.ctx.faults;
    const out: JsonObject = {
      sites: sites.map((s) => this.site(s)),
      leagues: leagues.map((l) => this.league(l)),
      thumbnails: this.thumbnails(t.image_id, true, ['large', 'medium', 'small', 'thumb']),
      thumbnails_ssl: this.thumbnails(t.image_id, true, ['large', 'medium', 'small', 'thumb']),
      current_subseason_ids: current,
      seasons: seasons.map((s) => this.season(s, subseasons.filter((sub) => sub.season_id === s.id))),
      subseason_team_instance_mapping: instances.flatMap((ti) =>
        ti.subseason_ids.map((sid) =>
          this.rec('SubseasonTeamInstanceMapping', f.has('team-mapping-without-subseason-id') ? { team_instance_id: ti.id } : { subseason_id: sid, team_instance_id: ti.id }),
        ),
      ),
      league_name: f.has('team-league-name-null') ? null : (leagues[0]?.name ?? ''),
      site_name: sites[0]?.name ?? '',
      sport_name: sport?.name ?? '',
    };
    if (f.has('team-thumbnails-ssl-missing')) delete out.thumbnails_ssl;
    return out;
  }

  private season(s: SeasonRec, subseasons: SubseasonRec[]): JsonObject {
    const sp = s.stat_preference;
    const season: JsonObject = {
      id: s.id,
      name: s.name,
      created_at: this.ts(s.created_at),
      updated_at: this.ts(s.updated_at),
      solo_team_league_id: s.solo_team_league_id,
      has_metadata: s.has_metadata,
      show_shared_schedule: s.show_shared_schedule,
      stat_preference: this.rec('StatPreference', {
        id: sp.id,
        updated_on: this.ts(sp.updated_on),
        created_on: this.ts(sp.created_on),
        season_id: sp.season_id,
        stat_tool_id: sp.stat_tool_id,
        original_scorer_can_edit: sp.original_scorer_can_edit,
        force_real_time_scoring: sp.force_real_time_scoring,
        stats_can_be_unlinked: sp.stats_can_be_unlinked,
        scoring_methods: sp.scoring_methods,
        can_edit_final: sp.can_edit_final,
        traded_player_stats: sp.traded_player_stats,
        game_sheet_auto_summary_enabled: sp.game_sheet_auto_summary_enabled,
        visible_stats: [...sp.visible_stats],
        game_defaults: this.rec('GameDefaults', this.gameDefaults(sp.game_defaults)),
      }),
      subseasons: subseasons.map((sub) => this.subseason(sub)),
    };
    if (this.ctx.faults.has('team-season-without-stat-preference')) delete season.stat_preference;
    return this.rec('Season', season);
  }

  private gameDefaults(gd: SeasonRec['stat_preference']['game_defaults']): JsonObject {
    const out = structuredClone(gd) as JsonObject;
    if (this.ctx.faults.has('team-time-intervals-numbers') && Array.isArray(out.time_intervals)) out.time_intervals = out.time_intervals.map((x) => Number(x));
    return out;
  }

  private subseason(s: SubseasonRec): JsonObject {
    const sp = s.standing_preference;
    const sub: JsonObject = {
      id: s.id,
      name: s.name,
      season_id: s.season_id,
      position: s.position,
      created_at: this.ts(s.created_at),
      updated_at: this.ts(s.updated_at),
      snl_scoring_enabled: s.snl_scoring_enabled,
      statistic_grouping_id: s.statistic_grouping_id,
      workers_completed: s.workers_completed,
      live_scoring_stat_configuration: this.rec('LiveScoringStatConfiguration', { ...s.live_scoring_stat_configuration }),
      standing_preference: this.rec('StandingPreference', {
        id: sp.id,
        standing_tool_id: sp.standing_tool_id,
        standing_type_id: sp.standing_type_id,
        standings_aggregation_level: sp.standings_aggregation_level,
        qualifiers: sp.qualifiers,
        qualifier_limit: sp.qualifier_limit,
        created_at: this.ts(sp.created_at),
        updated_at: this.ts(sp.updated_at),
        winning_team_custom_points: sp.winning_team_custom_points,
        losing_team_custom_points: sp.losing_team_custom_points,
        tied_team_custom_points: sp.tied_team_custom_points,
        label_mapping: { ...sp.label_mapping },
        extended_fields: [...sp.extended_fields],
        order_rule: sp.order_rule,
        overtime_win_custom_points: sp.overtime_win_custom_points,
        overtime_loss_custom_points: sp.overtime_loss_custom_points,
        overtime_wins_include_in_wins: sp.overtime_wins_include_in_wins,
        overtime_losses_include_in_losses: sp.overtime_losses_include_in_losses,
        legacy_custom_points: sp.legacy_custom_points,
      }),
    };
    if (this.ctx.faults.has('team-subseason-without-standing-preference')) delete sub.standing_preference;
    if (this.ctx.faults.has('team-subseason-without-live-scoring')) delete sub.live_scoring_stat_configuration;
    return this.rec('Subseason', sub);
  }

  /**
   * A Team Instance. `team`: 'lists' nests the Team with its lists (index and show), 'plain' the Team
   * without lists (league instance tree), 'none' leaves it out (team show's team_instances).
   */
  teamInstance(ti: TeamInstanceRec, opts: { team: 'lists' | 'plain' | 'none'; thumbnails: boolean }): JsonObject {
    const f = this.ctx.faults;
    let parent: number | null = ti.parent_team_instance_id;
    if (ti.opponent && f.has('team-instance-opponent-parent-null')) parent = null;
    if (ti.opponent && f.has('team-instance-opponent-parent-self')) parent = ti.id;
    if (ti.opponent && f.has('team-instance-opponent-parent-unknown')) parent = Math.max(...this.store.t.teamInstances.keys()) + 100_000;
    // index and show of team instances (the tree nests 'plain' teams, team show none)
    const indexOrShow = opts.team === 'lists';
    const out: JsonObject = {
      id: ti.id,
      team_id: ti.team_id,
      roster_id: ti.roster_id,
      image_id: ti.image_id,
      management_team_id: ti.management_team_id,
      name: ti.name,
      abbrev: ti.abbrev,
      button_title: ti.button_title,
      primary_color: ti.primary_color,
      secondary_color: ti.secondary_color,
      gender: this.gender(ti.gender, 'team-instance-gender-coed', 'team-instance-gender-capitalised'),
      affects_standings: ti.affects_standings,
      opponent: ti.opponent,
      parent_team_instance_id: parent,
    };
    if (f.has('team-instance-affects-standings-missing')) delete out.affects_standings;
    if (opts.team !== 'none') {
      const team = this.store.t.teams.get(ti.team_id);
      out.team = team ? this.team(team, { lists: opts.team === 'lists' && !f.has('team-instance-team-without-lists') }) : null;
    }
    if (opts.thumbnails && !(indexOrShow && f.has('team-instance-thumbnails-missing'))) out.thumbnails = this.thumbnails(ti.image_id, false, ['large', 'medium', 'small']);
    out.subseason_ids = [...ti.subseason_ids];
    out.created_at = this.ts(ti.created_at);
    out.updated_at = this.ts(ti.updated_at);
    return this.rec('TeamInstance', out);
  }
}

// ------------------------------------------------------------ sanitized content

const BASIC_TAGS = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4']);

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The article's HTML made safe: scripts, styles and event handlers removed; `plain_text=true` strips
 * every tag, `basic_html=true` keeps only basic formatting tags.
 */
export function sanitizedContent(html: string, opts: NewsArticleOptions): string {
  let s = html.replace(/<(script|style|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '').replace(/<(script|style|iframe|object)\b[^>]*\/?>/gi, '');
  s = s.replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '').replace(/javascript:/gi, '');
  if (opts.plainText) {
    return decodeEntities(s.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n').replace(/<[^>]*>/g, ''))
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim();
  }
  if (opts.basicHtml) {
    s = s.replace(/<\/?([a-zA-Z0-9]+)\b([^>]*)>/g, (tag, name: string, attrs: string) => {
      const lower = name.toLowerCase();
      if (!BASIC_TAGS.has(lower)) return '';
      if (tag.startsWith('</')) return `</${lower}>`;
      if (lower === 'a') {
        const href = /href\s*=\s*("[^"]*"|'[^']*')/i.exec(attrs);
        return href ? `<a href=${href[1]}>` : '<a>';
      }
      return `<${lower}>`;
    });
  }
  return s.trim();
}
