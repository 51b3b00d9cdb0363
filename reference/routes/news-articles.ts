// News articles: index, show (GET /news_articles/:id, assumed), create, update (PUT, assumed), delete
// (DELETE, assumed), and the link to a game (POST /games_news_articles, assumed). Creating an article
// creates its content node with one container holding one column.
import type { FastifyInstance } from 'fastify';
import { accessibleSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import { found, invalid, notFound } from '../errors.ts';
import { Fields, pathId, UploadedFile } from '../input.ts';
import {
  columnsOf,
  containersOf,
  createContainer,
  createContentNode,
  createElement,
  deleteContentNodeDeep,
  pageElementsOf,
} from '../model.ts';
import type { NewsArticleRec } from '../store.ts';
import { byId, query, serializer } from './common.ts';
import { storeImage, storeImageLocation } from './media.ts';

const STATUSES = ['draft', 'published'] as const;
const LIMITS = { title: 300, author: 100, teaser: 300, preview_text: 30_000 } as const;
const FLAGS = ['show_image_with_article', 'show_image_in_aggregator', 'show_preview_text_with_article', 'show_preview_text_in_aggregator'] as const;

interface ArticleInput {
  title?: string | null;
  author?: string | null;
  teaser?: string | null;
  preview_text?: string | null;
  news_date?: Date | null;
  news_expiration_date?: Date | null;
  status?: 'draft' | 'published' | null;
  article_type?: string | null;
  flags: Partial<Record<(typeof FLAGS)[number], boolean>>;
  image?: UploadedFile | string;
}

export function registerNewsArticleRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const bodies = { config: { bodies: ['json', 'multipart'] as ('json' | 'multipart')[] } };

  const readArticle = (na: Fields): ArticleInput => {
    const titleMax = ctx.faults.has('news-title-accepts-301') ? LIMITS.title + 1 : LIMITS.title;
    const authorMax = ctx.faults.has('news-author-accepts-101') ? LIMITS.author + 1 : LIMITS.author;
    const input: ArticleInput = {
      title: na.str('title', { max: titleMax }),
      author: na.str('author', { max: authorMax, nullable: true }),
      teaser: na.str('teaser', { max: LIMITS.teaser, nullable: true }),
      preview_text: na.str('preview_text', { max: LIMITS.preview_text, nullable: true }),
      news_date: na.timestamp('news_date', { nullable: true }),
      news_expiration_date: na.timestamp('news_expiration_date', { nullable: true }),
      status: na.oneOf('status', STATUSES),
      article_type: na.str('article_type'),
      flags: {},
    };
    for (const flag of FLAGS) {
      const v = na.bool(flag);
      if (v !== undefined && v !== null) input.flags[flag] = v;
    }
    if (na.has('uploaded_data')) {
      const raw = na.raw('uploaded_data');
      if (raw instanceof UploadedFile) input.image = raw;
      else input.image = na.str('uploaded_data', { max: 2048, nonEmpty: true })!;
    }
    return input;
  };

  /** page_node_ids: comma-separated ids of page nodes (tags) of one accessible site; required. */
  const readPageNodeIds = (na: Fields | undefined, body: Fields): { text: string; ids: number[] } => {
    const source = na?.has('page_node_ids') ? na : body;
    const text = source.str('page_node_ids', { required: true })!;
    const parts = text.split(',').map((p) => p.trim());
    if (parts.length === 0 || parts.some((p) => !/^\d{1,15}$/.test(p) || Number(p) < 1)) {
      throw invalid(`${source.name('page_node_ids')} must be comma-separated page node ids, e.g. "1003,1004"`);
    }
    return { text: text.trim(), ids: parts.map(Number) };
  };

  /** The one site of the page nodes (404 for unknown nodes, access error for another user's site). */
  const siteOfPageNodes = (ids: number[], expectedSite: number | null): number => {
    let siteId = expectedSite;
    for (const id of ids) {
      const node = store.t.pageNodes.get(id);
      if (!node) throw notFound(`Page node ${id} (page_node_ids) not found`);
      if (siteId === null) siteId = node.site_id;
      else if (node.site_id !== siteId) throw notFound(`Page node ${id} (page_node_ids) not found in site ${siteId}`);
    }
    requireSiteAccess(ctx, siteId!, `the page nodes of page_node_ids`);
    return siteId!;
  };

  const article = (id: number): NewsArticleRec => {
    const a = found(store.t.newsArticles.get(id), 'News article', id);
    requireSiteAccess(ctx, a.site_id, `news article ${id}`);
    return a;
  };

  const applyImage = (image: UploadedFile | string): number =>
    image instanceof UploadedFile ? storeImage(store, image) : storeImageLocation(store, image);

  app.get('/news_articles', async (request) => {
    const q = query(request);
    const siteId = q.id('site_id');
    if (siteId !== undefined && siteId !== null) accessibleSite(ctx, siteId);
    const ser = serializer(ctx, request);
    const list = [...store.t.newsArticles.values()]
      .filter((a) => store.accessibleSiteIds.has(a.site_id) && (siteId === undefined || siteId === null || a.site_id === siteId))
      .sort(byId);
    return ser.list(list.map((a) => ser.newsArticle(a)));
  });

  app.get('/news_articles/:id', async (request) => {
    const id = pathId(request.params);
    const q = query(request);
    const plainText = q.bool('plain_text') ?? false;
    const basicHtml = q.bool('basic_html') ?? false;
    return serializer(ctx, request).newsArticle(article(id), { plainText, basicHtml });
  });

  app.post('/news_articles', bodies, async (request) => {
    const body = await readBody(request);
    const na = body.nested('news_article', { required: true })!;
    const input = readArticle(na);
    const nodeIds = readPageNodeIds(na, body);
    const templateId = na.id('template_id', { nullable: true }) ?? body.id('template_id', { nullable: true });
    const givenSite = na.id('site_id') ?? body.id('site_id');
    if (givenSite !== undefined && givenSite !== null) accessibleSite(ctx, givenSite);
    const siteId = siteOfPageNodes(nodeIds.ids, givenSite ?? null);
    const template = templateId === undefined || templateId === null ? undefined : article(templateId);
    if (template && template.site_id !== siteId) throw notFound(`News article ${templateId} (template_id) not found in site ${siteId}`);

    const now = store.now();
    const id = store.nextId('newsArticles');
    const cn = createContentNode(store, { site_id: siteId, resource_type: 'NewsArticle', resource_id: id }, now);
    const ce = store.insert('commentElements', {
      id: store.nextId('commentElements'),
      login_required: false,
      approval_required: false,
      created_at: now,
      updated_at: now,
      title: 'Comments',
      ascending_sort_order: true,
      site_id: siteId,
      enabled: true,
      source_id: id,
      source_type: 'NewsArticle',
    });
    const defaultStatus = ctx.faults.has('news-status-default-published') ? 'published' : 'draft';
    const rec: NewsArticleRec = {
      id,
      site_id: siteId,
      content_node_id: cn.id,
      comment_element_id: ce.id,
      title: input.title ?? template?.title ?? '',
      author: input.author ?? null,
      teaser: input.teaser ?? null,
      preview_text: input.preview_text ?? null,
      news_date: input.news_date ?? null,
      status: input.status ?? defaultStatus,
      show_image_with_article: input.flags.show_image_with_article ?? true,
      show_image_in_aggregator: input.flags.show_image_in_aggregator ?? true,
      show_preview_text_with_article: input.flags.show_preview_text_with_article ?? true,
      show_preview_text_in_aggregator: input.flags.show_preview_text_in_aggregator ?? true,
      page_node_ids: nodeIds.text,
      image_id: input.image !== undefined ? applyImage(input.image) : null,
      news_expiration_date: input.news_expiration_date ?? null,
      article_type: input.article_type ?? 'standard',
      created_on: now,
      updated_on: now,
    };
    store.insert('newsArticles', rec);
    if (template) copyStructure(template.content_node_id, cn.id, now);
    else createContainer(store, { content_node_id: cn.id, layout_type: 'oneColumn' }, now);
    return serializer(ctx, request).newsArticle(rec);
  });

  /** A template's containers, columns and page elements (with copies of their elements). */
  const copyStructure = (fromNode: number, toNode: number, now: Date): void => {
    for (const container of containersOf(store, fromNode)) {
      const copy = createContainer(
        store,
        {
          content_node_id: toNode,
          layout_type: container.layout_type,
          locked: container.locked,
          custom_css_class: container.custom_css_class,
          name: container.name,
        },
        now,
      );
      const targetColumns = columnsOf(store, copy.id);
      columnsOf(store, container.id).forEach((column, i) => {
        for (const pe of pageElementsOf(store, column.id)) {
          const element = store.t.elements.get(pe.element_id);
          if (!element || element.type === 'Video' || element.type === 'UploadedVideo') continue;
          const el = createElement(store, element.type, { ...element.fields }, now);
          store.insert('pageElements', {
            ...pe,
            id: store.nextId('pageElements'),
            element_id: el.id,
            layout_column_id: targetColumns[i]!.id,
            dependent_type: null,
            created_on: now,
            updated_on: now,
          });
        }
      });
    }
  };

  app.put('/news_articles/:id', bodies, async (request) => {
    const id = pathId(request.params);
    const body = await readBody(request);
    const na = body.nested('news_article') ?? undefined;
    const input = na ? readArticle(na) : ({ flags: {} } as ArticleInput);
    const nodeIds = readPageNodeIds(na, body);
    const rec = article(id);
    siteOfPageNodes(nodeIds.ids, rec.site_id);

    if (input.title !== undefined && input.title !== null) rec.title = input.title;
    if (input.author !== undefined) rec.author = input.author;
    if (input.teaser !== undefined) rec.teaser = input.teaser;
    if (input.preview_text !== undefined) rec.preview_text = input.preview_text;
    if (input.news_date !== undefined) rec.news_date = input.news_date;
    if (input.news_expiration_date !== undefined) rec.news_expiration_date = input.news_expiration_date;
    if (input.status !== undefined && input.status !== null) rec.status = input.status;
    if (input.article_type !== undefined && input.article_type !== null) rec.article_type = input.article_type;
    for (const flag of FLAGS) {
      const v = input.flags[flag];
      if (v !== undefined) rec[flag] = v;
    }
    if (input.image !== undefined) rec.image_id = applyImage(input.image);
    rec.page_node_ids = nodeIds.text;
    rec.updated_on = store.now();
    store.changed();
    return serializer(ctx, request).newsArticle(rec);
  });

  app.delete('/news_articles/:id', async (request) => {
    const id = pathId(request.params);
    await readBody(request);
    const rec = article(id);
    const deleted = serializer(ctx, request).newsArticle(rec);
    if (ctx.faults.has('news-delete-keeps-record')) return deleted;
    deleteContentNodeDeep(store, rec.content_node_id);
    for (const c of store.childrenOf('comments', 'comment_element_id', rec.comment_element_id).slice()) store.remove('comments', c.id);
    store.remove('commentElements', rec.comment_element_id);
    for (const link of [...store.t.gamesNewsArticles.values()]) {
      if (link.news_article_id === id) store.remove('gamesNewsArticles', link.id);
    }
    for (const gallery of [...store.t.galleries.values()]) {
      if (gallery.object_type !== 'news_article' || gallery.object_id !== id) continue;
      for (const p of [...store.t.galleryPhotos.values()]) if (p.gallery_id === gallery.id) store.remove('galleryPhotos', p.id);
      for (const v of [...store.t.uploadedVideos.values()]) if (v.gallery_id === gallery.id) store.remove('uploadedVideos', v.id);
      store.remove('galleries', gallery.id);
    }
    store.remove('newsArticles', id);
    return deleted;
  });

  app.post('/games_news_articles', async (request) => {
    const raw = await readBody(request);
    const body = raw.nested('games_news_article') ?? raw;
    const gameId = body.id('game_id', { required: true })!;
    const articleId = body.id('news_article_id', { required: true })!;
    const game = found(store.t.games.get(gameId), 'Game', gameId);
    requireSiteAccess(ctx, game.site_id, `game ${gameId}`);
    article(articleId);
    const exists = [...store.t.gamesNewsArticles.values()].some((l) => l.game_id === gameId && l.news_article_id === articleId);
    if (!exists) {
      store.insert('gamesNewsArticles', { id: store.nextId('gamesNewsArticles'), game_id: gameId, news_article_id: articleId, created_at: store.now() });
    }
    return { success: true };
  });
}
