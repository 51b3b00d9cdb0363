// Secrets of a recording never reach a report. A recording carries real credentials: the bearer
// token, basic credentials, SVC-API-TOKEN and cookies of whoever recorded it. Every such value is
// learned from the request headers as the recording is read, and replaced wherever it appears
// (URLs, bodies, headers) when evidence is written, like the values of SVC_ACCESS_TOKEN,
// SVC_PASSWORD and SVC_API_TOKEN (src/harness/redaction.ts does the rest, exactly as in a run).
import { Redactor, type Secrets } from '../harness/redaction.ts';
import { detach } from './detach.ts';

/** How many distinct secrets a recording may teach (a bound on memory; a recording has few). */
const MAX_LEARNED = 100_000;

/** Names whose values are credentials, in a query, a form body or a JSON body. */
const SECRET_NAMES =
  'access_token|refresh_token|id_token|token|api_token|apitoken|api_key|apikey|password|passwd|secret|client_secret|auth|session|sessionid|session_id';
/** name=value in a URL or a form body. */
const SECRET_PARAM = new RegExp(`((?:^|[?&\\s;])(?:${SECRET_NAMES})=)[^&#\\s"';]+`, 'gim');
/** "name": "value" in a JSON body. */
const SECRET_JSON = new RegExp(`("(?:${SECRET_NAMES})"\\s*:\\s*")((?:[^"\\\\]|\\\\.)*)"`, 'gi');
/** Header names that carry credentials besides Authorization, SVC-API-TOKEN and cookies. */
const SECRET_HEADER = /token|secret|api-?key|session|password|^x-auth|^proxy-authorization$/i;
/** user:password@ in a URL. */
const URL_USERINFO = /(\/\/)[^/@\s]+:[^/@\s]*@/g;
/** Values learned by name (cookies, token=..., custom headers) shorter than this are not replaced everywhere ("true", "2024"); where they stand by their name they are hidden anyway. */
const MIN_COOKIE = 8;

export class RecordingRedactor {
  private readonly base: Redactor;
  private readonly learned = new Map<string, string>();
  private sorted?: Array<[string, string]>;

  constructor(secrets: Secrets) {
    this.base = new Redactor(secrets);
  }

  private add(value: string | undefined, placeholder: string, minLength = 4): void {
    if (!value || value.length < minLength || this.learned.has(value) || this.learned.size >= MAX_LEARNED) return;
    if (value.startsWith('$SVC_') || value.startsWith('<redacted')) return; // already a placeholder (a redacted recording)
    this.learned.set(detach(value), placeholder);
    this.sorted = undefined;
  }

  /** Learns the credentials a request carried (raw header values, lower-cased names). */
  learn(headers: Record<string, string>): void {
    const auth = headers.authorization ?? headers['proxy-authorization'];
    if (auth) {
      const bearer = /^bearer\s+(\S+)/i.exec(auth);
      if (bearer) this.add(bearer[1], '$SVC_ACCESS_TOKEN');
      const basic = /^basic\s+(\S+)/i.exec(auth);
      if (basic) {
        this.add(basic[1], '<redacted>');
        const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        if (colon >= 0) this.add(decoded.slice(colon + 1), '$SVC_PASSWORD');
      }
      if (!bearer && !basic) this.add(auth.replace(/^\S+\s+/, ''), '<redacted>');
    }
    this.add(headers['svc-api-token'], '$SVC_API_TOKEN');
    for (const part of (headers.cookie ?? '').split(/;\s*/)) this.cookie(part);
    // Set-Cookie: only the first name=value of each cookie (the rest are attributes: Path, Max-Age, ...)
    for (const line of (headers['set-cookie'] ?? '').split(/\n|,(?=\s*[^;=\s]+=)/))
      this.cookie(line.split(';')[0] ?? '');
    for (const [name, value] of Object.entries(headers))
      if (SECRET_HEADER.test(name) && name !== 'svc-api-token')
        this.add(value.replace(/^(bearer|basic|token)\s+/i, ''), '<redacted>', MIN_COOKIE);
  }

  private cookie(pair: string): void {
    const eq = pair.indexOf('=');
    const value = eq > 0 ? pair.slice(eq + 1).trim() : '';
    this.add(value, '<redacted cookie>', MIN_COOKIE);
  }

  /** Learns credentials a request carries by name in its URL or body (token=..., "password": "..."). */
  learnFromText(text: string | undefined): void {
    if (!text) return;
    const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
    for (const m of sample.matchAll(SECRET_PARAM)) this.add(m[0].slice(m[1]!.length), '<redacted>', MIN_COOKIE);
    for (const m of sample.matchAll(SECRET_JSON)) this.add(m[2], '<redacted>', MIN_COOKIE);
  }

  /** A text with every known secret replaced, bearer and basic values and credential query values hidden. */
  text(value: string): string {
    this.sorted ??= [...this.learned.entries()].sort((a, b) => b[0].length - a[0].length);
    let out = this.base.text(value);
    for (const [secret, placeholder] of this.sorted)
      if (out.includes(secret)) out = out.split(secret).join(placeholder);
    return out
      .replace(/(Bearer\s+)(?!\$SVC_ACCESS_TOKEN)[A-Za-z0-9\-._~+/]{6,}=*/g, '$1$SVC_ACCESS_TOKEN')
      .replace(SECRET_PARAM, '$1<redacted>')
      .replace(SECRET_JSON, '$1<redacted>"')
      .replace(URL_USERINFO, '$1<redacted>@');
  }

  headers(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.base.headers(headers))) {
      const lower = name.toLowerCase();
      out[name] =
        SECRET_HEADER.test(lower) && !['authorization', 'svc-api-token'].includes(lower)
          ? '<redacted>'
          : this.text(value);
    }
    return out;
  }
}
