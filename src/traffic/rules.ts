// The rules of the interface text that one recorded request, with its answer, can show, as data:
// limits, enums and required fields of request bodies ("Limits"; the resource tables; the
// endpoint tables), required query parameters, the filters of the index operations, and the
// defaults of creates. Each rule names its requirement; check-requests.ts applies them. The limits,
// values and required inputs, and the requirement of each, are the model's (src/spec/interface-model.ts):
// this file says which requests a rule judges and where in them it looks.
import { isObject, type Json, type TrafficExchange } from './exchange.ts';
import { interfaceModel } from '../spec/interface-model.ts';

const model = interfaceModel();

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

const json =
  (path: string): Getter =>
  (ex) =>
    at(ex.requestJson, path);
/** A field of a form body (URL-encoded or multipart), by its bracketed name. */
const form =
  (name: string): Getter =>
  (ex) =>
    ex.formFields?.[name];
/** The first of several places a field may be sent. */
const either =
  (...getters: Getter[]): Getter =>
  (ex) => {
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

/** An input of the model: its operation, its (dotted) name and, of an operation with several, its form. */
type ModelInput = { operationId: string; name: string; form?: string };

/**
 * A rule on the value of one input of the model, judged on `operations` where `get` finds the value:
 * `judge` says what is wrong with the value sent (false: nothing; undefined: the request does not show it).
 */
function valueRule(
  input: ModelInput,
  constraint: 'maxLength' | 'enum',
  says: string,
  operations: string[],
  get: Getter,
  judge: (value: unknown) => string | false | undefined,
): BodyRule {
  const requirement = model.requirementOf(model.input(input.operationId, input.name, input.form), constraint);
  return { requirement, says, operations, broken: (ex) => judge(get(ex)) };
}

/** The maximum length of an input of the model (of `form`, an operation with several), judged on `operations` where `get` finds it; `field` names it in messages. */
function maxLength(input: ModelInput, operations: string[], get: Getter, field = input.name): BodyRule {
  const limit = model.maxLength(input.operationId, input.name, input.form);
  return valueRule(input, 'maxLength', `${field}: maximum length ${limit}`, operations, get, (v) => {
    if (typeof v !== 'string') return undefined;
    return v.length > limit ? `${field} of ${v.length} characters was sent (maximum ${limit})` : false;
  });
}

/** The values of an input of the model, judged as maxLength judges a limit. */
function oneOfValues(input: ModelInput, operations: string[], get: Getter, field = input.name): BodyRule {
  const allowed: readonly unknown[] = model.values(input.operationId, input.name, input.form);
  return valueRule(input, 'enum', `${field}: one of ${allowed.join(', ')}`, operations, get, (v) => {
    if (v === undefined || v === null) return undefined;
    return allowed.includes(v) ? false : `${field} ${JSON.stringify(v)} was sent (one of ${allowed.join(', ')})`;
  });
}

/**
 * Other places of a required input where a recording may show it (a wrapper left out or added): the
 * check judges what was sent wherever it is, and names the input by its shortest place.
 */
const ALSO_SENT_AS: Readonly<Record<string, readonly string[]>> = {
  'news_article.page_node_ids': ['page_node_ids'],
  element: ['page_element.element'],
  parent_node_id: ['division_instance.parent_node_id'],
};

/** Required fields of a JSON body, the inputs of the model a requirement makes required: judged only for JSON requests whose body was recorded whole. */
function required(requirement: string, when: (ex: TrafficExchange) => boolean = () => true): BodyRule {
  const inputs = model.requiredBy(requirement).filter((f) => !f.query);
  const operations = [...new Set(inputs.map((f) => f.operationId))];
  const fields = [...new Set(inputs.map((f) => f.name))].map((name): [string, Getter] => {
    const places = [name, ...(ALSO_SENT_AS[name] ?? [])];
    return [places.reduce((a, b) => (b.length < a.length ? b : a)), either(...places.map(json))];
  });
  return {
    requirement,
    says: `required: ${fields.map(([f]) => f).join(', ')}`,
    operations,
    broken: (ex) => {
      if (!isObject(ex.requestJson) || !when(ex)) return undefined;
      const missing = fields.filter(([, get]) => get(ex) === undefined || get(ex) === null).map(([f]) => f);
      return missing.length > 0 ? `the request has no ${missing.join(', ')} (required)` : false;
    },
  };
}

export const LAYOUT_TYPES = model.layoutTypes;

/**
 * The requirement that a container of this layout type has its number of columns, one per type
 * (LAYOUT-CONTAINER-COLUMNS-ONECOLUMN, ...); undefined for a type the interface does not list.
 */
export function columnsRequirement(layoutType: string): string | undefined {
  const id = `LAYOUT-CONTAINER-COLUMNS-${layoutType.toUpperCase()}`;
  return LAYOUT_TYPES.includes(layoutType) && model.requirements.has(id) ? id : undefined;
}

/** Columns of a layout type: "The number of columns of a container follows its layout_type." */
export function columnsOf(layoutType: string): number | undefined {
  return model.columnsOf(layoutType);
}

const NEWS = ['createNewsArticle', 'updateNewsArticle'];
/** A field of the Photo element of a JSON create, as the model names it. */
const PHOTO = (field: string) => ({
  operationId: 'createPageElement',
  name: `page_element.element.${field}`,
  form: 'json',
});
const HAS_URL = {
  ...model.range('createPageElement', 'page_element.element.has_url', 'json'),
  requirement: model.requirementOf(model.input('createPageElement', 'page_element.element.has_url', 'json'), 'maximum'),
};
const PE_JSON = 'OP-PAGE-ELEMENTS-CREATE';
const photo = (field: string): Getter =>
  either(json(`page_element.element.${field}`), form(`page_element[element][${field}]`));
const hasUrl = (ex: TrafficExchange): unknown => {
  const v = photo('has_url')(ex);
  return typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
};
/** A photo page element create: the multipart upload, or a JSON create of page_element_type Photo. */
const isPhoto = (ex: TrafficExchange): boolean =>
  ex.interfaceOperations.includes('OP-PHOTO-ELEMENT-UPLOAD') ||
  at(ex.requestJson, 'page_element.page_element_type') === 'Photo';
const photoRule = (rule: BodyRule): BodyRule => ({ ...rule, applies: isPhoto });
const photoWithUrl = (ex: TrafficExchange): boolean => {
  const v = hasUrl(ex);
  return v !== undefined && v !== null && v !== false && v !== 0 && v !== '';
};
/** A field of the photo a create must send when it sets has_url (`requirement` says so). */
const requiredWithHasUrl = (requirement: string, field: string): BodyRule => ({
  requirement,
  says: `${field}: required when has_url is set`,
  operations: ['createPageElement'],
  broken: (ex) =>
    photoWithUrl(ex)
      ? photo(field)(ex)
        ? false
        : `has_url ${JSON.stringify(hasUrl(ex))} was sent without ${field}`
      : undefined,
});

/** Rules on the body of a request: an accepted (2xx) request that breaks one fails its requirement. */
export const BODY_RULES: BodyRule[] = [
  ...['title', 'teaser', 'author', 'preview_text'].map((field) =>
    maxLength({ operationId: 'createNewsArticle', name: `news_article.${field}` }, NEWS, json(`news_article.${field}`)),
  ),
  oneOfValues({ operationId: 'createNewsArticle', name: 'news_article.status' }, NEWS, json('news_article.status')),
  required('NEWS-PAGE-NODE-IDS-REQUIRED-CREATE'),
  required('NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE'),
  maxLength(
    { operationId: 'createPageElement', name: 'page_element.custom_css_class', form: 'json' },
    ['createPageElement', 'updatePageElement'],
    either(json('page_element.custom_css_class'), form('page_element[custom_css_class]')),
  ),
  required('PAGE-ELEMENT-REQUIRED-FIELDS', (ex) => ex.requestIsJson),
  required('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH'),
  ...(
    [
      maxLength(PHOTO('cutline'), ['createPageElement'], photo('cutline'), 'cutline'),
      maxLength(PHOTO('url'), ['createPageElement'], photo('url'), 'url'),
      {
        requirement: HAS_URL.requirement,
        says: `has_url: integer ${HAS_URL.minimum} to ${HAS_URL.maximum}`,
        operations: ['createPageElement'],
        broken: (ex) => {
          const v = hasUrl(ex);
          if (v === undefined || v === null) return undefined;
          return typeof v === 'number' && Number.isInteger(v) && v >= HAS_URL.minimum && v <= HAS_URL.maximum
            ? false
            : `has_url ${JSON.stringify(v)} was sent (an integer ${HAS_URL.minimum} to ${HAS_URL.maximum})`;
        },
      },
      oneOfValues(PHOTO('protocol'), ['createPageElement'], photo('protocol'), 'protocol'),
      requiredWithHasUrl('PHOTO-URL-REQUIRED-WITH-HAS-URL', 'url'),
      requiredWithHasUrl('PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL', 'protocol'),
    ] as BodyRule[]
  ).map(photoRule),
  required('LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS'),
  oneOfValues(
    { operationId: 'createLayoutContainer', name: 'layout_container.layout_type' },
    ['createLayoutContainer', 'updateLayoutContainer'],
    json('layout_container.layout_type'),
  ),
  oneOfValues(
    { operationId: 'createPage', name: 'display_status' },
    ['createPage'],
    either(json('display_status'), json('page.display_status')),
  ),
  oneOfValues(
    { operationId: 'createPage', name: 'layout_template' },
    ['createPage'],
    either(json('layout_template'), json('page.layout_template')),
  ),
  required('OFFICIAL-CREATE-REQUIRED-FIELDS', (ex) => isObject(ex.requestJson) && !('id' in ex.requestJson)),
  required('DIVISION-INSTANCE-CREATE-PARENT-REQUIRED'),
  oneOfValues(
    { operationId: 'updateTeam', name: 'gender', form: 'bare' },
    ['updateTeam'],
    either(json('team.gender'), json('gender')),
  ),
];

export interface QueryRule {
  requirement: string;
  operation: string;
  /** why the request is one the interface rules out, or undefined when it is not */
  ruledOut: (q: URLSearchParams) => string | undefined;
}

const missing = (q: URLSearchParams, name: string) => !q.has(name) || q.get(name) === '';
const notInteger = (q: URLSearchParams, name: string) => q.has(name) && !/^\d+$/.test(q.get(name) ?? '');
/** Rules out a request with neither of two parameters, one of which is required. */
const neither =
  (a: string, b: string) =>
  (q: URLSearchParams): string | undefined =>
    missing(q, a) && missing(q, b) ? `neither ${a} nor ${b} (one is required)` : undefined;
/** Rules out a request whose parameter `name` is given but is not an integer. */
const nonInteger =
  (name: string) =>
  (q: URLSearchParams): string | undefined =>
    !missing(q, name) && notInteger(q, name) ? `${name} ${JSON.stringify(q.get(name))} is not an integer` : undefined;

/**
 * Index requests the interface rules out: "is rejected with an error" (a 2xx fails; a 4xx holds).
 * Not here: the officials, official types, division instances and teams indexes without the
 * parameters they list as required, for which no error is stated (spec/silences.yaml).
 */
export const QUERY_RULES: QueryRule[] = [
  { requirement: 'LEAGUES-PARAM-REQUIRED', operation: 'listLeagues', ruledOut: neither('site_id', 'site_url') },
  { requirement: 'LEAGUES-INVALID-PARAM', operation: 'listLeagues', ruledOut: nonInteger('site_id') },
  {
    requirement: 'TEAM-INSTANCES-PARAM-REQUIRED',
    operation: 'listTeamInstances',
    ruledOut: neither('subseason_id', 'league_instance_id'),
  },
  { requirement: 'TEAM-INSTANCES-INVALID-PARAM', operation: 'listTeamInstances', ruledOut: nonInteger('subseason_id') },
  {
    requirement: 'LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED',
    operation: 'moveLayoutContainer',
    ruledOut: (q) => (missing(q, 'site_id') ? 'no site_id (required)' : undefined),
  },
];

/** Integers of a query parameter: repeated, bracketed (name[]) or comma-separated; undefined when any is not an integer. */
export function queryIntegers(q: URLSearchParams, name: string): number[] | undefined {
  const raw = [...q.getAll(name), ...q.getAll(`${name}[]`)]
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (raw.length === 0 || raw.some((v) => !/^\d+$/.test(v))) return undefined;
  return raw.map(Number);
}

const ids = (v: unknown): number[] =>
  Array.isArray(v)
    ? v.flatMap((x) => (typeof x === 'number' ? [x] : isObject(x) && typeof x.id === 'number' ? [x.id] : []))
    : [];

export interface FilterRule {
  requirement: string;
  operation: string;
  param: string;
  /** whether a listed item honours the filter values; undefined when the item does not show it */
  honours: (item: Json, values: number[]) => boolean | undefined;
}

const field = (name: string) => (item: Json, values: number[]) =>
  typeof item[name] === 'number' ? values.includes(item[name]) : undefined;
/** An item that lists records (or their ids) under `name`: it honours the filter when one of them is a value of it. */
const listsOneOf = (name: string) => (item: Json, values: number[]) =>
  Array.isArray(item[name]) ? ids(item[name]).some((id) => values.includes(id)) : undefined;

/** "Every X listed for a Y has it": the index filters the interface states. */
export const FILTER_RULES: FilterRule[] = [
  {
    requirement: 'OFFICIAL-TYPES-BY-SPORT',
    operation: 'listOfficialTypes',
    param: 'sport_id',
    honours: field('sport_id'),
  },
  { requirement: 'OFFICIALS-BY-GAME', operation: 'listOfficials', param: 'game_id', honours: field('game_id') },
  { requirement: 'LEAGUES-BY-SITE-ID', operation: 'listLeagues', param: 'site_id', honours: field('site_id') },
  {
    requirement: 'LEAGUE-INSTANCES-BY-LEAGUE',
    operation: 'listLeagueInstances',
    param: 'league_id',
    honours: field('league_id'),
  },
  { requirement: 'TEAMS-FILTER-SPORT-ID', operation: 'listTeams', param: 'sport_id', honours: field('sport_id') },
  { requirement: 'TEAMS-FILTER-TEAM-IDS', operation: 'listTeams', param: 'team_ids', honours: field('id') },
  { requirement: 'TEAMS-FILTER-SITE', operation: 'listTeams', param: 'site_id', honours: listsOneOf('sites') },
  {
    requirement: 'TEAMS-FILTER-LEAGUE-IDS',
    operation: 'listTeams',
    param: 'league_ids',
    honours: listsOneOf('leagues'),
  },
  {
    requirement: 'TEAM-INSTANCES-BY-SUBSEASON',
    operation: 'listTeamInstances',
    param: 'subseason_id',
    honours: (item, values) =>
      Array.isArray(item.subseason_ids) ? values.some((v) => (item.subseason_ids as unknown[]).includes(v)) : undefined,
  },
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
  {
    requirement: 'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT',
    operation: 'createLayoutContainer',
    sent: json('layout_container.layout_type'),
    answered: answer('layout_type'),
    expected: 'oneColumn',
    label: 'layout_type',
  },
  {
    requirement: 'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT',
    operation: 'createLayoutContainer',
    sent: json('layout_container.layout_type'),
    answered: (b) => (Array.isArray(b.layout_columns) ? b.layout_columns.length : undefined),
    expected: 1,
    label: 'number of layout_columns',
  },
  {
    requirement: 'LAYOUT-CONTAINER-LOCKED-DEFAULT',
    operation: 'createLayoutContainer',
    sent: json('layout_container.locked'),
    answered: answer('locked'),
    expected: false,
    label: 'locked',
  },
  {
    requirement: 'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT',
    operation: 'createPageElement',
    interfaceOperation: PE_JSON,
    sent: json('page_element.element_locked'),
    answered: answer('element_locked'),
    expected: false,
    label: 'element_locked',
  },
  {
    requirement: 'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT',
    operation: 'createPageElement',
    interfaceOperation: PE_JSON,
    sent: json('page_element.content_locked'),
    answered: answer('content_locked'),
    expected: false,
    label: 'content_locked',
  },
  {
    requirement: 'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT',
    operation: 'createPageElement',
    interfaceOperation: PE_JSON,
    sent: json('page_element.mirror_enabled'),
    answered: answer('mirror_enabled'),
    expected: false,
    label: 'mirror_enabled',
  },
  {
    requirement: 'NEWS-STATUS-DEFAULT',
    operation: 'createNewsArticle',
    sent: json('news_article.status'),
    answered: answer('status'),
    expected: 'draft',
    label: 'status',
  },
  ...(
    [
      ['show_image_with_article', 'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT'],
      ['show_image_in_aggregator', 'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT'],
      ['show_preview_text_with_article', 'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT'],
      ['show_preview_text_in_aggregator', 'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT'],
    ] as const
  ).map(
    ([flag, requirement]): DefaultRule => ({
      requirement,
      operation: 'createNewsArticle',
      sent: json(`news_article.${flag}`),
      answered: answer(flag),
      expected: true,
      label: flag,
    }),
  ),
];
