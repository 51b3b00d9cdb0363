// News articles: index, show (GET /news_articles/:id, assumed), create, update (PUT, assumed), delete
// (DELETE, assumed), and the link to a game (POST /games_news_articles, assumed). Creating an article
// creates its content node with one container holding one column. What a create or an update sends
// is read and checked in news-article-input.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessibleSite, canAccessSite, requireSiteAccess } from '../access.ts';
import { readBody } from '../body.ts';
import type { Ctx } from '../context.ts';
import type { FaultId } from '../faults.ts';
import { ApiError, conflict, found, invalid, notFound } from '../errors.ts';
import { filterApplies } from '../fault-hooks.ts';
import { pathId, UploadedFile } from '../input.ts';
import {
  columnsOf,
  containersOf,
  createContainer,
  createContentNode,
  createElement,
  deleteContentNodeDeep,
  pageElementsOf,
  createArticleCommentElement,
} from '../model.ts';
import type { JsonObject } from '../serialize.ts';
import type { NewsArticleRec } from '../store.ts';
import { byId, query, serializer } from './common.ts';
import { storeImage, storeImageLocation } from './media.ts';
import {
  ARTICLE_FLAGS,
  type ArticleInput,
  readArticle,
  readPageNodeIds,
  siteOfPageNodes,
} from './news-article-input.ts';

/** Deleted articles the index still lists (the fault news-delete-still-listed), as they were answered by the delete. */
type DeletedButListed = Map<number, { site_id: number; json: JsonObject }>;

/** Text fields stored cut to their first 255 characters (the faults *-stored-cut-to-255). */
function cutStored(ctx: Ctx, rec: NewsArticleRec): void {
  if (ctx.faults.has('news-title-stored-cut-to-255')) rec.title = [...rec.title].slice(0, 255).join('');
  if (ctx.faults.has('news-preview-text-stored-cut-to-255') && rec.preview_text !== null)
    rec.preview_text = [...rec.preview_text].slice(0, 255).join('');
}

/** The news article of an id, if the user may read its site. */
function article(ctx: Ctx, id: number): NewsArticleRec {
  const { store } = ctx;
  const a = found(store.t.newsArticles.get(id), 'News article', id);
  requireSiteAccess(ctx, a.site_id, `news article ${id}`);
  return a;
}

/** Stores the image an article sends (a file, or a location) and gives its id. */
function applyImage(ctx: Ctx, image: UploadedFile | string): number {
  const { store } = ctx;
  return image instanceof UploadedFile ? storeImage(store, image) : storeImageLocation(store, image);
}

/** A template's containers, columns and page elements (with copies of their elements). */
function copyStructure(ctx: Ctx, fromNode: number, toNode: number, now: Date): void {
  const { store } = ctx;
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
}

/** Reads, checks and applies an update of a news article; the answer is the updated article. */
async function updateArticle(ctx: Ctx, request: FastifyRequest, id: number): Promise<JsonObject> {
  const { store } = ctx;
  const body = await readBody(request);
  const na = body.nested('news_article') ?? undefined;
  const input = na ? readArticle(ctx, na, true) : ({ flags: {} } as ArticleInput);
  // template_id is a create-only field of news_article: an update checks it like the others, and ignores it
  na?.id('template_id', { nullable: true });
  const withoutIds =
    ctx.faults.has('news-update-without-page-node-ids-accepted') ||
    ctx.faults.has('news-update-without-page-node-ids-applies-changes');
  const nodeIds = readPageNodeIds(na, body, withoutIds);
  const stored = article(ctx, id);
  if (nodeIds) siteOfPageNodes(ctx, nodeIds.ids, stored.site_id);
  if (ctx.variations.has('published-to-draft-refused') && stored.status === 'published' && input.status === 'draft') {
    throw conflict(`News article ${id} is published: it cannot go back to draft`);
  }
  // The fault news-update-not-stored changes a copy.
  const rec = ctx.faults.has('news-update-not-stored') ? { ...stored } : stored;
  if (ctx.faults.has('news-update-clears-unnamed-fields')) {
    input.author ??= null;
    input.teaser ??= null;
    input.preview_text ??= null;
    input.news_date ??= null;
  }
  if (ctx.faults.has('news-update-ignores-flags')) input.flags = {};

  if (input.title !== undefined && input.title !== null) rec.title = input.title;
  if (input.author !== undefined) rec.author = input.author;
  if (input.teaser !== undefined) rec.teaser = input.teaser;
  if (input.preview_text !== undefined) rec.preview_text = input.preview_text;
  if (input.news_date !== undefined) rec.news_date = input.news_date;
  if (input.news_expiration_date !== undefined) rec.news_expiration_date = input.news_expiration_date;
  if (input.status !== undefined && input.status !== null) rec.status = input.status;
  if (input.article_type !== undefined && input.article_type !== null) rec.article_type = input.article_type;
  for (const flag of ARTICLE_FLAGS) {
    const v = input.flags[flag];
    if (v !== undefined) rec[flag] = v;
  }
  if (input.image !== undefined) rec.image_id = applyImage(ctx, input.image);
  if (nodeIds) rec.page_node_ids = nodeIds.text;
  rec.updated_on = store.now();
  if (ctx.faults.has('news-update-stores-timestamps')) {
    rec.created_on = na?.timestamp('created_on') ?? rec.created_on;
    rec.updated_on = na?.timestamp('updated_on') ?? rec.updated_on;
  }
  store.changed();
  if (!nodeIds && ctx.faults.has('news-update-without-page-node-ids-applies-changes')) readPageNodeIds(na, body);
  const answer = serializer(ctx, request).newsArticle(rec);
  cutStored(ctx, stored);
  return answer;
}

/** Removes an article with its content node (kept under delete-leaves-contents), comment element, game links and galleries. */
function removeArticle(ctx: Ctx, rec: NewsArticleRec): void {
  const { store } = ctx;
  const id = rec.id;
  if (!ctx.variations.has('delete-leaves-contents')) deleteContentNodeDeep(store, rec.content_node_id);
  for (const c of store.childrenOf('comments', 'comment_element_id', rec.comment_element_id).slice())
    store.remove('comments', c.id);
  store.remove('commentElements', rec.comment_element_id);
  for (const link of [...store.t.gamesNewsArticles.values()]) {
    if (link.news_article_id === id) store.remove('gamesNewsArticles', link.id);
  }
  for (const gallery of [...store.t.galleries.values()]) {
    if (gallery.object_type !== 'news_article' || gallery.object_id !== id) continue;
    for (const p of [...store.t.galleryPhotos.values()])
      if (p.gallery_id === gallery.id) store.remove('galleryPhotos', p.id);
    for (const v of [...store.t.uploadedVideos.values()])
      if (v.gallery_id === gallery.id) store.remove('uploadedVideos', v.id);
    store.remove('galleries', gallery.id);
  }
  store.remove('newsArticles', id);
}

/** GET /news_articles and GET /news_articles/:id. */
function registerNewsArticleReadRoutes(app: FastifyInstance, ctx: Ctx, deletedButListed: DeletedButListed): void {
  const { store } = ctx;
  app.get('/news_articles', async (request) => {
    const q = query(request);
    const siteId = q.id('site_id');
    if (siteId !== undefined && siteId !== null) accessibleSite(ctx, siteId);
    const ser = serializer(ctx, request);
    const publishedOnly = ctx.variations.has('news-index-published-only');
    const list = [...store.t.newsArticles.values()]
      .filter(
        (a) =>
          canAccessSite(ctx, a.site_id) &&
          (siteId === undefined || siteId === null || a.site_id === siteId) &&
          (!publishedOnly || a.status === 'published'),
      )
      .sort(byId);
    const items = list.map((a) => ser.newsArticle(a));
    // The fault news-delete-still-listed: deleted articles stay in the index as they were.
    for (const ghost of deletedButListed.values())
      if (siteId === undefined || siteId === null || ghost.site_id === siteId) items.push(ghost.json);
    items.sort((x, y) => Number(x.id) - Number(y.id));
    return ctx.faults.has('news-index-enveloped') ? { news_articles: ser.list(items) } : ser.list(items);
  });

  app.get('/news_articles/:id', async (request, reply) => {
    const id = pathId(request.params);
    const q = query(request);
    if (q.has('plain_text') && ctx.faults.has('news-plain-text-refused')) throw invalid('Unknown parameter plain_text');
    if (q.has('basic_html') && ctx.faults.has('news-basic-html-refused')) throw invalid('Unknown parameter basic_html');
    const plainText = (q.bool('plain_text') ?? false) && filterApplies(ctx, 'plain_text');
    const basicHtml = (q.bool('basic_html') ?? false) && filterApplies(ctx, 'basic_html');
    let shown = article(ctx, id);
    if (ctx.faults.has('news-show-ignores-id'))
      shown = [...store.t.newsArticles.values()].filter((a) => store.accessibleSiteIds.has(a.site_id)).sort(byId)[0]!;
    const json = serializer(ctx, request).newsArticle(shown, { plainText, basicHtml });
    if (plainText && ctx.faults.has('news-plain-text-answers-text')) {
      reply.type('text/plain; charset=utf-8');
      return String(json.sanitized_content);
    }
    return json;
  });
}

/** POST /news_articles. */
function registerNewsArticleCreate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const bodies = { config: { bodies: ['json', 'multipart'] as ('json' | 'multipart')[] } };
  app.post('/news_articles', bodies, async (request, reply) => {
    const body = await readBody(request);
    const na = body.nested('news_article', { required: true })!;
    const input = readArticle(ctx, na);
    const nodeIds = readPageNodeIds(na, body, ctx.faults.has('news-create-without-page-node-ids-accepted')) ?? {
      text: '',
      ids: [],
    };
    const templateId = na.id('template_id', { nullable: true }) ?? body.id('template_id', { nullable: true });
    const givenSite = na.id('site_id') ?? body.id('site_id');
    if (givenSite !== undefined && givenSite !== null) accessibleSite(ctx, givenSite);
    const siteId =
      nodeIds.ids.length === 0
        ? (givenSite ?? [...store.accessibleSiteIds].sort((x, y) => x - y)[0]!)
        : siteOfPageNodes(ctx, nodeIds.ids, givenSite ?? null);
    const template = templateId === undefined || templateId === null ? undefined : article(ctx, templateId);
    if (template && template.site_id !== siteId)
      throw notFound(`News article ${templateId} (template_id) not found in site ${siteId}`);

    const now = store.now();
    const id = store.nextId('newsArticles');
    const cn = createContentNode(store, { site_id: siteId, resource_type: 'NewsArticle', resource_id: id }, now);
    const ce = createArticleCommentElement(store, siteId, id, now);
    const defaultStatus = ctx.faults.has('news-status-default-published')
      ? 'published'
      : ctx.faults.has('news-status-default-null')
        ? null
        : 'draft';
    const defaultFlag = (flag: (typeof ARTICLE_FLAGS)[number]): boolean =>
      !ctx.faults.has(`news-${flag.replace(/_/g, '-')}-default-false` as FaultId);
    const rec: NewsArticleRec = {
      id,
      site_id: siteId,
      content_node_id: cn.id,
      comment_element_id: ce.id,
      title: input.title ?? template?.title ?? '',
      author: input.author ?? null,
      teaser: input.teaser ?? null,
      preview_text: input.preview_text ?? null,
      news_date: input.news_date ?? (ctx.variations.has('news-date-defaults-now') ? now : null),
      status: (input.status ?? defaultStatus) as NewsArticleRec['status'],
      show_image_with_article: input.flags.show_image_with_article ?? defaultFlag('show_image_with_article'),
      show_image_in_aggregator: input.flags.show_image_in_aggregator ?? defaultFlag('show_image_in_aggregator'),
      show_preview_text_with_article:
        input.flags.show_preview_text_with_article ?? defaultFlag('show_preview_text_with_article'),
      show_preview_text_in_aggregator:
        input.flags.show_preview_text_in_aggregator ?? defaultFlag('show_preview_text_in_aggregator'),
      page_node_ids: nodeIds.text,
      image_id: input.image !== undefined ? applyImage(ctx, input.image) : null,
      news_expiration_date: input.news_expiration_date ?? null,
      article_type: input.article_type ?? 'standard',
      created_on: now,
      updated_on: now,
    };
    store.insert('newsArticles', rec);
    if (template) copyStructure(ctx, template.content_node_id, cn.id, now);
    else {
      createContainer(
        store,
        {
          content_node_id: cn.id,
          layout_type: ctx.faults.has('news-create-two-columns') ? 'twoColumn5050' : 'oneColumn',
        },
        now,
      );
      if (ctx.faults.has('news-create-two-containers'))
        createContainer(store, { content_node_id: cn.id, layout_type: 'oneColumn' }, now);
    }
    const answer = serializer(ctx, request).newsArticle(rec);
    cutStored(ctx, rec);
    if (ctx.faults.has('news-create-not-stored')) removeArticle(ctx, rec);
    if (ctx.faults.has('news-create-answers-201')) reply.code(201);
    return answer;
  });
}

/** PUT /news_articles/:id (POST with the fault news-update-at-post). */
function registerNewsArticleUpdate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  const bodies = { config: { bodies: ['json', 'multipart'] as ('json' | 'multipart')[] } };

  const updateRoute = async (request: FastifyRequest): Promise<JsonObject> => {
    const id = pathId(request.params);
    try {
      return await updateArticle(ctx, request, id);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'validation') {
        const rec = store.t.newsArticles.get(id);
        if (rec && ctx.faults.has('news-rejected-update-touches-record'))
          rec.updated_on = new Date(Math.max(store.now().getTime(), rec.updated_on.getTime() + 1000));
        if (ctx.faults.has('news-update-validation-500')) throw new ApiError(err.kind, err.message, err.body, 500);
      }
      throw err;
    }
  };

  if (ctx.faults.has('news-update-at-post')) app.post('/news_articles/:id', bodies, updateRoute);
  else app.put('/news_articles/:id', bodies, updateRoute);
}

/** A deleted article's answer with the columns of its containers emptied (variation news-delete-answer-emptied). */
function emptiedContainers(article: JsonObject): JsonObject {
  const node = article.content_node as JsonObject | null | undefined;
  if (!node || !Array.isArray(node.layout_containers)) return article;
  return {
    ...article,
    content_node: {
      ...node,
      layout_containers: (node.layout_containers as JsonObject[]).map((c) => ({ ...c, layout_columns: [] })),
    },
  };
}

/** DELETE /news_articles/:id. */
function registerNewsArticleDelete(app: FastifyInstance, ctx: Ctx, deletedButListed: DeletedButListed): void {
  app.delete('/news_articles/:id', async (request, reply) => {
    const id = pathId(request.params);
    await readBody(request);
    const rec = article(ctx, id);
    const deleted = serializer(ctx, request).newsArticle(rec);
    if (ctx.faults.has('news-delete-keeps-record')) return deleted;
    removeArticle(ctx, rec);
    if (ctx.faults.has('news-delete-still-listed')) deletedButListed.set(id, { site_id: rec.site_id, json: deleted });
    if (ctx.faults.has('news-delete-answers-204')) return reply.code(204).send();
    if (ctx.faults.has('news-delete-returns-success')) return { success: true };
    if (ctx.variations.has('news-delete-answer-emptied')) return emptiedContainers(deleted);
    return deleted;
  });
}

/** POST /games_news_articles. */
function registerGamesNewsArticleCreate(app: FastifyInstance, ctx: Ctx): void {
  const { store } = ctx;
  app.post('/games_news_articles', async (request, reply) => {
    const raw = await readBody(request);
    const body = raw.nested('games_news_article') ?? raw;
    const gameId = body.id('game_id', { required: true })!;
    const articleId = body.id('news_article_id', { required: true })!;
    const game = found(store.t.games.get(gameId), 'Game', gameId);
    requireSiteAccess(ctx, game.site_id, `game ${gameId}`);
    article(ctx, articleId);
    const exists = [...store.t.gamesNewsArticles.values()].some(
      (l) => l.game_id === gameId && l.news_article_id === articleId,
    );
    if (!exists) {
      store.insert('gamesNewsArticles', {
        id: store.nextId('gamesNewsArticles'),
        game_id: gameId,
        news_article_id: articleId,
        created_at: store.now(),
      });
    }
    if (ctx.faults.has('games-news-article-answers-201')) reply.code(201);
    if (ctx.faults.has('games-news-article-returns-link')) {
      const link = [...store.t.gamesNewsArticles.values()].find(
        (l) => l.game_id === gameId && l.news_article_id === articleId,
      )!;
      return { id: link.id, game_id: gameId, news_article_id: articleId };
    }
    return { success: true };
  });
}

/** Every news article route, and the games news article create. */
export function registerNewsArticleRoutes(app: FastifyInstance, ctx: Ctx): void {
  const deletedButListed: DeletedButListed = new Map();
  registerNewsArticleReadRoutes(app, ctx, deletedButListed);
  registerNewsArticleCreate(app, ctx);
  registerNewsArticleUpdate(app, ctx);
  registerNewsArticleDelete(app, ctx, deletedButListed);
  registerGamesNewsArticleCreate(app, ctx);
}
