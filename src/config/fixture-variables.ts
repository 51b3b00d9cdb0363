// Every SVC_<THING>_ID a run reads, once: what it names, what it lets the suite judge, what happens
// when it is not set, and what the embedded server gives. These are the fixture rows of the table of
// settings (src/config/settings.ts): target resolution, the flags, `--help`, docs/TARGET.md and
// .env.example take them from there; tests/self/fixture-variables.test.ts fails when the suite uses a
// fixture not listed here.

export interface FixtureVariable {
  /** the fixture's name in the suite (forbidden_layout_container); the variable is SVC_<THING>_ID */
  thing: string;
  /** what the id names */
  names: string;
  /** what it enables */
  enables: string;
  /** what happens when it is not set (on an external target; see `embedded`) */
  unset: string;
  /** the flag --<thing>-id sets it too (the fixtures most runs give) */
  flag?: true;
  /** printed: the embedded server prints this id and a run against it takes it (discovery cannot find it) */
  embedded?: 'printed';
}

type More = Pick<FixtureVariable, 'flag' | 'embedded'>;
const own = (thing: string, names: string, enables: string, unset: string, more: More = {}): FixtureVariable => ({
  thing,
  names,
  enables,
  unset,
  ...more,
});
/** A record of the forbidden site: found by the second user (SVC_OTHER_ACCESS_TOKEN) unless given. */
const forbidden = (thing: string, names: string, rule: string): FixtureVariable => ({
  thing: `forbidden_${thing}`,
  names: `${names} of the forbidden site`,
  enables: `the access rule of ${rule}`,
  unset: 'found through SVC_OTHER_ACCESS_TOKEN',
});
const given = { flag: true, embedded: 'printed' } as const;
const printed = { embedded: 'printed' } as const;

export const FIXTURE_VARIABLES: readonly FixtureVariable[] = [
  own('site', 'a site the user can access', 'every check scoped to a site', 'the lowest id of GET /sites', given),
  own(
    'forbidden_site',
    'a site that exists but the user cannot access',
    'every access-control check',
    'those checks are skipped',
    given,
  ),
  own(
    'game',
    'a game of the site',
    'officials, game galleries, gallery uploads, games news articles',
    'skipped (the interface cannot list games)',
    given,
  ),
  own(
    'other_game',
    'a second game of the site',
    'an official moved to another game (game_id of the officials update)',
    'that check is skipped',
    given,
  ),
  own(
    'uploads_off_site',
    'a site whose uploaded-video setting is off',
    'the refusal of an upload there',
    'skipped (the setting is not shown), unless SVC_UPLOADED_VIDEOS=disabled makes the fixture site that site',
    printed,
  ),
  own('league', 'a league of the site', 'league and league structure checks', 'discovered'),
  own(
    'league_instance',
    'a league instance (season) of that league',
    'tree, subseason and division checks',
    'discovered',
  ),
  own('subseason', 'a subseason of that league instance', 'division instance and team instance checks', 'discovered'),
  own('division_instance', 'a division instance of that subseason', 'division instance reads', 'discovered'),
  own('team', 'a team of the site', 'team reads and updates', 'discovered'),
  own('team_instance', 'a team instance of that subseason', 'team instance reads', 'discovered'),
  own('sport', 'a sport', 'sport and official type checks', "the league's sport"),
  own('official_type', 'an official type of that sport', 'official creates with a type', 'discovered'),
  own(
    'official',
    'an official of the game',
    "the second user's refused officials index",
    'discovered through the game',
  ),
  own('news_tag', 'a has_news tag (page node) of the site', 'news article creates and updates', 'discovered'),
  own('news_article', 'a news article to read', 'news, container and element reads', 'the lowest id of the index'),
  own(
    'other_news_article',
    'a second news article to read',
    'the check that a show answers the article asked for',
    'discovered',
  ),
  own(
    'content_node',
    'the content node of that article',
    "nothing of the first user's (the forbidden one is used)",
    'discovered',
  ),
  own(
    'layout_container',
    'a layout container to read',
    "container reads, and the second user's refused read",
    'discovered',
  ),
  own(
    'layout_column',
    'a layout column of that container',
    "nothing of the first user's (the forbidden one is used)",
    'discovered',
  ),
  own('page_element', 'a page element to read', "element reads, and the second user's refused read", 'discovered'),
  own('photo_gallery', 'a photo gallery of the game', 'gallery reads', 'discovered through the game'),
  own('video_gallery', 'a video gallery of the game', 'gallery reads', 'discovered through the game'),
  forbidden('league', 'a league', 'league shows, league instance and team indexes'),
  forbidden('league_instance', 'a league instance', 'tree shows and the league instance and team instance indexes'),
  forbidden('subseason', 'a subseason', 'the division instance and team instance indexes'),
  forbidden('subseason_node', 'the page node of a subseason', 'division instance creates'),
  forbidden('division_instance', 'a division instance', 'division instance updates and deletes, and the index'),
  forbidden('team', 'a team', 'team shows, updates and the index'),
  forbidden('team_instance', 'a team instance', 'team instance shows and the index'),
  forbidden('news_article', 'a news article', 'news article shows, updates, deletes, the index and games links'),
  forbidden('content_node', 'the content node of that article', 'layout container creates and moves'),
  forbidden('layout_container', 'a layout container', 'layout container shows, updates, moves and deletes'),
  forbidden('layout_column', 'a layout column', 'page element creates and moves'),
  forbidden('page_element', 'a page element', 'page element shows, updates, moves and deletes'),
  forbidden('page_node', 'a page node (has_news tag)', 'news article creates and updates'),
  forbidden(
    'official',
    'an official',
    'officials updates and the index (found only once SVC_FORBIDDEN_GAME_ID is given)',
  ),
  forbidden(
    'photo_gallery',
    'a photo gallery',
    'photo gallery shows and the index (found only once SVC_FORBIDDEN_GAME_ID is given)',
  ),
  forbidden(
    'video_gallery',
    'a video gallery',
    'video gallery shows and the index (found only once SVC_FORBIDDEN_GAME_ID is given)',
  ),
  own(
    'forbidden_game',
    'a game of the forbidden site',
    'the access rules of officials creates, gallery uploads and (with the second user) its officials and galleries',
    'skipped (the interface cannot list games)',
    printed,
  ),
  own(
    'forbidden_gallery_photo',
    'a gallery photo of the forbidden site',
    'the access rule of gallery photo deletes, tried by the first user',
    "only the second user's delete of the run's own upload judges it (gallery records are not shown, so none can be found)",
    printed,
  ),
  own(
    'forbidden_uploaded_video',
    'an uploaded video of the forbidden site',
    'the access rule of uploaded video deletes, tried by the first user',
    "only the second user's delete of the run's own upload judges it (gallery records are not shown, so none can be found)",
    printed,
  ),
];

export const variableOf = (thing: string): string => `SVC_${thing.toUpperCase()}_ID`;
