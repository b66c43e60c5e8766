import { showsSwatches, toSwatch } from '../swatch';

describe('toSwatch', () => {
  it('reads colour, image and text swatch_data', () => {
    expect(toSwatch({ __typename: 'ColorSwatchData', value: '#f4a582' }, 'Peach')).toEqual({ kind: 'color', color: '#f4a582' });
    expect(toSwatch({ __typename: 'ImageSwatchData', value: 'http://shop/media/attribute/swatch/a.png', thumbnail: 'http://shop/media/attribute/swatch/t.png' }, 'Floral')).toEqual({
      kind: 'image',
      url: 'http://shop/media/attribute/swatch/t.png',
    });
    expect(toSwatch({ __typename: 'ImageSwatchData', value: 'http://shop/media/attribute/swatch/a.png', thumbnail: null }, 'Floral')).toEqual({ kind: 'image', url: 'http://shop/media/attribute/swatch/a.png' });
    expect(toSwatch({ __typename: 'TextSwatchData', value: '50 ml' }, '50 ml')).toEqual({ kind: 'text', text: '50 ml' });
  });

  it('falls back to a plain value for no swatch or an unusable colour', () => {
    expect(toSwatch(null, 'Oily')).toBeNull();
    expect(toSwatch({ __typename: 'ColorSwatchData', value: 'url(javascript:alert(1))' }, 'Red')).toBeNull();
    expect(toSwatch({ __typename: 'ImageSwatchData', value: null, thumbnail: null }, 'Floral')).toBeNull();
  });

  it('shows swatches only when every value has one', () => {
    expect(showsSwatches([{ swatch: { kind: 'text', text: 'S' } }, { swatch: { kind: 'text', text: 'M' } }])).toBe(true);
    expect(showsSwatches([{ swatch: { kind: 'text', text: 'S' } }, { swatch: null }])).toBe(false);
    expect(showsSwatches([])).toBe(false);
  });
});
