// site-offsets and precision-per-type: the timestamps of a record are rewritten, as the record is
// made (Serializer.rec), with the offset of the record's site and the precision of its resource type.
// The instant never changes. Records of no site (sports, official types) take the no-site offset.
import type { Ctx } from '../context.ts';
import { contentNodeOfPageElement, leagueOfSubseason, siteOfTeamInstance } from '../model.ts';
import type { Store } from '../store.ts';
import { offsetText, precisionOf, type TimestampPrecision, type VariationParams } from './params.ts';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The keys that hold timestamps in the interface's resources. */
const TIMESTAMP_KEY = /^(created|updated)_(at|on)$|^news_(date|expiration_date)$/;
const SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.(\d+))?(Z|[+-](\d{2}):(\d{2}))$/;
/** Faults that write timestamps wrongly on purpose: their output is left as they make it. */
const TIMESTAMP_FAULTS = ['timestamps-in-z', 'timestamps-without-offset', 'news-date-in-z'] as const;

/** Restyled timestamps by style and text (shared: the same instants come back in every list). */
const CACHE = new Map<string, string>();

/** A timestamp at another offset and precision, the same instant; text that is no timestamp stays. */
function restyleTimestamp(
  text: string,
  offsetMinutes: number | undefined,
  precision: TimestampPrecision | undefined,
): string {
  const key = `${offsetMinutes}|${precision}|${text}`;
  const hit = CACHE.get(key);
  if (hit !== undefined) return hit;
  const m = SHAPE.exec(text);
  const ms = Date.parse(text);
  if (!m || Number.isNaN(ms)) return text;
  const currentOffset = m[3] === 'Z' ? 0 : (m[3]!.startsWith('-') ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5]));
  const offset = offsetMinutes ?? currentOffset;
  const digits = m[2]?.length ?? 0;
  const style: TimestampPrecision = precision ?? (digits >= 6 ? 'micros' : digits > 0 ? 'millis' : 'seconds');
  const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
  // whole seconds drop a fraction of .000 only: an instant with milliseconds keeps them
  const frac = style === 'micros' ? `.${millis}000` : style === 'millis' || millis !== '000' ? `.${millis}` : '';
  const local = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  const out = `${local}${frac}${offsetText(offset)}`;
  if (CACHE.size > 100_000) CACHE.clear();
  CACHE.set(key, out);
  return out;
}

export class TimestampRestyler {
  /** offset in minutes by site id: the sites in the order they were seeded take the drawn offsets in order */
  private readonly siteOffsets = new Map<number, number>();

  constructor(
    private readonly store: Store,
    private readonly params: VariationParams,
    private readonly perSite: boolean,
    private readonly perType: boolean,
  ) {
    [...store.t.sites.keys()].forEach((id, i) => {
      this.siteOffsets.set(id, params.siteOffsets[i] ?? params.noSiteOffset);
    });
  }

  /** The offset of a site's records (the no-site offset for undefined). */
  offsetOfSite(siteId: number | undefined): number {
    return (siteId === undefined ? undefined : this.siteOffsets.get(siteId)) ?? this.params.noSiteOffset;
  }

  /** Rewrites the timestamp fields of one record (not of the records nested in it: they had their turn). */
  apply(kind: string, record: { [key: string]: JsonValue }): void {
    const offset = this.perSite ? this.offsetOfSite(this.siteOf(kind, record)) : undefined;
    const precision = this.perType ? precisionOf(this.params, kind) : undefined;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === 'string' && TIMESTAMP_KEY.test(key))
        record[key] = restyleTimestamp(value, offset, precision);
    }
  }

  /** The site a record belongs to, looked up from its id in the store (undefined: no site). */
  private siteOf(kind: string, record: { [key: string]: JsonValue }): number | undefined {
    const id = typeof record.id === 'number' ? record.id : undefined;
    if (id === undefined) return undefined;
    const t = this.store.t;
    const ofLeague = (leagueId: number | undefined) =>
      leagueId === undefined ? undefined : t.leagues.get(leagueId)?.site_id;
    const ofSubseason = (subseasonId: number | undefined) =>
      subseasonId === undefined ? undefined : leagueOfSubseason(this.store, subseasonId)?.site_id;
    switch (kind) {
      case 'Site':
        return id;
      case 'Page':
        return t.pages.get(id)?.site_id;
      case 'ContentNode':
        return t.contentNodes.get(id)?.site_id;
      case 'LayoutContainer':
        return t.contentNodes.get(t.layoutContainers.get(id)?.content_node_id ?? 0)?.site_id;
      case 'PageElement': {
        const pe = t.pageElements.get(id);
        return pe ? contentNodeOfPageElement(this.store, pe)?.site_id : undefined;
      }
      case 'NewsArticle':
        return t.newsArticles.get(id)?.site_id;
      case 'CommentElement':
        return t.commentElements.get(id)?.site_id;
      case 'Comment':
        return t.commentElements.get(t.comments.get(id)?.comment_element_id ?? 0)?.site_id;
      case 'PhotoGallery':
      case 'VideoGallery':
        return t.galleries.get(id)?.site_id;
      case 'GalleryPhoto':
        return t.galleries.get(t.galleryPhotos.get(id)?.gallery_id ?? 0)?.site_id;
      // an uploaded video record has a gallery_id; an Element of type UploadedVideo has none
      case 'UploadedVideo':
        return 'gallery_id' in record ? t.uploadedVideos.get(id)?.site_id : this.siteOfElement(id);
      case 'Sport':
      case 'OfficialType':
        return undefined;
      case 'Official':
        return t.games.get(t.officials.get(id)?.game_id ?? 0)?.site_id;
      case 'League':
        return t.leagues.get(id)?.site_id;
      case 'LeagueInstance':
        return ofLeague(t.leagueInstances.get(id)?.league_id);
      case 'Division':
        return ofLeague(t.divisions.get(id)?.league_id);
      case 'DivisionInstance':
        return ofSubseason(t.divisionInstances.get(id)?.subseason_id);
      case 'Season':
        return ofLeague(t.seasons.get(id)?.league_id);
      case 'Subseason':
        return ofSubseason(id);
      case 'StatPreference':
        return ofLeague(t.seasons.get(typeof record.season_id === 'number' ? record.season_id : 0)?.league_id);
      case 'StandingPreference':
        return ofSubseason(this.subseasonOfStandingPreference(id));
      case 'Team':
        return t.teams.get(id)?.site_ids[0];
      case 'TeamInstance':
        return siteOfTeamInstance(this.store, id);
      default:
        // an Element (its kind is its type: TextBlock, Photo, ...)
        return this.siteOfElement(id);
    }
  }

  /** The site of an Element: the site of its page element. */
  private siteOfElement(id: number): number | undefined {
    if (!this.store.t.elements.has(id)) return undefined;
    const pe = this.store.childrenOf('pageElements', 'element_id', id)[0];
    return pe ? contentNodeOfPageElement(this.store, pe)?.site_id : undefined;
  }

  private subseasonOfStandingPreference(id: number): number | undefined {
    const bySubseason = this.store.derived('standingPreferenceSubseasons', () => {
      const out = new Map<number, number>();
      for (const sub of this.store.t.subseasons.values()) out.set(sub.standing_preference.id, sub.id);
      return out;
    });
    return bySubseason.get(id);
  }
}

/** The restyler of a server, or undefined when neither variation is on (or a timestamp fault is). */
export function timestampRestyler(ctx: Ctx): TimestampRestyler | undefined {
  const perSite = ctx.variations.has('site-offsets');
  const perType = ctx.variations.has('precision-per-type');
  if (!perSite && !perType) return undefined;
  if (TIMESTAMP_FAULTS.some((f) => ctx.faults.has(f))) return undefined;
  return new TimestampRestyler(ctx.store, ctx.variations.params, perSite, perType);
}
