import { defaultSort, sortChoices, sortLabelMessage } from '../sortOptions';

const fields = (isSearch: boolean) => ({
  default: isSearch ? 'relevance' : 'position',
  options: [...(isSearch ? [{ value: 'relevance', label: 'Relevance' }] : []), { value: 'position', label: 'Position' }, { value: 'name', label: 'Product Name' }, { value: 'price', label: 'Price' }],
});

describe('sort choices', () => {
  it('offers position one way, name and price both ways; relevance first for a search', () => {
    expect(sortChoices(fields(false), null).map((choice) => choice.id)).toEqual(['position:ASC', 'name:ASC', 'name:DESC', 'price:ASC', 'price:DESC']);
    expect(sortChoices(fields(true), null).map((choice) => choice.id)[0]).toBe('relevance:DESC');
  });

  it("adds the URL's sort when the list lacks it, so the control tells the truth", () => {
    expect(sortChoices(fields(false), { key: 'position', dir: 'DESC' }).map((choice) => choice.id)).toContain('position:DESC');
  });

  it("defaults to the server's field in its natural direction", () => {
    expect(defaultSort(fields(true))).toEqual({ key: 'relevance', dir: 'DESC' });
    expect(defaultSort(fields(false))).toEqual({ key: 'position', dir: 'ASC' });
    expect(defaultSort(null)).toBeNull();
  });

  it('names the known choices and falls back to the server label for others', () => {
    expect(sortLabelMessage({ id: 'price:DESC', sort: { key: 'price', dir: 'DESC' }, fieldLabel: 'Price' })).toEqual({ id: 'sort.priceDesc' });
    expect(sortLabelMessage({ id: 'news:DESC', sort: { key: 'news', dir: 'DESC' }, fieldLabel: 'Newest' })).toEqual({ id: 'sort.descending', values: { label: 'Newest' } });
  });
});
