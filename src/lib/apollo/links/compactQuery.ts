/** Characters of GraphQL names and numbers. */
const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/**
 * graphql's `print` output without its layout: the whitespace and commas GraphQL ignores go, but
 * for one space where a name, number or string meets the next one (or a spread), and string
 * literals stay as printed. The same text `stripIgnoredCharacters` gives for printed documents,
 * without shipping the GraphQL lexer to every shopper: GET URLs stay short for the browser, the
 * service worker and a CDN.
 */
export function compactQuery(printed: string): string {
  let out = '';
  let index = 0;
  // The last token written was a name, a number or a string (GraphQL's non-punctuators).
  let afterWord = false;
  while (index < printed.length) {
    const char = printed[index];
    if (/[\s,]/.test(char)) {
      while (index < printed.length && /[\s,]/.test(printed[index])) index += 1;
      const next = printed[index];
      if (afterWord && (isWordChar(next) || next === '"' || printed.startsWith('...', index))) out += ' ';
    } else if (char === '"') {
      const end = stringEnd(printed, index);
      out += printed.slice(index, end);
      index = end;
      afterWord = true;
    } else {
      out += char;
      index += 1;
      afterWord = isWordChar(char);
    }
  }
  return out;
}

/** Index just past the string literal (plain or block) that starts at `start`. */
function stringEnd(text: string, start: number): number {
  const block = text.startsWith('"""', start);
  const quote = block ? '"""' : '"';
  let index = start + quote.length;
  while (index < text.length) {
    if (text[index] === '\\') index += 2;
    else if (text.startsWith(quote, index)) return index + quote.length;
    else index += 1;
  }
  return text.length;
}
