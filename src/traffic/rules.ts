// The rules of the interface text that one recorded request, with its answer, can show, as data:
// limits, enums and required fields of request bodies ("Limits"; the resource tables; the
// endpoint tables), required query parameters, the filters of the index operations, and the
// defaults of creates. Each rule names its requirement; check-requests.ts applies them.
import { isObject, type Json, type TrafficExchange } from './exchange.ts';

type Getter = (ex: TrafficExchange) => unknown;

/** A value at a path of the JSON request body ('a.b.c'), or undefined. */
export function at(value: unknown, path: string): unknown {
  let node = value;
  for (const key of path.split('.')) {
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

const json = (path: string): Getter => (ex) => at(ex.requestJson, path);
/** A field of a form body (URL-encoded or multipart), by its bracketed name. */
const form = (name: string): Getter => (ex) => ex.formFields?.[name];
/** The first of several places a field may be sent. */
const either = (...getters: Getter[]): Getter => (ex) => {
  for (const g of getters) {
    const v = g(ex);
    if (v !== undefined) return v;
  }
  return undefined;
};

export interface BodyRule {
  requirement: string;
  /** what the interface text says, for messages */
  says: string;
  /** operations (and, for createPageElement, the interface operation) it applies to */
  operations: string[];
  interfaceOperation?: string;
  /** the kind of request it applies to, when the operation alone does not say (photo elements) */
  applies?: (ex: TrafficExchange) => boolean;
  /** undefined when the request does not show the rule (a field not sent, a body not recorded) */
  broken: (ex: TrafficExchange) => string | false | undefined;
}

function maxLength(requirement: string, field: string, limit: number, operations: string[], get: Getter, interfaceOperation?: string): BodyRule {
  return {
    requirement, says: `${field}: maximum length ${limit}`, operations, ...(interfaceOperation ? { interfaceOperation } : {}),
    broken: (ex) => {
      const v = get(ex);
      if (typeof v !== 'string') return undefined;
      return v.length > limit ? `${field} of ${v.length} characters was sent (maximum ${limit})` : false;
    },
  };
}

function oneOfValues(requirement: string, field: string, allowed: readonly unknown[], operations: string[], get: Getter, interfaceOperation?: string): BodyRule {
  return {
    requirement, says: `${field}: one of ${allowed.join(', ')}`, operations, ...(interfaceOperation ? { interfaceOperation } : {}),
    broken: (ex) => {
      const v = get(ex);
      if (v === undefined || v === null) return undefined;
      return allowed.includes(v) ? false : `${field} ${JSON.stringify(v)} was sent (one of ${allowed.join(', ')})`;
    },
  };
}

/** Required fields of a JSON body: judged only for JSON requests whose body was recorded whole. */
function required(requirement: string, fields: Array<[string, Getter]>, operations: string[], when: (ex: TrafficExchange) => boolean = () => true): BodyRule {
  return {
    requirement, says: `required: ${fields.map(([f]) => f).join(', ')}`, operations,
    broken: (ex) => {
      if (!isObject(ex.requestJson) || !when(ex)) return undefined;
      const missing = fields.filter(([, get]) => get(ex) === undefined || get(ex) === null).map(([f]) => f);
      return missing.length > 0 ? `the request has no ${missing.join(', ')} (required)` : false;
    },
  };
}

export const LAYOUT_TYPES = ['oneColumn', 'twoColumn5050', 'twoColumn6633', 'twoColumn3366', 'threeColumn333333', 'threeColumn502525', 'threeColumn255025', 'threeColumn252550'] as const;

/** The requirement of each layout type's column count, written out so that one search finds it. */
const COLUMNS_REQUIREMENTS: Readonly<Record<string, string>> = {
  oneColumn: 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN',
  twoColumn5050: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050',
  twoColumn6633: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN6633',
  twoColumn3366: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN3366',
  threeColumn333333: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN333333',
  threeColumn502525: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN502525',
  threeColumn255025: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN255025',
  threeColumn252550: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN252550',
};

/** The requirement that a container of this layout type has its number of columns (undefined for a type the interface does not list). */
export function columnsRequirement(layoutType: string): string | undefined {
  return COLUMNS_REQUIREMENTS[layoutType];
}

/** Columns of a layout type: "The number of columns of a container follows its layout_type." */
export function columnsOf(layoutType: string): number | undefined {
  const m = /^(one|two|three)Column/.exec(layoutType);
  return m && (LAYOUT_TYPES as readonly string[]).includes(layoutType) ? { one: 1, two: 2, three: 3 }[m[1] as 'one' | 'two' | 'three'] : undefined;
}

const NEWS = ['createNewsArticle', 'updateNewsArticle'];
const PE_JSON = 'OP-PAGE-ELEMENTS-CREATE';
const photo = (field: string): Getter => either(json(`page_element.element.${field}`), form(`page_element[element][${field}]`));
const hasUrl = (ex: TrafficExchange): unknown => {
  const v = photo('has_url')(ex);
  return typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
};
/** A photo page element create: the multipart upload, or a JSON create of page_element_type Photo. */
const isPhoto = (ex: TrafficExchange): boolean =>
  ex.interfaceOperations.includes('OP-PHOTO-ELEMENT-UPLOAD') || at(ex.requestJson, 'page_element.page_element_type') === 'Photo';
const photoRule = (rule: BodyRule): BodyRule => ({ ...rule, applies: isPhoto });
const photoWithUrl = (ex: TrafficExchange): boolean => {
  const v = hasUrl(ex);
  return v !== undefined && v !== null && v !== false && v !== 0 && v !== '';
};

/** Rules on the body of a request: an accepted (2xx) request that breaks one fails its requirement. */
export const BODY_RULES: BodyRule[] = [
  maxLength('NEWS-TITLE-MAXLEN', 'news_article.title', 300, NEWS, json('news_article.title')),
  maxLength('NEWS-TEASER-MAXLEN', 'news_article.teaser', 300, NEWS, json('news_article.teaser')),
  maxLength('NEWS-AUTHOR-MAXLEN', 'news_article.author', 100, NEWS, json('news_article.author')),
  maxLength('NEWS-PREVIEW-TEXT-MAXLEN', 'news_article.preview_text', 30_000, NEWS, json('news_article.preview_text')),
  oneOfValues('NEWS-STATUS-ENUM', 'news_article.status', ['draft', 'published'], NEWS, json('news_article.status')),
  required('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE', [['page_node_ids', either(json('news_article.page_node_ids'), json('page_node_ids'))]], ['createNewsArticle']),
  required('NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE', [['page_node_ids', either(json('news_article.page_node_ids'), json('page_node_ids'))]], ['updateNewsArticle']),
  maxLength('PAGE-ELEMENT-CSS-CLASS-MAXLEN', 'page_element.custom_css_class', 255, ['createPageElement', 'updatePageElement'], either(json('page_element.custom_css_class'), form('page_element[custom_css_class]'))),
  required('PAGE-ELEMENT-REQUIRED-FIELDS', [['page_element', json('page_element')], ['page_element.layout_column_id', json('page_element.layout_column_id')], ['page_element.element', json('page_element.element')]], ['createPageElement'], (ex) => ex.requestIsJson),
  required('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', [['page_element', json('page_element')], ['element', either(json('element'), json('page_element.element'))]], ['updatePageElement']),
  ...([
  maxLength('PHOTO-CUTLINE-MAXLEN', 'cutline', 255, ['createPageElement'], photo('cutline')),
  maxLength('PHOTO-URL-MAXLEN', 'url', 255, ['createPageElement'], photo('url')),
  {
    requirement: 'PHOTO-HAS-URL-RANGE', says: 'has_url: integer 1 to 5', operations: ['createPageElement'],
    broken: (ex) => {
      const v = hasUrl(ex);
      if (v === undefined || v === null) return undefined;
      return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? false : `has_url ${JSON.stringify(v)} was sent (an integer 1 to 5)`;
    },
  },
  oneOfValues('PHOTO-PROTOCOL-ENUM', 'protocol', ['http://', 'https://', 'mailto:'], ['createPageElement'], photo('protocol')),
  {
    requirement: 'PHOTO-URL-REQUIRED-WITH-HAS-URL', says: 'url: required when has_url is set', operations: ['createPageElement'],
    broken: (ex) => (photoWithUrl(ex) ? (photo('url')(ex) ? false : `has_url ${JSON.stringify(hasUrl(ex))} was sent without url`) : undefined),
  },
  {
    requirement: 'PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL', says: 'protocol: required when has_url is set', operations: ['createPageElement'],
    broken: (ex) => (photoWithUrl(ex) ? (photo('protocol')(ex) ? false : `has_url ${JSON.stringify(hasUrl(ex))} was sent without protocol`) : undefined),
  },
  ] as BodyRule[]).map(photoRule),
  required('LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', [['site_id', json('site_id')], ['layout_container', json('layout_container')]], ['createLayoutContainer']),
  oneOfValues('LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM', 'layout_container.layout_type', LAYOUT_TYPES, ['createLayoutContainer', 'updateLayoutContainer'], json('layout_container.layout_type')),
  oneOfValues('PAGE-DISPLAY-STATUS-ENUM', 'display_status', ['disabled', 'private', 'public'], ['createPage'], either(json('display_status'), json('page.display_status'))),
  oneOfValues('PAGE-LAYOUT-TEMPLATE-ENUM', 'layout_template', ['one_panel', 'two_panel', 'three_panel'], ['createPage'], either(json('layout_template'), json('page.layout_template'))),
  required('OFFICIAL-CREATE-REQUIRED-FIELDS', [['official.name', json('official.name')], ['official.game_id', json('official.game_id')]], ['createOrUpdateOfficial'], (ex) => isObject(ex.requestJson) && !('id' in ex.requestJson)),
  required('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED', [['parent_node_id', either(json('parent_node_id'), json('division_instance.parent_node_id'))]], ['createDivisionInstance']),
  oneOfValues('TEAM-GENDER-ENUM', 'gender', ['male', 'female', 'co-ed'], ['updateTeam'], either(json('team.gender'), json('gender'))),
];

export interface QueryRule {
  requirement: string;
  operation: string;
  /** why the request is one the interface rules out, or undefined when it is not */
  ruledOut: (q: URLSearchParams) => string | undefined;
}

const missing = (q: URLSearchParams, name: string) => !q.has(name) || q.get(name) === '';
const notInteger = (q: URLSearchParams, name: string) => q.has(name) && !/^\d+$/.test(q.get(name) ?? '');

/**
 * Index requests the interface rules out: "is rejected with an error" (a 2xx fails; a 4xx holds).
 * Not here: the officials, official types, division instances and teams indexes without the
 * parameters they list as required, for which no error is stated (spec/silences.yaml).
 */
export const QUERY_RULES: QueryRule[] = [
  { requirement: 'LEAGUES-PARAM-REQUIRED', operation: 'listLeagues', ruledOut: (q) => (missing(q, 'site_id') && missing(q, 'site_url') ? 'neither site_id nor site_url (one is required)' : undefined) },
  { requirement: 'LEAGUES-INVALID-PARAM', operation: 'listLeagues', ruledOut: (q) => (!missing(q, 'site_id') && notInteger(q, 'site_id') ? `site_id ${JSON.stringify(q.get('site_id'))} is not an integer` : undefined) },
  { requirement: 'TEAM-INSTANCES-PARAM-REQUIRED', operation: 'listTeamInstances', ruledOut: (q) => (missing(q, 'subseason_id') && missing(q, 'league_instance_id') ? 'neither subseason_id nor league_instance_id (one is required)' : undefined) },
  { requirement: 'TEAM-INSTANCES-INVALID-PARAM', operation: 'listTeamInstances', ruledOut: (q) => (!missing(q, 'subseason_id') && notInteger(q, 'subseason_id') ? `subseason_id ${JSON.stringify(q.get('subseason_id'))} is not an integer` : undefined) },
  { requirement: 'LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', operation: 'moveLayoutContainer', ruledOut: (q) => (missing(q, 'site_id') ? 'no site_id (required)' : undefined) },
];

/** Integers of a query parameter: repeated, bracketed (name[]) or comma-separated; undefined when any is not an integer. */
export function queryIntegers(q: URLSearchParams, name: string): number[] | undefined {
  const raw = [...q.getAll(name), ...q.getAll(`${name}[]`)].flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  if (raw.length === 0 || raw.some((v) => !/^\d+$/.test(v))) return undefined;
  return raw.map(Number);
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.flatMap((x) => (typeof x === 'number' ? [x] : isObject(x) && typeof x.id === 'number' ? [x.id] : [])) : []);

export interface FilterRule {
  requirement: string;
  operation: string;
  param: string;
  /** whether a listed item honours the filter values; undefined when the item does not show it */
  honours: (item: Json, values: number[]) => boolean | undefined;
}

const field = (name: string) => (item: Json, values: number[]) => (typeof item[name] === 'number' ? values.includes(item[name]) : undefined);

/** "Every X listed for a Y has it": the index filters the interface states. */
export const FILTER_RULES: FilterRule[] = [
  { requirement: 'OFFICIAL-TYPES-BY-SPORT', operation: 'listOfficialTypes', param: 'sport_id', honours: field('sport_id') },
  { requirement: 'OFFICIALS-BY-GAME', operation: 'listOfficials', param: 'game_id', honours: field('game_id') },
  { requirement: 'LEAGUES-BY-SITE-ID', operation: 'listLeagues', param: 'site_id', honours: field('site_id') },
  { requirement: 'LEAGUE-INSTANCES-BY-LEAGUE', operation: 'listLeagueInstances', param: 'league_id', honours: field('league_id') },
  { requirement: 'TEAMS-FILTER-SPORT-ID', operation: 'listTeams', param: 'sport_id', honours: field('sport_id') },
  { requirement: 'TEAMS-FILTER-TEAM-IDS', operation: 'listTeams', param: 'team_ids', honours: field('id') },
  { requirement: 'TEAMS-FILTER-SITE', operation: 'listTeams', param: 'site_id', honours: (item, values) => (Array.isArray(item.sites) ? ids(item.sites).some((id) => values.includes(id)) : undefined) },
  { requirement: 'TEAMS-FILTER-LEAGUE-IDS', operation: 'listTeams', param: 'league_ids', honours: (item, values) => (Array.isArray(item.leagues) ? ids(item.leagues).some((id) => values.includes(id)) : undefined) },
  { requirement: 'TEAM-INSTANCES-BY-SUBSEASON', operation: 'listTeamInstances', param: 'subseason_id', honours: (item, values) => (Array.isArray(item.subseason_ids) ? values.some((v) => (item.subseason_ids as unknown[]).includes(v)) : undefined) },
];

export interface DefaultRule {
  requirement: string;
  operation: string;
  interfaceOperation?: string;
  /** the request field that, when absent, gets the default */
  sent: Getter;
  /** the answer's value */
  answered: (body: Json) => unknown;
  expected: unknown;
  label: string;
}

const answer = (name: string) => (body: Json) => body[name];

/** "Default ...": a JSON create without the field answers the default. */
export const DEFAULT_RULES: DefaultRule[] = [
  { requirement: 'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', operation: 'createLayoutContainer', sent: json('layout_container.layout_type'), answered: answer('layout_type'), expected: 'oneColumn', label: 'layout_type' },
  { requirement: 'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', operation: 'createLayoutContainer', sent: json('layout_container.layout_type'), answered: (b) => (Array.isArray(b.layout_columns) ? b.layout_columns.length : undefined), expected: 1, label: 'number of layout_columns' },
  { requirement: 'LAYOUT-CONTAINER-LOCKED-DEFAULT', operation: 'createLayoutContainer', sent: json('layout_container.locked'), answered: answer('locked'), expected: false, label: 'locked' },
  { requirement: 'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT', operation: 'createPageElement', interfaceOperation: PE_JSON, sent: json('page_element.element_locked'), answered: answer('element_locked'), expected: false, label: 'element_locked' },
  { requirement: 'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT', operation: 'createPageElement', interfaceOperation: PE_JSON, sent: json('page_element.content_locked'), answered: answer('content_locked'), expected: false, label: 'content_locked' },
  { requirement: 'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT', operation: 'createPageElement', interfaceOperation: PE_JSON, sent: json('page_element.mirror_enabled'), answered: answer('mirror_enabled'), expected: false, label: 'mirror_enabled' },
  { requirement: 'NEWS-STATUS-DEFAULT', operation: 'createNewsArticle', sent: json('news_article.status'), answered: answer('status'), expected: 'draft', label: 'status' },
  ...([
    ['show_image_with_article', 'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT'],
    ['show_image_in_aggregator', 'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT'],
    ['show_preview_text_with_article', 'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT'],
    ['show_preview_text_in_aggregator', 'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT'],
  ] as const).map(([flag, requirement]): DefaultRule => ({
    requirement, operation: 'createNewsArticle', sent: json(`news_article.${flag}`), answered: answer(flag), expected: true, label: flag,
  })),
];
