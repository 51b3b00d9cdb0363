// Valid base requests of the embedded reference server for the site's content: sites, tags, layout
// containers, page elements (every form of the create), pages and news articles.
import type { BadRef, BaseRequest, Rule } from './types.ts';
import { FUZZ_PNG, FUZZ_MP4 } from './drafts.ts';
import type { ReferenceRecords } from './reference-records.ts';

/** after_pe values that name no page element of the column: one of another column, one of the forbidden site. */
function afterPeOfNoSiblings(r: ReferenceRecords): BadRef[] {
  return [
    { value: r.peOther, why: 'a page element of another column' },
    { value: r.peS3, why: r.FORBIDDEN },
  ];
}

/** page_element.dependent_type 3 for a page element of a news article, where it must be null. */
function dependentTypeInArticle(): Rule {
  return {
    kind: 'body-rule',
    detail: 'page_element.dependent_type = 3 in a news article (must be null)',
    set: { 'body:page_element.dependent_type': 3 },
  };
}

/** Sites, tags and layout containers. */
function siteContainerBases(r: ReferenceRecords): BaseRequest[] {
  const { S1, S2, S3, articleA, articleB, containerA, pageCn, containerS2, containerS3, FORBIDDEN, forbiddenPath } = r;
  return [
    { operationId: 'listSites', variant: 'no filter' },
    { operationId: 'getSite', variant: 'path', path: { id: S1 }, refs: forbiddenPath(S3) },
    {
      operationId: 'listTags',
      variant: 'query',
      query: { site_id: String(S1), scope: 'has_news' },
      idRefs: ['query:site_id'],
      refs: { 'query:site_id': [{ value: S3, why: FORBIDDEN }] },
    },
    {
      operationId: 'createLayoutContainer',
      variant: 'json',
      body: {
        type: 'json',
        value: {
          site_id: S1,
          layout_container: { content_node_id: articleA.content_node_id, layout_type: 'twoColumn5050', position: 1 },
        },
      },
      refs: {
        'body:site_id': [
          { value: S3, why: FORBIDDEN },
          { value: S2, why: 'a site that does not hold the content node' },
        ],
        'body:layout_container.content_node_id': [
          { value: pageCn(S2), why: 'a content node of another site' },
          { value: pageCn(S3), why: FORBIDDEN },
        ],
      },
    },
    {
      operationId: 'getLayoutContainer',
      variant: 'path',
      path: { id: containerA.id },
      refs: forbiddenPath(containerS3),
    },
    {
      operationId: 'updateLayoutContainer',
      variant: 'json',
      path: { id: containerA.id },
      body: {
        type: 'json',
        value: {
          layout_container: {
            layout_type: 'twoColumn6633',
            name: 'Fuzz',
            locked: false,
            custom_css_class: 'fuzz',
            position: 1,
          },
        },
      },
      idRefs: ['body:layout_container.content_node_id'],
      refs: {
        'path:id': [{ value: containerS3, why: FORBIDDEN }],
        'body:layout_container.mirror_target_id': [{ value: containerS3, why: FORBIDDEN }],
      },
    },
    {
      operationId: 'deleteLayoutContainer',
      variant: 'json',
      path: { id: containerA.id },
      body: { type: 'json', value: { layout_container_id: containerA.id } },
      refs: {
        'path:id': [{ value: containerS3, why: FORBIDDEN }],
        'body:layout_container_id': [{ value: containerS2, why: 'another container than the one of the path' }],
      },
    },
    {
      operationId: 'moveLayoutContainer',
      variant: 'json',
      path: { id: containerA.id },
      query: { site_id: String(S1) },
      body: { type: 'json', value: { content_node_id: articleB.content_node_id } },
      refs: {
        'path:id': [{ value: containerS3, why: FORBIDDEN }],
        'query:site_id': [
          { value: S2, why: 'not the site of the container' },
          { value: S3, why: FORBIDDEN },
        ],
        'body:content_node_id': [
          { value: pageCn(S2), why: 'a content node of another site' },
          { value: pageCn(S3), why: FORBIDDEN },
        ],
      },
    },
  ];
}

/** The JSON forms of a page element create (text block, photo). */
function pageElementJsonCreateBases(r: ReferenceRecords): BaseRequest[] {
  const { colA, colS3, FORBIDDEN } = r;
  return [
    {
      operationId: 'createPageElement',
      variant: 'json text block',
      supplement: 'page-element-create-textblock',
      body: {
        type: 'json',
        value: {
          page_element: {
            layout_column_id: colA,
            page_element_type: 'TextBlock',
            element: { content: '<p>Fuzz</p>' },
            element_locked: false,
            mirror_enabled: false,
            custom_css_class: 'fuzz',
          },
        },
      },
      refs: {
        'body:page_element.layout_column_id': [{ value: colS3, why: FORBIDDEN }],
        'body:page_element.after_pe': afterPeOfNoSiblings(r),
      },
      rules: [{ ...dependentTypeInArticle(), dependsOn: ['body:page_element.layout_column_id'] }],
    },
    {
      operationId: 'createPageElement',
      variant: 'json photo',
      supplement: 'page-element-create-photo',
      body: {
        type: 'json',
        value: {
          page_element: {
            layout_column_id: colA,
            page_element_type: 'Photo',
            element: { cutline: 'Fuzz', has_url: 2, url: 'example.org/fuzz', protocol: 'https://', enlargeable: true },
          },
        },
      },
      refs: { 'body:page_element.layout_column_id': [{ value: colS3, why: FORBIDDEN }] },
      rules: [
        {
          kind: 'body-rule',
          detail: 'has_url set without url (required when has_url is set)',
          set: { 'body:page_element.element.url': undefined },
          dependsOn: ['body:page_element.element.has_url', 'body:page_element.page_element_type'],
        },
        {
          kind: 'body-rule',
          detail: 'has_url set without protocol (required when has_url is set)',
          set: { 'body:page_element.element.protocol': undefined },
          dependsOn: ['body:page_element.element.has_url', 'body:page_element.page_element_type'],
        },
      ],
    },
  ];
}

/** The multipart and URL-encoded forms of a page element create (photo upload, uploaded and external video). */
function pageElementFormCreateBases(r: ReferenceRecords): BaseRequest[] {
  const { colA, colS2, colS3, FORBIDDEN } = r;
  return [
    {
      operationId: 'createPageElement',
      variant: 'multipart photo upload',
      body: {
        type: 'multipart',
        fields: {
          'page_element[layout_column_id]': String(colA),
          'page_element[page_element_type]': 'Photo',
          'page_element[element][cutline]': 'Fuzz',
          'page_element[element][uploaded_data]': FUZZ_PNG,
        },
      },
      refs: { 'form:page_element[layout_column_id]': [{ value: colS3, why: FORBIDDEN }] },
      rules: [
        {
          kind: 'body-limit',
          detail: 'page_element[element][has_url] = 6 (1 to 5)',
          set: {
            'form:page_element[element][has_url]': '6',
            'form:page_element[element][url]': 'example.org',
            'form:page_element[element][protocol]': 'http://',
          },
        },
        {
          kind: 'body-enum',
          detail: 'page_element[element][protocol] = ftp:// (http://, https:// or mailto:)',
          set: {
            'form:page_element[element][has_url]': '1',
            'form:page_element[element][url]': 'example.org',
            'form:page_element[element][protocol]': 'ftp://',
          },
        },
      ],
    },
    {
      operationId: 'createPageElement',
      variant: 'multipart uploaded video',
      body: {
        type: 'multipart',
        fields: {
          'page_element[layout_column_id]': String(colA),
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'UploadedVideo',
          'page_element[element][video_params][title]': 'Fuzz video',
          'page_element[element][video_params][uploaded_data]': FUZZ_MP4,
        },
      },
      refs: {
        'form:page_element[layout_column_id]': [
          { value: colS3, why: FORBIDDEN },
          { value: colS2, why: 'a column of a site whose uploaded-video setting is off' },
        ],
      },
    },
    {
      operationId: 'createPageElement',
      variant: 'url-encoded external video',
      body: {
        type: 'form',
        fields: {
          'page_element[layout_column_id]': String(colA),
          'page_element[page_element_type]': 'Video',
          'page_element[element][video_params][video_element_type]': 'ExternalVideo',
          'page_element[element][video_params][youtube_url]': 'https://www.youtube.com/watch?v=abcdefghijk',
        },
      },
      refs: { 'form:page_element[layout_column_id]': [{ value: colS3, why: FORBIDDEN }] },
      rules: [
        {
          kind: 'body-rule',
          detail: 'youtube_url is not a URL',
          set: { 'form:page_element[element][video_params][youtube_url]': 'not a url' },
        },
        {
          kind: 'body-rule',
          detail: 'youtube_url is a javascript: URL',
          set: { 'form:page_element[element][video_params][youtube_url]': 'javascript:alert(1)' },
        },
      ],
    },
  ];
}

/** Page elements (show, update, delete, move) and the page create. */
function pageElementBases(r: ReferenceRecords): BaseRequest[] {
  const { S1, S2, S3, colB, peA, photoPe, colS3, peS3, nodeS2, nodeS3, pageNode1, FORBIDDEN, forbiddenPath } = r;
  return [
    { operationId: 'getPageElement', variant: 'path', path: { id: peA.id }, refs: forbiddenPath(peS3) },
    {
      operationId: 'updatePageElement',
      variant: 'json text block',
      supplement: 'page-element-update-textblock',
      path: { id: peA.id },
      body: {
        type: 'json',
        value: {
          page_element: { custom_css_class: 'fuzz2', element_locked: false },
          element: { content: '<p>Changed</p>' },
        },
      },
      idRefs: ['body:page_element.layout_column_id'],
      refs: {
        'path:id': [{ value: peS3, why: FORBIDDEN }],
        'body:page_element.after_pe': afterPeOfNoSiblings(r),
      },
      rules: [dependentTypeInArticle()],
    },
    {
      operationId: 'updatePageElement',
      variant: 'json photo',
      supplement: 'page-element-update-photo',
      path: { id: photoPe.id },
      body: {
        type: 'json',
        value: {
          page_element: { mirror_enabled: true },
          element: { cutline: 'Fuzz', has_url: 1, url: 'example.org', protocol: 'http://' },
        },
      },
      rules: [
        {
          kind: 'body-rule',
          detail: 'has_url set with a null url (required when has_url is set)',
          set: { 'body:element.url': null },
          dependsOn: ['body:element.has_url'],
        },
        {
          kind: 'body-rule',
          detail: 'has_url set with a null protocol (required when has_url is set)',
          set: { 'body:element.protocol': null },
          dependsOn: ['body:element.has_url'],
        },
      ],
    },
    { operationId: 'deletePageElement', variant: 'path', path: { id: peA.id }, refs: forbiddenPath(peS3) },
    {
      operationId: 'movePageElement',
      variant: 'json',
      path: { id: peA.id },
      body: { type: 'json', value: { site_id: S1, layout_column_id: colB } },
      refs: {
        'path:id': [{ value: peS3, why: FORBIDDEN }],
        'body:site_id': [
          { value: S2, why: 'not the site where the element resides' },
          { value: S3, why: FORBIDDEN },
        ],
        'body:layout_column_id': [{ value: colS3, why: FORBIDDEN }],
      },
    },
    {
      operationId: 'createPage',
      variant: 'json',
      body: {
        type: 'json',
        value: {
          site_id: S1,
          page_title: 'Fuzz page',
          button_title: 'Fuzz',
          parent_id: pageNode1,
          display_status: 'public',
          layout_template: 'one_panel',
        },
      },
      refs: {
        'body:site_id': [{ value: S3, why: FORBIDDEN }],
        'body:parent_id': [
          { value: nodeS2, why: 'a page node of another site' },
          { value: nodeS3, why: FORBIDDEN },
        ],
      },
    },
  ];
}

/** News articles and games news articles. */
function newsArticleBases(r: ReferenceRecords): BaseRequest[] {
  const { f, articleA, game, tag, FORBIDDEN, forbiddenPath, pageNodeRules } = r;
  return [
    { operationId: 'listNewsArticles', variant: 'no parameters' },
    {
      operationId: 'getNewsArticle',
      variant: 'path',
      path: { id: articleA.id },
      refs: forbiddenPath(f.forbiddenNewsArticleId),
    },
    {
      operationId: 'createNewsArticle',
      variant: 'json',
      body: {
        type: 'json',
        value: {
          news_article: {
            title: 'Fuzz article',
            author: 'Fuzz Desk',
            teaser: 'Teaser',
            preview_text: 'Preview',
            news_date: '2026-11-21T10:15:00+00:00',
            status: 'draft',
            show_image_with_article: true,
            page_node_ids: tag,
          },
        },
      },
      refs: { 'body:news_article.template_id': [{ value: f.forbiddenNewsArticleId, why: FORBIDDEN }] },
      rules: pageNodeRules('news_article.page_node_ids'),
    },
    {
      operationId: 'updateNewsArticle',
      variant: 'json',
      path: { id: articleA.id },
      body: {
        type: 'json',
        value: { news_article: { title: 'Fuzz article 2', status: 'published', page_node_ids: tag } },
      },
      refs: { 'path:id': [{ value: f.forbiddenNewsArticleId, why: FORBIDDEN }] },
      rules: pageNodeRules('news_article.page_node_ids'),
    },
    {
      operationId: 'deleteNewsArticle',
      variant: 'path',
      path: { id: articleA.id },
      refs: forbiddenPath(f.forbiddenNewsArticleId),
    },
    {
      operationId: 'createGamesNewsArticle',
      variant: 'json',
      body: { type: 'json', value: { game_id: game.id, news_article_id: articleA.id } },
      refs: {
        'body:game_id': [{ value: f.forbiddenGameId, why: FORBIDDEN }],
        'body:news_article_id': [{ value: f.forbiddenNewsArticleId, why: FORBIDDEN }],
      },
    },
  ];
}

/** The bases of the site's content, in the order the fuzzer takes them. */
export function siteContentBases(r: ReferenceRecords): BaseRequest[] {
  return [
    ...siteContainerBases(r),
    ...pageElementJsonCreateBases(r),
    ...pageElementFormCreateBases(r),
    ...pageElementBases(r),
    ...newsArticleBases(r),
  ];
}
