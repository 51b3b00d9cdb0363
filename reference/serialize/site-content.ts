// Response JSON of sites, tags and the page structure: pages, layout containers, columns, page elements
// and their elements.
import { SerializerBase, type Json, type JsonObject } from './base.ts';
import { familyOf, ELEMENT_FIELDS, ELEMENT_SERVER_FIELDS } from '../elements.ts';
import { columnsOf, containersOf, pageElementsOf } from '../model.ts';
import type {
  ElementRec,
  LayoutColumnRec,
  LayoutContainerRec,
  PageElementRec,
  PageNodeRec,
  PageRec,
  SiteRec,
} from '../store.ts';

/** Sites, tags, pages, layout containers, columns, page elements. */
export class SiteContentSerializer extends SerializerBase {
  // ------------------------------------------------------------ sites and tags

  site(s: SiteRec): JsonObject {
    const out = this.siteFields(s);
    const faults = this.ctx.faults;
    if (faults.has('site-ids-as-strings')) {
      for (const key of [
        'domain_id',
        'product_id',
        'layout_theme_id',
        'address_id',
        'boss_organization_id',
        'created_by_user_id',
        'updated_by_user_id',
      ]) {
        if (typeof out[key] === 'number') out[key] = String(out[key]);
      }
    }
    if (faults.has('site-null-fields-omitted'))
      for (const key of Object.keys(out)) if (out[key] === null) delete out[key];
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
    const slug = page.page_title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const faults = this.ctx.faults;
    const object: JsonObject = {
      page_title: page.page_title,
      uri: this.siteUrl(site, `/page/show/${node.id}-${slug}`),
    };
    const out: JsonObject = {
      tag_type: node.node_type,
      id: faults.has('tag-ids-are-page-ids') ? page.id : node.id,
      object: this.rec('TagObject', object),
    };
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
    if (faults.has('column-page-elements-null-when-empty') && (out.page_elements as Json[]).length === 0)
      out.page_elements = null;
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
      out.element_type = pe.element_type
        .replace(/ /g, '')
        .replace(/([a-z])([A-Z])/g, '$1_$2')
        .toLowerCase();
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
      cache_timeout: p.cache_timeout,
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
    return out;
  }
}
