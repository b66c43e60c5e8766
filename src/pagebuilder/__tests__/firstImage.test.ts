/** @jest-environment node */
import { backgroundImages } from '../__testUtils__/storageForms';
import { firstSlideImages, hasSlider } from '../firstImage';

const slide = (images: Record<string, string>) => `<div data-content-type="slide" data-appearance="poster"><div data-element="wrapper" ${backgroundImages(images)}></div></div>`;

describe('firstSlideImages (read on the server, without a DOM)', () => {
  it('finds the first slide’s desktop and mobile pictures, not an earlier row’s', () => {
    const content = `<div data-content-type="row" ${backgroundImages({ desktop_image: 'https://s/row.jpg' })}></div><div data-content-type="slider">${slide({ desktop_image: 'https://s/d1.jpg', mobile_image: 'https://s/m1.jpg' })}${slide({ desktop_image: 'https://s/d2.jpg' })}</div>`;
    expect(firstSlideImages(content)).toEqual({ desktop: 'https://s/d1.jpg', mobile: 'https://s/m1.jpg' });
    expect(hasSlider(content)).toBe(true);
  });

  it('gives no mobile picture when it is the desktop one, and nothing without a slider or with broken JSON', () => {
    expect(firstSlideImages(`<div data-content-type="slider">${slide({ desktop_image: 'https://s/d.jpg', mobile_image: 'https://s/d.jpg' })}</div>`)).toEqual({ desktop: 'https://s/d.jpg', mobile: null });
    expect(firstSlideImages(`<div data-content-type="row" ${backgroundImages({ desktop_image: 'https://s/d.jpg' })}></div>`)).toBeNull();
    expect(firstSlideImages('<div data-content-type="slider"><div data-background-images="{\\&quot;desk"></div></div>')).toBeNull();
    expect(hasSlider('<p>none</p>')).toBe(false);
  });
});
