// The deterministic initial state of the reference server. The same options always give the same
// records with the same ids and timestamps, so tests and users can rely on the fixture ids that
// `fixtureIds()` reports (main.ts prints them as .env lines).
//
// Size is a parameter (SeedOptions): the default is small; the benchmark's large set (npm run bench)
// seeds 10,000 teams, 2,000 of them with team instances, and 5,000 more news articles, all in the
// fixture site, where the suite reads: the worst case for a suite that lists.
//
// Each area seeds its records in seed/*.ts; buildSeed calls them in one order, which fixes every id and
// timestamp.
import { renumberSiteTree } from './model.ts';
import { Store } from './store.ts';
import { REFERENCE_USER } from './credentials.ts';
import { RandomIds } from './variations/ids.ts';
import { forbiddenFixtureIds, seedForbiddenExtras, type ForbiddenFixtureIds } from './seed-forbidden.ts';
import { SeedKit } from './seed/kit.ts';
import { seedSports } from './seed/sports.ts';
import { seedSites } from './seed/sites.ts';
import { seedPages } from './seed/pages.ts';
import { article, seedNewsArticles } from './seed/news-articles.ts';
import { TEAM_NAMES } from './seed/league-records.ts';
import { seedLeagues } from './seed/leagues.ts';
import { seedGalleries } from './seed/galleries.ts';

export { PLACEHOLDER_PNG } from './seed/kit.ts';

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
  /** a second game of the default site (to move an official to) */
  otherGameId: number;
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
  if (!Number.isInteger(extraArticles) || extraArticles < 0)
    throw new Error('seed: newsArticles must be a whole number');
  const store = new Store(options.idSeed === undefined ? undefined : new RandomIds(options.idSeed));
  store.userId = REFERENCE_USER.id;
  const k = new SeedKit(store);
  const sports = seedSports(k);
  const sites = seedSites(k);
  const { siteIds, SITE, SITE2, FORBIDDEN, membership } = sites;
  const pages = seedPages(k, sites);
  const { home, newsPage, eventsPage } = pages;
  const { a1, forbiddenArticle } = seedNewsArticles(k, sites, pages);
  const leagues = seedLeagues(k, sites, sports, instanceCount);
  const { gamePhotos, gameVideos } = seedGalleries(k, sites, {
    game1: leagues.game1.id,
    game4: leagues.game4.id,
    teamInstance: leagues.mainTis[0]!.id,
    article: a1.article.id,
  });

  // ------------------------------------------------------------------ size (SeedOptions), last: the ids above never move
  // Teams of past seasons: in the main league, without a team instance now.
  for (let i = instanceCount; i < teamCount; i++) leagues.mainTeams.push(leagues.mainTeam(i));
  // An archive of published articles on the news page, each with its one text block.
  for (let i = 0; i < extraArticles; i++) {
    article(
      k,
      SITE,
      `Archive story ${i + 1}: ${TEAM_NAMES[i % TEAM_NAMES.length]} round-up`,
      'published',
      [newsPage.node.id],
      `<p>Week ${(i % 30) + 1} results and notes for the ${TEAM_NAMES[i % TEAM_NAMES.length]}.</p>`,
      false,
    );
  }

  // What an access check of every operation needs on the forbidden site (seed-forbidden.ts), made last.
  seedForbiddenExtras(store, FORBIDDEN, leagues.game4.id);

  for (const siteId of siteIds) renumberSiteTree(store, siteId);

  return {
    store,
    fixtures: {
      siteId: SITE,
      secondSiteId: SITE2,
      forbiddenSiteId: FORBIDDEN,
      membershipId: membership.id,
      gameId: leagues.game1.id,
      otherGameId: leagues.soloGame.id,
      forbiddenGameId: leagues.game4.id,
      sportId: sports.HOCKEY,
      leagueId: leagues.mainLeague.id,
      leagueInstanceId: leagues.main.liId,
      regularSubseasonId: leagues.regular.id,
      playoffSubseasonId: leagues.playoffs.id,
      divisionId: leagues.north.id,
      divisionInstanceId: leagues.regDis[0]!.id,
      teamId: leagues.mainTeams[0]!.id,
      teamInstanceId: leagues.mainTis[0]!.id,
      soloLeagueId: leagues.soloLeague.id,
      soloTeamId: leagues.hawks.id,
      opponentTeamId: leagues.eagles.id,
      opponentTeamInstanceId: leagues.eaglesTi.id,
      pageId: home.page.id,
      pageContentNodeId: home.contentNodeId,
      newsArticleId: a1.article.id,
      newsPageNodeId: newsPage.node.id,
      eventsPageNodeId: eventsPage.node.id,
      forbiddenNewsArticleId: forbiddenArticle.article.id,
      forbiddenLeagueId: leagues.nLeague.id,
      forbiddenTeamId: leagues.nTeams[0]!.id,
      photoGalleryId: gamePhotos.id,
      videoGalleryId: gameVideos.id,
      ...forbiddenFixtureIds(store, FORBIDDEN, forbiddenArticle.article.id, leagues.nLeague.id),
    },
  };
}
