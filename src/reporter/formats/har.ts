// reports/traffic.har: every exchange of the run as HAR 1.2 (secrets were redacted when the
// exchange was recorded; bodies are cut to a readable size, as in the evidence).
import type { Exchange } from '../../harness/exchange-types.ts';

interface HarHeader {
  name: string;
  value: string;
}

const headers = (h: Record<string, string>): HarHeader[] => Object.entries(h).map(([name, value]) => ({ name, value }));

export function renderHar(
  exchanges: Array<Exchange & { test?: string }>,
  creator: { name: string; version: string },
): string {
  const entries = [...exchanges]
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    .map((e) => {
      const url = new URL(e.url);
      const requestContentType = Object.entries(e.requestHeaders).find(
        ([k]) => k.toLowerCase() === 'content-type',
      )?.[1];
      const responseContentType =
        Object.entries(e.responseHeaders).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
      return {
        startedDateTime: e.startedAt,
        time: e.durationMs,
        request: {
          method: e.method,
          url: e.url,
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: headers(e.requestHeaders),
          queryString: [...url.searchParams.entries()].map(([name, value]) => ({ name, value })),
          ...(e.requestBody !== undefined
            ? { postData: { mimeType: requestContentType ?? 'application/octet-stream', text: e.requestBody } }
            : {}),
          headersSize: -1,
          bodySize: e.requestBody?.length ?? 0,
        },
        response: {
          status: e.status,
          statusText: '',
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: headers(e.responseHeaders),
          content: { size: e.responseBody.length, mimeType: responseContentType, text: e.responseBody },
          redirectURL: '',
          headersSize: -1,
          bodySize: -1,
        },
        cache: {},
        timings: { send: 0, wait: e.durationMs, receive: 0 },
        // custom fields (HAR allows them with a leading underscore): what the suite meant to send
        _operationId: e.operationId,
        ...(e.test ? { _test: e.test } : {}),
        ...(e.unvalidated ? { _outsideDescription: true } : {}),
        comment: `${e.operationId}${e.test ? ` — ${e.test}` : ''}${e.schemaErrors.length ? ` — schema errors: ${e.schemaErrors.map((s) => `${s.instancePath}: ${s.message}`).join('; ')}` : ''}`,
      };
    });
  return `${JSON.stringify({ log: { version: '1.2', creator, pages: [], entries } }, null, 1)}\n`;
}
