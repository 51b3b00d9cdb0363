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

export class Serializer {
  private readonly extra: boolean;
  private readonly reverse: boolean;
  private readonly offsetMinutes: number;
  private readonly zulu: boolean;

  constructor(
    private readonly ctx: Ctx,
    /** `http://host:port` of the request, for absolute URLs */
    readonly baseUrl: string,
  ) {
    this.extra = ctx.variations.has('extra-fields');
    this.reverse = ctx.variations.has('reverse-order');
    this.offsetMinutes = ctx.variations.has('offset-minus-05') ? -300 : 0;
    this.zulu = ctx.faults.has('timestamps-in-z');
  }

  private get store() {
    return this.ctx.store;
  }

  // ------------------------------------------------------------ building blocks

  /** ISO 8601 with a numeric offset: 2026-11-21T10:15:00+00:00 (milliseconds only when there are any). */
  ts(date: Date | null | undefined): string | null {
    if (!date) return null;
    const ms = date.getTime();
    const frac = ms % 1000 === 0 ? '' : `.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}`;
    if (this.zulu) return `${new Date(ms).toISOString().slice(0, 19)}${frac}Z`;
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
    return this.rec('Tag', {
      tag_type: node.node_type,
      id: node.id,
      object: this.rec('TagObject', { page_title: page.page_title, uri: this.siteUrl(site, `/page/show/${node.id}-${slug}`) }),
    });
  }

  // ------------------------------------------------------------ page structure

  container(c: LayoutContainerRec, opts: { columns?: boolean } = {}): JsonObject {
    const columns = opts.columns === false ? [] : columnsOf(this.store, c.id).map((col) => this.column(col));
    return this.rec('LayoutContainer', {
      id: c.id,
      content_node_id: c.content_node_id,
      layout_type: c.layout_type,
      locked: c.locked,
      position: c.position,
      custom_css_class: c.custom_css_class,
      mirror_target_id: c.mirror_target_id,
      name: c.name,
      created_at: this.ts(c.created_at),
      updated_at: this.ts(c.updated_at),
      layout_columns: columns,
    });
  }

  column(col: LayoutColumnRec): JsonObject {
    return this.rec('LayoutColumn', {
      id: col.id,
      layout_container_id: col.layout_container_id,
      position: col.position,
      page_elements: pageElementsOf(this.store, col.id).map((pe) => this.pageElement(pe)),
    });
  }

  pageElement(pe: PageElementRec): JsonObject {
    const element = this.store.t.elements.get(pe.element_id);
    return this.rec('PageElement', {
      id: pe.id,
      element_type: pe.element_type,
      element_id: pe.element_id,
      position: pe.position,
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
    });
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
    return this.rec(el.type, out);
  }

  page(p: PageRec): JsonObject {
    const node = this.store.t.pageNodes.get(p.node_id);
    return this.rec('Page', {
      id: p.id,
      site_id: p.site_id,
      content_node_id: p.content_node_id,
      node_id: p.node_id,
      lft: node?.lft ?? 0,
      rgt: node?.rgt ?? 0,
      parent_id: p.parent_id,
      button_title: p.button_title,
      page_title: p.page_title,
      extended_button_title: p.extended_button_title,
      display_status: p.display_status,
      layout_template: p.layout_template,
      node_type: 'Page',
      in_trash: p.in_trash,
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
    });
  }

  // ------------------------------------------------------------ news articles

  newsArticle(a: NewsArticleRec, opts: NewsArticleOptions = {}): JsonObject {
    const store = this.store;
    const cn = store.t.contentNodes.get(a.content_node_id);
    const ce = store.t.commentElements.get(a.comment_element_id);
    const site = store.t.sites.get(a.site_id);
    return this.rec('NewsArticle', {
      id: a.id,
      content_node_id: a.content_node_id,
      title: a.title,
      author: a.author,
      teaser: a.teaser,
      preview_text: a.preview_text,
      news_date: this.ts(a.news_date),
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
            resource_type: 'NewsArticle',
            layout_containers: containersOf(store, cn.id).map((c) => this.container(c)),
          })
        : null,
      comment_element: ce ? this.commentElement(ce) : null,
      url_string: site ? this.siteUrl(site, `/news_article/show/${a.id}`) : '',
      thumbnails: this.newsThumbnails(a),
      sanitized_content: sanitizedContent(this.articleHtml(a), opts),
    });
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
    return this.rec(g.kind === 'photo' ? 'PhotoGallery' : 'VideoGallery', {
      id: g.id,
      object_type: g.object_type,
      object_id: g.object_id,
      site_id: g.site_id,
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
    return this.rec('Sport', {
      id: s.id,
      name: s.name,
      updated_on: this.ts(s.updated_on),
      created_on: this.ts(s.created_on),
      class_name: s.class_name,
      stat_enabled: s.stat_enabled,
      tabular_scoring_plays: s.tabular_scoring_plays,
    });
  }

  officialType(o: OfficialTypeRec): JsonObject {
    return this.rec('OfficialType', {
      id: o.id,
      sport_id: o.sport_id,
      name: o.name,
      created_at: this.ts(o.created_at),
      updated_at: this.ts(o.updated_at),
    });
  }

  official(o: OfficialRec): JsonObject {
    return this.rec('Official', {
      id: o.id,
      name: o.name,
      official_type_id: o.official_type_id,
      game_id: o.game_id,
      created_at: this.ts(o.created_at),
      updated_at: this.ts(o.updated_at),
    });
  }

  // ------------------------------------------------------------ leagues

  league(l: LeagueRec): JsonObject {
    return this.rec('League', {
      id: l.id,
      site_id: l.site_id,
      sport_id: l.sport_id,
      name: l.name,
      current_subseason_id: l.current_subseason_id,
      image_id: l.image_id,
      button_title: l.button_title,
      abbrev: l.abbrev,
      primary_color: l.primary_color,
      secondary_color: l.secondary_color,
      gender: l.gender,
      score_ribbon: l.score_ribbon,
      tweet_games: l.tweet_games,
      game_sheet_label: l.game_sheet_label,
      created_at: this.ts(l.created_at),
      updated_at: this.ts(l.updated_at),
    });
  }

  leagueInstance(li: LeagueInstanceRec): JsonObject {
    return this.rec('LeagueInstance', {
      id: li.id,
      season_id: li.season_id,
      league_id: li.league_id,
      season_name: this.store.t.seasons.get(li.season_id)?.name ?? '',
      created_at: this.ts(li.created_at),
      updated_at: this.ts(li.updated_at),
    });
  }

  division(d: DivisionRec): JsonObject {
    return this.rec('Division', {
      id: d.id,
      image_id: d.image_id,
      league_id: d.league_id,
      name: d.name,
      button_title: d.button_title,
      abbrev: d.abbrev,
      primary_color: d.primary_color,
      secondary_color: d.secondary_color,
      created_at: this.ts(d.created_at),
      updated_at: this.ts(d.updated_at),
    });
  }

  divisionInstance(di: DivisionInstanceRec, opts: { division?: boolean } = {}): JsonObject {
    const out: JsonObject = {
      id: di.id,
      division_id: di.division_id,
      non_standing: di.non_standing,
      max_standings_points: di.max_standings_points,
      created_at: this.ts(di.created_at),
      updated_at: this.ts(di.updated_at),
    };
    if (opts.division) {
      const d = this.store.t.divisions.get(di.division_id);
      out.division = d ? this.division(d) : null;
    }
    return this.rec('DivisionInstance', out);
  }

  subseasonTreeData(s: SubseasonRec): JsonObject {
    return this.rec('Subseason', {
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
    });
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
        break;
      }
      default:
        data = null;
    }
    const children = pageNodeChildren(store, node.id)
      .filter((c) => c.node_type !== 'Page')
      .map((c) => ({ node: this.treeNode(c) }));
    return this.rec('TreeNode', { id: node.id, node_type: node.node_type, data, children });
  }

  // ------------------------------------------------------------ teams

  private teamBase(t: TeamRec): JsonObject {
    return {
      id: t.id,
      image_id: t.image_id,
      sport_id: t.sport_id,
      name: t.name,
      button_title: t.button_title,
      abbrev: t.abbrev,
      primary_color: t.primary_color,
      secondary_color: t.secondary_color,
      gender: t.gender,
      opponent: t.opponent,
      parent_team_id: t.parent_team_id,
      ios_whitelabel_url: t.ios_whitelabel_url,
      android_whitelabel_url: t.android_whitelabel_url,
      created_at: this.ts(t.created_at),
      updated_at: this.ts(t.updated_at),
    };
  }

  /** A Team: `lists` adds the nested lists of list/show/update, `instances` the team_instances of show. */
  team(t: TeamRec, opts: { lists?: boolean; instances?: boolean } = {}): JsonObject {
    const out = this.teamBase(t);
    if (opts.lists ?? true) Object.assign(out, this.teamLists(t));
    if (opts.instances) {
      out.team_instances = teamInstancesOfTeam(this.store, t.id).map((ti) => this.teamInstance(ti, { team: 'none', thumbnails: true }));
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
    return {
      sites: sites.map((s) => this.site(s)),
      leagues: leagues.map((l) => this.league(l)),
      thumbnails: this.thumbnails(t.image_id, true, ['large', 'medium', 'small', 'thumb']),
      thumbnails_ssl: this.thumbnails(t.image_id, true, ['large', 'medium', 'small', 'thumb']),
      current_subseason_ids: current,
      seasons: seasons.map((s) => this.season(s, subseasons.filter((sub) => sub.season_id === s.id))),
      subseason_team_instance_mapping: instances.flatMap((ti) =>
        ti.subseason_ids.map((sid) => this.rec('SubseasonTeamInstanceMapping', { subseason_id: sid, team_instance_id: ti.id })),
      ),
      league_name: leagues[0]?.name ?? '',
      site_name: sites[0]?.name ?? '',
      sport_name: sport?.name ?? '',
    };
  }

  private season(s: SeasonRec, subseasons: SubseasonRec[]): JsonObject {
    const sp = s.stat_preference;
    return this.rec('Season', {
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
        game_defaults: this.rec('GameDefaults', structuredClone(sp.game_defaults) as JsonObject),
      }),
      subseasons: subseasons.map((sub) => this.subseason(sub)),
    });
  }

  private subseason(s: SubseasonRec): JsonObject {
    const sp = s.standing_preference;
    return this.rec('Subseason', {
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
    });
  }

  /**
   * A Team Instance. `team`: 'lists' nests the Team with its lists (index and show), 'plain' the Team
   * without lists (league instance tree), 'none' leaves it out (team show's team_instances).
   */
  teamInstance(ti: TeamInstanceRec, opts: { team: 'lists' | 'plain' | 'none'; thumbnails: boolean }): JsonObject {
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
      gender: ti.gender,
      affects_standings: ti.affects_standings,
      opponent: ti.opponent,
      parent_team_instance_id: ti.parent_team_instance_id,
    };
    if (opts.team !== 'none') {
      const team = this.store.t.teams.get(ti.team_id);
      out.team = team ? this.team(team, { lists: opts.team === 'lists' }) : null;
    }
    if (opts.thumbnails) out.thumbnails = this.thumbnails(ti.image_id, false, ['large', 'medium', 'small']);
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
