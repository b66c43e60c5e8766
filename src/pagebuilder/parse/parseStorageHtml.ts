import { INLINE_STYLE_ATTRIBUTE, type ContentNode, type StyleRecord } from './contentNode';
import { readInlineStyle, readStyleRules, type Declarations, type MediaRule } from './styleRules';

export interface ParsedContent {
  /** The top-level content types (normally rows). */
  nodes: ContentNode[];
  /** data-pb-style rules under media queries: they reach the page through a constructed stylesheet. */
  mediaRules: readonly MediaRule[];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const START_TAG = /<[a-z][^>]*>/gi;
const STYLE_ATTRIBUTE = /(\s)style(\s*=)/gi;

/**
 * Takes the `<style>` blocks out of the markup and renames `style` attributes before the browser
 * parses it: a parsed document shares the page's CSP, which would block (and report) both. The
 * server reads the markup the same way (firstTexts.ts).
 */
export function separateStyles(html: string): { markup: string; cssTexts: string[] } {
  const cssTexts: string[] = [];
  const markup = html
    .replace(STYLE_ELEMENT, (_element, css: string) => {
      cssTexts.push(css);
      return '';
    })
    .replace(START_TAG, (tag) => tag.replace(STYLE_ATTRIBUTE, `$1${INLINE_STYLE_ATTRIBUTE}$2`));
  return { markup, cssTexts };
}

function toRecord(...lists: Declarations[]): StyleRecord {
  const record: Record<string, string> = {};
  for (const list of lists) for (const [property, value] of list) record[property] = value;
  return record;
}

function walk(parent: Element, styleOf: (element: Element) => StyleRecord): ContentNode[] {
  const nodes: ContentNode[] = [];
  for (const element of Array.from(parent.children)) {
    const type = element.getAttribute('data-content-type');
    if (type) {
      nodes.push({ type, appearance: element.getAttribute('data-appearance') ?? '', element, children: walk(element, styleOf), styleOf });
    } else {
      nodes.push(...walk(element, styleOf));
    }
  }
  return nodes;
}

/** Parses Page Builder storage HTML (2.3 inline styles or 2.4 data-pb-style rules) into a tree of content types. */
export function parseStorageHtml(html: string): ParsedContent {
  const { markup, cssTexts } = separateStyles(html);
  const { byStyleId, mediaRules } = readStyleRules(cssTexts);
  const body = new DOMParser().parseFromString(markup, 'text/html').body;
  const resolved = new WeakMap<Element, StyleRecord>();
  const styleOf = (element: Element): StyleRecord => {
    let record = resolved.get(element);
    if (!record) {
      const styleId = element.getAttribute('data-pb-style');
      record = toRecord((styleId && byStyleId.get(styleId)) || [], readInlineStyle(element.getAttribute(INLINE_STYLE_ATTRIBUTE)));
      resolved.set(element, record);
    }
    return record;
  };
  return { nodes: walk(body, styleOf), mediaRules };
}
