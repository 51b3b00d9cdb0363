// Authentication. Every endpoint requires it: `Authorization: Bearer <token>` everywhere; the photo and
// video gallery, gallery photo and uploaded video endpoints also take HTTP basic credentials together
// with the `SVC-API-TOKEN` header. Missing or wrong credentials answer 401 `{"errors": "..."}`
// (403 with the auth-403 variation).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context.ts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { REFERENCE_CREDENTIALS, REFERENCE_OTHER_USER } from './credentials.ts';
import { ApiError } from './errors.ts';

/** `bearer`: bearer only; `gallery`: bearer, or basic plus SVC-API-TOKEN; `public`: no credential (uploaded files). */
export type AuthMode = 'bearer' | 'gallery' | 'public';

const BEARER = Buffer.from(REFERENCE_CREDENTIALS.accessToken);
const OTHER_BEARER = Buffer.from(REFERENCE_OTHER_USER.accessToken);
const API_TOKEN = Buffer.from(REFERENCE_CREDENTIALS.apiToken);
const BASIC = Buffer.from(`${REFERENCE_CREDENTIALS.username}:${REFERENCE_CREDENTIALS.password}`);

function same(given: string, expected: Buffer): boolean {
  const g = Buffer.from(given);
  return g.length === expected.length && timingSafeEqual(g, expected);
}

function unauthorized(message: string, body?: unknown): ApiError {
  return new ApiError('unauthorized', message, body);
}

/** Who a request is served for: the built-in user, or the second one (REFERENCE_OTHER_USER). */
export type RequestUser = 'user' | 'other';

/** The user of the request being served, and its route (set around the route by server.ts); none outside a request (the built-in user). */
export const requestUser = new AsyncLocalStorage<{ user: RequestUser; route: string }>();

/** Throws unless the request carries a valid credential for the mode; says whose it is. */
export function authenticate(ctx: Ctx, request: FastifyRequest, mode: AuthMode): RequestUser {
  if (mode === 'public') return 'user';
  // the second user has a bearer credential only; every fault below is about the built-in user's
  if (
    /^bearer\s/i.test(request.headers.authorization ?? '') &&
    same(request.headers.authorization!.replace(/^bearer\s+/i, '').trim(), OTHER_BEARER)
  )
    return 'other';
  return authenticateUser(ctx, request, mode);
}

function authenticateUser(ctx: Ctx, request: FastifyRequest, mode: Exclude<AuthMode, 'public'>): 'user' {
  // a generated credential fault accepts one kind of wrong credential on its operation
  if (ctx.generated?.credentialAccepted(request, mode)) return 'user';
  const header = request.headers.authorization;
  const apiToken = request.headers['svc-api-token'];
  if (header === undefined || header.trim() === '') {
    if (ctx.faults.has('auth-missing-bearer-accepted')) return 'user';
    if (
      mode === 'gallery' &&
      ctx.faults.has('api-token-alone-accepted') &&
      typeof apiToken === 'string' &&
      same(apiToken, API_TOKEN)
    )
      return 'user';
    if (mode === 'gallery' && ctx.faults.has('galleries-served-without-credentials')) return 'user';
    if (request.method !== 'GET' && request.method !== 'HEAD' && ctx.faults.has('writes-served-without-credentials'))
      return 'user';
    throw unauthorized(
      mode === 'gallery'
        ? 'Authentication required: send Authorization: Bearer <access token>, or HTTP basic credentials with the SVC-API-TOKEN header'
        : 'Authentication required: send Authorization: Bearer <access token>',
      ctx.faults.has('missing-credential-refusal-empty-body') ? {} : undefined,
    );
  }
  const space = header.indexOf(' ');
  const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
  const value = space < 0 ? '' : header.slice(space + 1).trim();
  if (scheme === 'bearer') {
    if (mode === 'gallery' && ctx.faults.has('bearer-refused-on-galleries'))
      throw unauthorized('This endpoint requires HTTP basic credentials with the SVC-API-TOKEN header');
    if (!same(value, BEARER) && !ctx.faults.has('auth-wrong-bearer-accepted')) {
      throw unauthorized('Invalid access token', ctx.faults.has('wrong-bearer-refusal-empty-body') ? {} : undefined);
    }
    return 'user';
  }
  if (scheme === 'basic') {
    if (mode !== 'gallery') throw unauthorized('This endpoint requires Authorization: Bearer <access token>');
    if (ctx.faults.has('basic-refused') || (ctx.faults.has('basic-refused-on-uploads') && request.method === 'POST')) {
      throw unauthorized('This endpoint requires Authorization: Bearer <access token>');
    }
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const [user, ...password] = decoded.split(':');
    const credentialsOk = ctx.faults.has('basic-password-not-checked')
      ? user === REFERENCE_CREDENTIALS.username
      : ctx.faults.has('basic-username-not-checked')
        ? password.join(':') === REFERENCE_CREDENTIALS.password
        : same(decoded, BASIC);
    if (!credentialsOk) throw unauthorized('Invalid user name or password');
    if ((typeof apiToken !== 'string' || apiToken === '') && !ctx.faults.has('basic-without-api-token-accepted'))
      throw unauthorized('The SVC-API-TOKEN header is required with basic credentials');
    if (typeof apiToken !== 'string' || apiToken === '') return 'user';
    if (!same(apiToken, API_TOKEN) && !ctx.faults.has('api-token-not-checked')) throw unauthorized('Invalid API token');
    return 'user';
  }
  throw unauthorized(`Unsupported authorization scheme ${JSON.stringify(scheme)}`);
}

/** The challenge sent with a 401. */
export function challenge(mode: AuthMode): string {
  return mode === 'gallery'
    ? 'Bearer realm="svc-reference", Basic realm="svc-reference"'
    : 'Bearer realm="svc-reference"';
}
