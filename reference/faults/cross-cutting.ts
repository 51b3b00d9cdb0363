// Faults of conventions, authentication, access control, errors, versioning, sites and tags: see reference/faults.ts.
import type { FaultDefinition } from '../faults.ts';

export const CROSS_CUTTING_FAULTS = [
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
    id: 'timestamps-in-z',
    requirements: ['TIMESTAMP-NUMERIC-OFFSET'],
    description: 'Every timestamp is written with `Z` instead of a numeric offset (same instants).',
  },
] as const satisfies readonly FaultDefinition[];
