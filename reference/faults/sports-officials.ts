// Faults of sports, official types and officials (part of LEAGUES_TEAMS_FAULTS, faults/leagues-teams.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const SPORTS_OFFICIALS_FAULTS = [
  {
    id: 'sports-index-wrapped',
    requirements: ['OP-SPORTS-INDEX'],
    description: 'GET /sports answers an object {"sports": [...]} instead of an array of Sport.',
  },
  {
    id: 'sport-show-other-sport',
    requirements: ['OP-SPORTS-SHOW'],
    description: 'GET /sports/:id answers the Sport with the next id (wrapping around) instead of the one asked for.',
  },
  {
    id: 'sport-class-name-null-when-empty',
    requirements: ['SPORT-FIELDS'],
    description: 'A Sport without a class name carries class_name null instead of an empty string.',
  },
  {
    id: 'sport-tabular-scoring-plays-missing',
    requirements: ['SPORT-FIELDS'],
    description: 'Sports leave out the field tabular_scoring_plays.',
  },
  {
    // The fault of issue 24: one rule broken on two read-only answers that many tests touch on the way.
    id: 'sports-timestamps-epoch',
    requirements: ['SPORT-FIELDS', 'TIMESTAMP-NUMERIC-OFFSET'],
    description:
      'GET /sports and GET /sports/:id carry updated_on and created_on as epoch seconds (numbers) instead of timestamps with a numeric offset.',
  },
  {
    id: 'sport-stat-enabled-string',
    requirements: ['SPORT-FIELDS'],
    description: 'Sports carry stat_enabled as the text "true"/"false" instead of a boolean (null stays null).',
  },
  {
    id: 'official-types-index-wrapped',
    requirements: ['OP-OFFICIAL-TYPES-INDEX'],
    description: 'GET /official_types answers an object {"official_types": [...]} instead of an array.',
  },
  {
    id: 'official-type-updated-at-null',
    requirements: ['OFFICIAL-TYPE-FIELDS'],
    description: 'Official Types carry updated_at null instead of a timestamp.',
  },
  {
    id: 'official-types-ignore-sport-id',
    requirements: ['OFFICIAL-TYPES-BY-SPORT'],
    description: 'GET /official_types?sport_id= lists the official types of every sport.',
  },
  {
    id: 'officials-index-wrapped',
    requirements: ['OP-OFFICIALS-INDEX'],
    description: 'GET /officials answers an object {"officials": [...]} instead of an array.',
  },
  {
    id: 'officials-ignore-game-id',
    requirements: ['OFFICIALS-BY-GAME'],
    description: 'GET /officials?game_id= lists the officials of every game the user may read.',
  },
  {
    id: 'official-create-not-stored',
    requirements: ['OP-OFFICIALS-CREATE'],
    description:
      'POST /officials (create) answers 200 with the new Official but does not store it: the index never lists it.',
  },
  {
    id: 'official-create-drops-type',
    requirements: ['OP-OFFICIALS-CREATE'],
    description: 'POST /officials (create) ignores official_type_id: the new Official has official_type_id null.',
  },
  {
    id: 'official-update-ignored',
    requirements: ['OP-OFFICIALS-UPDATE'],
    description:
      'POST /officials with an id answers 200 with the official unchanged (the fields to change are ignored).',
  },
  {
    id: 'official-update-creates-new',
    requirements: ['OFFICIAL-UPDATE-SAME-RECORD'],
    description:
      'POST /officials with an id creates a new official carrying the changes and leaves the old one as it was.',
  },
  {
    id: 'official-updated-at-missing',
    requirements: ['OFFICIAL-FIELDS'],
    description: 'Officials leave out the field updated_at.',
  },
  {
    id: 'official-type-id-missing',
    // "official_type_id (integer, optional)" on create and "Unset values are JSON null" (Conventions 3): a listed field that may be unset and is left out breaks NULL-FOR-UNSET too
    requirements: ['OFFICIAL-FIELDS', 'NULL-FOR-UNSET'],
    description: 'Officials leave out the field official_type_id.',
  },
  {
    id: 'official-create-without-name-accepted',
    requirements: ['OFFICIAL-CREATE-REQUIRED-FIELDS'],
    description: 'POST /officials without official.name creates an official with an empty name.',
  },
  {
    id: 'official-create-without-game-id-default-game',
    requirements: ['OFFICIAL-CREATE-REQUIRED-FIELDS'],
    description: 'POST /officials without official.game_id creates the official on the first game the user may change.',
  },
] as const satisfies readonly FaultDefinition[];
