import { parseOne } from '../../__testUtils__/parseOne';
import { BOTH_FORMS } from '../../__testUtils__/storageForms';
import { aggregateBlock } from '../Block/aggregate';
import { aggregateButtonItem } from '../ButtonItem/aggregate';
import { aggregateButtons } from '../Buttons/aggregate';
import { aggregateDivider } from '../Divider/aggregate';
import { aggregateDynamicBlock } from '../DynamicBlock/aggregate';
import { aggregateHeading } from '../Heading/aggregate';
import { aggregateHtml } from '../Html/aggregate';
import { aggregateImage } from '../Image/aggregate';
import { aggregateText } from '../Text/aggregate';

describe.each(BOTH_FORMS)('content aggregators, %s style form', (form) => {
  it('text: the rich text, sanitized', () => {
    const node = parseOne(`<div data-content-type="text" data-appearance="default" data-element="main" pb="text-align:center"><p>Hi <strong>there</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script></div>`, form);
    const text = aggregateText(node);
    expect(text.html).toBe('<p>Hi <strong>there</strong><img src="x"></p>');
    expect(text.textAlign).toBe('center');
  });

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('heading: keeps its level %s', (tag) => {
    const node = parseOne(`<${tag} data-content-type="heading" data-appearance="default" data-element="main" pb="text-align:left">Best Sellers</${tag}>`, form);
    expect(aggregateHeading(node)).toMatchObject({ level: tag, html: 'Best Sellers', textAlign: 'left' });
  });

  it('image: desktop and mobile sources, alt, title, link, caption', () => {
    const node = parseOne(
      `<figure data-content-type="image" data-appearance="full-width" data-element="main" pb="margin:0 0 16px"><a href="https://shop.test/skincare.html" target="_blank" data-link-type="category" data-element="link"><img class="pagebuilder-mobile-hidden" src="https://shop.test/media/wysiwyg/d.jpg" alt="Skincare week" title="Skincare" data-element="desktop_image" pb="border-radius:8px;max-width:100%"><img class="pagebuilder-mobile-only" src="https://shop.test/media/wysiwyg/m.jpg" alt="Skincare week" title="Skincare" data-element="mobile_image"></a><figcaption data-element="caption">Up to 30% off</figcaption></figure>`,
      form,
    );
    expect(aggregateImage(node)).toMatchObject({
      desktopImage: 'https://shop.test/media/wysiwyg/d.jpg',
      mobileImage: 'https://shop.test/media/wysiwyg/m.jpg',
      alt: 'Skincare week',
      title: 'Skincare',
      link: { href: 'https://shop.test/skincare.html', openInNewTab: true },
      caption: 'Up to 30% off',
      picture: { style: { borderRadius: '8px', maxWidth: '100%' } },
    });
  });

  it('image: the mobile source falls back to the desktop one; a javascript: link or src is dropped', () => {
    const node = parseOne(
      `<figure data-content-type="image" data-element="main"><a href="javascript:alert(1)" data-element="link"><img src="https://shop.test/media/d.jpg" alt="" data-element="desktop_image"><img src="javascript:alert(2)" data-element="mobile_image"></a></figure>`,
      form,
    );
    expect(aggregateImage(node)).toMatchObject({ desktopImage: 'https://shop.test/media/d.jpg', mobileImage: 'https://shop.test/media/d.jpg', link: null, caption: null });
  });

  it('buttons and button-item: appearance, same width, type, text and link', () => {
    const node = parseOne(
      `<div data-content-type="buttons" data-appearance="stacked" data-same-width="true" data-element="main" pb="text-align:center"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-secondary" href="https://shop.test/blog" target="" data-link-type="default" data-element="link" pb="text-align:center"><span data-element="link_text">Read the blog</span></a></div><div data-content-type="button-item" data-element="main"><div class="pagebuilder-button-link" data-element="empty_link"><span data-element="link_text">No link</span></div></div></div>`,
      form,
    );
    expect(aggregateButtons(node)).toMatchObject({ appearance: 'stacked', sameWidth: true, textAlign: 'center' });
    expect(aggregateButtonItem(node.children[0])).toMatchObject({ buttonType: 'secondary', text: 'Read the blog', link: { href: 'https://shop.test/blog', openInNewTab: false } });
    expect(aggregateButtonItem(node.children[1])).toMatchObject({ buttonType: 'link', text: 'No link', link: null });
  });

  it('divider: line colour, thickness and width', () => {
    const node = parseOne(`<div data-content-type="divider" data-appearance="default" data-element="main" pb="text-align:center"><hr data-element="line" pb="width:60%;border-width:3px;border-color:#f26c1d;display:inline-block"></div>`, form);
    expect(aggregateDivider(node)).toMatchObject({ lineColor: '#f26c1d', lineThickness: '3px', lineWidth: '60%' });
  });

  it('html: the escaped markup Magento stores, unescaped and sanitized', () => {
    const node = parseOne(
      `<div data-content-type="html" data-appearance="default" data-element="main" pb="margin:0">&lt;div class="voucher"&gt;&lt;b&gt;JINGGAHEMAT&lt;/b&gt;&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt;&lt;iframe srcdoc="&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;"&gt;&lt;/iframe&gt;&lt;/div&gt;</div>`,
      form,
    );
    expect(aggregateHtml(node).html).toBe('<div class="voucher"><b>JINGGAHEMAT</b><a>x</a></div>');
  });

  it('block: rendered inline its content types are children; a widget directive names the block to load; missing means nothing', () => {
    const inline = parseOne(`<div data-content-type="block" data-element="main"><div class="widget block block-static-block"><div data-content-type="row" data-element="main"></div></div></div>`, form);
    expect(aggregateBlock(inline)).toMatchObject({ blockId: null, html: '' });
    expect(inline.children.map((child) => child.type)).toEqual(['row']);
    const directive = parseOne(
      `<div data-content-type="block" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="home_usp" type_name="CMS Static Block"}}</div>`,
      form,
    );
    expect(aggregateBlock(directive)).toMatchObject({ blockId: 'home_usp', html: '' });
    expect(aggregateBlock(parseOne(`<div data-content-type="block" data-element="main"></div>`, form))).toMatchObject({ blockId: null, html: '' });
  });

  it('dynamic block: empty when the store renders none (Magento Open Source)', () => {
    const node = parseOne(`<div data-content-type="dynamic_block" data-appearance="default" data-element="main">{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="fixed" banner_ids="1"}}</div>`, form);
    expect(aggregateDynamicBlock(node).html).toBe('');
  });
});
