// The building blocks of every response: timestamps in ISO 8601 with a numeric offset, records (with the
// extra-fields variation), index order, URLs and thumbnails of uploaded images.
import type { Ctx } from '../context.ts';
import { timestampRestyler, type TimestampRestyler } from '../variations/timestamps.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const THUMB_SIZES = ['thumb', 'small', 'medium', 'large'] as const;

/** Public URL path of an image at a size (resolved by the /uploads route). */
function imagePath(imageId: number, size: string): string {
  return `/uploads/image-${imageId}-${size}.png`;
}

/** The record after `rec` among `records` by id, the first after the last (faults that nest another record than the own one). */
export function nextById<T extends { id: number }>(records: readonly T[], rec: T): T {
  const sorted = [...records].sort((a, b) => a.id - b.id);
  return sorted.find((r) => r.id > rec.id) ?? sorted[0] ?? rec;
}

/** Formatted timestamps by style and instant (shared by every serializer of the process). */
const TIMESTAMP_CACHE = new Map<string, string>();

/** What every area's serializer builds on: timestamps, records, list order, URLs, thumbnails. */
export class SerializerBase {
  protected readonly extra: boolean;
  protected readonly reverse: boolean;
  protected readonly offsetMinutes: number;
  protected readonly zulu: boolean;
  /** which timestamp format this serializer writes (the cache key's prefix) */
  protected readonly tsStyle: string;
  /** fractional-seconds: six digits of fractional seconds on every timestamp */
  protected readonly micro: boolean;
  /** zero-based-positions: container and page element positions count from 0 */
  protected readonly positionBase: number;
  /** site-offsets, precision-per-type: each record's timestamps in its site's offset and its type's precision */
  protected readonly restyler: TimestampRestyler | undefined;

  constructor(
    protected readonly ctx: Ctx,
    /** `http://host:port` of the request, for absolute URLs */
    readonly baseUrl: string,
  ) {
    this.extra = ctx.variations.has('extra-fields');
    this.reverse = ctx.variations.has('reverse-order');
    this.offsetMinutes = ctx.variations.has('offset-plus-0530')
      ? 330
      : ctx.variations.has('offset-minus-05')
        ? -300
        : 0;
    this.micro = ctx.variations.has('fractional-seconds');
    this.positionBase = ctx.variations.has('zero-based-positions') ? 0 : 1;
    this.zulu = ctx.faults.has('timestamps-in-z');
    this.tsStyle = `${this.zulu ? 'z' : ctx.faults.has('timestamps-without-offset') ? 'n' : this.offsetMinutes}${this.micro ? 'u' : ''}|`;
    this.restyler = timestampRestyler(ctx);
  }

  protected get store() {
    return this.ctx.store;
  }

  // ------------------------------------------------------------ building blocks

  /** ISO 8601 with a numeric offset: 2026-11-21T10:15:00+00:00 (milliseconds only when there are any). */
  ts(date: Date | null | undefined): string | null {
    if (!date) return null;
    const ms = date.getTime();
    // Formatting was a third of the time of a 27 MB team list: each instant is formatted once per style.
    const key = `${this.tsStyle}${ms}`;
    let text = TIMESTAMP_CACHE.get(key);
    if (text === undefined) {
      if (TIMESTAMP_CACHE.size > 200_000) TIMESTAMP_CACHE.clear();
      text = this.formatTs(ms);
      TIMESTAMP_CACHE.set(key, text);
    }
    return text;
  }

  private formatTs(ms: number): string {
    const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
    const frac = this.micro ? `.${millis}000` : ms % 1000 === 0 ? '' : `.${millis}`;
    if (this.zulu) return `${new Date(ms).toISOString().slice(0, 19)}${frac}Z`;
    if (this.ctx.faults.has('timestamps-without-offset')) return `${new Date(ms).toISOString().slice(0, 19)}${frac}`;
    const local = new Date(ms + this.offsetMinutes * 60_000).toISOString().slice(0, 19);
    const sign = this.offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(this.offsetMinutes);
    return `${local}${frac}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }

  /** Marks an object as a record: the extra-fields variation adds fields the interface does not list. */
  rec<T extends JsonObject>(kind: string, o: T): T {
    if (this.extra) {
      (o as JsonObject).svc_extra_kind = kind;
      (o as JsonObject).svc_extra_note = 'a field the interface does not list';
    }
    this.restyler?.apply(kind, o);
    return o;
  }

  /** An index array in the server's order (ascending id; descending with reverse-order). */
  list<T>(items: T[]): T[] {
    return this.reverse ? items.slice().reverse() : items;
  }

  url(path: string): string {
    return `${this.baseUrl}${path}`;
  }

  thumbnails(imageId: number | null, absolute: boolean, sizes: readonly string[] = THUMB_SIZES): JsonObject {
    if (imageId === null) return {};
    const out: JsonObject = {};
    for (const size of sizes) out[size] = absolute ? this.url(imagePath(imageId, size)) : imagePath(imageId, size);
    return out;
  }

  /** A colour as stored, or with a leading hash under the colour faults of leagues, divisions and teams. */
  protected color(
    c: string | null,
    fault: 'league-color-leading-hash' | 'division-color-leading-hash' | 'team-color-leading-hash',
  ): string | null {
    return c !== null && this.ctx.faults.has(fault) ? `#${c}` : c;
  }
}
