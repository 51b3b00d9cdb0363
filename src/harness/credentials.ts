// The credentials a request can carry and the headers that carry them: the suite's client
// (client.ts) sends them with every request, and the benchmark's bare replay client (scripts/bench)
// too.
export type Credential =
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; username: string; password: string; apiToken: string }
  | { kind: 'none' }
  /** a deliberately wrong credential: shown as is in evidence, it is no secret */
  | { kind: 'wrong-bearer'; token: string }
  /** half of the basic pair, to show that the other half is required: basic credentials without SVC-API-TOKEN */
  | { kind: 'basic-without-api-token'; username: string; password: string }
  /** the other half: SVC-API-TOKEN without basic credentials */
  | { kind: 'api-token-only'; apiToken: string };

/** The headers that carry a credential (also used by the benchmark's bare replay client). */
export function credentialHeaders(credential: Credential): Record<string, string> {
  switch (credential.kind) {
    case 'bearer':
    case 'wrong-bearer':
      return { Authorization: `Bearer ${credential.token}` };
    case 'basic':
      // Sent with the first request: a server may answer 401 without a challenge.
      return {
        Authorization: `Basic ${Buffer.from(`${credential.username}:${credential.password}`).toString('base64')}`,
        'SVC-API-TOKEN': credential.apiToken,
      };
    case 'basic-without-api-token':
      return {
        Authorization: `Basic ${Buffer.from(`${credential.username}:${credential.password}`).toString('base64')}`,
      };
    case 'api-token-only':
      return { 'SVC-API-TOKEN': credential.apiToken };
    case 'none':
      return {};
  }
}
