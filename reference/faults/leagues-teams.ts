// Faults of sports, officials, leagues, league instances, the tree, division instances, teams and team instances: see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const LEAGUES_TEAMS_FAULTS = [
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
    id: 'max-standings-points-number-after-update',
    requirements: ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
    description: 'After an update, division instance max_standings_points comes back as a JSON number instead of a string.',
  },
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
    id: 'official-type-name-missing',
    requirements: ['OFFICIAL-TYPE-FIELDS'],
    description: 'Official Types leave out the field name.',
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
    id: 'official-types-without-sport-id-200',
    requirements: ['OFFICIAL-TYPES-SPORT-ID-REQUIRED'],
    description: 'GET /official_types without sport_id answers 200 with the official types of every sport.',
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
    id: 'officials-without-game-id-200',
    requirements: ['OFFICIALS-GAME-ID-REQUIRED'],
    description: 'GET /officials without game_id answers 200 with the officials of every game the user may read.',
  },
  {
    id: 'official-create-not-stored',
    requirements: ['OP-OFFICIALS-CREATE'],
    description: 'POST /officials (create) answers 200 with the new Official but does not store it: the index never lists it.',
  },
  {
    id: 'official-create-drops-type',
    requirements: ['OP-OFFICIALS-CREATE'],
    description: 'POST /officials (create) ignores official_type_id: the new Official has official_type_id null.',
  },
  {
    id: 'official-update-ignored',
    requirements: ['OP-OFFICIALS-UPDATE'],
    description: 'POST /officials with an id answers 200 with the official unchanged (the fields to change are ignored).',
  },
  {
    id: 'official-update-creates-new',
    requirements: ['OFFICIAL-UPDATE-SAME-RECORD'],
    description: 'POST /officials with an id creates a new official carrying the changes and leaves the old one as it was.',
  },
  {
    id: 'official-updated-at-missing',
    requirements: ['OFFICIAL-FIELDS'],
    description: 'Officials leave out the field updated_at.',
  },
  {
    id: 'official-type-id-missing',
    requirements: ['OFFICIAL-FIELDS'],
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
    description: 'GET /leagues/:id answers the next league of the same site (wrapping around) instead of the one asked for.',
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
    description: 'GET /leagues?site_url= answers the leagues of another site the user may read instead of those of the site of that URL.',
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
    requirements: ['LEAGUES-INVALID-PARAM'],
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
    description: 'GET /leagues for an unknown site answers 404 with errors "Record not found", which does not say that the site was not found.',
  },
  {
    id: 'leagues-unknown-site-empty-body',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description: 'GET /leagues for an unknown site answers 404 with an empty object instead of the errors body.',
  },
  {
    id: 'leagues-unknown-site-url-200',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description: 'GET /leagues?site_url= for an unknown site answers 200 with an empty array (an unknown site_id still gets 404).',
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
    description: 'GET /league_instances without league_id answers 412 with errors "Precondition failed", which does not name league_id.',
  },
  {
    id: 'league-instances-missing-league-id-empty-body',
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
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
    requirements: ['TREE-ROOT-LEAGUE-INSTANCE'],
    description: 'The data of the root LeagueInstance node is the League of the league instance instead of the League Instance.',
  },
  {
    id: 'tree-rooted-at-league',
    requirements: ['TREE-ROOT-LEAGUE-INSTANCE'],
    description: 'The tree starts one level up: its root is the League node (node_type League, data the League), the league instance its child.',
  },
  {
    id: 'tree-subseasons-nested',
    requirements: ['TREE-NESTING-ORDER'],
    description: 'Every subseason after the first sits under the first Subseason node instead of under the LeagueInstance node.',
  },
  {
    id: 'tree-divisions-under-teams',
    requirements: ['TREE-NESTING-ORDER'],
    description: 'The tree puts TeamInstance nodes directly under the Subseason, each holding its DivisionInstance node as a child.',
  },
  {
    id: 'tree-division-without-division',
    requirements: ['TREE-NODE-DATA'],
    description: 'DivisionInstance node data leave out the nested division.',
  },
  {
    id: 'tree-team-instance-without-team',
    requirements: ['TREE-NODE-DATA'],
    description: 'TeamInstance node data leave out the nested team.',
  },
  {
    id: 'tree-subseason-data-without-live-scoring',
    requirements: ['TREE-NODE-DATA'],
    description: 'Subseason node data leave out live_scoring_stat_configuration.',
  },
  {
    id: 'tree-team-instance-data-is-team',
    requirements: ['TREE-NODE-DATA'],
    description: 'TeamInstance node data are the Team of the instance instead of the Team Instance.',
  },
  {
    id: 'division-instances-index-wrapped',
    requirements: ['OP-DIVISION-INSTANCES-INDEX'],
    description: 'GET /division_instances answers an object {"division_instances": [...]} instead of an array.',
  },
  {
    id: 'division-instance-create-new-refused',
    requirements: ['OP-DIVISION-INSTANCES-CREATE-NEW'],
    description: 'POST /division_instances with existing_or_new new and a division object is refused with 400.',
  },
  {
    id: 'division-instance-create-existing-refused',
    requirements: ['OP-DIVISION-INSTANCES-CREATE-EXISTING'],
    description: 'POST /division_instances with parent_node_id and division_id (the existing form) is refused with 400.',
  },
  {
    id: 'division-instance-update-status-201',
    requirements: ['OP-DIVISION-INSTANCES-UPDATE'],
    description: 'PUT /division_instances/:id answers 201 instead of 200 (with the updated Division Instance).',
  },
  {
    id: 'division-instance-update-404',
    requirements: ['OP-DIVISION-INSTANCES-UPDATE'],
    description: 'PUT /division_instances/:id answers 404 for every division instance.',
  },
  {
    id: 'division-instance-non-standing-string',
    requirements: ['DIVISION-INSTANCE-FIELDS'],
    description: 'Division Instances carry non_standing as the text "true"/"false" instead of a boolean.',
  },
  {
    id: 'division-instance-created-at-missing',
    requirements: ['DIVISION-INSTANCE-FIELDS'],
    description: 'Division Instances leave out the field created_at.',
  },
  {
    id: 'division-button-title-missing',
    requirements: ['DIVISION-FIELDS'],
    description: 'Divisions (nested in the league instance tree) leave out the field button_title.',
  },
  {
    id: 'division-color-leading-hash',
    requirements: ['DIVISION-FIELDS'],
    description: 'Division colours (nested in the league instance tree) carry a leading hash (#1f4e8c).',
  },
  {
    id: 'division-instances-without-subseason-200',
    requirements: ['DIVISION-INSTANCES-SUBSEASON-ID-REQUIRED'],
    description: 'GET /division_instances without subseason_id answers 200 with every division instance the user may read.',
  },
  {
    id: 'division-instance-create-without-parent-default',
    requirements: ['DIVISION-INSTANCE-CREATE-PARENT-REQUIRED'],
    description: 'POST /division_instances without parent_node_id places the instance under the current subseason of the division\'s league (a new division: of the default site\'s first league), even where that division already has an instance.',
  },
  {
    id: 'division-instance-create-existing-copies-division',
    requirements: ['DIVISION-INSTANCE-CREATE-EXISTING-DIVISION'],
    description: 'The existing form of POST /division_instances makes a copy of the division (a new division id) instead of using division_id.',
  },
  {
    id: 'division-instance-create-new-ignores-name',
    requirements: ['DIVISION-INSTANCE-CREATE-NEW-DIVISION'],
    description: 'The new form of POST /division_instances names the new division "New Division" whatever name is given.',
  },
  {
    id: 'division-instance-create-new-other-subseason',
    requirements: ['DIVISION-INSTANCE-CREATE-NEW-DIVISION'],
    description: 'The new form of POST /division_instances places the instance under another subseason of the same league instance instead of under parent_node_id.',
  },
  {
    id: 'max-standings-points-string-truncated',
    requirements: ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
    description: 'After an update, max_standings_points comes back as a string of the whole part of the number sent (12.5 becomes "12").',
  },
  {
    id: 'division-instance-update-not-stored',
    requirements: ['DIVISION-INSTANCE-UPDATE-READ-BACK'],
    description: 'PUT /division_instances/:id answers with the change but does not store it: the index returns the old values.',
  },
  {
    id: 'division-instance-update-ignores-non-standing',
    requirements: ['DIVISION-INSTANCE-UPDATE-READ-BACK'],
    description: 'PUT /division_instances/:id ignores non_standing (the response and the index keep the old value).',
  },
  {
    id: 'division-instance-delete-refused',
    requirements: ['OP-DIVISION-INSTANCES-DELETE'],
    description: 'DELETE /division_instances/:id answers 409 and keeps the division instance.',
  },
  {
    id: 'division-instance-delete-returns-empty',
    requirements: ['DIVISION-INSTANCE-DELETE-RETURNS-RECORD'],
    description: 'DELETE /division_instances/:id deletes the instance and answers 200 with an empty object instead of the deleted record.',
  },
  {
    id: 'division-instance-delete-returns-division',
    requirements: ['DIVISION-INSTANCE-DELETE-RETURNS-RECORD'],
    description: 'DELETE /division_instances/:id deletes the instance and answers with its Division instead of the deleted Division Instance.',
  },
  {
    id: 'division-instance-delete-keeps-record',
    requirements: ['DIVISION-INSTANCE-DELETE-GONE'],
    description: 'DELETE /division_instances/:id answers 200 with the record but does not delete it.',
  },
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
    description: 'GET /teams/:id answers the team with the next id the user may read (wrapping around) instead of the one asked for.',
  },
  {
    id: 'team-update-returns-old',
    requirements: ['OP-TEAMS-UPDATE'],
    description: 'PUT /teams/:id stores the change but answers with the team as it was before the update.',
  },
  {
    id: 'team-update-404',
    requirements: ['OP-TEAMS-UPDATE'],
    description: 'PUT /teams/:id answers 404 for every team.',
  },
  {
    id: 'team-whitelabel-urls-missing',
    requirements: ['TEAM-FIELDS'],
    description: 'Teams leave out ios_whitelabel_url and android_whitelabel_url.',
  },
  {
    id: 'team-color-leading-hash',
    requirements: ['TEAM-FIELDS'],
    description: 'Team colours carry a leading hash (#1f4e8c).',
  },
  {
    id: 'team-parent-team-id-missing',
    requirements: ['TEAM-FIELDS'],
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
    id: 'team-show-without-team-instances',
    requirements: ['TEAM-SHOW-TEAM-INSTANCES'],
    description: 'GET /teams/:id leaves out team_instances.',
  },
  {
    id: 'team-show-team-instances-with-team',
    requirements: ['TEAM-SHOW-TEAM-INSTANCES'],
    description: 'The team_instances of GET /teams/:id carry the nested team.',
  },
  {
    id: 'team-show-team-instances-of-league',
    requirements: ['TEAM-SHOW-TEAM-INSTANCES'],
    description: 'The team_instances of GET /teams/:id are the team instances of every team of the team\'s leagues.',
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
    description: 'GET /teams with current_subseason_only=1 ignores the other filters (site_id) and lists every team the user may read that is in a current subseason.',
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
    description: 'GET /team_instances/:id answers the team instance with the next id the user may read (wrapping around) instead of the one asked for.',
  },
  {
    id: 'team-instance-affects-standings-missing',
    requirements: ['TEAM-INSTANCE-FIELDS'],
    description: 'Team Instances leave out the field affects_standings.',
  },
  {
    id: 'team-instance-team-without-lists',
    requirements: ['TEAM-INSTANCE-FIELDS'],
    description: 'The nested team of a Team Instance (index and show) comes without its nested lists.',
  },
  {
    id: 'team-instance-thumbnails-missing',
    requirements: ['TEAM-INSTANCE-FIELDS'],
    description: 'Team Instances (index and show) leave out thumbnails.',
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
    description: 'GET /team_instances?subseason_id= ignores subseason_id and lists every team instance the user may read.',
  },
  {
    id: 'team-instances-ignore-league-instance',
    requirements: ['TEAM-INSTANCES-BY-LEAGUE-INSTANCE'],
    description: 'GET /team_instances?league_instance_id= lists every team instance the user may read.',
  },
  {
    id: 'team-instances-without-params-200',
    requirements: ['TEAM-INSTANCES-PARAM-REQUIRED'],
    description: 'GET /team_instances with neither subseason_id nor league_instance_id answers 200 with every team instance the user may read.',
  },
  {
    id: 'team-instances-invalid-subseason-200',
    requirements: ['TEAM-INSTANCES-INVALID-PARAM'],
    description: 'GET /team_instances with a subseason_id that is not an integer answers 200 with an empty array.',
  },
  {
    id: 'team-instances-subseason-id-parse-int',
    requirements: ['TEAM-INSTANCES-INVALID-PARAM'],
    description: 'GET /team_instances reads a subseason_id such as "6301abc" by its leading digits instead of rejecting it.',
  },
  {
    id: 'team-instances-invalid-subseason-500',
    requirements: ['TEAM-INSTANCES-INVALID-PARAM'],
    description: 'GET /team_instances with a subseason_id that is not an integer answers 500 (with the error body).',
  },
  {
    id: 'teams-index-without-site-id-200',
    requirements: ['TEAMS-SITE-ID-REQUIRED'],
    description: 'GET /teams without site_id (and without any other parameter) answers 200 with every team the user may read instead of an error.',
  },
  {
    id: 'division-instances-ignore-subseason-id',
    requirements: ['DIVISION-INSTANCES-BY-SUBSEASON'],
    description: 'GET /division_instances?subseason_id= lists the division instances of every subseason of the league instance, not only those of the subseason asked for (subseason_id is still required).',
  },
] as const satisfies readonly FaultDefinition[];
