// Escaping for the text formats (XML: JUnit, SVG; Markdown: summary.md).

export function xmlEscape(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped.
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Text for a Markdown table cell or list item: one line, no HTML, no table breaks. */
export function mdEscape(text: string, max = 200): string {
  const line = text.replace(/\s*\n[\s\S]*$/, '').trim(); // the first line only
  const cut = [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
  return cut
    .replace(/\\/g, '\\\\')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/([`*_[\]])/g, '\\$1');
}
