// Where the generated faults (reference/faults/generated/) reach into code that has no request at
// hand: the `Fields` limits (input.ts), the access rules (access.ts), the query filters of the routes
// and the multipart body once it is read (body.ts). The state of the request being served travels
// with it in an AsyncLocalStorage, set only when a generated fault is on; with none on, every hook
// answers what the server does anyway.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Ctx } from './context.ts';

/** What a generated fault may change while a request of its operation is served. */
export interface RequestFaults {
  /** the bounds a `Fields` reader applies to a field (dotted name), given the server's own */
  limit(name: string, bounds: { min?: number; max?: number }): { min?: number; max?: number };
  /** whether the access check is skipped for this request */
  accessIgnored(): boolean;
  /** whether the route filters by this query parameter */
  filterApplies(param: string): boolean;
  /** a body read by the route itself (multipart), before any field is read from it */
  bodyRead(body: Record<string, unknown>): void;
}

export const requestFaults = new AsyncLocalStorage<RequestFaults>();

/** The bounds of a field, as the active generated fault (if any) moves them. */
export function limitsOf(name: string, bounds: { min?: number; max?: number }): { min?: number; max?: number } {
  return requestFaults.getStore()?.limit(name, bounds) ?? bounds;
}

/** Whether a route filters by a query parameter (a generated fault may ignore it). */
export function filterApplies(ctx: Ctx, param: string): boolean {
  if (!ctx.generated) return true;
  return requestFaults.getStore()?.filterApplies(param) ?? true;
}

/** Whether the access check is skipped for the request being served. */
export function accessCheckIgnored(ctx: Ctx): boolean {
  if (!ctx.generated) return false;
  return requestFaults.getStore()?.accessIgnored() ?? false;
}

/** Tells the active generated fault (if any) the body a route has just read. */
export function noteBodyRead(body: Record<string, unknown>): void {
  requestFaults.getStore()?.bodyRead(body);
}
