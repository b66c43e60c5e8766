import type { WidgetRenderer, WidgetScope } from './types';

/** The filtered content of a CMS block, or null when it is missing, disabled, empty or already being rendered. */
export function cmsBlockContent(identifierOrId: string | undefined, scope: WidgetScope): string | null {
  const key = identifierOrId?.trim();
  if (!key) return null;
  const block = scope.sources.findBlock(key);
  if (!block?.content) return null;
  return scope.filterNested(`cms-block:${block.blockId}`, block.content);
}

/**
 * `{{widget type="Magento\Cms\Block\Widget\Block" template="widget/static_block/default.phtml" block_id="X"}}`
 * (Page Builder's block content type): the block's content, its own directives rendered, in the
 * wrapper of Magento's default.phtml. A missing or disabled block, or one that includes itself,
 * renders nothing.
 */
export const renderStaticBlockWidget: WidgetRenderer = (params, scope) => {
  const content = cmsBlockContent(params.block_id, scope);
  return content === null ? '' : `<div class="widget block block-static-block">${content}</div>`;
};
