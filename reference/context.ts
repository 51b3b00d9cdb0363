// What every route module gets: the store, the fixture ids, the active faults and variations.
import type { FaultSet } from './faults.ts';
import type { FixtureIds } from './seed.ts';
import type { Store } from './store.ts';
import type { VariationSet } from './variations.ts';

export interface Ctx {
  store: Store;
  fixtures: FixtureIds;
  faults: FaultSet;
  variations: VariationSet;
  /** every route the server serves (method and url), filled as routes are registered */
  routes: { method: string; url: string }[];
}
