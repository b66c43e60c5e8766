import { decodeHtmlText } from './htmlText';

/*
 * Tags of stored HTML read one at a time from a position, for the server (which has no DOM). Only
 * the regular markup Page Builder and its editor write is read: anything else is not a tag here,
 * and a caller stops reading there.
 */

export interface StartTag {
  /** Lower-cased. */
  name: string;
  /** By lower-cased name, values decoded (the first of a repeated name, as a browser keeps it); null when one cannot be decoded. */
  attributes: ReadonlyMap<string, string | null>;
  /** Where the tag ends. */
  end: number;
}

const START_TAG = /<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The start tag at `at`, or null when there is none. */
export function readStartTag(html: string, at: number): StartTag | null {
  START_TAG.lastIndex = at;
  const match = START_TAG.exec(html);
  if (!match) return null;
  const attributes = new Map<string, string | null>();
  for (const [, name, doubleQuoted, singleQuoted, unquoted] of match[2].matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeHtmlText(doubleQuoted ?? singleQuoted ?? unquoted ?? ''));
  }
  return { name: match[1].toLowerCase(), attributes, end: START_TAG.lastIndex };
}

/** Where the end tag `</name>` at `at` ends, or -1 when there is none there. */
export function endTagEnd(html: string, at: number, name: string): number {
  const match = new RegExp(`</${name}\\s*>`, 'iy');
  match.lastIndex = at;
  return match.test(html) ? match.lastIndex : -1;
}

/** The first position from `at` that is not whitespace between tags. */
export function skipWhitespace(html: string, at: number): number {
  const match = /[ \t\n\f\r]*/y;
  match.lastIndex = at;
  match.test(html);
  return match.lastIndex;
}
