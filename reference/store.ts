// The in-memory store of the reference server: one Map per table, id counters, the access rules of the
// built-in user, the uploaded files, and a digest of everything (the self-tests compare digests to
// prove that a rejected request changed nothing).
//
// Records keep timestamps as Date objects and internal links (site ids, subseason ids, node ids) that the
// interface does not show; reference/serialize.ts turns them into response JSON.
//
// The records of each area are typed in store/*.ts and the tables in store/tables.ts; this file holds
// the operations on them.
import { createHash } from 'node:crypto';
import type { IdSource } from './variations/ids.ts';
import {
  type Tables,
  type TableName,
  FIRST_IDS,
  emptyTables,
  type StoreSnapshot,
  type RecordOf,
} from './store/tables.ts';
import type { UploadRec } from './store/site-content.ts';

export * from './store/site-content.ts';
export * from './store/news-media.ts';
export * from './store/leagues-teams.ts';
export type { Tables, TableName, StoreSnapshot } from './store/tables.ts';

export class Store {
  readonly t: Tables = emptyTables();
  /** next id per table */
  private readonly next: Record<TableName, number> = { ...FIRST_IDS };
  /** uploaded files by name, served under /uploads/<name> */
  readonly uploads = new Map<string, UploadRec>();
  /** sites the built-in user may read and change */
  readonly accessibleSiteIds = new Set<number>();
  /** sites the second user (REFERENCE_OTHER_USER) may read and change */
  readonly otherUserSiteIds = new Set<number>();
  /** the built-in user's id */
  userId = 0;
  /** bumped on every change; derived indexes are rebuilt when it moves */
  private version = 0;
  private readonly indexCache = new Map<string, { version: number; value: unknown }>();
  /** the clock for new records (tests may fix it) */
  now: () => Date = () => new Date(Math.floor(Date.now() / 1000) * 1000);

  /** @param ids where ids come from instead of the per-table counters (the random-ids variation) */
  constructor(private readonly ids?: IdSource) {}

  /** Moves every id counter up by `offset` (the large-ids variation: new records get large ids). */
  raiseIds(offset: number): void {
    for (const table of Object.keys(this.next) as TableName[]) this.next[table] += offset;
    this.ids?.raise();
  }

  /** Reserve the next id of a table. */
  nextId(table: TableName): number {
    if (this.ids) return this.ids.next(table);
    const id = this.next[table];
    this.next[table] = id + 1;
    return id;
  }

  /**
   * The id of a record kind that has no table of its own (stat preferences, rosters, domains...):
   * `sequential` as the seed has always made it, or a random one under random-ids.
   */
  kindId(kind: string, sequential: number): number {
    return this.ids ? this.ids.next(kind) : sequential;
  }

  insert<T extends TableName>(table: T, record: RecordOf<T>): RecordOf<T> {
    const rec = record as { id: number };
    const map = this.t[table] as Map<number, unknown>;
    const replacing = map.has(rec.id);
    map.set(rec.id, record);
    if (rec.id >= this.next[table]) this.next[table] = rec.id + 1;
    const before = this.version;
    this.changed();
    // A new record (not a replacement) only extends the groupings: carry them over instead of
    // rebuilding each on its next use (seeding 5,000 articles was quadratic without this).
    if (!replacing) {
      const prefix = `groupBy:${table}:`;
      for (const [key, hit] of this.indexCache) {
        if (hit.version !== before || !key.startsWith('groupBy:')) continue;
        if (key.startsWith(prefix)) {
          const value = (rec as unknown as Record<string, unknown>)[key.slice(prefix.length)];
          if (typeof value === 'number') {
            const groups = hit.value as Map<number, unknown[]>;
            let list = groups.get(value);
            if (!list) groups.set(value, (list = []));
            list.push(record);
          }
        }
        hit.version = this.version;
      }
    }
    return record;
  }

  remove(table: TableName, id: number): void {
    (this.t[table] as Map<number, unknown>).delete(id);
    this.changed();
  }

  /** Call after changing a record in place. */
  changed(): void {
    this.version++;
  }

  /** Call after changing only positions or nested-set numbers in place: no grouping key moved, so the groupings stay. */
  positionsChanged(): void {
    const before = this.version++;
    for (const [key, hit] of this.indexCache)
      if (hit.version === before && key.startsWith('groupBy:')) hit.version = this.version;
  }

  /** A derived value cached until the next change. */
  derived<V>(key: string, build: () => V): V {
    const hit = this.indexCache.get(key);
    if (hit && hit.version === this.version) return hit.value as V;
    const value = build();
    this.indexCache.set(key, { version: this.version, value });
    return value;
  }

  /** Records of a table grouped by a numeric field, cached until the next change. */
  groupBy<T extends TableName>(table: T, field: keyof RecordOf<T> & string): Map<number, RecordOf<T>[]> {
    return this.derived(`groupBy:${table}:${field}`, () => {
      const out = new Map<number, RecordOf<T>[]>();
      for (const rec of (this.t[table] as Map<number, RecordOf<T>>).values()) {
        const key = (rec as Record<string, unknown>)[field];
        if (typeof key !== 'number') continue;
        let list = out.get(key);
        if (!list) out.set(key, (list = []));
        list.push(rec);
      }
      return out;
    });
  }

  childrenOf<T extends TableName>(table: T, field: keyof RecordOf<T> & string, parentId: number): RecordOf<T>[] {
    return this.groupBy(table, field).get(parentId) ?? [];
  }

  /** A copy of every table and the uploaded files (generated create and delete faults undo what a request did). */
  snapshot(): StoreSnapshot {
    return { tables: structuredClone(this.t), uploads: new Map(this.uploads) };
  }

  /**
   * Puts back what `snapshot()` copied. The id counters are not put back: an id answered once (by a
   * create that stored nothing) is never given to another record, which a client's clean-up of the
   * answered id would otherwise delete.
   */
  restore(snapshot: StoreSnapshot): void {
    for (const name of Object.keys(this.t) as TableName[]) {
      const map = this.t[name] as Map<number, unknown>;
      map.clear();
      for (const [id, rec] of snapshot.tables[name] as Map<number, unknown>) map.set(id, rec);
    }
    this.uploads.clear();
    for (const [name, up] of snapshot.uploads) this.uploads.set(name, up);
    this.changed();
  }

  /** A stable SHA-256 over every table, the id counters and the uploaded files. */
  digest(): string {
    const hash = createHash('sha256');
    const tableNames = Object.keys(this.t).sort() as TableName[];
    for (const name of tableNames) {
      const map = this.t[name] as Map<number, unknown>;
      const ids = [...map.keys()].sort((a, b) => a - b);
      hash.update(`${name}:${this.next[name]}:`);
      for (const id of ids) hash.update(JSON.stringify(map.get(id)));
    }
    for (const name of [...this.uploads.keys()].sort()) {
      const up = this.uploads.get(name)!;
      hash.update(`upload:${name}:${up.content_type}:`);
      hash.update(up.data);
    }
    hash.update(`access:${[...this.accessibleSiteIds].sort().join(',')}`);
    hash.update(`other-access:${[...this.otherUserSiteIds].sort().join(',')}`);
    if (this.ids) hash.update(this.ids.state());
    return hash.digest('hex');
  }
}
