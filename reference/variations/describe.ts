// What a server's variations are and what they chose, as lines a person reads (main.ts prints them as
// `# ` comments before its .env lines; npm run variations prints them for a failing seed).
import type { Ctx } from '../context.ts';
import { ELEMENT_TYPES } from '../elements.ts';
import { offsetText, precisionOf, type DrawnFailure, type TimestampPrecision } from './params.ts';
import { TimestampRestyler } from './timestamps.ts';

/** The resource types whose timestamps precision-per-type sets (the kinds of Serializer.rec). */
const TIMESTAMPED_KINDS: readonly string[] = [
  ...new Set([
    'Site',
    'Page',
    'ContentNode',
    'LayoutContainer',
    'PageElement',
    ...ELEMENT_TYPES,
    'NewsArticle',
    'CommentElement',
    'Comment',
    'PhotoGallery',
    'VideoGallery',
    'GalleryPhoto',
    'UploadedVideo',
    'Sport',
    'OfficialType',
    'Official',
    'League',
    'LeagueInstance',
    'Division',
    'DivisionInstance',
    'Season',
    'Subseason',
    'StatPreference',
    'StandingPreference',
    'Team',
    'TeamInstance',
  ]),
];

const FAILURE_NAMES: Record<DrawnFailure, string> = {
  validation: 'validation',
  malformed: 'malformed body',
  not_found: 'unknown record',
  forbidden: "another user's record",
  conflict: 'conflict',
  unauthorized: 'authentication',
  too_large: 'too large',
  media_type: 'media type',
  no_route: 'unknown route',
};

/** The lines describing the variations of a built server (none without variations). */
export function describeVariations(ctx: Ctx, asked: string): string[] {
  const v = ctx.variations;
  const ids = v.list();
  if (ids.length === 0) return [];
  const p = v.params;
  const lines = [`SVC_VARIATIONS=${asked} -> ${ids.join(', ')} (${ids.length})`];
  if (v.has('random-ids')) {
    const f = ctx.fixtures;
    lines.push(
      `  random-ids: id seed ${p.idSeed}; site ${f.siteId}, forbidden site ${f.forbiddenSiteId}, game ${f.gameId}, league ${f.leagueId}, league instance ${f.leagueInstanceId}, team ${f.teamId}`,
    );
  }
  if (v.has('site-offsets')) {
    const restyler = new TimestampRestyler(ctx.store, p, true, false);
    const sites = [...ctx.store.t.sites.keys()].map((id) => `site ${id} ${offsetText(restyler.offsetOfSite(id))}`);
    lines.push(`  site-offsets: ${sites.join(', ')}; records of no site ${offsetText(p.noSiteOffset)}`);
  }
  if (v.has('precision-per-type')) {
    const by = new Map<TimestampPrecision, string[]>();
    for (const kind of TIMESTAMPED_KINDS) {
      const precision = precisionOf(p, kind);
      by.set(precision, [...(by.get(precision) ?? []), kind]);
    }
    lines.push(
      `  precision-per-type: ${[...by].map(([precision, kinds]) => `${precision}: ${kinds.join(', ')}`).join('; ')}`,
    );
  }
  if (v.has('any-4xx')) {
    const statuses = (Object.keys(FAILURE_NAMES) as DrawnFailure[]).map(
      (kind) => `${FAILURE_NAMES[kind]} ${p.statuses[kind]}`,
    );
    lines.push(
      `  any-4xx: ${statuses.join(', ')} (documented: unknown site in the leagues index 404, league instances without league_id 412, tags failure 400)`,
    );
  }
  if (v.has('shuffled-order'))
    lines.push(`  shuffled-order: lists ordered by a hash of the id salted with ${p.orderSalt}`);
  if (v.has('extra-fields-everywhere'))
    lines.push(
      `  extra-fields-everywhere: ${p.extraFields.map(([name, value]) => `${name}: ${JSON.stringify(value)}`).join(', ')}`,
    );
  return lines;
}
