// The requirement a schema error of a 2xx response breaks. The schemas encode the interface's
// resource tables ("Resources and their fields"); each rule of a schema belongs to the resource
// whose table states it (schema-owner.ts finds it), and a few rules are the interface's
// conventions wherever they appear (timestamps, integer identifiers, null for unset values).
import type { ErrorObject } from '../validation/ajv.ts';
import { TIMESTAMP_FORMAT } from '../validation/ajv.ts';
import type { TrafficExchange } from './exchange.ts';
import type { SchemaOwners } from './schema-owner.ts';

export interface Classified {
  requirement: string;
  /** "instance path: message" */
  message: string;
}

/** Owner (schema file or $defs entry) -> the requirement of the resource table it encodes. */
const OWNERS: Array<[RegExp, string]> = [
  [/^site\.schema\.json$/, 'SITE-FIELDS'],
  [/^tag-list\.schema\.json#\/\$defs\/tag$/, 'TAG-FIELDS'],
  [/^tag-list\.schema\.json$/, 'OP-TAGS-INDEX'],
  [/^layout-container\.schema\.json$/, 'LAYOUT-CONTAINER-FIELDS'],
  [/^layout-column\.schema\.json$/, 'LAYOUT-COLUMN-FIELDS'],
  [/^page-element\.schema\.json$/, 'PAGE-ELEMENT-FIELDS'],
  [/^text-block-element\.schema\.json$/, 'TEXTBLOCK-FIELDS'],
  [/^photo-element\.schema\.json$/, 'PHOTO-FIELDS'],
  [/^page\.schema\.json$/, 'PAGE-FIELDS'],
  [/^news-article\.schema\.json/, 'NEWS-FIELDS'],
  [/^sport\.schema\.json$/, 'SPORT-FIELDS'],
  [/^official-type\.schema\.json$/, 'OFFICIAL-TYPE-FIELDS'],
  [/^official\.schema\.json$/, 'OFFICIAL-FIELDS'],
  [/^league\.schema\.json$/, 'LEAGUE-FIELDS'],
  [/^league-instance\.schema\.json$/, 'LEAGUE-INSTANCE-FIELDS'],
  [/^division-instance\.schema\.json$/, 'DIVISION-INSTANCE-FIELDS'],
  [/^division\.schema\.json$/, 'DIVISION-FIELDS'],
  [/^team\.schema\.json#\/\$defs\/team_core$/, 'TEAM-FIELDS'],
  [/^team\.schema\.json#\/\$defs\/(season|stat_preference|game_defaults|subseason|subseason_fields|live_scoring_stat_configuration|standing_preference)$/, 'TEAM-SEASON-SHAPE'],
  [/^team\.schema\.json(#\/\$defs\/(team_show|mapping))?$/, 'TEAM-NESTED-LISTS'],
  [/^team-instance\.schema\.json/, 'TEAM-INSTANCE-FIELDS'],
  [/^success\.schema\.json$/, 'GAMES-NEWS-ARTICLE-SUCCESS'],
  [/^page-element-move-result\.schema\.json$/, 'PAGE-ELEMENT-MOVE-RESULT-STRING'],
  [/^league-instance-tree\.schema\.json/, 'TREE-NODE-WRAPPER'],
];

/** Rules of a resource table that the catalogue states as requirements of their own. */
const PROPERTY_RULES: Array<{ owner: RegExp; property: string; keywords?: string[]; requirement: string }> = [
  { owner: /^team\.schema\.json#\/\$defs\/team_core$/, property: 'gender', keywords: ['enum', 'type'], requirement: 'TEAM-GENDER-ENUM' },
  { owner: /^team\.schema\.json#\/\$defs\/team_core$/, property: 'opponent', requirement: 'TEAM-OPPONENT-VALUES' },
  { owner: /^team\.schema\.json#\/\$defs\/team_show$/, property: 'team_instances', requirement: 'TEAM-SHOW-TEAM-INSTANCES' },
  { owner: /^team-instance\.schema\.json/, property: 'gender', keywords: ['enum', 'type'], requirement: 'TEAM-INSTANCE-GENDER-ENUM' },
  { owner: /^photo-element\.schema\.json$/, property: 'thumbnails', requirement: 'PHOTO-THUMBNAILS' },
  { owner: /^photo-element\.schema\.json$/, property: 'has_url', keywords: ['minimum', 'maximum'], requirement: 'PHOTO-HAS-URL-RANGE' },
  { owner: /^photo-element\.schema\.json$/, property: 'cutline', keywords: ['maxLength'], requirement: 'PHOTO-CUTLINE-MAXLEN' },
  { owner: /^photo-element\.schema\.json$/, property: 'url', keywords: ['maxLength'], requirement: 'PHOTO-URL-MAXLEN' },
  { owner: /^photo-element\.schema\.json$/, property: 'protocol', keywords: ['enum'], requirement: 'PHOTO-PROTOCOL-ENUM' },
  { owner: /^page-element\.schema\.json$/, property: 'custom_css_class', keywords: ['maxLength'], requirement: 'PAGE-ELEMENT-CSS-CLASS-MAXLEN' },
  { owner: /^page-element\.schema\.json$/, property: 'element', keywords: ['type', 'required'], requirement: 'PAGE-ELEMENT-HAS-ONE-ELEMENT' },
  { owner: /^page\.schema\.json$/, property: 'node_type', keywords: ['const'], requirement: 'PAGE-NODE-TYPE' },
  { owner: /^page\.schema\.json$/, property: 'display_status', keywords: ['enum'], requirement: 'PAGE-DISPLAY-STATUS-ENUM' },
  { owner: /^page\.schema\.json$/, property: 'layout_template', keywords: ['enum'], requirement: 'PAGE-LAYOUT-TEMPLATE-ENUM' },
  { owner: /^layout-container\.schema\.json$/, property: 'layout_type', keywords: ['enum'], requirement: 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM' },
  { owner: /^layout-container\.schema\.json$/, property: 'layout_columns', keywords: ['maxItems'], requirement: 'LAYOUT-CONTAINER-COLUMNS-MAX-THREE' },
  { owner: /^layout-column\.schema\.json$/, property: 'position', keywords: ['minimum'], requirement: 'LAYOUT-COLUMN-POSITIONS' },
  { owner: /^news-article\.schema\.json$/, property: 'title', keywords: ['maxLength'], requirement: 'NEWS-TITLE-MAXLEN' },
  { owner: /^news-article\.schema\.json$/, property: 'teaser', keywords: ['maxLength'], requirement: 'NEWS-TEASER-MAXLEN' },
  { owner: /^news-article\.schema\.json$/, property: 'author', keywords: ['maxLength'], requirement: 'NEWS-AUTHOR-MAXLEN' },
  { owner: /^news-article\.schema\.json$/, property: 'preview_text', keywords: ['maxLength'], requirement: 'NEWS-PREVIEW-TEXT-MAXLEN' },
  { owner: /^news-article\.schema\.json$/, property: 'status', keywords: ['enum'], requirement: 'NEWS-STATUS-ENUM' },
];

/** Errors that only wrap others (the branch errors say what is wrong), or alternatives of an anyOf. */
const WRAPPERS = new Set(['if', 'allOf', 'then', 'else']);

const unescape = (seg: string) => seg.replace(/~1/g, '/').replace(/~0/g, '~');

interface Site {
  owner: string;
  property: string | undefined;
  nullable: boolean;
}

function siteOf(e: ErrorObject, owners: SchemaOwners, ex: TrafficExchange): Site | undefined {
  const root = owners.responseRoot(ex.operationId, ex.status);
  if (!root) return undefined;
  if (e.keyword === 'required') {
    const property = String((e.params as { missingProperty?: unknown }).missingProperty ?? '');
    return { property, ...owners.ownerOf(root, e.instancePath, property, 'required') };
  }
  if (e.instancePath === '') return { owner: root.owner === 'operation' ? 'operation' : owners.ownerOf(root, '', undefined, 'properties').owner, property: undefined, nullable: false };
  const segments = e.instancePath.split('/');
  const last = unescape(segments.pop()!);
  const parent = segments.join('/');
  if (/^\d+$/.test(last)) {
    // an item of an array: the rule is the array's, named by the array's property
    const arrayName = segments.length > 1 ? unescape(segments[segments.length - 1]!) : undefined;
    const site = owners.ownerOf(root, segments.slice(0, -1).join('/'), arrayName, 'properties');
    return { owner: arrayName === undefined ? root.owner : site.owner, property: arrayName, nullable: false };
  }
  return { property: last, ...owners.ownerOf(root, parent, last, 'properties') };
}

function treeRequirement(e: ErrorObject, site: Site): string {
  const path = e.instancePath;
  if (/^\/node\/data(\/|$)/.test(path) && path !== '/node/data') return 'TREE-ROOT-LEAGUE-INSTANCE';
  if (/\/data(\/|$)/.test(path) || site.property === 'data') {
    if (/^division\.schema\.json$/.test(site.owner)) return 'DIVISION-FIELDS';
    if (/^division-instance\.schema\.json$/.test(site.owner)) return 'DIVISION-INSTANCE-FIELDS';
    if (path === '/node/data' || path === '/node') return site.property === 'data' && e.keyword === 'required' ? 'TREE-NODE-WRAPPER' : 'TREE-ROOT-LEAGUE-INSTANCE';
    return 'TREE-NODE-DATA';
  }
  if (site.property === 'node_type' && (e.keyword === 'const' || e.keyword === 'enum')) return 'TREE-NESTING-ORDER';
  if (e.keyword === 'maxItems' && site.property === 'children') return 'TREE-NESTING-ORDER';
  return 'TREE-NODE-WRAPPER';
}

function requirementOf(e: ErrorObject, site: Site, ex: TrafficExchange): string {
  if (e.keyword === 'format' && (e.params as { format?: unknown }).format === TIMESTAMP_FORMAT) return 'TIMESTAMP-NUMERIC-OFFSET';
  const idLike = site.property !== undefined && (/(^|_)id$/.test(site.property) || (/_ids$/.test(site.property) && /\/\d+$/.test(e.instancePath)));
  if (e.keyword === 'type' && idLike) return 'ID-INTEGER';
  if (e.keyword === 'required' && site.nullable) return 'NULL-FOR-UNSET';
  if (ex.operationId === 'getLeagueInstanceTree') return treeRequirement(e, site);
  if (ex.operationId === 'listNewsArticles' && /^\/\d+\/content_node(\/|$)/.test(e.instancePath)) return 'NEWS-INDEX-PLACEMENT';
  if (ex.operationId === 'getTeam' && /^\/team_instances(\/|$)/.test(e.instancePath)) return 'TEAM-SHOW-TEAM-INSTANCES';
  if (site.owner === 'operation') return ex.interfaceOperations[0] ?? `OP-${ex.operationId}`;
  for (const rule of PROPERTY_RULES) {
    if (rule.owner.test(site.owner) && rule.property === site.property && (!rule.keywords || rule.keywords.includes(e.keyword))) return rule.requirement;
  }
  for (const [owner, requirement] of OWNERS) if (owner.test(site.owner)) return requirement;
  return ex.interfaceOperations[0] ?? `OP-${ex.operationId}`;
}

/**
 * The requirements the schema errors of a 2xx response break, each with its messages. Errors of
 * alternatives (anyOf/oneOf branches) are left to the anyOf/oneOf error itself.
 */
export function classifySchemaErrors(errors: ErrorObject[], ex: TrafficExchange, owners: SchemaOwners): Classified[] {
  const out: Classified[] = [];
  for (const e of errors) {
    if (WRAPPERS.has(e.keyword) || /\/(anyOf|oneOf)\/\d+\//.test(e.schemaPath)) continue;
    const site = siteOf(e, owners, ex);
    if (!site) continue;
    out.push({ requirement: requirementOf(e, site, ex), message: `${e.instancePath || '/'}: ${e.message ?? e.keyword}${e.keyword === 'required' || e.keyword === 'format' ? '' : ` ${JSON.stringify(e.params)}`}` });
  }
  return out;
}
