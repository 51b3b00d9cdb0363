// Variations: legal choices where the interface is silent. The default server makes one choice; a
// variation makes another one that a conforming deployment could equally make. The suite must pass
// against every variation (that is what the self-tests check), so it cannot depend on our defaults.

import { hash32 } from './variations/prng.ts';
import { DEFAULT_PARAMS_SEED, drawParams, type VariationParams } from './variations/params.ts';

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
    description:
      'Timestamps are written with the offset +05:30 (a positive offset with minutes) instead of +00:00, the same instants. With offset-minus-05 also on, +05:30 wins.',
  },
  {
    id: 'fractional-seconds',
    description: 'Timestamps always carry six digits of fractional seconds (2026-11-21T10:15:00.000000+00:00).',
  },
  // ---- statuses and bodies the interface does not show ("Status codes and bodies for all other failure cases: not shown").
  {
    id: 'deleted-410',
    description:
      'A record deleted through the interface answers 410 Gone (with the error body) at its own URL afterwards, instead of 404.',
  },
  {
    id: 'conflict-400',
    description:
      'A conflict (moving or deleting an element_locked page element, removing the last container of a page, changing a content_locked element) gets 400 instead of 409.',
  },
  {
    id: 'tags-error-body',
    description:
      'A failed tags index answers 400 with the general error body {"errors": "..."} instead of the documented empty object ({} plus a field the interface does not list).',
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
    description:
      'A request whose Accept header does not admit application/json (absent, or text/html) gets 406 with the error body ("Send Accept: application/json", Conventions 2).',
  },
  {
    id: 'unknown-query-rejected',
    description:
      'A query parameter the interface does not list for the operation gets 400 (422 with validation-422) with the error body, instead of being ignored. The news article index, whose query parameters are "not shown", takes none.',
  },
  // ---- response framing.
  {
    id: 'extra-headers',
    description:
      'Every response carries headers the interface does not mention: X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-Id, Cache-Control: no-store, SVC-API-VERSION: 0.1, and on index responses Link: <url>; rel="self" ("Rate limits, pagination: not shown").',
  },
  {
    id: 'json-vendor-media-type',
    description:
      'JSON responses are labelled application/vnd.svc+json without a charset parameter instead of application/json; charset=utf-8 (still JSON, by the +json suffix).',
  },
  {
    id: 'pretty-json',
    description: 'Response bodies are pretty-printed JSON (two-space indentation and a trailing newline).',
  },
  // ---- ids, order and positions.
  {
    id: 'large-ids',
    description:
      'Records created through the interface get ids from 9,000,000,000 on (beyond 32 bits; still exact integers in JSON and JavaScript). "Identifiers are integers" sets no range.',
  },
  {
    id: 'nested-reverse-order',
    description:
      'Nested arrays come in reverse order: layout_containers, layout_columns and page_elements (their position fields unchanged), the children of league instance tree nodes, and the sites, leagues, seasons, subseasons and team_instances nested in teams. The interface orders none of these arrays.',
  },
  {
    id: 'zero-based-positions',
    description:
      'Layout container and page element positions count from 0, in responses and in requests ("relative position", "order within the column"); layout column positions stay 1-based as the interface states.',
  },
  {
    id: 'moved-container-first',
    description:
      'A layout container moved into another content node becomes its first container (the others move down) instead of its last.',
  },
  // ---- operations where the interface leaves a choice.
  {
    id: 'move-also-post',
    description:
      'The layout container move and the page element move are also served on POST, as the interface labels them (the example of the container move uses PUT).',
  },
  {
    id: 'container-delete-body-required',
    description:
      'DELETE /layout_containers/:id refuses (400) a request without a JSON body whose layout_container_id is the id of the path: the listing marks that body parameter required.',
  },
  {
    id: 'official-current-user-required',
    description:
      'An officials update (POST /officials with id) without an integer current_user is refused (400): the listing marks current_user required. Any integer is taken.',
  },
  {
    id: 'video-element-type-specific',
    description:
      'A video page element has element_type UploadedVideo or ExternalVideo instead of Video (all three are listed element types).',
  },
  {
    id: 'sanitized-content-plain',
    description:
      "sanitized_content is always the article's text without any markup, and the show accepts plain_text=true and basic_html=true without changing anything (the interface gives neither a meaning).",
  },
  {
    id: 'untitled-article-null',
    description:
      'A news article created without a title (title is not required on create) answers title null, as unset values are (Conventions 3), instead of ""; the data holds one such article.',
  },
  {
    id: 'news-date-defaults-now',
    description: 'A news article created without news_date gets its creation time as news_date instead of null.',
  },
  {
    id: 'decimal-string',
    description:
      'max_standings_points after an update is a decimal string with at least one fractional digit ("42.0"), as a decimal column prints it ("returned as a string after an update").',
  },
  {
    id: 'gallery-envelopes',
    description:
      'Gallery, gallery photo and uploaded video responses (bodies "not shown") come wrapped in an object: {"photo_galleries": [...]}, {"photo_gallery": {...}}, {"gallery_photo": {...}}, {"video_galleries": [...]}, {"video_gallery": {...}}, {"uploaded_video": {...}}.',
  },
  // ---- drawn with random:<seed> (reference/variations/), each also usable by name; not in `all`.
  {
    id: 'random-ids',
    description:
      'Every record of every kind, seeded or created, gets a random, non-sequential id of 7 to 10 digits (seeded from the draw), unique across all tables, so page node ids (tree nodes, a page\'s node_id, tags) never equal the id of any record. Interface: "Identifiers are integers." Nothing orders, ranges or relates them.',
  },
  {
    id: 'new-element-first',
    description:
      'A page element created without after_pe goes to the top of its column (position 1, or 0 with zero-based-positions); the others move down. Interface: after_pe is "request only: id of the page element this one is placed after vertically"; where an element goes without it is not said.',
  },
  {
    id: 'moved-element-first',
    description:
      'A page element moved into another column goes to the top of that column; the others move down. Interface: the move "moves the Page Element into the specified Content Node"; its place there is not said.',
  },
  {
    id: 'shuffled-order',
    description:
      'Every list and nested list whose items have ids (index arrays, tags, layout_containers, layout_columns, page_elements, tree children, the sites, leagues, seasons, subseasons, team_instances and subseason_team_instance_mapping of teams, gallery photos and videos, and id lists such as subseason_ids) comes in a random but stable order: by a seeded hash of the id, so the same records always come in the same order. Position fields keep their values. Comments keep theirs (the comment element\'s ascending_sort_order says it). Interface: no order is given for any of these arrays; "position: order within the column" and "relative position among the containers" are values. Supersedes reverse-order and nested-reverse-order.',
  },
  {
    id: 'site-offsets',
    description:
      'Timestamps of the records of each site carry an offset of their own (always including +05:45 and -06:00 among the sites; the same instants); records of no site (sports, official types) another one. Interface: "Timestamps are ISO 8601 date-times with a numeric UTC offset." No offset is named, nor that all records share one. Supersedes offset-minus-05 and offset-plus-0530.',
  },
  {
    id: 'precision-per-type',
    description:
      'Each resource type writes its timestamps with a precision of its own, drawn per type: whole seconds, milliseconds (.000) or microseconds (.000000); the same instants. Interface: "ISO 8601 date-times"; precision not shown. Supersedes fractional-seconds.',
  },
  {
    id: 'extra-fields-everywhere',
    description:
      'Every JSON object of every response body (nested ones, wrappers such as {"node": ...} and {"tags": ...}, thumbnails, label_mapping, the moved page element inside the move result string, error bodies) carries extra fields drawn from the seed (for example meta, lock_version, legacy_id: null, svc_synced_at with a numeric offset). Interface: fields are listed per resource and nothing closes the lists; the error body is "an object with key errors holding a string".',
  },
  {
    id: 'any-4xx',
    description:
      'Each kind of failure whose status the interface does not give (validation, unknown record or route, another user\'s record, authentication, conflict, malformed or too large body, unsupported media type) answers a 4xx drawn from the seed (400, 401, 403, 404, 409, 410, 412, 413, 415, 422), the same for the whole run, with the general error body. The documented ones stay: leagues index with an unknown site 404 {"errors": string}, league instances without league_id 412 {"errors": string}, tags index failure 400. Interface: "Status codes and bodies for all other failure cases: not shown."; "Status for a site the user cannot access: not shown." Supersedes auth-403, validation-422, conflict-400 and forbidden-site-404.',
  },
  {
    id: 'news-delete-answer-emptied',
    description:
      'The delete of a news article answers the deleted News Article with its content node\'s layout containers emptied (layout_columns []), as the interface describes for a layout container delete. Interface: "DELETE /news_articles/:id | 200, the deleted News Article"; what the deleted article still holds is not stated.',
  },
  {
    id: 'division-removed-with-last-instance',
    description:
      'A division the new-division form of POST /division_instances made is removed with its last instance: a later create of the existing-division form with its id is refused (404). Interface: "A Division has many Division Instances."; what becomes of a division without instances is not stated, and no operation reads or deletes a division.',
  },
  {
    id: 'every-division-instanced',
    description:
      'The data holds, in every subseason of every league instance, an instance of every division of the league (the Playoffs get a Central instance), so no existing division can take a new instance there (the new-division form still can). Interface: "A Division has many Division Instances."; nothing says some subseason lacks one.',
  },
  // ---- silences of spec/silences.yaml varied in issue 25 (part 3).
  {
    id: 'unlisted-body-refused',
    description:
      'A create or update body carrying a field the interface does not list for the operation (neither in its input nor among the fields of its resource, or one the interface gives as the service\'s own: id, created_on/updated_on, "present in responses"), at any level, is refused with 400 (422 with validation-422) and the error body, instead of the field being ignored (variations/listed-body.ts).',
  },
  {
    id: 'removed-columns-drop-elements',
    description:
      'A layout_type update to fewer columns deletes the page elements (with their Elements) of the removed columns instead of moving them to the last remaining column. Interface: "The number of columns of a container follows its layout_type."; what becomes of the elements is not stated.',
  },
  {
    id: 'delete-leaves-contents',
    description:
      'A delete takes only its own record: the page elements (with their Elements) of a deleted layout container, and the content node, layout containers, columns and page elements of a deleted news article, stay readable at their own URLs (GET /page_elements/:id, GET /layout_containers/:id) instead of being deleted with it. Interface: nothing says what a delete takes along.',
  },
  {
    id: 'html-normalised',
    description:
      'TextBlock content is stored normalised: tag names lower-cased, <b> and <i> written <strong> and <em>, whitespace between tags collapsed to one space, a line break after each closing block tag (</p>, </li>, ...); the text is kept. Interface: "content (string, HTML allowed)"; byte equality of the markup is not stated.',
  },
  {
    id: 'news-index-published-only',
    description:
      'GET /news_articles lists only published articles (no drafts). Interface: "200, array of News Article including their placement in the page structure"; which articles it lists ("query parameters: not shown", "pagination ...: not shown") is not stated.',
  },
  {
    id: 'published-to-draft-refused',
    description:
      'A news article update setting status draft on a published article is refused with 409 (conflict; 400 with conflict-400) and the error body; nothing is stored. Interface: "News Article status | draft (default), published"; "Transitions: not shown."',
  },
  // ---- silences of issue 25 (spec/silences.yaml): repeated deletes, upload statuses, the tree's node
  // types, required query parameters without a stated error, team updates seen in team instances.
  {
    id: 'delete-repeated-200',
    description:
      'A second (or later) delete of a record already deleted through the interface answers 200 with the deleted record again, as the first delete answered it (an idempotent delete), instead of a 4xx; reads of it still answer 404 (410 with deleted-410). Interface: "Delete operations act immediately, cannot be reversed, and return the deleted record."; what a repeated delete answers is not stated.',
  },
  {
    id: 'upload-created-201',
    description:
      'The uploaded-video (multipart) and external-video (URL-encoded) forms of POST /page_elements and the gallery uploads (POST /gallery_photos, POST /uploaded_videos) answer 201 instead of 200, with the same body. The JSON create and the photo upload keep their stated 200. Interface: "Response bodies of the photo gallery, video gallery, gallery upload and video endpoints: not shown."; the video rows and the gallery uploads give no output.',
  },
  {
    id: 'tree-extra-node-types',
    description:
      'The league instance tree holds node types the interface does not list: a Tournament node under every LeagueInstance and an Event node under every Subseason, each a leaf (children []) with data of its own (id, name, created_at, updated_at) and a page node id. Interface: "Observed node types and their data:" lists four; the list is of observed types, nothing closes it.',
  },
  {
    id: 'required-query-unenforced',
    description:
      'GET /officials without game_id, GET /official_types without sport_id and GET /division_instances without subseason_id answer 200 with every record of that kind the user may read, instead of a 4xx (a value that is no id is still refused). Interface: "query `game_id` (integer, required)" and the like; no error is stated for a request without them (unlike the league instances index, 412).',
  },
  {
    id: 'teams-site-id-unenforced',
    description:
      'GET /teams without site_id answers 200 with the teams the user may read (filtered by league_ids, team_ids and sport_id when given), instead of a 4xx. Interface: "`site_id`, `league_ids`, `team_ids` (integers, listed as required, although the example passes only site_id)"; no error is stated for the teams index.',
  },
  {
    id: 'team-update-copied-to-instances',
    description:
      'A team update also writes the changed name, abbrev, button_title, primary_color and secondary_color into every team instance of the team. Interface: "A Team Instance is the instance of a Team for a Season or Subseason."; whether a team\'s change shows in its instances\' own fields is not stated.',
  },
  {
    id: 'video-create-answers-element',
    description:
      'The uploaded-video and external-video forms of POST /page_elements answer the video Element alone (its own id, video fields), not the Page Element. Interface: "Creates a page element showing the video"; "Response bodies of the ... video endpoints: not shown." The page element is in its column and its show as usual.',
  },
] as const satisfies readonly VariationDefinition[];

export type VariationId = (typeof VARIATIONS)[number]['id'];

const KNOWN = new Set<string>(VARIATIONS.map((v) => v.id));

/** The variations drawn with random:<seed> that are not in `all` (all keeps the hand-picked set green as a gate). */
export const DRAWN_ONLY = [
  'random-ids',
  'new-element-first',
  'moved-element-first',
  'shuffled-order',
  'site-offsets',
  'precision-per-type',
  'extra-fields-everywhere',
  'any-4xx',
  'every-division-instanced',
  'division-removed-with-last-instance',
] as const satisfies readonly VariationId[];

/** What `all` switches on: the hand-picked variations. */
export const ALL: readonly VariationId[] = VARIATIONS.map((v) => v.id).filter(
  (id) => !(DRAWN_ONLY as readonly string[]).includes(id),
);

/**
 * Variations that make another one pointless when both are on (the first one's choice wins where
 * they overlap): a draw leaves the second out, so every drawn variation really acts.
 */
export const SUPERSEDES: Partial<Record<VariationId, readonly VariationId[]>> = {
  'offset-plus-0530': ['offset-minus-05'],
  'site-offsets': ['offset-minus-05', 'offset-plus-0530'],
  'precision-per-type': ['fractional-seconds'],
  'shuffled-order': ['reverse-order', 'nested-reverse-order'],
  'any-4xx': ['auth-403', 'validation-422', 'conflict-400', 'forbidden-site-404'],
};

/**
 * The variations of random:<seed>: each one is on for half of the seeds, decided by a hash of the
 * seed and its id (so adding a variation to the catalogue changes no other's draw), then the ones a
 * drawn variation supersedes are left out.
 */
export function drawVariationIds(seed: number): VariationId[] {
  const drawn = VARIATIONS.map((v) => v.id).filter((id) => hash32(seed >>> 0, `variation:${id}`) < 2 ** 31);
  const superseded = new Set(drawn.flatMap((id) => SUPERSEDES[id] ?? []));
  return drawn.filter((id) => !superseded.has(id));
}

/** `random:<seed>`: the seed, or undefined for any other name. */
function randomSeedOf(name: string): number | undefined {
  const m = /^random:(\d{1,10})$/.exec(name.trim());
  if (!m) return undefined;
  const seed = Number(m[1]);
  return seed <= 0xffffffff ? seed : undefined;
}

/**
 * The variations a server runs with: names, `all` (the hand-picked ones) and `random:<seed>` (a
 * reproducible draw, reference/variations/params.ts); unknown names throw.
 */
export class VariationSet {
  private readonly active: ReadonlySet<VariationId>;
  /** the seed of random:<seed>, when one was given */
  readonly seed: number | undefined;
  /** the choices of the parametrised variations (drawn from the seed, or from DEFAULT_PARAMS_SEED) */
  readonly params: VariationParams;

  constructor(names: readonly string[] = []) {
    const seeds = names.map(randomSeedOf).filter((s): s is number => s !== undefined);
    if (seeds.length > 1) throw new Error(`Only one random:<seed> at a time, got ${seeds.join(', ')}`);
    this.seed = seeds[0];
    const plain = names.filter((n) => randomSeedOf(n) === undefined);
    const broken = plain.filter((n) => n.startsWith('random:'));
    if (broken.length > 0)
      throw new Error(
        `random variations are named random:<seed> with a whole number from 0 to 4294967295, not ${broken.join(', ')}`,
      );
    const expanded = [
      ...(plain.includes('all') ? ALL : []),
      ...plain.filter((n) => n !== 'all'),
      ...(this.seed === undefined ? [] : drawVariationIds(this.seed)),
    ];
    const unknown = expanded.filter((n) => !KNOWN.has(n));
    if (unknown.length > 0) {
      throw new Error(
        `Unknown variation(s): ${unknown.join(', ')}. Known variations: ${[...KNOWN].join(', ')}, all, random:<seed>`,
      );
    }
    this.active = new Set(expanded as VariationId[]);
    this.params = drawParams(this.seed ?? DEFAULT_PARAMS_SEED);
  }

  has(id: VariationId): boolean {
    return this.active.has(id);
  }

  list(): VariationId[] {
    return [...this.active];
  }
}
