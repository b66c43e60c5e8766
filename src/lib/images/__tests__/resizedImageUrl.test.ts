import { densitySrcSet, resizedImageUrl } from '../resizedImageUrl';

const origin = window.location.origin;

describe('resizedImageUrl (spec §7)', () => {
  it('asks the resizer for width, height and fit=cover', () => {
    const url = new URL(resizedImageUrl(`${origin}/media/wysiwyg/a.png`, { width: 90, height: 130 }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ width: '90', height: '130', fit: 'cover' });
  });

  it('adds auto=webp and pjpg for catalogue JPEGs, png for PNGs', () => {
    const jpeg = new URL(resizedImageUrl(`${origin}/media/catalog/product/a/b/c.jpg`, { width: 320 }));
    expect(jpeg.searchParams.get('auto')).toBe('webp');
    expect(jpeg.searchParams.get('format')).toBe('pjpg');
    const png = new URL(resizedImageUrl('/media/attribute/swatch/red.png', { height: 40 }));
    expect(png.searchParams.get('format')).toBe('png');
    expect(png.searchParams.has('width')).toBe(false);
  });

  it('leaves other hosts, non-media paths and data URLs alone', () => {
    expect(resizedImageUrl('https://cdn.example.com/media/x.jpg', { width: 10 })).toBe('https://cdn.example.com/media/x.jpg');
    expect(resizedImageUrl('/logo.svg', { width: 10 })).toBe('/logo.svg');
    expect(resizedImageUrl('data:image/png;base64,AAA', { width: 10 })).toBe('data:image/png;base64,AAA');
  });

  it('builds a 1x/2x/3x srcset', () => {
    const srcSet = densitySrcSet('/media/wysiwyg/a.png', 90, 130);
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['1x', '2x', '3x']);
    expect(srcSet).toContain('width=270&height=390');
  });
});
