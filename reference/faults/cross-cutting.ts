// Faults of conventions, authentication, access control, errors, versioning, sites and tags: see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const CROSS_CUTTING_FAULTS = [
  // ------------------------------------------------------------ conventions
  {
    id: 'sites-content-type-text-plain',
    requirements: ['JSON-RESPONSES'],
    description:
      'GET /sites and GET /sites/:id send their JSON text with Content-Type text/plain instead of a JSON content type.',
  },
  {
    id: 'error-content-type-html',
    requirements: ['JSON-RESPONSES'],
    description: 'Every error answer keeps its {"errors": string} text but is sent with Content-Type text/html.',
  },
  {
    id: 'timestamps-in-z',
    requirements: ['TIMESTAMP-NUMERIC-OFFSET'],
    description: 'Every timestamp is written with `Z` instead of a numeric offset (same instants).',
  },
  {
    id: 'timestamps-without-offset',
    requirements: ['TIMESTAMP-NUMERIC-OFFSET'],
    description: 'Every timestamp is written without any UTC offset (2026-11-21T10:15:00, the UTC wall time).',
  },
  {
    id: 'news-date-in-z',
    requirements: ['TIMESTAMP-NUMERIC-OFFSET'],
    description:
      'Only news_date of a news article is written with `Z` (same instant); every other timestamp keeps its offset.',
  },
  {
    id: 'site-ids-as-strings',
    requirements: ['ID-INTEGER'],
    description:
      'The *_id fields of a Site (domain_id, product_id, ..., created_by_user_id) are JSON strings ("11"); its id stays an integer.',
  },
  {
    id: 'gallery-object-ids-as-strings',
    requirements: ['ID-INTEGER'],
    description: 'Gallery records carry object_id and site_id as JSON strings ("5001").',
  },
  {
    id: 'site-null-fields-omitted',
    requirements: ['NULL-FOR-UNSET'],
    description:
      'A Site leaves out the fields whose value is unset (twitter_user_id, boss_billing_account_id, a null updated_by_user_id) instead of sending null.',
  },
  {
    id: 'news-null-fields-omitted',
    requirements: ['NULL-FOR-UNSET'],
    description:
      'A news article leaves out the fields whose value is unset (news_expiration_date, image_id, ...) instead of sending null.',
  },
  // ------------------------------------------------------------ sites
  {
    id: 'site-update-applied',
    requirements: ['SITES-READ-ONLY'],
    description:
      'PUT /sites/:id changes the name and short_name of a site the user may access and answers the site, although sites cannot be updated through the interface.',
  },
  // ------------------------------------------------------------ authentication
  {
    id: 'bearer-refused-on-galleries',
    requirements: ['AUTH-BEARER-ACCEPTED'],
    description:
      'The photo and video gallery endpoints refuse a valid bearer credential (401); they take only basic credentials with SVC-API-TOKEN.',
  },
  {
    id: 'auth-missing-bearer-accepted',
    requirements: ['AUTH-BEARER-REQUIRED'],
    description:
      'A request without any credential is served as the built-in user (a wrong credential is still refused).',
  },
  {
    id: 'galleries-served-without-credentials',
    requirements: ['AUTH-BEARER-REQUIRED'],
    description:
      'The gallery, gallery photo and uploaded video endpoints serve a request without any credential (bearer-only endpoints still refuse it).',
  },
  {
    id: 'writes-served-without-credentials',
    requirements: ['AUTH-BEARER-REQUIRED'],
    description:
      'POST, PUT and DELETE requests without any credential are served as the built-in user (reads still refuse them).',
  },
  {
    id: 'missing-credential-refusal-empty-body',
    // "The general shape of an error body is an object with key `errors` holding a string" (Errors): a 401 with {} breaks ERROR-BODY-SHAPE too
    requirements: ['AUTH-BEARER-REQUIRED', 'ERROR-BODY-SHAPE'],
    description: 'A request without credentials is refused with 401 but an empty object {} instead of the error body.',
  },
  {
    id: 'auth-wrong-bearer-accepted',
    requirements: ['AUTH-WRONG-CREDENTIAL-REJECTED'],
    description: 'Any bearer token is served as the built-in user (a request without a credential is still refused).',
  },
  {
    id: 'wrong-bearer-refusal-empty-body',
    // "The general shape of an error body is an object with key `errors` holding a string" (Errors): a 401 with {} breaks ERROR-BODY-SHAPE too
    requirements: ['AUTH-WRONG-CREDENTIAL-REJECTED', 'ERROR-BODY-SHAPE'],
    description: 'A wrong bearer credential is refused with 401 but an empty object {} instead of the error body.',
  },
  {
    id: 'basic-refused',
    requirements: ['AUTH-BASIC-API-TOKEN-ACCEPTED'],
    description:
      'The gallery, gallery photo and uploaded video endpoints refuse valid HTTP basic credentials with SVC-API-TOKEN (bearer only).',
  },
  {
    id: 'basic-refused-on-uploads',
    requirements: ['AUTH-BASIC-API-TOKEN-ACCEPTED'],
    description:
      'POST /gallery_photos and POST /uploaded_videos refuse valid basic credentials with SVC-API-TOKEN (the gallery reads still take them).',
  },
  {
    id: 'basic-password-not-checked',
    requirements: ['AUTH-BASIC-WRONG-REJECTED'],
    description:
      'HTTP basic credentials are served with any password as long as the user name and the SVC-API-TOKEN are right.',
  },
  {
    id: 'basic-username-not-checked',
    requirements: ['AUTH-BASIC-WRONG-REJECTED'],
    description:
      'HTTP basic credentials are served with any user name as long as the password and the SVC-API-TOKEN are right.',
  },
  {
    id: 'basic-without-api-token-accepted',
    requirements: ['AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'],
    description:
      'Right HTTP basic credentials are served without the SVC-API-TOKEN header (a wrong token is still refused).',
  },
  {
    id: 'api-token-alone-accepted',
    requirements: ['AUTH-BASIC-WITHOUT-API-TOKEN-REJECTED'],
    description:
      'The gallery, gallery photo and uploaded video endpoints serve a request that carries the right SVC-API-TOKEN header and no basic credentials.',
  },
  {
    id: 'api-token-not-checked',
    requirements: ['AUTH-BASIC-WRONG-REJECTED'],
    description: 'With right basic credentials any SVC-API-TOKEN value is served (a missing one is still refused).',
  },
  // ------------------------------------------------------------ access control
  {
    id: 'sites-index-lists-all-sites',
    requirements: ['ACCESS-SITES-INDEX-ONLY-ACCESSIBLE'],
    description:
      'GET /sites lists every site, also those the user cannot access (showing them still answers the access error).',
  },
  {
    id: 'forbidden-site-visible',
    requirements: ['ACCESS-SITE-SHOW-FORBIDDEN'],
    description: 'GET /sites/:id of a site the user cannot access answers 200 with the site.',
  },
  {
    id: 'forbidden-site-error-carries-site',
    requirements: ['ACCESS-SITE-SHOW-FORBIDDEN'],
    description:
      "GET /sites/:id of a site the user cannot access answers the access error, but its body carries the site's fields beside `errors`.",
  },
  {
    id: 'forbidden-site-tags-listed',
    requirements: ['ACCESS-OTHER-SITE-DATA'],
    description: "GET /tags with the site_id of a site the user cannot access answers 200 with that site's tags.",
  },
  {
    id: 'forbidden-site-leagues-listed',
    requirements: ['ACCESS-OTHER-SITE-DATA'],
    description: "GET /leagues with the site_id of a site the user cannot access answers 200 with that site's leagues.",
  },
  {
    id: 'other-user-updates-news-article',
    requirements: ['ACCESS-FORBIDDEN-NEWS-ARTICLES-UPDATE'],
    description:
      "The second user (a member of the forbidden site only) may update a news article of the first user's site; every other access rule holds, for both users.",
  },
  // ------------------------------------------------------------ errors
  {
    id: 'validation-errors-as-array',
    requirements: ['ERROR-BODY-SHAPE'],
    description: 'A validation error (400) answers {"errors": ["message"]}, an array instead of a string.',
  },
  {
    id: 'forbidden-error-message-key',
    requirements: ['ERROR-BODY-SHAPE', 'ACCESS-SITE-SHOW-FORBIDDEN'],
    description: 'An access error (403) answers {"message": "..."} instead of {"errors": "..."}.',
  },
  {
    id: 'news-update-validation-500',
    requirements: ['ERROR-BAD-INPUT-4XX'],
    description:
      'A news article update that fails validation answers 500 (with the error body) instead of a 4xx; nothing is changed.',
  },
  {
    id: 'news-rejected-update-touches-record',
    requirements: ['ERROR-BAD-INPUT-4XX'],
    description: "A rejected news article update still sets the article's updated_on (the answer is still the 4xx).",
  },
  {
    id: 'tags-unknown-scope-accepted',
    requirements: ['ERROR-BAD-INPUT-4XX'],
    description: 'GET /tags with a scope other than has_news or has_events answers 200 with every page of the site.',
  },
  {
    id: 'unknown-site-show-500',
    requirements: ['ERROR-BAD-INPUT-4XX'],
    description: 'GET /sites/:id of an id that does not exist answers 500 (with the error body) instead of a 4xx.',
  },
  // ------------------------------------------------------------ versioning
  {
    id: 'version-0-1-refused',
    requirements: ['VERSION-HEADER-ACCEPTED'],
    description:
      'A request with SVC-API-VERSION 0.1 gets 400 (unsupported version); requests without the header are served.',
  },
  {
    id: 'tags-path-versioned',
    // "GET /tags. ... Output 200: object with tags." (Endpoints > Tags): GET /tags answering 404 breaks OP-TAGS-INDEX too
    requirements: ['VERSION-PATHS-UNVERSIONED', 'OP-TAGS-INDEX'],
    description: 'The tags index answers only at /v0.1/tags; GET /tags is 404.',
  },
  // ------------------------------------------------------------ sites
  {
    id: 'sites-index-enveloped',
    requirements: ['OP-SITES-INDEX'],
    description: 'GET /sites answers an object {"sites": [...]} instead of an array of Site.',
  },
  {
    id: 'site-show-returns-default-site',
    requirements: ['OP-SITES-SHOW'],
    description: "GET /sites/:id of any accessible site answers the user's first site instead of the site of that id.",
  },
  {
    id: 'site-grace-period-as-string',
    requirements: ['SITE-FIELDS'],
    description: 'A Site\'s membership_grace_period is a JSON string ("30") instead of an integer.',
  },
  {
    id: 'site-short-name-missing',
    requirements: ['SITE-FIELDS'],
    description: 'A Site has no short_name field.',
  },
  {
    id: 'site-timezone-offset',
    requirements: ['SITE-TIMEZONE-NAME'],
    description: 'A Site\'s timezone is a UTC offset ("-06:00") instead of a time zone name.',
  },
  {
    id: 'sites-membership-filter-leaks',
    requirements: ['SITES-MEMBERSHIP-FILTER'],
    description:
      "GET /sites with a membership id that is not the user's answers every site, also those the user cannot access.",
  },
  // ------------------------------------------------------------ tags
  {
    id: 'tags-bare-array',
    requirements: ['OP-TAGS-INDEX'],
    description: 'GET /tags answers the bare array of tag items instead of an object with key tags.',
  },
  {
    id: 'tags-has-events-refused',
    requirements: ['TAGS-SCOPES'],
    description: 'GET /tags with scope has_events answers the tags failure (400 {}); has_news still works.',
  },
  {
    id: 'tags-failure-200',
    // "scope (string, required; has_news or has_events)" (Endpoints > Tags): a 200 for a missing site_id or scope, or an unknown scope, accepts a request the interface rules out, which breaks ERROR-BAD-INPUT-4XX too
    requirements: ['TAGS-FAILURE-400', 'ERROR-BAD-INPUT-4XX'],
    description:
      'A failed GET /tags (site_id or scope missing or invalid) answers 200 with an empty tags list instead of 400.',
  },
  {
    id: 'tags-failure-404',
    // "The general shape of an error body is an object with key `errors` holding a string" (Errors): only the tags index failure (400) is documented with {}, so a 404 with {} breaks ERROR-BODY-SHAPE too
    requirements: ['TAGS-FAILURE-400', 'ERROR-BODY-SHAPE'],
    description:
      'A failed GET /tags (site_id or scope missing or invalid) answers 404 instead of the documented 400 (body still {}).',
  },
  {
    id: 'tags-failure-array-body',
    requirements: ['TAGS-FAILURE-400'],
    description: 'A failed GET /tags answers 400 with an empty array [] instead of a JSON object.',
  },
  {
    id: 'tags-unknown-scope-422',
    requirements: ['TAGS-FAILURE-400'],
    description:
      'GET /tags with a scope other than has_news and has_events answers 422 (body still {}) instead of the documented 400; a missing site_id or scope still gets 400.',
  },
  {
    id: 'tag-ids-are-page-ids',
    requirements: ['TAGS-ARE-PAGE-NODES'],
    description:
      "A tag item's id is the id of the page, not of its page node (the id news articles are tagged with in page_node_ids).",
  },
] as const satisfies readonly FaultDefinition[];
