import { print } from 'graphql';
import { type GetProductPageQuery } from '../../../../__generated__/operations';
import { GET_PRODUCT_PAGE } from '../product.gql';
import { productPageLcpImage, productPageRequest } from '../productRequest';
import { baseProduct } from '../__testUtils__/productFixtures';

describe('productPageRequest', () => {
  it("is the page's first query with the url key", () => {
    const request = productPageRequest('nalu-serum');
    expect(request.query).toBe(GET_PRODUCT_PAGE);
    expect(request.variables).toEqual({ urlKey: 'nalu-serum' });
    expect(print(request.query)).toContain('query getProductPage($urlKey: String!)');
  });
});

describe('productPageLcpImage', () => {
  it("names the gallery's first picture by position, at the sizes the page shows it", () => {
    const data = { products: { items: [baseProduct('SimpleProduct')] } } as unknown as GetProductPageQuery;
    const image = productPageLcpImage(data);
    expect(image?.src).toBe('http://localhost/media/catalog/product/a.jpg?width=640&height=800&fit=cover&auto=webp&format=pjpg');
    expect(image?.srcSet).toContain('a.jpg?width=320&height=400');
    expect(image?.sizes).toBe('(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 480px');
  });

  it('is null for a missing product or one without pictures', () => {
    expect(productPageLcpImage({ products: { items: [] } } as unknown as GetProductPageQuery)).toBeNull();
    expect(productPageLcpImage({ products: { items: [baseProduct('SimpleProduct', { media_gallery: [] })] } } as unknown as GetProductPageQuery)).toBeNull();
    expect(productPageLcpImage(undefined)).toBeNull();
  });
});
