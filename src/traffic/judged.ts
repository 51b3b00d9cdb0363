// The requirements a recording can judge, and how: every check of src/traffic names its
// requirement here (the tally refuses any other), so this table is what the mode can say. Every
// other requirement is "not exercised" with the reason "not judged by this mode".
import type { Requirement } from '../spec/catalogue.ts';
import { interfaceModel, inWords, listed } from '../spec/interface-model.ts';
import { columnsRequirement, LAYOUT_TYPES } from './rules.ts';

const model = interfaceModel();
/** A limit of an input, written as a sentence writes a number (30,000). */
const limit = (operationId: string, name: string, form = ''): string =>
  model.maxLength(operationId, name, form).toLocaleString('en-US');
const photo = (field: string): string => `page_element.element.${field}`;
const HAS_URL = model.range('createPageElement', photo('has_url'), 'json');

const SCHEMA =
  'every 2xx answer carrying it is validated against its schema (schemas/, spec/openapi.yaml); an error of a rule of this table fails it';
const ACCEPTED =
  'a request breaking it that was accepted (2xx) fails it; within it and accepted, or beyond it and refused (4xx), holds it';
const DEFAULT = 'a JSON create without the field: the 2xx answer carries the default';
const LATER = 'a later exchange (started after the answer ended, same deployment) in the recording';
const READ_BACK = `an accepted update whose field ${LATER}, a read, shows with its value from before the update (and not the value sent) fails it`;
const GONE = `a record deleted with 2xx that ${LATER} still shows (2xx) or lists fails it; a 404 holds it`;
const REJECTED = 'a request without it (or with it invalid) answered 2xx fails it; refused with a 4xx holds it';

/** Requirement id -> how a recording judges it. */
export const JUDGED: Readonly<Record<string, string>> = {
  'JSON-RESPONSES':
    'every answer with a body has a JSON content type and a body that parses as JSON (bodies the recorder cut: by their content type)',
  'TIMESTAMP-NUMERIC-OFFSET': `${SCHEMA}: every timestamp has a numeric UTC offset`,
  'ID-INTEGER': `${SCHEMA}: every identifier is an integer`,
  'NULL-FOR-UNSET': `${SCHEMA}: a listed field that may be unset is present (null), not missing`,
  'PAGINATION-OBSERVED': 'paging headers (Link, X-Total-Count, X-Page*, X-Per-Page) on index answers are recorded',
  'RATE-LIMITS-OBSERVED': '429 answers and rate-limit headers (RateLimit*, X-RateLimit*, Retry-After) are recorded',
  'AUTH-BEARER-REQUIRED':
    'a request without any credential answered 2xx fails it when its recording kept credentials on other requests (a sanitized HAR strips them all); refused with a 4xx carrying the error body holds it',
  'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED':
    'basic credentials without SVC-API-TOKEN, or SVC-API-TOKEN without basic credentials, answered 2xx fail it (as above); a 4xx holds it',
  'AUTH-FAILURE-STATUS-OBSERVED': 'the statuses of requests without any credential are recorded',
  'ERROR-BODY-SHAPE':
    'every 4xx answer with a JSON body (tags failures and 429 aside) is an object whose errors is a string',
  'ERROR-STATUS-OBSERVED':
    'the 4xx statuses per operation are recorded, and the statuses of JSON requests outside their request schema (spec/openapi.yaml)',
  'VERSION-HEADER-ACCEPTED':
    'a request sending SVC-API-VERSION 0.1 answered 2xx holds it; a 4xx whose error names the version fails it',
  'VERSION-HEADER-MISSING-OBSERVED': 'the statuses of requests without SVC-API-VERSION are recorded',
  'VERSION-HEADER-OTHER-OBSERVED': 'the statuses of requests with another SVC-API-VERSION are recorded',
  'SITE-FIELDS': SCHEMA,
  'SITE-TIMEZONE-NAME': 'every Site in an answer has a time zone name (Area/City, UTC, ...), not an offset',
  'TAG-FIELDS': SCHEMA,
  'TAGS-FAILURE-400':
    'a tags request without site_id or scope, or with another scope, answered anything but 400 with a JSON object fails it',
  'LAYOUT-CONTAINER-FIELDS': SCHEMA,
  'LAYOUT-COLUMN-FIELDS': `${SCHEMA}; each column's layout_container_id is its container's id`,
  'LAYOUT-COLUMN-POSITIONS': 'the columns of every container in an answer have positions 1 to n',
  'LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS': `site_id and layout_container on create: ${ACCEPTED}`,
  'LAYOUT-CONTAINER-CREATE-HAS-COLUMN': 'a 2xx create answer holds at least one column',
  'LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT': `${DEFAULT} (oneColumn, one column)`,
  'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM': `layout_type on create and update: ${ACCEPTED}; every container in an answer has a listed type`,
  'LAYOUT-CONTAINER-LOCKED-DEFAULT': `${DEFAULT} (locked false)`,
  ...Object.fromEntries(
    LAYOUT_TYPES.map((t) => [
      columnsRequirement(t)!,
      `every ${t} container in a 2xx answer (its own, a news article's content node, a moved one; a delete's aside) has ${inWords(model.columnsOf(t)!)} column${model.columnsOf(t) === 1 ? '' : 's'}`,
    ]),
  ),
  'LAYOUT-CONTAINER-COLUMNS-MAX-THREE': `no container in a 2xx answer (a delete answer aside) has fewer than one or more than ${inWords(model.answerLimit('getLayoutContainer', 'layout_columns', 'maxItems'))} columns`,
  'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS':
    'a 2xx update that names layout_type answers as many columns as the new type has',
  'LAYOUT-CONTAINER-UPDATE-READ-BACK': READ_BACK,
  'LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED': `the site_id query parameter of the move: ${REJECTED}`,
  'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD': 'a 2xx delete answers the container of the path id',
  'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS': 'a 2xx delete answers an empty layout_columns array',
  'LAYOUT-CONTAINER-DELETE-GONE': GONE,
  'PAGE-ELEMENT-FIELDS': SCHEMA,
  'TEXTBLOCK-FIELDS': SCHEMA,
  'PAGE-ELEMENT-REQUIRED-FIELDS': `page_element, layout_column_id and element on a JSON create: ${ACCEPTED}`,
  'PAGE-ELEMENT-HAS-ONE-ELEMENT': 'every page element in a 2xx answer has an element object whose id is its element_id',
  'PAGE-ELEMENT-IN-COLUMN': 'a 2xx JSON create answers the page element in the column it named',
  'PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT':
    'a 2xx JSON create of a TextBlock answers its content with the text sent (markup may be normalised)',
  'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT': `${DEFAULT} (element_locked false)`,
  'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT': `${DEFAULT} (content_locked false)`,
  'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT': `${DEFAULT} (mirror_enabled false)`,
  'PAGE-ELEMENT-CSS-CLASS-MAXLEN': `custom_css_class up to ${limit('createPageElement', 'page_element.custom_css_class', 'json')} on create and update: ${ACCEPTED}`,
  'PAGE-ELEMENT-UPDATE-REQUIRES-BOTH': `page_element and element on update: ${ACCEPTED}`,
  'PAGE-ELEMENT-UPDATE-READ-BACK': `${READ_BACK} (custom_css_class; element content unless the element was last shown content_locked)`,
  'PAGE-ELEMENT-DELETE-RETURNS-RECORD': 'a 2xx delete answers the page element of the path id',
  'PAGE-ELEMENT-DELETE-GONE': GONE,
  'PAGE-ELEMENT-MOVE-RESULT-STRING': `${SCHEMA}; a 2xx move answers layout_container as a string holding the moved page element (its id) as JSON`,
  'PHOTO-FIELDS': SCHEMA,
  'PHOTO-CUTLINE-MAXLEN': `cutline up to ${limit('createPageElement', photo('cutline'), 'json')} on a photo create (JSON or multipart): ${ACCEPTED}`,
  'PHOTO-URL-MAXLEN': `url up to ${limit('createPageElement', photo('url'), 'json')} on a photo create: ${ACCEPTED}`,
  'PHOTO-HAS-URL-RANGE': `has_url an integer ${HAS_URL.minimum} to ${HAS_URL.maximum} on a photo create: ${ACCEPTED}`,
  'PHOTO-PROTOCOL-ENUM': `protocol ${listed(model.values('createPageElement', photo('protocol'), 'json'))} on a photo create: ${ACCEPTED}`,
  'PHOTO-URL-REQUIRED-WITH-HAS-URL': `url with has_url on a photo create: ${ACCEPTED}`,
  'PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL': `protocol with has_url on a photo create: ${ACCEPTED}`,
  'PHOTO-THUMBNAILS': SCHEMA,
  'VIDEO-ELEMENT-TYPE': 'a 2xx video element create answers a video element_type',
  'PAGE-FIELDS': SCHEMA,
  'PAGE-CREATE-ECHOES-INPUT':
    'a 2xx page create answers the site_id, titles, parent_id, display_status and layout_template sent',
  'PAGE-DISPLAY-STATUS-ENUM': `display_status on create: ${ACCEPTED}`,
  'PAGE-LAYOUT-TEMPLATE-ENUM': `layout_template on create: ${ACCEPTED}`,
  'PAGE-NODE-TYPE': SCHEMA,
  'NEWS-FIELDS': SCHEMA,
  'NEWS-TITLE-MAXLEN': `title up to ${limit('createNewsArticle', 'news_article.title')} on create and update: ${ACCEPTED}`,
  'NEWS-TEASER-MAXLEN': `teaser up to ${limit('createNewsArticle', 'news_article.teaser')} on create and update: ${ACCEPTED}`,
  'NEWS-AUTHOR-MAXLEN': `author up to ${limit('createNewsArticle', 'news_article.author')} on create and update: ${ACCEPTED}`,
  'NEWS-PREVIEW-TEXT-MAXLEN': `preview_text up to ${limit('createNewsArticle', 'news_article.preview_text')} on create and update: ${ACCEPTED}`,
  'NEWS-STATUS-DEFAULT': `${DEFAULT} (status draft)`,
  'NEWS-STATUS-ENUM': `status ${listed(model.values('createNewsArticle', 'news_article.status'))} on create and update: ${ACCEPTED}`,
  'NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT': `${DEFAULT} (true)`,
  'NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT': `${DEFAULT} (true)`,
  'NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT': `${DEFAULT} (true)`,
  'NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT': `${DEFAULT} (true)`,
  'NEWS-PAGE-NODE-IDS-REQUIRED-CREATE': `page_node_ids on create: ${ACCEPTED}`,
  'NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE': `page_node_ids on update: ${ACCEPTED}`,
  'NEWS-CREATE-CONTENT-NODE':
    'a 2xx create answers a content node with exactly one container holding exactly one column',
  'NEWS-INDEX-PLACEMENT': `${SCHEMA}: the articles of an index answer carry their content_node with layout containers`,
  'NEWS-SHOW-PLAIN-TEXT': 'a show with plain_text=true answered 2xx holds it; 400 or 422 fails it',
  'NEWS-SHOW-BASIC-HTML': 'a show with basic_html=true answered 2xx holds it; 400 or 422 fails it',
  'NEWS-UPDATE-READ-BACK': READ_BACK,
  'NEWS-DELETE-RETURNS-RECORD': 'a 2xx delete answers the article of the path id',
  'NEWS-DELETE-GONE': GONE,
  'GAMES-NEWS-ARTICLE-SUCCESS': SCHEMA,
  'GALLERY-DELETE-GONE': `a gallery photo or video deleted with 2xx that a gallery answer ${LATER} still lists (an object with its id in a gallery's array) fails it; a second delete ${LATER} answered 4xx holds it (a 2xx one judges nothing: what a repeated delete answers is not stated)`,
  'SPORT-FIELDS': SCHEMA,
  'OFFICIAL-TYPE-FIELDS': SCHEMA,
  'OFFICIAL-TYPES-BY-SPORT': 'every official type listed for a sport_id has it',
  'OFFICIAL-FIELDS': SCHEMA,
  'OFFICIALS-BY-GAME': 'every official listed for a game_id has it',
  'OFFICIAL-CREATE-REQUIRED-FIELDS': `official name and game_id on create: ${ACCEPTED}`,
  'OFFICIAL-UPDATE-SAME-RECORD': 'a 2xx update answers the official of the id sent',
  'LEAGUE-FIELDS': SCHEMA,
  'LEAGUES-BY-SITE-ID': 'every league listed for a site_id has it',
  'LEAGUES-PARAM-REQUIRED': `site_id or site_url on the index: ${REJECTED}`,
  'LEAGUES-INVALID-PARAM': `a site_id that is not an integer: ${REJECTED}`,
  'LEAGUES-UNKNOWN-SITE-404':
    'a 404 of the leagues index without errors naming a site not found fails it, as does an error saying the site was not found with another status',
  'LEAGUE-INSTANCE-FIELDS': SCHEMA,
  'LEAGUE-INSTANCES-BY-LEAGUE': 'every league instance listed for a league_id has it',
  'LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412':
    'the index without league_id answered anything but 412 with errors naming league_id fails it (401 and 403 aside)',
  'TREE-NODE-WRAPPER': SCHEMA,
  'TREE-ROOT-LEAGUE-INSTANCE': `${SCHEMA}; the root is the LeagueInstance of the path id`,
  'TREE-NESTING-ORDER': SCHEMA,
  'TREE-NODE-DATA': SCHEMA,
  'DIVISION-INSTANCE-FIELDS': SCHEMA,
  'DIVISION-FIELDS': `${SCHEMA} (Divisions nested in the league instance tree)`,
  'DIVISION-INSTANCE-CREATE-PARENT-REQUIRED': `parent_node_id on create: ${ACCEPTED}`,
  'DIVISION-INSTANCE-CREATE-EXISTING-DIVISION': 'a 2xx create for an existing division answers its division_id',
  'DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING':
    'a 2xx update of max_standings_points answers a string holding the number sent',
  'DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE': `${SCHEMA}: a 2xx create answers max_standings_points null or a number (reads of an instance cannot show whether it was updated before the recording began)`,
  'DIVISION-INSTANCE-UPDATE-READ-BACK': `${READ_BACK} (read through the index)`,
  'DIVISION-INSTANCE-DELETE-RETURNS-RECORD': 'a 2xx delete answers the division instance of the path id',
  'DIVISION-INSTANCE-DELETE-GONE': `a division instance deleted with 2xx that ${LATER} still lists fails it`,
  'TEAM-FIELDS': SCHEMA,
  'TEAM-NESTED-LISTS': SCHEMA,
  'TEAM-SEASON-SHAPE': SCHEMA,
  'TEAM-SHOW-TEAM-INSTANCES': SCHEMA,
  'TEAM-GENDER-ENUM': `${SCHEMA}; gender on update: ${ACCEPTED}`,
  'TEAM-OPPONENT-VALUES': SCHEMA,
  'TEAMS-FILTER-SITE': 'every team listed for a site_id has that site among its sites',
  'TEAMS-FILTER-TEAM-IDS': 'every team listed for team_ids is one of them',
  'TEAMS-FILTER-LEAGUE-IDS': 'every team listed for league_ids has one of those leagues',
  'TEAMS-FILTER-SPORT-ID': 'every team listed for a sport_id has it',
  'TEAM-UPDATE-BARE': `${READ_BACK} (bare bodies)`,
  'TEAM-UPDATE-WRAPPED': `${READ_BACK} (bodies wrapped in team)`,
  'TEAM-INSTANCE-FIELDS': SCHEMA,
  'TEAM-INSTANCE-GENDER-ENUM': SCHEMA,
  'TEAM-INSTANCE-THUMBNAILS': `${SCHEMA}: thumbnails carry large, medium and small as relative links (index, show, and a team show's team_instances)`,
  'TEAM-INSTANCE-OPPONENT-PARENT':
    'every team instance in an answer with opponent true names another instance in parent_team_instance_id',
  'TEAM-INSTANCES-BY-SUBSEASON': 'every team instance listed for a subseason_id has it among its subseason_ids',
  'TEAM-INSTANCES-PARAM-REQUIRED': `subseason_id or league_instance_id on the index: ${REJECTED}`,
  'TEAM-INSTANCES-INVALID-PARAM': `a subseason_id that is not an integer: ${REJECTED}`,
};

const CREATE_READ = `; an accepted create that ${LATER}, a show with the same credential, answers 404 fails it`;
const OP_EXTRA: Record<string, string> = {
  'OP-LAYOUT-CONTAINERS-CREATE': CREATE_READ,
  'OP-PAGE-ELEMENTS-CREATE': CREATE_READ,
  'OP-NEWS-ARTICLES-CREATE': CREATE_READ,
  'OP-OFFICIALS-CREATE': `; an accepted create that ${LATER}, the officials index of its game with the same credential, does not list fails it`,
};

/** Every OP-* requirement is judged: its 2xx answers are 200 with the documented top-level shape; shows answer the record of the path id. */
export function judgedHow(req: Requirement): string | undefined {
  if (req.id.startsWith('OP-'))
    return `its 2xx answers are 200 (any 2xx where the interface shows no output) and match the top-level shape of its schema; a show answers the record of the path id${OP_EXTRA[req.id] ?? ''}`;
  return JUDGED[req.id];
}

/** Why a requirement is not judged from a recording. */
export function notJudgedReason(req: Requirement): string {
  if (req.level === 'observed')
    return 'not judged by this mode: recording it needs a request this mode cannot choose to send';
  if (/FORBIDDEN|ACCESS-|WRONG|AUTH-BASIC-API-TOKEN-ACCEPTED|AUTH-BEARER-ACCEPTED/.test(req.id)) {
    return 'not judged by this mode: it needs to know which credential or site is valid or inaccessible, which a recording does not say';
  }
  return 'not judged by this mode: it needs a fixture, a comparison of answers or a request sequence that only a run sets up';
}
