import { hrefOf, numberFilter, pageFrom, searchFrom, withSearch } from '../historyUrl';

const params = (search: string) => new URLSearchParams(search);

describe('the order history URL', () => {
  it('reads the page, the first one for anything unreadable', () => {
    expect(pageFrom(params('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=2.5', 'page=two']) expect(pageFrom(params(bad))).toBe(1);
  });

  it('reads the search trimmed, and a new search starts on its first page', () => {
    expect(searchFrom(params('search=%20012%20'))).toBe('012');
    expect(withSearch(params('page=4&search=1'), ' 0012 ').toString()).toBe('search=0012');
    expect(withSearch(params('page=4&search=1'), '  ').toString()).toBe('');
    expect(hrefOf('/order-history', params(''))).toBe('/order-history');
    expect(hrefOf('/order-history', params('search=1'))).toBe('/order-history?search=1');
  });

  it("asks Magento for the numbers containing the search, and for every order without one", () => {
    expect(JSON.parse(JSON.stringify(numberFilter('0012')))).toEqual({ number: { match: '0012' } });
    expect(numberFilter('')).toBeUndefined();
  });
});
