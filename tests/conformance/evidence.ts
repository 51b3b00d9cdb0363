// A test's evidence, as the harness's fixtures hand it to the reporter (tests/conformance/harness.ts):
// the schema errors of its own answers with the requirements they break (findings), its exchanges as
// text (evidence.txt and the checks' evidence), and the key that shows an exchange once in a test.
import type { Exchange } from '../../src/harness/client.ts';
import type { OperationCatalogue } from '../../src/harness/operations.ts';
import type { FindingRecord } from '../../src/harness/check-types.ts';

/** The schema errors of a test's own exchanges (not answers it was shown from an earlier test), with the requirements they break. */
export function findingsOf(exchanges: readonly Exchange[], operations: OperationCatalogue): FindingRecord[] {
  const out: FindingRecord[] = [];
  for (const e of exchanges) {
    if (e.shared) continue;
    for (const s of e.schemaErrors) {
      if (!s.requirements || s.requirements.length === 0) continue;
      const route = e.operationId === '(undescribed)' ? '' : operations.route(e.operationId).path;
      out.push({
        requirements: s.requirements,
        operationId: e.operationId,
        method: e.method,
        route,
        status: e.status,
        fieldPath: s.fieldPath ?? s.instancePath,
        keyword: s.keyword ?? '',
        message: s.message,
        ...(s.found !== undefined ? { found: s.found } : {}),
        url: e.url,
        startedAt: e.startedAt,
      });
    }
  }
  return out;
}

export const exchangeKey = (e: Exchange): string => `${e.startedAt} ${e.method} ${e.url}`;

export function renderExchange(e: Exchange): string {
  const lines = [
    `${e.shared ? '(shared: answered earlier in this worker) ' : ''}${e.method} ${e.url}`,
    ...Object.entries(e.requestHeaders).map(([k, v]) => `${k}: ${v}`),
  ];
  if (e.requestBody !== undefined) lines.push('', e.requestBody);
  lines.push(
    '',
    `-> ${e.status} (${e.durationMs} ms)`,
    ...Object.entries(e.responseHeaders).map(([k, v]) => `${k}: ${v}`),
    '',
    e.responseBody,
  );
  if (e.schemaErrors.length > 0)
    lines.push('', 'schema errors:', ...e.schemaErrors.map((s) => `  ${s.instancePath}: ${s.message}`));
  lines.push('', `replay: ${e.curl}`);
  return lines.join('\n');
}
