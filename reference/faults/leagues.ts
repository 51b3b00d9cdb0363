// Faults of leagues, league instances and the league instance tree (part of LEAGUES_TEAMS_FAULTS, faults/leagues-teams.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const LEAGUE_FAULTS = [
  {
    id: 'league-sport-unknown',
    requirements: ['LEAGUE-SPORT'],
    description:
      'A League names a sport_id that no sport has (900000 above its own), so the sports show of its sport answers 404.',
  },
  {
    id: 'leagues-index-wrapped',
    requirements: ['OP-LEAGUES-INDEX'],
    description: 'GET /leagues answers an object {"leagues": [...]} instead of an array.',
  },
  {
    id: 'league-show-404',
    requirements: ['OP-LEAGUES-SHOW'],
    description: 'GET /leagues/:id answers 404 for every league.',
  },
  {
    id: 'league-show-other-league',
    requirements: ['OP-LEAGUES-SHOW'],
    description:
      'GET /leagues/:id answers the next league of the same site (wrapping around) instead of the one asked for.',
  },
  {
    id: 'league-color-leading-hash',
    requirements: ['LEAGUE-FIELDS'],
    description: 'League colours carry a leading hash (#1f4e8c).',
  },
  {
    id: 'league-score-ribbon-integer',
    requirements: ['LEAGUE-FIELDS'],
    description: 'Leagues carry score_ribbon as 1/0 instead of a boolean.',
  },
  {
    id: 'league-game-sheet-label-unlisted',
    requirements: ['LEAGUE-FIELDS'],
    description: 'Leagues carry game_sheet_label "scoresheet" instead of gamesheet.',
  },
  {
    id: 'league-current-subseason-id-missing',
    requirements: ['LEAGUE-FIELDS'],
    description: 'Leagues leave out the field current_subseason_id.',
  },
  {
    id: 'leagues-ignore-site-id',
    requirements: ['LEAGUES-BY-SITE-ID'],
    description: 'GET /leagues?site_id= lists the leagues of every site the user may read.',
  },
  {
    id: 'leagues-site-url-other-site',
    requirements: ['LEAGUES-BY-SITE-URL'],
    description:
      'GET /leagues?site_url= answers the leagues of another site the user may read instead of those of the site of that URL.',
  },
  {
    id: 'leagues-without-site-200',
    requirements: ['LEAGUES-PARAM-REQUIRED'],
    description: 'GET /leagues with neither site_id nor site_url answers 200 with every league the user may read.',
  },
  {
    id: 'leagues-invalid-site-id-200',
    requirements: ['LEAGUES-INVALID-PARAM'],
    description: 'GET /leagues with a site_id that is not an integer answers 200 with an empty array.',
  },
  {
    id: 'leagues-site-id-parse-int',
    requirements: ['LEAGUES-INVALID-PARAM'],
    description: 'GET /leagues reads a site_id such as "1abc" by its leading digits (site 1) instead of rejecting it.',
  },
  {
    id: 'leagues-invalid-site-id-500',
    // "invalid parameters cause an error" is met by the 500, but a request the interface rules out gets a 4xx, never a 5xx (ERROR-BAD-INPUT-4XX, assumed): a 500 breaks that rule
    requirements: ['LEAGUES-INVALID-PARAM', 'ERROR-BAD-INPUT-4XX'],
    description: 'GET /leagues with a site_id that is not an integer answers 500 (with the error body).',
  },
  {
    id: 'leagues-unknown-site-400',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description: 'GET /leagues for an unknown site answers 400 instead of 404 (same error body).',
  },
  {
    id: 'leagues-unknown-site-vague-message',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description:
      'GET /leagues for an unknown site answers 404 with errors "Record not found", which does not say that the site was not found.',
  },
  {
    id: 'leagues-unknown-site-empty-body',
    // "The general shape of an error body is an object with key `errors` holding a string" (Errors): an empty object breaks ERROR-BODY-SHAPE too
    requirements: ['LEAGUES-UNKNOWN-SITE-404', 'ERROR-BODY-SHAPE'],
    description: 'GET /leagues for an unknown site answers 404 with an empty object instead of the errors body.',
  },
  {
    id: 'leagues-unknown-site-url-200',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description:
      'GET /leagues?site_url= for an unknown site answers 200 with an empty array (an unknown site_id still gets 404).',
  },
  {
    id: 'league-instances-index-wrapped',
    requirements: ['OP-LEAGUE-INSTANCES-INDEX'],
    description: 'GET /league_instances answers an object {"league_instances": [...]} instead of an array.',
  },
  {
    id: 'league-instance-season-name-missing',
    requirements: ['LEAGUE-INSTANCE-FIELDS'],
    description: 'League Instances leave out the field season_name.',
  },
  {
    id: 'league-instance-season-id-null',
    requirements: ['LEAGUE-INSTANCE-FIELDS'],
    description: 'League Instances carry season_id null instead of the id of their season.',
  },
  {
    id: 'league-instances-ignore-league-id',
    requirements: ['LEAGUE-INSTANCES-BY-LEAGUE'],
    description: 'GET /league_instances?league_id= lists the league instances of every league the user may read.',
  },
  {
    id: 'league-instances-missing-league-id-vague',
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
    description:
      'GET /league_instances without league_id answers 412 with errors "Precondition failed", which does not name league_id.',
  },
  {
    id: 'league-instances-missing-league-id-empty-body',
    // "The general shape of an error body is an object with key `errors` holding a string" (Errors): an empty object breaks ERROR-BODY-SHAPE too
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412', 'ERROR-BODY-SHAPE'],
    description: 'GET /league_instances without league_id answers 412 with an empty object instead of the errors body.',
  },
  {
    id: 'league-instances-missing-league-id-200',
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
    description: 'GET /league_instances without league_id answers 200 with every league instance the user may read.',
  },
  {
    id: 'tree-show-404',
    requirements: ['OP-LEAGUE-INSTANCE-TREE-SHOW'],
    description: 'GET /league_instance_tree/:id answers 404 for every league instance.',
  },
  {
    id: 'tree-root-unwrapped',
    requirements: ['TREE-NODE-WRAPPER'],
    description: 'GET /league_instance_tree/:id answers the root node itself instead of an object with key node.',
  },
  {
    id: 'tree-children-unwrapped',
    requirements: ['TREE-NODE-WRAPPER'],
    description: 'The children of a tree node are the child nodes themselves instead of objects with key node.',
  },
  {
    id: 'tree-leaf-children-missing',
    requirements: ['TREE-NODE-WRAPPER'],
    description: 'Tree nodes without children leave out the key children instead of an empty array.',
  },
  {
    id: 'tree-root-data-league',
    // the root's data are "League Instance fields" (League Instance Tree): a League in their place lacks season_id, league_id and season_name, which LEAGUE-INSTANCE-FIELDS lists
    requirements: ['TREE-ROOT-LEAGUE-INSTANCE', 'LEAGUE-INSTANCE-FIELDS'],
    description:
      'The data of the root LeagueInstance node is the League of the league instance instead of the League Instance.',
  },
  {
    id: 'tree-rooted-at-league',
    requirements: ['TREE-ROOT-LEAGUE-INSTANCE'],
    description:
      'The tree starts one level up: its root is the League node (node_type League, data the League), the league instance its child.',
  },
  {
    id: 'tree-subseasons-nested',
    requirements: ['TREE-NESTING-ORDER'],
    description:
      'Every subseason after the first sits under the first Subseason node instead of under the LeagueInstance node.',
  },
  {
    id: 'tree-divisions-under-teams',
    requirements: ['TREE-NESTING-ORDER'],
    description:
      'The tree puts TeamInstance nodes directly under the Subseason, each holding its DivisionInstance node as a child.',
  },
  {
    id: 'tree-team-instance-without-team',
    requirements: ['TREE-NODE-DATA'],
    description: 'TeamInstance node data leave out the nested team.',
  },
  {
    id: 'tree-division-instance-other-division',
    requirements: ['TREE-DIVISION-INSTANCE-DIVISION'],
    description:
      "DivisionInstance node data nest another division of the same league (the next one by id, after the last the first) instead of the instance's own; division_id still names the own one.",
  },
  {
    id: 'tree-subseason-other-season',
    requirements: ['TREE-SUBSEASONS-OF-SEASON'],
    description:
      'The Subseason node data of the last subseason (by id) of each season name the next season (by id, after the last the first) as season_id instead of their own.',
  },
  {
    id: 'tree-division-other-league',
    requirements: ['TREE-DIVISIONS-OF-LEAGUE'],
    description:
      'The division nested in DivisionInstance node data names the next league (by id, after the last the first) as league_id instead of its own.',
  },
  {
    id: 'tree-team-instance-other-team',
    requirements: ['TREE-TEAM-INSTANCE-TEAM'],
    description:
      "TeamInstance node data nest another team (the next one by id of the same sport, after the last the first) instead of the instance's own; team_id still names the own one.",
  },
  {
    id: 'tree-team-instance-data-is-team',
    // TeamInstance node data are "Team Instance fields ... plus a nested team" (League Instance Tree): a Team in their place lacks the Team Instance fields (team_id, roster_id, subseason_ids, ...), which TEAM-INSTANCE-FIELDS lists, and leaves out its unset ones instead of sending null (Conventions 3)
    requirements: ['TREE-NODE-DATA', 'TEAM-INSTANCE-FIELDS', 'NULL-FOR-UNSET'],
    description: 'TeamInstance node data are the Team of the instance instead of the Team Instance.',
  },
] as const satisfies readonly FaultDefinition[];
