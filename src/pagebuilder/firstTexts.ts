import { isPageBuilderContent } from './detect';
import { backgroundImagesOf } from './firstImage';
import { endTagEnd, readStartTag, skipWhitespace, type StartTag } from './parse/htmlTags';
import { INLINE_STYLE_ATTRIBUTE } from './parse/contentNode';
import { decodeHtmlText } from './parse/htmlText';
import { separateStyles } from './parse/parseStorageHtml';
import { readInlineStyle, readStyleRules, type Declarations } from './parse/styleRules';

/*
 * The texts stored Page Builder content opens with (its first row's heading and text content
 * types, as plain text), read from the stored HTML on the server, for the static shell to write
 * out where the page will draw them (src/styles/shellLayouts.css .shell-cms). Only what the shell
 * draws exactly as the page does is read: the reading stops at the first element that is anything
 * else (another content type, inline markup, a styled element), and content whose first row is
 * not a plain contained row gives nothing.
 */

export type TextTag = 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface TextElement {
  tag: TextTag;
  /** As a browser shows it: references decoded, nothing escaped. */
  text: string;
}

/** A heading content type (one element) or a text content type (its leading paragraphs and headings). */
export interface TextBlock {
  type: 'heading' | 'text';
  elements: TextElement[];
}

const HEADING_TAG = /^h[1-6]$/;
const TEXT_TAG = /^(?:p|h[1-6])$/;

/** Styles the page draws as the shell does without them: a row's defaults, left-aligned text, no border. */
const NEUTRAL_DECLARATIONS: Readonly<Record<string, RegExp>> = {
  'text-align': /^(?:left|start)$/i,
  'border-style': /^none$/i,
  // Without a border style these draw nothing.
  'border-width': /./,
  'border-color': /./,
  'border-radius': /./,
};

/** A contained row's own: what its class does anyway, and a background without a picture. */
const ROW_DECLARATIONS: Readonly<Record<string, RegExp>> = {
  ...NEUTRAL_DECLARATIONS,
  display: /^flex$/i,
  'flex-direction': /^column$/i,
  'justify-content': /^flex-start$/i,
  'background-position': /./,
  'background-size': /./,
  'background-repeat': /./,
  'background-attachment': /./,
};

interface Reading {
  markup: string;
  /** An element's declarations (its data-pb-style rule, then its inline style), or null when a media query changes them. */
  styleOf(tag: StartTag): Declarations | null;
}

function reading(content: string): Reading {
  const { markup, cssTexts } = separateStyles(content);
  const { byStyleId, mediaRules } = readStyleRules(cssTexts);
  const inMediaQuery = new Set(mediaRules.map((rule) => rule.styleId));
  return {
    markup,
    styleOf({ attributes }) {
      const styleId = attributes.get('data-pb-style');
      const inline = attributes.get(INLINE_STYLE_ATTRIBUTE);
      // An id or style that cannot be read exactly, or one a media query changes: not known.
      if (styleId === null || inline === null || (styleId && inMediaQuery.has(styleId))) return null;
      return [...((styleId && byStyleId.get(styleId)) || []), ...readInlineStyle(inline ?? null)];
    },
  };
}

function styledOnly(declarations: Declarations | null, allowed: Readonly<Record<string, RegExp>>): boolean {
  return declarations !== null && declarations.every(([property, value]) => allowed[property]?.test(value.trim()) ?? false);
}

const contentType = (tag: StartTag | null) => tag?.attributes.get('data-content-type') ?? null;

/** The plain text of the element whose start tag ends at `from`, up to its end tag; null for markup inside, or only blanks (&nbsp; too). */
function plainText(markup: string, from: number, name: string): { text: string; end: number } | null {
  const close = markup.indexOf('<', from);
  const end = close === -1 ? -1 : endTagEnd(markup, close, name);
  const text = end === -1 ? null : decodeHtmlText(markup.slice(from, close));
  return text !== null && text.trim() !== '' ? { text, end } : null;
}

/** A contained row's inner element, when the row draws nothing the shell does not (a picture, a video, its own box). */
function plainRowInner(read: Reading, at: number): StartTag | null {
  const main = readStartTag(read.markup, at);
  if (!main || contentType(main) !== 'row' || main.attributes.get('data-appearance') !== 'contained') return null;
  if (read.styleOf(main)?.length !== 0) return null;
  const inner = readStartTag(read.markup, skipWhitespace(read.markup, main.end));
  if (!inner || inner.name !== 'div' || inner.attributes.get('data-element') !== 'inner' || contentType(inner)) return null;
  const type = inner.attributes.get('data-background-type');
  const backgrounds = inner.attributes.get('data-background-images');
  if (type === null || (type && type !== 'image') || backgrounds === null) return null;
  const images = backgroundImagesOf(backgrounds ?? '{}');
  if (images.desktop || images.mobile) return null;
  return styledOnly(read.styleOf(inner), ROW_DECLARATIONS) ? inner : null;
}

/** A text content type's leading paragraphs and headings, up to the first that is not plain text; `complete` when it holds nothing else. */
function textElements(markup: string, from: number): { elements: TextElement[]; end: number; complete: boolean } {
  const elements: TextElement[] = [];
  let at = skipWhitespace(markup, from);
  for (let tag = readStartTag(markup, at); tag && TEXT_TAG.test(tag.name) && tag.attributes.size === 0; tag = readStartTag(markup, at)) {
    const element = plainText(markup, tag.end, tag.name);
    if (!element) break;
    elements.push({ tag: tag.name as TextTag, text: element.text });
    at = skipWhitespace(markup, element.end);
  }
  const end = endTagEnd(markup, at, 'div');
  return { elements, end, complete: end !== -1 };
}

/**
 * The heading and text content types stored content opens with, in order, as far as each is plain
 * text; null when its first row is not a plain contained row opening with one.
 */
export function firstRowTexts(content: string | null | undefined): TextBlock[] | null {
  if (!isPageBuilderContent(content)) return null;
  const read = reading(content);
  const { markup } = read;
  // The row must be the content's first element: anything before it is drawn above it.
  const inner = plainRowInner(read, skipWhitespace(markup, 0));
  if (!inner) return null;
  const blocks: TextBlock[] = [];
  let at = skipWhitespace(markup, inner.end);
  for (let tag = readStartTag(markup, at); tag && styledOnly(read.styleOf(tag), NEUTRAL_DECLARATIONS); tag = readStartTag(markup, at)) {
    const type = contentType(tag);
    if (type === 'heading' && HEADING_TAG.test(tag.name)) {
      const heading = plainText(markup, tag.end, tag.name);
      if (!heading) break;
      blocks.push({ type: 'heading', elements: [{ tag: tag.name as TextTag, text: heading.text }] });
      at = skipWhitespace(markup, heading.end);
    } else if (type === 'text' && tag.name === 'div') {
      const text = textElements(markup, tag.end);
      if (text.elements.length > 0) blocks.push({ type: 'text', elements: text.elements });
      if (!text.complete) break;
      at = skipWhitespace(markup, text.end);
    } else {
      break;
    }
  }
  return blocks.length > 0 ? blocks : null;
}
