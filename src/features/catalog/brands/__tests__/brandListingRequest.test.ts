import { ignoredFilterKeys, productListingRequest } from '../../product-listing/listingRequest';

describe("a brand's listing request", () => {
  it('filters by the brand the page names, with the URL’s other filters, sort and page', () => {
    const params = new URLSearchParams('brand[filter]=Other,9&form[filter]=Serum,41&sort=price&dir=ASC&page=2');
    const request = productListingRequest(params, { brandId: '3' })!;
    expect(request.kind).toBe('brand');
    expect(request.variables).toEqual({ filter: { brand: { eq: '3' }, form: { eq: '41' } }, sort: { price: 'ASC' }, pageSize: 6, currentPage: 2 });
    expect(ignoredFilterKeys({ brandId: '3' })).toContain('brand');
    expect(ignoredFilterKeys({ search: 'serum' })).not.toContain('brand');
  });
});
