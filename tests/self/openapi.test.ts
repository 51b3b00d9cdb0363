// spec/openapi.yaml: valid OpenAPI 3.1, every $ref resolves, the operations are exactly the
// interface's, and the conventions of docs/ARCHITECTURE.md hold.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { readOpenApi } from '../../src/validation/ajv.ts';
import { OPENAPI_PATH } from '../../src/paths.ts';
import { listOperations } from '../../src/spec/catalogue.ts';

/**
 * The operations of spec/interface-specification.md, written out by hand from its Endpoints
 * section (not derived from the OpenAPI document): interface operation, method, path. Paths the
 * interface does not show carry the convention we assume, marked `assumed`.
 */
const INTERFACE_OPERATIONS: Array<[id: string, method: string, path: string, assumed?: 'assumed']> = [
  ['OP-SITES-INDEX', 'GET', '/sites'],
  ['OP-SITES-SHOW', 'GET', '/sites/{id}'],
  ['OP-TAGS-INDEX', 'GET', '/tags'],
  ['OP-LAYOUT-CONTAINERS-CREATE', 'POST', '/layout_containers'],
  ['OP-LAYOUT-CONTAINERS-SHOW', 'GET', '/layout_containers/{id}'],
  ['OP-LAYOUT-CONTAINERS-UPDATE', 'PUT', '/layout_containers/{id}'],
  ['OP-LAYOUT-CONTAINERS-MOVE', 'PUT', '/layout_containers/{id}/move'],
  ['OP-LAYOUT-CONTAINERS-DELETE', 'DELETE', '/layout_containers/{id}'],
  ['OP-PAGE-ELEMENTS-CREATE', 'POST', '/page_elements'],
  ['OP-PAGE-ELEMENTS-SHOW', 'GET', '/page_elements/{id}'],
  ['OP-PAGE-ELEMENTS-UPDATE', 'PUT', '/page_elements/{id}'],
  ['OP-PAGE-ELEMENTS-DELETE', 'DELETE', '/page_elements/{id}'],
  ['OP-PAGE-ELEMENTS-MOVE', 'PUT', '/page_elements/{id}/move', 'assumed'],
  ['OP-PHOTO-ELEMENT-UPLOAD', 'POST', '/page_elements'],
  ['OP-UPLOADED-VIDEO-ELEMENT-CREATE', 'POST', '/page_elements'],
  ['OP-EXTERNAL-VIDEO-ELEMENT-CREATE', 'POST', '/page_elements'],
  ['OP-PAGES-CREATE', 'POST', '/pages'],
  ['OP-NEWS-ARTICLES-INDEX', 'GET', '/news_articles'],
  ['OP-NEWS-ARTICLES-SHOW', 'GET', '/news_articles/{id}', 'assumed'],
  ['OP-NEWS-ARTICLES-CREATE', 'POST', '/news_articles'],
  ['OP-NEWS-ARTICLES-UPDATE', 'PUT', '/news_articles/{id}', 'assumed'],
  ['OP-NEWS-ARTICLES-DELETE', 'DELETE', '/news_articles/{id}', 'assumed'],
  ['OP-GAMES-NEWS-ARTICLES-CREATE', 'POST', '/games_news_articles', 'assumed'],
  ['OP-PHOTO-GALLERIES-INDEX', 'GET', '/photo_galleries'],
  ['OP-PHOTO-GALLERIES-SHOW', 'GET', '/photo_galleries/{id}'],
  ['OP-GALLERY-PHOTOS-UPLOAD', 'POST', '/gallery_photos'],
  ['OP-GALLERY-PHOTOS-DELETE', 'DELETE', '/gallery_photos/{id}'],
  ['OP-UPLOADED-VIDEOS-DELETE', 'DELETE', '/uploaded_videos/{id}'],
  ['OP-VIDEO-GALLERIES-INDEX', 'GET', '/video_galleries'],
  ['OP-VIDEO-GALLERIES-SHOW', 'GET', '/video_galleries/{id}'],
  ['OP-GALLERY-VIDEOS-UPLOAD', 'POST', '/uploaded_videos'],
  ['OP-GALLERY-VIDEOS-DELETE', 'DELETE', '/uploaded_videos/{id}'],
  ['OP-SPORTS-INDEX', 'GET', '/sports'],
  ['OP-SPORTS-SHOW', 'GET', '/sports/{id}'],
  ['OP-OFFICIALS-INDEX', 'GET', '/officials'],
  ['OP-OFFICIALS-CREATE', 'POST', '/officials'],
  ['OP-OFFICIALS-UPDATE', 'POST', '/officials'],
  ['OP-OFFICIAL-TYPES-INDEX', 'GET', '/official_types'],
  ['OP-LEAGUES-INDEX', 'GET', '/leagues'],
  ['OP-LEAGUES-SHOW', 'GET', '/leagues/{id}'],
  ['OP-LEAGUE-INSTANCES-INDEX', 'GET', '/league_instances'],
  ['OP-LEAGUE-INSTANCE-TREE-SHOW', 'GET', '/league_instance_tree/{id}'],
  ['OP-DIVISION-INSTANCES-INDEX', 'GET', '/division_instances'],
  ['OP-DIVISION-INSTANCES-CREATE-NEW', 'POST', '/division_instances'],
  ['OP-DIVISION-INSTANCES-CREATE-EXISTING', 'POST', '/division_instances'],
  ['OP-DIVISION-INSTANCES-UPDATE', 'PUT', '/division_instances/{id}'],
  ['OP-DIVISION-INSTANCES-DELETE', 'DELETE', '/division_instances/{id}'],
  ['OP-TEAMS-INDEX', 'GET', '/teams'],
  ['OP-TEAMS-SHOW', 'GET', '/teams/{id}'],
  ['OP-TEAMS-UPDATE', 'PUT', '/teams/{id}'],
  ['OP-TEAM-INSTANCES-INDEX', 'GET', '/team_instances'],
  ['OP-TEAM-INSTANCES-SHOW', 'GET', '/team_instances/{id}'],
];

/** Endpoints the interface shows with HTTP basic credentials plus SVC-API-TOKEN (Authentication 2). */
const BASIC_AUTH_PATHS = [
  '/photo_galleries',
  '/photo_galleries/{id}',
  '/gallery_photos',
  '/gallery_photos/{id}',
  '/video_galleries',
  '/video_galleries/{id}',
  '/uploaded_videos',
  '/uploaded_videos/{id}',
];

const doc = readOpenApi() as unknown as OpenAPIV3_1.Document;
const operations = listOperations(doc);
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

test('spec/openapi.yaml validates against the OpenAPI 3.1 schema and every $ref resolves', async () => {
  assert.match(String(doc.openapi), /^3\.1\./);
  // validate() checks the document against the official 3.1 schema and resolves every $ref,
  // including the external ones into schemas/.
  await SwaggerParser.validate(OPENAPI_PATH);
  const $refs = await SwaggerParser.resolve(OPENAPI_PATH);
  assert.ok(
    $refs.paths().some((p) => p.endsWith('.schema.json')),
    'no external schema was resolved',
  );
});

test('the HTTP operations are exactly those of the interface', () => {
  const expected = [...new Set(INTERFACE_OPERATIONS.map(([, m, p]) => key(m, p)))].sort();
  const actual = operations.map((o) => key(o.method, o.path)).sort();
  assert.deepEqual(actual, expected);
});

test('each operation carries exactly the interface operations it serves', () => {
  for (const op of operations) {
    const expected = INTERFACE_OPERATIONS.filter(([, m, p]) => key(m, p) === key(op.method, op.path))
      .map(([id]) => id)
      .sort();
    assert.deepEqual([...op.interfaceOperations].sort(), expected, key(op.method, op.path));
  }
});

test('operationIds are unique; assumed paths are marked and overridable', () => {
  const ids = operations.map((o) => o.operationId);
  assert.equal(new Set(ids).size, ids.length);
  for (const op of operations) {
    assert.ok(op.operationId, `${key(op.method, op.path)} has no operationId`);
    const assumed = INTERFACE_OPERATIONS.some(([, m, p, a]) => a && key(m, p) === key(op.method, op.path));
    assert.equal(Boolean(op.assumed), assumed, `${op.operationId}: x-svc-assumed`);
    if (op.assumed) {
      assert.match(op.assumed.override, /^SVC_ROUTE_[A-Z_]+$/, `${op.operationId}: override variable`);
      assert.ok(op.assumed.reason.length > 10, `${op.operationId}: reason`);
    }
  }
});

type Ref = { $ref: string };
const isRef = (x: unknown): x is Ref => typeof x === 'object' && x !== null && '$ref' in x;
function resolveLocal<T>(x: T | Ref): T {
  if (!isRef(x) || !x.$ref.startsWith('#/')) return x as T;
  return x.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, seg) => (node as Record<string, unknown>)[seg.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    ) as T;
}

test('every operation sends SVC-API-VERSION and documents 200 and the general 4XX error', () => {
  for (const op of operations) {
    const params = (op.operation.parameters ?? []).map((p) => resolveLocal<OpenAPIV3_1.ParameterObject>(p));
    const version = params.find((p) => p.in === 'header' && p.name.toLowerCase() === 'svc-api-version');
    assert.ok(version, `${op.operationId}: no SVC-API-VERSION header parameter`);
    const responses = op.operation.responses ?? {};
    assert.ok(responses['200'], `${op.operationId}: no 200 response`);
    const clientError = resolveLocal<OpenAPIV3_1.ResponseObject>(responses['4XX'] as OpenAPIV3_1.ResponseObject);
    assert.ok(clientError, `${op.operationId}: no 4XX response`);
    const schema = clientError.content?.['application/json']?.schema as Ref | undefined;
    assert.match(schema?.$ref ?? '', /error\.schema\.json$/, `${op.operationId}: 4XX is not the general error body`);
  }
});

test('success responses reference schemas/ and copy no resource', () => {
  for (const op of operations) {
    const ok = resolveLocal<OpenAPIV3_1.ResponseObject>(op.operation.responses?.['200'] as OpenAPIV3_1.ResponseObject);
    const schema = ok.content?.['application/json']?.schema as (Ref & { type?: string; items?: Ref }) | undefined;
    assert.ok(schema, `${op.operationId}: 200 has no application/json schema`);
    const ref = schema.$ref ?? (schema.type === 'array' ? schema.items?.$ref : undefined);
    assert.match(
      ref ?? '',
      /^\.\.\/schemas\/[a-z-]+\.schema\.json(#\/\$defs\/[a-z_]+)?$/,
      `${op.operationId}: 200 schema is not a $ref into schemas/`,
    );
  }
});

test('the three documented errors are described with their status and body', () => {
  const find = (id: string) => operations.find((o) => o.operationId === id)!;
  const bodyRef = (id: string, status: string) => {
    const r = resolveLocal<OpenAPIV3_1.ResponseObject>(
      find(id).operation.responses?.[status] as OpenAPIV3_1.ResponseObject,
    );
    return (r?.content?.['application/json']?.schema as Ref | undefined)?.$ref;
  };
  assert.match(bodyRef('listLeagues', '404') ?? '', /error\.schema\.json$/);
  assert.match(bodyRef('listLeagueInstances', '412') ?? '', /error\.schema\.json$/);
  assert.match(bodyRef('listTags', '400') ?? '', /error\.schema\.json#\/\$defs\/tags_error$/);
});

test('security: bearer everywhere; basic with SVC-API-TOKEN where the interface shows it', () => {
  const schemes = doc.components?.securitySchemes ?? {};
  const bearer = schemes.bearerAuth as OpenAPIV3_1.HttpSecurityScheme;
  assert.equal(bearer.type, 'http');
  assert.equal(bearer.scheme.toLowerCase(), 'bearer');
  assert.equal((schemes.basicAuth as OpenAPIV3_1.HttpSecurityScheme).scheme, 'basic');
  const apiToken = schemes.apiToken as OpenAPIV3_1.ApiKeySecurityScheme;
  assert.equal(apiToken.in, 'header');
  assert.equal(apiToken.name, 'SVC-API-TOKEN');
  assert.deepEqual(doc.security, [{ bearerAuth: [] }]);
  for (const op of operations) {
    const security: unknown = op.operation.security ?? doc.security;
    const basic = BASIC_AUTH_PATHS.includes(op.path);
    const expected = basic ? [{ bearerAuth: [] }, { basicAuth: [], apiToken: [] }] : [{ bearerAuth: [] }];
    assert.deepEqual(security, expected, `${op.operationId}: security`);
  }
});

test('request bodies use the media types the interface shows', () => {
  const media = (id: string) =>
    Object.keys(
      resolveLocal<OpenAPIV3_1.RequestBodyObject>(
        operations.find((o) => o.operationId === id)!.operation.requestBody as OpenAPIV3_1.RequestBodyObject,
      )?.content ?? {},
    ).sort();
  assert.deepEqual(media('createPageElement'), [
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
  ]);
  assert.deepEqual(media('uploadGalleryPhoto'), ['multipart/form-data']);
  assert.deepEqual(media('uploadGalleryVideo'), ['multipart/form-data']);
  for (const id of [
    'createLayoutContainer',
    'updateLayoutContainer',
    'moveLayoutContainer',
    'updatePageElement',
    'movePageElement',
    'createPage',
    'createNewsArticle',
    'updateNewsArticle',
    'createGamesNewsArticle',
    'createOrUpdateOfficial',
    'createDivisionInstance',
    'updateDivisionInstance',
    'updateTeam',
  ]) {
    assert.deepEqual(media(id), ['application/json'], id);
  }
});
