import { parseDirectiveParams } from '../cms/directiveParams';
import { parseProductConditions, skuOrderOf } from '../cms/widgets/productConditions';
import { PageBuilderDocument } from '../seed/content/pageBuilder';

// The seed's Page Builder writer (backend/seed/content/pageBuilder.ts) must write what Magento
// 2.4.7 stores, since the storefront's parser is tested against the demo pages.

const directiveIn = (html: string) => {
  const match = /\{\{widget(.*?)\}\}/s.exec(html);
  if (!match) throw new Error('no widget directive');
  return parseDirectiveParams(match[1]);
};

describe('Page Builder storage HTML written by the seed', () => {
  it('shares one rule between elements with the same declarations and puts mobile values in one @media rule', () => {
    const doc = new PageBuilderDocument('T');
    const html = doc.render([doc.text('<p>a</p>'), doc.text('<p>b</p>'), doc.slider([], { minHeight: '400px', mobileMinHeight: '240px' })]);
    expect(html.startsWith('<style>#html-body [data-pb-style=T001],#html-body [data-pb-style=T002]{text-align:left}')).toBe(true);
    expect(html).toContain('@media only screen and (max-width: 768px){#html-body [data-pb-style=T003]{min-height:240px}}</style>');
  });

  it('writes the 2.3 form with inline styles and no <style> block', () => {
    const doc = new PageBuilderDocument('L', { inlineStyles: true });
    const html = doc.render([doc.row([doc.heading(4, 'Old')], { style: { padding: '16px' } })]);
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('data-pb-style');
    expect(html).toContain('<h4 data-content-type="heading" data-appearance="default" data-element="main" style="text-align: left;">Old</h4>');
    expect(html).toMatch(/data-element="inner" style="justify-content: flex-start; [^"]*padding: 16px;"/);
  });

  it('stores products as a ProductsList directive whose rule the template filter reads back, SKUs in order', () => {
    const doc = new PageBuilderDocument('P');
    const params = directiveIn(doc.products({ appearance: 'carousel', skus: ['B-2', 'A-1', 'C-3'], count: 8 }));
    expect(params).toMatchObject({
      type: 'Magento\\CatalogWidget\\Block\\Product\\ProductsList',
      template: 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml',
      products_count: '8',
      condition_option: 'sku',
      sort_order: 'position_by_sku',
    });
    expect(params.conditions_encoded).toContain('`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`');
    const rule = parseProductConditions(params.conditions_encoded);
    expect(rule && skuOrderOf(rule)).toEqual(['B-2', 'A-1', 'C-3']);
    const byCategory = parseProductConditions(directiveIn(doc.products({ appearance: 'grid', categoryId: 12, count: 4 })).conditions_encoded);
    expect(byCategory).toMatchObject({ children: [{ kind: 'category', operator: '==', ids: [12] }] });
  });

  it('stores YouTube, Vimeo and file videos as Page Builder rewrites them, autoplay muted', () => {
    const doc = new PageBuilderDocument('V');
    expect(doc.video({ url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', autoplay: true })).toContain(
      '<div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1&amp;mute=1" autoplay="true" muted="true" playsinline="true" data-element="video"></iframe></div>',
    );
    expect(doc.video({ url: 'https://vimeo.com/1084537' })).toContain('src="https://player.vimeo.com/video/1084537?title=0&amp;byline=0&amp;portrait=0" data-element="video"');
    expect(doc.video({ url: 'https://shop.test/media/clip.mp4', autoplay: true })).toContain('<video frameborder="0" controls="" src="https://shop.test/media/clip.mp4" autoplay="true" muted="true" playsinline="true" data-element="video"></video>');
  });

  it('writes banners without a button when it never shows, a hidden button on hover, and an empty link without href', () => {
    const doc = new PageBuilderDocument('B');
    const never = doc.banner('banner', { appearance: 'collage-centered', images: {}, title: 'T', button: 'Go', showButton: 'never', showOverlay: 'hover', overlayColor: 'rgba(0, 0, 0, 0.5)', minHeight: '300px' });
    expect(never).not.toContain('<button');
    expect(never).toContain('<div data-element="empty_link"><div class="pagebuilder-banner-wrapper"');
    expect(never).toContain('<div class="pagebuilder-overlay" data-overlay-color="rgba(0, 0, 0, 0.5)"');
    expect(never).toContain('<div class="pagebuilder-collage-content">');
    const hover = doc.banner('banner', { appearance: 'poster', href: '{{store url=x}}', images: {}, title: 'T', button: 'Go', showButton: 'hover', minHeight: '300px' });
    expect(hover).toMatch(/<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" data-pb-style="(\w+)">Go<\/button>/);
    const buttonStyle = /data-element="button" data-pb-style="(\w+)"/.exec(hover)?.[1];
    expect(doc.render([])).toContain(`[data-pb-style=${buttonStyle}]{opacity:0;visibility:hidden}`);
  });
});
