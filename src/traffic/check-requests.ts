// The checks of one exchange that depend on its operation: the request rules of rules.ts on
// accepted requests, required and invalid query parameters, index filters, defaults of creates,
// what creates, shows, updates and deletes answer, and the documented statuses (412, 404, 400).
import type { CheckContext } from './context.ts';
import { isObject, type Json, type TrafficExchange } from './exchange.ts';
import { at, BODY_RULES, DEFAULT_RULES, FILTER_RULES, QUERY_RULES, queryIntegers } from './rules.ts';
import { textOfHtml } from '../validation/html-text.ts';
import { interfaceModel } from '../spec/interface-model.ts';

const model = interfaceModel();
const VIDEO_ELEMENT_TYPES: readonly string[] = model.videoElementTypes;
const TAG_SCOPES = model.values('listTags', 'scope');

/** Rules on the request: broken by an accepted (2xx) request fails; refused (4xx) holds. */
export function checkRequestRules(ex: TrafficExchange, c: CheckContext): void {
  if (!ex.ok && !ex.clientError) return;
  for (const rule of BODY_RULES) {
    if (!rule.operations.includes(ex.operationId) || (rule.applies && !rule.applies(ex))) continue;
    const broken = rule.broken(ex);
    if (broken === undefined) continue;
    if (broken === false) {
      if (ex.ok) c.tally.held(rule.requirement, `${rule.says} (accepted within it)`, ex);
    } else if (ex.ok)
      c.tally.broken(rule.requirement, rule.says, `${ex.line}: ${broken}, and the request was accepted`, [ex]);
    else c.tally.held(rule.requirement, `${rule.says} (refused beyond it)`, ex);
  }
  for (const rule of QUERY_RULES) {
    if (rule.operation !== ex.operationId) continue;
    const why = rule.ruledOut(ex.query);
    if (why === undefined) continue;
    if (ex.ok)
      c.tally.broken(
        rule.requirement,
        'rejected with an error',
        `${ex.line}: the request has ${why}, and was answered ${ex.status} instead of an error`,
        [ex],
      );
    else if (ex.clientError && ex.status !== 401 && ex.status !== 403)
      c.tally.held(rule.requirement, 'rejected with an error', ex);
  }
}

/** "Every X listed for a Y has it." */
export function checkFilters(ex: TrafficExchange, c: CheckContext): void {
  if (!ex.ok || !Array.isArray(ex.body)) return;
  const items = ex.body as unknown[];
  for (const rule of FILTER_RULES) {
    if (rule.operation !== ex.operationId) continue;
    const values = queryIntegers(ex.query, rule.param);
    if (!values) continue;
    const strays = items.filter((item) => isObject(item) && rule.honours(item, values) === false) as Json[];
    if (strays.length > 0) {
      c.tally.broken(
        rule.requirement,
        `filter ${rule.param}`,
        `${ex.line}: ${strays.length} of ${items.length} listed records do not match ${rule.param}=${values.join(',')} (ids ${strays
          .slice(0, 5)
          .map((s) => JSON.stringify(s.id))
          .join(', ')})`,
        [ex],
      );
    } else if (items.length > 0) c.tally.held(rule.requirement, `filter ${rule.param}`, ex);
  }
}

/** "Default ...": a JSON create without the field answers the default. */
export function checkDefaults(ex: TrafficExchange, c: CheckContext): void {
  if (!ex.ok || !isObject(ex.body) || !isObject(ex.requestJson)) return;
  const body = ex.body;
  // an article created from a template (template_id) may take its values from the template
  if (at(ex.requestJson, 'news_article.template_id') !== undefined || at(ex.requestJson, 'template_id') !== undefined)
    return;
  for (const rule of DEFAULT_RULES) {
    if (
      rule.operation !== ex.operationId ||
      (rule.interfaceOperation && !ex.interfaceOperations.includes(rule.interfaceOperation))
    )
      continue;
    if (rule.sent(ex) !== undefined) continue;
    const answered = rule.answered(body);
    if (answered === undefined) continue;
    if (answered === rule.expected) c.tally.held(rule.requirement, `default ${rule.label}`, ex);
    else
      c.tally.broken(
        rule.requirement,
        `default ${rule.label}`,
        `${ex.line}: created without ${rule.label}, the answer has ${rule.label} ${JSON.stringify(answered)} (default ${JSON.stringify(rule.expected)})`,
        [ex],
      );
  }
}

const SHOWS = new Set([
  'getSite',
  'getLayoutContainer',
  'getPageElement',
  'getNewsArticle',
  'getSport',
  'getLeague',
  'getTeam',
  'getTeamInstance',
]);
const DELETES: Record<string, string> = {
  deleteLayoutContainer: 'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD',
  deletePageElement: 'PAGE-ELEMENT-DELETE-RETURNS-RECORD',
  deleteNewsArticle: 'NEWS-DELETE-RETURNS-RECORD',
  deleteDivisionInstance: 'DIVISION-INSTANCE-DELETE-RETURNS-RECORD',
};

/** Equal, or the same integer sent as a string ("5") and answered as a number. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'number' && typeof b === 'string' && /^\d+$/.test(b) && Number(b) === a);

function expect(
  c: CheckContext,
  ex: TrafficExchange,
  requirement: string,
  check: string,
  ok: boolean,
  why: string,
): void {
  if (ok) c.tally.held(requirement, check, ex);
  else c.tally.broken(requirement, check, `${ex.line}: ${why}`, [ex]);
}

/** Shows answer the record of the path id; deletes answer the deleted record (Conventions 4). */
export function checkRecordOfPath(ex: TrafficExchange, c: CheckContext): void {
  const id = ex.pathId;
  const body = ex.body;
  if (!ex.ok || id === undefined || body === undefined) return;
  const got = isObject(body) ? body.id : undefined;
  if (SHOWS.has(ex.operationId) && typeof got === 'number') {
    expect(
      c,
      ex,
      ex.interfaceOperations[0]!,
      'the record of the path id',
      got === id,
      `asked for id ${id}, answered the record ${got}`,
    );
  }
  const deleteRequirement = DELETES[ex.operationId];
  if (deleteRequirement) {
    expect(
      c,
      ex,
      deleteRequirement,
      'returns the deleted record',
      got === id,
      `deleted id ${id}, answered ${isObject(body) ? `a record with id ${JSON.stringify(got)}` : JSON.stringify(body).slice(0, 100)}`,
    );
  }
  if (ex.operationId === 'deleteLayoutContainer' && isObject(body) && got === id) {
    const cols = body.layout_columns;
    expect(
      c,
      ex,
      'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS',
      'empty layout_columns',
      Array.isArray(cols) && cols.length === 0,
      `the deleted container's layout_columns is ${JSON.stringify(cols)?.slice(0, 80) ?? 'missing'}, not an empty array`,
    );
  }
  if (ex.operationId === 'getLeagueInstanceTree' && isObject(body)) {
    const dataId = at(body, 'node.data.id');
    if (typeof dataId === 'number')
      expect(
        c,
        ex,
        'TREE-ROOT-LEAGUE-INSTANCE',
        'root is the league instance of the path id',
        dataId === id && at(body, 'node.node_type') === 'LeagueInstance',
        `asked for league instance ${id}, the root is ${JSON.stringify(at(body, 'node.node_type'))} ${dataId}`,
      );
  }
}

/** One check of what a write answered (`body`), compared with what was sent (`sent`). */
type WriteAnswerCheck = (ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown) => void;

/** A new layout container has a column. */
function checkContainerCreated(ex: TrafficExchange, c: CheckContext, body: Json): void {
  const cols = body.layout_columns;
  if (Array.isArray(cols))
    expect(
      c,
      ex,
      'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
      'created with a column',
      cols.length >= 1,
      'the new container has no column',
    );
}

/** A new news article has a content node of one container with one column. */
function checkArticleCreated(ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown): void {
  // a template may bring its own structure
  if (at(sent, 'news_article.template_id') !== undefined || at(sent, 'template_id') !== undefined) return;
  const containers = at(body, 'content_node.layout_containers');
  if (!Array.isArray(containers)) return;
  const columns = containers.length === 1 ? at(containers[0], 'layout_columns') : undefined;
  expect(
    c,
    ex,
    'NEWS-CREATE-CONTENT-NODE',
    'content node with one container and one column',
    containers.length === 1 && Array.isArray(columns) && columns.length === 1,
    `the new article's content node has ${containers.length} container(s)${Array.isArray(columns) ? ` and ${columns.length} column(s)` : ''}`,
  );
}

/** A new page element: a video's element_type; else in the column named, and a text block's text kept. */
function checkPageElementCreated(ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown): void {
  if (!isObject(sent) || !ex.interfaceOperations.includes('OP-PAGE-ELEMENTS-CREATE')) {
    if (ex.interfaceOperations.some((o) => /VIDEO/.test(o)) && typeof body.element_type === 'string') {
      expect(
        c,
        ex,
        'VIDEO-ELEMENT-TYPE',
        'a video element_type',
        VIDEO_ELEMENT_TYPES.includes(body.element_type),
        `element_type ${JSON.stringify(body.element_type)}`,
      );
    }
    return;
  }
  const column = at(sent, 'page_element.layout_column_id');
  if (typeof column === 'number' && typeof body.layout_column_id === 'number')
    expect(
      c,
      ex,
      'PAGE-ELEMENT-IN-COLUMN',
      'in the column named',
      body.layout_column_id === column,
      `created in column ${column}, answered layout_column_id ${body.layout_column_id}`,
    );
  const content = at(sent, 'page_element.element.content');
  const type = at(sent, 'page_element.page_element_type') ?? body.element_type;
  const answered = at(body, 'element.content');
  // "content (string, HTML allowed)": the text survives; the markup may come back normalised
  if (type === 'TextBlock' && typeof content === 'string' && answered !== undefined)
    expect(
      c,
      ex,
      'PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT',
      'content with its text',
      typeof answered === 'string' && textOfHtml(answered) === textOfHtml(content),
      `sent content ${JSON.stringify(content).slice(0, 120)}, answered ${JSON.stringify(answered).slice(0, 120)}`,
    );
}

/** A new page carries the fields it was created with. */
function checkPageCreated(ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown): void {
  if (!isObject(sent)) return;
  const src = isObject(sent.page) ? sent.page : sent;
  const differ = ['site_id', 'page_title', 'button_title', 'parent_id', 'display_status', 'layout_template'].filter(
    (f) => src[f] !== undefined && f in body && !sameValue(body[f], src[f]),
  );
  expect(
    c,
    ex,
    'PAGE-CREATE-ECHOES-INPUT',
    'carries what it was created with',
    differ.length === 0,
    `sent ${differ.map((f) => `${f} ${JSON.stringify(src[f])}`).join(', ')}; answered ${differ.map((f) => JSON.stringify(body[f])).join(', ')}`,
  );
}

/** A division instance created for an existing division is of that division. */
function checkDivisionInstanceCreated(ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown): void {
  const division = at(sent, 'division_id') ?? at(sent, 'division_instance.division_id');
  if (typeof division === 'number' && 'division_id' in body)
    expect(
      c,
      ex,
      'DIVISION-INSTANCE-CREATE-EXISTING-DIVISION',
      'of the division named',
      body.division_id === division,
      `created for division ${division}, answered division_id ${JSON.stringify(body.division_id)}`,
    );
}

/** An updated division instance answers max_standings_points as a string of the number sent. */
function checkDivisionInstanceUpdated(ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown): void {
  const points = at(sent, 'max_standings_points') ?? at(sent, 'division_instance.max_standings_points');
  if (typeof points !== 'number' || !('max_standings_points' in body)) return;
  const got = body.max_standings_points;
  expect(
    c,
    ex,
    'DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING',
    'a string after an update',
    typeof got === 'string' && Number(got) === points,
    `sent max_standings_points ${points}, answered ${JSON.stringify(got)}`,
  );
}

/** An official updated by id answers that official. */
function checkOfficialWritten(ex: TrafficExchange, c: CheckContext, body: Json, sent: unknown): void {
  const id = at(sent, 'id');
  if (typeof id === 'number' && typeof body.id === 'number')
    expect(
      c,
      ex,
      'OFFICIAL-UPDATE-SAME-RECORD',
      'the official of the id sent',
      body.id === id,
      `updated official ${id}, answered official ${body.id}`,
    );
}

/** A page element move answers the moved element as JSON text in layout_container. */
function checkPageElementMoved(ex: TrafficExchange, c: CheckContext, body: Json): void {
  if (typeof body.layout_container !== 'string' || ex.pathId === undefined) return;
  let moved: unknown;
  try {
    moved = JSON.parse(body.layout_container);
  } catch {
    moved = undefined;
  }
  expect(
    c,
    ex,
    'PAGE-ELEMENT-MOVE-RESULT-STRING',
    'the moved page element as JSON',
    isObject(moved) && moved.id === ex.pathId,
    `layout_container does not hold page element ${ex.pathId} as JSON: ${body.layout_container.slice(0, 120)}`,
  );
}

const WRITE_ANSWER_CHECKS = new Map<string, WriteAnswerCheck>([
  ['createLayoutContainer', checkContainerCreated],
  ['createNewsArticle', checkArticleCreated],
  ['createPageElement', checkPageElementCreated],
  ['createPage', checkPageCreated],
  ['createDivisionInstance', checkDivisionInstanceCreated],
  ['updateDivisionInstance', checkDivisionInstanceUpdated],
  ['createOrUpdateOfficial', checkOfficialWritten],
  ['movePageElement', checkPageElementMoved],
]);

/** What creates and updates answer, compared with what was sent. */
export function checkWriteAnswers(ex: TrafficExchange, c: CheckContext): void {
  const body = ex.body;
  if (!ex.ok || !isObject(body)) return;
  WRITE_ANSWER_CHECKS.get(ex.operationId)?.(ex, c, body, ex.requestJson);
}

/** The documented failures (Errors): 412 for league instances without league_id, 404 for leagues of an unknown site, 400 for tags. */
export function checkDocumentedStatuses(ex: TrafficExchange, c: CheckContext): void {
  const body = ex.body;
  const errors = isObject(body) && typeof body.errors === 'string' ? body.errors : undefined;
  // refused for the credential or the version header: says nothing of the parameters (which error wins is not shown)
  if (ex.status === 401 || ex.status === 403 || (errors !== undefined && /version/i.test(errors))) return;
  if (ex.operationId === 'listLeagueInstances' && !ex.query.has('league_id') && (ex.ok || ex.clientError)) {
    expect(
      c,
      ex,
      'LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412',
      '412 naming league_id',
      ex.status === 412 && errors !== undefined && /league_id/.test(errors),
      `without league_id: answered ${ex.status} ${JSON.stringify(body ?? ex.rec.response.text).slice(0, 160)} (412 with errors stating that league_id is required)`,
    );
  }
  if (ex.operationId === 'listLeagues' && ex.clientError) {
    const saysNotFound =
      errors !== undefined && /site/i.test(errors) && /not\s*found|unknown|no such|does not exist/i.test(errors);
    if (ex.status === 404)
      expect(
        c,
        ex,
        'LEAGUES-UNKNOWN-SITE-404',
        '404 with a site-not-found message',
        saysNotFound,
        `answered 404 with ${JSON.stringify(body ?? ex.rec.response.text).slice(0, 160)} (errors holding a site-not-found message)`,
      );
    else if (saysNotFound)
      c.tally.broken(
        'LEAGUES-UNKNOWN-SITE-404',
        '404 with a site-not-found message',
        `${ex.line}: the site was not found, answered ${ex.status} instead of 404: ${errors}`,
        [ex],
      );
  }
  if (ex.operationId === 'listTags') {
    const scope = ex.query.get('scope');
    const ruledOut = !ex.query.get('site_id') || !scope || !TAG_SCOPES.includes(scope);
    if (ruledOut && (ex.ok || ex.clientError)) {
      expect(
        c,
        ex,
        'TAGS-FAILURE-400',
        '400 with a JSON object',
        ex.status === 400 && isObject(body),
        `a tags request ${!ex.query.get('site_id') ? 'without site_id' : !scope ? 'without scope' : `with scope ${JSON.stringify(scope)}`} answered ${ex.status} ${ex.rec.response.text.slice(0, 80)} (400 with a JSON object)`,
      );
    }
  }
  if (ex.operationId === 'getNewsArticle' && (ex.ok || ex.status === 400 || ex.status === 422)) {
    for (const [param, requirement] of [
      ['plain_text', 'NEWS-SHOW-PLAIN-TEXT'],
      ['basic_html', 'NEWS-SHOW-BASIC-HTML'],
    ] as const) {
      if (ex.query.get(param) === 'true')
        expect(c, ex, requirement, `${param}=true served`, ex.ok, `${param}=true was refused with ${ex.status}`);
    }
  }
}

/** A time zone name (Area/City, UTC, Etc/GMT+5), not an offset such as +02:00 or UTC+2. */
const TIMEZONE_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]*)(?:\/[A-Za-z0-9_+-]+)*$/;
const OFFSET_LIKE = /^(?:UTC|GMT)[+-]\d|^[+-]?\d/;

/** Values of a record the resource tables constrain beyond types: a Site's timezone is a name; an opponent team instance names its parent. */
export function checkRecordValues(ex: TrafficExchange, c: CheckContext): void {
  if (!ex.ok || ex.body === undefined) return;
  const records = (Array.isArray(ex.body) ? ex.body : [ex.body]).filter(isObject);
  if (ex.operationId === 'getSite' || ex.operationId === 'listSites') {
    for (const site of records) {
      if (typeof site.timezone !== 'string') continue;
      expect(
        c,
        ex,
        'SITE-TIMEZONE-NAME',
        'a time zone name',
        TIMEZONE_NAME.test(site.timezone) && !OFFSET_LIKE.test(site.timezone),
        `site ${JSON.stringify(site.id)} has timezone ${JSON.stringify(site.timezone)}, not a time zone name`,
      );
    }
  }
  if (ex.operationId === 'getTeamInstance' || ex.operationId === 'listTeamInstances') {
    for (const ti of records) {
      if (ti.opponent !== true) continue;
      const parent = ti.parent_team_instance_id;
      expect(
        c,
        ex,
        'TEAM-INSTANCE-OPPONENT-PARENT',
        'an opponent names its instance',
        typeof parent === 'number' && parent !== ti.id,
        `team instance ${JSON.stringify(ti.id)} is an opponent with parent_team_instance_id ${JSON.stringify(parent)}`,
      );
    }
  }
}
