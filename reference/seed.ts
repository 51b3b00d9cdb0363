// The deterministic initial state of the reference server. The same options always give the same
// records with the same ids and timestamps, so tests and users can rely on the fixture ids that
// `fixtureIds()` reports (main.ts prints them as .env lines).
//
// Size is a parameter (SeedOptions): the default is small; the benchmark's large set (npm run bench)
// seeds 10,000 teams, 2,000 of them with team instances, and 5,000 more news articles, all in the
// fixture site, where the suite reads: the worst case for a suite that lists.
import { defaultElementFields } from './elements.ts';
import {
  addPageNode,
  columnsOf,
  createContainer,
  createContentNode,
  createElement,
  placePageElement,
  renumberSiteTree,
} from './model.ts';
import {
  Store,
  type GameDefaults,
  type Gender,
  type LeagueRec,
  type SeasonRec,
  type StandingPreference,
  type StatPreference,
  type SubseasonRec,
  type TeamInstanceRec,
  type TeamRec,
} from './store.ts';
import { REFERENCE_USER } from './credentials.ts';
import { RandomIds } from './variations/ids.ts';
import { forbiddenFixtureIds, seedForbiddenExtras, type ForbiddenFixtureIds } from './seed-forbidden.ts';

export interface SeedOptions {
  /** Teams in the main league of the default site. Default 6. */
  teams?: number;
  /**
   * How many of those teams have a team instance in the current season (spread over its two
   * divisions, in the regular season and the playoffs); the others are teams of past seasons.
   * Default: all of them. At least 2 (the fixture game is between two of them).
   */
  teamInstances?: number;
  /** Published news articles of the default site's news page, beyond the handful every seed has. Default 0. */
  newsArticles?: number;
  /**
   * The random-ids variation: every id (of every kind, these records and those created later) is a
   * random 7 to 10 digit number drawn from this seed. Default: sequential ids per table (FIRST_IDS).
   */
  idSeed?: number;
}

/** Seed options from the environment (main.ts): SVC_SEED_TEAMS, SVC_SEED_TEAM_INSTANCES, SVC_SEED_NEWS_ARTICLES. */
export function seedOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SeedOptions {
  const read = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
    return n;
  };
  const teams = read('SVC_SEED_TEAMS');
  const teamInstances = read('SVC_SEED_TEAM_INSTANCES');
  const newsArticles = read('SVC_SEED_NEWS_ARTICLES');
  return {
    ...(teams !== undefined ? { teams } : {}),
    ...(teamInstances !== undefined ? { teamInstances } : {}),
    ...(newsArticles !== undefined ? { newsArticles } : {}),
  };
}

/** Ids of the fixtures a client needs first (printed by main.ts, used by the tests). */
export interface FixtureIds extends ForbiddenFixtureIds {
  siteId: number;
  secondSiteId: number;
  forbiddenSiteId: number;
  membershipId: number;
  gameId: number;
  forbiddenGameId: number;
  sportId: number;
  leagueId: number;
  leagueInstanceId: number;
  regularSubseasonId: number;
  playoffSubseasonId: number;
  divisionId: number;
  divisionInstanceId: number;
  teamId: number;
  teamInstanceId: number;
  soloLeagueId: number;
  soloTeamId: number;
  opponentTeamId: number;
  opponentTeamInstanceId: number;
  pageId: number;
  pageContentNodeId: number;
  newsArticleId: number;
  newsPageNodeId: number;
  eventsPageNodeId: number;
  forbiddenNewsArticleId: number;
  forbiddenLeagueId: number;
  forbiddenTeamId: number;
  photoGalleryId: number;
  videoGalleryId: number;
}

/** A 1x1 PNG, the bytes behind every seeded image. */
export const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PLACEHOLDER_IMAGE_FILE = 'placeholder.png';
const PLACEHOLDER_VIDEO = Buffer.from('svc reference server placeholder video\n');
const PLACEHOLDER_VIDEO_FILE = 'placeholder-video.mp4';

const DIVISION_COLORS = ['1f4e8c', 'b22222', '2e8b57', 'daa520'];
const TEAM_NAMES = ['Hawks', 'Wolves', 'Bears', 'Lynx', 'Falcons', 'Otters', 'Comets', 'Storm', 'Pioneers', 'Rapids'];

export interface SeededState {
  store: Store;
  fixtures: FixtureIds;
}

export function buildSeed(options: SeedOptions = {}): SeededState {
  const teamCount = options.teams ?? 6;
  if (!Number.isInteger(teamCount) || teamCount < 2) throw new Error('seed: teams must be an integer of at least 2');
  const instanceCount = options.teamInstances ?? teamCount;
  if (!Number.isInteger(instanceCount) || instanceCount < 2 || instanceCount > teamCount) {
    throw new Error('seed: teamInstances must be an integer from 2 to the number of teams');
  }
  const extraArticles = options.newsArticles ?? 0;
  if (!Number.isInteger(extraArticles) || extraArticles < 0) throw new Error('seed: newsArticles must be a whole number');
  const store = new Store(options.idSeed === undefined ? undefined : new RandomIds(options.idSeed));
  store.userId = REFERENCE_USER.id;
  // Every seeded record gets its own minute after this instant.
  let minute = 0;
  const base = Date.UTC(2026, 9, 1, 9, 0, 0);
  const at = (): Date => new Date(base + minute++ * 60_000);
  const at2 = (): [Date, Date] => {
    const d = at();
    return [d, d];
  };

  store.uploads.set(PLACEHOLDER_IMAGE_FILE, { name: PLACEHOLDER_IMAGE_FILE, content_type: 'image/png', data: PLACEHOLDER_PNG });
  store.uploads.set(PLACEHOLDER_VIDEO_FILE, { name: PLACEHOLDER_VIDEO_FILE, content_type: 'video/mp4', data: PLACEHOLDER_VIDEO });
  const image = (): number =>
    store.insert('images', { id: store.nextId('images'), file: PLACEHOLDER_IMAGE_FILE, source_url: null }).id;

  // ------------------------------------------------------------------ sports and official types
  const sportDefs: [string, string, boolean | null, boolean, string[]][] = [
    ['Ice Hockey', 'IceHockey', true, true, ['Referee', 'Linesman', 'Off-Ice Official']],
    ['Soccer', 'Soccer', true, false, ['Referee', 'Assistant Referee']],
    ['Basketball', '', null, false, ['Referee', 'Umpire']],
    ['Baseball', 'Baseball', false, false, ['Plate Umpire', 'Base Umpire']],
  ];
  const sportIds: number[] = [];
  const officialTypeIds = new Map<number, number[]>();
  for (const [name, class_name, stat_enabled, tabular_scoring_plays] of sportDefs) {
    const [created, updated] = at2();
    sportIds.push(
      store.insert('sports', {
        id: store.nextId('sports'),
        name,
        class_name,
        stat_enabled,
        tabular_scoring_plays,
        created_on: created,
        updated_on: updated,
      }).id,
    );
  }
  sportDefs.forEach(([, , , , types], i) => {
    const sportId = sportIds[i]!;
    const ids: number[] = [];
    for (const name of types) {
      const [c, u] = at2();
      ids.push(store.insert('officialTypes', { id: store.nextId('officialTypes'), sport_id: sportId, name, created_at: c, updated_at: u }).id);
    }
    officialTypeIds.set(sportId, ids);
  });
  const HOCKEY = sportIds[0]!;
  const SOCCER = sportIds[1]!;

  // ------------------------------------------------------------------ sites and memberships
  const siteDefs = [
    { name: 'Riverside Youth Hockey Association', short: 'Riverside Hockey', domain: 'riverside-hockey.example', tz: 'America/Chicago', privacy: 'public', videos: true, owner: REFERENCE_USER.id },
    { name: 'Lakeside Soccer Club', short: 'Lakeside SC', domain: 'lakeside-soccer.example', tz: 'America/New_York', privacy: 'members_only', videos: false, owner: REFERENCE_USER.id },
    { name: 'Northfield Hockey Club', short: 'Northfield', domain: 'northfield-hockey.example', tz: 'America/Denver', privacy: 'public', videos: true, owner: 7002 },
  ];
  const siteIds: number[] = [];
  const productId = store.kindId('products', 2);
  siteDefs.forEach((def, i) => {
    const [c] = at2();
    const site = store.insert('sites', {
      id: store.nextId('sites'),
      domain_id: store.kindId('domains', 11 + i),
      product_id: productId,
      layout_theme_id: store.kindId('layoutThemes', 31 + i),
      address_id: store.kindId('addresses', 41 + i),
      boss_organization_id: store.kindId('bossOrganizations', 51 + i),
      created_by_user_id: def.owner,
      updated_by_user_id: i === 0 ? REFERENCE_USER.id : null,
      domain_name: def.domain,
      subdomain: 'www',
      secure_subdomain: 'secure',
      name: def.name,
      short_name: def.short,
      timezone: def.tz,
      created_on: c,
      updated_on: at(),
      membership_privacy: def.privacy,
      membership_grace_period: 30,
      uploaded_videos_enabled: def.videos,
    });
    siteIds.push(site.id);
  });
  const [SITE, SITE2, FORBIDDEN] = siteIds as [number, number, number];
  store.accessibleSiteIds.add(SITE);
  store.accessibleSiteIds.add(SITE2);
  const membership = store.insert('memberships', { id: store.nextId('memberships'), site_id: SITE, user_id: REFERENCE_USER.id });
  store.insert('memberships', { id: store.nextId('memberships'), site_id: SITE2, user_id: REFERENCE_USER.id });
  store.insert('memberships', { id: store.nextId('memberships'), site_id: FORBIDDEN, user_id: 7002 });

  // ------------------------------------------------------------------ pages (and their content)
  const textBlock = (columnId: number, html: string): void => {
    const now = at();
    const element = createElement(store, 'TextBlock', { ...defaultElementFields('TextBlock'), content: html }, now);
    const pe = store.insert('pageElements', {
      id: store.nextId('pageElements'),
      element_type: 'TextBlock',
      element_id: element.id,
      position: 0,
      layout_column_id: columnId,
      element_locked: false,
      content_locked: false,
      dependent_type: null,
      mirror_enabled: false,
      custom_css_class: null,
      question_element_dependency_type: 'any',
      created_on: now,
      updated_on: now,
    });
    placePageElement(store, pe, columnId, null);
  };
  const photo = (columnId: number, cutline: string): void => {
    const now = at();
    const element = createElement(
      store,
      'Photo',
      { ...defaultElementFields('Photo'), cutline, caption: cutline, image_id: image(), has_url: 3, url: 'www.example.org/photos', protocol: 'https://' },
      now,
    );
    const pe = store.insert('pageElements', {
      id: store.nextId('pageElements'),
      element_type: 'Photo',
      element_id: element.id,
      position: 0,
      layout_column_id: columnId,
      element_locked: false,
      content_locked: false,
      dependent_type: null,
      mirror_enabled: false,
      custom_css_class: 'featured-photo',
      question_element_dependency_type: 'any',
      created_on: now,
      updated_on: now,
    });
    placePageElement(store, pe, columnId, null);
  };
  const firstColumnOf = (containerId: number): number => columnsOf(store, containerId).find((c) => c.position === 1)!.id;

  const page = (
    siteId: number,
    title: string,
    flags: { news?: boolean; events?: boolean; parentNodeId?: number | null },
  ) => {
    const [c] = at2();
    const pageId = store.nextId('pages');
    const node = addPageNode(store, { site_id: siteId, parent_id: flags.parentNodeId ?? null, node_type: 'Page', object_id: pageId });
    const cn = createContentNode(store, { site_id: siteId, resource_type: 'Page', resource_id: pageId }, c);
    const rec = store.insert('pages', {
      id: pageId,
      site_id: siteId,
      content_node_id: cn.id,
      node_id: node.id,
      parent_id: flags.parentNodeId ?? null,
      button_title: title,
      page_title: title,
      extended_button_title: null,
      display_status: 'public',
      layout_template: 'one_panel',
      in_trash: false,
      has_events: flags.events ?? false,
      has_news: flags.news ?? false,
      uses_sport_header: false,
      cache_timeout: 0,
      friendly_name: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      created_on: c,
      updated_on: c,
    });
    const container = createContainer(store, { content_node_id: cn.id, layout_type: 'oneColumn' }, at());
    textBlock(firstColumnOf(container.id), `<p>${title}</p>`);
    return { page: rec, node, contentNodeId: cn.id };
  };

  const home = page(SITE, 'Home', { news: true, events: true });
  {
    const c2 = createContainer(store, { content_node_id: home.contentNodeId, layout_type: 'twoColumn5050', name: 'Highlights' }, at());
    const cols = [...store.t.layoutColumns.values()].filter((c) => c.layout_container_id === c2.id);
    photo(cols[0]!.id, 'Opening night at Riverside Arena');
    textBlock(cols[1]!.id, '<p>Welcome to the <strong>2026-2027</strong> season.</p>');
  }
  const newsPage = page(SITE, 'News', { news: true, parentNodeId: home.node.id });
  const eventsPage = page(SITE, 'Events', { events: true, parentNodeId: home.node.id });
  page(SITE, 'About Us', { parentNodeId: home.node.id });
  const home2 = page(SITE2, 'Home', { news: true, events: true });
  page(SITE2, 'News', { news: true, parentNodeId: home2.node.id });
  const home3 = page(FORBIDDEN, 'Home', { news: true, events: true });

  // ------------------------------------------------------------------ news articles
  const article = (
    siteId: number,
    title: string,
    status: 'draft' | 'published',
    nodeIds: number[],
    html: string,
    withImage: boolean,
  ) => {
    const [c] = at2();
    const id = store.nextId('newsArticles');
    const cn = createContentNode(store, { site_id: siteId, resource_type: 'NewsArticle', resource_id: id }, c);
    const ce = store.insert('commentElements', {
      id: store.nextId('commentElements'),
      login_required: false,
      approval_required: false,
      created_at: c,
      updated_at: c,
      title: 'Comments',
      ascending_sort_order: true,
      site_id: siteId,
      enabled: true,
      source_id: id,
      source_type: 'NewsArticle',
    });
    const rec = store.insert('newsArticles', {
      id,
      site_id: siteId,
      content_node_id: cn.id,
      comment_element_id: ce.id,
      title,
      author: 'Pat Riverside',
      teaser: `${title}.`,
      preview_text: `${title}: the details inside.`,
      news_date: c,
      status,
      show_image_with_article: true,
      show_image_in_aggregator: true,
      show_preview_text_with_article: true,
      show_preview_text_in_aggregator: true,
      page_node_ids: nodeIds.join(','),
      image_id: withImage ? image() : null,
      news_expiration_date: null,
      article_type: 'standard',
      created_on: c,
      updated_on: c,
    });
    const container = createContainer(store, { content_node_id: cn.id, layout_type: 'oneColumn' }, c);
    textBlock(firstColumnOf(container.id), html);
    return { article: rec, commentElementId: ce.id };
  };
  const a1 = article(
    SITE,
    'Season opener set for Saturday',
    'published',
    [home.node.id, newsPage.node.id],
    '<p>The <strong>Hawks</strong> open the season at home.</p><script>alert(1)</script><p>Doors open at 5 pm.</p>',
    true,
  );
  {
    const c = at();
    store.insert('comments', {
      id: store.nextId('comments'),
      comment_element_id: a1.commentElementId,
      author_name: 'Sam Parent',
      body: 'See you there!',
      approved: true,
      created_at: c,
      updated_at: c,
    });
  }
  article(SITE, 'Tryout schedule announced', 'draft', [newsPage.node.id], '<p>Tryouts run all week.</p>', false);
  article(SITE2, 'Spring registration is open', 'published', [home2.node.id], '<p>Register by March 1.</p>', false);
  const forbiddenArticle = article(FORBIDDEN, 'Northfield news', 'published', [home3.node.id], '<p>Members only.</p>', false);

  // ------------------------------------------------------------------ leagues, seasons, teams
  const gameDefaults = (): GameDefaults => ({
    intermission_length: 15,
    overtime_length: 5,
    overtime_intervals: 1,
    time_intervals: ['1', '2', '3'],
    time_interval_name: 'period',
    warmup_length: 10,
    minor_penalty_time: 2,
    major_penalty_time: 5,
    match_penalty_time: 10,
    misconduct_time: 10,
    game_misconduct_time: 10,
    max_player_penalties: 5,
    max_team_penalties: 15,
    max_player_major_penalties: 2,
    timeouts: 1,
    timeout_time: 30,
    shootout_enabled: true,
    stop_run_time: true,
    post_live_updates: true,
    track_goal_types: false,
    track_player_sog: true,
    max_goal_differential: null,
    ice_hockey_standings_order: 'points',
    ice_hockey_tiebreaker_order: 'wins,goal_differential',
    ice_hockey_playoff_qualification: 'top_4',
  });
  const statPreference = (seasonId: number): StatPreference => {
    const [c] = at2();
    return {
      id: store.kindId('statPreferences', 9100 + seasonId - 6100),
      updated_on: c,
      created_on: c,
      season_id: seasonId,
      stat_tool_id: 1,
      original_scorer_can_edit: true,
      force_real_time_scoring: false,
      stats_can_be_unlinked: true,
      scoring_methods: 'live,final',
      can_edit_final: true,
      traded_player_stats: false,
      game_sheet_auto_summary_enabled: true,
      visible_stats: ['goals', 'assists', 'points', 'penalty_minutes'],
      game_defaults: gameDefaults(),
    };
  };
  const standingPreference = (subseasonId: number): StandingPreference => {
    const [c] = at2();
    return {
      id: store.kindId('standingPreferences', 9300 + subseasonId - 6300),
      standing_tool_id: 1,
      standing_type_id: 2,
      standings_aggregation_level: 'division',
      qualifiers: 4,
      qualifier_limit: null,
      created_at: c,
      updated_at: c,
      winning_team_custom_points: 2,
      losing_team_custom_points: 0,
      tied_team_custom_points: 1,
      label_mapping: { w: 'W', l: 'L', t: 'T', pts: 'PTS' },
      extended_fields: ['otw', 'otl'],
      order_rule: 'pts,w,gd',
      overtime_win_custom_points: 2,
      overtime_loss_custom_points: 1,
      overtime_wins_include_in_wins: true,
      overtime_losses_include_in_losses: false,
      legacy_custom_points: false,
    };
  };

  const league = (
    siteId: number,
    sportId: number,
    name: string,
    abbrev: string,
    gender: string,
  ): LeagueRec => {
    const [c] = at2();
    const id = store.nextId('leagues');
    const node = addPageNode(store, { site_id: siteId, parent_id: null, node_type: 'League', object_id: id });
    return store.insert('leagues', {
      id,
      site_id: siteId,
      sport_id: sportId,
      node_id: node.id,
      name,
      current_subseason_id: null,
      image_id: image(),
      button_title: name,
      abbrev,
      primary_color: '1f4e8c',
      secondary_color: 'ffffff',
      gender,
      score_ribbon: true,
      tweet_games: null,
      game_sheet_label: 'gamesheet',
      created_at: c,
      updated_at: c,
    });
  };
  const season = (lg: LeagueRec, name: string, solo: boolean): { season: SeasonRec; liId: number; liNodeId: number } => {
    const [c] = at2();
    const seasonId = store.nextId('seasons');
    const s = store.insert('seasons', {
      id: seasonId,
      league_id: lg.id,
      name,
      created_at: c,
      updated_at: c,
      solo_team_league_id: solo ? lg.id : null,
      has_metadata: false,
      show_shared_schedule: solo,
      stat_preference: statPreference(seasonId),
    });
    const liId = store.nextId('leagueInstances');
    const node = addPageNode(store, { site_id: lg.site_id, parent_id: lg.node_id, node_type: 'LeagueInstance', object_id: liId });
    store.insert('leagueInstances', { id: liId, season_id: seasonId, league_id: lg.id, node_id: node.id, created_at: c, updated_at: c });
    return { season: s, liId, liNodeId: node.id };
  };
  const subseason = (s: SeasonRec, liNodeId: number, siteId: number, name: string, position: number): SubseasonRec => {
    const [c] = at2();
    const id = store.nextId('subseasons');
    const node = addPageNode(store, { site_id: siteId, parent_id: liNodeId, node_type: 'Subseason', object_id: id });
    return store.insert('subseasons', {
      id,
      name,
      season_id: s.id,
      node_id: node.id,
      position,
      created_at: c,
      updated_at: c,
      snl_scoring_enabled: false,
      statistic_grouping_id: null,
      workers_completed: true,
      live_scoring_stat_configuration: { show_plus_minus: true, fair_play_points: false },
      standing_preference: standingPreference(id),
    });
  };
  const division = (lg: LeagueRec, name: string, i: number) => {
    const [c] = at2();
    return store.insert('divisions', {
      id: store.nextId('divisions'),
      image_id: null,
      league_id: lg.id,
      name,
      button_title: `${name} Division`,
      abbrev: name.slice(0, 3).toUpperCase(),
      primary_color: DIVISION_COLORS[i % DIVISION_COLORS.length]!,
      secondary_color: 'ffffff',
      created_at: c,
      updated_at: c,
    });
  };
  const divisionInstance = (divisionId: number, sub: SubseasonRec, siteId: number) => {
    const [c] = at2();
    const id = store.nextId('divisionInstances');
    const node = addPageNode(store, { site_id: siteId, parent_id: sub.node_id, node_type: 'DivisionInstance', object_id: id });
    return store.insert('divisionInstances', {
      id,
      division_id: divisionId,
      subseason_id: sub.id,
      node_id: node.id,
      non_standing: false,
      max_standings_points: null,
      top_template_id: null,
      bottom_template_id: null,
      created_at: c,
      updated_at: c,
    });
  };
  const team = (
    lg: LeagueRec,
    name: string,
    abbrev: string,
    gender: Gender,
    color: string,
    extra: Partial<TeamRec> = {},
  ): TeamRec => {
    const [c] = at2();
    return store.insert('teams', {
      id: store.nextId('teams'),
      image_id: image(),
      sport_id: lg.sport_id,
      name,
      button_title: name,
      abbrev,
      primary_color: color,
      secondary_color: 'ffffff',
      gender,
      opponent: null,
      parent_team_id: null,
      ios_whitelabel_url: null,
      android_whitelabel_url: null,
      created_at: c,
      updated_at: c,
      site_ids: [lg.site_id],
      league_ids: [lg.id],
      ...extra,
    });
  };
  const teamInstance = (
    t: TeamRec,
    subseasons: number[],
    parentNodeIds: number[],
    siteId: number,
    extra: Partial<TeamInstanceRec> = {},
  ): TeamInstanceRec => {
    const [c] = at2();
    const id = store.nextId('teamInstances');
    const ti = store.insert('teamInstances', {
      id,
      team_id: t.id,
      roster_id: store.kindId('rosters', 90000 + (id - 8000)),
      image_id: t.image_id,
      management_team_id: store.kindId('managementTeams', 95000 + (id - 8000)),
      name: t.name,
      abbrev: t.abbrev,
      button_title: t.button_title,
      primary_color: t.primary_color,
      secondary_color: t.secondary_color,
      gender: t.gender,
      affects_standings: true,
      opponent: false,
      parent_team_instance_id: null,
      subseason_ids: subseasons,
      created_at: c,
      updated_at: c,
      ...extra,
    });
    for (const parent of parentNodeIds) addPageNode(store, { site_id: siteId, parent_id: parent, node_type: 'TeamInstance', object_id: id });
    return ti;
  };
  const game = (siteId: number, sportId: number, subseasonId: number, home: number, away: number) =>
    store.insert('games', {
      id: store.nextId('games'),
      site_id: siteId,
      sport_id: sportId,
      subseason_id: subseasonId,
      home_team_instance_id: home,
      away_team_instance_id: away,
      starts_at: at(),
    });
  const official = (gameId: number, name: string, typeId: number | null) => {
    const [c] = at2();
    return store.insert('officials', { id: store.nextId('officials'), name, official_type_id: typeId, game_id: gameId, created_at: c, updated_at: c });
  };

  // Main league of the default site: two divisions, a regular season and playoffs.
  const mainLeague = league(SITE, HOCKEY, 'Riverside Youth Hockey League', 'RYHL', 'co-ed');
  const main = season(mainLeague, '2026-2027', false);
  const regular = subseason(main.season, main.liNodeId, SITE, 'Regular Season', 1);
  const playoffs = subseason(main.season, main.liNodeId, SITE, 'Playoffs', 2);
  mainLeague.current_subseason_id = regular.id;
  const north = division(mainLeague, 'North', 0);
  const south = division(mainLeague, 'South', 1);
  const divisionsList = [north, south];
  const regDis = divisionsList.map((d) => divisionInstance(d.id, regular, SITE));
  const poDis = divisionsList.map((d) => divisionInstance(d.id, playoffs, SITE));
  // A division with an instance in the regular season only: the playoffs can take an instance of an
  // existing division (division instance create, existing form).
  const central = division(mainLeague, 'Central', 3);
  divisionInstance(central.id, regular, SITE);
  const mainTeams: TeamRec[] = [];
  const mainTis: TeamInstanceRec[] = [];
  const mainTeam = (i: number): TeamRec => {
    const word = TEAM_NAMES[i % TEAM_NAMES.length]!;
    const round = Math.floor(i / TEAM_NAMES.length);
    const name = round === 0 ? `Riverside ${word}` : `Riverside ${word} ${round + 1}`;
    const abbrev = `${word.slice(0, 3).toUpperCase()}${round === 0 ? '' : round + 1}`;
    const gender: Gender = i % 3 === 2 ? 'female' : 'co-ed';
    return team(mainLeague, name, abbrev, gender, DIVISION_COLORS[i % DIVISION_COLORS.length]!);
  };
  for (let i = 0; i < instanceCount; i++) {
    const t = mainTeam(i);
    const d = i % 2;
    mainTeams.push(t);
    mainTis.push(teamInstance(t, [regular.id, playoffs.id], [regDis[d]!.node_id, poDis[d]!.node_id], SITE));
  }
  const game1 = game(SITE, HOCKEY, regular.id, mainTis[0]!.id, mainTis[1]!.id);
  const hockeyTypes = officialTypeIds.get(HOCKEY)!;
  official(game1.id, 'Jordan Blake', hockeyTypes[0]!);
  official(game1.id, 'Casey Moore', hockeyTypes[1]!);

  // Solo-team league: one team with its own schedule and an opponent team.
  const soloLeague = league(SITE, HOCKEY, 'Riverside Travel Schedule', 'RTS', 'male');
  const solo = season(soloLeague, '2026-2027 Travel', true);
  const soloSub = subseason(solo.season, solo.liNodeId, SITE, 'Travel Season', 1);
  soloLeague.current_subseason_id = soloSub.id;
  const hawks = team(soloLeague, 'Riverside Travel Hawks', 'RTH', 'male', '0b3d91');
  const eagles = team(soloLeague, 'Eastview Eagles', 'EVE', 'male', '6a0dad', { opponent: 1, parent_team_id: hawks.id });
  const hawksTi = teamInstance(hawks, [soloSub.id], [soloSub.node_id], SITE);
  const eaglesTi = teamInstance(eagles, [soloSub.id], [soloSub.node_id], SITE, {
    opponent: true,
    parent_team_instance_id: hawksTi.id,
    affects_standings: false,
  });
  game(SITE, HOCKEY, soloSub.id, hawksTi.id, eaglesTi.id);

  // Second site: a soccer league without divisions.
  const soccer = league(SITE2, SOCCER, 'Lakeside Premier League', 'LPL', 'female');
  const spring = season(soccer, '2027 Spring', false);
  const springSub = subseason(spring.season, spring.liNodeId, SITE2, 'Regular Season', 1);
  soccer.current_subseason_id = springSub.id;
  const lakers = [team(soccer, 'Lakeside Lightning', 'LL', 'female', '00bfff'), team(soccer, 'Lakeside Thunder', 'LT', 'female', '4b0082')];
  const lakerTis = lakers.map((t) => teamInstance(t, [springSub.id], [springSub.node_id], SITE2));
  const game3 = game(SITE2, SOCCER, springSub.id, lakerTis[0]!.id, lakerTis[1]!.id);
  official(game3.id, 'Alex Rivera', officialTypeIds.get(SOCCER)![0]!);

  // The site the user cannot access.
  const nLeague = league(FORBIDDEN, HOCKEY, 'Northfield Hockey League', 'NHL2', 'male');
  const nSeason = season(nLeague, '2026-2027', false);
  const nSub = subseason(nSeason.season, nSeason.liNodeId, FORBIDDEN, 'Regular Season', 1);
  nLeague.current_subseason_id = nSub.id;
  const nDiv = division(nLeague, 'Open', 2);
  const nDi = divisionInstance(nDiv.id, nSub, FORBIDDEN);
  const nTeams = [team(nLeague, 'Northfield Bisons', 'NFB', 'male', '8b4513'), team(nLeague, 'Northfield Moose', 'NFM', 'male', '556b2f')];
  const nTis = nTeams.map((t) => teamInstance(t, [nSub.id], [nDi.node_id], FORBIDDEN));
  const game4 = game(FORBIDDEN, HOCKEY, nSub.id, nTis[0]!.id, nTis[1]!.id);
  official(game4.id, 'Robin Hale', hockeyTypes[0]!);

  // ------------------------------------------------------------------ galleries
  const gallery = (kind: 'photo' | 'video', siteId: number, object_type: 'game' | 'team_instance' | 'news_article', object_id: number, name: string, approval: boolean) => {
    const [c] = at2();
    return store.insert('galleries', {
      id: store.nextId('galleries'),
      kind,
      site_id: siteId,
      object_type,
      object_id,
      name,
      description: null,
      approval_required: approval,
      created_at: c,
      updated_at: c,
    });
  };
  const galleryPhoto = (galleryId: number, name: string, approved: boolean) => {
    const [c] = at2();
    store.insert('galleryPhotos', {
      id: store.nextId('galleryPhotos'),
      gallery_id: galleryId,
      name,
      caption: name,
      file: PLACEHOLDER_IMAGE_FILE,
      content_type: 'image/png',
      size: PLACEHOLDER_PNG.length,
      approved,
      created_at: c,
      updated_at: c,
    });
  };
  const galleryVideo = (galleryId: number, siteId: number, name: string, approved: boolean) => {
    const [c] = at2();
    store.insert('uploadedVideos', {
      id: store.nextId('uploadedVideos'),
      site_id: siteId,
      gallery_id: galleryId,
      element_id: null,
      name,
      description: `${name} (video)`,
      file: PLACEHOLDER_VIDEO_FILE,
      content_type: 'video/mp4',
      size: PLACEHOLDER_VIDEO.length,
      approved,
      created_at: c,
      updated_at: c,
    });
  };
  const gamePhotos = gallery('photo', SITE, 'game', game1.id, 'Game day photos', false);
  galleryPhoto(gamePhotos.id, 'Opening faceoff', true);
  const tiPhotos = gallery('photo', SITE, 'team_instance', mainTis[0]!.id, 'Team photos', true);
  galleryPhoto(tiPhotos.id, 'Team picture', true);
  galleryPhoto(tiPhotos.id, 'Bench', false);
  const articlePhotos = gallery('photo', SITE, 'news_article', a1.article.id, 'Article photos', false);
  galleryPhoto(articlePhotos.id, 'Arena', true);
  const gameVideos = gallery('video', SITE, 'game', game1.id, 'Game day videos', false);
  galleryVideo(gameVideos.id, SITE, 'Highlights', true);
  const tiVideos = gallery('video', SITE, 'team_instance', mainTis[0]!.id, 'Team videos', true);
  galleryVideo(tiVideos.id, SITE, 'Practice', false);
  const articleVideos = gallery('video', SITE, 'news_article', a1.article.id, 'Article videos', false);
  galleryVideo(articleVideos.id, SITE, 'Interview', true);
  const nPhotos = gallery('photo', FORBIDDEN, 'game', game4.id, 'Northfield photos', false);
  galleryPhoto(nPhotos.id, 'Northfield arena', true);

  // ------------------------------------------------------------------ size (SeedOptions), last: the ids above never move
  // Teams of past seasons: in the main league, without a team instance now.
  for (let i = instanceCount; i < teamCount; i++) mainTeams.push(mainTeam(i));
  // An archive of published articles on the news page, each with its one text block.
  for (let i = 0; i < extraArticles; i++) {
    article(SITE, `Archive story ${i + 1}: ${TEAM_NAMES[i % TEAM_NAMES.length]} round-up`, 'published', [newsPage.node.id],
      `<p>Week ${(i % 30) + 1} results and notes for the ${TEAM_NAMES[i % TEAM_NAMES.length]}.</p>`, false);
  }

  // What an access check of every operation needs on the forbidden site (seed-forbidden.ts), made last.
  seedForbiddenExtras(store, FORBIDDEN, game4.id);

  for (const siteId of siteIds) renumberSiteTree(store, siteId);

  return {
    store,
    fixtures: {
      siteId: SITE,
      secondSiteId: SITE2,
      forbiddenSiteId: FORBIDDEN,
      membershipId: membership.id,
      gameId: game1.id,
      forbiddenGameId: game4.id,
      sportId: HOCKEY,
      leagueId: mainLeague.id,
      leagueInstanceId: main.liId,
      regularSubseasonId: regular.id,
      playoffSubseasonId: playoffs.id,
      divisionId: north.id,
      divisionInstanceId: regDis[0]!.id,
      teamId: mainTeams[0]!.id,
      teamInstanceId: mainTis[0]!.id,
      soloLeagueId: soloLeague.id,
      soloTeamId: hawks.id,
      opponentTeamId: eagles.id,
      opponentTeamInstanceId: eaglesTi.id,
      pageId: home.page.id,
      pageContentNodeId: home.contentNodeId,
      newsArticleId: a1.article.id,
      newsPageNodeId: newsPage.node.id,
      eventsPageNodeId: eventsPage.node.id,
      forbiddenNewsArticleId: forbiddenArticle.article.id,
      forbiddenLeagueId: nLeague.id,
      forbiddenTeamId: nTeams[0]!.id,
      photoGalleryId: gamePhotos.id,
      videoGalleryId: gameVideos.id,
      ...forbiddenFixtureIds(store, FORBIDDEN, forbiddenArticle.article.id, nLeague.id),
    },
  };
}
