import { parseOne } from '../../__testUtils__/parseOne';
import { BOTH_FORMS, backgroundImages } from '../../__testUtils__/storageForms';
import { readCommonProperties } from '../commonProperties';

describe.each(BOTH_FORMS)('readCommonProperties, %s style form', (form) => {
  it('reads padding, margin, border, min height, alignment and css classes', () => {
    const node = parseOne(
      `<div data-content-type="text" data-appearance="default" class="promo pagebuilder-mobile-hidden" data-element="main" pb="padding:10px 20px;margin:0 0 16px;border-style:dashed;border-width:2px;border-color:#f26c1d;border-radius:8px;min-height:120px;text-align:right"><p>x</p></div>`,
      form,
    );
    const common = readCommonProperties(node);
    expect(common).toMatchObject({ cssClasses: ['promo'], isHidden: false, minHeight: '120px', textAlign: 'right' });
    expect(common.style).toEqual({
      padding: '10px 20px',
      margin: '0 0 16px',
      borderStyle: 'dashed',
      borderWidth: '2px',
      borderColor: '#f26c1d',
      borderRadius: '8px',
      minHeight: '120px',
      textAlign: 'right',
    });
    expect(common.styleId === null).toBe(form === '2.3');
  });

  it('marks an element hidden with display: none', () => {
    const node = parseOne(`<div data-content-type="text" data-element="main" pb="display:none"><p>Hidden promo</p></div>`, form);
    expect(readCommonProperties(node).isHidden).toBe(true);
  });

  it('reads the background: colour, desktop and mobile images, size, position, attachment and parallax', () => {
    const node = parseOne(
      `<div data-content-type="row" data-appearance="full-bleed" data-enable-parallax="1" data-parallax-speed="0.3" ${backgroundImages({ desktop_image: 'https://shop.test/media/d.jpg', mobile_image: 'https://shop.test/media/m.jpg' })} data-element="main" pb="background-color:#fafafa;background-size:contain;background-position:center top;background-attachment:fixed;background-repeat:no-repeat"></div>`,
      form,
    );
    expect(readCommonProperties(node).background).toEqual({
      color: '#fafafa',
      desktopImage: 'https://shop.test/media/d.jpg',
      mobileImage: 'https://shop.test/media/m.jpg',
      size: 'contain',
      position: 'center top',
      attachment: 'fixed',
      repeat: 'no-repeat',
      parallax: { speed: 0.3 },
    });
  });

  it('defaults the repeat to repeat and the mobile image to the desktop one; broken JSON means no image', () => {
    const withImage = parseOne(`<div data-content-type="row" ${backgroundImages({ desktop_image: 'https://shop.test/media/d.jpg' })} data-element="main" pb="padding:1px"></div>`, form);
    expect(readCommonProperties(withImage).background).toMatchObject({ repeat: 'repeat', mobileImage: 'https://shop.test/media/d.jpg', parallax: null });
    const broken = parseOne(`<div data-content-type="row" data-background-images="{\\&quot;desktop_image" data-enable-parallax="1" data-element="main"></div>`, form);
    expect(readCommonProperties(broken).background).toMatchObject({ desktopImage: null, mobileImage: null, parallax: null });
  });
});
