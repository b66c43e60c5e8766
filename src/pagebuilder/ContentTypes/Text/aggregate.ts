import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface TextProps extends CommonProperties {
  /** The merchant's rich text, sanitized. */
  html: string;
}

export function aggregateText(node: ContentNode): TextProps {
  return { ...readCommonProperties(node), html: sanitizeHtml(node.element.innerHTML) };
}
