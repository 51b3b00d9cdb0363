// The shapes the fuzzer works with: valid base requests, the rules a base adds, the kinds of defect, the
// generated requests, credentials and options.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface FilePart {
  file: Buffer;
  filename: string;
  contentType: string;
}
export type FormValue = string | FilePart;

export type BaseBody =
  | { type: 'json'; value: JsonObject }
  | { type: 'form'; fields: Record<string, string> }
  | { type: 'multipart'; fields: Record<string, FormValue> };

/**
 * A location in a request: `path:id`, `query:site_id`, `body:a.b.c` (JSON, dotted) or
 * `form:page_element[layout_column_id]` (URL-encoded or multipart field name).
 */
export type Location = string;

/** A value that is well typed but invalid by meaning (an id of nothing, or of another user's record). */
export interface BadRef {
  value: Json;
  why: string;
}

/** A defect by meaning that the schema cannot express: the locations it sets (undefined removes). */
export interface Rule {
  detail: string;
  kind: Kind;
  set: Record<Location, Json | undefined>;
  /** further locations the rule depends on (kept out of combinations with it) */
  dependsOn?: Location[];
}

/** One valid request of an operation, the starting point of its mutations. */
export interface BaseRequest {
  operationId: string;
  /** which form of the operation (json, photo upload, create, update, ...) */
  variant: string;
  path?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: BaseBody;
  /** ids (beyond the automatic unknown ones) that are invalid at a location */
  refs?: Record<Location, BadRef[]>;
  /** locations that name a record: unknown ids are generated there (path ids always) */
  idRefs?: Location[];
  rules?: Rule[];
  /** INTERFACE_SUPPLEMENTS key merged into the body schema */
  supplement?: string;
}

export type Kind =
  | 'path-type'
  | 'path-unknown-id'
  | 'path-unusable-id'
  | 'query-type'
  | 'query-missing'
  | 'query-enum'
  | 'query-unknown-id'
  | 'query-unusable-id'
  | 'query-rule'
  | 'body-type'
  | 'body-missing'
  | 'body-renamed'
  | 'body-enum'
  | 'body-limit'
  | 'body-format'
  | 'body-huge-number'
  | 'body-nonpositive-id'
  | 'body-unknown-id'
  | 'body-unusable-id'
  | 'body-rule'
  | 'json-malformed'
  | 'json-shape'
  | 'body-empty'
  | 'content-type'
  | 'multipart-malformed'
  | 'multipart-file'
  | 'form-conflict'
  | 'auth'
  | 'method'
  | 'extra-field';

export interface FuzzRequest {
  seq: number;
  /** operationId, or `<METHOD> <path>` for a method the path does not serve */
  operation: string;
  variant: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** every defect in the request (several for a combination) */
  kinds: Kind[];
  detail: string;
  /** true for the documented tags failure, whose body is `{}` */
  tagsFailureAllowed: boolean;
}

export interface Credentials {
  accessToken: string;
  username: string;
  password: string;
  apiToken: string;
}

export interface GenerateOptions {
  seed: number;
  /** at least this many requests (every single mutation is kept; combinations fill up) */
  count: number;
  credentials: Credentials;
  apiVersion?: string;
}
