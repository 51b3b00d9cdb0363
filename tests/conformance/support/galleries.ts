// What the gallery spec files share (galleries.spec.ts, gallery-uploads.spec.ts): a gallery call with
// HTTP basic credentials and SVC-API-TOKEN, and its control with the bearer credential where the
// basic one is refused (callWithBasic); the checks of such a call (checkServed, checkBasicServed);
// and the shape of a body whose fields the interface does not show, to record (shapeOf).
import { expect } from '../harness.ts';
import { check, expectAccepted, notJudged } from '../assertions.ts';
import type { ApiClient, ApiResult, CallOptions } from '../../../src/harness/client.ts';
import { expectSuccess } from './compare.ts';

export type Fields = Record<string, unknown>;

export const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A short description of a JSON value's shape: keys and the types of their values, two levels deep. */
export function shapeOf(value: unknown, depth = 2): unknown {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : [shapeOf(value[0], depth)];
  if (isObject(value)) {
    if (depth === 0) return 'object';
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v, depth - 1)]));
  }
  return value === null ? 'null' : typeof value;
}

/**
 * A success with a JSON body. The interface shows no output for the gallery, gallery photo and
 * uploaded video endpoints (no status, no body): any 2xx; "Responses are JSON" (Conventions 2).
 */
export function expectJsonSuccess(r: ApiResult, operationId: string, what: string): void {
  expectSuccess(r, operationId, what);
  expect(r.isJson, `${what}: a JSON body with a JSON content type`).toBe(true);
}

export const accepted = (r: { status: number }) => r.status >= 200 && r.status < 300;

/**
 * A gallery call as the interface shows it, with HTTP basic credentials and SVC-API-TOKEN; when it is
 * refused, the same call with the bearer credential ("Most endpoints are used this way",
 * Authentication 1): the control that tells a refused credential from a failing operation.
 * `served` is the answer that judges the operation: the basic one, or the control's where only the
 * basic credentials were refused. `onControl` sees the control's answer (to track what it created).
 */
export interface BasicCall {
  r: ApiResult;
  control?: ApiResult;
  served: ApiResult;
  basicRefusedAlone: boolean;
}
export async function callWithBasic(
  basicApi: ApiClient,
  api: ApiClient,
  operationId: string,
  options: CallOptions,
  onControl?: (control: ApiResult) => void,
): Promise<BasicCall> {
  const r = await basicApi.call(operationId, options);
  if (accepted(r)) return { r, served: r, basicRefusedAlone: false };
  const control = await api.call(operationId, options);
  onControl?.(control);
  const alone = accepted(control);
  return { r, control, served: alone ? control : r, basicRefusedAlone: alone };
}

/** AUTH-BASIC-API-TOKEN-ACCEPTED: the call with basic credentials and SVC-API-TOKEN is served (where the operation serves the bearer credential). */
export async function checkBasicServed(call: BasicCall, what: string, operationRequirement: string): Promise<void> {
  await check('AUTH-BASIC-API-TOKEN-ACCEPTED', `${what} with basic credentials and SVC-API-TOKEN is served`, () => {
    if (!accepted(call.r) && !call.basicRefusedAlone)
      notJudged(
        `the same request with the bearer credential is refused too (${call.control?.status ?? '?'}): the operation fails whatever the credential`,
        [operationRequirement],
      );
    expectAccepted(
      call.r,
      `${what} with basic credentials and SVC-API-TOKEN is served (the bearer credential is: ${call.control?.status ?? call.r.status})`,
    );
  });
}

/** The operation's own check on the answer that judges it (the control's where only basic credentials were refused). */
export async function checkServed(
  call: BasicCall,
  requirement: string,
  operationId: string,
  what: string,
): Promise<void> {
  await check(requirement, `${what} answers a success with JSON`, () =>
    expectJsonSuccess(call.served, operationId, what),
  );
}
