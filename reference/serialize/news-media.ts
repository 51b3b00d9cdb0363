// Response JSON of news articles (with their comment element and sanitized content), galleries, gallery
// photos and uploaded videos.
import { sanitizedContent, type NewsArticleOptions } from './sanitized-content.ts';
import { type JsonObject, THUMB_SIZES } from './base.ts';
import { SiteContentSerializer } from './site-content.ts';
import { familyOf } from '../elements.ts';
import { columnsOf, containersOf, pageElementsOf } from '../model.ts';
import type { CommentElementRec, GalleryPhotoRec, GalleryRec, NewsArticleRec, UploadedVideoRec } from '../store.ts';

/** News articles, comment elements, galleries, gallery photos, uploaded videos. */
export class NewsMediaSerializer extends SiteContentSerializer {
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
      news_date:
        faults.has('news-date-in-z') && a.news_date
          ? a.news_date.toISOString().replace(/\.000Z$/, 'Z')
          : this.ts(a.news_date),
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
      sanitized_content: sanitizedContent(
        this.articleHtml(a),
        this.ctx.variations.has('sanitized-content-plain') ? { plainText: true } : opts,
      ),
    });
    if (faults.has('news-comment-source-type-wrong') && out.comment_element)
      (out.comment_element as JsonObject).source_type = 'Article';
    if (faults.has('news-flags-as-strings')) {
      for (const flag of [
        'show_image_with_article',
        'show_image_in_aggregator',
        'show_preview_text_with_article',
        'show_preview_text_in_aggregator',
      ])
        out[flag] = String(out[flag]);
    }
    if (faults.has('news-url-string-missing')) delete out.url_string;
    if (faults.has('news-page-node-ids-as-array'))
      out.page_node_ids = a.page_node_ids === '' ? [] : a.page_node_ids.split(',').map(Number);
    if (faults.has('news-null-fields-omitted'))
      for (const key of Object.keys(out)) if (out[key] === null) delete out[key];
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
          if (el && familyOf(el.type) === 'TextBlock' && typeof el.fields.content === 'string')
            parts.push(el.fields.content);
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
}
