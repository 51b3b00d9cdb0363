// The seeded news articles (each with its content node, comment element and text block) and their comment.
import type { SeedKit } from './kit.ts';
import { textBlock, firstColumnOf, type PageNodes } from './pages.ts';
import { createContainer, createContentNode, createArticleCommentElement } from '../model.ts';

/** A news article with its content node, comment element and one text block. */
export const article = (
  k: SeedKit,
  siteId: number,
  title: string,
  status: 'draft' | 'published',
  nodeIds: number[],
  html: string,
  withImage: boolean,
) => {
  const { store, at2, image } = k;
  const [c] = at2();
  const id = store.nextId('newsArticles');
  const cn = createContentNode(store, { site_id: siteId, resource_type: 'NewsArticle', resource_id: id }, c);
  const ce = createArticleCommentElement(store, siteId, id, c);
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
  textBlock(k, firstColumnOf(k, container.id), html);
  return { article: rec, commentElementId: ce.id };
};

/** The articles of the three sites: 3001 (published, with an image, a comment and galleries), a draft, and one each on sites 2 and 3. */
export function seedNewsArticles(
  k: SeedKit,
  { SITE, SITE2, FORBIDDEN }: { SITE: number; SITE2: number; FORBIDDEN: number },
  { home, newsPage, home2, home3 }: { home: PageNodes; newsPage: PageNodes; home2: PageNodes; home3: PageNodes },
) {
  const { store, at } = k;
  const a1 = article(
    k,
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
  article(k, SITE, 'Tryout schedule announced', 'draft', [newsPage.node.id], '<p>Tryouts run all week.</p>', false);
  article(k, SITE2, 'Spring registration is open', 'published', [home2.node.id], '<p>Register by March 1.</p>', false);
  const forbiddenArticle = article(
    k,
    FORBIDDEN,
    'Northfield news',
    'published',
    [home3.node.id],
    '<p>Members only.</p>',
    false,
  );
  return { a1, forbiddenArticle };
}
