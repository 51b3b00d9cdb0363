// The text of HTML content: what a TextBlock's "content (string, HTML allowed)" says to a reader,
// whatever its markup. The interface does not say the markup is kept byte for byte (a deployment may
// lower-case tags, rewrite <b> as <strong>, collapse whitespace between tags, write characters as
// character references), so a test compares this text: each tag (and comment) read as a word break,
// character references read as the characters they stand for, runs of whitespace as one space.

/** Named character references: the basic five, Latin-1 and common punctuation (numeric ones are read whatever the code point). */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';
const NAMED: Record<string, number> = {
  amp: 38,
  lt: 60,
  gt: 62,
  quot: 34,
  apos: 39,
  ndash: 8211,
  mdash: 8212,
  lsquo: 8216,
  rsquo: 8217,
  sbquo: 8218,
  ldquo: 8220,
  rdquo: 8221,
  bdquo: 8222,
  bull: 8226,
  hellip: 8230,
  dagger: 8224,
  euro: 8364,
  trade: 8482,
  check: 10003,
  ...Object.fromEntries(LATIN1.split(' ').map((name, i) => [name, 160 + i])),
};

function character(reference: string): string | undefined {
  const numeric = /^#(x[0-9a-f]+|\d+)$/i.exec(reference);
  const code = numeric
    ? numeric[1]![0]!.toLowerCase() === 'x'
      ? parseInt(numeric[1]!.slice(1), 16)
      : Number(numeric[1])
    : NAMED[reference];
  return code !== undefined && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** The text of HTML content, for comparing two contents whose markup may differ. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, reference: string) => character(reference) ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}
