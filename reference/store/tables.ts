// The tables of the store (one Map per kind of record), the first id of each, and a snapshot of them.
import type {
  SiteRec,
  MembershipRec,
  PageNodeRec,
  PageRec,
  ContentNodeRec,
  LayoutContainerRec,
  LayoutColumnRec,
  PageElementRec,
  ElementRec,
  ImageRec,
  UploadRec,
} from './site-content.ts';
import type {
  NewsArticleRec,
  CommentElementRec,
  CommentRec,
  GameNewsArticleRec,
  GalleryRec,
  GalleryPhotoRec,
  UploadedVideoRec,
} from './news-media.ts';
import type {
  SportRec,
  OfficialTypeRec,
  GameRec,
  OfficialRec,
  LeagueRec,
  SeasonRec,
  LeagueInstanceRec,
  SubseasonRec,
  DivisionRec,
  DivisionInstanceRec,
  TeamRec,
  TeamInstanceRec,
} from './leagues-teams.ts';

export interface Tables {
  sites: Map<number, SiteRec>;
  memberships: Map<number, MembershipRec>;
  pageNodes: Map<number, PageNodeRec>;
  pages: Map<number, PageRec>;
  contentNodes: Map<number, ContentNodeRec>;
  layoutContainers: Map<number, LayoutContainerRec>;
  layoutColumns: Map<number, LayoutColumnRec>;
  pageElements: Map<number, PageElementRec>;
  elements: Map<number, ElementRec>;
  images: Map<number, ImageRec>;
  newsArticles: Map<number, NewsArticleRec>;
  commentElements: Map<number, CommentElementRec>;
  comments: Map<number, CommentRec>;
  gamesNewsArticles: Map<number, GameNewsArticleRec>;
  galleries: Map<number, GalleryRec>;
  galleryPhotos: Map<number, GalleryPhotoRec>;
  uploadedVideos: Map<number, UploadedVideoRec>;
  sports: Map<number, SportRec>;
  officialTypes: Map<number, OfficialTypeRec>;
  games: Map<number, GameRec>;
  officials: Map<number, OfficialRec>;
  leagues: Map<number, LeagueRec>;
  seasons: Map<number, SeasonRec>;
  leagueInstances: Map<number, LeagueInstanceRec>;
  subseasons: Map<number, SubseasonRec>;
  divisions: Map<number, DivisionRec>;
  divisionInstances: Map<number, DivisionInstanceRec>;
  teams: Map<number, TeamRec>;
  teamInstances: Map<number, TeamInstanceRec>;
}

export type TableName = keyof Tables;

/** First id of each table: distinct ranges make a client that mixes up kinds of ids fail loudly. */
export const FIRST_IDS: Record<TableName, number> = {
  sites: 1,
  memberships: 501,
  pageNodes: 1001,
  pages: 101,
  contentNodes: 301,
  layoutContainers: 401,
  layoutColumns: 601,
  pageElements: 801,
  elements: 1201,
  images: 2001,
  newsArticles: 3001,
  commentElements: 3501,
  comments: 3601,
  gamesNewsArticles: 3701,
  galleries: 4001,
  galleryPhotos: 4101,
  uploadedVideos: 4301,
  sports: 1,
  officialTypes: 21,
  games: 5001,
  officials: 5201,
  leagues: 6001,
  seasons: 6101,
  leagueInstances: 6201,
  subseasons: 6301,
  divisions: 6401,
  divisionInstances: 6501,
  teams: 7001,
  teamInstances: 8001,
};

export function emptyTables(): Tables {
  return {
    sites: new Map(),
    memberships: new Map(),
    pageNodes: new Map(),
    pages: new Map(),
    contentNodes: new Map(),
    layoutContainers: new Map(),
    layoutColumns: new Map(),
    pageElements: new Map(),
    elements: new Map(),
    images: new Map(),
    newsArticles: new Map(),
    commentElements: new Map(),
    comments: new Map(),
    gamesNewsArticles: new Map(),
    galleries: new Map(),
    galleryPhotos: new Map(),
    uploadedVideos: new Map(),
    sports: new Map(),
    officialTypes: new Map(),
    games: new Map(),
    officials: new Map(),
    leagues: new Map(),
    seasons: new Map(),
    leagueInstances: new Map(),
    subseasons: new Map(),
    divisions: new Map(),
    divisionInstances: new Map(),
    teams: new Map(),
    teamInstances: new Map(),
  };
}

export interface StoreSnapshot {
  tables: Tables;
  uploads: Map<string, UploadRec>;
}

export type RecordOf<T extends TableName> = Tables[T] extends Map<number, infer R> ? R : never;
