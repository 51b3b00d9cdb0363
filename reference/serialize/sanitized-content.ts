// The sanitized content of a news article: its HTML without scripts, styles and event handlers, as plain
// text or basic HTML on request.
export interface NewsArticleOptions {
  plainText?: boolean;
  basicHtml?: boolean;
}

const BASIC_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
]);

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The article's HTML made safe: scripts, styles and event handlers removed; `plain_text=true` strips
 * every tag, `basic_html=true` keeps only basic formatting tags.
 */
export function sanitizedContent(html: string, opts: NewsArticleOptions): string {
  let s = html
    .replace(/<(script|style|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style|iframe|object)\b[^>]*\/?>/gi, '');
  s = s.replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '').replace(/javascript:/gi, '');
  if (opts.plainText) {
    return decodeEntities(
      s
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<\/p>/gi, '\n')
        .replace(/<[^>]*>/g, ''),
    )
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim();
  }
  if (opts.basicHtml) {
    s = s.replace(/<\/?([a-zA-Z0-9]+)\b([^>]*)>/g, (tag, name: string, attrs: string) => {
      const lower = name.toLowerCase();
      if (!BASIC_TAGS.has(lower)) return '';
      if (tag.startsWith('</')) return `</${lower}>`;
      if (lower === 'a') {
        const href = /href\s*=\s*("[^"]*"|'[^']*')/i.exec(attrs);
        return href ? `<a href=${href[1]}>` : '<a>';
      }
      return `<${lower}>`;
    });
  }
  return s.trim();
}
