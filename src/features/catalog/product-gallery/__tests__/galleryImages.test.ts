import { galleryImages, stepIndex, swipeStep } from '../galleryImages';
import { IMAGE_ASPECT, mainImageSources } from '../mainImage';

describe('galleryImages', () => {
  it('orders the pictures by position and leaves out disabled ones and ones without a URL', () => {
    const images = galleryImages(
      [
        { url: 'http://localhost/media/catalog/product/c.jpg', label: 'Back', position: 3, disabled: false },
        { url: 'http://localhost/media/catalog/product/a.jpg', label: 'Front', position: 1, disabled: false },
        { url: 'http://localhost/media/catalog/product/x.jpg', label: 'Hidden', position: 0, disabled: true },
        null,
        { url: null, label: 'Broken', position: 2 },
        { url: 'http://localhost/media/catalog/product/b.jpg', label: '', position: 2, disabled: null },
      ],
      'Serum',
    );
    expect(images).toEqual([
      { url: 'http://localhost/media/catalog/product/a.jpg', label: 'Front' },
      { url: 'http://localhost/media/catalog/product/b.jpg', label: 'Serum' },
      { url: 'http://localhost/media/catalog/product/c.jpg', label: 'Back' },
    ]);
  });

  it('answers an empty gallery for no media', () => {
    expect(galleryImages(null, 'Serum')).toEqual([]);
  });
});

describe('moving through the gallery', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('turns a horizontal swipe into a step and ignores short or vertical ones', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, 5)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });
});

describe('mainImageSources', () => {
  it('asks the resizer for 4:5 pictures at the preset widths', () => {
    const sources = mainImageSources('http://localhost/media/catalog/product/a.jpg');
    expect(IMAGE_ASPECT).toBe(0.8);
    expect(sources.src).toBe('http://localhost/media/catalog/product/a.jpg?width=640&height=800&fit=cover&auto=webp&format=pjpg');
    expect(sources.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w']);
    expect(sources.srcSet).toContain('width=1280&height=1600');
  });
});
