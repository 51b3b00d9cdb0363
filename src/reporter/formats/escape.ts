// Escaping for the text formats (XML: JUnit, SVG).

export function xmlEscape(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped.
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd]/gu, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
