// Secrets of a recording never reach a report. A recording carries real credentials: the bearer
// token, basic credentials, SVC-API-TOKEN and cookies of whoever recorded it. Every such value is
// learned from the request headers as the recording is read, and replaced wherever it appears
// (URLs, bodies, headers) when evidence is written, like the values of SVC_ACCESS_TOKEN,
// SVC_PASSWORD and SVC_API_TOKEN (src/harness/redaction.ts does the rest, exactly as in a run).
import { Redactor, type Secrets } from '../harness/redaction.ts';

/** How many distinct secrets a recording may teach (a bound on memory; a recording has few). */
const MAX_LEARNED = 100_000;

/** Query parameters whose values are credentials by their name. */
const SECRET_QUERY = /([?&](?:access_token|token|api_token|apitoken|api_key|apikey|password|secret|auth)=)[^&#\s"']+/gi;

export class RecordingRedactor {
  private readonly base: Redactor;
  private readonly learned = new Map<string, string>();
  private sorted?: Array<[string, string]>;

  constructor(secrets: Secrets) {
    this.base = new Redactor(secrets);
  }

  private add(value: string | undefined, placeholder: string): void {
    if (!value || value.length < 4 || this.learned.has(value) || this.learned.size >= MAX_LEARNED) return;
    if (value.startsWith('$SVC_') || value.startsWith('<redacted')) return; // already a placeholder (a redacted recording)
    this.learned.set(value, placeholder);
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
    for (const name of ['cookie', 'set-cookie']) {
      for (const part of (headers[name] ?? '').split(/[;,]\s*/)) {
        const eq = part.indexOf('=');
        if (eq > 0) this.add(part.slice(eq + 1).trim(), '<redacted cookie>');
      }
    }
  }

  /** A text with every known secret replaced, bearer and basic values and credential query values hidden. */
  text(value: string): string {
    this.sorted ??= [...this.learned.entries()].sort((a, b) => b[0].length - a[0].length);
    let out = this.base.text(value);
    for (const [secret, placeholder] of this.sorted) if (out.includes(secret)) out = out.split(secret).join(placeholder);
    return out
      .replace(/(Bearer\s+)(?!\$SVC_ACCESS_TOKEN)[A-Za-z0-9\-._~+/]{6,}=*/g, '$1$SVC_ACCESS_TOKEN')
      .replace(SECRET_QUERY, '$1<redacted>');
  }

  headers(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.base.headers(headers))) {
      out[name] = name.toLowerCase() === 'proxy-authorization' ? '<redacted>' : this.text(value);
    }
    return out;
  }
}
