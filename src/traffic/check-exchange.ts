// The checks one recorded exchange can show on its own, whatever its operation: JSON answers
// (Conventions 2), the response schema (the resource tables and Conventions 3), the error body
// shape on a 4xx (Errors), the version header (Versioning), credentials (Authentication), and the
// observations the interface leaves open (pagination, rate limits, statuses).
import type { CheckContext } from './context.ts';
import { isObject, type TrafficExchange } from './exchange.ts';
import type { EvidenceExchange } from './evidence.ts';
import { snapshot } from './evidence.ts';
import { isSuccessOf, OUTPUT_NOT_SHOWN_OPERATIONS } from '../spec/output-not-shown.ts';

/** The resource-table requirements a valid 2xx answer of an operation holds. */
const FIELDS: Record<string, string[]> = {
  listSites: ['SITE-FIELDS'],
  getSite: ['SITE-FIELDS'],
  listTags: ['TAG-FIELDS'],
  createLayoutContainer: ['LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS'],
  getLayoutContainer: ['LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS'],
  updateLayoutContainer: ['LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS'],
  moveLayoutContainer: ['LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS'],
  deleteLayoutContainer: ['LAYOUT-CONTAINER-FIELDS'],
  createPageElement: ['PAGE-ELEMENT-FIELDS'],
  getPageElement: ['PAGE-ELEMENT-FIELDS'],
  updatePageElement: ['PAGE-ELEMENT-FIELDS'],
  deletePageElement: ['PAGE-ELEMENT-FIELDS'],
  movePageElement: ['PAGE-ELEMENT-MOVE-RESULT-STRING'],
  createPage: ['PAGE-FIELDS', 'PAGE-NODE-TYPE'],
  listNewsArticles: ['NEWS-FIELDS', 'NEWS-INDEX-PLACEMENT'],
  getNewsArticle: ['NEWS-FIELDS'],
  createNewsArticle: ['NEWS-FIELDS'],
  updateNewsArticle: ['NEWS-FIELDS'],
  deleteNewsArticle: ['NEWS-FIELDS'],
  createGamesNewsArticle: ['GAMES-NEWS-ARTICLE-SUCCESS'],
  listSports: ['SPORT-FIELDS'],
  getSport: ['SPORT-FIELDS'],
  listOfficialTypes: ['OFFICIAL-TYPE-FIELDS'],
  listOfficials: ['OFFICIAL-FIELDS'],
  createOrUpdateOfficial: ['OFFICIAL-FIELDS'],
  listLeagues: ['LEAGUE-FIELDS'],
  getLeague: ['LEAGUE-FIELDS'],
  listLeagueInstances: ['LEAGUE-INSTANCE-FIELDS'],
  getLeagueInstanceTree: ['TREE-NODE-WRAPPER', 'TREE-ROOT-LEAGUE-INSTANCE', 'TREE-NESTING-ORDER', 'TREE-NODE-DATA'],
  listDivisionInstances: ['DIVISION-INSTANCE-FIELDS'],
  createDivisionInstance: ['DIVISION-INSTANCE-FIELDS', 'DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE'],
  updateDivisionInstance: ['DIVISION-INSTANCE-FIELDS'],
  deleteDivisionInstance: ['DIVISION-INSTANCE-FIELDS'],
  listTeams: ['TEAM-FIELDS', 'TEAM-NESTED-LISTS', 'TEAM-SEASON-SHAPE', 'TEAM-GENDER-ENUM', 'TEAM-OPPONENT-VALUES'],
  getTeam: [
    'TEAM-FIELDS',
    'TEAM-NESTED-LISTS',
    'TEAM-SEASON-SHAPE',
    'TEAM-GENDER-ENUM',
    'TEAM-OPPONENT-VALUES',
    'TEAM-SHOW-TEAM-INSTANCES',
    'TEAM-INSTANCE-THUMBNAILS',
  ],
  updateTeam: ['TEAM-FIELDS', 'TEAM-NESTED-LISTS', 'TEAM-SEASON-SHAPE', 'TEAM-GENDER-ENUM', 'TEAM-OPPONENT-VALUES'],
  listTeamInstances: ['TEAM-INSTANCE-FIELDS', 'TEAM-INSTANCE-GENDER-ENUM', 'TEAM-INSTANCE-THUMBNAILS'],
  getTeamInstance: ['TEAM-INSTANCE-FIELDS', 'TEAM-INSTANCE-GENDER-ENUM', 'TEAM-INSTANCE-THUMBNAILS'],
};
/** Conventions every resource answer shows (its schema encodes them). */
const CONVENTIONS = ['TIMESTAMP-NUMERIC-OFFSET', 'ID-INTEGER', 'NULL-FOR-UNSET'];

const bodyText = (ex: TrafficExchange) => ex.rec.response.text;

/** Conventions 2: "Responses are JSON." Every answer with a body has a JSON content type and parses. */
export function checkJsonResponse(ex: TrafficExchange, c: CheckContext): void {
  if (bodyText(ex).trim() === '' && !ex.rec.response.mimeType) return;
  const check = 'JSON answer';
  if (!ex.responseIsJsonType) {
    c.tally.broken(
      'JSON-RESPONSES',
      check,
      `${ex.line}: the answer's content type is ${JSON.stringify(ex.rec.response.mimeType || '(none)')}, not JSON`,
      [ex],
    );
    return;
  }
  if (ex.complete && bodyText(ex).trim() !== '' && ex.body === undefined) {
    c.tally.broken('JSON-RESPONSES', check, `${ex.line}: the answer's body does not parse as JSON`, [ex]);
    return;
  }
  c.tally.held('JSON-RESPONSES', check, ex);
}

/** A 2xx answer against the schema spec/openapi.yaml documents for it; each error fails the requirement whose table states the rule. */
export function checkResponseSchema(ex: TrafficExchange, c: CheckContext): void {
  if (!ex.ok) return;
  const op = ex.interfaceOperations[0];
  // any 2xx where the interface shows no output (the gallery and video endpoints)
  const success = op !== undefined && isSuccessOf(op, ex.status);
  if (op && !success) c.tally.broken(op, 'status 200', `${ex.line}: the interface says 200`, [ex]);
  const body = ex.body;
  // a delete that answers another record than the deleted one fails *-DELETE-RETURNS-RECORD; its fields are not that record's
  if (
    ex.operationId.startsWith('delete') &&
    ex.pathId !== undefined &&
    !(isObject(body) && body.id === ex.pathId) &&
    body !== undefined
  ) {
    if (op && success) c.tally.held(op, 'status 200', ex);
    return;
  }
  // an answer whose body the interface does not show (the video forms share createPageElement's schema): the status alone
  const errors =
    body === undefined || (op !== undefined && OUTPUT_NOT_SHOWN_OPERATIONS.has(op))
      ? null
      : c.catalogue.validateRaw(ex.operationId, 200, body);
  if (errors === null) {
    // a body the recorder cut, or an answer whose body the interface does not show: the status alone
    if (op && success) c.tally.held(op, 'status 200', ex);
    return;
  }
  const failed = new Map<string, string[]>();
  for (const finding of c.rules.classify(errors, ex.operationId, 200, body)) {
    for (const broken of finding.requirements) {
      const requirement = c.tally.judges(broken) ? broken : op;
      if (!requirement) continue;
      failed.set(requirement, [...(failed.get(requirement) ?? []), finding.message]);
    }
  }
  for (const [requirement, messages] of failed) {
    c.tally.broken(
      requirement,
      'response schema',
      `${ex.line}: ${messages.slice(0, 3).join('; ')}${messages.length > 3 ? ` (and ${messages.length - 3} more)` : ''}`,
      [ex],
    );
  }
  const fields = FIELDS[ex.operationId] ?? [];
  const holds = [...(fields.length > 0 ? CONVENTIONS : []), ...fields, ...(op && success ? [op] : [])];
  for (const requirement of holds) if (!failed.has(requirement)) c.tally.held(requirement, 'response schema', ex);
}

/** Errors: "The general shape of an error body is an object with key errors holding a string." */
export function checkErrorBody(ex: TrafficExchange, c: CheckContext): void {
  // tags failures document an empty object (TAGS-FAILURE-400); 429 belongs to rate limits, which are not shown
  if (!ex.clientError || ex.status === 429 || ex.operationId === 'listTags') return;
  const body = ex.body;
  if (body === undefined) return; // no body, or not JSON (JSON-RESPONSES judges that)
  if (isObject(body) && typeof body.errors === 'string') c.tally.held('ERROR-BODY-SHAPE', 'error body', ex);
  else
    c.tally.broken(
      'ERROR-BODY-SHAPE',
      'error body',
      `${ex.line}: the error body is ${JSON.stringify(body).slice(0, 200)}, not an object whose errors is a string`,
      [ex],
    );
}

/** Versioning: requests send SVC-API-VERSION 0.1 and are served; what other values get is recorded. */
export function checkVersion(ex: TrafficExchange, c: CheckContext): void {
  const version = ex.header('svc-api-version');
  if (version === undefined) {
    c.tally.observe('VERSION-HEADER-MISSING-OBSERVED', 'status without SVC-API-VERSION', String(ex.status));
    return;
  }
  if (version.trim() !== '0.1') {
    c.tally.observe(
      'VERSION-HEADER-OTHER-OBSERVED',
      `status with SVC-API-VERSION ${version.slice(0, 20)}`,
      String(ex.status),
    );
    return;
  }
  if (ex.ok) c.tally.held('VERSION-HEADER-ACCEPTED', 'SVC-API-VERSION 0.1 served', ex);
  else if (ex.clientError && isObject(ex.body) && /version/i.test(JSON.stringify(ex.body))) {
    c.tally.broken(
      'VERSION-HEADER-ACCEPTED',
      'SVC-API-VERSION 0.1 served',
      `${ex.line}: a request with SVC-API-VERSION 0.1 was refused for its version: ${JSON.stringify(ex.body).slice(0, 200)}`,
      [ex],
    );
  }
}

/**
 * The JSON request body against the request schema spec/openapi.yaml gives it. The statuses such
 * requests get are recorded (which status a failure gets is not shown); the rules of the interface
 * text that a request can break (limits, enums, required fields) are judged by check-requests.ts.
 */
export function checkRequestSchema(ex: TrafficExchange, c: CheckContext): void {
  const body = ex.requestJson;
  if (body === undefined || ex.status === 401 || ex.status === 403) return;
  const errors = c.catalogue.validateRequest(ex.operationId, body);
  if (!errors || errors.length === 0) return;
  c.tally.observe(
    'ERROR-STATUS-OBSERVED',
    `status of ${ex.operationId} requests outside its request schema`,
    String(ex.status),
  );
}

/** What the interface leaves open, recorded: paging and rate-limit headers, 429s, the 4xx statuses per operation. */
export function observe(ex: TrafficExchange, c: CheckContext): void {
  const headers = ex.rec.responseHeaders;
  if (ex.operationId.startsWith('list') && ex.ok) {
    for (const name of Object.keys(headers))
      if (/^(link|x-total(-count)?|x-page.*|x-per-page|x-next-page)$/.test(name))
        c.tally.observe('PAGINATION-OBSERVED', `${name} header on ${ex.operationId}`, headers[name]!.slice(0, 80));
  }
  for (const name of Object.keys(headers))
    if (/^(x-)?rate-?limit|^retry-after$/.test(name))
      c.tally.observe('RATE-LIMITS-OBSERVED', `${name} header`, headers[name]!.slice(0, 40));
  if (ex.status === 429) c.tally.observe('RATE-LIMITS-OBSERVED', '429 answers', ex.operationId);
  if (ex.clientError && ex.credential !== 'none')
    c.tally.observe('ERROR-STATUS-OBSERVED', `4xx statuses of ${ex.operationId}`, String(ex.status));
}

/**
 * Authentication: requests without any credential, and basic credentials without SVC-API-TOKEN (or
 * the header alone), are refused. Recorders often strip credentials (a "sanitized" HAR): an accepted
 * request without them fails only when its recording kept credentials on some other request.
 */
export class CredentialChecks {
  private readonly perFile = new Map<
    string,
    {
      credentials: boolean;
      pending: Array<{ requirement: string; reason: string; exchange: EvidenceExchange }>;
      more: Map<string, number>;
    }
  >();

  constructor(private readonly c: CheckContext) {}

  private file(name: string) {
    let f = this.perFile.get(name);
    if (!f) this.perFile.set(name, (f = { credentials: false, pending: [], more: new Map() }));
    return f;
  }

  check(ex: TrafficExchange): void {
    const f = this.file(ex.rec.file);
    const kind = ex.credential;
    if (kind !== 'none' && kind !== 'api-token-only') f.credentials = true;
    const requirement =
      kind === 'none' && !ex.header('cookie')
        ? 'AUTH-BEARER-REQUIRED'
        : kind === 'basic-without-api-token' || kind === 'api-token-only'
          ? 'AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'
          : undefined;
    if (!requirement) return;
    if (requirement === 'AUTH-BEARER-REQUIRED' && ex.status >= 400)
      this.c.tally.observe('AUTH-FAILURE-STATUS-OBSERVED', 'status without any credential', String(ex.status));
    if (ex.clientError) {
      const body = ex.body;
      if (
        requirement === 'AUTH-BEARER-REQUIRED' &&
        ex.complete &&
        !(isObject(body) && typeof body.errors === 'string')
      ) {
        this.c.tally.broken(
          requirement,
          'refused with the error body',
          `${ex.line}: a request without credentials was refused without the error body: ${JSON.stringify(bodyText(ex).slice(0, 200))}`,
          [ex],
        );
      } else this.c.tally.held(requirement, 'refused', ex);
    } else if (ex.ok) {
      const reason = `${ex.line}: ${requirement === 'AUTH-BEARER-REQUIRED' ? 'a request without any credential' : kind === 'api-token-only' ? 'SVC-API-TOKEN without basic credentials' : 'basic credentials without SVC-API-TOKEN'} was served`;
      if (f.pending.length < 10) f.pending.push({ requirement, reason, exchange: snapshot(ex) });
      else f.more.set(requirement, (f.more.get(requirement) ?? 0) + 1);
    }
  }

  /** At the end of a file: its accepted requests without credentials fail when the file kept credentials elsewhere. */
  endOfFile(name: string): void {
    const f = this.perFile.get(name);
    if (!f) return;
    if (f.credentials) {
      for (const p of f.pending) this.c.tally.broken(p.requirement, 'refused', p.reason, [p.exchange]);
      for (const [requirement, n] of f.more)
        for (let i = 0; i < n; i += 1) this.c.tally.broken(requirement, 'refused', '', []);
    }
    this.perFile.delete(name);
  }
}
