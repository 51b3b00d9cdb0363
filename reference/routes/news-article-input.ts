// The input of a news article create or update: its fields, checked against their limits (and the
// faults that move them), and page_node_ids with the one site of the page nodes it names.
import { requireSiteAccess } from '../access.ts';
import type { Ctx } from '../context.ts';
import { invalid, notFound } from '../errors.ts';
import type { FaultId } from '../faults.ts';
import { type Fields, UploadedFile } from '../input.ts';

const STATUSES = ['draft', 'published'] as const;
const LIMITS = { title: 300, author: 100, teaser: 300, preview_text: 30_000 } as const;
/** The flags of a news article: booleans, each with its own default. */
export const ARTICLE_FLAGS = [
  'show_image_with_article',
  'show_image_in_aggregator',
  'show_preview_text_with_article',
  'show_preview_text_in_aggregator',
] as const;

/** What a create or an update sends for a news article, checked but not yet applied. */
export interface ArticleInput {
  title?: string | null;
  author?: string | null;
  teaser?: string | null;
  preview_text?: string | null;
  news_date?: Date | null;
  news_expiration_date?: Date | null;
  status?: 'draft' | 'published' | null;
  article_type?: string | null;
  flags: Partial<Record<(typeof ARTICLE_FLAGS)[number], boolean>>;
  image?: UploadedFile | string;
}

/** The limit of a field: one past it with the fault `accepts`, one short of it with `refuses`, none on update with `createOnly`. */
function limit(
  ctx: Ctx,
  max: number,
  faults: { accepts?: FaultId; refuses?: FaultId; createOnly?: FaultId },
  update: boolean,
): number | undefined {
  if (faults.createOnly && update && ctx.faults.has(faults.createOnly)) return undefined;
  if (faults.accepts && ctx.faults.has(faults.accepts)) return max + 1;
  if (faults.refuses && ctx.faults.has(faults.refuses)) return max - 1;
  return max;
}

/** The fields of a news article a create or an update sends, checked against their limits (and the faults that move them). */
export function readArticle(ctx: Ctx, na: Fields, update = false): ArticleInput {
  const titleMax = limit(
    ctx,
    LIMITS.title,
    { accepts: 'news-title-accepts-301', refuses: 'news-title-refuses-300' },
    update,
  );
  const authorMax = limit(
    ctx,
    LIMITS.author,
    {
      accepts: 'news-author-accepts-101',
      refuses: 'news-author-refuses-100',
      createOnly: 'news-author-limit-create-only',
    },
    update,
  );
  const teaserMax = limit(
    ctx,
    LIMITS.teaser,
    {
      accepts: 'news-teaser-accepts-301',
      refuses: 'news-teaser-refuses-300',
      createOnly: 'news-teaser-limit-create-only',
    },
    update,
  );
  const previewMax = limit(
    ctx,
    LIMITS.preview_text,
    { accepts: 'news-preview-text-accepts-30001', refuses: 'news-preview-text-refuses-30000' },
    update,
  );
  const statuses: readonly string[] = ctx.faults.has('news-status-published-refused') ? ['draft'] : STATUSES;
  const anyStatus =
    ctx.faults.has('news-status-unknown-accepted') || (update && ctx.faults.has('news-status-unchecked-on-update'));
  const input: ArticleInput = {
    title: na.str('title', { max: titleMax }),
    author: na.str('author', { max: authorMax, nullable: true }),
    teaser: na.str('teaser', { max: teaserMax, nullable: true }),
    preview_text: na.str('preview_text', { max: previewMax, nullable: true }),
    news_date: na.timestamp('news_date', { nullable: true }),
    news_expiration_date: na.timestamp('news_expiration_date', { nullable: true }),
    status: (anyStatus ? na.str('status') : na.oneOf('status', statuses)) as ArticleInput['status'],
    article_type: na.str('article_type'),
    flags: {},
  };
  for (const flag of ARTICLE_FLAGS) {
    const v = na.bool(flag);
    if (v !== undefined && v !== null) input.flags[flag] = v;
  }
  if (na.has('uploaded_data')) {
    const raw = na.raw('uploaded_data');
    if (raw instanceof UploadedFile) input.image = raw;
    else input.image = na.str('uploaded_data', { max: 2048, nonEmpty: true })!;
  }
  return input;
}

/** page_node_ids: comma-separated ids of page nodes (tags) of one accessible site; required. */
export function readPageNodeIds(
  na: Fields | undefined,
  body: Fields,
  optional = false,
): { text: string; ids: number[] } | undefined {
  const source = na?.has('page_node_ids') ? na : body;
  if (optional && !source.has('page_node_ids')) return undefined;
  const text = source.str('page_node_ids', { required: true })!;
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^\d{1,15}$/.test(p) || Number(p) < 1)) {
    throw invalid(`${source.name('page_node_ids')} must be comma-separated page node ids, e.g. "1003,1004"`);
  }
  return { text: text.trim(), ids: parts.map(Number) };
}

/** The one site of the page nodes (404 for unknown nodes, access error for another user's site). */
export function siteOfPageNodes(ctx: Ctx, ids: number[], expectedSite: number | null): number {
  const { store } = ctx;
  let siteId = expectedSite;
  for (const id of ids) {
    const node = store.t.pageNodes.get(id);
    if (!node) throw notFound(`Page node ${id} (page_node_ids) not found`);
    if (siteId === null) siteId = node.site_id;
    else if (node.site_id !== siteId) throw notFound(`Page node ${id} (page_node_ids) not found in site ${siteId}`);
  }
  requireSiteAccess(ctx, siteId!, `the page nodes of page_node_ids`);
  return siteId!;
}
