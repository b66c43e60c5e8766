import { type CSSProperties } from 'react';
import { type ContentNode } from '../parse/contentNode';
import { readBackground, type Background } from './background';
import { toReactStyle } from './reactStyle';

/** What every content type reads from its styled element. */
export interface CommonProperties {
  /** The element's data-pb-style id, so media-query rules (mobile overrides) reach the rendered element. */
  styleId: string | null;
  cssClasses: string[];
  /** display: none outside media queries: the merchant hid the element. */
  isHidden: boolean;
  minHeight: string | null;
  textAlign: string | null;
  /** Padding, margin, border (style, width, colour, radius), min height, alignment and the rest, as written. */
  style: CSSProperties;
  background: Background;
}

/** Page Builder's own helper classes, which our components replace. */
const BUILDER_CLASS = /^(pagebuilder-|tab-align-|tabs-)/;

const BACKGROUND_IMAGE_PROPERTIES = ['background-image', 'background-size', 'background-position', 'background-repeat', 'background-attachment'];

/** Reads the common properties from `element` (the node's own element unless a type styles an inner one). */
export function readCommonProperties(node: ContentNode, element: Element = node.element): CommonProperties {
  const record = node.styleOf(element);
  const classes = (node.element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name && !BUILDER_CLASS.test(name));
  return {
    styleId: element.getAttribute('data-pb-style'),
    cssClasses: classes,
    isHidden: record.display?.trim() === 'none',
    minHeight: record['min-height'] || null,
    textAlign: record['text-align'] || null,
    style: toReactStyle(record, [...BACKGROUND_IMAGE_PROPERTIES, 'display']),
    background: readBackground(element, record),
  };
}
