// What the record-level faults need to know about the store: the site of a record (to pick another
// record the user may change), a sibling of a record (another record of the same table, near it),
// and the values the server takes for a required parameter a fault made optional.
import type { Ctx } from '../../context.ts';
import { UploadedFile } from '../../input.ts';
import {
  contentNodeOfContainer,
  contentNodeOfPageElement,
  leagueOfSubseason,
  columnsOf,
  containersOf,
} from '../../model.ts';
import { PLACEHOLDER_PNG } from '../../seed.ts';
import type { Store, TableName } from '../../store.ts';
import type { DefaultValue } from './types.ts';

type Rec = Record<string, unknown> & { id: number };

/** The site a record belongs to, where the table has one. */
function siteOf(store: Store, table: string, rec: Rec): number | undefined {
  switch (table) {
    case 'layoutContainers':
      return contentNodeOfContainer(store, rec as never)?.site_id;
    case 'pageElements':
      return contentNodeOfPageElement(store, rec as never)?.site_id;
    case 'newsArticles':
      return rec.site_id as number;
    case 'divisionInstances':
      return leagueOfSubseason(store, rec.subseason_id as number)?.site_id;
    case 'teams':
      return (rec.site_ids as number[])[0];
    case 'officials':
      return store.t.games.get(rec.game_id as number)?.site_id;
    case 'galleryPhotos':
      return store.t.galleries.get(rec.gallery_id as number)?.site_id;
    case 'uploadedVideos':
      return rec.site_id as number;
    default:
      return undefined;
  }
}

/** The field that groups a record with its siblings (the same content node, column, subseason, ...). */
const SIBLING_KEY: Record<string, string> = {
  layoutContainers: 'content_node_id',
  pageElements: 'layout_column_id',
  newsArticles: 'site_id',
  divisionInstances: 'subseason_id',
  officials: 'game_id',
  galleryPhotos: 'gallery_id',
  uploadedVideos: 'site_id',
};

/**
 * Another record of the same table that the user may change, other than `id`: the lowest-id sibling
 * first (same parent), else the lowest-id record of an accessible site; page elements that are locked
 * are passed over (they refuse updates).
 */
export function otherRecord(ctx: Ctx, table: string, id: number): Rec | undefined {
  const store = ctx.store;
  const all = [...(store.t[table as TableName] as unknown as Map<number, Rec>).values()].sort((a, b) => a.id - b.id);
  const self = all.find((r) => r.id === id);
  const usable = all.filter(
    (r) =>
      r.id !== id &&
      store.accessibleSiteIds.has(siteOf(store, table, r) ?? 0) &&
      !(table === 'pageElements' && (r.element_locked || r.content_locked)),
  );
  const key = SIBLING_KEY[table];
  const sibling = self && key ? usable.find((r) => r[key] === self[key]) : undefined;
  if (table === 'teams' && self)
    return (
      usable.find((r) => (r.league_ids as number[]).some((l) => (self.league_ids as number[]).includes(l))) ?? usable[0]
    );
  return sibling ?? usable[0];
}

/** The value a route takes for a parameter a fault made optional. */
export function fallbackValue(ctx: Ctx, fallback: DefaultValue, asText: boolean): unknown {
  if ('object' in fallback)
    return Object.fromEntries(Object.entries(fallback.object).map(([k, v]) => [k, fallbackValue(ctx, v, asText)]));
  if ('file' in fallback) {
    return fallback.file === 'image'
      ? new UploadedFile('generated-default.png', 'image/png', PLACEHOLDER_PNG)
      : new UploadedFile('generated-default.mp4', 'video/mp4', Buffer.from('generated default video\n'));
  }
  const raw = 'value' in fallback ? fallback.value : fixtureValue(ctx, fallback.fixture);
  return asText ? String(raw) : raw;
}

function fixtureValue(ctx: Ctx, name: string): number | string {
  const { store, fixtures } = ctx;
  if (name === 'layoutColumnId') {
    const container = containersOf(store, fixtures.pageContentNodeId)[0];
    return (container && columnsOf(store, container.id)[0]?.id) ?? 0;
  }
  if (name === 'playoffSubseasonNodeId') return store.t.subseasons.get(fixtures.playoffSubseasonId)?.node_id ?? 0;
  if (name === 'newsPageNodeId') return String(fixtures.newsPageNodeId);
  const value = (fixtures as unknown as Record<string, unknown>)[name];
  if (typeof value !== 'number') throw new Error(`no seed fixture ${name}`);
  return value;
}
