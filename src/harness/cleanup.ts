// `npm run cleanup`: removes what earlier runs created and could not delete themselves (a killed
// run, a crashed worker). It reads the run ledgers (reports/ledger/<run tag>.jsonl), deletes every
// record created and not yet deleted, in reverse order, and also finds news articles by the run
// tag in their title (a record created just before a kill may not have reached the ledger).
// Records the interface cannot delete are listed, not touched.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as pwRequest } from '@playwright/test';
import { ApiClient, DEFAULT_POLICY } from './client.ts';
import type { LedgerEntry } from './ledger.ts';
import { OperationCatalogue } from './operations.ts';
import { Redactor } from './redaction.ts';
import type { TargetConfig } from '../config/target.ts';
import { PROJECT_ROOT } from '../validation/ajv.ts';

export const LEDGER_DIR = join(PROJECT_ROOT, 'reports', 'ledger');
const TAG_PREFIX = 'svc-conformance-';

type Event = LedgerEntry & { event: 'created' | 'deleted' };

export interface CleanupResult {
  runTags: string[];
  deleted: number;
  alreadyGone: number;
  failed: Array<{ kind: string; id: number; status: number | string }>;
  residue: Array<{ kind: string; id: number }>;
  foundByTag: number;
}

/** Records created and not deleted, per run tag, oldest first. */
export function outstanding(file: string): LedgerEntry[] {
  const live = new Map<string, LedgerEntry>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let e: Event;
    try { e = JSON.parse(line) as Event; } catch { continue; } // a line cut by a kill
    const key = `${e.kind}/${e.id}`;
    if (e.event === 'created') live.set(key, e);
    else live.delete(key);
  }
  return [...live.values()];
}

export async function cleanup(target: TargetConfig, runTag?: string): Promise<CleanupResult> {
  if (!target.baseUrl) throw new Error('cleanup needs SVC_BASE_URL: the embedded reference server keeps nothing between runs');
  const files = existsSync(LEDGER_DIR) ? readdirSync(LEDGER_DIR).filter((f) => f.endsWith('.jsonl') && (!runTag || f === `${runTag}.jsonl`)) : [];
  const context = await pwRequest.newContext();
  const client = new ApiClient(context, target.baseUrl, new OperationCatalogue(target.routeOverrides),
    target.accessToken ? { kind: 'bearer', token: target.accessToken } : { kind: 'none' }, 'read-write',
    new Redactor({ accessToken: target.accessToken, password: target.basic?.password, apiToken: target.basic?.apiToken }), {},
    { ...DEFAULT_POLICY, timeoutMs: target.timeoutMs, ...(target.maxRps ? { ratePerSecond: target.maxRps } : {}) });
  const result: CleanupResult = { runTags: files.map((f) => f.replace(/\.jsonl$/, '')), deleted: 0, alreadyGone: 0, failed: [], residue: [], foundByTag: 0 };
  try {
    for (const file of files) {
      const path = join(LEDGER_DIR, file);
      for (const entry of outstanding(path).reverse()) {
        if (!entry.delete) { result.residue.push({ kind: entry.kind, id: entry.id }); continue; }
        const r = await client.call(entry.delete.operationId, {
          path: entry.delete.path, ...(entry.delete.query ? { query: entry.delete.query } : {}),
          ...(entry.delete.json !== undefined ? { json: entry.delete.json } : {}), unvalidated: true,
        });
        if (r.status >= 200 && r.status < 300) result.deleted += 1;
        else if (r.status === 404 || r.status === 410) result.alreadyGone += 1;
        else { result.failed.push({ kind: entry.kind, id: entry.id, status: r.status }); continue; }
        appendFileSync(path, `${JSON.stringify({ event: 'deleted', ...entry })}\n`);
      }
    }
    // News articles carry the run tag in their title; their content goes with them.
    const tags = runTag ? [runTag] : [TAG_PREFIX];
    const index = await client.call('listNewsArticles', { unvalidated: true });
    for (const article of index.list) {
      const title = String(article.title ?? '');
      if (typeof article.id !== 'number' || !tags.some((t) => title.startsWith(t))) continue;
      const r = await client.call('deleteNewsArticle', { path: { id: article.id }, unvalidated: true });
      if (r.status >= 200 && r.status < 300) { result.deleted += 1; result.foundByTag += 1; }
    }
  } finally {
    await context.dispose();
  }
  return result;
}
