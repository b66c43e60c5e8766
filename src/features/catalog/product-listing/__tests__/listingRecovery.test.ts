import {
  lastPageFromMessages,
  pastLastPageRecovery,
  shopInputsOf,
  unknownInputsRecovery,
  unknownValuesRecovery,
  type ShopInputs,
} from '../listingRecovery';

const params = (query: string) => new URLSearchParams(query);
const inputs: ShopInputs = {
  filters: new Map([
    ['brand', 'equal'],
    ['category_uid', 'equal'],
    ['price', 'range'],
    ['name', 'match'],
  ]),
  sorts: new Set(['relevance', 'position', 'name', 'price']),
};

describe('a page past the last one', () => {
  it("reads the last page from Magento's message and goes there", () => {
    expect(lastPageFromMessages(['currentPage value 999 specified is greater than the 3 page(s) available.'])).toBe(3);
    expect(lastPageFromMessages(['Something else'])).toBeNull();
    expect(pastLastPageRecovery(params('sort=name&page=999'), ['currentPage value 999 specified is greater than the 3 page(s) available.'])?.toString()).toBe('sort=name&page=3');
    expect(pastLastPageRecovery(params('page=9'), ['currentPage value 9 specified is greater than the 1 page(s) available.'])?.toString()).toBe('');
    expect(pastLastPageRecovery(params('page=9'), ['Network error'])).toBeNull();
  });
});

describe('filters and sorts the shop does not have', () => {
  it('reads the input fields the shop describes', () => {
    const read = shopInputsOf({
      filterInputs: { inputFields: [{ name: 'brand', type: { name: 'FilterEqualTypeInput' } }, { name: 'odd', type: { name: 'FilterTypeInput' } }] },
      sortInputs: { inputFields: [{ name: 'name' }] },
    });
    expect([...read!.filters]).toEqual([['brand', 'equal']]);
    expect([...read!.sorts]).toEqual(['name']);
    expect(shopInputsOf(undefined)).toBeNull();
  });

  it('drops unknown keys, keys whose values read as another input type, and an unknown sort; keeps the rest as it was', () => {
    const next = unknownInputsRecovery(params('query=a&colour[filter]=Red,5&brand[filter]=A,1&name[filter]=x,1_2&sort=colour&page=2'), inputs);
    expect(next?.toString()).toBe('query=a&brand%5Bfilter%5D=A%2C1&name%5Bfilter%5D=x%2C1_2&page=2');
    expect(unknownInputsRecovery(params('brand[filter]=A,1&price[filter]=cheap,0_10&sort=price'), inputs)).toBeNull();
    expect(unknownInputsRecovery(params('brand[filter]=A,1_2'), inputs)?.toString()).toBe('');
  });
});

describe('values the shop does not have', () => {
  const aggregations = [
    { attribute_code: 'brand', options: [{ value: '1' }, { value: '2' }] },
    { attribute_code: 'category_uid', options: [{ value: 'NQ==' }] },
  ];

  it('drops an equal filter none of whose values the aggregation lists, on page 1', () => {
    expect(unknownValuesRecovery(params('brand[filter]=Ghost,99&page=3&sort=name'), [], { totalCount: 10, aggregations })?.toString()).toBe('sort=name');
  });

  it('keeps a filter with at least one known value, categories (they drill down) and ranges', () => {
    expect(unknownValuesRecovery(params('brand[filter]=A,1&brand[filter]=Ghost,99'), [], { totalCount: 3, aggregations })).toBeNull();
    expect(unknownValuesRecovery(params('category_uid[filter]=Deep,OTk='), [], { totalCount: 3, aggregations })).toBeNull();
    expect(unknownValuesRecovery(params('price[filter]=x,0_10'), [], { totalCount: 0, aggregations })).toBeNull();
  });

  it('drops a filter without an aggregation only when nothing matched', () => {
    expect(unknownValuesRecovery(params('sku[filter]=x,NOPE'), [], { totalCount: 0, aggregations })?.toString()).toBe('');
    expect(unknownValuesRecovery(params('sku[filter]=x,ABC'), [], { totalCount: 1, aggregations })).toBeNull();
  });

  it('leaves the keys the page ignores alone', () => {
    expect(unknownValuesRecovery(params('brand[filter]=Ghost,99'), ['brand'], { totalCount: 0, aggregations })).toBeNull();
  });
});
