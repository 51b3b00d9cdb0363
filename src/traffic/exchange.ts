// A recorded exchange matched to its operation, with what the checks read from it: the JSON bodies
// (parsed once, and only when complete), the query, the form fields, the credential it carried and
// the interface operation (OP-*) it stands for where several share one method and path.
import { createHash } from 'node:crypto';
import type { RecordedExchange } from './reader.ts';
import type { RouteMatch } from './matcher.ts';

export type CredentialKind = 'bearer' | 'basic' | 'basic-without-api-token' | 'api-token-only' | 'other' | 'none';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/** What JSON.parse gives, or undefined for what is not JSON (or was cut by the recorder). */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Form fields of a URL-encoded or multipart body as a recorder gives them (params, text, or the suite's k=v lines). */
function formFields(body: RecordedExchange['requestBody']): Record<string, string> | undefined {
  if (!body) return undefined;
  if (body.params) return Object.fromEntries(body.params.map((p) => [p.name, p.value]));
  const text = body.text;
  if (/form-data; name="/i.test(text)) {
    const out: Record<string, string> = {};
    for (const m of text.matchAll(
      /Content-Disposition: form-data; name="([^"]+)"(?:; filename="[^"]*")?\r?\n(?:[\w-]+: [^\r\n]*\r?\n)*\r?\n([\s\S]*?)\r?\n--/gi,
    ))
      out[m[1]!] = m[2]!;
    return out;
  }
  if (/^[^\s=&]+=[^\n]*(&[^\s=&]+=[^\n]*)*$/.test(text)) return Object.fromEntries(new URLSearchParams(text));
  // the suite's own HAR (src/harness/client.ts): one "name=value" per line
  if (/^[^\n=]+=/.test(text))
    return Object.fromEntries(text.split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  return undefined;
}

export class TrafficExchange {
  private parsedResponse?: { value: unknown };
  private parsedRequest?: { value: unknown };
  private form?: { value: Record<string, string> | undefined };
  readonly query: URLSearchParams;
  readonly pathname: string;

  constructor(
    readonly rec: RecordedExchange,
    readonly match: RouteMatch,
  ) {
    const url = new URL(rec.url);
    this.query = url.searchParams;
    this.pathname = url.pathname;
  }

  get operationId(): string {
    return this.match.operationId;
  }

  get status(): number {
    return this.rec.status;
  }

  get ok(): boolean {
    return this.rec.status >= 200 && this.rec.status < 300;
  }

  get clientError(): boolean {
    return this.rec.status >= 400 && this.rec.status < 500;
  }

  /** the path id as an integer, when the route has one and it is an integer */
  get pathId(): number | undefined {
    const raw = this.match.params.id;
    return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
  }

  get responseIsJsonType(): boolean {
    return JSON_TYPE.test(this.rec.response.mimeType);
  }

  /** The response body parsed, or undefined when it is empty, not JSON or cut by the recorder. */
  get body(): unknown {
    if (!this.parsedResponse)
      this.parsedResponse = { value: this.rec.response.truncated ? undefined : parseJson(this.rec.response.text) };
    return this.parsedResponse.value;
  }

  /** the response body is complete as recorded (so what it lacks, it lacks) */
  get complete(): boolean {
    return !this.rec.response.truncated;
  }

  get requestIsJson(): boolean {
    const body = this.rec.requestBody;
    if (!body || body.truncated) return false;
    return JSON_TYPE.test(body.mimeType) || (!/form|multipart/i.test(body.mimeType) && /^\s*[{[]/.test(body.text));
  }

  /** The JSON request body, or undefined when there is none, it is not JSON or it was cut. */
  get requestJson(): unknown {
    if (!this.parsedRequest)
      this.parsedRequest = { value: this.requestIsJson ? parseJson(this.rec.requestBody!.text) : undefined };
    return this.parsedRequest.value;
  }

  /** Form fields (URL-encoded or multipart) of a request that is not JSON. */
  get formFields(): Record<string, string> | undefined {
    if (!this.form)
      this.form = {
        value:
          this.rec.requestBody && !this.requestIsJson && !this.rec.requestBody.truncated
            ? formFields(this.rec.requestBody)
            : undefined,
      };
    return this.form.value;
  }

  header(name: string): string | undefined {
    return this.rec.requestHeaders[name.toLowerCase()];
  }

  get credential(): CredentialKind {
    const auth = this.header('authorization');
    const apiToken = this.header('svc-api-token');
    if (auth && /^bearer\s/i.test(auth)) return 'bearer';
    if (auth && /^basic\s/i.test(auth)) return apiToken ? 'basic' : 'basic-without-api-token';
    if (auth) return 'other';
    return apiToken ? 'api-token-only' : 'none';
  }

  /** Identifies the credential within this process (a digest; never written): sequences are judged per credential. */
  get credentialKey(): string {
    return createHash('sha256')
      .update(`${this.header('authorization') ?? ''}\n${this.header('svc-api-token') ?? ''}`)
      .digest('hex')
      .slice(0, 16);
  }

  /** Where records of this exchange live: the deployment and the credential that reads them. */
  get scope(): string {
    return `${this.match.base}|${this.credentialKey}`;
  }

  /** The interface operations (OP-* ids) this exchange stands for (several share some methods and paths). */
  get interfaceOperations(): string[] {
    switch (this.operationId) {
      case 'createPageElement':
        return [this.pageElementCreateForm()];
      case 'createOrUpdateOfficial': {
        const body = this.requestJson;
        if (body === undefined) return [];
        return [isObject(body) && 'id' in body ? 'OP-OFFICIALS-UPDATE' : 'OP-OFFICIALS-CREATE'];
      }
      case 'createDivisionInstance': {
        const body = this.requestJson;
        if (!isObject(body)) return [];
        return [
          body.existing_or_new === 'new' ? 'OP-DIVISION-INSTANCES-CREATE-NEW' : 'OP-DIVISION-INSTANCES-CREATE-EXISTING',
        ];
      }
      default:
        return this.match.interfaceOperations;
    }
  }

  /** Which of the four page element creates (JSON, photo upload, uploaded video, external video). */
  pageElementCreateForm(): string {
    if (this.requestIsJson) return 'OP-PAGE-ELEMENTS-CREATE';
    const fields = this.formFields ?? {};
    const videoType = fields['page_element[element][video_params][video_element_type]'];
    if (videoType === 'UploadedVideo') return 'OP-UPLOADED-VIDEO-ELEMENT-CREATE';
    if (videoType === 'ExternalVideo' || /x-www-form-urlencoded/i.test(this.rec.requestBody?.mimeType ?? ''))
      return 'OP-EXTERNAL-VIDEO-ELEMENT-CREATE';
    if (fields['page_element[page_element_type]'] === 'Photo') return 'OP-PHOTO-ELEMENT-UPLOAD';
    return 'OP-PAGE-ELEMENTS-CREATE';
  }

  /** "METHOD URL -> status", for messages. */
  get line(): string {
    return `${this.rec.method} ${this.rec.url} -> ${this.rec.status}`;
  }
}
