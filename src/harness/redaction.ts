// Secrets never leave the process: every header, body and command line the suite writes goes
// through here first.
export interface Secrets {
  accessToken?: string;
  /** the second user's bearer credential (SVC_OTHER_ACCESS_TOKEN) */
  otherAccessToken?: string;
  password?: string;
  apiToken?: string;
  /** the configured basic user name: no secret (never replaced), but known, to tell a deliberately wrong one */
  username?: string;
}

const SENSITIVE_HEADERS: Record<string, string> = {
  authorization: 'Bearer $SVC_ACCESS_TOKEN',
  'svc-api-token': '$SVC_API_TOKEN',
  cookie: '<redacted>',
  'set-cookie': '<redacted>',
};

export class Redactor {
  private readonly replacements: Array<[string, string]>;

  private readonly username?: string;

  private readonly otherAccessToken?: string;

  constructor(secrets: Secrets) {
    if (secrets.username !== undefined) this.username = secrets.username;
    if (secrets.otherAccessToken !== undefined) this.otherAccessToken = secrets.otherAccessToken;
    this.replacements = (
      [
        [secrets.accessToken, '$SVC_ACCESS_TOKEN'],
        [secrets.otherAccessToken, '$SVC_OTHER_ACCESS_TOKEN'],
        [secrets.password, '$SVC_PASSWORD'],
        [secrets.apiToken, '$SVC_API_TOKEN'],
      ] as Array<[string | undefined, string]>
    )
      .filter((pair): pair is [string, string] => typeof pair[0] === 'string' && pair[0].length >= 4)
      .sort((a, b) => b[0].length - a[0].length);
  }

  /**
   * The first `limit` characters of a text, redacted, with how many more there were. Only a
   * margin past the limit is redacted (a 27 MB body costs no full scan), enough for a secret that
   * straddles the cut.
   */
  excerpt(value: string, limit: number): string {
    if (value.length <= limit) return this.text(value);
    const margin = Math.max(256, ...this.replacements.map(([secret]) => secret.length * 2));
    return `${this.text(value.slice(0, limit + margin)).slice(0, limit)}… [${value.length - limit} more characters]`;
  }

  /** Whether a value is one of the configured secrets. */
  knows(value: string): boolean {
    return this.replacements.some(([secret]) => secret === value);
  }

  /** Whether a user name is the configured one (true when none is configured). */
  knowsUsername(value: string): boolean {
    return this.username === undefined || this.username === value;
  }

  text(value: string): string {
    let out = value;
    for (const [secret, placeholder] of this.replacements) out = out.split(secret).join(placeholder);
    // Basic credentials travel base64-encoded: never print them, whatever they hold.
    return out.replace(/(Basic\s+)[A-Za-z0-9+/=]{6,}/g, '$1<redacted>');
  }

  headers(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      if (lower === 'authorization' && /^basic\s/i.test(value))
        out[name] = 'Basic <redacted: $SVC_USERNAME:$SVC_PASSWORD>';
      // the second user's requests say so (never the value)
      else if (
        lower === 'authorization' &&
        this.otherAccessToken !== undefined &&
        value.includes(this.otherAccessToken)
      )
        out[name] = 'Bearer $SVC_OTHER_ACCESS_TOKEN';
      else if (lower in SENSITIVE_HEADERS) out[name] = SENSITIVE_HEADERS[lower]!;
      else out[name] = this.text(value);
    }
    return out;
  }
}

/** The secrets of a target's settings (every place that writes traffic redacts with these). */
export function secretsOf(t: {
  accessToken?: string | undefined;
  otherAccessToken?: string | undefined;
  basic?: { username: string; password: string; apiToken: string } | undefined;
}): Secrets {
  return {
    accessToken: t.accessToken,
    otherAccessToken: t.otherAccessToken,
    password: t.basic?.password,
    apiToken: t.basic?.apiToken,
    username: t.basic?.username,
  };
}
