// One request and its answer as the client records it: the evidence every report format shows. A
// types-only module, so that report formats can name it without importing the client.
import type { SchemaError } from '../validation/ajv.ts';

/**
 * A schema error of an answer: where and what, and (for answers the suite validated) the
 * requirements it breaks, the failed keyword, the field and the value found (src/spec/schema-rules.ts).
 */
export interface ExchangeSchemaError extends SchemaError {
  requirements?: string[];
  keyword?: string;
  fieldPath?: string;
  found?: string;
}

export interface Exchange {
  operationId: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody?: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: string;
  durationMs: number;
  schemaErrors: ExchangeSchemaError[];
  curl: string;
  startedAt: string;
  /** the request is deliberately outside spec/openapi.yaml (`unvalidated`, or a path it does not describe) */
  unvalidated?: true;
  /** 429/503 answers with Retry-After that were waited out before this answer */
  retries?: Array<{ status: number; waitedMs: number }>;
  /** an answer sent earlier in this worker and read again by this test (evidence only; not new traffic) */
  shared?: true;
}
