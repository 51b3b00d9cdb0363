// Faults of teams and team instances (part of LEAGUES_TEAMS_FAULTS, faults/leagues-teams.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const TEAM_FAULTS = [
  {
    id: 'teams-index-wrapped',
    requirements: ['OP-TEAMS-INDEX'],
    description: 'GET /teams answers an object {"teams": [...]} instead of an array.',
  },
  {
    id: 'team-show-404',
    requirements: ['OP-TEAMS-SHOW'],
    description: 'GET /teams/:id answers 404 for every team.',
  },
  {
    id: 'team-show-other-team',
    requirements: ['OP-TEAMS-SHOW'],
    description:
      'GET /teams/:id answers the team with the next id the user may read (wrapping around) instead of the one asked for.',
  },
  {
    id: 'team-update-returns-old',
    // "JSON body with the Team fields to change ... | 200, updated Team" (Teams update): an answer with the fields from before does not show the change; that an update answers its change is judged under the update rule of its body form, as NEWS-UPDATE-READ-BACK is (and the generated update-unchanged faults name it)
    requirements: ['OP-TEAMS-UPDATE', 'TEAM-UPDATE-BARE', 'TEAM-UPDATE-WRAPPED'],
    description: 'PUT /teams/:id stores the change but answers with the team as it was before the update.',
  },
  {
    id: 'team-update-404',
    requirements: ['OP-TEAMS-UPDATE'],
    description: 'PUT /teams/:id answers 404 for every team.',
  },
  {
    id: 'team-whitelabel-urls-missing',
    // a listed field that may be unset is sent as null, never left out ("Unset values are JSON null", Conventions 3): leaving it out breaks NULL-FOR-UNSET too
    requirements: ['TEAM-FIELDS', 'NULL-FOR-UNSET'],
    description: 'Teams leave out ios_whitelabel_url and android_whitelabel_url.',
  },
  {
    id: 'team-color-leading-hash',
    // Team colours are strings (the hex form is stated for League colours only), so the shape holds;
    // what breaks is the update: the colour sent does not come back as sent.
    requirements: ['TEAM-UPDATE-BARE', 'TEAM-UPDATE-WRAPPED'],
    description: 'Team colours carry a leading hash (#1f4e8c), also when the colour sent had none.',
  },
  {
    id: 'team-parent-team-id-missing',
    // a listed field that may be unset is sent as null, never left out ("Unset values are JSON null", Conventions 3): leaving it out breaks NULL-FOR-UNSET too
    requirements: ['TEAM-FIELDS', 'NULL-FOR-UNSET'],
    description: 'Teams leave out the field parent_team_id.',
  },
  {
    id: 'team-thumbnails-ssl-missing',
    requirements: ['TEAM-NESTED-LISTS'],
    description: 'Team responses leave out thumbnails_ssl.',
  },
  {
    id: 'team-league-name-null',
    requirements: ['TEAM-NESTED-LISTS'],
    description: 'Team responses carry league_name null instead of a string.',
  },
  {
    id: 'team-mapping-without-subseason-id',
    requirements: ['TEAM-NESTED-LISTS'],
    description: 'The items of subseason_team_instance_mapping leave out subseason_id.',
  },
  {
    id: 'team-update-without-lists',
    requirements: ['TEAM-NESTED-LISTS'],
    description: 'The response of PUT /teams/:id is the Team without its nested lists (list and show keep them).',
  },
  {
    id: 'team-season-without-stat-preference',
    requirements: ['TEAM-SEASON-SHAPE'],
    description: 'The seasons of a team leave out stat_preference.',
  },
  {
    id: 'team-time-intervals-numbers',
    requirements: ['TEAM-SEASON-SHAPE'],
    description: 'game_defaults.time_intervals is an array of numbers instead of strings.',
  },
  {
    id: 'team-subseason-without-standing-preference',
    requirements: ['TEAM-SEASON-SHAPE'],
    description: 'The subseasons of a team season leave out standing_preference.',
  },
  {
    id: 'team-subseason-without-live-scoring',
    requirements: ['TEAM-SEASON-SHAPE'],
    description: 'The subseasons of a team season leave out live_scoring_stat_configuration (the tree keeps it).',
  },
  {
    id: 'team-show-team-instances-with-team',
    requirements: ['TEAM-SHOW-TEAM-INSTANCES'],
    description: 'The team_instances of GET /teams/:id carry the nested team.',
  },
  {
    id: 'team-show-team-instances-of-league',
    requirements: ['TEAM-SHOW-TEAM-INSTANCES'],
    description: "The team_instances of GET /teams/:id are the team instances of every team of the team's leagues.",
  },
  {
    id: 'team-gender-coed',
    requirements: ['TEAM-GENDER-ENUM'],
    description: 'Teams carry gender "coed" instead of "co-ed".',
  },
  {
    id: 'team-gender-capitalised',
    requirements: ['TEAM-GENDER-ENUM'],
    description: 'Teams carry gender capitalised (Male, Female, Co-ed).',
  },
  {
    id: 'team-update-accepts-unlisted-gender',
    requirements: ['TEAM-GENDER-ENUM'],
    description: 'PUT /teams/:id accepts and stores a gender other than male, female or co-ed.',
  },
  {
    id: 'team-update-refuses-co-ed',
    requirements: ['TEAM-GENDER-ENUM'],
    description: 'PUT /teams/:id refuses the listed gender co-ed with 400.',
  },
  {
    id: 'team-opponent-boolean',
    requirements: ['TEAM-OPPONENT-VALUES'],
    description: 'Teams carry opponent as true/false instead of 1/null.',
  },
  {
    id: 'team-opponent-zero',
    requirements: ['TEAM-OPPONENT-VALUES'],
    description: 'Teams that are not an opponent carry opponent 0 instead of null.',
  },
  {
    id: 'team-opponent-null-for-opponent',
    requirements: ['TEAM-OPPONENT-VALUES'],
    description: 'The opponent team of a solo-team league carries opponent null instead of 1.',
  },
  {
    id: 'teams-ignore-site-id',
    requirements: ['TEAMS-FILTER-SITE'],
    description: 'GET /teams?site_id= lists the teams of every site the user may read.',
  },
  {
    id: 'teams-ignore-team-ids',
    requirements: ['TEAMS-FILTER-TEAM-IDS'],
    description: 'GET /teams ignores team_ids.',
  },
  {
    id: 'teams-ignore-league-ids',
    requirements: ['TEAMS-FILTER-LEAGUE-IDS'],
    description: 'GET /teams ignores league_ids.',
  },
  {
    id: 'teams-ignore-sport-id',
    requirements: ['TEAMS-FILTER-SPORT-ID'],
    description: 'GET /teams ignores sport_id.',
  },
  {
    id: 'teams-current-subseason-ignores-site',
    requirements: ['TEAMS-FILTER-CURRENT-SUBSEASON'],
    description:
      'GET /teams with current_subseason_only=1 ignores the other filters (site_id) and lists every team the user may read that is in a current subseason.',
  },
  {
    id: 'team-update-bare-ignored',
    requirements: ['TEAM-UPDATE-BARE'],
    description: 'PUT /teams/:id reads only a body wrapped in team: a bare body is ignored (200, team unchanged).',
  },
  {
    id: 'team-update-wrapped-ignored',
    requirements: ['TEAM-UPDATE-WRAPPED'],
    description: 'PUT /teams/:id reads only a bare body: a body wrapped in team is ignored (200, team unchanged).',
  },
  {
    id: 'team-update-not-stored',
    requirements: ['TEAM-UPDATE-BARE', 'TEAM-UPDATE-WRAPPED'],
    description: 'PUT /teams/:id answers with the change but does not store it: a show returns the team as before.',
  },
  {
    id: 'team-update-touches-button-title',
    requirements: ['TEAM-UPDATE-BARE', 'TEAM-UPDATE-WRAPPED'],
    description: 'PUT /teams/:id with a new abbrev also sets button_title to that abbrev.',
  },
  {
    id: 'team-instances-index-wrapped',
    requirements: ['OP-TEAM-INSTANCES-INDEX'],
    description: 'GET /team_instances answers an object {"team_instances": [...]} instead of an array.',
  },
  {
    id: 'team-instance-show-404',
    requirements: ['OP-TEAM-INSTANCES-SHOW'],
    description: 'GET /team_instances/:id answers 404 for every team instance.',
  },
  {
    id: 'team-instance-show-other',
    requirements: ['OP-TEAM-INSTANCES-SHOW'],
    description:
      'GET /team_instances/:id answers the team instance with the next id the user may read (wrapping around) instead of the one asked for.',
  },
  {
    id: 'team-instance-affects-standings-missing',
    requirements: ['TEAM-INSTANCE-FIELDS'],
    description: 'Team Instances leave out the field affects_standings.',
  },
  {
    id: 'team-instance-team-without-lists',
    // Team Instance "team: the Team (with its nested lists)"; the lists are those Team lists ("Team responses ... also carry: sites, leagues, ..."), which the Team schema judges under TEAM-NESTED-LISTS wherever a Team with lists appears
    requirements: ['TEAM-INSTANCE-FIELDS', 'TEAM-NESTED-LISTS'],
    description: 'The nested team of a Team Instance (index and show) comes without its nested lists.',
  },
  {
    id: 'team-instance-thumbnails-missing',
    requirements: ['TEAM-INSTANCE-FIELDS'],
    description: 'Team Instances (index and show) leave out thumbnails.',
  },
  {
    id: 'team-instance-thumbnails-absolute',
    requirements: ['TEAM-INSTANCE-THUMBNAILS'],
    description:
      'Team Instances (index, show, and the team_instances of a team show) carry absolute thumbnail URLs (scheme and host of the base URL) instead of relative links.',
  },
  {
    id: 'team-instance-gender-coed',
    requirements: ['TEAM-INSTANCE-GENDER-ENUM'],
    description: 'Team Instances carry gender "coed" instead of "co-ed".',
  },
  {
    id: 'team-instance-gender-capitalised',
    requirements: ['TEAM-INSTANCE-GENDER-ENUM'],
    description: 'Team Instances carry gender capitalised (Male, Female, Co-ed).',
  },
  {
    id: 'team-instance-opponent-parent-null',
    requirements: ['TEAM-INSTANCE-OPPONENT-PARENT'],
    description: 'Opponent team instances carry parent_team_instance_id null.',
  },
  {
    id: 'team-instance-opponent-parent-self',
    requirements: ['TEAM-INSTANCE-OPPONENT-PARENT'],
    description: 'Opponent team instances name themselves in parent_team_instance_id.',
  },
  {
    id: 'team-instance-opponent-parent-unknown',
    requirements: ['TEAM-INSTANCE-OPPONENT-PARENT'],
    description: 'Opponent team instances name a team instance that does not exist in parent_team_instance_id.',
  },
  {
    id: 'team-instances-ignore-subseason',
    requirements: ['TEAM-INSTANCES-BY-SUBSEASON'],
    description:
      'GET /team_instances?subseason_id= ignores subseason_id and lists every team instance the user may read.',
  },
  {
    id: 'team-instances-ignore-league-instance',
    requirements: ['TEAM-INSTANCES-BY-LEAGUE-INSTANCE'],
    description: 'GET /team_instances?league_instance_id= lists every team instance the user may read.',
  },
  {
    id: 'team-instances-without-params-200',
    requirements: ['TEAM-INSTANCES-PARAM-REQUIRED'],
    description:
      'GET /team_instances with neither subseason_id nor league_instance_id answers 200 with every team instance the user may read.',
  },
  {
    id: 'team-instances-invalid-subseason-200',
    requirements: ['TEAM-INSTANCES-INVALID-PARAM'],
    description: 'GET /team_instances with a subseason_id that is not an integer answers 200 with an empty array.',
  },
  {
    id: 'team-instances-subseason-id-parse-int',
    requirements: ['TEAM-INSTANCES-INVALID-PARAM'],
    description:
      'GET /team_instances reads a subseason_id such as "6301abc" by its leading digits instead of rejecting it.',
  },
  {
    id: 'team-instances-invalid-subseason-500',
    // "invalid parameters cause an error" is met by the 500, but a request the interface rules out gets a 4xx, never a 5xx (ERROR-BAD-INPUT-4XX, assumed): a 500 breaks that rule
    requirements: ['TEAM-INSTANCES-INVALID-PARAM', 'ERROR-BAD-INPUT-4XX'],
    description: 'GET /team_instances with a subseason_id that is not an integer answers 500 (with the error body).',
  },
] as const satisfies readonly FaultDefinition[];
