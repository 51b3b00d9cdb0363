// What the authentication spec files of writes share (authentication-writes.spec.ts,
// authentication-gallery-writes.spec.ts): a wrong bearer token, the judgement of a refusal, and
// sending a write with a wrong credential, tracking what a deployment that served it created.
import { expect } from '../harness.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../../src/harness/client.ts';
import type { Ledger } from '../../../src/harness/ledger.ts';
import { createdRecordId } from './uploads.ts';

export const WRONG_TOKEN = 'svc-conformance-wrong-token';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Refused: a 4xx (any: the interface gives no status), and (`errorBody`) the general error body
 * {"errors": string}. The rules of a wrong credential state the error body themselves ("refused
 * with a 4xx answer carrying the error body"), so it is judged on the text as sent (ERROR-BODY-SHAPE
 * judges the same body on its own, through the harness).
 */
export function expectRefused(r: ApiResult, what: string, errorBody = true): void {
  expect(r.status, `${what} is refused with a 4xx (answered ${r.status})`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${what} is refused with a 4xx (answered ${r.status})`).toBeLessThan(500);
  if (!errorBody) return;
  let body: unknown;
  try {
    body = JSON.parse(r.text) as unknown;
  } catch {
    body = undefined;
  }
  expect(
    typeof (isObject(body) ? body.errors : undefined),
    `${what}: the refusal carries the error body {"errors": string} (got ${r.text.slice(0, 120)})`,
  ).toBe('string');
}

/** The id of a created record (gallery bodies are not shown): createdRecordId's. */
export const createdId = (body: unknown): number | undefined => createdRecordId(body)?.id;

/** Sends a write with a wrong credential; what a deployment that served it created is tracked for deletion (with the valid credential). */
export async function sendWrong(
  client: ApiClient,
  ledger: Ledger,
  operationId: string,
  options: CallOptions,
  made?: { kind: string; del?: string },
): Promise<ApiResult> {
  const r = await client.call(operationId, options);
  const id = createdId(r.body);
  if (made && r.status >= 200 && r.status < 300 && id !== undefined) {
    if (made.del) ledger.track(made.kind, id, { operationId: made.del, path: { id } });
    else ledger.track(made.kind, id);
  }
  return r;
}
