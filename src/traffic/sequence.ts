// Checks across exchanges, where a recording shows a sequence. "Later" means started after the
// earlier exchange's answer ended (recordings of parallel clients overlap; overlapping exchanges
// judge nothing). State is kept per deployment (origin and base path), records by kind and id,
// and bounded: the oldest entries are dropped past MAX_RECORDS.
//   - use after delete: a record deleted (2xx) is read with 2xx later, or listed (a gallery item:
//     listed by a later gallery answer) (Conventions 4: "Delete operations act immediately");
//   - an accepted create that a later show (same credential) answers 404, or a later officials
//     index of its game does not list ("which a show then returns", "which the index then lists");
//   - an accepted update whose field a later read (no write in between) shows with its value
//     from before the update.
import type { CheckContext } from './context.ts';
import { snapshot, type EvidenceExchange } from './evidence.ts';
import { isObject, type Json, type TrafficExchange } from './exchange.ts';
import { at } from './rules.ts';

const MAX_RECORDS = 20_000;
/** Body characters kept in the snapshots held in sequence state. */
const SNAPSHOT_BODY = 600;

type Kind =
  | 'layout_container'
  | 'page_element'
  | 'news_article'
  | 'division_instance'
  | 'team'
  | 'official'
  | 'gallery_photo'
  | 'uploaded_video';

interface KindSpec {
  deleteOp?: string;
  deleteGone?: string;
  showOp?: string;
  indexOp?: string;
  createOp?: string;
  createRequirement?: string;
  updateOp?: string;
  /** the fields an update sends, by the requirement its read-back belongs to */
  updated?: (ex: TrafficExchange) => { requirement: string; fields: Record<string, unknown> } | undefined;
  /** fields of the record compared on read-back */
  tracked?: string[];
}

const picked = (source: unknown, names: string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  if (isObject(source))
    for (const n of names) if (n in source && (typeof source[n] !== 'object' || source[n] === null)) out[n] = source[n];
  return out;
};

const LC_FIELDS = ['position', 'layout_type', 'custom_css_class', 'name', 'locked'];
const NEWS_FIELDS = [
  'title',
  'author',
  'teaser',
  'preview_text',
  'status',
  'show_image_with_article',
  'show_image_in_aggregator',
  'show_preview_text_with_article',
  'show_preview_text_in_aggregator',
];
const TEAM_FIELDS = ['name', 'abbrev', 'button_title', 'primary_color', 'secondary_color', 'gender'];
const DI_FIELDS = ['max_standings_points', 'non_standing'];

/** What an update sends wrapped in `wrapper`: the fields of `names` in it, read back under `requirement`. */
const wrappedUpdate =
  (requirement: string, wrapper: string, names: string[]) =>
  (ex: TrafficExchange): { requirement: string; fields: Record<string, unknown> } => ({
    requirement,
    fields: picked(at(ex.requestJson, wrapper), names),
  });

const KINDS: Record<Kind, KindSpec> = {
  layout_container: {
    deleteOp: 'deleteLayoutContainer',
    deleteGone: 'LAYOUT-CONTAINER-DELETE-GONE',
    showOp: 'getLayoutContainer',
    createOp: 'createLayoutContainer',
    createRequirement: 'OP-LAYOUT-CONTAINERS-CREATE',
    updateOp: 'updateLayoutContainer',
    tracked: LC_FIELDS,
    updated: wrappedUpdate('LAYOUT-CONTAINER-UPDATE-READ-BACK', 'layout_container', LC_FIELDS),
  },
  page_element: {
    deleteOp: 'deletePageElement',
    deleteGone: 'PAGE-ELEMENT-DELETE-GONE',
    showOp: 'getPageElement',
    createOp: 'createPageElement',
    createRequirement: 'OP-PAGE-ELEMENTS-CREATE',
    updateOp: 'updatePageElement',
    tracked: ['custom_css_class', 'element.content'],
    updated: (ex) => {
      const css = at(ex.requestJson, 'page_element.custom_css_class');
      const content = at(ex.requestJson, 'element.content') ?? at(ex.requestJson, 'page_element.element.content');
      return {
        requirement: 'PAGE-ELEMENT-UPDATE-READ-BACK',
        fields: {
          ...(typeof css === 'string' ? { custom_css_class: css } : {}),
          ...(typeof content === 'string' ? { 'element.content': content } : {}),
        },
      };
    },
  },
  news_article: {
    deleteOp: 'deleteNewsArticle',
    deleteGone: 'NEWS-DELETE-GONE',
    showOp: 'getNewsArticle',
    indexOp: 'listNewsArticles',
    createOp: 'createNewsArticle',
    createRequirement: 'OP-NEWS-ARTICLES-CREATE',
    updateOp: 'updateNewsArticle',
    tracked: NEWS_FIELDS,
    updated: wrappedUpdate('NEWS-UPDATE-READ-BACK', 'news_article', NEWS_FIELDS),
  },
  division_instance: {
    deleteOp: 'deleteDivisionInstance',
    deleteGone: 'DIVISION-INSTANCE-DELETE-GONE',
    indexOp: 'listDivisionInstances',
    updateOp: 'updateDivisionInstance',
    tracked: DI_FIELDS,
    updated: (ex) => ({
      requirement: 'DIVISION-INSTANCE-UPDATE-READ-BACK',
      fields: picked(
        isObject(at(ex.requestJson, 'division_instance')) ? at(ex.requestJson, 'division_instance') : ex.requestJson,
        DI_FIELDS,
      ),
    }),
  },
  team: {
    showOp: 'getTeam',
    indexOp: 'listTeams',
    updateOp: 'updateTeam',
    tracked: TEAM_FIELDS,
    updated: (ex) => {
      const wrapped = isObject(at(ex.requestJson, 'team'));
      return {
        requirement: wrapped ? 'TEAM-UPDATE-WRAPPED' : 'TEAM-UPDATE-BARE',
        fields: picked(wrapped ? at(ex.requestJson, 'team') : ex.requestJson, TEAM_FIELDS),
      };
    },
  },
  official: { indexOp: 'listOfficials' },
  gallery_photo: { deleteOp: 'deleteGalleryPhoto', deleteGone: 'GALLERY-DELETE-GONE' },
  uploaded_video: { deleteOp: 'deleteUploadedVideo', deleteGone: 'GALLERY-DELETE-GONE' },
};

/** The gallery reads and the kind of the items their galleries hold. */
const GALLERY_ITEMS: Record<string, Kind> = {
  listPhotoGalleries: 'gallery_photo',
  getPhotoGallery: 'gallery_photo',
  listVideoGalleries: 'uploaded_video',
  getVideoGallery: 'uploaded_video',
};

/**
 * The ids of the items a gallery answer lists: objects with an id in an array held by an object with
 * an id (a gallery's photos or videos, whatever their key; the answer's fields are not shown), not
 * the galleries of an index themselves.
 */
function galleryItemIds(body: unknown): number[] {
  const out: number[] = [];
  const visit = (v: unknown, heldByRecord: boolean, depth: number): void => {
    if (depth > 8) return;
    if (Array.isArray(v)) {
      for (const x of v) {
        if (heldByRecord && isObject(x) && typeof x.id === 'number') out.push(x.id);
        visit(x, false, depth + 1);
      }
    } else if (isObject(v)) {
      const record = typeof v.id === 'number';
      for (const x of Object.values(v)) visit(x, record && Array.isArray(x), depth + 1);
    }
  };
  visit(body, false, 0);
  return out;
}

const OP_KIND = new Map<string, Kind>();
for (const [kind, spec] of Object.entries(KINDS) as Array<[Kind, KindSpec]>) {
  for (const op of [spec.deleteOp, spec.showOp, spec.indexOp, spec.createOp, spec.updateOp])
    if (op) OP_KIND.set(op, kind);
}

interface Past {
  ex: EvidenceExchange;
  endedMs: number;
}
interface Pending extends Past {
  requirement: string;
  fields: Record<string, { before: unknown; sent: unknown }>;
}

/** A Map that forgets its oldest entries past a bound. */
class Bounded<V> extends Map<string, V> {
  override set(key: string, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > MAX_RECORDS) this.delete(this.keys().next().value!);
    return this;
  }
}

const light = (ex: TrafficExchange): EvidenceExchange => {
  const s = snapshot(ex);
  const cut = (t: string) =>
    t.length > SNAPSHOT_BODY ? `${t.slice(0, SNAPSHOT_BODY)}… [${t.length - SNAPSHOT_BODY} more characters]` : t;
  return {
    ...s,
    responseBody: cut(s.responseBody),
    ...(s.requestBody !== undefined ? { requestBody: cut(s.requestBody) } : {}),
  };
};

const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    ['number', 'string'].includes(typeof a) &&
    ['number', 'string'].includes(typeof b) &&
    a !== '' &&
    b !== '' &&
    Number(a) === Number(b));

function valueAt(record: Json, field: string): unknown {
  return field.includes('.') ? at(record, field) : record[field];
}

export class SequenceChecks {
  private readonly deleted = new Bounded<Past>();
  private readonly created = new Bounded<Past & { requirement: string }>();
  private readonly seen = new Bounded<Record<string, unknown>>();
  private readonly pending = new Bounded<Pending>();
  /** officials created, by deployment, credential and game: id -> the create */
  private readonly officials = new Bounded<Map<number, Past>>();

  constructor(private readonly c: CheckContext) {}

  private key(ex: TrafficExchange, kind: Kind, id: number): string {
    return `${ex.match.base}|${kind}|${id}`;
  }

  check(ex: TrafficExchange): void {
    if (ex.operationId === 'createOrUpdateOfficial' || ex.operationId === 'listOfficials') this.officialsCheck(ex);
    const itemKind = GALLERY_ITEMS[ex.operationId];
    if (itemKind) this.onGallery(ex, itemKind);
    const kind = OP_KIND.get(ex.operationId);
    if (!kind) return;
    const spec = KINDS[kind];
    const op = ex.operationId;
    if (op === spec.deleteOp) this.onDelete(ex, kind, spec);
    else if (op === spec.showOp) this.onShow(ex, kind, spec);
    else if (op === spec.indexOp) this.onIndex(ex, kind, spec);
    else if (op === spec.createOp) this.onCreate(ex, kind, spec);
    else if (op === spec.updateOp) this.onUpdate(ex, kind, spec);
  }

  private onDelete(ex: TrafficExchange, kind: Kind, spec: KindSpec): void {
    const id = ex.pathId;
    if (id === undefined) return;
    const key = this.key(ex, kind, id);
    const before = this.deleted.get(key);
    // a refused second delete shows a gallery item gone; a success shows nothing (what a repeated
    // delete answers is not stated): a later gallery that still lists it breaks the rule (onGallery)
    if (before && ex.rec.startedMs >= before.endedMs && spec.deleteGone === 'GALLERY-DELETE-GONE' && ex.clientError)
      this.c.tally.held(spec.deleteGone, 'gone after a delete', ex);
    if (!ex.ok) return;
    if (!before) this.deleted.set(key, { ex: light(ex), endedMs: ex.rec.endedMs });
    this.created.delete(`${key}|${ex.credentialKey}`);
    this.pending.delete(key);
  }

  /** A read of a record (show, or an index item): deleted records must not show; creates must; updates must have changed it. */
  private onRead(ex: TrafficExchange, kind: Kind, spec: KindSpec, record: Json, id: number): void {
    const key = this.key(ex, kind, id);
    const gone = this.deleted.get(key);
    if (gone && spec.deleteGone && ex.rec.startedMs >= gone.endedMs) {
      this.c.tally.broken(
        spec.deleteGone,
        'gone after a delete',
        `${ex.line}: ${kind} ${id} was deleted earlier (${gone.ex.method} ${gone.ex.url} -> ${gone.ex.status}) and is still ${spec.showOp === ex.operationId ? 'shown' : 'listed'}`,
        [gone.ex, ex],
      );
    }
    const created = this.created.get(`${key}|${ex.credentialKey}`);
    if (created && ex.rec.startedMs >= created.endedMs) {
      this.c.tally.held(created.requirement, 'a later read returns the created record', ex);
      this.created.delete(`${key}|${ex.credentialKey}`);
    }
    const pending = this.pending.get(key);
    if (pending && ex.rec.startedMs >= pending.endedMs) {
      const stale = Object.entries(pending.fields).filter(
        ([f, v]) =>
          valueAt(record, f) !== undefined && same(valueAt(record, f), v.before) && !same(valueAt(record, f), v.sent),
      );
      const shown = Object.keys(pending.fields).filter((f) => valueAt(record, f) !== undefined);
      if (stale.length === 0 && shown.length === 0 && Object.keys(pending.fields).length > 0) {
        // the later read carries none of the updated fields: it cannot show whether the update was stored
        this.c.tally.blocked(
          pending.requirement,
          'a later read shows the update',
          `${ex.line}: ${kind} ${id} is read without ${Object.keys(pending.fields).join(', ')}, the fields the update changed`,
        );
      } else if (stale.length > 0) {
        this.c.tally.broken(
          pending.requirement,
          'a later read shows the update',
          `${ex.line}: after an accepted update (${pending.ex.method} ${pending.ex.url} -> ${pending.ex.status}), ${kind} ${id} shows ${stale.map(([f, v]) => `${f} ${JSON.stringify(v.before).slice(0, 60)} (from before; sent ${JSON.stringify(v.sent).slice(0, 60)})`).join(', ')}`,
          [pending.ex, ex],
        );
      } else this.c.tally.held(pending.requirement, 'a later read shows the update', ex);
      this.pending.delete(key);
    }
    this.remember(key, kind, record);
  }

  private remember(key: string, kind: Kind, record: Json): void {
    const tracked = KINDS[kind].tracked;
    if (!tracked) return;
    const values: Record<string, unknown> = {};
    for (const f of tracked) {
      const v = valueAt(record, f);
      if (v !== undefined && (typeof v !== 'object' || v === null)) values[f] = v;
    }
    this.seen.set(key, values);
  }

  private onShow(ex: TrafficExchange, kind: Kind, spec: KindSpec): void {
    const id = ex.pathId;
    if (id === undefined) return;
    const key = this.key(ex, kind, id);
    if (ex.ok && isObject(ex.body) && ex.body.id === id) this.onRead(ex, kind, spec, ex.body, id);
    else if (ex.status === 404) {
      const created = this.created.get(`${key}|${ex.credentialKey}`);
      if (created && ex.rec.startedMs >= created.endedMs && !this.deleted.has(key)) {
        this.c.tally.broken(
          created.requirement,
          'a later read returns the created record',
          `${ex.line}: ${kind} ${id} was created (${created.ex.method} ${created.ex.url} -> ${created.ex.status}) and a later show answers 404`,
          [created.ex, ex],
        );
        this.created.delete(`${key}|${ex.credentialKey}`);
      }
      const gone = this.deleted.get(key);
      if (gone && spec.deleteGone && ex.rec.startedMs >= gone.endedMs)
        this.c.tally.held(spec.deleteGone, 'gone after a delete', ex);
    }
  }

  private onIndex(ex: TrafficExchange, kind: Kind, spec: KindSpec): void {
    if (!ex.ok || !Array.isArray(ex.body)) return;
    const listed = new Set<number>();
    for (const item of ex.body) {
      if (!isObject(item) || typeof item.id !== 'number') continue;
      listed.add(item.id);
      this.onRead(ex, kind, spec, item, item.id);
    }
    // a deleted record absent from a later index of its kind: held (only for the kinds whose gone-ness an index shows)
    if (spec.deleteGone && kind === 'division_instance' && ex.body.length > 0) {
      for (const [key, gone] of this.deleted) {
        if (
          key.startsWith(`${ex.match.base}|${kind}|`) &&
          ex.rec.startedMs >= gone.endedMs &&
          !listed.has(Number(key.split('|')[2]))
        ) {
          this.c.tally.held(spec.deleteGone, 'gone from the index', ex);
          break;
        }
      }
    }
  }

  private onCreate(ex: TrafficExchange, kind: Kind, spec: KindSpec): void {
    if (!ex.ok || !isObject(ex.body) || typeof ex.body.id !== 'number' || !spec.createRequirement) return;
    if (kind === 'page_element' && !ex.interfaceOperations.includes('OP-PAGE-ELEMENTS-CREATE')) return;
    const key = this.key(ex, kind, ex.body.id);
    this.deleted.delete(key); // the id names a new record now
    this.created.set(`${key}|${ex.credentialKey}`, {
      ex: light(ex),
      endedMs: ex.rec.endedMs,
      requirement: spec.createRequirement,
    });
    this.remember(key, kind, ex.body);
  }

  private onUpdate(ex: TrafficExchange, kind: Kind, spec: KindSpec): void {
    const id = ex.pathId;
    if (id === undefined || !spec.updated) return;
    const key = this.key(ex, kind, id);
    if (!ex.ok) return;
    const update = spec.updated(ex);
    const before = this.seen.get(key);
    const fields: Pending['fields'] = {};
    if (update && before) {
      for (const [f, sent] of Object.entries(update.fields)) {
        if (kind === 'page_element' && f === 'element.content' && before.content_locked === true) continue; // content_locked: the content must not change
        if (f in before && !same(before[f], sent)) fields[f] = { before: before[f], sent };
      }
    }
    if (update && Object.keys(fields).length > 0)
      this.pending.set(key, { ex: light(ex), endedMs: ex.rec.endedMs, requirement: update.requirement, fields });
    else this.pending.delete(key);
    if (isObject(ex.body)) this.remember(key, kind, ex.body);
  }

  /** A gallery read: an item (gallery photo or video) deleted earlier that it still lists breaks GALLERY-DELETE-GONE. */
  private onGallery(ex: TrafficExchange, kind: Kind): void {
    if (!ex.ok) return;
    for (const id of galleryItemIds(ex.body)) {
      const gone = this.deleted.get(this.key(ex, kind, id));
      if (gone && ex.rec.startedMs >= gone.endedMs) {
        this.c.tally.broken(
          'GALLERY-DELETE-GONE',
          'gone after a delete',
          `${ex.line}: ${kind} ${id} was deleted earlier (${gone.ex.method} ${gone.ex.url} -> ${gone.ex.status}) and the gallery still lists it`,
          [gone.ex, ex],
        );
      }
    }
  }

  /** Officials: a create (no id) that a later index of its game, same credential, does not list. */
  private officialsCheck(ex: TrafficExchange): void {
    if (ex.operationId === 'createOrUpdateOfficial') {
      const sent = ex.requestJson;
      const body = ex.body;
      if (
        !ex.ok ||
        !isObject(sent) ||
        'id' in sent ||
        !isObject(body) ||
        typeof body.id !== 'number' ||
        typeof body.game_id !== 'number'
      )
        return;
      const key = `${ex.match.base}|${ex.credentialKey}|${body.game_id}`;
      const map = this.officials.get(key) ?? new Map<number, Past>();
      if (map.size < 1_000) map.set(body.id, { ex: light(ex), endedMs: ex.rec.endedMs });
      this.officials.set(key, map);
      return;
    }
    const game = ex.query.get('game_id');
    if (!ex.ok || !Array.isArray(ex.body) || !game || !/^\d+$/.test(game)) return;
    const map = this.officials.get(`${ex.match.base}|${ex.credentialKey}|${game}`);
    if (!map) return;
    const listed = new Set(ex.body.filter(isObject).map((o) => o.id));
    for (const [id, created] of map) {
      if (ex.rec.startedMs < created.endedMs) continue;
      if (listed.has(id)) this.c.tally.held('OP-OFFICIALS-CREATE', 'the index then lists it', ex);
      else
        this.c.tally.broken(
          'OP-OFFICIALS-CREATE',
          'the index then lists it',
          `${ex.line}: official ${id} was created for game ${game} (${created.ex.method} ${created.ex.url} -> ${created.ex.status}) and the officials index of that game does not list it`,
          [created.ex, ex],
        );
      map.delete(id);
    }
  }
}
