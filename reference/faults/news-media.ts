// Faults of news articles, games news articles and galleries: see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const NEWS_MEDIA_FAULTS = [
  // ------------------------------------------------------------ news articles: operations
  {
    id: 'news-index-enveloped',
    requirements: ['OP-NEWS-ARTICLES-INDEX'],
    description: 'GET /news_articles answers an object {"news_articles": [...]} instead of an array of News Article.',
  },
  {
    id: 'news-show-ignores-id',
    requirements: ['OP-NEWS-ARTICLES-SHOW'],
    description:
      'GET /news_articles/:id of any existing article answers the oldest accessible article instead of the article of that id.',
  },
  {
    id: 'news-create-answers-201',
    requirements: ['OP-NEWS-ARTICLES-CREATE'],
    description:
      'POST /news_articles answers 201 instead of 200 (the body is still the new News Article, which is stored).',
  },
  {
    id: 'news-create-not-stored',
    requirements: ['OP-NEWS-ARTICLES-CREATE'],
    description:
      'POST /news_articles answers 200 with the new News Article but stores nothing (a show of its id answers 404).',
  },
  {
    id: 'news-update-at-post',
    requirements: ['OP-NEWS-ARTICLES-UPDATE'],
    description: 'A news article is updated at POST /news_articles/:id; PUT /news_articles/:id answers 404.',
  },
  {
    id: 'news-delete-answers-204',
    requirements: ['OP-NEWS-ARTICLES-DELETE', 'NEWS-DELETE-RETURNS-RECORD'],
    description:
      'DELETE /news_articles/:id deletes the article but answers 204 with no body instead of 200 with the deleted News Article.',
  },
  // ------------------------------------------------------------ news articles: fields
  {
    id: 'news-content-node-resource-type-wrong',
    // the index's content_node is the article's "placement in the page structure" (Index: "array of
    // News Article including their placement"): a wrong resource_type there breaks NEWS-INDEX-PLACEMENT too
    requirements: ['NEWS-FIELDS', 'NEWS-INDEX-PLACEMENT'],
    description: 'A news article\'s content_node has resource_type "ContentNode" instead of NewsArticle.',
  },
  {
    id: 'news-comment-source-type-wrong',
    requirements: ['NEWS-FIELDS'],
    description: 'A news article\'s comment_element has source_type "Article" instead of NewsArticle.',
  },
  {
    id: 'news-flags-as-strings',
    requirements: ['NEWS-FIELDS'],
    description: 'The four show_* flags of a news article are JSON strings ("true", "false") instead of booleans.',
  },
  {
    id: 'news-url-string-missing',
    requirements: ['NEWS-FIELDS'],
    description: 'A news article has no url_string field.',
  },
  {
    id: 'news-page-node-ids-as-array',
    requirements: ['NEWS-FIELDS'],
    description: "A news article's page_node_ids is a JSON array of integers instead of a comma-separated string.",
  },
  // ------------------------------------------------------------ news articles: limits
  {
    id: 'news-title-accepts-301',
    requirements: ['NEWS-TITLE-MAXLEN'],
    description: 'A news article title of 301 characters is accepted and stored (the limit is 300).',
  },
  {
    id: 'news-title-refuses-300',
    requirements: ['NEWS-TITLE-MAXLEN'],
    description: "A news article title of 300 characters is rejected (the server's limit is 299).",
  },
  {
    id: 'news-title-stored-cut-to-255',
    requirements: ['NEWS-TITLE-MAXLEN'],
    description:
      'A news article title is accepted up to 300 characters but stored cut to its first 255 (the create answers it whole).',
  },
  {
    id: 'news-teaser-accepts-301',
    requirements: ['NEWS-TEASER-MAXLEN'],
    description: 'A news article teaser of 301 characters is accepted and stored (the limit is 300).',
  },
  {
    id: 'news-teaser-refuses-300',
    requirements: ['NEWS-TEASER-MAXLEN'],
    description: "A news article teaser of 300 characters is rejected (the server's limit is 299).",
  },
  {
    id: 'news-teaser-limit-create-only',
    requirements: ['NEWS-TEASER-MAXLEN'],
    description: 'The teaser limit is checked on create only: an update stores a teaser of any length.',
  },
  {
    id: 'news-author-accepts-101',
    requirements: ['NEWS-AUTHOR-MAXLEN'],
    description: 'A news article author of 101 characters is accepted and stored (the limit is 100).',
  },
  {
    id: 'news-author-refuses-100',
    requirements: ['NEWS-AUTHOR-MAXLEN'],
    description: "A news article author of 100 characters is rejected (the server's limit is 99).",
  },
  {
    id: 'news-author-limit-create-only',
    requirements: ['NEWS-AUTHOR-MAXLEN'],
    description: 'The author limit is checked on create only: an update stores an author of any length.',
  },
  {
    id: 'news-preview-text-accepts-30001',
    requirements: ['NEWS-PREVIEW-TEXT-MAXLEN'],
    description: 'A news article preview_text of 30,001 characters is accepted and stored (the limit is 30,000).',
  },
  {
    id: 'news-preview-text-refuses-30000',
    requirements: ['NEWS-PREVIEW-TEXT-MAXLEN'],
    description: "A news article preview_text of 30,000 characters is rejected (the server's limit is 29,999).",
  },
  {
    id: 'news-preview-text-stored-cut-to-255',
    requirements: ['NEWS-PREVIEW-TEXT-MAXLEN'],
    description:
      'A news article preview_text is accepted up to 30,000 characters but stored cut to its first 255 (the answer of the write has it whole).',
  },
  // ------------------------------------------------------------ news articles: status and defaults
  {
    id: 'news-status-default-published',
    requirements: ['NEWS-STATUS-DEFAULT'],
    description: 'A news article created without a status is published instead of draft.',
  },
  {
    id: 'news-status-default-null',
    // News Article "status | string | draft or published. Default draft": a null status is neither a
    // string (NEWS-FIELDS) nor draft or published (NEWS-STATUS-ENUM)
    requirements: ['NEWS-STATUS-DEFAULT', 'NEWS-FIELDS', 'NEWS-STATUS-ENUM'],
    description: 'A news article created without a status has status null instead of draft.',
  },
  {
    id: 'news-status-published-refused',
    requirements: ['NEWS-STATUS-ENUM'],
    description: 'A news article status of published is rejected (only draft is accepted).',
  },
  {
    id: 'news-status-unknown-accepted',
    requirements: ['NEWS-STATUS-ENUM'],
    description: 'Any news article status is accepted and stored (archived, ...), not only draft and published.',
  },
  {
    id: 'news-status-unchecked-on-update',
    requirements: ['NEWS-STATUS-ENUM'],
    description: 'A news article update stores any status value (the create still checks it).',
  },
  {
    id: 'news-show-image-with-article-default-false',
    requirements: ['NEWS-SHOW-IMAGE-WITH-ARTICLE-DEFAULT'],
    description: 'A news article created without show_image_with_article has it false.',
  },
  {
    id: 'news-show-image-in-aggregator-default-false',
    requirements: ['NEWS-SHOW-IMAGE-IN-AGGREGATOR-DEFAULT'],
    description: 'A news article created without show_image_in_aggregator has it false.',
  },
  {
    id: 'news-show-preview-text-with-article-default-false',
    requirements: ['NEWS-SHOW-PREVIEW-TEXT-WITH-ARTICLE-DEFAULT'],
    description: 'A news article created without show_preview_text_with_article has it false.',
  },
  {
    id: 'news-show-preview-text-in-aggregator-default-false',
    requirements: ['NEWS-SHOW-PREVIEW-TEXT-IN-AGGREGATOR-DEFAULT'],
    description: 'A news article created without show_preview_text_in_aggregator has it false.',
  },
  // ------------------------------------------------------------ news articles: page_node_ids
  {
    id: 'news-create-without-page-node-ids-accepted',
    requirements: ['NEWS-PAGE-NODE-IDS-REQUIRED-CREATE'],
    description:
      'A news article create without page_node_ids is accepted and stored on the user\'s first site (page_node_ids "").',
  },
  {
    id: 'news-update-without-page-node-ids-accepted',
    requirements: ['NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE'],
    description: 'A news article update without page_node_ids is accepted and applied (the tags stay as they were).',
  },
  {
    id: 'news-update-without-page-node-ids-applies-changes',
    // a refused request that changes something breaks the refusal's own rule too ("... and changes nothing")
    requirements: ['NEWS-PAGE-NODE-IDS-REQUIRED-UPDATE', 'ERROR-BAD-INPUT-4XX'],
    description: 'A news article update without page_node_ids answers the 4xx, but its other fields are stored anyway.',
  },
  // ------------------------------------------------------------ news articles: structure
  {
    id: 'news-create-two-containers',
    requirements: ['NEWS-CREATE-CONTENT-NODE'],
    description:
      'Creating a news article creates its content node with two layout containers (one column each) instead of one.',
  },
  {
    id: 'news-create-two-columns',
    requirements: ['NEWS-CREATE-CONTENT-NODE'],
    description:
      'Creating a news article creates its one layout container as twoColumn5050, with two layout columns instead of one.',
  },
  // ------------------------------------------------------------ news articles: show variants
  {
    id: 'news-plain-text-refused',
    requirements: ['NEWS-SHOW-PLAIN-TEXT'],
    description: 'GET /news_articles/:id?plain_text=true answers 400 (unknown parameter).',
  },
  {
    id: 'news-plain-text-answers-text',
    // "Responses are JSON" (Conventions 2), and the "200, News Article" it answers in place of carries
    // none of the listed fields (an article without text answers an empty body): JSON-RESPONSES and NEWS-FIELDS too
    requirements: ['NEWS-SHOW-PLAIN-TEXT', 'JSON-RESPONSES', 'NEWS-FIELDS'],
    description:
      "GET /news_articles/:id?plain_text=true answers 200 with the article's text as text/plain instead of the News Article.",
  },
  {
    id: 'news-basic-html-refused',
    requirements: ['NEWS-SHOW-BASIC-HTML'],
    description: 'GET /news_articles/:id?basic_html=true answers 400 (unknown parameter).',
  },
  // ------------------------------------------------------------ news articles: update and delete
  {
    id: 'news-update-stores-timestamps',
    requirements: ['NEWS-TIMESTAMPS-READ-ONLY'],
    description:
      'A news article update stores the created_on and updated_on its news_article sends (read-only fields) instead of ignoring them.',
  },
  {
    id: 'news-update-not-stored',
    requirements: ['NEWS-UPDATE-READ-BACK'],
    description: 'A news article update answers 200 with the changed article but stores nothing.',
  },
  {
    id: 'news-update-clears-unnamed-fields',
    requirements: ['NEWS-UPDATE-READ-BACK'],
    description:
      'A news article update sets author, teaser, preview_text and news_date to null when the update does not name them.',
  },
  {
    id: 'news-update-ignores-flags',
    requirements: ['NEWS-UPDATE-READ-BACK'],
    description: 'A news article update ignores the four show_* flags (the other fields are changed).',
  },
  {
    id: 'news-delete-returns-success',
    // the answer of "200, the deleted News Article" lacks every listed field of a News Article
    // (as container-delete-answers-success): NEWS-FIELDS, and NULL-FOR-UNSET for those that may be null
    requirements: ['NEWS-DELETE-RETURNS-RECORD', 'NEWS-FIELDS', 'NULL-FOR-UNSET'],
    description: 'DELETE /news_articles/:id answers 200 {"success": true} instead of the deleted News Article.',
  },
  {
    id: 'news-delete-keeps-record',
    requirements: ['NEWS-DELETE-GONE'],
    description: 'A deleted news article is returned by the delete but stays readable (show answers 200 afterwards).',
  },
  {
    id: 'news-delete-still-listed',
    requirements: ['NEWS-DELETE-GONE'],
    description: 'A deleted news article is gone from the show (404) but GET /news_articles still lists it as it was.',
  },
  // ------------------------------------------------------------ games news articles
  {
    id: 'games-news-article-answers-201',
    requirements: ['OP-GAMES-NEWS-ARTICLES-CREATE'],
    description: 'POST /games_news_articles links the article to the game but answers 201 instead of 200.',
  },
  {
    id: 'games-news-article-returns-link',
    requirements: ['GAMES-NEWS-ARTICLE-SUCCESS'],
    description: 'POST /games_news_articles answers the link record {id, game_id, news_article_id} without success.',
  },
  // ------------------------------------------------------------ galleries
  {
    id: 'photo-galleries-refuse-game',
    requirements: ['OP-PHOTO-GALLERIES-INDEX'],
    description: 'GET /photo_galleries refuses object_type game (400); team_instance and news_article still work.',
  },
  {
    id: 'photo-gallery-show-404',
    requirements: ['OP-PHOTO-GALLERIES-SHOW'],
    description: 'GET /photo_galleries/:id answers 404 for every gallery.',
  },
  {
    id: 'gallery-photo-upload-needs-caption',
    requirements: ['OP-GALLERY-PHOTOS-UPLOAD'],
    description:
      'POST /gallery_photos without a caption is rejected (400); the interface lists object_type, object_id and filedata only.',
  },
  {
    id: 'gallery-photo-upload-not-json',
    // "Responses are JSON" (Conventions 2): a body that is not JSON breaks JSON-RESPONSES too
    requirements: ['OP-GALLERY-PHOTOS-UPLOAD', 'JSON-RESPONSES'],
    description:
      'POST /gallery_photos stores the photo but answers 200 with the text "OK" as text/plain instead of JSON.',
  },
  {
    id: 'gallery-photo-delete-answers-204',
    requirements: ['OP-GALLERY-PHOTOS-DELETE'],
    description: 'DELETE /gallery_photos/:id deletes the photo but answers 204 with no body instead of 200.',
  },
  {
    id: 'video-galleries-refuse-game',
    requirements: ['OP-VIDEO-GALLERIES-INDEX'],
    description: 'GET /video_galleries refuses object_type game (400); team_instance and news_article still work.',
  },
  {
    id: 'video-gallery-show-404',
    requirements: ['OP-VIDEO-GALLERIES-SHOW'],
    description: 'GET /video_galleries/:id answers 404 for every gallery.',
  },
  {
    id: 'gallery-video-upload-not-json',
    // "Responses are JSON" (Conventions 2): a body that is not JSON breaks JSON-RESPONSES too
    requirements: ['OP-GALLERY-VIDEOS-UPLOAD', 'JSON-RESPONSES'],
    description: 'POST /uploaded_videos stores the video but answers 200 with an HTML page instead of JSON.',
  },
  {
    id: 'gallery-video-delete-answers-204',
    requirements: ['OP-GALLERY-VIDEOS-DELETE'],
    description:
      'DELETE /uploaded_videos/:id of a gallery video deletes it but answers 204 with no body instead of 200.',
  },
  {
    id: 'uploaded-videos-refused-with-setting-on',
    requirements: ['OP-UPLOADED-VIDEO-ELEMENT-CREATE', 'OP-GALLERY-VIDEOS-UPLOAD'],
    description:
      'Uploaded videos (video page elements and gallery videos) are refused with 403 "not enabled" on every site, also where the uploaded-video setting is on.',
  },
  {
    id: 'uploaded-videos-accepted-with-setting-off',
    requirements: ['VIDEO-UPLOAD-SETTING-OFF-REFUSED'],
    description: 'Uploaded videos are served on a site whose uploaded-video setting is off (site 2).',
  },
  {
    id: 'gallery-photo-delete-keeps-record',
    requirements: ['GALLERY-DELETE-GONE'],
    description:
      'DELETE /gallery_photos/:id answers 200 with the photo but keeps it (a second delete answers 200 again).',
  },
  {
    id: 'gallery-video-delete-keeps-record',
    requirements: ['GALLERY-DELETE-GONE'],
    description:
      'DELETE /uploaded_videos/:id of a gallery video answers 200 with it but keeps it (a second delete answers 200 again).',
  },
] as const satisfies readonly FaultDefinition[];
