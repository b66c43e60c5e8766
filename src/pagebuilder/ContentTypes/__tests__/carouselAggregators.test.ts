import { parseOne } from '../../__testUtils__/parseOne';
import { BOTH_FORMS, backgroundImages } from '../../__testUtils__/storageForms';
import { aggregateBanner } from '../Banner/aggregate';
import { aggregateProducts } from '../Products/aggregate';
import { skusFromCondition } from '../Products/skus';
import { aggregateSlider } from '../Slider/aggregate';

const banner = (appearance: string, extra = '') =>
  `<div data-content-type="banner" data-appearance="${appearance}" data-show-button="hover" data-show-overlay="always" ${extra} data-element="main" pb="margin:0 0 8px"><a href="https://shop.test/promo.html" target="" data-link-type="page" title="" data-element="link"><div class="pagebuilder-banner-wrapper" ${backgroundImages({ desktop_image: 'https://shop.test/media/d.jpg', mobile_image: 'https://shop.test/media/m.jpg' })} data-element="wrapper" pb="background-position:center center;background-size:cover;background-repeat:no-repeat;min-height:300px;border-radius:8px"><div class="pagebuilder-overlay" data-overlay-color="rgba(0,0,0,0.4)" data-element="overlay" pb="min-height:300px;padding:40px;background-color:transparent"><div class="pagebuilder-collage-content"><div data-element="content"><h2>Beauty Week</h2><p onclick="x()">Cashback 20%</p></div><button type="button" class="pagebuilder-banner-button pagebuilder-button-secondary" data-element="button">Shop now</button></div></div></div></a></div>`;

describe.each(BOTH_FORMS)('banner, slider and products aggregators, %s style form', (form) => {
  it.each(['poster', 'collage-left', 'collage-centered', 'collage-right'])('banner %s: link, background, overlay, message and button', (appearance) => {
    const props = aggregateBanner(parseOne(banner(appearance), form));
    expect(props).toMatchObject({
      appearance,
      link: { href: 'https://shop.test/promo.html', openInNewTab: false },
      overlayColor: 'rgba(0,0,0,0.4)',
      showOverlay: 'always',
      showButton: 'hover',
      buttonText: 'Shop now',
      buttonType: 'secondary',
      contentHtml: '<h2>Beauty Week</h2><p>Cashback 20%</p>',
      overlay: { style: { minHeight: '300px', padding: '40px' } },
    });
    expect(props.wrapper.background).toMatchObject({ desktopImage: 'https://shop.test/media/d.jpg', mobileImage: 'https://shop.test/media/m.jpg', size: 'cover', repeat: 'no-repeat' });
    expect(props.wrapper.style).toMatchObject({ minHeight: '300px', borderRadius: '8px' });
  });

  it('banner: an unknown appearance is a poster; without a button text no button is shown', () => {
    const props = aggregateBanner(parseOne(banner('diagonal').replace('>Shop now<', '><'), form));
    expect(props).toMatchObject({ appearance: 'poster', buttonText: null, showButton: 'never' });
  });

  it('slider: autoplay speed, fade, loop, arrows, dots and the slides’ names', () => {
    const slide = (name: string) => banner('poster').replace('data-content-type="banner"', `data-content-type="slide" data-slide-name="${name}"`);
    const node = parseOne(
      `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="6000" data-fade="true" data-infinite-loop="true" data-show-arrows="false" data-show-dots="true" data-element="main" pb="min-height:400px" pb-mobile="min-height:240px">${slide('One')}${slide('Two')}</div>`,
      form,
      'slider',
    );
    expect(aggregateSlider(node)).toMatchObject({ autoplayDelay: 6000, fade: true, infiniteLoop: true, showArrows: false, showDots: true, slideNames: ['One', 'Two'], minHeight: '400px' });
    expect(aggregateBanner(node.children[1])).toMatchObject({ name: 'Two' });
  });

  it('slider: no autoplay when it is off', () => {
    const node = parseOne(`<div data-content-type="slider" data-autoplay="false" data-autoplay-speed="4000" data-element="main"></div>`, form);
    expect(aggregateSlider(node).autoplayDelay).toBeNull();
  });

  it('products: the SKUs of the rendered widget in order, once each, and the carousel settings', () => {
    const item = (sku: string) => `<li class="product-item"><form data-role="tocart-form" data-product-sku="${sku}" action="#" method="post"><button type="submit">Add to Cart</button></form></li>`;
    const node = parseOne(
      `<div data-content-type="products" data-appearance="carousel" data-autoplay="true" data-autoplay-speed="5000" data-infinite-loop="true" data-show-arrows="true" data-show-dots="false" data-carousel-mode="default" data-element="main" pb="text-align:left"><ol class="product-items">${item('SKU-2')}${item('SKU-1')}${item('SKU-2')}</ol></div>`,
      form,
    );
    expect(aggregateProducts(node)).toMatchObject({ appearance: 'carousel', skus: ['SKU-2', 'SKU-1'], autoplayDelay: 5000, infiniteLoop: true, showArrows: true, showDots: false });
  });

  it('products: a grid from the widget directive’s SKU condition; an empty condition gives no SKUs', () => {
    const widget = (value: string) =>
      `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="Magento_CatalogWidget::product/widget/content/grid.phtml" anchor_text="" id_path="" show_pager="0" products_count="5" condition_option="sku" condition_option_value="${value}" type_name="Catalog Products List" conditions_encoded="^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`()\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`sku\`,\`value\`:\`${value}\`^]^]" sort_order="position_by_sku"}}`;
    const grid = parseOne(`<div data-content-type="products" data-appearance="grid" data-element="main">${widget('VIT-001, SKN-002,VIT-001')}</div>`, form);
    expect(aggregateProducts(grid)).toMatchObject({ appearance: 'grid', skus: ['VIT-001', 'SKN-002'] });
    const empty = parseOne(`<div data-content-type="products" data-appearance="grid" data-element="main">${widget('')}</div>`, form);
    expect(aggregateProducts(empty).skus).toEqual([]);
  });
});

describe('skusFromCondition', () => {
  it('ignores broken or non-SKU conditions', () => {
    expect(skusFromCondition('{{widget conditions_encoded="^[`1`:^[broken"}}')).toEqual([]);
    expect(skusFromCondition('{{widget conditions_encoded="^[`1--1`:^[`attribute`:`category_ids`,`value`:`3`^]^]"}}')).toEqual([]);
    expect(skusFromCondition('<p>no widget</p>')).toEqual([]);
  });
});
