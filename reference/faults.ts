// The fault catalogue: deliberate deviations from the interface that the self-tests switch on, one at a
// time, to prove that the conformance suite notices each of them (the kill matrix).
//
// Every fault breaks exactly one rule of the interface, names the requirement ids it breaks, and is
// checked with `faults.has(id)` at exactly the place where that rule is implemented in the server.

export interface FaultDefinition {
  /** kebab-case name, used in `SVC_FAULTS` and `buildServer({ faults })`. */
  readonly id: string;
  /** Requirement ids (spec/requirements.yaml) that the fault breaks. */
  readonly requirements: readonly string[];
  /** What the server does differently when the fault is on. */
  readonly description: string;
}

export const FAULTS = [
  {
    id: 'news-title-accepts-301',
    requirements: ['NEWS-TITLE-MAXLEN'],
    description: 'A news article title of 301 characters is accepted and stored (the limit is 300).',
  },
  {
    id: 'news-author-accepts-101',
    requirements: ['NEWS-AUTHOR-MAXLEN'],
    description: 'A news article author of 101 characters is accepted and stored (the limit is 100).',
  },
  {
    id: 'news-status-default-published',
    requirements: ['NEWS-STATUS-DEFAULT'],
    description: 'A news article created without a status is published instead of draft.',
  },
  {
    id: 'layout-type-default-two-column',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT'],
    description: 'A layout container created without layout_type gets twoColumn5050 (two columns) instead of oneColumn.',
  },
  {
    id: 'leagues-unknown-site-200',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description: 'GET /leagues with an unknown site answers 200 with an empty array instead of 404 with an error body.',
  },
  {
    id: 'league-instances-missing-league-id-400',
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
    description: 'GET /league_instances without league_id answers 400 instead of 412 (the body is still the error body).',
  },
  {
    id: 'tags-failure-200',
    requirements: ['TAGS-FAILURE-400'],
    description: 'A failed GET /tags (site_id or scope missing or invalid) answers 200 with an empty tags list instead of 400.',
  },
  {
    id: 'auth-missing-bearer-accepted',
    requirements: ['AUTH-BEARER-REQUIRED'],
    description: 'A request without any credential is served as the built-in user (a wrong credential is still refused).',
  },
  {
    id: 'forbidden-site-visible',
    requirements: ['ACCESS-SITE-SHOW-FORBIDDEN'],
    description: 'GET /sites/:id of a site the user cannot access answers 200 with the site.',
  },
  {
    id: 'deleted-container-keeps-columns',
    requirements: ['LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS'],
    description: 'The response of a layout container delete still lists the container\'s columns instead of an empty layout_columns.',
  },
  {
    id: 'news-delete-keeps-record',
    requirements: ['NEWS-DELETE-GONE'],
    description: 'A deleted news article is returned by the delete but stays readable (show answers 200 afterwards).',
  },
  {
    id: 'after-pe-ignored',
    requirements: ['PAGE-ELEMENT-AFTER-PE'],
    description: 'after_pe is ignored on page element create: the new page element always goes to the end of the column.',
  },
  {
    id: 'photo-has-url-accepts-6',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 6 is accepted and stored (the range is 1 to 5).',
  },
  {
    id: 'max-standings-points-number-after-update',
    requirements: ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
    description: 'After an update, division instance max_standings_points comes back as a JSON number instead of a string.',
  },
  {
    id: 'timestamps-in-z',
    requirements: ['TIMESTAMP-NUMERIC-OFFSET'],
    description: 'Every timestamp is written with `Z` instead of a numeric offset (same instants).',
  },
] as const satisfies readonly FaultDefinition[];

export type FaultId = (typeof FAULTS)[number]['id'];

const KNOWN = new Set<string>(FAULTS.map((f) => f.id));

export function isFaultId(name: string): name is FaultId {
  return KNOWN.has(name);
}

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
