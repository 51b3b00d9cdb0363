// `svc-conformance cleanup` (npm run cleanup): removes what earlier runs created and could not delete themselves (a killed
// run, a crashed worker). It reads the run ledgers (<reports>/ledger/<run tag>.jsonl), deletes every
// record created and not yet deleted, in reverse order, and also finds what a create sent just
// before a kill may have made without reaching the ledger: news articles by the run tag in their
// title, division instances and gallery uploads where their intent says to look.
// Records the interface cannot delete are listed, not touched.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as pwRequest } from '@playwright/test';
import { ApiClient, DEFAULT_POLICY } from './client.ts';
import type { Intent, LedgerEntry } from './ledger.ts';
import { OperationCatalogue } from './operations.ts';
import { Redactor, secretsOf } from './redaction.ts';
import type { TargetConfig } from '../config/target.ts';
import { ledgerDirOf } from './run-metadata.ts';
import { walkJson } from './json-walk.ts';
import { walkTree, type TreeNode } from './discovery.ts';

const TAG_PREFIX = 'svc-conformance-';

type Event = LedgerEntry & { event: 'created' | 'deleted' | 'intended'; find?: Intent['find'] };

export interface CleanupResult {
  runTags: string[];
  deleted: number;
  alreadyGone: number;
  failed: Array<{ kind: string; id: number; status: number | string }>;
  residue: Array<{ kind: string; id: number }>;
  foundByTag: number;
}

/** Records created and not deleted, per run tag, oldest first. */
function outstanding(file: string): LedgerEntry[] {
  const live = new Map<string, LedgerEntry>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let e: Event;
    try {
      e = JSON.parse(line) as Event;
    } catch {
      continue;
    } // a line cut by a kill
    const key = `${e.kind}/${e.id}`;
    if (e.event === 'created') live.set(key, e);
    else if (e.event === 'deleted') live.delete(key);
  }
  return [...live.values()];
}

/** Creates that were sent but whose answer may never have been read (see Ledger.intend). */
function intended(file: string): Array<Intent & { at: string }> {
  const out: Array<Intent & { at: string }> = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    try {
      const e = JSON.parse(line) as Event;
      if (e.event === 'intended' && e.find)
        out.push({ kind: e.kind, find: e.find, at: e.createdAt } as Intent & { at: string });
    } catch {
      /* a line cut by a kill */
    }
  }
  return out;
}

export async function cleanup(target: TargetConfig, runTag?: string): Promise<CleanupResult> {
  if (!target.baseUrl)
    throw new Error('cleanup needs SVC_BASE_URL: the embedded reference server keeps nothing between runs');
  const LEDGER_DIR = ledgerDirOf();
  const files = existsSync(LEDGER_DIR)
    ? readdirSync(LEDGER_DIR).filter((f) => f.endsWith('.jsonl') && (!runTag || f === `${runTag}.jsonl`))
    : [];
  const context = await pwRequest.newContext();
  const client = new ApiClient(
    context,
    target.baseUrl,
    new OperationCatalogue(target.routeOverrides),
    target.accessToken ? { kind: 'bearer', token: target.accessToken } : { kind: 'none' },
    'read-write',
    new Redactor(secretsOf(target)),
    {},
    { ...DEFAULT_POLICY, timeoutMs: target.timeoutMs, ...(target.maxRps ? { ratePerSecond: target.maxRps } : {}) },
  );
  const result: CleanupResult = {
    runTags: files.map((f) => f.replace(/\.jsonl$/, '')),
    deleted: 0,
    alreadyGone: 0,
    failed: [],
    residue: [],
    foundByTag: 0,
  };
  try {
    for (const file of files) await deleteOutstanding(client, join(LEDGER_DIR, file), result);
    // What creates sent just before a kill made, found where their intent says and deleted.
    const intents = files.flatMap((file) => intended(join(LEDGER_DIR, file)));
    const deleteFound = async (operationId: string, id: number): Promise<void> => {
      const r = await client.call(operationId, { path: { id }, unvalidated: true });
      if (r.status >= 200 && r.status < 300) {
        result.deleted += 1;
        result.foundByTag += 1;
      }
    };
    for (const intent of intents) {
      if (intent.kind !== 'division_instance') continue;
      for (const id of await lostDivisionInstances(client, intent)) await deleteFound('deleteDivisionInstance', id);
    }
    const tags = runTag ? [runTag] : [TAG_PREFIX];
    const galleriesSeen = new Set<string>();
    for (const intent of intents) {
      if (intent.kind !== 'gallery_upload') continue;
      const video = intent.find.galleryKind === 'video';
      const key = `${intent.find.galleryKind}/${intent.find.objectType}/${intent.find.objectId}`;
      if (galleriesSeen.has(key)) continue;
      galleriesSeen.add(key);
      for (const id of await lostUploads(client, intent.find, tags))
        await deleteFound(video ? 'deleteUploadedVideo' : 'deleteGalleryPhoto', id);
    }
    // News articles carry the run tag in their title; their content goes with them.
    const index = await client.call('listNewsArticles', { unvalidated: true });
    for (const article of index.list) {
      const title = String(article.title ?? '');
      if (typeof article.id !== 'number' || !tags.some((t) => title.startsWith(t))) continue;
      await deleteFound('deleteNewsArticle', article.id);
    }
  } finally {
    await context.dispose();
  }
  return result;
}

/**
 * Deletes the records of one run ledger created and not yet deleted, newest first, and notes each
 * deletion in the ledger; a record the interface cannot delete is residue.
 */
async function deleteOutstanding(client: ApiClient, path: string, result: CleanupResult): Promise<void> {
  for (const entry of outstanding(path).reverse()) {
    if (!entry.delete) {
      result.residue.push({ kind: entry.kind, id: entry.id });
      continue;
    }
    const r = await client.call(entry.delete.operationId, {
      path: entry.delete.path,
      ...(entry.delete.query ? { query: entry.delete.query } : {}),
      ...(entry.delete.json !== undefined ? { json: entry.delete.json } : {}),
      unvalidated: true,
    });
    if (r.status >= 200 && r.status < 300) result.deleted += 1;
    else if (r.status === 404 || r.status === 410) result.alreadyGone += 1;
    else {
      result.failed.push({ kind: entry.kind, id: entry.id, status: r.status });
      continue;
    }
    appendFileSync(path, `${JSON.stringify({ event: 'deleted', ...entry })}\n`);
  }
}

/**
 * The division instances a create sent but whose answer never reached the ledger: found in the
 * tree under the parent they were created under, of the division they were created with, created
 * around the attempt (a minute of clock difference allowed either way).
 */
async function lostDivisionInstances(
  client: ApiClient,
  intent: Extract<Intent, { kind: 'division_instance' }> & { at: string },
): Promise<number[]> {
  const find = intent.find;
  const tree = await client.call('getLeagueInstanceTree', {
    path: { id: Number(find.leagueInstanceId) },
    unvalidated: true,
  });
  const since = Date.parse(intent.at) - 60_000;
  const until = Date.parse(intent.at) + 60_000;
  const found: number[] = [];
  const root = tree.object.node as TreeNode | undefined;
  if (root)
    walkTree(root, (node, parent) => {
      const d = node.data ?? {};
      const division = d.division as Record<string, unknown> | undefined;
      const created = Date.parse(String(d.created_at ?? ''));
      if (
        parent?.id === Number(find.parentNodeId) &&
        node.node_type === 'DivisionInstance' &&
        typeof d.id === 'number' &&
        ('divisionId' in find ? d.division_id === find.divisionId : division?.name === find.divisionName) &&
        created >= since &&
        created <= until
      )
        found.push(d.id);
    });
  return found;
}

/**
 * Gallery uploads whose answer never reached the ledger: found in the galleries of the object they
 * were sent to, as an item with an id whose name begins with the run tag (the suite names every
 * upload so). The interface does not show gallery bodies: where a deployment shows no names,
 * nothing is found, and the upload stays.
 */
async function lostUploads(
  client: ApiClient,
  find: Extract<Intent, { kind: 'gallery_upload' }>['find'],
  tags: readonly string[],
): Promise<Set<number>> {
  const galleries = await client.call(find.galleryKind === 'video' ? 'listVideoGalleries' : 'listPhotoGalleries', {
    query: { object_type: find.objectType, object_id: find.objectId },
    unvalidated: true,
  });
  const ours = new Set<number>();
  walkJson(galleries.body, (value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    const item = value as Record<string, unknown>;
    if (
      typeof item.id === 'number' &&
      typeof item.name === 'string' &&
      tags.some((t) => (item.name as string).startsWith(t))
    )
      ours.add(item.id);
  });
  return ours;
}
