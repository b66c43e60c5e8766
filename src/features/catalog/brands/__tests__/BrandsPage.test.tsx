import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { fakeProduct, fakeProducts, searchListingAnswer } from '../../product-listing/__testUtils__/listingAnswers';
import { BRAND_LIST_PAGE_SIZE } from '../brands.gql';
import { brandListAnswer, brandPageAnswer } from '../__testUtils__/brandFixtures';

const resolvers = {
  brandList: () => brandListAnswer(),
  brandPage: ({ urlKey }: Record<string, any>) => brandPageAnswer(urlKey),
  getBrandListing: () => searchListingAnswer(fakeProducts([fakeProduct('NAL-1', 'Nalu Serum')], { total: 1 })),
};

describe('/brands', () => {
  it('shows the featured brands as logos and every brand A to Z with logo and name, from one request', async () => {
    const { sent } = await renderApp('/brands', { resolvers });
    const featured = within(await screen.findByRole('region', { name: 'Featured Brands' }));
    const logos = featured.getAllByRole('link');
    expect(logos.map((link) => [link.textContent, within(link).getByRole('img').getAttribute('alt'), link.getAttribute('href')])).toEqual([
      ['', 'Nalu Skin', '/brands/nalu-skin'],
      ['', 'Aruna Care', '/brands/aruna-care'],
    ]);
    // Featured logos are in the first screen: no lazy loading; their box is reserved.
    const logo = featured.getByRole('img', { name: 'Nalu Skin' });
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '64');

    const all = within(screen.getByRole('region', { name: 'All Brands A–Z' }));
    expect(all.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['A', 'B', 'N', 'Z']);
    expect(within(all.getByRole('region', { name: 'N' })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nalu Skin', '/brands/nalu-skin'],
      ['Nana Beauty', '/brands/nana-beauty'],
    ]);
    // Below the fold: logos load when scrolled near; a brand without a logo keeps the box.
    expect(all.getByRole('link', { name: 'Zeta Lab' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(all.getByRole('link', { name: 'Bromo Health' }).querySelector('img')).toBeNull();

    const letters = within(all.getByRole('navigation', { name: 'Brands by letter' }));
    expect(letters.getByRole('link', { name: 'Brands starting with N' })).toHaveAttribute('href', '#brands-n');
    expect(letters.queryByRole('link', { name: 'Brands starting with C' })).not.toBeInTheDocument();
    expect(document.getElementById('brands-n')).toHaveTextContent('N');

    expect(document.title).toContain('Brands');
    expect(sent.filter((operation) => operation.operationName === 'brandList').map((operation) => operation.variables)).toEqual([{ pageSize: BRAND_LIST_PAGE_SIZE }]);
  });

  it("opens a brand's products from its tile", async () => {
    const user = userEvent.setup();
    const { currentLocation } = await renderApp('/brands', { resolvers });
    await user.click(within(await screen.findByRole('region', { name: 'All Brands A–Z' })).getByRole('link', { name: 'Nalu Skin' }));
    expect(currentLocation().pathname).toBe('/brands/nalu-skin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nalu Skin' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nalu Serum' })).toBeInTheDocument();
  });

  it('says so when the shop has no brands', async () => {
    await renderApp('/brands', { resolvers: { ...resolvers, brandList: () => brandListAnswer([]) } });
    expect(await screen.findByText('No brands to show yet.')).toBeInTheDocument();
  });

  it('shows the error page when the brands cannot be fetched', async () => {
    await renderApp('/brands', { resolvers: { ...resolvers, brandList: () => ({ networkError: new Error('offline') }) } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });
});
