/** @jest-environment node */
import { backgroundImages } from '../__testUtils__/storageForms';
import { firstScreenPicture, hasSlider } from '../firstImage';

const slide = (images: Record<string, string>) => `<div data-content-type="slide" data-appearance="poster"><div data-element="wrapper" ${backgroundImages(images)}></div></div>`;
const row = (inner: string, images: Record<string, string> = {}) => `<div data-content-type="row" data-appearance="full-width" ${backgroundImages(images)} data-element="main"><div class="row-full-width-inner" data-element="inner">${inner}</div></div>`;

describe('firstScreenPicture (read on the server, without a DOM)', () => {
  it('finds the first slide’s desktop and mobile pictures in the first row', () => {
    const content = `<style>#html-body [data-pb-style=A]{}</style>${row(`<div data-content-type="slider">${slide({ desktop_image: 'https://s/d1.jpg', mobile_image: 'https://s/m1.jpg' })}${slide({ desktop_image: 'https://s/d2.jpg' })}</div>`)}${row('', { desktop_image: 'https://s/later.jpg' })}`;
    expect(firstScreenPicture(content)).toEqual({ desktop: 'https://s/d1.jpg', mobile: 'https://s/m1.jpg', inSlider: true });
    expect(hasSlider(content)).toBe(true);
  });

  it('finds a first row’s own background (a hero), not in a slider', () => {
    expect(firstScreenPicture(row('<h1 data-content-type="heading">Hi</h1>', { desktop_image: 'https://s/hero.jpg', mobile_image: 'https://s/hero.jpg' }))).toEqual({
      desktop: 'https://s/hero.jpg',
      mobile: null,
      inSlider: false,
    });
  });

  it('gives nothing when the first row has no picture (a later row’s is not the first screen’s), or the JSON is broken', () => {
    expect(firstScreenPicture(`${row('<p>text</p>')}${row('', { desktop_image: 'https://s/later.jpg' })}`)).toBeNull();
    expect(firstScreenPicture('<div data-content-type="row"><div data-background-images="{\\&quot;desk"></div></div>')).toBeNull();
    expect(firstScreenPicture('<p>no rows</p>')).toBeNull();
    expect(hasSlider('<p>none</p>')).toBe(false);
  });
});
