// Errors a route throws. The error handler in server.ts turns them (and fastify's own errors) into the
// interface's error body `{"errors": "<message>"}`; the kind decides the status, which variations may
// change (validation-422, auth-403, forbidden-site-404).

export type ErrorKind =
  | 'validation' // 400 (422 with the validation-422 variation)
  | 'unauthorized' // 401 (403 with auth-403)
  | 'forbidden' // 403 (404 with forbidden-site-404)
  | 'not_found' // 404
  | 'conflict' // 409
  | 'precondition' // 412 (league instances without league_id)
  | 'too_large' // 413
  | 'media_type' // 415
  | 'malformed'; // 400 (syntax of the body: not JSON, broken multipart)

export const DEFAULT_STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition: 412,
  too_large: 413,
  media_type: 415,
  malformed: 400,
};

export class ApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** a body other than `{"errors": message}` (the documented `{}` of a failed tags index) */
    readonly body?: unknown,
    /** a fixed status that no variation changes */
    readonly fixedStatus?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string): ApiError => new ApiError('validation', message);
export const notFound = (message: string): ApiError => new ApiError('not_found', message);
export const conflict = (message: string): ApiError => new ApiError('conflict', message);
export const forbidden = (message: string): ApiError => new ApiError('forbidden', message);

/** The record, or a 404 naming what was not found. */
export function found<T>(record: T | undefined, what: string, id: number | string): T {
  if (record === undefined) throw notFound(`${what} ${id} not found`);
  return record;
}
