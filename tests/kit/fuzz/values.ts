// Deterministic randomness and the pools of wrong values: JSON values of every type, huge numbers,
// unknown ids, malformed query and path values, bad date-times.
import { mulberry32 } from '../../../reference/variations/prng.ts';
import type { Json } from './types.ts';
import type { Schema } from './spec.ts';

/** The seeded generator of the drawn variations (mulberry32): the same seed, the same requests. */
export const rng = mulberry32;

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';
export const JSON_VALUES: { label: string; value: Json; type: JsonType }[] = [
  { label: 'the string "abc"', value: 'abc', type: 'string' },
  { label: 'a numeric string "12"', value: '12', type: 'string' },
  { label: 'the string "true"', value: 'true', type: 'string' },
  { label: 'the integer 7', value: 7, type: 'integer' },
  { label: 'the integer 1', value: 1, type: 'integer' },
  { label: 'the float 1.5', value: 1.5, type: 'number' },
  { label: 'the float -0.25', value: -0.25, type: 'number' },
  { label: 'true', value: true, type: 'boolean' },
  { label: 'false', value: false, type: 'boolean' },
  { label: 'null', value: null, type: 'null' },
  { label: 'an object', value: { id: 1 }, type: 'object' },
  { label: 'an empty object', value: {}, type: 'object' },
  { label: 'an array', value: [1, 'a'], type: 'array' },
  { label: 'an empty array', value: [], type: 'array' },
];

export function typesOf(schema: Schema): JsonType[] | undefined {
  if (schema.type === undefined) return undefined;
  return (Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[];
}

export function accepts(types: JsonType[], t: JsonType): boolean {
  return types.includes(t) || (t === 'integer' && types.includes('number'));
}

/** Huge numbers: integers beyond 64 bits. */
export const HUGE_NUMBERS: { label: string; value: number }[] = [
  { label: '1e20 (beyond 64 bits)', value: 1e20 },
  { label: '2^63 (beyond int64)', value: 2 ** 63 },
];
export const UNKNOWN_IDS = [999999, 2147483647];

export const QUERY_INT_BAD: { label: string; raw: string }[] = [
  { label: 'text', raw: 'abc' },
  { label: 'a float', raw: '1.5' },
  { label: 'exponent notation', raw: '1e3' },
  { label: 'hexadecimal', raw: '0x1f' },
  { label: 'digits and text', raw: '12abc' },
  { label: 'a boolean', raw: 'true' },
  { label: 'a lone minus', raw: '-' },
  { label: 'full-width digits', raw: '%EF%BC%91%EF%BC%92' },
  { label: 'a malformed percent escape', raw: '%E0%A4%A' },
  { label: 'a huge number', raw: '99999999999999999999' },
  { label: '2^63', raw: '9223372036854775808' },
];
export const QUERY_BOOL_BAD = ['maybe', 'yes', '2', 'truee', 'null'];
export const PATH_BAD: { label: string; raw: string }[] = [
  { label: 'text', raw: 'abc' },
  { label: 'a float', raw: '1.5' },
  { label: 'exponent notation', raw: '1e3' },
  { label: 'hexadecimal', raw: '0x10' },
  { label: 'a boolean', raw: 'true' },
  { label: 'null', raw: 'null' },
  { label: 'a negative id', raw: '-1' },
  { label: 'zero', raw: '0' },
  { label: 'a huge number', raw: '99999999999999999999' },
  { label: '2^63', raw: '9223372036854775808' },
  { label: 'a malformed percent escape', raw: '%E0%A4%A' },
  { label: 'full-width digits', raw: '%EF%BC%91' },
  { label: 'a JSON array', raw: '%5B1%5D' },
  { label: 'a JSON object', raw: '%7B%7D' },
  { label: 'a space and digits', raw: '%201' },
];
export const BAD_DATE_TIMES = [
  'not a date',
  '2026-02-31T10:00:00+00:00',
  '2026-13-01T00:00:00+00:00',
  '2026-11-21T25:00:00+00:00',
  '21/11/2026 10:15',
  '2026-11-21', // a date without a time
  '2026-11-21T10:15:00', // a local time without its offset
];

/** Is this integer field or parameter an identifier (positive by nature)? */
export function isIdLike(name: string, schema: Schema): boolean {
  return (
    /(^|_)ids?$/.test(name) || /\bid\b|identifier/i.test(String(schema.description ?? '')) || /^after_pe$/.test(name)
  );
}
