import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';

export interface BlockProps extends CommonProperties {
  /** A block the server left as a widget directive: loaded by its identifier or id with cmsBlocks. */
  blockId: string | null;
  /** The block's content when the server rendered it inline without content types, sanitized. */
  html: string;
}

/** `{{widget type="Magento\Cms\Block\Widget\Block" ... block_id="..."}}`, quotes possibly entity-encoded. */
const BLOCK_WIDGET = /\{\{widget\b[^}]*?\bblock_id=(?:"|'|&quot;)?([\w-]+)/;

/**
 * A CMS block. Magento renders it inline (nested content types become this node's children);
 * content that still holds the widget directive names the block to load.
 */
export function aggregateBlock(node: ContentNode): BlockProps {
  const common = readCommonProperties(node);
  if (node.children.length) return { ...common, blockId: null, html: '' };
  const raw = node.element.innerHTML;
  const blockId = BLOCK_WIDGET.exec(raw)?.[1] ?? null;
  return { ...common, blockId, html: blockId ? '' : sanitizeHtml(raw).trim() };
}
