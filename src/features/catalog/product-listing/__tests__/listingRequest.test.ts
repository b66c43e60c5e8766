import { print } from 'graphql';
import { PAGE_SIZE, productListingRequest } from '../listingRequest';

const params = (query: string) => new URLSearchParams(query);

describe('productListingRequest (the first request, as the server embeds it)', () => {
  it('asks a category page by its uid: page 1 of 6, no sort, the category as a filter', () => {
    const request = productListingRequest(params(''), { categoryUid: 'NQ==' })!;
    expect(request.kind).toBe('category');
    expect(print(request.query)).toContain('query getCategoryListing');
    expect(request.variables).toEqual({ uid: 'NQ==', filter: { category_uid: { eq: 'NQ==' } }, pageSize: PAGE_SIZE, currentPage: 1 });
    expect(PAGE_SIZE).toBe(6);
  });

  it("adds the URL's filters, sort and page; the page's own category wins over a category in the URL", () => {
    const request = productListingRequest(
      params('category_uid[filter]=Other,OTk=&brand[filter]=B,2&brand[filter]=A,1&price[filter]=x,*_100000&sort=price&dir=DESC&page=3'),
      { categoryUid: 'NQ==' },
    )!;
    expect(request.variables).toEqual({
      uid: 'NQ==',
      filter: { category_uid: { eq: 'NQ==' }, brand: { in: ['2', '1'] }, price: { to: '100000' } },
      sort: { price: 'DESC' },
      pageSize: 6,
      currentPage: 3,
    });
  });

  it('gives the same variables for the same state, whatever the order of the URL', () => {
    const a = productListingRequest(params('brand[filter]=A,1&color[filter]=Red,5'), { categoryUid: 'NQ==' })!;
    const b = productListingRequest(params('color[filter]=Red,5&brand[filter]=A,1'), { categoryUid: 'NQ==' })!;
    expect(JSON.stringify(a.variables)).toBe(JSON.stringify(b.variables));
  });

  it('asks a search by its trimmed words, with a category from a suggestion', () => {
    const request = productListingRequest(params('query=ignored&category_uid[filter]=Face,NA==&page=2'), { search: '  vitamin c ' })!;
    expect(request.kind).toBe('search');
    expect(print(request.query)).toContain('query getSearchListing');
    expect(request.variables).toEqual({ search: 'vitamin c', filter: { category_uid: { eq: 'NA==' } }, pageSize: 6, currentPage: 2 });
    expect(productListingRequest(params(''), { search: 'serum' })!.variables).toEqual({ search: 'serum', pageSize: 6, currentPage: 1 });
  });

  it('asks nothing for a search of only spaces', () => {
    expect(productListingRequest(params(''), { search: '   ' })).toBeNull();
    expect(productListingRequest(params(''), {})).toBeNull();
  });

  it('sends script tags and SQL-like words as they are, in a variable', () => {
    const request = productListingRequest(params(''), { search: "<script>alert(1)</script>' OR 1=1 --" })!;
    expect(request.variables).toMatchObject({ search: "<script>alert(1)</script>' OR 1=1 --" });
    expect(print(request.query)).not.toContain('script');
  });
});
