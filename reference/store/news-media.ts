// The stored records of news articles (with comment elements and comments), games news articles,
// galleries, gallery photos and uploaded videos.

export interface NewsArticleRec {
  id: number;
  site_id: number;
  content_node_id: number;
  comment_element_id: number;
  title: string;
  author: string | null;
  teaser: string | null;
  preview_text: string | null;
  news_date: Date | null;
  status: 'draft' | 'published';
  show_image_with_article: boolean;
  show_image_in_aggregator: boolean;
  show_preview_text_with_article: boolean;
  show_preview_text_in_aggregator: boolean;
  page_node_ids: string;
  image_id: number | null;
  news_expiration_date: Date | null;
  article_type: string;
  created_on: Date;
  updated_on: Date;
}

export interface CommentElementRec {
  id: number;
  login_required: boolean;
  approval_required: boolean;
  created_at: Date;
  updated_at: Date;
  title: string;
  ascending_sort_order: boolean;
  site_id: number;
  enabled: boolean;
  source_id: number;
  source_type: 'NewsArticle';
}

export interface CommentRec {
  id: number;
  comment_element_id: number;
  author_name: string;
  body: string;
  approved: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface GameNewsArticleRec {
  id: number;
  game_id: number;
  news_article_id: number;
  created_at: Date;
}

export type GalleryObjectType = 'game' | 'team_instance' | 'news_article' | 'event' | 'tournament';
export const GALLERY_OBJECT_TYPES: readonly GalleryObjectType[] = [
  'game',
  'team_instance',
  'news_article',
  'event',
  'tournament',
];

export interface GalleryRec {
  id: number;
  kind: 'photo' | 'video';
  site_id: number;
  object_type: GalleryObjectType;
  object_id: number;
  name: string;
  description: string | null;
  approval_required: boolean;
  created_at: Date;
  updated_at: Date;
}

/** What a gallery photo and an uploaded video keep of their uploaded file. */
interface UploadedFileFields {
  file: string;
  content_type: string;
  size: number;
  approved: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface GalleryPhotoRec extends UploadedFileFields {
  id: number;
  gallery_id: number;
  name: string;
  caption: string | null;
}

export interface UploadedVideoRec extends UploadedFileFields {
  id: number;
  site_id: number;
  /** the video gallery, or null for a video uploaded through a page element */
  gallery_id: number | null;
  /** the Video element that shows it, when uploaded through a page element */
  element_id: number | null;
  name: string;
  description: string | null;
}
