// html-normalised: TextBlock content as a deployment whose editor rewrites HTML might store it. Tag
// names lower-cased, <b> and <i> written <strong> and <em>, whitespace between two tags collapsed to
// one space, and a line break after each closing block tag (as editors serialise); the text between
// the tags is left as it is.

const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };

export function normaliseHtml(html: string): string {
  return html
    .replace(/<(\/?)([A-Za-z][A-Za-z0-9]*)/g, (_, slash: string, name: string) => {
      const lower = name.toLowerCase();
      return `<${slash}${RENAMED[lower] ?? lower}`;
    })
    .replace(/>\s+</g, '> <')
    .replace(/(<\/(?:p|h[1-6]|ul|ol|li|div|blockquote|table)>)[ \t\r\n]*/g, '$1\n');
}
