// Request bodies: JSON (fastify's parser), URL-encoded forms (@fastify/formbody with qs, so bracketed
// names such as `page_element[element][video_params][youtube_url]` become nested objects) and
// multipart form data (parsed here into the same nested shape, files as UploadedFile).
import type { FastifyRequest } from 'fastify';
import { ApiError, invalid } from './errors.ts';
import { noteBodyRead } from './fault-hooks.ts';
import { Fields, isPlainObject, UploadedFile } from './input.ts';
import { unlistedBodyFields } from './variations/listed-body.ts';

export type BodyKind = 'json' | 'form' | 'multipart';

/** Limits of a multipart body (the interface states none; these keep the sandbox safe). */
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 4,
  fields: 64,
  parts: 80,
  fieldSize: 64 * 1024,
  fieldNameSize: 200,
};

/** JSON bodies up to 1 MiB (a 30,000-character preview text fits many times over). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function bodyKindOf(contentType: string | undefined): BodyKind | 'other' | 'none' {
  if (!contentType) return 'none';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return 'other';
}

/** Splits `a[b][c]` into ['a', 'b', 'c']; `a[]` gives ['a', ''] (append). */
function bracketPath(name: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!m) throw invalid(`Malformed form field name ${JSON.stringify(name)}`);
  const segments = [m[1]!];
  for (const seg of m[2]!.matchAll(/\[([^[\]]*)\]/g)) segments.push(seg[1]!);
  for (const seg of segments) {
    if (seg === '__proto__' || seg === 'constructor' || seg === 'prototype')
      throw invalid(`Form field name ${JSON.stringify(name)} is not allowed`);
  }
  return segments;
}

/** Sets a value at a bracketed path, creating nested objects (and arrays for `[]`). */
function setBracketed(target: Record<string, unknown>, name: string, value: unknown): void {
  const path = bracketPath(name);
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const last = i === path.length - 1;
    if (Array.isArray(node)) {
      if (key !== '') throw invalid(`Conflicting form field ${JSON.stringify(name)}`);
      if (last) node.push(value);
      else {
        const child: Record<string, unknown> = {};
        node.push(child);
        node = child;
      }
      continue;
    }
    if (last) {
      if (key === '') throw invalid(`Malformed form field name ${JSON.stringify(name)}`);
      if (Object.hasOwn(node, key) && (isPlainObject(node[key]) || Array.isArray(node[key]))) {
        throw invalid(`Conflicting form field ${JSON.stringify(name)}`);
      }
      node[key] = value;
      continue;
    }
    const wantArray = path[i + 1] === '';
    const existing = Object.hasOwn(node, key) ? node[key] : undefined;
    if (existing === undefined) {
      const child: Record<string, unknown> | unknown[] = wantArray ? [] : {};
      node[key] = child;
      node = child;
    } else if ((wantArray && Array.isArray(existing)) || (!wantArray && isPlainObject(existing))) {
      node = existing as Record<string, unknown> | unknown[];
    } else {
      throw invalid(`Conflicting form field ${JSON.stringify(name)}`);
    }
  }
}

/** Reads a whole multipart body into a nested object; errors become 400/413 error bodies. */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated)
          throw new ApiError(
            'too_large',
            `File ${part.fieldname} is too large (maximum ${MULTIPART_LIMITS.fileSize} bytes)`,
          );
        setBracketed(data, part.fieldname, new UploadedFile(part.filename, part.mimetype, buffer));
      } else {
        if (part.valueTruncated)
          throw new ApiError(
            'too_large',
            `Field ${part.fieldname} is too large (maximum ${MULTIPART_LIMITS.fieldSize} bytes)`,
          );
        if (part.fieldnameTruncated) throw new ApiError('too_large', 'A field name is too long');
        setBracketed(data, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode === 413)
      throw new ApiError('too_large', `Multipart body too large: ${e.message ?? 'limit reached'}`);
    throw new ApiError('malformed', `Malformed multipart body: ${e.message ?? 'cannot be parsed'}`);
  }
  noteBodyRead(data);
  return data;
}

/**
 * The body of a request as `Fields` (form = values are strings). JSON bodies must be objects; a missing
 * body counts as an empty object so that the first missing required field is named.
 */
export async function readBody(request: FastifyRequest): Promise<Fields> {
  const kind = bodyKindOf(request.headers['content-type']);
  if (kind === 'multipart') return Fields.of(refuseUnlisted(request, await readMultipart(request)), '', true);
  if (kind === 'form') return Fields.of(refuseUnlisted(request, request.body ?? {}), '', true);
  const body = request.body;
  if (body === undefined || body === null) {
    if (body === null && kind === 'json') throw invalid('The request body must be a JSON object');
    // every POST and PUT operation of the interface takes a body (a DELETE's is optional)
    if (request.method === 'POST' || request.method === 'PUT')
      throw invalid('A request body is required: send a JSON object');
    return new Fields({}, '', false);
  }
  if (!isPlainObject(body)) throw invalid('The request body must be a JSON object');
  return new Fields(refuseUnlisted(request, body), '', false);
}

/** The variation unlisted-body-refused: a body field the interface does not list for the operation is refused. */
function refuseUnlisted<T>(request: FastifyRequest, body: T): T {
  if (!request.server.svc?.variations.has('unlisted-body-refused') || !isPlainObject(body)) return body;
  const extra = unlistedBodyFields(`${request.method} ${request.routeOptions.url ?? ''}`, body);
  if (extra.length > 0)
    throw invalid(`This operation does not take ${extra.join(', ')}: send only the fields the interface lists for it`);
  return body;
}
