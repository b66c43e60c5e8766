import { brandPath, brandTiles, groupByLetter, letterAnchor, letterOf, type BrandTile } from '../brandIndex';
import { brandLogoSources } from '../brandLogo';

const tile = (id: number, name: string): BrandTile => ({ id, name, urlKey: name.toLowerCase().replace(/\s+/g, '-'), image: null });

describe('the A-Z index', () => {
  it('files a name under its first letter without accents, anything else under #', () => {
    expect(['Nalu', 'nana', 'Émile', ' Zest', '3M', '@home'].map(letterOf)).toEqual(['N', 'N', 'E', 'Z', '#', '#']);
  });

  it('groups brands A to Z then #, each group sorted as the language sorts names', () => {
    const groups = groupByLetter([tile(1, 'Zora'), tile(2, 'nana'), tile(3, 'Nalu'), tile(4, '3M'), tile(5, 'Éclat'), tile(6, 'Ardu')], 'en-US');
    expect(groups.map((group) => [group.letter, group.brands.map((brand) => brand.name)])).toEqual([
      ['A', ['Ardu']],
      ['E', ['Éclat']],
      ['N', ['Nalu', 'nana']],
      ['Z', ['Zora']],
      ['#', ['3M']],
    ]);
  });

  it('keeps only brands it can show and open, and links each to its products page', () => {
    const tiles = brandTiles([
      { brand_id: 1, value: 'Nalu Skin', url_key: 'nalu-skin', image: 'http://shop/media/brands/nalu-skin.png' },
      { brand_id: 2, value: '', url_key: 'nameless', image: null },
      { brand_id: 3, value: 'No Key', url_key: null, image: null },
      null,
    ]);
    expect(tiles).toEqual([{ id: 1, name: 'Nalu Skin', urlKey: 'nalu-skin', image: 'http://shop/media/brands/nalu-skin.png' }]);
    expect(brandPath('nalu skin/x')).toBe('/brands/nalu%20skin%2Fx');
    expect([letterAnchor('A'), letterAnchor('#')]).toEqual(['brands-a', 'brands-other']);
  });

  it('asks the resizer for the logo at its tile width and twice it, never cropped', () => {
    const { src, srcSet } = brandLogoSources('http://localhost/media/brands/nalu-skin.png');
    expect(src).toBe('http://localhost/media/brands/nalu-skin.png?width=160&fit=inside');
    expect(srcSet).toBe('http://localhost/media/brands/nalu-skin.png?width=160&fit=inside 160w, http://localhost/media/brands/nalu-skin.png?width=320&fit=inside 320w');
  });
});
