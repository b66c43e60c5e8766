import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingProps extends CommonProperties {
  level: HeadingLevel;
  /** The heading's text (it may hold inline markup), sanitized. */
  html: string;
}

export function aggregateHeading(node: ContentNode): HeadingProps {
  const tag = node.element.tagName.toLowerCase();
  const level = /^h[1-6]$/.test(tag) ? (tag as HeadingLevel) : 'h2';
  return { ...readCommonProperties(node), level, html: sanitizeHtml(node.element.innerHTML) };
}
