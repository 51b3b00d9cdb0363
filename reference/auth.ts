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

function unauthorized(message: string): ApiError {
  return new ApiError('unauthorized', message);
}

/** Throws unless the request carries a valid credential for the mode. */
export function authenticate(ctx: Ctx, request: FastifyRequest, mode: AuthMode): void {
  if (mode === 'public') return;
  const header = request.headers.authorization;
  const apiToken = request.headers['svc-api-token'];
  if (header === undefined || header.trim() === '') {
    if (ctx.faults.has('auth-missing-bearer-accepted')) return;
    throw unauthorized(
      mode === 'gallery'
        ? 'Authentication required: send Authorization: Bearer <access token>, or HTTP basic credentials with the SVC-API-TOKEN header'
        : 'Authentication required: send Authorization: Bearer <access token>',
    );
  }
  const space = header.indexOf(' ');
  const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
  const value = space < 0 ? '' : header.slice(space + 1).trim();
  if (scheme === 'bearer') {
    if (!same(value, BEARER)) throw unauthorized('Invalid access token');
    return;
  }
  if (scheme === 'basic') {
    if (mode !== 'gallery') throw unauthorized('This endpoint requires Authorization: Bearer <access token>');
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    if (!same(decoded, BASIC)) throw unauthorized('Invalid user name or password');
    if (typeof apiToken !== 'string' || apiToken === '') throw unauthorized('The SVC-API-TOKEN header is required with basic credentials');
    if (!same(apiToken, API_TOKEN)) throw unauthorized('Invalid API token');
    return;
  }
  throw unauthorized(`Unsupported authorization scheme ${JSON.stringify(scheme)}`);
}

/** The challenge sent with a 401. */
export function challenge(mode: AuthMode): string {
  return mode === 'gallery' ? 'Bearer realm="svc-reference", Basic realm="svc-reference"' : 'Bearer realm="svc-reference"';
}
