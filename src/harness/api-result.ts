// An answer as the client hands it to a test (client.ts): status, headers, text and the exchange
// recorded for evidence, with the body parsed once; an answer with schema errors tells the running
// test (checks.ts) which broken fields it reads.
import { noteTouched } from './checks.ts';
import type { Exchange, ExchangeSchemaError } from './exchange-types.ts';

/** The JSON a body holds, or undefined when it holds none. */
export function parseJson(text: string): unknown {
  try {
    return text.length > 0 ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The value with every read of a broken field reported to the running test (checks.ts): a proxy
 * over the objects and arrays on the way to a field a schema error names. Only answers with schema
 * errors get one; their values are unchanged.
 */
function trackBrokenReads(value: unknown, exchange: Exchange, broken: readonly ExchangeSchemaError[]): unknown {
  const byField = new Map<string, ExchangeSchemaError[]>();
  const onTheWay = new Set<string>(['']);
  for (const e of broken) {
    const field = e.fieldPath ?? e.instancePath;
    byField.set(field, [...(byField.get(field) ?? []), e]);
    const parts = field.split('/');
    for (let i = 1; i < parts.length; i++) onTheWay.add(parts.slice(0, i).join('/'));
  }
  const proxies = new WeakMap<object, unknown>();
  const wrap = (node: unknown, path: string): unknown => {
    if (typeof node !== 'object' || node === null || !onTheWay.has(path)) return node;
    const known = proxies.get(node);
    if (known) return known;
    const touch = (key: string | symbol): string | undefined => {
      if (typeof key !== 'string') return undefined;
      const child = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      for (const e of byField.get(child) ?? []) noteTouched(e.requirements ?? [], exchange, e);
      return child;
    };
    const proxy = new Proxy(node, {
      get(target, key, receiver) {
        const child = touch(key);
        const v = Reflect.get(target, key, receiver) as unknown;
        return child === undefined ? v : wrap(v, child);
      },
      has(target, key) {
        touch(key);
        return Reflect.has(target, key);
      },
      // toMatchObject and hasOwnProperty ask for a field this way
      getOwnPropertyDescriptor(target, key) {
        touch(key);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
    proxies.set(node, proxy);
    return proxy;
  };
  return wrap(value, '');
}

export class ApiResult {
  private parsed?: { value: unknown };

  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly text: string,
    readonly exchange: Exchange,
  ) {}

  get contentType(): string {
    return this.headers['content-type'] ?? '';
  }

  /**
   * The parsed JSON body, or undefined when the body is not JSON. Parsed once (a list can be tens of
   * MB); treat it as read-only. When the answer has schema errors, the body tells the running test
   * which broken fields it reads (a check that fails on one cannot judge its own rule).
   */
  get body(): unknown {
    if (!this.parsed) this.adopt(parseJson(this.text));
    return this.parsed!.value;
  }

  /** Takes the body as the client parsed it to validate it (so a large body is parsed once). */
  adopt(value: unknown): void {
    const broken = this.exchange.schemaErrors.filter((e) => e.requirements && e.requirements.length > 0);
    this.parsed = { value: broken.length > 0 ? trackBrokenReads(value, this.exchange, broken) : value };
  }

  get isJson(): boolean {
    return /^application\/([\w.+-]+\+)?json\b/i.test(this.contentType) && this.body !== undefined;
  }

  /** The body as a record; an empty object when it is not a JSON object. */
  get object(): Record<string, unknown> {
    const b = this.body;
    return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
  }

  /** The body as an array of records; empty when it is not a JSON array. */
  get list(): Array<Record<string, unknown>> {
    const b = this.body;
    return Array.isArray(b) ? (b as Array<Record<string, unknown>>) : [];
  }
}
