// The embedded reference server: the whole interface in memory (fastify). `buildServer()` returns a
// fastify instance that is not listening yet; main.ts is the standalone entry point.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import qs from 'qs';
import { authenticate, challenge, requestUser, type AuthMode, type RequestUser } from './auth.ts';
import { bodyKindOf, JSON_BODY_LIMIT, MULTIPART_LIMITS, type BodyKind } from './body.ts';
import type { Ctx } from './context.ts';
import { ApiError, DEFAULT_STATUS, type ErrorKind } from './errors.ts';
import { FaultSet } from './faults.ts';
import { ProbingFaultSet, registerFaultProbe } from './fault-probe.ts';
import { registerGeneratedFaults } from './faults/generated/runtime.ts';
import { isGeneratedId } from './faults/generated/types.ts';
import { registerDivisionInstanceRoutes } from './routes/division-instances.ts';
import { registerGalleryRoutes } from './routes/galleries.ts';
import { registerLayoutContainerRoutes } from './routes/layout-containers.ts';
import { registerLeagueRoutes } from './routes/leagues.ts';
import { registerNewsArticleRoutes } from './routes/news-articles.ts';
import { registerPageElementRoutes } from './routes/page-elements.ts';
import { registerPageRoutes } from './routes/pages.ts';
import { registerSiteRoutes } from './routes/sites.ts';
import { registerSportsOfficialsRoutes } from './routes/sports-officials.ts';
import { registerTagRoutes } from './routes/tags.ts';
import { registerTeamRoutes } from './routes/teams.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { buildSeed, type FixtureIds, type SeedOptions } from './seed.ts';
import type { Store } from './store.ts';
import { registerVariationHooks } from './variation-hooks.ts';
import { VariationSet } from './variations.ts';
import { addExtraTreeNodes, instanceEveryDivision } from './variations/data.ts';
import { API_VERSION } from '../spec/interface.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which credentials the route takes (default bearer) */
    auth?: AuthMode;
    /** which request body types the route takes (default json) */
    bodies?: BodyKind[];
  }
  interface FastifyInstance {
    /** the reference server's state, for tests and the standalone entry point */
    svc: Ctx;
  }
}

export interface BuildServerOptions {
  /** fault ids from reference/faults.ts or generated ones (`gen.*`, reference/faults/generated/); an unknown id throws */
  faults?: string[];
  /** variation ids from reference/variations.ts, 'all', or 'random:<seed>'; an unknown id throws */
  variations?: string[];
  /** size of the seeded data */
  seed?: SeedOptions;
  /** fastify's logger (default off) */
  logger?: boolean;
  /** milliseconds added before every answer: a far network, for the benchmark (default 0) */
  latencyMs?: number;
  /** no fault on, but which route asks about which hand-written fault is written to this file (fault-probe.ts) */
  faultProbe?: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The context of a server: its faults and variations, and the seeded store they change. */
function serverContext(options: BuildServerOptions): { ctx: Ctx; generated: string[] } {
  const generated = (options.faults ?? []).filter(isGeneratedId);
  const faults = options.faultProbe
    ? new ProbingFaultSet(options.faultProbe)
    : new FaultSet((options.faults ?? []).filter((id) => !isGeneratedId(id)));
  const variations = new VariationSet(options.variations ?? []);
  // random-ids: every id, seeded or created, is drawn from the seed of the variations.
  const { store, fixtures } = buildSeed({
    ...options.seed,
    ...(variations.has('random-ids') ? { idSeed: variations.params.idSeed } : {}),
  });
  if (variations.has('every-division-instanced')) instanceEveryDivision(store);
  if (variations.has('tree-extra-node-types')) addExtraTreeNodes(store);
  // large-ids: records created through the interface get ids from 9,000,000,000 on.
  if (variations.has('large-ids')) store.raiseIds(9_000_000_000);
  // untitled-article-null: the data holds an article created without a title (answered with title null).
  if (variations.has('untitled-article-null')) {
    const untitled = [...store.t.newsArticles.values()].find(
      (a) => a.id !== fixtures.newsArticleId && a.site_id === fixtures.siteId,
    );
    if (untitled) untitled.title = '';
  }
  const ctx: Ctx = { store, fixtures, faults, variations, routes: [] };
  return { ctx, generated };
}

/** The fastify instance: body limit, the error body for malformed requests and broken HTTP, the query parser. */
function createFastify(options: BuildServerOptions): FastifyInstance {
  return Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Errors fastify meets before routing (a malformed URL) and broken HTTP get the error body too.
    frameworkErrors: (error, _request, rawReply) => {
      (rawReply as unknown as FastifyReply)
        .code(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
        .type('application/json; charset=utf-8')
        .send({ errors: `Malformed request: ${error.message}` });
    },
    clientErrorHandler: (error, socket) => {
      if (socket.destroyed) return;
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify({ errors: status === 431 ? 'Request headers too large' : 'Malformed HTTP request' });
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      querystringParser: (s: string) =>
        qs.parse(s, { depth: 5, parameterLimit: 200, arrayLimit: 200 }) as Record<string, unknown>,
    },
  });
}

/** The body parsers: JSON (an empty body counts as none), URL-encoded forms, multipart; nothing else. */
function registerBodyParsers(app: FastifyInstance): void {
  // Bodies: JSON (the default parser), URL-encoded forms, multipart. Nothing else (not even text/plain).
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a DELETE sent with Content-Type: application/json) counts as no body.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      // biome-ignore lint/nursery/noFloatingPromises: the default parser is fastify's callback form (it answers through done); its type admits the promise form too
      jsonParser(request, text, done);
    },
  );
  app.register(formbody, {
    bodyLimit: JSON_BODY_LIMIT,
    parser: (s: string) => qs.parse(s, { depth: 5, parameterLimit: 200, arrayLimit: 200 }) as Record<string, unknown>,
  });
  app.register(multipart, { limits: MULTIPART_LIMITS });
}

/** Authentication, the version header and the body type of every request, before anything is parsed. */
function registerAdmissionHook(app: FastifyInstance, ctx: Ctx): void {
  const { faults, variations } = ctx;
  // Authentication, the version header and the body type, before anything is parsed.
  const users = new WeakMap<FastifyRequest, RequestUser>();
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config;
    const mode = config.auth ?? 'bearer';
    try {
      if (mode !== 'public') {
        users.set(request, authenticate(ctx, request, mode));
        if (faults.has('version-0-1-refused') && request.headers['svc-api-version'] === API_VERSION) {
          throw new ApiError(
            'validation',
            `Unsupported SVC-API-VERSION ${JSON.stringify(API_VERSION)}`,
            undefined,
            400,
          );
        }
        if (variations.has('version-header-required')) {
          const version = request.headers['svc-api-version'];
          if (version !== API_VERSION) {
            throw new ApiError(
              'validation',
              version === undefined
                ? `The SVC-API-VERSION header is required (${API_VERSION})`
                : `Unsupported SVC-API-VERSION ${JSON.stringify(version)}; this server speaks ${API_VERSION}`,
              undefined,
              400,
            );
          }
        }
      }
      if (METHODS_WITH_BODY.has(request.method) && hasBody(request)) {
        const kind = bodyKindOf(request.headers['content-type']);
        const allowed = config.bodies ?? ['json'];
        if (kind === 'none' || kind === 'other' || !allowed.includes(kind)) {
          throw new ApiError(
            'media_type',
            `Unsupported Content-Type ${JSON.stringify(request.headers['content-type'] ?? '')}; this endpoint takes ${allowed.map(describeKind).join(' or ')}`,
          );
        }
      }
      done();
    } catch (err) {
      // a challenge goes with a 401 only (any-4xx may answer another status)
      const status401 = !variations.has('any-4xx') || variations.params.statuses.unauthorized === 401;
      if (err instanceof ApiError && err.kind === 'unauthorized' && !variations.has('no-www-authenticate') && status401)
        reply.header('WWW-Authenticate', challenge(mode));
      done(err as Error);
    }
  });
  // The route (and the access rules it applies) runs for the request's user (access.ts).
  app.addHook('preHandler', (request, _reply, done) => {
    requestUser.run(
      { user: users.get(request) ?? 'user', route: `${request.method} ${request.routeOptions.url ?? ''}` },
      done,
    );
  });
}

/** The error body of every failure, and of a route the server does not serve. */
function registerErrorHandlers(app: FastifyInstance, ctx: Ctx): void {
  const { faults, variations } = ctx;
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = errorResponse(ctx, error);
    if (status >= 500) request.log.error(error);
    if (faults.has('error-content-type-html')) {
      reply.code(status).type('text/html; charset=utf-8').send(JSON.stringify(body));
      return;
    }
    reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(variations.has('any-4xx') ? variations.params.statuses.no_route : 404)
      .type(faults.has('error-content-type-html') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8')
      .send({ errors: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** The variation hooks, the generated faults that are on, and the routes of every area. */
function registerRoutes(app: FastifyInstance, ctx: Ctx, generated: string[]): void {
  // Before the routes: its onRoute hook also serves the moves on POST (move-also-post).
  registerVariationHooks(app, ctx);
  // Generated faults: their hooks only when one is on (a clean server runs none of it).
  if (generated.length > 0) registerGeneratedFaults(app, ctx, generated);
  registerSiteRoutes(app, ctx);
  registerTagRoutes(app, ctx);
  registerLayoutContainerRoutes(app, ctx);
  registerPageElementRoutes(app, ctx);
  registerPageRoutes(app, ctx);
  registerNewsArticleRoutes(app, ctx);
  registerGalleryRoutes(app, ctx);
  registerSportsOfficialsRoutes(app, ctx);
  registerLeagueRoutes(app, ctx);
  registerDivisionInstanceRoutes(app, ctx);
  registerTeamRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
}

/** A reference server (not listening yet) with the faults, variations and seed size of the options. */
export function buildServer(options: BuildServerOptions = {}): FastifyInstance {
  const { ctx, generated } = serverContext(options);
  const app = createFastify(options);
  app.decorate('svc', ctx);
  // first, so that every later hook and route runs knowing its route
  if (options.faultProbe) registerFaultProbe(app);
  // The first hook of every request, so that every answer (also errors and 404s) waits the same.
  const latencyMs = options.latencyMs ?? 0;
  if (latencyMs > 0) app.addHook('onRequest', (_request, _reply, done) => void setTimeout(done, latencyMs));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') ctx.routes.push({ method, url: route.url });
  });

  registerBodyParsers(app);
  registerAdmissionHook(app, ctx);
  registerErrorHandlers(app, ctx);
  registerRoutes(app, ctx, generated);
  return app;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

function describeKind(kind: BodyKind): string {
  return { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' }[
    kind
  ];
}

/** Status of an error kind under the active variations. */
function statusFor(ctx: Ctx, kind: ErrorKind): number {
  // any-4xx: the drawn status of the kind; the documented 412 is thrown with a fixed status anyway
  if (ctx.variations.has('any-4xx') && kind !== 'precondition') return ctx.variations.params.statuses[kind];
  if (kind === 'validation' && ctx.variations.has('validation-422')) return 422;
  if (kind === 'unauthorized' && ctx.variations.has('auth-403')) return 403;
  if (kind === 'forbidden' && ctx.variations.has('forbidden-site-404')) return 404;
  if (kind === 'conflict' && ctx.variations.has('conflict-400')) return 400;
  return DEFAULT_STATUS[kind];
}

const FASTIFY_ERRORS: Record<string, [ErrorKind, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['media_type', 'Unsupported Content-Type; send application/json'],
  FST_ERR_CTP_INVALID_TYPE: ['media_type', 'The Content-Type header must be a string'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['too_large', `The request body is too large (maximum ${JSON_BODY_LIMIT} bytes)`],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['malformed', 'The JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['malformed', 'The request body is not valid JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['malformed', 'Content-Length does not match the body'],
  FST_REQ_FILE_TOO_LARGE: ['too_large', 'An uploaded file is too large'],
  FST_FILES_LIMIT: ['too_large', 'Too many files in the multipart body'],
  FST_FIELDS_LIMIT: ['too_large', 'Too many fields in the multipart body'],
  FST_PARTS_LIMIT: ['too_large', 'Too many parts in the multipart body'],
  FST_PROTO_VIOLATION: ['malformed', 'A form field name is not allowed'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['media_type', 'The request is not multipart/form-data'],
  FST_MP_PREMATURE_CLOSE: ['malformed', 'The multipart body ended early'],
};

/** Any error as a status and the interface's error body. Only a bug of the server gives a 5xx. */
function errorResponse(ctx: Ctx, error: unknown): { status: number; body: unknown } {
  if (error instanceof ApiError) {
    const status = error.fixedStatus ?? statusFor(ctx, error.kind);
    if (error.body === undefined && error.kind === 'validation' && ctx.faults.has('validation-errors-as-array'))
      return { status, body: { errors: [error.message] } };
    if (error.body === undefined && error.kind === 'forbidden' && ctx.faults.has('forbidden-error-message-key'))
      return { status, body: { message: error.message } };
    return { status, body: error.body ?? { errors: error.message } };
  }
  const e = error as Partial<FastifyError> & { message?: string };
  const known = e.code ? FASTIFY_ERRORS[e.code] : undefined;
  if (known) {
    const [kind, message] = known;
    const detail =
      kind === 'malformed' && e.message && e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? `: ${e.message}` : '';
    return { status: statusFor(ctx, kind), body: { errors: `${message}${detail}` } };
  }
  if (e instanceof SyntaxError || (typeof e.statusCode === 'number' && e.statusCode === 400)) {
    return {
      status: statusFor(ctx, 'malformed'),
      body: { errors: `Malformed request: ${e.message ?? 'cannot be parsed'}` },
    };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { errors: e.message ?? 'Bad request' } };
  }
  return { status: 500, body: { errors: 'Internal server error' } };
}

/** The fixture ids and store of a built server (tests, main.ts). */
export function serverState(app: FastifyInstance): { store: Store; fixtures: FixtureIds; ctx: Ctx } {
  return { store: app.svc.store, fixtures: app.svc.fixtures, ctx: app.svc };
}

/**
 * The .env lines about the uploaded-video setting, which the interface requires for uploads and
 * cannot show: the fixture site's setting, and a site where it is off.
 */
export function uploadSettingLines(state: { store: Store; fixtures: FixtureIds }): Record<string, string> {
  const { store, fixtures } = state;
  const off = [...store.accessibleSiteIds]
    .sort((a, b) => a - b)
    .find((id) => store.t.sites.get(id)?.uploaded_videos_enabled === false);
  return {
    SVC_UPLOADED_VIDEOS: store.t.sites.get(fixtures.siteId)?.uploaded_videos_enabled ? 'enabled' : 'disabled',
    ...(off !== undefined ? { SVC_UPLOADS_OFF_SITE_ID: String(off) } : {}),
  };
}
