// The stored records of sites, memberships and the page structure (page nodes, pages, content nodes,
// layout containers and columns, page elements, elements), images and uploaded files.

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

export type PageNodeType =
  | 'Page'
  | 'League'
  | 'LeagueInstance'
  | 'Subseason'
  | 'DivisionInstance'
  | 'TeamInstance'
  | ExtraTreeNodeType;

/** Node types of the league instance tree the interface does not list (variation tree-extra-node-types). */
type ExtraTreeNodeType = 'Tournament' | 'Event';

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
  /** the content node of a page element whose container was deleted without it (delete-leaves-contents) */
  detached_content_node_id?: number;
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
