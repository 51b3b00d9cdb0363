// Valid base requests of the embedded reference server for the sports records: galleries of a game,
// sports, officials, leagues, division instances, teams and team instances.
import type { BaseRequest, Location, Rule } from './types.ts';
import { FUZZ_PNG, FUZZ_MP4 } from './drafts.ts';
import type { ReferenceRecords } from './reference-records.ts';

/** The rule that sets an object_type (at `location`) to stadium, which is not a kind of entity with galleries. */
function notAGalleryOwner(kind: 'query-rule' | 'body-rule', location: Location): Rule {
  const field = location.slice(location.indexOf(':') + 1);
  return { kind, detail: `${field} = stadium (not a kind of entity with galleries)`, set: { [location]: 'stadium' } };
}

/** Photo and video galleries, gallery photos and uploaded videos. */
function galleryBases(r: ReferenceRecords): BaseRequest[] {
  const { f, game, gameS2, forbiddenGallery, galleryPhoto, forbiddenPhoto, uploadedVideo, FORBIDDEN, forbiddenPath } =
    r;
  /** An index of the galleries of the game (photo or video). */
  const gameGalleries = (operationId: string): BaseRequest => ({
    operationId,
    variant: 'query',
    query: { object_type: 'game', object_id: String(game.id) },
    refs: { 'query:object_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] },
    rules: [notAGalleryOwner('query-rule', 'query:object_type')],
  });
  return [
    gameGalleries('listPhotoGalleries'),
    {
      operationId: 'getPhotoGallery',
      variant: 'path',
      path: { id: f.photoGalleryId },
      refs: {
        'path:id': [
          { value: forbiddenGallery, why: FORBIDDEN },
          { value: f.videoGalleryId, why: 'a video gallery' },
        ],
      },
    },
    {
      operationId: 'uploadGalleryPhoto',
      variant: 'multipart',
      body: { type: 'multipart', fields: { object_type: 'game', object_id: String(game.id), filedata: FUZZ_PNG } },
      refs: { 'form:object_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] },
      rules: [notAGalleryOwner('body-rule', 'form:object_type')],
    },
    {
      operationId: 'deleteGalleryPhoto',
      variant: 'path',
      path: { id: galleryPhoto },
      refs: forbiddenPath(forbiddenPhoto),
    },
    gameGalleries('listVideoGalleries'),
    {
      operationId: 'getVideoGallery',
      variant: 'path',
      path: { id: f.videoGalleryId },
      refs: { 'path:id': [{ value: f.photoGalleryId, why: 'a photo gallery' }] },
    },
    {
      operationId: 'uploadGalleryVideo',
      variant: 'multipart',
      body: {
        type: 'multipart',
        fields: {
          'uploaded_video[object_type]': 'game',
          'uploaded_video[object_id]': String(game.id),
          'uploaded_video[filedata]': FUZZ_MP4,
          'uploaded_video[name]': 'Fuzz',
          'uploaded_video[description]': 'Fuzz video',
        },
      },
      refs: {
        'form:uploaded_video[object_id]': [
          { value: f.forbiddenGameId, why: FORBIDDEN },
          { value: gameS2, why: 'a game of a site whose uploaded-video setting is off' },
        ],
      },
      rules: [notAGalleryOwner('body-rule', 'form:uploaded_video[object_type]')],
    },
    { operationId: 'deleteUploadedVideo', variant: 'path', path: { id: uploadedVideo } },
  ];
}

/** Sports, officials and official types. */
function sportsOfficialsBases(r: ReferenceRecords): BaseRequest[] {
  const { f, game, official, forbiddenOfficial, typeOfSport, typeOtherSport, FORBIDDEN } = r;
  return [
    { operationId: 'listSports', variant: 'no parameters' },
    { operationId: 'getSport', variant: 'path', path: { id: f.sportId } },
    {
      operationId: 'listOfficials',
      variant: 'query',
      query: { game_id: String(game.id) },
      idRefs: ['query:game_id'],
      refs: { 'query:game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }] },
    },
    {
      operationId: 'createOrUpdateOfficial',
      variant: 'create',
      body: {
        type: 'json',
        value: { official: { name: 'Fuzz Referee', game_id: game.id, official_type_id: typeOfSport } },
      },
      refs: {
        'body:official.game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }],
        'body:official.official_type_id': [
          { value: typeOtherSport, why: 'an official type of another sport than the game' },
        ],
      },
    },
    {
      operationId: 'createOrUpdateOfficial',
      variant: 'update',
      body: {
        type: 'json',
        value: { id: official, official: { name: 'Fuzz Referee 2', official_type_id: typeOfSport } },
      },
      refs: {
        'body:id': [{ value: forbiddenOfficial, why: FORBIDDEN }],
        'body:official.official_type_id': [
          { value: typeOtherSport, why: 'an official type of another sport than the game' },
        ],
        'body:official.game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }],
      },
    },
    {
      operationId: 'listOfficialTypes',
      variant: 'query',
      query: { sport_id: String(f.sportId) },
      idRefs: ['query:sport_id'],
    },
  ];
}

/** Leagues, league instances (and their tree), division instances. */
function leagueBases(r: ReferenceRecords): BaseRequest[] {
  const {
    f,
    S1,
    S2,
    S3,
    pageNode1,
    subNode,
    forbiddenSubseason,
    forbiddenLi,
    forbiddenDi,
    forbiddenDivision,
    freeDivision,
    siteUrl,
    FORBIDDEN,
    forbiddenPath,
  } = r;
  return [
    {
      operationId: 'listLeagues',
      variant: 'site_id',
      query: { site_id: String(S1) },
      idRefs: ['query:site_id'],
      refs: { 'query:site_id': [{ value: S3, why: FORBIDDEN }] },
    },
    {
      operationId: 'listLeagues',
      variant: 'site_url',
      query: { site_url: siteUrl },
      rules: [
        {
          kind: 'query-unknown-id',
          detail: 'site_url of no site',
          set: { 'query:site_url': 'https://unknown-site.example.invalid' },
        },
        { kind: 'query-rule', detail: 'site_url that is not a URL', set: { 'query:site_url': 'http://[::1' } },
        {
          kind: 'query-rule',
          detail: 'site_url and site_id naming different sites',
          set: { 'query:site_id': String(S2) },
        },
      ],
    },
    { operationId: 'getLeague', variant: 'path', path: { id: f.leagueId }, refs: forbiddenPath(f.forbiddenLeagueId) },
    {
      operationId: 'listLeagueInstances',
      variant: 'query',
      query: { league_id: String(f.leagueId) },
      idRefs: ['query:league_id'],
      refs: { 'query:league_id': [{ value: f.forbiddenLeagueId, why: FORBIDDEN }] },
    },
    {
      operationId: 'getLeagueInstanceTree',
      variant: 'path',
      path: { id: f.leagueInstanceId },
      refs: forbiddenPath(forbiddenLi),
    },
    {
      operationId: 'listDivisionInstances',
      variant: 'query',
      query: { subseason_id: String(f.regularSubseasonId) },
      idRefs: ['query:subseason_id'],
      refs: { 'query:subseason_id': [{ value: forbiddenSubseason, why: FORBIDDEN }] },
    },
    {
      operationId: 'createDivisionInstance',
      variant: 'new division',
      supplement: 'division-colors',
      body: {
        type: 'json',
        value: {
          parent_node_id: subNode(f.playoffSubseasonId),
          existing_or_new: 'new',
          top_template_id: 1,
          bottom_template_id: 2,
          division: {
            name: 'Fuzz Division',
            button_title: 'Fuzz',
            abbrev: 'FZ',
            primary_color: '1a2b3c',
            secondary_color: 'ffffff',
          },
        },
      },
      refs: {
        'body:parent_node_id': [
          { value: pageNode1, why: 'a page node that is not a subseason' },
          { value: subNode(forbiddenSubseason), why: FORBIDDEN },
        ],
      },
    },
    {
      operationId: 'createDivisionInstance',
      variant: 'existing division',
      body: { type: 'json', value: { parent_node_id: subNode(f.playoffSubseasonId), division_id: freeDivision } },
      refs: {
        'body:parent_node_id': [
          { value: pageNode1, why: 'a page node that is not a subseason' },
          { value: subNode(forbiddenSubseason), why: FORBIDDEN },
        ],
        'body:division_id': [{ value: forbiddenDivision, why: FORBIDDEN }],
      },
    },
    {
      operationId: 'updateDivisionInstance',
      variant: 'json',
      path: { id: f.divisionInstanceId },
      body: { type: 'json', value: { max_standings_points: 30, non_standing: false } },
      refs: { 'path:id': [{ value: forbiddenDi, why: FORBIDDEN }] },
    },
    {
      operationId: 'deleteDivisionInstance',
      variant: 'path',
      path: { id: f.divisionInstanceId },
      refs: forbiddenPath(forbiddenDi),
    },
  ];
}

/** Teams and team instances. */
function teamBases(r: ReferenceRecords): BaseRequest[] {
  const { f, S1, S3, forbiddenSubseason, forbiddenLi, forbiddenTi, FORBIDDEN, forbiddenPath } = r;
  return [
    {
      operationId: 'listTeams',
      variant: 'site_id',
      query: { site_id: String(S1) },
      idRefs: ['query:site_id'],
      refs: { 'query:site_id': [{ value: S3, why: FORBIDDEN }] },
    },
    { operationId: 'getTeam', variant: 'path', path: { id: f.teamId }, refs: forbiddenPath(f.forbiddenTeamId) },
    {
      operationId: 'updateTeam',
      variant: 'wrapped',
      supplement: 'team-colors-wrapped',
      path: { id: f.teamId },
      body: {
        type: 'json',
        value: { team: { abbrev: 'FZ', gender: 'female', primary_color: '0a0a0a', parent_team_id: f.soloTeamId } },
      },
      idRefs: ['body:team.image_id', 'body:team.sport_id'],
      refs: {
        'path:id': [{ value: f.forbiddenTeamId, why: FORBIDDEN }],
        'body:team.parent_team_id': [
          { value: f.forbiddenTeamId, why: FORBIDDEN },
          { value: f.teamId, why: 'the team itself as its parent' },
        ],
      },
    },
    {
      operationId: 'updateTeam',
      variant: 'bare',
      supplement: 'team-colors-bare',
      path: { id: f.teamId },
      body: { type: 'json', value: { abbrev: 'FZ', name: 'Fuzz Hawks' } },
      idRefs: ['body:image_id', 'body:sport_id'],
      refs: {
        'body:parent_team_id': [
          { value: f.forbiddenTeamId, why: FORBIDDEN },
          { value: f.teamId, why: 'the team itself as its parent' },
        ],
      },
    },
    {
      operationId: 'listTeamInstances',
      variant: 'subseason_id',
      query: { subseason_id: String(f.regularSubseasonId) },
      idRefs: ['query:subseason_id'],
      refs: { 'query:subseason_id': [{ value: forbiddenSubseason, why: FORBIDDEN }] },
    },
    {
      operationId: 'listTeamInstances',
      variant: 'league_instance_id',
      query: { league_instance_id: String(f.leagueInstanceId) },
      idRefs: ['query:league_instance_id'],
      refs: { 'query:league_instance_id': [{ value: forbiddenLi, why: FORBIDDEN }] },
    },
    {
      operationId: 'getTeamInstance',
      variant: 'path',
      path: { id: f.teamInstanceId },
      refs: forbiddenPath(forbiddenTi),
    },
  ];
}

/** The bases of the sports records, in the order the fuzzer takes them. */
export function sportsBases(r: ReferenceRecords): BaseRequest[] {
  return [...galleryBases(r), ...sportsOfficialsBases(r), ...leagueBases(r), ...teamBases(r)];
}
