// Variations: legal choices where the interface is silent. The default server makes one choice; a
// variation makes another one that a conforming deployment could equally make. The suite must pass
// against every variation (that is what the self-tests check), so it cannot depend on our defaults.

export interface VariationDefinition {
  readonly id: string;
  readonly description: string;
}

export const VARIATIONS = [
  {
    id: 'auth-403',
    description: 'A missing or wrong credential gets 403 instead of 401 (same error body).',
  },
  {
    id: 'validation-422',
    description: 'Validation errors (wrong types, missing fields, limits, enums) get 422 instead of 400.',
  },
  {
    id: 'extra-fields',
    description: 'Every record in every response carries extra fields that the interface does not list.',
  },
  {
    id: 'offset-minus-05',
    description: 'Timestamps are written with the offset -05:00 instead of +00:00 (the same instants).',
  },
  {
    id: 'reverse-order',
    description: 'Index arrays come back in descending instead of ascending id order.',
  },
  {
    id: 'version-header-required',
    description: 'A request without SVC-API-VERSION, or with a value other than 0.1, gets 400 with an error body.',
  },
  {
    id: 'forbidden-site-404',
    description: 'A site (or a record of a site) the user cannot access gets 404 instead of 403.',
  },
] as const satisfies readonly VariationDefinition[];

export type VariationId = (typeof VARIATIONS)[number]['id'];

const KNOWN = new Set<string>(VARIATIONS.map((v) => v.id));

/** The variations a server runs with. `all` switches every variation on; unknown names throw. */
export class VariationSet {
  private readonly active: ReadonlySet<VariationId>;

  constructor(names: readonly string[] = []) {
    const expanded = names.includes('all') ? [...KNOWN] : names;
    const unknown = expanded.filter((n) => !KNOWN.has(n));
    if (unknown.length > 0) {
      throw new Error(`Unknown variation(s): ${unknown.join(', ')}. Known variations: ${[...KNOWN].join(', ')}, all`);
    }
    this.active = new Set(expanded as VariationId[]);
  }

  has(id: VariationId): boolean {
    return this.active.has(id);
  }

  list(): VariationId[] {
    return [...this.active];
  }
}
