// Variations that change how every request is admitted or how every response is framed, not what a
// route does: each is chosen here, in one fastify hook, with `ctx.variations.has(id)` (the catalogue is
// reference/variations.ts). Variations that change what a route does are chosen in that route or in
// serialize.ts.
//
//   onRoute:                          move-also-post
//   onRequest (after authentication): accept-required, unknown-query-rejected, delete-repeated-200,
//                                     deleted-410
//   onResponse:                       deleted-410 (remembers what a DELETE removed)
//   onSend:                           delete-repeated-200 (remembers what a DELETE answered),
//                                     gallery-envelopes, nested-reverse-order, shuffled-order,
//                                     error-extra-fields, extra-fields-everywhere, pretty-json,
//                                     json-vendor-media-type, extra-headers
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from './context.ts';
import { ApiError } from './errors.ts';
import type { VariationSet } from './variations.ts';
import { addExtraFieldsEverywhere } from './variations/extras.ts';
import { shuffleLists } from './variations/order.ts';
import { API_VERSION } from '../spec/interface.ts';

/**
 * The query parameters the interface lists per operation (method and route). Any other one is
 * refused under unknown-query-rejected; an operation that is not here takes none.
 */
const LISTED_QUERY: Record<string, readonly string[]> = {
  'GET /sites': ['membership', 'name'],
  'GET /tags': ['site_id', 'scope'],
  'PUT /layout_containers/:id/move': ['site_id'],
  'POST /layout_containers/:id/move': ['site_id'],
  'GET /news_articles/:id': ['plain_text', 'basic_html'],
  'GET /photo_galleries': ['object_type', 'object_id'],
  'GET /video_galleries': ['object_type', 'object_id'],
  'GET /officials': ['game_id'],
  'GET /official_types': ['sport_id'],
  'GET /leagues': ['site_id', 'site_url'],
  'GET /league_instances': ['league_id'],
  'GET /division_instances': ['subseason_id'],
  'GET /teams': ['site_id', 'league_ids', 'team_ids', 'sport_id', 'write_access', 'current_subseason_only'],
  'GET /team_instances': ['subseason_id', 'league_instance_id'],
};

/** The envelope key of each gallery response (gallery-envelopes). */
const ENVELOPES: Record<string, string> = {
  'GET /photo_galleries': 'photo_galleries',
  'GET /photo_galleries/:id': 'photo_gallery',
  'POST /gallery_photos': 'gallery_photo',
  'DELETE /gallery_photos/:id': 'gallery_photo',
  'GET /video_galleries': 'video_galleries',
  'GET /video_galleries/:id': 'video_gallery',
  'POST /uploaded_videos': 'uploaded_video',
  'DELETE /uploaded_videos/:id': 'uploaded_video',
};

/** Arrays nested in records whose order the interface leaves open (nested-reverse-order). */
const NESTED_ARRAYS = new Set([
  'layout_containers',
  'layout_columns',
  'page_elements',
  'children',
  'sites',
  'leagues',
  'seasons',
  'subseasons',
  'team_instances',
  'subseason_team_instance_mapping',
]);

/** Whether an Accept header admits a JSON response (accept-required). */
function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range
      .trim()
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    if (params.some((p) => /^q=0(\.0*)?$/.test(p))) return false;
    return (
      type === 'application/json' ||
      type === 'application/*' ||
      type === '*/*' ||
      /^application\/[\w.+-]+\+json$/.test(type)
    );
  });
}

function reverseNested(value: unknown, depth: number): void {
  if (Array.isArray(value)) {
    for (const item of value) reverseNested(item, depth + 1);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (NESTED_ARRAYS.has(key) && Array.isArray(child)) record[key] = child.slice().reverse();
    reverseNested(record[key], depth + 1);
  }
}

function isJsonType(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^application\/([\w.+-]+\+)?json\b/i.test(contentType);
}

/** The method and route of a request, as LISTED_QUERY and ENVELOPES name it. */
function routeKey(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? ''}`;
}

/** The URL path of a request, without its query and trailing slashes. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!.replace(/\/+$/, '');
}

/** What a server remembers of its DELETEs (deleted-410, delete-repeated-200). */
interface DeleteMemory {
  /** URL paths of records a DELETE removed (deleted-410). Ids are never reused. */
  gone: Set<string>;
  /** What the DELETE of a path answered, as the route serialized it (delete-repeated-200). */
  answers: Map<string, { payload: string; contentType: string }>;
}

/** move-also-post: the two moves ("labelled POST") are served on POST as well as on PUT. */
function registerMoveAlsoPost(app: FastifyInstance, v: VariationSet): void {
  app.addHook('onRoute', (route) => {
    if (v.has('move-also-post') && route.method === 'PUT' && /\/move$/.test(route.url)) route.method = ['PUT', 'POST'];
  });
}

/** unknown-query-rejected: a query parameter the operation does not list is refused. */
function refuseUnknownQuery(request: FastifyRequest): void {
  const listed = LISTED_QUERY[routeKey(request)] ?? [];
  const unknown = Object.keys((request.query ?? {}) as Record<string, unknown>).filter(
    (name) => !listed.includes(name),
  );
  if (unknown.length > 0) {
    throw new ApiError(
      'validation',
      `Unknown query parameter(s) ${unknown.join(', ')}; this operation takes ${listed.length > 0 ? listed.join(', ') : 'none'}`,
    );
  }
}

/** onRequest (after authentication): accept-required, unknown-query-rejected, delete-repeated-200, deleted-410. */
function registerAdmission(app: FastifyInstance, v: VariationSet, deletes: DeleteMemory): void {
  app.addHook('onRequest', async (request, reply) => {
    const mode = request.routeOptions.config.auth ?? 'bearer';
    if (mode === 'public' || request.routeOptions.url === undefined) return;
    if (v.has('accept-required') && !acceptsJson(request.headers.accept)) {
      throw new ApiError(
        'validation',
        `Send Accept: application/json (got ${JSON.stringify(request.headers.accept ?? null)})`,
        undefined,
        406,
      );
    }
    if (v.has('unknown-query-rejected')) refuseUnknownQuery(request);
    // delete-repeated-200: a repeated delete answers what the first one did (framed again in onSend)
    const repeated =
      request.method === 'DELETE' && v.has('delete-repeated-200') ? deletes.answers.get(pathOf(request)) : undefined;
    if (repeated) return reply.code(200).header('content-type', repeated.contentType).send(repeated.payload);
    if (v.has('deleted-410')) {
      const path = pathOf(request);
      for (const deleted of deletes.gone) {
        if (path === deleted || path.startsWith(`${deleted}/`))
          throw new ApiError('not_found', `${deleted} was deleted`, undefined, 410);
      }
    }
  });
}

/** onResponse: deleted-410 remembers the path of what a DELETE removed. */
function registerDeletedPaths(app: FastifyInstance, v: VariationSet, gone: Set<string>): void {
  app.addHook('onResponse', async (request, reply) => {
    if (
      v.has('deleted-410') &&
      request.method === 'DELETE' &&
      reply.statusCode === 200 &&
      /\/\d+$/.test(pathOf(request))
    )
      gone.add(pathOf(request));
  });
}

/** delete-repeated-200: remembers the first answer of a DELETE of a path, as the route serialized it. */
function rememberDeleteAnswer(
  v: VariationSet,
  answers: DeleteMemory['answers'],
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): void {
  if (
    v.has('delete-repeated-200') &&
    request.method === 'DELETE' &&
    reply.statusCode === 200 &&
    typeof payload === 'string' &&
    !answers.has(pathOf(request))
  ) {
    answers.set(pathOf(request), {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    });
  }
}

/** error-extra-fields: an error body (`errors` a string) with more fields than the interface shows. */
function withErrorExtras(body: unknown, request: FastifyRequest, status: number): unknown {
  if (
    status < 400 ||
    body === null ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    typeof (body as { errors?: unknown }).errors !== 'string'
  )
    return body;
  return { ...(body as object), code: `http_${status}`, status, request_id: String(request.id) };
}

/** A parsed JSON body with the reshaping variations that are on applied, in a fixed order. */
function reshapedBody(v: VariationSet, request: FastifyRequest, reply: FastifyReply, parsed: unknown): unknown {
  let body = parsed;
  const envelope = ENVELOPES[routeKey(request)];
  if (v.has('gallery-envelopes') && envelope && reply.statusCode >= 200 && reply.statusCode < 300)
    body = { [envelope]: body };
  if (v.has('nested-reverse-order')) reverseNested(body, 0);
  if (v.has('shuffled-order')) body = shuffleLists(body, v.params.orderSalt);
  if (v.has('error-extra-fields')) body = withErrorExtras(body, request, reply.statusCode);
  if (v.has('extra-fields-everywhere')) body = addExtraFieldsEverywhere(body, v.params.extraFields, reply.statusCode);
  return body;
}

/** The payload of a JSON answer reshaped by the variations that reshape one; any other payload as it is. */
function reshapedPayload(v: VariationSet, request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const json = isJsonType(reply.getHeader('content-type')) && typeof payload === 'string' && payload !== '';
  const reshape =
    v.has('gallery-envelopes') ||
    v.has('nested-reverse-order') ||
    v.has('shuffled-order') ||
    v.has('error-extra-fields') ||
    v.has('extra-fields-everywhere') ||
    v.has('pretty-json');
  if (!json || !reshape) return payload;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload as string);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) return payload;
  const body = reshapedBody(v, request, reply, parsed);
  return v.has('pretty-json') ? `${JSON.stringify(body, null, 2)}\n` : JSON.stringify(body);
}

/** extra-headers: rate limit, request id, cache, version, and a self link on a read of a collection. */
function addExtraHeaders(request: FastifyRequest, reply: FastifyReply, rateLimit: { remaining: number }): void {
  rateLimit.remaining = rateLimit.remaining <= 1 ? 1000 : rateLimit.remaining - 1;
  reply.header('x-ratelimit-limit', '1000');
  reply.header('x-ratelimit-remaining', String(rateLimit.remaining));
  reply.header('x-ratelimit-reset', String(Math.floor(Date.now() / 1000) + 60));
  reply.header('x-request-id', randomUUID());
  reply.header('cache-control', 'no-store');
  reply.header('svc-api-version', API_VERSION);
  if (request.method === 'GET' && request.routeOptions.url !== undefined && !request.routeOptions.url.includes(':')) {
    reply.header('link', `<${request.protocol}://${request.host}${request.url}>; rel="self"`);
  }
}

/**
 * onSend: delete-repeated-200 (remembers what a DELETE answered), the variations that reshape a JSON
 * body, json-vendor-media-type, extra-headers.
 */
function registerResponseFraming(app: FastifyInstance, v: VariationSet, answers: DeleteMemory['answers']): void {
  /** what x-ratelimit-remaining counts down (extra-headers) */
  const rateLimit = { remaining: 1000 };
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    rememberDeleteAnswer(v, answers, request, reply, payload);
    const out = reshapedPayload(v, request, reply, payload);
    if (v.has('json-vendor-media-type') && isJsonType(reply.getHeader('content-type')))
      reply.header('content-type', 'application/vnd.svc+json');
    if (v.has('extra-headers')) addExtraHeaders(request, reply, rateLimit);
    return out;
  });
}

/** The hooks of the variations that change how every request is admitted or every answer is framed. */
export function registerVariationHooks(app: FastifyInstance, ctx: Ctx): void {
  const v = ctx.variations;
  const deletes: DeleteMemory = { gone: new Set(), answers: new Map() };
  registerMoveAlsoPost(app, v);
  registerAdmission(app, v, deletes);
  registerDeletedPaths(app, v, deletes.gone);
  registerResponseFraming(app, v, deletes.answers);
}
