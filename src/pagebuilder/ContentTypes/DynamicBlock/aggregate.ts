import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties } from '../../properties/commonProperties';
import { type BlockProps } from '../Block/aggregate';

const DIRECTIVE = /\{\{[\s\S]*?\}\}/g;

/** A dynamic block (Adobe Commerce): Magento Open Source renders nothing for it, and then neither do we. */
export function aggregateDynamicBlock(node: ContentNode): BlockProps {
  const common = readCommonProperties(node);
  if (node.children.length) return { ...common, blockId: null, html: '' };
  // What the server rendered without content types, sanitized; '' when the store has no dynamic blocks.
  return { ...common, blockId: null, html: sanitizeHtml(node.element.innerHTML.replace(DIRECTIVE, '')).trim() };
}
