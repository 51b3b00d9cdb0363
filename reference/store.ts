// The in-memory store of the reference server: one Map per table, id counters, the access rules of the
// built-in user, the uploaded files, and a digest of everything (the self-tests compare digests to
// prove that a rejected request changed nothing).
//
// Records keep timestamps as Date objects and internal links (site ids, subseason ids, node ids) that the
// interface does not show; reference/serialize.ts turns them into response JSON.
import { createHash } from 'node:crypto';
import type { IdSource } from './variations/ids.ts';

export type LayoutType =
  | 'oneColumn'
  | 'twoColumn5050'
  | 'twoColumn6633'
  | 'twoColumn3366'
  | 'threeColumn333333'
  | 'threeColumn502525'
  | 'threeColumn255025'
  | 'threeColumn252550';

export const LAYOUT_TYPES: readonly LayoutType[] = [
  'oneColumn',
  'twoColumn5050',
  'twoColumn6633',
  'twoColumn3366',
  'threeColumn333333',
  'threeColumn502525',
  'threeColumn255025',
  'threeColumn252550',
];

/** Number of columns a layout type has: the word after the first letters (one/two/three). */
export function columnCount(layoutType: LayoutType): number {
  if (layoutType.startsWith('one')) return 1;
  if (layoutType.startsWith('two')) return 2;
  return 3;
}

export interface SiteRec {
  id: number;
  domain_id: number;
  product_id: number;
  layout_theme_id: number;
  address_id: number;
  boss_organization_id: number;
  created_by_user_id: number;
  updated_by_user_id: number | null;
  domain_name: string;
  subdomain: string;
  secure_subdomain: string;
  name: string;
  short_name: string;
  timezone: string;
  created_on: Date;
  updated_on: Date;
  membership_privacy: string;
  membership_grace_period: number;
  /** internal: "The uploaded-video setting must be enabled for the site to use upload functionality." */
  uploaded_videos_enabled: boolean;
}

export interface MembershipRec {
  id: number;
  site_id: number;
  user_id: number;
}

export type PageNodeType = 'Page' | 'League' | 'LeagueInstance' | 'Subseason' | 'DivisionInstance' | 'TeamInstance';

/** A page node of a site tree: pages (tags) and the league structure nodes of the league instance tree. */
export interface PageNodeRec {
  id: number;
  site_id: number;
  parent_id: number | null;
  node_type: PageNodeType;
  /** id of the page, league, league instance, subseason, division instance or team instance */
  object_id: number;
  lft: number;
  rgt: number;
}

export interface PageRec {
  id: number;
  site_id: number;
  content_node_id: number;
  node_id: number;
  parent_id: number | null;
  button_title: string;
  page_title: string;
  extended_button_title: string | null;
  display_status: 'disabled' | 'private' | 'public';
  layout_template: 'one_panel' | 'two_panel' | 'three_panel';
  in_trash: boolean;
  has_events: boolean;
  has_news: boolean;
  uses_sport_header: boolean;
  cache_timeout: number;
  friendly_name: string | null;
  created_on: Date;
  updated_on: Date;
}

export interface ContentNodeRec {
  id: number;
  site_id: number;
  resource_type: 'Page' | 'NewsArticle';
  resource_id: number;
  created_on: Date;
  updated_on: Date;
}

export interface LayoutContainerRec {
  id: number;
  content_node_id: number;
  layout_type: LayoutType;
  locked: boolean;
  position: number;
  custom_css_class: string | null;
  mirror_target_id: number | null;
  name: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface LayoutColumnRec {
  id: number;
  layout_container_id: number;
  position: number;
}

export interface PageElementRec {
  id: number;
  element_type: string;
  element_id: number;
  position: number;
  layout_column_id: number;
  element_locked: boolean;
  content_locked: boolean;
  dependent_type: number | null;
  mirror_enabled: boolean | null;
  custom_css_class: string | null;
  question_element_dependency_type: string;
  created_on: Date;
  updated_on: Date;
}

/** The Element of a page element. `fields` holds the type-specific fields (see routes/page-elements.ts). */
export interface ElementRec {
  id: number;
  type: string;
  fields: Record<string, string | number | boolean | null>;
  created_on: Date;
  updated_on: Date;
}

export interface ImageRec {
  id: number;
  /** key in the upload store */
  file: string;
  /** where the image came from when a client gave a location instead of a file */
  source_url: string | null;
}

export interface UploadRec {
  name: string;
  content_type: string;
  data: Buffer;
}

export interface NewsArticleRec {
  id: number;
  site_id: number;
  content_node_id: number;
  comment_element_id: number;
  title: string;
  author: string | null;
  teaser: string | null;
  preview_text: string | null;
  news_date: Date | null;
  status: 'draft' | 'published';
  show_image_with_article: boolean;
  show_image_in_aggregator: boolean;
  show_preview_text_with_article: boolean;
  show_preview_text_in_aggregator: boolean;
  page_node_ids: string;
  image_id: number | null;
  news_expiration_date: Date | null;
  article_type: string;
  created_on: Date;
  updated_on: Date;
}

export interface CommentElementRec {
  id: number;
  login_required: boolean;
  approval_required: boolean;
  created_at: Date;
  updated_at: Date;
  title: string;
  ascending_sort_order: boolean;
  site_id: number;
  enabled: boolean;
  source_id: number;
  source_type: 'NewsArticle';
}

export interface CommentRec {
  id: number;
  comment_element_id: number;
  author_name: string;
  body: string;
  approved: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface GameNewsArticleRec {
  id: number;
  game_id: number;
  news_article_id: number;
  created_at: Date;
}

export type GalleryObjectType = 'game' | 'team_instance' | 'news_article' | 'event' | 'tournament';
export const GALLERY_OBJECT_TYPES: readonly GalleryObjectType[] = ['game', 'team_instance', 'news_article', 'event', 'tournament'];

export interface GalleryRec {
  id: number;
  kind: 'photo' | 'video';
  site_id: number;
  object_type: GalleryObjectType;
  object_id: number;
  name: string;
  description: string | null;
  approval_required: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface GalleryPhotoRec {
  id: number;
  gallery_id: number;
  name: string;
  caption: string | null;
  file: string;
  content_type: string;
  size: number;
  approved: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface UploadedVideoRec {
  id: number;
  site_id: number;
  /** the video gallery, or null for a video uploaded through a page element */
  gallery_id: number | null;
  /** the Video element that shows it, when uploaded through a page element */
  element_id: number | null;
  name: string;
  description: string | null;
  file: string;
  content_type: string;
  size: number;
  approved: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface SportRec {
  id: number;
  name: string;
  class_name: string;
  stat_enabled: boolean | null;
  tabular_scoring_plays: boolean;
  created_on: Date;
  updated_on: Date;
}

export interface OfficialTypeRec {
  id: number;
  sport_id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
}

export interface GameRec {
  id: number;
  site_id: number;
  sport_id: number;
  subseason_id: number;
  home_team_instance_id: number;
  away_team_instance_id: number;
  starts_at: Date;
}

export interface OfficialRec {
  id: number;
  name: string;
  official_type_id: number | null;
  game_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface LeagueRec {
  id: number;
  site_id: number;
  sport_id: number;
  node_id: number;
  name: string;
  current_subseason_id: number | null;
  image_id: number | null;
  button_title: string;
  abbrev: string;
  primary_color: string;
  secondary_color: string;
  gender: string;
  score_ribbon: boolean;
  tweet_games: boolean | null;
  game_sheet_label: string;
  created_at: Date;
  updated_at: Date;
}

export interface GameDefaults {
  [key: string]: string | number | boolean | null | string[];
}

export interface StatPreference {
  id: number;
  updated_on: Date;
  created_on: Date;
  season_id: number;
  stat_tool_id: number;
  original_scorer_can_edit: boolean;
  force_real_time_scoring: boolean;
  stats_can_be_unlinked: boolean;
  scoring_methods: string;
  can_edit_final: boolean;
  traded_player_stats: boolean;
  game_sheet_auto_summary_enabled: boolean;
  visible_stats: string[];
  game_defaults: GameDefaults;
}

export interface SeasonRec {
  id: number;
  league_id: number;
  name: string;
  created_at: Date;
  updated_at: Date;
  solo_team_league_id: number | null;
  has_metadata: boolean;
  show_shared_schedule: boolean;
  stat_preference: StatPreference;
}

export interface LeagueInstanceRec {
  id: number;
  season_id: number;
  league_id: number;
  node_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface StandingPreference {
  id: number;
  standing_tool_id: number;
  standing_type_id: number;
  standings_aggregation_level: string;
  qualifiers: number;
  qualifier_limit: number | null;
  created_at: Date;
  updated_at: Date;
  winning_team_custom_points: number;
  losing_team_custom_points: number;
  tied_team_custom_points: number;
  label_mapping: Record<string, string>;
  extended_fields: string[];
  order_rule: string;
  overtime_win_custom_points: number;
  overtime_loss_custom_points: number;
  overtime_wins_include_in_wins: boolean;
  overtime_losses_include_in_losses: boolean;
  legacy_custom_points: boolean;
}

export interface SubseasonRec {
  id: number;
  name: string;
  season_id: number;
  node_id: number;
  position: number;
  created_at: Date;
  updated_at: Date;
  snl_scoring_enabled: boolean;
  statistic_grouping_id: number | null;
  workers_completed: boolean;
  live_scoring_stat_configuration: { show_plus_minus: boolean; fair_play_points: boolean };
  standing_preference: StandingPreference;
}

export interface DivisionRec {
  id: number;
  image_id: number | null;
  league_id: number;
  name: string;
  button_title: string;
  abbrev: string;
  primary_color: string;
  secondary_color: string;
  created_at: Date;
  updated_at: Date;
}

export interface DivisionInstanceRec {
  id: number;
  division_id: number;
  subseason_id: number;
  node_id: number;
  non_standing: boolean;
  /** a number, or (after an update) the string the interface says comes back */
  max_standings_points: number | string | null;
  top_template_id: number | null;
  bottom_template_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export type Gender = 'male' | 'female' | 'co-ed';
export const GENDERS: readonly Gender[] = ['male', 'female', 'co-ed'];

export interface TeamRec {
  id: number;
  image_id: number | null;
  sport_id: number;
  name: string;
  button_title: string;
  abbrev: string;
  primary_color: string;
  secondary_color: string;
  gender: Gender;
  opponent: 1 | null;
  parent_team_id: number | null;
  ios_whitelabel_url: string | null;
  android_whitelabel_url: string | null;
  created_at: Date;
  updated_at: Date;
  site_ids: number[];
  league_ids: number[];
}

export interface TeamInstanceRec {
  id: number;
  team_id: number;
  roster_id: number;
  image_id: number | null;
  management_team_id: number;
  name: string;
  abbrev: string;
  button_title: string;
  primary_color: string;
  secondary_color: string;
  gender: Gender;
  affects_standings: boolean;
  opponent: boolean;
  parent_team_instance_id: number | null;
  subseason_ids: number[];
  created_at: Date;
  updated_at: Date;
}

export interface Tables {
  sites: Map<number, SiteRec>;
  memberships: Map<number, MembershipRec>;
  pageNodes: Map<number, PageNodeRec>;
  pages: Map<number, PageRec>;
  contentNodes: Map<number, ContentNodeRec>;
  layoutContainers: Map<number, LayoutContainerRec>;
  layoutColumns: Map<number, LayoutColumnRec>;
  pageElements: Map<number, PageElementRec>;
  elements: Map<number, ElementRec>;
  images: Map<number, ImageRec>;
  newsArticles: Map<number, NewsArticleRec>;
  commentElements: Map<number, CommentElementRec>;
  comments: Map<number, CommentRec>;
  gamesNewsArticles: Map<number, GameNewsArticleRec>;
  galleries: Map<number, GalleryRec>;
  galleryPhotos: Map<number, GalleryPhotoRec>;
  uploadedVideos: Map<number, UploadedVideoRec>;
  sports: Map<number, SportRec>;
  officialTypes: Map<number, OfficialTypeRec>;
  games: Map<number, GameRec>;
  officials: Map<number, OfficialRec>;
  leagues: Map<number, LeagueRec>;
  seasons: Map<number, SeasonRec>;
  leagueInstances: Map<number, LeagueInstanceRec>;
  subseasons: Map<number, SubseasonRec>;
  divisions: Map<number, DivisionRec>;
  divisionInstances: Map<number, DivisionInstanceRec>;
  teams: Map<number, TeamRec>;
  teamInstances: Map<number, TeamInstanceRec>;
}

export type TableName = keyof Tables;

/** First id of each table: distinct ranges make a client that mixes up kinds of ids fail loudly. */
export const FIRST_IDS: Record<TableName, number> = {
  sites: 1,
  memberships: 501,
  pageNodes: 1001,
  pages: 101,
  contentNodes: 301,
  layoutContainers: 401,
  layoutColumns: 601,
  pageElements: 801,
  elements: 1201,
  images: 2001,
  newsArticles: 3001,
  commentElements: 3501,
  comments: 3601,
  gamesNewsArticles: 3701,
  galleries: 4001,
  galleryPhotos: 4101,
  uploadedVideos: 4301,
  sports: 1,
  officialTypes: 21,
  games: 5001,
  officials: 5201,
  leagues: 6001,
  seasons: 6101,
  leagueInstances: 6201,
  subseasons: 6301,
  divisions: 6401,
  divisionInstances: 6501,
  teams: 7001,
  teamInstances: 8001,
};

function emptyTables(): Tables {
  return {
    sites: new Map(),
    memberships: new Map(),
    pageNodes: new Map(),
    pages: new Map(),
    contentNodes: new Map(),
    layoutContainers: new Map(),
    layoutColumns: new Map(),
    pageElements: new Map(),
    elements: new Map(),
    images: new Map(),
    newsArticles: new Map(),
    commentElements: new Map(),
    comments: new Map(),
    gamesNewsArticles: new Map(),
    galleries: new Map(),
    galleryPhotos: new Map(),
    uploadedVideos: new Map(),
    sports: new Map(),
    officialTypes: new Map(),
    games: new Map(),
    officials: new Map(),
    leagues: new Map(),
    seasons: new Map(),
    leagueInstances: new Map(),
    subseasons: new Map(),
    divisions: new Map(),
    divisionInstances: new Map(),
    teams: new Map(),
    teamInstances: new Map(),
  };
}

export interface StoreSnapshot {
  tables: Tables;
  next: Record<TableName, number>;
  uploads: Map<string, UploadRec>;
}

type RecordOf<T extends TableName> = Tables[T] extends Map<number, infer R> ? R : never;

export class Store {
  readonly t: Tables = emptyTables();
  /** next id per table */
  private readonly next: Record<TableName, number> = { ...FIRST_IDS };
  /** uploaded files by name, served under /uploads/<name> */
  readonly uploads = new Map<string, UploadRec>();
  /** sites the built-in user may read and change */
  readonly accessibleSiteIds = new Set<number>();
  /** the built-in user's id */
  userId = 0;
  /** bumped on every change; derived indexes are rebuilt when it moves */
  private version = 0;
  private readonly indexCache = new Map<string, { version: number; value: unknown }>();
  /** the clock for new records (tests may fix it) */
  now: () => Date = () => new Date(Math.floor(Date.now() / 1000) * 1000);

  /** @param ids where ids come from instead of the per-table counters (the random-ids variation) */
  constructor(private readonly ids?: IdSource) {}

  /** Moves every id counter up by `offset` (the large-ids variation: new records get large ids). */
  raiseIds(offset: number): void {
    for (const table of Object.keys(this.next) as TableName[]) this.next[table] += offset;
    this.ids?.raise();
  }

  /** Reserve the next id of a table. */
  nextId(table: TableName): number {
    if (this.ids) return this.ids.next(table);
    const id = this.next[table];
    this.next[table] = id + 1;
    return id;
  }

  /**
   * The id of a record kind that has no table of its own (stat preferences, rosters, domains...):
   * `sequential` as the seed has always made it, or a random one under random-ids.
   */
  kindId(kind: string, sequential: number): number {
    return this.ids ? this.ids.next(kind) : sequential;
  }

  insert<T extends TableName>(table: T, record: RecordOf<T>): RecordOf<T> {
    const rec = record as { id: number };
    const map = this.t[table] as Map<number, unknown>;
    const replacing = map.has(rec.id);
    map.set(rec.id, record);
    if (rec.id >= this.next[table]) this.next[table] = rec.id + 1;
    const before = this.version;
    this.changed();
    // A new record (not a replacement) only extends the groupings: carry them over instead of
    // rebuilding each on its next use (seeding 5,000 articles was quadratic without this).
    if (!replacing) {
      const prefix = `groupBy:${table}:`;
      for (const [key, hit] of this.indexCache) {
        if (hit.version !== before || !key.startsWith('groupBy:')) continue;
        if (key.startsWith(prefix)) {
          const value = (rec as unknown as Record<string, unknown>)[key.slice(prefix.length)];
          if (typeof value === 'number') {
            const groups = hit.value as Map<number, unknown[]>;
            let list = groups.get(value);
            if (!list) groups.set(value, (list = []));
            list.push(record);
          }
        }
        hit.version = this.version;
      }
    }
    return record;
  }

  remove(table: TableName, id: number): void {
    (this.t[table] as Map<number, unknown>).delete(id);
    this.changed();
  }

  /** Call after changing a record in place. */
  changed(): void {
    this.version++;
  }

  /** Call after changing only positions or nested-set numbers in place: no grouping key moved, so the groupings stay. */
  positionsChanged(): void {
    const before = this.version++;
    for (const [key, hit] of this.indexCache) if (hit.version === before && key.startsWith('groupBy:')) hit.version = this.version;
  }

  /** A derived value cached until the next change. */
  derived<V>(key: string, build: () => V): V {
    const hit = this.indexCache.get(key);
    if (hit && hit.version === this.version) return hit.value as V;
    const value = build();
    this.indexCache.set(key, { version: this.version, value });
    return value;
  }

  /** Records of a table grouped by a numeric field, cached until the next change. */
  groupBy<T extends TableName>(table: T, field: keyof RecordOf<T> & string): Map<number, RecordOf<T>[]> {
    return this.derived(`groupBy:${table}:${field}`, () => {
      const out = new Map<number, RecordOf<T>[]>();
      for (const rec of (this.t[table] as Map<number, RecordOf<T>>).values()) {
        const key = (rec as Record<string, unknown>)[field];
        if (typeof key !== 'number') continue;
        let list = out.get(key);
        if (!list) out.set(key, (list = []));
        list.push(rec);
      }
      return out;
    });
  }

  childrenOf<T extends TableName>(table: T, field: keyof RecordOf<T> & string, parentId: number): RecordOf<T>[] {
    return this.groupBy(table, field).get(parentId) ?? [];
  }

  /** A copy of every table, the id counters and the uploaded files (generated create and delete faults undo what a request did). */
  snapshot(): StoreSnapshot {
    return { tables: structuredClone(this.t), next: { ...this.next }, uploads: new Map(this.uploads) };
  }

  /** Puts back what `snapshot()` copied. */
  restore(snapshot: StoreSnapshot): void {
    for (const name of Object.keys(this.t) as TableName[]) {
      const map = this.t[name] as Map<number, unknown>;
      map.clear();
      for (const [id, rec] of snapshot.tables[name] as Map<number, unknown>) map.set(id, rec);
    }
    Object.assign(this.next, snapshot.next);
    this.uploads.clear();
    for (const [name, up] of snapshot.uploads) this.uploads.set(name, up);
    this.changed();
  }

  /** A stable SHA-256 over every table, the id counters and the uploaded files. */
  digest(): string {
    const hash = createHash('sha256');
    const tableNames = Object.keys(this.t).sort() as TableName[];
    for (const name of tableNames) {
      const map = this.t[name] as Map<number, unknown>;
      const ids = [...map.keys()].sort((a, b) => a - b);
      hash.update(`${name}:${this.next[name]}:`);
      for (const id of ids) hash.update(JSON.stringify(map.get(id)));
    }
    for (const name of [...this.uploads.keys()].sort()) {
      const up = this.uploads.get(name)!;
      hash.update(`upload:${name}:${up.content_type}:`);
      hash.update(up.data);
    }
    hash.update(`access:${[...this.accessibleSiteIds].sort().join(',')}`);
    if (this.ids) hash.update(this.ids.state());
    return hash.digest('hex');
  }
}
