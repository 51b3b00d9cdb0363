// Small helpers shared by the route modules.
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { Fields } from '../input.ts';
import { Serializer } from '../serialize.ts';

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
