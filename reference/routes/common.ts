// Small helpers shared by the route modules.
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import type { FaultId } from '../faults.ts';
import { Fields } from '../input.ts';
import { type JsonObject, Serializer } from '../serialize.ts';

/** `http://host:port` of the request, for absolute URLs in responses. */
function baseUrlOf(request: FastifyRequest): string {
  const host = request.host || `${request.socket.localAddress ?? '127.0.0.1'}:${request.socket.localPort ?? ''}`;
  return `${request.protocol}://${host}`;
}

export function serializer(ctx: Ctx, request: FastifyRequest): Serializer {
  return new Serializer(ctx, baseUrlOf(request));
}

/** The query string as Fields (every value is text). */
export function query(request: FastifyRequest): Fields {
  return new Fields((request.query ?? {}) as Record<string, unknown>, '', true);
}

/** Ascending id order. */
export function byId<T extends { id: number }>(a: T, b: T): number {
  return a.id - b.id;
}

/**
 * An index answer: the records in id order (reversed by the serializer with reverse-order), each as `one`
 * writes it; with the fault `wrappedFault`, an object that holds the list under `key` instead.
 */
export function indexAnswer<T extends { id: number }>(
  ctx: Ctx,
  ser: Serializer,
  records: readonly T[],
  one: (rec: T) => JsonObject,
  wrappedFault: FaultId,
  key: string,
): JsonObject[] | Record<string, JsonObject[]> {
  const list = ser.list(records.slice().sort(byId).map(one));
  return ctx.faults.has(wrappedFault) ? { [key]: list } : list;
}
