// The fault catalogue: deliberate deviations from the interface that the self-tests switch on, one at a
// time, to prove that the conformance suite notices each of them (the kill matrix).
//
// Every fault breaks exactly one rule of the interface, names the requirement ids it breaks, and is
// checked with `faults.has(id)` at exactly the place where that rule is implemented in the server.
// The catalogue lives in reference/faults/, one file per group of areas of spec/requirements.yaml.

import { CROSS_CUTTING_FAULTS } from './faults/cross-cutting.ts';
import { STRUCTURE_FAULTS } from './faults/structure.ts';
import { NEWS_MEDIA_FAULTS } from './faults/news-media.ts';
import { LEAGUES_TEAMS_FAULTS } from './faults/leagues-teams.ts';
import type { FaultDefinition } from './fault-definition.ts';

export type { FaultDefinition } from './fault-definition.ts';

export const FAULTS = [
  ...CROSS_CUTTING_FAULTS,
  ...STRUCTURE_FAULTS,
  ...NEWS_MEDIA_FAULTS,
  ...LEAGUES_TEAMS_FAULTS,
] as const satisfies readonly FaultDefinition[];

export type FaultId = (typeof FAULTS)[number]['id'];

const KNOWN = new Set<string>(FAULTS.map((f) => f.id));

/** The faults a server runs with. Unknown names throw, so a typo never silently tests nothing. */
export class FaultSet {
  private readonly active: ReadonlySet<FaultId>;

  constructor(names: readonly string[] = []) {
    const unknown = names.filter((n) => !KNOWN.has(n));
    if (unknown.length > 0) {
      throw new Error(`Unknown fault(s): ${unknown.join(', ')}. Known faults: ${[...KNOWN].join(', ')}`);
    }
    this.active = new Set(names as FaultId[]);
  }

  has(id: FaultId): boolean {
    return this.active.has(id);
  }

  list(): FaultId[] {
    return [...this.active];
  }
}
