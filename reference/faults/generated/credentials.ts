// Credential faults: on one operation, one kind of wrong credential is served as the built-in user.
// Each recognises exactly its own kind and nothing else (a request without any credential, or another
// kind of wrong one, is still refused by reference/auth.ts).
import type { FastifyRequest } from 'fastify';
import { REFERENCE_CREDENTIALS } from '../../credentials.ts';
import type { CredentialMutation } from './types.ts';

function basicParts(header: string | undefined): [string, string] | undefined {
  const m = /^basic\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [decoded, ''] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** Whether the request carries the kind of wrong credential the fault accepts. */
export function carriesWrongCredential(
  mutation: CredentialMutation,
  request: FastifyRequest,
  mode: 'bearer' | 'gallery',
): boolean {
  const header = request.headers.authorization;
  const token = request.headers['svc-api-token'];
  const rightToken = token === REFERENCE_CREDENTIALS.apiToken;
  const { username, password, accessToken } = REFERENCE_CREDENTIALS;
  if (mutation === 'wrong-bearer') {
    const m = /^bearer\s+(.*)$/i.exec(header?.trim() ?? '');
    return m !== null && m[1]!.trim() !== '' && m[1]!.trim() !== accessToken;
  }
  if (mode !== 'gallery') return false;
  const basic = basicParts(header);
  switch (mutation) {
    case 'wrong-password':
      return basic !== undefined && basic[0] === username && basic[1] !== password && rightToken;
    case 'wrong-username':
      return basic !== undefined && basic[0] !== username && basic[1] === password && rightToken;
    case 'wrong-api-token':
      return (
        basic !== undefined &&
        basic[0] === username &&
        basic[1] === password &&
        typeof token === 'string' &&
        token !== '' &&
        !rightToken
      );
    case 'basic-without-token':
      return (
        basic !== undefined && basic[0] === username && basic[1] === password && (token === undefined || token === '')
      );
    case 'token-without-basic':
      return (header === undefined || header.trim() === '') && rightToken;
  }
}
