// The one HTTP client of the suite. Every call names its operation (spec/openapi.yaml), is
// refused before sending when the mode forbids it, carries the interface's headers and the
// chosen credential, is recorded as an exchange for evidence, and has its response validated
// against the schema documented for that operation and status. The answer it hands back is an
// ApiResult (api-result.ts); the credentials and their headers are credentials.ts.
import { isVideoFormRequest } from '../spec/output-not-shown.ts';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { OperationCatalogue } from './operations.ts';
import type { Redactor } from './redaction.ts';
import type { Exchange } from './exchange-types.ts';
import type { Mode } from '../config/target.ts';
import { API_VERSION, API_VERSION_HEADER } from '../../spec/interface.ts';
import { NoAnswerError } from './checks.ts';
import type { ExchangeSchemaError } from './exchange-types.ts';
import { credentialHeaders, type Credential } from './credentials.ts';
import { ApiResult, parseJson } from './api-result.ts';

export type Scalar = string | number | boolean;

export interface CallOptions {
  path?: Record<string, Scalar>;
  query?: Record<string, Scalar | undefined>;
  json?: unknown;
  form?: Record<string, Scalar>;
  multipart?: Record<string, Scalar | { name: string; mimeType: string; buffer: Buffer }>;
  /** raw body with its content type, for malformed-input checks */
  raw?: { body: string | Buffer; contentType: string };
  headers?: Record<string, string>;
  /** headers to leave out (for example SVC-API-VERSION, to observe what its absence gets) */
  omitHeaders?: string[];
  /** override the operation's method (to observe, e.g., POST on a PUT-documented route) */
  method?: string;
  /** skip schema validation: the request is deliberately outside the description */
  unvalidated?: boolean;
}

export type { Exchange } from './exchange-types.ts';
export { ApiResult };

/** A 429 or 503 the client waited out before sending the request again (Exchange.retries). */
type Retry = NonNullable<Exchange['retries']>[number];

class ReadOnlyModeError extends Error {
  override name = 'ReadOnlyModeError';
}

/** How the client treats the target: time limit per request, request rate, retries when asked to wait. */
export interface ClientPolicy {
  timeoutMs: number;
  /** requests per second for this process (the run's SVC_MAX_RPS divided among the workers) */
  ratePerSecond?: number;
  /** how often a 429 or 503 with Retry-After is waited out and retried */
  maxRetries: number;
  /** longest wait for one Retry-After */
  maxRetryWaitMs: number;
  /** called with every request sent (kept by every client derived from this one) */
  onSent?: (sent: SentRequest) => void;
  /**
   * called before every request, before anything is sent (kept by every client derived from this
   * one); it may throw to stop the request: in a plan a test's clients send nothing (plan-mode.ts)
   */
  beforeSend?: (request: { operationId: string; method: string; url: string }) => void;
}

/**
 * A request as it went over the wire, credential included: for an in-process observer that keeps
 * what it needs and no secret (the replay log, replay-recorder.ts). Never put it in evidence.
 */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  options: CallOptions;
  credential: Credential;
  /** epoch milliseconds (fractional) when the request left and when its answer was read */
  start: number;
  end: number;
  status: number;
  text: string;
}

export const DEFAULT_POLICY: ClientPolicy = { timeoutMs: 30_000, maxRetries: 3, maxRetryWaitMs: 30_000 };

/** Spaces requests out to at most `ratePerSecond` from this process. */
class RateLimiter {
  private next = 0;
  constructor(private readonly ratePerSecond: number) {}
  async take(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.ratePerSecond;
    if (at > now) await new Promise((r) => setTimeout(r, at - now));
  }
}
const limiters = new Map<number, RateLimiter>();

/** Seconds or an HTTP date, as Retry-After carries them; undefined when absent or unreadable. */
function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface ClientHooks {
  /** called with every exchange (evidence, traffic log) */
  onExchange?: (exchange: Exchange) => void;
  /** called when a response does not match its documented schema */
  onSchemaErrors?: (exchange: Exchange) => void;
}

const BODY_LIMIT = 4_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The body a call sends (its JSON, raw bytes, form or multipart fields), the content type it sets
 * (a form's and multipart's are Playwright's), and its text as evidence shows it.
 */
function requestBodyOf(options: CallOptions): { data?: string | Buffer; contentType?: string; text?: string } {
  if (options.json !== undefined) {
    const data = JSON.stringify(options.json);
    return { data, contentType: 'application/json', text: data };
  }
  if (options.raw) {
    const data = options.raw.body;
    return {
      data,
      contentType: options.raw.contentType,
      text: typeof data === 'string' ? data : `<${data.length} bytes>`,
    };
  }
  if (options.form)
    return { text: new URLSearchParams(Object.entries(options.form).map(([k, v]) => [k, String(v)])).toString() };
  if (options.multipart)
    return {
      text: Object.entries(options.multipart)
        .map(
          ([k, v]) =>
            `${k}=${typeof v === 'object' ? `<file ${v.name}, ${v.mimeType}, ${v.buffer.length} bytes>` : String(v)}`,
        )
        .join('\n'),
    };
  return {};
}

export class ApiClient {
  constructor(
    private readonly context: APIRequestContext,
    private readonly baseUrl: string,
    private readonly operations: OperationCatalogue,
    private readonly credential: Credential,
    private readonly mode: Mode,
    private readonly redactor: Redactor,
    private readonly hooks: ClientHooks = {},
    private readonly policy: ClientPolicy = DEFAULT_POLICY,
  ) {}

  /** The same client with another credential (and the same hooks). */
  as(credential: Credential): ApiClient {
    return this.with({ credential });
  }

  withHooks(hooks: ClientHooks): ApiClient {
    return this.with({ hooks });
  }

  /** The same client with some of its policy replaced (kept by the clients derived from it). */
  withPolicy(policy: Partial<ClientPolicy>): ApiClient {
    return this.with({ policy: { ...this.policy, ...policy } });
  }

  /** A client like this one (same target, operations, mode and redaction) with the parts given replaced. */
  private with(parts: { credential?: Credential; hooks?: ClientHooks; policy?: ClientPolicy }): ApiClient {
    return new ApiClient(
      this.context,
      this.baseUrl,
      this.operations,
      parts.credential ?? this.credential,
      this.mode,
      this.redactor,
      parts.hooks ?? this.hooks,
      parts.policy ?? this.policy,
    );
  }

  url(operationId: string, options: CallOptions = {}): { method: string; url: string } {
    const route = this.operations.route(operationId);
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = options.path?.[name];
      if (value === undefined) throw new Error(`${operationId}: path parameter ${name} not given`);
      return encodeURIComponent(String(value));
    });
    const url = new URL(this.baseUrl.replace(/\/$/, '') + path);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return { method: (options.method ?? route.method).toUpperCase(), url: url.toString() };
  }

  async call(operationId: string, options: CallOptions = {}): Promise<ApiResult> {
    const { method, url } = this.url(operationId, options);
    return this.send(operationId, method, url, options);
  }

  /** A request to a path spec/openapi.yaml does not describe (to observe what a deployment does there); not validated. */
  async request(method: string, path: string, options: CallOptions = {}): Promise<ApiResult> {
    const url = new URL(this.baseUrl.replace(/\/$/, '') + path);
    for (const [name, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return this.send('(undescribed)', method.toUpperCase(), url.toString(), { ...options, unvalidated: true });
  }

  private async send(operationId: string, method: string, url: string, options: CallOptions): Promise<ApiResult> {
    this.policy.beforeSend?.({ operationId, method, url });
    if (this.mode === 'read-only' && WRITE_METHODS.has(method)) {
      throw new ReadOnlyModeError(`read-only mode: ${method} ${url} was not sent`);
    }
    const headers = this.requestHeaders(options);
    const body = requestBodyOf(options);
    if (body.contentType !== undefined) headers['Content-Type'] = body.contentType;

    const started = Date.now();
    const startedPrecise = performance.timeOrigin + performance.now();
    const { response, text, retries } = await this.fetchWithRetries(
      operationId,
      method,
      url,
      headers,
      body.data,
      options,
    );
    const durationMs = Date.now() - started;
    const responseHeaders = response.headers();
    this.policy.onSent?.({
      method,
      url,
      headers,
      options,
      credential: this.credential,
      start: startedPrecise,
      end: performance.timeOrigin + performance.now(),
      status: response.status(),
      text,
    });

    const exchange: Exchange = {
      operationId,
      method,
      url,
      requestHeaders: this.evidenceHeaders(headers),
      ...(body.text !== undefined ? { requestBody: this.redactor.excerpt(body.text, BODY_LIMIT) } : {}),
      status: response.status(),
      responseHeaders: this.redactor.headers(responseHeaders),
      responseBody: this.redactor.excerpt(text, BODY_LIMIT),
      durationMs,
      schemaErrors: [],
      curl: this.curl(method, url, headers, options, body.text),
      startedAt: new Date(started).toISOString(),
      ...(options.unvalidated ? { unvalidated: true as const } : {}),
      ...(retries.length > 0 ? { retries } : {}),
    };
    const result = new ApiResult(response.status(), responseHeaders, text, exchange);
    this.validate(operationId, options, result);
    this.hooks.onExchange?.(exchange);
    if (exchange.schemaErrors.length > 0) this.hooks.onSchemaErrors?.(exchange);
    return result;
  }

  /** The interface's headers, the credential's and the call's own, without those the call leaves out. */
  private requestHeaders(options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [API_VERSION_HEADER]: API_VERSION,
      ...credentialHeaders(this.credential),
      ...options.headers,
    };
    for (const name of options.omitHeaders ?? []) {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
    }
    return headers;
  }

  /**
   * Sends the request and reads its answer, in this process's share of the request rate; a 429 or
   * 503 with Retry-After is waited out and sent again (at most maxRetries times). No answer at all
   * (timeout, reset) is a NoAnswerError of the operation.
   */
  private async fetchWithRetries(
    operationId: string,
    method: string,
    url: string,
    headers: Record<string, string>,
    data: string | Buffer | undefined,
    options: CallOptions,
  ): Promise<{ response: APIResponse; text: string; retries: Retry[] }> {
    const retries: Retry[] = [];
    let response: APIResponse;
    let text: string;
    for (;;) {
      if (this.policy.ratePerSecond) {
        let limiter = limiters.get(this.policy.ratePerSecond);
        if (!limiter) limiters.set(this.policy.ratePerSecond, (limiter = new RateLimiter(this.policy.ratePerSecond)));
        await limiter.take();
      }
      try {
        response = await this.context.fetch(url, {
          method,
          headers,
          ...(data !== undefined ? { data } : {}),
          ...(options.form ? { form: options.form } : {}),
          ...(options.multipart ? { multipart: options.multipart } : {}),
          failOnStatusCode: false,
          maxRedirects: 0,
          timeout: this.policy.timeoutMs,
        });
        text = await response.text();
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const reason = /timeout|timed out/i.test(message ?? '')
          ? `no answer within ${this.policy.timeoutMs} ms`
          : `no HTTP answer (${message})`;
        throw new NoAnswerError(`${method} ${this.redactor.text(url)} (${operationId}): ${reason}`, operationId);
      }
      const wait = retryAfterMs(response.headers()['retry-after']);
      if (
        (response.status() === 429 || response.status() === 503) &&
        wait !== undefined &&
        retries.length < this.policy.maxRetries
      ) {
        const waitedMs = Math.min(wait, this.policy.maxRetryWaitMs);
        retries.push({ status: response.status(), waitedMs });
        await new Promise((r) => setTimeout(r, waitedMs));
        continue;
      }
      break;
    }
    return { response, text, retries };
  }

  /** The answer's schema errors (unless the request is deliberately outside the description), and its body parsed once. */
  private validate(operationId: string, options: CallOptions, result: ApiResult): void {
    if (options.unvalidated) return;
    const parsed = parseJson(result.text);
    // The video forms of POST /page_elements share its operation, but their answer body is not shown:
    // only that it is JSON is checked there, never the Page Element schema.
    const bodyNotShown = isVideoFormRequest(operationId, options.form ?? options.multipart);
    result.exchange.schemaErrors = this.schemaErrorsOf(
      operationId,
      result.status,
      result.text,
      parsed,
      result.contentType,
      bodyNotShown,
    );
    result.adopt(parsed);
  }

  /** The answer against spec/openapi.yaml, each error with the requirement it breaks (src/spec/schema-rules.ts). */
  private schemaErrorsOf(
    operationId: string,
    status: number,
    text: string,
    parsed: unknown,
    contentType: string,
    bodyNotShown = false,
  ): ExchangeSchemaError[] {
    if (parsed === undefined && text.length > 0) {
      return [
        {
          instancePath: '/',
          fieldPath: '',
          keyword: 'json',
          requirements: ['JSON-RESPONSES'],
          message: `the body is not JSON (content-type ${contentType || 'none'})`,
        },
      ];
    }
    const out: ExchangeSchemaError[] = [];
    if (parsed !== undefined && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
      out.push({
        instancePath: '/',
        fieldPath: '',
        keyword: 'content-type',
        requirements: ['JSON-RESPONSES'],
        message: `a JSON body sent with content-type ${contentType || 'none'}`,
      });
    }
    if (bodyNotShown && status < 400) return out;
    const findings = this.operations.findings(operationId, status, parsed ?? null);
    if (findings === null) {
      if (status >= 500)
        out.push({ instancePath: '/', message: `status ${status} is a server error; nothing documents it` });
      return out;
    }
    for (const f of findings)
      out.push({
        instancePath: f.instancePath || '/',
        message: f.message,
        requirements: f.requirements,
        keyword: f.keyword,
        fieldPath: f.fieldPath,
        ...(f.found !== undefined ? { found: f.found } : {}),
      });
    return out;
  }

  private evidenceHeaders(headers: Record<string, string>): Record<string, string> {
    if (this.credential.kind === 'wrong-bearer')
      return { ...this.redactor.headers(headers), Authorization: `Bearer ${this.credential.token}` };
    return this.redactor.headers(headers);
  }

  /** A command that replays the request, with the secrets as shell variables. */
  private curl(
    method: string,
    url: string,
    headers: Record<string, string>,
    options: CallOptions,
    bodyText?: string,
  ): string {
    const parts = ['curl', '-sS', '-X', method, shellQuote(url)];
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() === 'content-type' && (options.multipart || options.form)) continue;
      let shown = value;
      if (name.toLowerCase() === 'authorization') {
        // Never the value itself: a deliberately wrong bearer token is no secret, anything else may be.
        if (/^basic\s/i.test(value)) {
          parts.push('-u', '"$SVC_USERNAME:$SVC_PASSWORD"');
          continue;
        }
        if (this.credential.kind !== 'wrong-bearer') shown = 'Bearer $SVC_ACCESS_TOKEN';
      } else if (name.toLowerCase() === 'svc-api-token') shown = '$SVC_API_TOKEN';
      parts.push('-H', `"${name}: ${shown.replace(/"/g, '\\"')}"`);
    }
    if (options.form)
      for (const [k, v] of Object.entries(options.form))
        parts.push('--data-urlencode', shellQuote(`${k}=${this.redactor.text(String(v))}`));
    else if (options.multipart) {
      for (const [k, v] of Object.entries(options.multipart)) {
        parts.push(
          '-F',
          shellQuote(
            typeof v === 'object' ? `${k}=@${v.name};type=${v.mimeType}` : `${k}=${this.redactor.text(String(v))}`,
          ),
        );
      }
    } else if (bodyText !== undefined) parts.push('--data-binary', shellQuote(this.redactor.excerpt(bodyText, 20_000)));
    return parts.join(' ');
  }
}
