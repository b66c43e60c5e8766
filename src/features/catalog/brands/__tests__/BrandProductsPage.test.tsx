import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { productListingRequest } from '../../product-listing/listingRequest';
import { fakeProduct, fakeProducts, searchListingAnswer, type FakeAggregation } from '../../product-listing/__testUtils__/listingAnswers';
import { brandPageAnswer } from '../__testUtils__/brandFixtures';

const AGGREGATIONS: FakeAggregation[] = [
  { code: 'brand', label: 'Brand', position: 2, options: [['Nalu Skin', '3', 8]] },
  { code: 'form', label: 'Form', position: 3, options: [['Serum', '41', 5], ['Cream', '42', 3]] },
];

const PRODUCTS = Array.from({ length: 8 }, (_, index) => fakeProduct(`NAL-${index + 1}`, `Nalu Product ${index + 1}`));

/** Nalu Skin's 8 products; the Serum form narrows them to 5 (of which the first page shows them all). */
function brandListing(variables: Record<string, any>) {
  if (variables.filter.brand?.eq !== '3') return searchListingAnswer(fakeProducts([], { total: 0 }));
  if (variables.filter.form) return searchListingAnswer(fakeProducts(PRODUCTS.slice(0, 5), { total: 5, aggregations: AGGREGATIONS }));
  const page = variables.currentPage;
  return searchListingAnswer(fakeProducts(page === 2 ? PRODUCTS.slice(6) : PRODUCTS.slice(0, 6), { total: 8, page, aggregations: AGGREGATIONS }));
}

const resolvers = {
  brandPage: ({ urlKey }: Record<string, any>) => brandPageAnswer(urlKey),
  getBrandListing: brandListing,
};

const lastListing = (sent: Array<{ operationName: string; variables: Record<string, any> }>) =>
  sent.filter((operation) => operation.operationName === 'getBrandListing').at(-1)?.variables;

describe("a brand's products (/brands/:urlKey)", () => {
  it('shows the brand, its breadcrumbs and the catalogue cards of its products, filtered by its option id', async () => {
    const { sent } = await renderApp('/brands/nalu-skin', { resolvers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nalu Skin' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Brands', '/brands'],
    ]);
    expect(crumbs.getByText('Nalu Skin')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('img', { name: 'Nalu Skin' })).toHaveAttribute('width', '160');
    // The merchant's description, sanitized.
    expect(screen.getByText('Nalu Skin: made for you.')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();

    expect(await screen.findByText('8 items')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Nalu Product 1' })).toHaveAttribute('href', '/nal-1.html');
    expect(sent.filter((operation) => operation.operationName === 'getBrandListing').map((operation) => operation.variables)).toEqual([
      productListingRequest(new URLSearchParams(''), { brandId: '3' })!.variables,
    ]);
    expect(lastListing(sent)).toEqual({ filter: { brand: { eq: '3' } }, pageSize: 6, currentPage: 1 });
    expect(document.title).toContain('Nalu Skin');
  });

  it("offers the catalogue's filters but the brand's own, and keeps the brand in every request", async () => {
    const user = userEvent.setup();
    const { currentLocation, sent } = await renderApp('/brands/nalu-skin', { resolvers });
    const sidebar = within(await screen.findByRole('complementary', { name: 'Filters' }));
    expect(sidebar.queryByRole('heading', { name: 'Brand' })).not.toBeInTheDocument();
    await user.click(sidebar.getByRole('checkbox', { name: /Serum/ }));
    expect(currentLocation().pathname).toBe('/brands/nalu-skin');
    expect(currentLocation().search).toBe('?form%5Bfilter%5D=Serum%2C41');
    await waitFor(() => expect(lastListing(sent)).toMatchObject({ filter: { brand: { eq: '3' }, form: { eq: '41' } }, currentPage: 1 }));
    expect(await screen.findByText('5 items')).toBeInTheDocument();
  });

  it('sorts and pages in the URL, the brand staying the filter', async () => {
    const user = userEvent.setup();
    const { currentLocation, sent } = await renderApp('/brands/nalu-skin', { resolvers });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
    expect(currentLocation().search).toBe('?sort=price&dir=ASC');
    await waitFor(() => expect(lastListing(sent)).toMatchObject({ filter: { brand: { eq: '3' } }, sort: { price: 'ASC' } }));
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: '2' }));
    await waitFor(() => expect(lastListing(sent)).toMatchObject({ filter: { brand: { eq: '3' } }, currentPage: 2 }));
    expect(await screen.findByRole('link', { name: 'Nalu Product 8' })).toBeInTheDocument();
  });

  it('ignores a brand filter in the URL: the page decides the brand', async () => {
    const { sent } = await renderApp('/brands/nalu-skin?brand[filter]=Nana,9', { resolvers });
    expect(await screen.findByText('8 items')).toBeInTheDocument();
    expect(lastListing(sent)?.filter).toEqual({ brand: { eq: '3' } });
  });

  it('says so when the brand has no products', async () => {
    await renderApp('/brands/nalu-skin', { resolvers: { ...resolvers, getBrandListing: () => searchListingAnswer(fakeProducts([], { total: 0 })) } });
    expect(await screen.findByText('This brand has no products yet.')).toBeInTheDocument();
  });

  it('shows the "Ooops!" page for a brand the shop does not have, and asks for no products', async () => {
    const { sent } = await renderApp('/brands/no-such-brand', { resolvers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(sent.some((operation) => operation.operationName === 'getBrandListing')).toBe(false);
  });

  it('shows the error page when the brand cannot be fetched', async () => {
    await renderApp('/brands/nalu-skin', { resolvers: { ...resolvers, brandPage: () => ({ networkError: new Error('offline') }) } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });
});
