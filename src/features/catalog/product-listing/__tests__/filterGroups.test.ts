import { activeChips, filterGroups } from '../filterGroups';
import { type ActiveFilter } from '../listingUrl';

const aggregations = [
  { attribute_code: 'brand', label: 'Brand', position: 2, options: [{ label: 'Acme', value: '1', count: 4 }, { label: 'Beta', value: '2', count: 1 }] },
  { attribute_code: 'price', label: 'Price', position: 0, options: [{ label: '0-100', value: '0_100', count: 3 }] },
  { attribute_code: 'category_uid', label: 'Category', position: 1, options: [{ label: 'Serum', value: 'NQ==', count: 2 }] },
  { attribute_code: 'empty', label: 'Empty', position: 3, options: [] },
];

describe('filterGroups', () => {
  it("orders the groups by the shop's position, types them and marks the URL's picks", () => {
    const filters: ActiveFilter[] = [{ key: 'brand', type: 'equal', values: [{ title: 'Acme', value: '1' }] }];
    const groups = filterGroups(aggregations, filters);
    expect(groups.map((group) => [group.key, group.type, group.single])).toEqual([
      ['price', 'range', true],
      ['category_uid', 'equal', true],
      ['brand', 'equal', false],
    ]);
    expect(groups[2].options.map((option) => [option.title, option.count, option.selected])).toEqual([
      ['Acme', 4, true],
      ['Beta', 1, false],
    ]);
  });

  it("keeps a pick the result no longer lists at the top, with the URL's title and no count", () => {
    const filters: ActiveFilter[] = [{ key: 'category_uid', type: 'equal', values: [{ title: 'Face', value: 'NA==' }] }];
    const category = filterGroups(aggregations, filters).find((group) => group.key === 'category_uid')!;
    expect(category.options.map((option) => [option.title, option.count, option.selected])).toEqual([
      ['Face', null, true],
      ['Serum', 2, false],
    ]);
  });

  it('leaves out the groups a page ignores', () => {
    expect(filterGroups(aggregations, [], ['category_uid']).map((group) => group.key)).toEqual(['price', 'brand']);
  });

  it("names a chip by the shop's current label of its value, else the URL's title", () => {
    const filters: ActiveFilter[] = [
      { key: 'brand', type: 'equal', values: [{ title: 'Old name', value: '1' }] },
      { key: 'sku', type: 'equal', values: [{ title: 'ABC', value: 'ABC' }] },
    ];
    expect(activeChips(filters, filterGroups(aggregations, filters)).map((chip) => [chip.groupLabel, chip.value.title])).toEqual([
      ['Brand', 'Acme'],
      ['sku', 'ABC'],
    ]);
  });
});
