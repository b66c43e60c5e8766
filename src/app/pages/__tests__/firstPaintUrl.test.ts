import { firstPaintPage, firstPaintUrl } from '../firstPaintPlan';
import { type RunQuery } from '../firstPaint';

// Issue 32: a page is planned, rendered and kept by the query parameters its first paint reads
// alone, in name order; any other parameter (a cache buster, a campaign's) makes no other page.

const read = (url: string) => {
  const { pathname, search } = firstPaintUrl(new URL(url, 'https://shop.test'));
  return `${pathname}${search}`;
};

/** A run that answers the route query as the backend would for a page of `type`. */
const routeOf = (type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE'): RunQuery =>
  (async () => ({ route: { __typename: type === 'CMS_PAGE' ? 'CmsPage' : 'SimpleProduct', relative_url: 'x.html', redirect_code: 0, type, uid: 'MTI=', identifier: 'about-us' } })) as RunQuery;

const resolved = async (url: string, type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE') => {
  const page = await firstPaintPage(new URL(url, 'https://shop.test'), routeOf(type));
  return `${page.url.pathname}${page.url.search}`;
};

describe('the URL a page reads, from its path alone', () => {
  test('a page that reads no parameter is its path, whatever the query string', () => {
    expect(read('/?r=8f3k2&utm_source=mail&gclid=abc')).toBe('/');
    expect(read('/brands?page=2')).toBe('/brands');
    expect(read('/cart?anything=1')).toBe('/cart');
  });

  test('the search keeps its words and its listing parameters, in name order; campaign parameters go', () => {
    expect(read('/search.html?utm_source=mail&query=serum&sort=price&dir=ASC&fbclid=x&r=1')).toBe('/search.html?dir=ASC&query=serum&sort=price');
    expect(read('/search.html?query=serum&page=2')).toBe(read('/search.html?page=2&query=serum'));
  });

  test('the blog keeps its page', () => {
    expect(read('/blog?page=3&utm_campaign=spring')).toBe('/blog?page=3');
  });

  test('a catalogue URL, not resolved yet, keeps what a category reads; a filter keeps the order of its values', () => {
    expect(read('/skincare.html?r=1&page=2&price[filter]=Price%2C0_100')).toBe(`/skincare.html?page=2&${encodeURI('price[filter]')}=Price%2C0_100`);
    const url = firstPaintUrl(new URL('/skincare.html?color[filter]=Red,1&brand[filter]=A,7&color[filter]=Blue,2', 'https://shop.test'));
    expect([...url.searchParams]).toEqual([
      ['brand[filter]', 'A,7'],
      ['color[filter]', 'Red,1'],
      ['color[filter]', 'Blue,2'],
    ]);
  });
});

describe('the URL a resolved page reads', () => {
  test('a category keeps its listing parameters; a product or CMS page none', async () => {
    const url = '/x.html?page=2&color[filter]=Red,1&utm_medium=cpc';
    expect(await resolved(url, 'CATEGORY')).toBe(`/x.html?${encodeURI('color[filter]')}=Red%2C1&page=2`);
    expect(await resolved(url, 'PRODUCT')).toBe('/x.html');
    expect(await resolved(url, 'CMS_PAGE')).toBe('/x.html');
  });
});
