// random-ids: every record, seeded or created, gets a random id of 7 to 10 digits instead of the next
// number of its table. Ids are unique across ALL tables (so a page node id is never also the id of a
// page, a league instance or any other record), non-sequential, and exact integers in JSON and
// JavaScript (at most 9,999,999,999 < 2^53).
import { intBetween, streamOf } from './prng.ts';

/** Where a Store takes its ids from when they are not sequential. */
export interface IdSource {
  /** a new id for a record kind (a table name, or another kind such as statPreferences) */
  next(kind: string): number;
  /** large-ids: from now on every new id is at least 9,000,000,000 (still at most 10 digits) */
  raise(): void;
  /** what the source has handed out, for the store digest (a rejected request must change nothing) */
  state(): string;
}

export class RandomIds implements IdSource {
  private readonly random: () => number;
  private readonly used = new Set<number>();
  private raised = false;

  constructor(seed: number) {
    this.random = streamOf(seed, 'ids');
  }

  next(_kind: string): number {
    for (;;) {
      let id: number;
      if (this.raised) id = intBetween(this.random, 9_000_000_000, 9_999_999_999);
      else {
        // first the number of digits, then the number: short and long ids both occur
        const digits = 7 + Math.floor(this.random() * 4);
        id = intBetween(this.random, 10 ** (digits - 1), 10 ** digits - 1);
      }
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }

  raise(): void {
    this.raised = true;
  }

  state(): string {
    return `random-ids:${this.used.size}:${this.raised}`;
  }
}
