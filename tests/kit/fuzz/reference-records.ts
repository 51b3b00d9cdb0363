// The seeded records of the embedded reference server the fuzzer's base requests use, found in its store
// (never assumed), and the rules and references the bases share.
import type { FixtureIds } from '../../../reference/seed.ts';
import type { Store } from '../../../reference/store.ts';
import type { Location, BadRef, Rule } from './types.ts';

/** The store, the fixture ids, the three sites and the lookups the record finders share. */
function seedContext(state: { store: Store; fixtures: FixtureIds }) {
  const { store, fixtures: f } = state;
  const t = store.t;
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`reference seed: no ${what}`);
    return v;
  };
  const all = <T>(m: Map<number, T>): T[] => [...m.values()];
  const cnSite = (cn: number) => must(t.contentNodes.get(cn), `content node ${cn}`).site_id;
  const columnsOfCn = (cn: number) =>
    all(t.layoutContainers)
      .filter((c) => c.content_node_id === cn)
      .sort((a, b) => a.id - b.id)
      .flatMap((c) =>
        all(t.layoutColumns)
          .filter((col) => col.layout_container_id === c.id)
          .sort((a, b) => a.id - b.id),
      );
  const cnOfColumn = (col: number) =>
    must(t.layoutContainers.get(must(t.layoutColumns.get(col), `column ${col}`).layout_container_id), 'container')
      .content_node_id;
  const S1 = f.siteId;
  const S2 = f.secondSiteId;
  const S3 = f.forbiddenSiteId;
  return { store, f, t, must, all, cnSite, columnsOfCn, cnOfColumn, S1, S2, S3 };
}

type SeedContext = ReturnType<typeof seedContext>;

/** Articles, layout containers and columns, page elements and page nodes of the three sites. */
function contentRecords(ctx: SeedContext) {
  const { store, f, t, must, all, cnSite, columnsOfCn, cnOfColumn, S1, S2, S3 } = ctx;
  const articleA = must(t.newsArticles.get(f.newsArticleId), 'news article');
  const articleB = must(
    all(t.newsArticles).find((a) => a.site_id === S1 && a.id !== articleA.id),
    'a second article of site 1',
  );
  const containerA = must(
    all(t.layoutContainers).find((c) => c.content_node_id === articleA.content_node_id),
    'a container of the article',
  );
  const colA = must(columnsOfCn(articleA.content_node_id)[0], 'a column of the article').id;
  const colB = must(columnsOfCn(articleB.content_node_id)[0], 'a column of the second article').id;
  const peA = must(
    all(t.pageElements).find(
      (pe) =>
        pe.layout_column_id === colA && pe.element_type === 'TextBlock' && !pe.element_locked && !pe.content_locked,
    ),
    'a text block of the article',
  );
  const pageCn = (site: number) =>
    must(
      all(t.pages).find((p) => p.site_id === site),
      `a page of site ${site}`,
    ).content_node_id;
  const photoPe = must(
    all(t.pageElements).find(
      (pe) =>
        pe.element_type === 'Photo' &&
        !pe.content_locked &&
        store.accessibleSiteIds.has(cnSite(cnOfColumn(pe.layout_column_id))),
    ),
    'a photo page element',
  );
  const colPage1 = must(
    columnsOfCn(pageCn(S1)).find((c) => c.id !== photoPe.layout_column_id),
    'a page column of site 1',
  ).id;
  const colS2 = must(columnsOfCn(pageCn(S2))[0], 'a column of site 2').id;
  const colS3 = must(columnsOfCn(pageCn(S3))[0], 'a column of the forbidden site').id;
  const containerS2 = must(
    all(t.layoutContainers).find((c) => cnSite(c.content_node_id) === S2),
    'a container of site 2',
  ).id;
  const containerS3 = must(
    all(t.layoutContainers).find((c) => cnSite(c.content_node_id) === S3),
    'a container of the forbidden site',
  ).id;
  const peOther = must(
    all(t.pageElements).find((pe) => pe.layout_column_id === colPage1),
    'a page element of another column',
  ).id;
  const peS3 = must(
    all(t.pageElements).find((pe) => cnSite(cnOfColumn(pe.layout_column_id)) === S3),
    'a page element of the forbidden site',
  ).id;
  const nodeS2 = must(
    all(t.pages).find((p) => p.site_id === S2 && p.has_news),
    'a news page of site 2',
  ).node_id;
  const nodeS3 = must(
    all(t.pages).find((p) => p.site_id === S3),
    'a page of the forbidden site',
  ).node_id;
  const pageNode1 = must(
    all(t.pages).find((p) => p.site_id === S1),
    'a page of site 1',
  ).node_id;
  return {
    articleA,
    articleB,
    containerA,
    colA,
    colB,
    peA,
    pageCn,
    photoPe,
    colPage1,
    colS2,
    colS3,
    containerS2,
    containerS3,
    peOther,
    peS3,
    nodeS2,
    nodeS3,
    pageNode1,
  };
}

/** Subseasons, league, division and team instances, and divisions (of the forbidden site, or free in the playoffs). */
function leagueRecords(ctx: SeedContext) {
  const { f, t, must, all, S3 } = ctx;
  const subNode = (id: number) => must(t.subseasons.get(id), `subseason ${id}`).node_id;
  const forbiddenSubseason = must(
    all(t.subseasons).find((s) => {
      const season = t.seasons.get(s.season_id);
      return season !== undefined && t.leagues.get(season.league_id)?.site_id === S3;
    }),
    'a subseason of the forbidden site',
  ).id;
  const forbiddenLi = must(
    all(t.leagueInstances).find((li) => t.leagues.get(li.league_id)?.site_id === S3),
    'a league instance of the forbidden site',
  ).id;
  const forbiddenDi = must(
    all(t.divisionInstances).find((di) => di.subseason_id === forbiddenSubseason),
    'a division instance of the forbidden site',
  ).id;
  const forbiddenTi = must(
    all(t.teamInstances).find((ti) => t.teams.get(ti.team_id)?.site_ids.includes(S3)),
    'a team instance of the forbidden site',
  ).id;
  const forbiddenDivision = must(
    all(t.divisions).find((d) => t.leagues.get(d.league_id)?.site_id === S3),
    'a division of the forbidden site',
  ).id;
  // a division of the league without an instance in the playoffs (the "existing division" form)
  const playoffDivisions = new Set(
    all(t.divisionInstances)
      .filter((di) => di.subseason_id === f.playoffSubseasonId)
      .map((di) => di.division_id),
  );
  const freeDivision = must(
    all(t.divisions).find((d) => d.league_id === f.leagueId && !playoffDivisions.has(d.id)),
    'a division without a playoff instance',
  ).id;
  return {
    subNode,
    forbiddenSubseason,
    forbiddenLi,
    forbiddenDi,
    forbiddenTi,
    forbiddenDivision,
    playoffDivisions,
    freeDivision,
  };
}

/** The game, its officials and their types, galleries, gallery photos and uploaded videos. */
function gameRecords(ctx: SeedContext) {
  const { store, f, t, must, all, S2, S3 } = ctx;
  const game = must(t.games.get(f.gameId), 'game');
  const gameS2 = must(
    all(t.games).find((g) => g.site_id === S2),
    'a game of site 2',
  ).id;
  const official = must(
    all(t.officials).find((o) => o.game_id === game.id),
    'an official of the game',
  ).id;
  const forbiddenOfficial = must(
    all(t.officials).find((o) => o.game_id === f.forbiddenGameId),
    'an official of the forbidden game',
  ).id;
  const typeOfSport = must(
    all(t.officialTypes).find((o) => o.sport_id === game.sport_id),
    'an official type of the game sport',
  ).id;
  const typeOtherSport = must(
    all(t.officialTypes).find((o) => o.sport_id !== game.sport_id),
    'an official type of another sport',
  ).id;
  const forbiddenGallery = must(
    all(t.galleries).find((g) => g.site_id === S3),
    'a gallery of the forbidden site',
  ).id;
  const galleryPhoto = must(
    all(t.galleryPhotos).find((gp) => store.accessibleSiteIds.has(t.galleries.get(gp.gallery_id)?.site_id ?? 0)),
    'a gallery photo',
  ).id;
  const forbiddenPhoto = must(
    all(t.galleryPhotos).find((gp) => t.galleries.get(gp.gallery_id)?.site_id === S3),
    'a gallery photo of the forbidden site',
  ).id;
  const uploadedVideo = must(
    all(t.uploadedVideos).find((v) => store.accessibleSiteIds.has(v.site_id)),
    'an uploaded video',
  ).id;
  return {
    game,
    gameS2,
    official,
    forbiddenOfficial,
    typeOfSport,
    typeOtherSport,
    forbiddenGallery,
    galleryPhoto,
    forbiddenPhoto,
    uploadedVideo,
  };
}

/** The site's URL, the news tag, and the references and page-node rules several bases share. */
function sharedReferences(ctx: SeedContext, pageNodes: { nodeS2: number; nodeS3: number }) {
  const { f, t, must, S1 } = ctx;
  const { nodeS2, nodeS3 } = pageNodes;
  const site1 = must(t.sites.get(S1), 'site 1');
  const siteUrl = `https://${site1.subdomain}.${site1.domain_name}`;
  const tag = String(f.newsPageNodeId);
  const FORBIDDEN = 'a record of a site the user may not access';

  const forbiddenPath = (value: number): Record<Location, BadRef[]> => ({ 'path:id': [{ value, why: FORBIDDEN }] });
  const pageNodeRules = (at: string): Rule[] => [
    { kind: 'body-rule', detail: `${at} = "abc" (not comma-separated ids)`, set: { [`body:${at}`]: 'abc' } },
    { kind: 'body-rule', detail: `${at} = "" (no page node ids)`, set: { [`body:${at}`]: '' } },
    { kind: 'body-rule', detail: `${at} with an empty item`, set: { [`body:${at}`]: `${tag},,${tag}` } },
    { kind: 'body-rule', detail: `${at} with a negative id`, set: { [`body:${at}`]: '-5' } },
    { kind: 'body-unknown-id', detail: `${at} names an unknown page node`, set: { [`body:${at}`]: '999999' } },
    {
      kind: 'body-unknown-id',
      detail: `${at} names a known and an unknown page node`,
      set: { [`body:${at}`]: `${tag},999999` },
    },
    { kind: 'body-rule', detail: `${at} mixes page nodes of two sites`, set: { [`body:${at}`]: `${tag},${nodeS2}` } },
    {
      kind: 'body-unusable-id',
      detail: `${at} names a page node of another user's site`,
      set: { [`body:${at}`]: String(nodeS3) },
    },
  ];
  return { site1, siteUrl, tag, FORBIDDEN, forbiddenPath, pageNodeRules };
}

/** The seeded records the bases use (found, never assumed), and the rules and references they share. */
export function referenceRecords(state: { store: Store; fixtures: FixtureIds }) {
  const ctx = seedContext(state);
  const content = contentRecords(ctx);
  return { ...ctx, ...content, ...leagueRecords(ctx), ...gameRecords(ctx), ...sharedReferences(ctx, content) };
}

export type ReferenceRecords = ReturnType<typeof referenceRecords>;
