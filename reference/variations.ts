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
  // ---- timestamps: "ISO 8601 date-times with a numeric UTC offset" (Conventions 3) fixes neither the
  // offset nor the precision.
  {
    id: 'offset-plus-0530',
    description: 'Timestamps are written with the offset +05:30 (a positive offset with minutes) instead of +00:00, the same instants. With offset-minus-05 also on, +05:30 wins.',
  },
  {
    id: 'fractional-seconds',
    description: 'Timestamps always carry six digits of fractional seconds (2026-11-21T10:15:00.000000+00:00).',
  },
  // ---- statuses and bodies the interface does not show ("Status codes and bodies for all other failure cases: not shown").
  {
    id: 'deleted-410',
    description: 'A record deleted through the interface answers 410 Gone (with the error body) at its own URL afterwards, instead of 404.',
  },
  {
    id: 'conflict-400',
    description: 'A conflict (moving or deleting an element_locked page element, removing the last container of a page, changing a content_locked element) gets 400 instead of 409.',
  },
  {
    id: 'tags-error-body',
    description: 'A failed tags index answers 400 with the general error body {"errors": "..."} instead of the documented empty object ({} plus a field the interface does not list).',
  },
  {
    id: 'error-extra-fields',
    description: 'Error bodies carry fields besides errors: code, status and request_id.',
  },
  {
    id: 'no-www-authenticate',
    description: 'A 401 carries no WWW-Authenticate challenge (the interface does not mention one).',
  },
  {
    id: 'accept-required',
    description: 'A request whose Accept header does not admit application/json (absent, or text/html) gets 406 with the error body ("Send Accept: application/json", Conventions 2).',
  },
  {
    id: 'unknown-query-rejected',
    description: 'A query parameter the interface does not list for the operation gets 400 (422 with validation-422) with the error body, instead of being ignored. The news article index, whose query parameters are "not shown", takes none.',
  },
  // ---- response framing.
  {
    id: 'extra-headers',
    description: 'Every response carries headers the interface does not mention: X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id, Cache-Control: no-store, SVC-API-VERSION: 0.1, and on index responses Link: <url>; rel="self" ("Rate limits, pagination: not shown").',
  },
  {
    id: 'json-vendor-media-type',
    description: 'JSON responses are labelled application/vnd.svc+json without a charset parameter instead of application/json; charset=utf-8 (still JSON, by the +json suffix).',
  },
  {
    id: 'pretty-json',
    description: 'Response bodies are pretty-printed JSON (two-space indentation and a trailing newline).',
  },
  // ---- ids, order and positions.
  {
    id: 'large-ids',
    description: 'Records created through the interface get ids from 9,000,000,000 on (beyond 32 bits; still exact integers in JSON and JavaScript). "Identifiers are integers" sets no range.',
  },
  {
    id: 'nested-reverse-order',
    description: 'Nested arrays come in reverse order: layout_containers, layout_columns and page_elements (their position fields unchanged), the children of league instance tree nodes, and the sites, leagues, seasons, subseasons and team_instances nested in teams. The interface orders none of these arrays.',
  },
  {
    id: 'zero-based-positions',
    description: 'Layout container and page element positions count from 0, in responses and in requests ("relative position", "order within the column"); layout column positions stay 1-based as the interface states.',
  },
  {
    id: 'moved-container-first',
    description: 'A layout container moved into another content node becomes its first container (the others move down) instead of its last.',
  },
  // ---- operations where the interface leaves a choice.
  {
    id: 'move-also-post',
    description: 'The layout container move and the page element move are also served on POST, as the interface labels them (the example of the container move uses PUT).',
  },
  {
    id: 'container-delete-body-required',
    description: 'DELETE /layout_containers/:id refuses (400) a request without a JSON body whose layout_container_id is the id of the path: the listing marks that body parameter required.',
  },
  {
    id: 'official-current-user-required',
    description: 'An officials update (POST /officials with id) without an integer current_user is refused (400): the listing marks current_user required. Any integer is taken.',
  },
  {
    id: 'video-element-type-specific',
    description: 'A video page element has element_type UploadedVideo or ExternalVideo instead of Video (all three are listed element types).',
  },
  {
    id: 'sanitized-content-plain',
    description: 'sanitized_content is always the article\'s text without any markup, and the show accepts plain_text=true and basic_html=true without changing anything (the interface gives neither a meaning).',
  },
  {
    id: 'untitled-article-null',
    description: 'A news article created without a title (title is not required on create) answers title null, as unset values are (Conventions 3), instead of ""; the data holds one such article.',
  },
  {
    id: 'news-date-defaults-now',
    description: 'A news article created without news_date gets its creation time as news_date instead of null.',
  },
  {
    id: 'decimal-string',
    description: 'max_standings_points after an update is a decimal string with at least one fractional digit ("42.0"), as a decimal column prints it ("returned as a string after an update").',
  },
  {
    id: 'gallery-envelopes',
    description: 'Gallery, gallery photo and uploaded video responses (bodies "not shown") come wrapped in an object: {"photo_galleries": [...]}, {"photo_gallery": {...}}, {"gallery_photo": {...}}, {"video_galleries": [...]}, {"video_gallery": {...}}, {"uploaded_video": {...}}.',
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
