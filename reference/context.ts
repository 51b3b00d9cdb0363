// What every route module gets: the store, the fixture ids, the active faults and variations.
import type { FastifyRequest } from 'fastify';
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
  /** the generated faults that are on (reference/faults/generated/runtime.ts); absent when none is */
  generated?: {
    /** whether the request carries the one kind of wrong credential a credential fault accepts */
    credentialAccepted(request: FastifyRequest, mode: 'bearer' | 'gallery'): boolean;
  };
}
