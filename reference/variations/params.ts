// The choices the parametrised variations make, drawn from a seed: the seed of random:<seed>, or
// DEFAULT_PARAMS_SEED when a variation is switched on by name. Each choice comes from a stream of
// its own (streamOf), so adding a choice later moves no other.
import type { ErrorKind } from '../errors.ts';
import { hash32, pick, shuffled, streamOf } from './prng.ts';

/** The seed of the choices of variations switched on by name. */
export const DEFAULT_PARAMS_SEED = 1;

/** Failure kinds whose status any-4xx draws: every error kind but the documented 412, plus an unknown route. */
export type DrawnFailure = Exclude<ErrorKind, 'precondition'> | 'no_route';

export type TimestampPrecision = 'seconds' | 'millis' | 'micros';

export type ExtraValue = string | number | boolean | null | ExtraValue[] | { [key: string]: ExtraValue };

export interface VariationParams {
  readonly seed: number;
  /** random-ids: the seed of the id stream */
  readonly idSeed: number;
  /** shuffled-order: the salt of the hash that orders items by id */
  readonly orderSalt: number;
  /** precision-per-type: the salt of the hash that picks a precision per resource type */
  readonly precisionSalt: number;
  /** site-offsets: minutes east of UTC for the sites in the order they were seeded */
  readonly siteOffsets: readonly number[];
  /** site-offsets: minutes east of UTC for records of no site (sports, official types) */
  readonly noSiteOffset: number;
  /** any-4xx: the status of each kind of failure */
  readonly statuses: Readonly<Record<DrawnFailure, number>>;
  /** extra-fields-everywhere: the fields every object gets */
  readonly extraFields: readonly (readonly [string, ExtraValue])[];
}

/** Offsets that exist somewhere, in minutes: quarter and half hours, both ends of the range. */
const OFFSETS = [-720, -570, -480, -360, -300, -210, -60, 0, 60, 180, 330, 345, 525, 570, 765, 840];
/** The offsets every site-offsets draw gives to two of the sites. */
export const REQUIRED_SITE_OFFSETS = [345, -360] as const;

/** 4xx statuses a deployment could answer for any client mistake. */
const GENERAL_4XX = [400, 403, 404, 409, 410, 412, 422];
const CANDIDATES: Record<DrawnFailure, readonly number[]> = {
  validation: GENERAL_4XX,
  malformed: GENERAL_4XX,
  not_found: GENERAL_4XX,
  forbidden: GENERAL_4XX,
  conflict: GENERAL_4XX,
  unauthorized: [401, ...GENERAL_4XX],
  too_large: [413, ...GENERAL_4XX],
  media_type: [415, ...GENERAL_4XX],
  no_route: [404, 400, 410],
};

/** Fields a deployment might add; every one follows the conventions (ids integers or null, timestamps with an offset). */
const EXTRA_FIELDS: readonly (readonly [string, ExtraValue])[] = [
  ['meta', { generator: 'svc-reference', revision: 7 }],
  ['lock_version', 3],
  ['permissions', ['read', 'write']],
  ['etag', 'W/"5c1e8d2f"'],
  ['legacy_id', null],
  ['svc_synced_at', '2026-11-21T10:15:00+05:45'],
  ['deprecated', false],
  ['links', { self: null, related: [] }],
  ['score', 0.5],
];

export function drawParams(seed: number): VariationParams {
  const offsets = streamOf(seed, 'offsets');
  const others = shuffled(
    offsets,
    OFFSETS.filter((o) => !(REQUIRED_SITE_OFFSETS as readonly number[]).includes(o)),
  );
  // +05:45 and -06:00 always among the first three sites (the seed has three), in a drawn order
  const siteOffsets = [...shuffled(offsets, [...REQUIRED_SITE_OFFSETS, others[0]!]), ...others.slice(1, 6)];
  const statusStream = streamOf(seed, 'statuses');
  const statuses = Object.fromEntries(
    (Object.keys(CANDIDATES) as DrawnFailure[]).map((kind) => [kind, pick(statusStream, CANDIDATES[kind])]),
  ) as Record<DrawnFailure, number>;
  const extras = streamOf(seed, 'extra-fields');
  return {
    seed,
    idSeed: hash32(seed, 'id-seed'),
    orderSalt: hash32(seed, 'order'),
    precisionSalt: hash32(seed, 'precision'),
    siteOffsets,
    noSiteOffset: others[6]!,
    statuses,
    extraFields: shuffled(extras, EXTRA_FIELDS).slice(0, 3),
  };
}

const PRECISIONS: readonly TimestampPrecision[] = ['seconds', 'millis', 'micros'];

/** precision-per-type: the precision of a resource type's timestamps (the type's name, e.g. Team). */
export function precisionOf(params: VariationParams, kind: string): TimestampPrecision {
  return PRECISIONS[hash32(params.precisionSalt, kind) % PRECISIONS.length]!;
}

/** An offset in minutes as ISO 8601 writes it: +05:45, -06:00, +00:00. */
export function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
