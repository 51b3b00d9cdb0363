// Valid base requests for every operation of the embedded reference server, from its seeded data: those of
// the site's content (reference-site-bases.ts) and of the sports records (reference-sports-bases.ts), over
// the records reference-records.ts finds.
import type { FixtureIds } from '../../../reference/seed.ts';
import type { Store } from '../../../reference/store.ts';
import type { BaseRequest } from './types.ts';
import { referenceRecords } from './reference-records.ts';
import { siteContentBases } from './reference-site-bases.ts';
import { sportsBases } from './reference-sports-bases.ts';

/** Valid requests for every operation of the reference server's seeded data (nothing is created). */
export function referenceBases(state: { store: Store; fixtures: FixtureIds }): BaseRequest[] {
  const r = referenceRecords(state);
  return [...siteContentBases(r), ...sportsBases(r)];
}
