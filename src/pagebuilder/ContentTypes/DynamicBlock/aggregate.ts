import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface DynamicBlockProps extends CommonProperties {
  /** What the server rendered without content types, sanitized; '' when the store has no dynamic blocks. */
  html: string;
}

const DIRECTIVE = /\{\{[\s\S]*?\}\}/g;

/** A dynamic block (Adobe Commerce): Magento Open Source renders nothing for it, and then neither do we. */
export function aggregateDynamicBlock(node: ContentNode): DynamicBlockProps {
  const common = readCommonProperties(node);
  if (node.children.length) return { ...common, html: '' };
  return { ...common, html: sanitizeHtml(node.element.innerHTML.replace(DIRECTIVE, '')).trim() };
}
