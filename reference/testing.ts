// A small kit for tests that run against the reference server in-process: start it on a free loopback
// port, call it with fetch (JSON, URL-encoded, multipart, raw bodies; bearer, basic or no credential),
// validate bodies against the resource schemas (through src/validation/ajv.ts) and take digests of
// the whole store. Used by tests/self/*.test.ts and the benchmark (scripts/bench); not loaded by the server itself.
import type { FastifyInstance } from 'fastify';
import { createRegistry, describeErrors, schemaIdFor } from '../src/validation/ajv.ts';
import { REFERENCE_CREDENTIALS } from './credentials.ts';
import { PLACEHOLDER_PNG, type FixtureIds } from './seed.ts';
import { buildServer, type BuildServerOptions } from './server.ts';
import type { Store } from './store.ts';
import { API_VERSION } from '../spec/interface.ts';

export type Auth =
  | 'bearer'
  | 'none'
  | 'basic'
  | { bearer: string }
  | { basic: [string, string]; apiToken?: string | null };

export interface CallOptions {
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** a body sent as is, with this content type (or none) */
  raw?: { body: string | Buffer; contentType?: string };
  headers?: Record<string, string>;
  auth?: Auth;
}

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the self-tests read fields of JSON answers loosely; a wrong read fails their assertion
  body: any;
  text: string;
  headers: Headers;
}

export interface RefServer {
  base: string;
  app: FastifyInstance;
  store: Store;
  fixtures: FixtureIds;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  get(path: string, options?: CallOptions): Promise<Reply>;
  post(path: string, json?: unknown, options?: CallOptions): Promise<Reply>;
  put(path: string, json?: unknown, options?: CallOptions): Promise<Reply>;
  del(path: string, options?: CallOptions): Promise<Reply>;
  close(): Promise<void>;
}

export function authHeaders(auth: Auth = 'bearer'): Record<string, string> {
  if (auth === 'none') return {};
  if (auth === 'bearer') return { authorization: `Bearer ${REFERENCE_CREDENTIALS.accessToken}` };
  if (auth === 'basic')
    return authHeaders({
      basic: [REFERENCE_CREDENTIALS.username, REFERENCE_CREDENTIALS.password],
      apiToken: REFERENCE_CREDENTIALS.apiToken,
    });
  if ('bearer' in auth) return { authorization: `Bearer ${auth.bearer}` };
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${auth.basic[0]}:${auth.basic[1]}`).toString('base64')}`,
  };
  if (auth.apiToken) headers['svc-api-token'] = auth.apiToken;
  return headers;
}

export async function startReference(options: BuildServerOptions = {}): Promise<RefServer> {
  const app = buildServer(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;

  const call = async (method: string, path: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'svc-api-version': API_VERSION,
      ...authHeaders(o.auth),
      ...o.headers,
    };
    let body: BodyInit | undefined;
    if (o.json !== undefined) {
      body = JSON.stringify(o.json);
      headers['content-type'] ??= 'application/json';
    } else if (o.form) {
      body = new URLSearchParams(o.form).toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (o.multipart) {
      body = o.multipart;
    } else if (o.raw) {
      body = typeof o.raw.body === 'string' ? o.raw.body : new Uint8Array(o.raw.body);
      if (o.raw.contentType !== undefined) headers['content-type'] = o.raw.contentType;
    }
    for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
    const res = await fetch(`${base}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };

  return {
    base,
    app,
    store: app.svc.store,
    fixtures: app.svc.fixtures,
    call,
    get: (path, o) => call('GET', path, o),
    post: (path, json, o) => call('POST', path, { ...o, ...(json === undefined ? {} : { json }) }),
    put: (path, json, o) => call('PUT', path, { ...o, ...(json === undefined ? {} : { json }) }),
    del: (path, o) => call('DELETE', path, o),
    close: () => app.close(),
  };
}

// ------------------------------------------------------------------ schemas

let registry: ReturnType<typeof createRegistry> | undefined;

/** Errors of `data` against schemas/<file> (optionally one of its $defs); [] when valid. */
function schemaErrors(file: string, data: unknown, def?: string): string[] {
  registry ??= createRegistry({ withOpenApi: false });
  const id = schemaIdFor(file) + (def ? `#/$defs/${def}` : '');
  const validate = registry.getSchema(id);
  if (!validate) throw new Error(`No schema ${id} (is schemas/${file} there?)`);
  if (validate(data)) return [];
  return describeErrors(validate.errors).map((e) => `${e.instancePath} ${e.message}`);
}

/** Throws with the schema errors unless `data` (or each item of an array with `each`) is valid. */
export function assertSchema(file: string, data: unknown, opts: { def?: string; each?: boolean } = {}): void {
  const items = opts.each ? (Array.isArray(data) ? data : [Symbol('not an array')]) : [data];
  if (opts.each && !Array.isArray(data))
    throw new Error(`expected an array for ${file}, got ${JSON.stringify(data)?.slice(0, 200)}`);
  items.forEach((item, i) => {
    const errors = schemaErrors(file, item, opts.def);
    if (errors.length > 0) {
      throw new Error(
        `${file}${opts.def ? `#${opts.def}` : ''}${opts.each ? `[${i}]` : ''}: ${errors.slice(0, 8).join('; ')}\n${JSON.stringify(item).slice(0, 600)}`,
      );
    }
  });
}

// ------------------------------------------------------------------ bodies

/** A multipart body from bracketed names; values that are Buffers become files. */
export function multipart(
  fields: Record<string, string | number | boolean | undefined | { file: Buffer; name: string; type: string }>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object')
      form.append(name, new Blob([new Uint8Array(value.file)], { type: value.type }), value.name);
    else form.append(name, String(value));
  }
  return form;
}

/** An error body: an object whose `errors` is a non-empty string. */
export function isErrorBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    typeof (body as { errors?: unknown }).errors === 'string' &&
    (body as { errors: string }).errors.length > 0
  );
}

/** The URL-encoded form of an external video page element in a column (POST /page_elements). */
export function externalVideoForm(
  columnId: number | string,
  youtubeUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
): Record<string, string> {
  return {
    'page_element[layout_column_id]': String(columnId),
    'page_element[page_element_type]': 'Video',
    'page_element[element][video_params][video_element_type]': 'ExternalVideo',
    'page_element[element][video_params][youtube_url]': youtubeUrl,
  };
}

/** The multipart fields of an uploaded video page element in a column (POST /page_elements): the video file and its title. */
export function uploadedVideoFields(columnId: number | string, video: { file: Buffer; title: string }) {
  return {
    'page_element[layout_column_id]': columnId,
    'page_element[page_element_type]': 'Video',
    'page_element[element][video_params][video_element_type]': 'UploadedVideo',
    'page_element[element][video_params][title]': video.title,
    'page_element[element][video_params][uploaded_data]': { file: video.file, name: 'v.mp4', type: 'video/mp4' },
  };
}

/** The multipart fields of a photo (the placeholder PNG, named `fileName`) uploaded into the gallery of an object (POST /gallery_photos). */
export function galleryPhotoFields(objectType: string, objectId: number | string, fileName: string) {
  return {
    object_type: objectType,
    object_id: objectId,
    filedata: { file: PLACEHOLDER_PNG, name: fileName, type: 'image/png' },
  };
}

/** The multipart fields of a video uploaded into the gallery of an object (POST /uploaded_videos). */
export function galleryVideoFields(
  objectType: string,
  objectId: number | string,
  video: { file?: Buffer; name?: string; description?: string } = {},
) {
  return {
    'uploaded_video[object_type]': objectType,
    'uploaded_video[object_id]': objectId,
    'uploaded_video[filedata]': { file: video.file ?? Buffer.from('video bytes'), name: 'v.mp4', type: 'video/mp4' },
    'uploaded_video[name]': video.name ?? 'V',
    'uploaded_video[description]': video.description ?? 'D',
  };
}
