/*
 * A reader for the CSS Page Builder itself generates (its <style> blocks and style attributes):
 * rules, one level of @media, declarations. Comments, quoted strings and parentheses (url(),
 * calc()) are respected; anything unbalanced ends the reading there, never in an exception.
 * Written here rather than taken from a CSS library: it is all the home page needs, and a library
 * parser was a fifth of the Page Builder core's byte budget (issue 9).
 */

export interface CssBlock {
  /** The selectors, or the at-rule with its condition ("@media only screen and (max-width: 768px)"). */
  prelude: string;
  /** Between the braces: declarations, or the rules of an at-rule. */
  body: string;
}

/** Index after the string or comment starting at `start` (or `start` itself when none starts there). */
function skipOpaque(css: string, start: number): number {
  const char = css[start];
  if (char === '/' && css[start + 1] === '*') {
    const end = css.indexOf('*/', start + 2);
    return end === -1 ? css.length : end + 2;
  }
  if (char === '"' || char === "'") {
    let index = start + 1;
    while (index < css.length && css[index] !== char) index += css[index] === '\\' ? 2 : 1;
    return index + 1;
  }
  return start;
}

/** The top-level `prelude { body }` blocks of a style sheet. */
export function cssBlocks(css: string): CssBlock[] {
  const blocks: CssBlock[] = [];
  let depth = 0;
  let preludeStart = 0;
  let bodyStart = 0;
  for (let index = 0; index < css.length; index += 1) {
    const skipped = skipOpaque(css, index);
    if (skipped !== index) {
      index = skipped - 1;
      continue;
    }
    if (css[index] === '{') {
      if (depth === 0) bodyStart = index + 1;
      depth += 1;
    } else if (css[index] === '}') {
      depth -= 1;
      if (depth < 0) return blocks;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(preludeStart, bodyStart - 1).replace(/\/\*[\s\S]*?\*\//g, '').trim(), body: css.slice(bodyStart, index) });
        preludeStart = index + 1;
      }
    }
  }
  return blocks;
}

/** `property: value` pairs of a declaration list, in order; property names lower-cased, `!important` dropped. */
export function cssDeclarations(text: string): Array<[property: string, value: string]> {
  const declarations: Array<[string, string]> = [];
  let parentheses = 0;
  let start = 0;
  const take = (end: number) => {
    const declaration = text.slice(start, end).replace(/\/\*[\s\S]*?\*\//g, '');
    const colon = declaration.indexOf(':');
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).replace(/!\s*important\s*$/i, '').trim();
    if (colon > 0 && /^-?-?[a-z][\w-]*$/.test(property) && value) declarations.push([property, value]);
  };
  for (let index = 0; index < text.length; index += 1) {
    const skipped = skipOpaque(text, index);
    if (skipped !== index) {
      index = skipped - 1;
      continue;
    }
    if (text[index] === '(') parentheses += 1;
    else if (text[index] === ')') parentheses = Math.max(0, parentheses - 1);
    else if (text[index] === ';' && parentheses === 0) {
      take(index);
      start = index + 1;
    }
  }
  take(text.length);
  return declarations;
}
