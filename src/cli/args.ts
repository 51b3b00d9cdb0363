// Argument parsing for the command line (node:util parseArgs: no dependency, strict, and its errors
// name the flag). A usage error prints one line naming the flag and exits 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  override name = 'UsageError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** Parses the arguments of one command; unknown flags and missing values become one UsageError line. */
export function parse(
  command: string,
  args: string[],
  options: Options,
  positionals: { min: number; max: number; names: string },
): Parsed {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // node's messages name the flag: "Unknown option '--bogus'", "Option '--mode <value>' argument missing"
    const message =
      error instanceof Error
        ? error.message.split('\n')[0]!.replace(/\. To specify a positional.*$/, '')
        : String(error);
    throw new UsageError(`${command}: ${message}`);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (!values.help && (parsed.positionals.length < positionals.min || parsed.positionals.length > positionals.max)) {
    throw new UsageError(
      `${command}: expects ${positionals.names || 'no argument'}, got ${parsed.positionals.length === 0 ? 'none' : parsed.positionals.map((p) => JSON.stringify(p)).join(' ')}`,
    );
  }
  return { values, positionals: parsed.positionals };
}

/** A flag's value that must be one of a few words. */
export function oneOf(
  flag: string,
  value: string | boolean | undefined,
  allowed: readonly string[],
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value))
    throw new UsageError(`--${flag} must be ${allowed.join(' or ')}, got ${JSON.stringify(value)}`);
  return value;
}

/** A flag's value that must be a whole number (an id, a count). */
export function whole(flag: string, value: string | boolean | undefined, min = 1): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min)
    throw new UsageError(`--${flag} must be a whole number of at least ${min}, got ${JSON.stringify(value)}`);
  return value;
}

/** A flag's value that must be an http(s) URL. */
export function url(flag: string, value: string | boolean | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const u = new URL(String(value));
    if (u.protocol === 'http:' || u.protocol === 'https:') return String(value);
  } catch {
    // fall through
  }
  throw new UsageError(`--${flag} must be an http(s) URL, got ${JSON.stringify(value)}`);
}

export const str = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
