// Authentication. Every endpoint requires it: `Authorization: Bearer <token>` everywhere; the photo and
// video gallery, gallery photo and uploaded video endpoints also take HTTP basic credentials together
// with the `SVC-API-TOKEN` header. Missing or wrong credentials answer 401 `{"errors": "..."}`
// (403 with the auth-403 variation).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context.ts';
import { REFERENCE_CREDENTIALS } from './credentials.ts';
import { ApiError } from './errors.ts';

/** `bearer`: bearer only; `gallery`: bearer, or basic plus SVC-API-TOKEN; `public`: no credential (uploaded files). */
export type AuthMode = 'bearer' | 'gallery' | 'public';

const BEARER = Buffer.from(REFERENCE_CREDENTIALS.accessToken);
const API_TOKEN = Buffer.from(REFERENCE_CREDENTIALS.apiToken);
const BASIC = Buffer.from(`${REFERENCE_CREDENTIALS.username}:${REFERENCE_CREDENTIALS.password}`);

function same(given: string, expected: Buffer): boolean {
  const g = Buffer.from(given);
  return g.length === expected.length && timingSafeEqual(g, expected);
}

function unauthorized(message: string, body?: unknown): ApiError {
  return new ApiError('unauthorized', message, body);
}

/** Throws unless the request carries a valid credential for the mode. */
export function authenticate(ctx: Ctx, request: FastifyRequest, mode: AuthMode): void {
  if (mode === 'public') return;
  // a generated credential fault accepts one kind of wrong credential on its operation
  if (ctx.generated?.credentialAccepted(request, mode)) return;
  const header = request.headers.authorization;
  const apiToken = request.headers['svc-api-token'];
  if (header === undefined || header.trim() === '') {
    if (ctx.faults.has('auth-missing-bearer-accepted')) return;
    if (mode === 'gallery' && ctx.faults.has('api-token-alone-accepted') && typeof apiToken === 'string' && same(apiToken, API_TOKEN)) return;
    if (mode === 'gallery' && ctx.faults.has('galleries-served-without-credentials')) return;
    if (request.method !== 'GET' && request.method !== 'HEAD' && ctx.faults.has('writes-served-without-credentials')) return;
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
    if (mode === 'gallery' && ctx.faults.has('bearer-refused-on-galleries')) throw unauthorized('This endpoint requires HTTP basic credentials with the SVC-API-TOKEN header');
    if (!same(value, BEARER) && !ctx.faults.has('auth-wrong-bearer-accepted')) {
      throw unauthorized('Invalid access token', ctx.faults.has('wrong-bearer-refusal-empty-body') ? {} : undefined);
    }
    return;
  }
  if (scheme === 'basic') {
    if (mode !== 'gallery') throw unauthorized('This endpoint requires Authorization: Bearer <access token>');
    if (ctx.faults.has('basic-refused') || (ctx.faults.has('basic-refused-on-uploads') && request.method === 'POST')) {
      throw unauthorized('This endpoint requires Authorization: Bearer <access token>');
    }
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const [user, ...password] = decoded.split(':');
    const credentialsOk = ctx.faults.has('basic-password-not-checked') ? user === REFERENCE_CREDENTIALS.username
      : ctx.faults.has('basic-username-not-checked') ? password.join(':') === REFERENCE_CREDENTIALS.password
        : same(decoded, BASIC);
    if (!credentialsOk) throw unauthorized('Invalid user name or password');
    if ((typeof apiToken !== 'string' || apiToken === '') && !ctx.faults.has('basic-without-api-token-accepted')) throw unauthorized('The SVC-API-TOKEN header is required with basic credentials');
    if (typeof apiToken !== 'string' || apiToken === '') return;
    if (!same(apiToken, API_TOKEN) && !ctx.faults.has('api-token-not-checked')) throw unauthorized('Invalid API token');
    return;
  }
  throw unauthorized(`Unsupported authorization scheme ${JSON.stringify(scheme)}`);
}

/** The challenge sent with a 401. */
export function challenge(mode: AuthMode): string {
  return mode === 'gallery' ? 'Bearer realm="svc-reference", Basic realm="svc-reference"' : 'Bearer realm="svc-reference"';
}
