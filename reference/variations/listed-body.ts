// The body fields the interface lists per write operation (unlisted-body-refused): the operation's own
// input, and for a create or update the fields of its resource, less those the interface gives as the
// service's own (ids, created_on/updated_on "read only", "present in responses", "assigned by the
// service", "included in responses"). Any other field, at any level, is refused under the variation.
import { UploadedFile } from '../input.ts';

/**
 * What an object of a body may hold: per field, `true` (any value), the spec of a nested object, or
 * 'element': the Element of a page element, whose fields depend on the element type.
 */
interface ObjectSpec {
  readonly [field: string]: true | 'element' | ObjectSpec;
}

const any = true;
const fields = (...names: string[]): ObjectSpec => Object.fromEntries(names.map((n) => [n, any]));

/** TextBlock element fields (Page Element section) less id, created_on, updated_on. */
const TEXT_BLOCK = [
  'subtitle',
  'content',
  'display_size',
  'alignment',
  'url',
  'protocol',
  'has_url',
  'action',
  'image_id',
  'created_without_fck',
  'subtitle_alignment',
  'cutline',
  'thumbnails',
];
/** Photo element fields less id, created_on, updated_on. */
const PHOTO = [
  'caption',
  'cutline',
  'url',
  'protocol',
  'has_url',
  'uploaded_data',
  'show_original',
  'enlargeable',
  'action',
  'image_id',
  'thumbnails',
];
/** Video elements: the video_params of the uploaded and the external video. */
const VIDEO: ObjectSpec = { video_params: fields('video_element_type', 'title', 'uploaded_data', 'youtube_url') };

const PAGE_ELEMENT: ObjectSpec = {
  ...fields(
    'layout_column_id',
    'page_element_type',
    'content_resource_type',
    'after_pe',
    'element_locked',
    'content_locked',
    'dependent_type',
    'mirror_enabled',
    'custom_css_class',
    'position',
    'element_type',
    'element_id',
  ),
  element: 'element',
};
const LAYOUT_CONTAINER = fields(
  'content_node_id',
  'layout_type',
  'locked',
  'position',
  'custom_css_class',
  'mirror_target_id',
  'name',
);
const NEWS_ARTICLE = fields(
  'title',
  'author',
  'teaser',
  'preview_text',
  'news_date',
  'status',
  'show_image_with_article',
  'show_image_in_aggregator',
  'show_preview_text_with_article',
  'show_preview_text_in_aggregator',
  'page_node_ids',
  'uploaded_data',
  'template_id',
);
const DIVISION = fields('name', 'button_title', 'abbrev', 'primary_color', 'secondary_color');
const TEAM = fields(
  'image_id',
  'sport_id',
  'name',
  'button_title',
  'abbrev',
  'primary_color',
  'secondary_color',
  'gender',
  'opponent',
  'parent_team_id',
  'ios_whitelabel_url',
  'android_whitelabel_url',
);
const PAGE = fields(
  'site_id',
  'page_title',
  'button_title',
  'parent_id',
  'display_status',
  'layout_template',
  'extended_button_title',
  'node_type',
  'in_trash',
  'has_events',
  'has_news',
  'uses_sport_header',
  'cache_timeout',
  'friendly_name',
  'css_id',
  'header_code',
  'image_id',
  'cascade_header_code',
  'page_element_lock_for_edit_access',
  'ads_doubleclick_zone_id',
  'deleted_tree_id',
  'lft',
  'rgt',
);
const OFFICIAL: ObjectSpec = {
  ...fields('id', 'current_user'),
  official: fields('name', 'game_id', 'official_type_id'),
};

/** Per route (method and fastify url): what its body may hold. A route that is not here takes no body fields. */
const LISTED_BODY: Record<string, ObjectSpec> = {
  'POST /layout_containers': { site_id: any, layout_container: LAYOUT_CONTAINER },
  'PUT /layout_containers/:id': { layout_container: LAYOUT_CONTAINER },
  'PUT /layout_containers/:id/move': fields('content_node_id'),
  'POST /layout_containers/:id/move': fields('content_node_id'),
  'DELETE /layout_containers/:id': fields('layout_container_id'),
  'POST /page_elements': { page_element: PAGE_ELEMENT },
  'PUT /page_elements/:id': { page_element: PAGE_ELEMENT, element: 'element' },
  'PUT /page_elements/:id/move': fields('site_id', 'layout_column_id'),
  'POST /page_elements/:id/move': fields('site_id', 'layout_column_id'),
  'POST /pages': PAGE,
  'POST /news_articles': { news_article: NEWS_ARTICLE, template_id: any },
  'PUT /news_articles/:id': { news_article: NEWS_ARTICLE, page_node_ids: any },
  'POST /news_articles/:id': { news_article: NEWS_ARTICLE, page_node_ids: any },
  'POST /games_news_articles': fields('game_id', 'news_article_id'),
  'POST /gallery_photos': fields('object_type', 'object_id', 'filedata', 'approved'),
  'POST /uploaded_videos': {
    uploaded_video: fields('object_type', 'object_id', 'filedata', 'name', 'description', 'approved'),
  },
  'POST /officials': OFFICIAL,
  'POST /division_instances': {
    ...fields(
      'parent_node_id',
      'existing_or_new',
      'top_template_id',
      'bottom_template_id',
      'division_id',
      'non_standing',
      'max_standings_points',
    ),
    division: DIVISION,
  },
  'PUT /division_instances/:id': fields('division_id', 'non_standing', 'max_standings_points'),
  'PUT /teams/:id': { ...TEAM, team: TEAM },
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof UploadedFile) && !Buffer.isBuffer(v);

/** The Element's fields by the page element type sent (an update may change any listed field: all of them). */
function elementSpec(pageElementType: unknown): ObjectSpec | undefined {
  if (pageElementType === 'TextBlock') return fields(...TEXT_BLOCK);
  if (pageElementType === 'Photo') return fields(...PHOTO);
  if (pageElementType === 'Video' || pageElementType === 'UploadedVideo' || pageElementType === 'ExternalVideo')
    return VIDEO;
  if (pageElementType === undefined) return { ...fields(...TEXT_BLOCK, ...PHOTO), ...VIDEO };
  return undefined; // the fields of the other element types are not shown
}

/** The dotted names of the fields of `body` that `spec` does not list. */
function unlisted(body: Record<string, unknown>, spec: ObjectSpec, prefix: string, pageElementType: unknown): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const rule = spec[key];
    if (rule === undefined) out.push(`${prefix}${key}`);
    else if (rule === true || !isObject(value)) continue;
    else if (rule === 'element') {
      const own = elementSpec(pageElementType);
      if (own) out.push(...unlisted(value, own, `${prefix}${key}.`, undefined));
    } else out.push(...unlisted(value, rule, `${prefix}${key}.`, value.page_element_type));
  }
  return out;
}

/** The fields of a request body the interface does not list for its route (method and fastify url). */
export function unlistedBodyFields(route: string, body: Record<string, unknown>): string[] {
  const spec = LISTED_BODY[route] ?? {};
  return unlisted(body, spec, '', undefined);
}
