/*
 * Text between tags of stored HTML, decoded as a browser decodes it, for the server (which has no
 * DOM). Character references by number, and by name from the short list editors write (TinyMCE
 * stores the rest of Unicode as it is). Whatever this cannot decode exactly as a browser would (a
 * name not listed, "&" before a name without ";", a control character) gives null: a caller then
 * shows nothing rather than text that differs from the page's.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  times: '\u00d7',
  divide: '\u00f7',
  plusmn: '\u00b1',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  sect: '\u00a7',
  para: '\u00b6',
  micro: '\u00b5',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  iacute: '\u00ed',
  oacute: '\u00f3',
  uacute: '\u00fa',
  ccedil: '\u00e7',
  ntilde: '\u00f1',
  auml: '\u00e4',
  ouml: '\u00f6',
  uuml: '\u00fc',
  szlig: '\u00df',
};

/** &#39; &#x27; &name; or a lone "&". */
const AMPERSAND = /&(?:#([0-9]{1,7});|#[xX]([0-9a-fA-F]{1,6});|([a-zA-Z][a-zA-Z0-9]*);)?/g;

/** A lone "&" is the character itself only when no name or number follows (a browser reads "&copy" as "©"). */
const STARTS_REFERENCE = /^[a-zA-Z0-9#]/;

/**
 * Controls other than tab, line feed and form feed: a browser maps some numbers to other
 * characters (&#150; is "–"), drops or keeps others, and a carriage return written out would
 * become a line feed.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000d-\u001f\u007f-\u009f]/;

function characterOf(codePoint: number): string | null {
  if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return null;
  return String.fromCodePoint(codePoint);
}

/** The text `raw` (no tags in it) shows in a browser, or null when it cannot be known exactly. */
export function decodeHtmlText(raw: string): string | null {
  let exact = true;
  // The browser's input stream turns CRLF and CR into LF before it reads anything.
  const normalized = raw.replace(/\r\n?/g, '\n');
  const text = normalized.replace(AMPERSAND, (match: string, decimal: string | undefined, hex: string | undefined, name: string | undefined, offset: number) => {
    const character =
      decimal !== undefined || hex !== undefined
        ? characterOf(decimal !== undefined ? Number(decimal) : parseInt(hex as string, 16))
        : name !== undefined
          ? (NAMED[name] ?? null)
          : STARTS_REFERENCE.test(normalized.slice(offset + 1))
            ? null
            : '&';
    if (character === null) exact = false;
    return character ?? match;
  });
  return exact && !CONTROL.test(text) ? text : null;
}
