// Reading client input: JSON bodies (strict JSON types), form bodies and query strings (every value a
// string, so integers and booleans are read from their text). Every reader throws a validation error
// with a message that names the field, and nothing is changed before every field is read.
import { invalid } from './errors.ts';
import { limitsOf } from './fault-hooks.ts';

/** A file of a multipart body. */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly data: Buffer,
  ) {}
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof UploadedFile) &&
    !Buffer.isBuffer(value)
  );
}

/** Length in characters (code points), the way the interface's limits and JSON Schema count. */
function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

interface Common {
  required?: boolean;
  nullable?: boolean;
}

const INTEGER_TEXT = /^-?\d{1,16}$/;

export class Fields {
  constructor(
    readonly obj: Record<string, unknown>,
    /** prefix of field names in messages, e.g. `news_article.` */
    readonly path: string,
    /** values come from a form or a query string (strings only) */
    readonly form: boolean,
  ) {}

  static of(value: unknown, path: string, form: boolean, what = 'the request body'): Fields {
    if (!isPlainObject(value)) throw invalid(`${path ? path.replace(/\.$/, '') : what} must be an object`);
    return new Fields(value, path, form);
  }

  name(key: string): string {
    return `${this.path}${key}`;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.obj, key) && this.obj[key] !== undefined;
  }

  raw(key: string): unknown {
    return this.has(key) ? this.obj[key] : undefined;
  }

  /** undefined when absent; null when null (or an empty form value) and nullable. */
  private present(key: string, opts: Common): unknown {
    if (!this.has(key)) {
      if (opts.required) throw invalid(`${this.name(key)} is required`);
      return undefined;
    }
    let value = this.obj[key];
    if (this.form && value === '' && !opts.required) value = null;
    if (value === null) {
      if (opts.nullable) return null;
      throw invalid(opts.required ? `${this.name(key)} is required` : `${this.name(key)} must not be null`);
    }
    return value;
  }

  int(key: string, opts: Common & { min?: number; max?: number } = {}): number | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    let n: number;
    if (typeof value === 'number') n = value;
    else if (this.form && typeof value === 'string' && INTEGER_TEXT.test(value.trim())) n = Number(value.trim());
    else throw invalid(`${this.name(key)} must be an integer`);
    if (!Number.isSafeInteger(n)) throw invalid(`${this.name(key)} must be an integer`);
    const { min, max } = limitsOf(this.name(key), { min: opts.min, max: opts.max });
    if (min !== undefined && n < min) throw invalid(`${this.name(key)} must be at least ${min}`);
    if (max !== undefined && n > max) throw invalid(`${this.name(key)} must be at most ${max}`);
    return n;
  }

  /** An id: a positive integer. */
  id(key: string, opts: Common = {}): number | null | undefined {
    return this.int(key, { ...opts, min: 1 });
  }

  number(key: string, opts: Common = {}): number | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    let n: number;
    if (typeof value === 'number') n = value;
    else if (this.form && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      n = Number(value);
    else throw invalid(`${this.name(key)} must be a number`);
    if (!Number.isFinite(n)) throw invalid(`${this.name(key)} must be a number`);
    return n;
  }

  str(key: string, opts: Common & { max?: number; nonEmpty?: boolean } = {}): string | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== 'string') throw invalid(`${this.name(key)} must be a string`);
    if (opts.nonEmpty && value.trim() === '') throw invalid(`${this.name(key)} must not be blank`);
    const { max } = limitsOf(this.name(key), { max: opts.max });
    if (max !== undefined && charLength(value) > max) {
      throw invalid(`${this.name(key)} is too long (maximum is ${max} characters)`);
    }
    return value;
  }

  bool(key: string, opts: Common = {}): boolean | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value === 'boolean') return value;
    if (this.form && typeof value === 'string') {
      const v = value.trim().toLowerCase();
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
    }
    throw invalid(`${this.name(key)} must be a boolean`);
  }

  oneOf<T extends string>(key: string, values: readonly T[], opts: Common = {}): T | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      throw invalid(`${this.name(key)} must be one of ${values.join(', ')}`);
    }
    return value as T;
  }

  /** A nested object. */
  nested(key: string, opts: Common = {}): Fields | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    if (!isPlainObject(value)) throw invalid(`${this.name(key)} must be an object`);
    return new Fields(value, `${this.name(key)}.`, this.form);
  }

  file(key: string, opts: Common = {}): UploadedFile | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    if (!(value instanceof UploadedFile)) throw invalid(`${this.name(key)} must be a file (multipart/form-data)`);
    return value;
  }

  /** An ISO 8601 date-time with its UTC offset (numeric, or Z; a date alone or a local time is refused); null when nullable. */
  timestamp(key: string, opts: Common = {}): Date | null | undefined {
    const value = this.present(key, opts);
    if (value === undefined || value === null) return value as null | undefined;
    if (typeof value !== 'string') throw invalid(`${this.name(key)} must be an ISO 8601 date-time string`);
    const m =
      /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}:?\d{2})?)?$/.exec(
        value.trim(),
      );
    // "Timestamps are ISO 8601 date-times with a numeric UTC offset": the time and the offset are required
    const date = m && m[4] !== undefined && m[8] !== undefined ? new Date(normaliseIso(m)) : new Date(NaN);
    if (Number.isNaN(date.getTime()))
      throw invalid(`${this.name(key)} must be an ISO 8601 date-time, e.g. 2026-11-21T10:15:00+00:00`);
    return date;
  }
}

function normaliseIso(m: RegExpExecArray): string {
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac, off] = m;
  const ms = frac ? `.${(`${frac}000`).slice(0, 3)}` : '';
  let offset = off ?? 'Z';
  if (offset === 'z') offset = 'Z';
  if (/^[+-]\d{4}$/.test(offset)) offset = `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}${ms}${offset}`;
  // reject calendar overflow (2026-02-31) that Date would silently roll over
  const probe = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (Number.isNaN(probe.getTime()) || probe.getUTCDate() !== Number(d)) return 'invalid';
  return iso;
}

/** A path `:id`: a positive integer. */
export function pathId(params: unknown, key = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[key] ?? '';
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw invalid(`${key} must be a positive integer`);
  return Number(raw);
}
