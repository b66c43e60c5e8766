import { filterCmsContent, type ContentFilterContext } from '../cms/contentFilter';
import { parseDirectiveParams } from '../cms/directiveParams';
import type { ProductListItem } from '../cms/productListHtml';
import { parseProductConditions, skuOrderOf, type ProductCondition } from '../cms/widgets/productConditions';
import type { CmsContentSources, ProductListQuery } from '../cms/widgets/types';

// Pure tests of Magento's template filter as we reproduce it: directives in, HTML out. The data a
// widget reads comes from a fake catalogue here; cmsWidgets.test.ts runs the same through GraphQL.

const urls = { baseUrl: 'https://shop.test/', mediaUrl: 'https://shop.test/media/' };

const item = (sku: string, id: number): ProductListItem => ({
  id,
  sku,
  name: `Product ${sku}`,
  url: `https://shop.test/${sku.toLowerCase()}.html`,
  imageUrl: `https://shop.test/media/catalog/product/${sku}.jpg`,
  finalPrice: { amount: 100000, formatted: 'Rp100.000' },
  regularPrice: { amount: 125000, formatted: 'Rp125.000' },
});

/** A catalogue of SKU-A..SKU-E (all listed) and blocks by identifier and id. */
function fakeSources(blocks: Record<string, { blockId: number; content: string }>): CmsContentSources & { queries: ProductListQuery[] } {
  const catalogue = ['SKU-A', 'SKU-B', 'SKU-C', 'SKU-D', 'SKU-E'];
  const queries: ProductListQuery[] = [];
  return {
    queries,
    findBlock: (key) => blocks[key] ?? Object.values(blocks).find((block) => String(block.blockId) === key) ?? null,
    listProducts(query) {
      queries.push(query);
      const order = skuOrderOf(query.condition);
      return order.filter((sku) => catalogue.includes(sku)).slice(0, query.count).map((sku) => item(sku, catalogue.indexOf(sku) + 1));
    },
  };
}

const context = (sources: CmsContentSources): ContentFilterContext => ({ urls, sources });

const skuRule = (skus: string, operator = '()') =>
  `^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`${operator}\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`sku\`,\`value\`:\`${skus}\`^]^]`;

const productsWidget = (conditions: string, extra = '') =>
  `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_PageBuilder::catalog/product/widget/content/carousel.phtml" anchor_text="" id_path="" show_pager="0" products_count="3" condition_option="sku" type_name="Catalog Products Carousel" conditions_encoded="${conditions}" sort_order="position_by_sku"${extra}}}`;

const blockWidget = (blockId: string, quote = '"') =>
  `{{widget type=${quote}Magento\\Cms\\Block\\Widget\\Block${quote} template=${quote}widget/static_block/default.phtml${quote} block_id=${quote}${blockId}${quote} type_name=${quote}CMS Static Block${quote}}}`;

const skusIn = (html: string) => [...html.matchAll(/data-product-sku="([^"]+)"/g)].map((match) => match[1]);

describe('directive parameters', () => {
  it('reads double, single, &quot; and unquoted values, decoding HTML references', () => {
    expect(parseDirectiveParams(' type="A\\B" block_id=\'7\' title=&quot;Tom &amp; Jerry&quot; count=3')).toEqual({ type: 'A\\B', block_id: '7', title: 'Tom & Jerry', count: '3' });
  });

  it("turns Page Builder's &quote; back into a quote", () => {
    expect(parseDirectiveParams('anchor_text="Say &quote;hi&quote;"').anchor_text).toBe('Say "hi"');
  });
});

describe('product rule (conditions_encoded)', () => {
  it('reads an SKU list in the order written', () => {
    const rule = parseProductConditions(skuRule('SKU-C, SKU-A,SKU-B'));
    expect(rule).toEqual({ kind: 'combine', aggregator: 'all', expected: true, children: [{ kind: 'sku', operator: '()', values: ['SKU-C', 'SKU-A', 'SKU-B'] }] });
    expect(skuOrderOf(rule as ProductCondition)).toEqual(['SKU-C', 'SKU-A', 'SKU-B']);
  });

  it('reads a category condition with == or ()', () => {
    for (const operator of ['==', '()']) {
      const encoded = skuRule('12, 15', operator).replace('`sku`', '`category_ids`');
      expect(parseProductConditions(encoded)).toMatchObject({ children: [{ kind: 'category', operator, ids: [12, 15] }] });
    }
  });

  it.each([
    ['missing', undefined],
    ['not JSON', '^[`1`:^[`aggregator`'],
    ['an unknown condition type', skuRule('A').replace('Product`', 'Address`')],
    ['an attribute we do not evaluate', skuRule('100').replace('`sku`', '`price`')],
    ['a non-numeric category id', skuRule('shoes').replace('`sku`', '`category_ids`')],
    ['an unknown operator', skuRule('A', '>=<')],
    ['a root that is not a combination', '^[`1`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`A`^]^]'],
  ])('is null (never an exception) when %s', (_case, encoded) => {
    expect(parseProductConditions(encoded)).toBeNull();
  });
});

describe('filterCmsContent', () => {
  it('renders a products widget as its list, SKUs in the stored order, limited to products_count, unknown SKUs skipped', () => {
    const sources = fakeSources({});
    const html = filterCmsContent(`<div data-content-type="products" data-appearance="carousel">${productsWidget(skuRule('SKU-D,GONE-1,SKU-B,SKU-A,SKU-E'))}</div>`, context(sources));
    expect(html).not.toContain('{{');
    expect(skusIn(html)).toEqual(['SKU-D', 'SKU-B', 'SKU-A']);
    expect(html).toContain('<ol class="product-items widget-product-carousel">');
    expect(html).toContain('href="https://shop.test/sku-d.html"');
    expect(sources.queries[0]).toMatchObject({ count: 3, sortOrder: 'position_by_sku' });
  });

  it('uses the grid template of the CatalogWidget for the grid appearance', () => {
    const grid = productsWidget(skuRule('SKU-A')).replace('Magento_PageBuilder::catalog/product/widget/content/carousel.phtml', 'Magento_CatalogWidget::product/widget/content/grid.phtml');
    const html = filterCmsContent(grid, context(fakeSources({})));
    expect(html).toContain('<div class="block widget block-products-list grid">');
    expect(html).toContain('<ol class="product-items widget-product-grid">');
  });

  it('renders nothing for a malformed rule or a rule matching no product', () => {
    const sources = fakeSources({});
    expect(filterCmsContent(`<div>${productsWidget('^[`1`:garbage')}</div>`, context(sources))).toBe('<div></div>');
    expect(filterCmsContent(`<div>${productsWidget(skuRule('GONE-1,GONE-2'))}</div>`, context(sources))).toBe('<div></div>');
    expect(sources.queries).toHaveLength(1);
  });

  it('renders a CMS block widget by identifier or id, with " or &quot; quotes, and filters its content', () => {
    const sources = fakeSources({ promo: { blockId: 7, content: '<p><a href="{{store url=faq}}">FAQ</a> <img src="{{media url=wysiwyg/a.png}}"></p>' } });
    const expected = '<div class="widget block block-static-block"><p><a href="https://shop.test/faq">FAQ</a> <img src="https://shop.test/media/wysiwyg/a.png"></p></div>';
    expect(filterCmsContent(blockWidget('promo'), context(sources))).toBe(expected);
    expect(filterCmsContent(blockWidget('7'), context(sources))).toBe(expected);
    expect(filterCmsContent(`<div title="${blockWidget('promo', '&quot;')}"></div>`, context(sources))).toContain('block-static-block');
  });

  it('renders a missing block, and any widget it does not know (dynamic blocks), as nothing', () => {
    const sources = fakeSources({});
    const banner = '{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="fixed" rotate="" template="widget/block.phtml" banner_ids="1" unique_id="1" type_name="Dynamic Blocks Rotator"}}';
    expect(filterCmsContent(`<div data-content-type="block">${blockWidget('nope')}</div>`, context(sources))).toBe('<div data-content-type="block"></div>');
    expect(filterCmsContent(`<div data-content-type="dynamic_block">${banner}</div>`, context(sources))).toBe('<div data-content-type="dynamic_block"></div>');
    expect(filterCmsContent('<p>{{widget type="Vendor\\Module\\Block\\Whatever" x="1"}}</p>', context(sources))).toBe('<p></p>');
  });

  it('stops a block that includes itself, directly or through another block', () => {
    const sources = fakeSources({
      loop: { blockId: 1, content: `<p>loop</p>${blockWidget('loop')}` },
      ping: { blockId: 2, content: `<p>ping</p>${blockWidget('pong')}` },
      pong: { blockId: 3, content: `<p>pong</p>${blockWidget('2')}` },
    });
    expect(filterCmsContent(blockWidget('loop'), context(sources))).toBe('<div class="widget block block-static-block"><p>loop</p></div>');
    expect(filterCmsContent(blockWidget('ping'), context(sources))).toBe(
      '<div class="widget block block-static-block"><p>ping</p><div class="widget block block-static-block"><p>pong</p></div></div>',
    );
  });

  it('limits how deep blocks nest', () => {
    const blocks: Record<string, { blockId: number; content: string }> = {};
    for (let level = 1; level <= 8; level += 1) blocks[`b${level}`] = { blockId: level, content: `<i>${level}</i>${blockWidget(`b${level + 1}`)}` };
    const html = filterCmsContent(blockWidget('b1'), context(fakeSources(blocks)));
    expect(html).toContain('<i>5</i>');
    expect(html).not.toContain('<i>6</i>');
  });

  it('renders {{block id="..."}} as the block content without the widget wrapper', () => {
    const sources = fakeSources({ usp: { blockId: 4, content: '<p>USP</p>' } });
    expect(filterCmsContent('<div>{{block id="usp"}}</div>', context(sources))).toBe('<div><p>USP</p></div>');
    expect(filterCmsContent('<div>{{block class="Magento\\Cms\\Block\\Block" block_id="4"}}</div>', context(sources))).toBe('<div><p>USP</p></div>');
  });
});
