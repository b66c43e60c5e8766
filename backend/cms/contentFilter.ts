import { normaliseClassName, parseDirectiveParams } from './directiveParams';
import { filterTemplate, type DirectiveUrls } from './templateFilter';
import { renderProductsListWidget } from './widgets/productsListWidget';
import { cmsBlockContent, renderStaticBlockWidget } from './widgets/staticBlockWidget';
import type { CmsContentSources, WidgetRenderer, WidgetScope } from './widgets/types';

/**
 * Magento's CMS template filter, as CmsPage.content and CmsBlock.content go through it before
 * GraphQL answers: widget directives become their HTML, `{{block}}` directives the block's
 * content, then `{{media}}` / `{{store}}` become absolute URLs (templateFilter.ts).
 *
 * Widgets rendered here:
 * - `Magento\Cms\Block\Widget\Block` (Page Builder's block): the CMS block's content.
 * - `Magento\CatalogWidget\Block\Product\ProductsList` (Page Builder's products): the product list.
 * Any other widget, e.g. `Magento\Banner\Block\Widget\Banner` (Page Builder's dynamic_block, which
 * only Adobe Commerce renders), renders nothing, as it would on a store without that module.
 */
const WIDGETS: ReadonlyMap<string, WidgetRenderer> = new Map([
  ['Magento\\Cms\\Block\\Widget\\Block', renderStaticBlockWidget],
  ['Magento\\CatalogWidget\\Block\\Product\\ProductsList', renderProductsListWidget],
]);

/** `{{block id="x"}}` / `{{block class="Magento\Cms\Block\Block" block_id="x"}}`: the blocks Magento's block directive renders from the CMS. */
const CMS_BLOCK_CLASSES = new Set(['Magento\\Cms\\Block\\Block', 'Magento\\Cms\\Block\\Widget\\Block']);

/** Blocks inside blocks inside blocks...: deeper than this renders nothing (Magento has no limit; a merchant loop must not hang us). */
const MAX_NESTING = 5;

/** `{{widget ...}}` and `{{block ...}}`; parameters never contain "}}" (Page Builder encodes braces in conditions as ^[ ^]). */
const DIRECTIVE = /\{\{(widget|block)\b(.*?)\}\}/gs;

export interface ContentFilterContext {
  urls: DirectiveUrls;
  sources: CmsContentSources;
}

function renderDirectives(html: string, context: ContentFilterContext, rendering: readonly string[]): string {
  if (!html.includes('{{')) return html;
  const scope: WidgetScope = {
    sources: context.sources,
    baseUrl: context.urls.baseUrl,
    filterNested(key, content) {
      if (rendering.includes(key) || rendering.length >= MAX_NESTING) return null;
      return renderDirectives(content, context, [...rendering, key]);
    },
  };
  return html.replace(DIRECTIVE, (_match, directive: string, body: string) => {
    const params = parseDirectiveParams(body);
    if (directive === 'block') {
      const className = params.class ? normaliseClassName(params.class) : 'Magento\\Cms\\Block\\Block';
      return CMS_BLOCK_CLASSES.has(className) ? (cmsBlockContent(params.block_id ?? params.id, scope) ?? '') : '';
    }
    const render = WIDGETS.get(normaliseClassName(params.type ?? ''));
    return render ? render(params, scope) : '';
  });
}

/** Stored CMS content as Magento's GraphQL returns it: directives rendered, URLs absolute. */
export function filterCmsContent(html: string, context: ContentFilterContext): string {
  return filterTemplate(renderDirectives(html, context, []), context.urls);
}
