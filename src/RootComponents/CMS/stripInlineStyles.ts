const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
/** A style attribute inside a start tag (quoted or bare value). */
const STYLE_ATTRIBUTE = /(<[a-z][^>]*?)\sstyle\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/**
 * Removes <style> elements and style attributes from HTML *before* it is parsed: the shop's CSP
 * (style-src 'self') reports every inline style the browser parses, even in DOMPurify's inert
 * document. Page Builder content keeps its look through the Page Builder renderer instead.
 */
export function stripInlineStyles(html: string): string {
  let previous: string;
  let current = html.replace(STYLE_ELEMENT, '');
  // A tag may carry several style attributes; repeat until none is left.
  do {
    previous = current;
    current = current.replace(STYLE_ATTRIBUTE, '$1');
  } while (current !== previous);
  return current;
}
