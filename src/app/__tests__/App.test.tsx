import { screen, within } from '@testing-library/react';
import { renderApp } from '../__testUtils__/renderApp';
import { storeConfigAnswer, storeSpeaking, TEST_STORE_NAME } from '../__testUtils__/fakeGraphql';
import { fakeProducts, searchListingAnswer } from '../../features/catalog/product-listing/__testUtils__/listingAnswers';

const HOME_CONTENT = '<p>Welcome to our pharmacy</p>';

const homeResolvers = {
  getCmsPage: ({ identifier }: Record<string, string>) => ({
    data: {
      cmsPage: {
        __typename: 'CmsPage',
        identifier,
        url_key: identifier,
        title: `Page ${identifier}`,
        content_heading: null,
        content: HOME_CONTENT,
        meta_title: null,
      },
    },
  }),
};

describe('App', () => {
  it.each(['/', '/home'])('shows the CMS page named by storeConfig.cms_home_page at %s', async (path) => {
    const { sent } = await renderApp(path, {
      resolvers: {
        ...homeResolvers,
        storeConfigData: () => storeConfigAnswer({ cms_home_page: 'jingga-home' }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page jingga-home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to our pharmacy')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'getCmsPage')?.variables).toEqual({ identifier: 'jingga-home' });
    expect(sent.some((operation) => operation.operationName === 'resolveURL')).toBe(false);
  });

  it("falls back to Magento's 'home' page when the store names none", async () => {
    await renderApp('/', {
      resolvers: {
        ...homeResolvers,
        storeConfigData: () => storeConfigAnswer({ cms_home_page: null }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page home' })).toBeInTheDocument();
  });

  it('has a header logo, named after the store, that links home and a footer', async () => {
    await renderApp('/cart');
    const logo = await within(screen.getByRole('banner')).findByRole('img', { name: TEST_STORE_NAME });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Jingga Health & Beauty');
  });

  it('shows no header and no footer on /healthcheck', async () => {
    await renderApp('/healthcheck');
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Check with a Pharmacist' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a route of the app (not a catalogue URL) with its own page and title', async () => {
    await renderApp('/store-locator', {
      resolvers: { storeLocations: () => ({ data: { MpStoreLocatorLocations: { __typename: 'MpStoreLocatorLocationsOutput', total_count: 0, items: [] } } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store Locator' })).toBeInTheDocument();
    expect(await screen.findByText('Find a store near you: call it, check its opening hours or get directions.')).toBeInTheDocument();
    expect(screen.queryByText('Ooops!')).not.toBeInTheDocument();
    expect(document.title).toBe(`Store Locator - ${TEST_STORE_NAME}`);
  });

  it('renders the search root component for /search.html with the query', async () => {
    await renderApp('/search.html?query=vitamin%20c', { resolvers: { getSearchListing: () => searchListingAnswer(fakeProducts([], { isSearch: true })) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “vitamin c”' })).toBeInTheDocument();
    expect(await screen.findByText('No products were found for “vitamin c”. Try other words or fewer filters.')).toBeInTheDocument();
  });

  it('speaks Indonesian when storeConfig.locale is id_ID', async () => {
    await renderApp('/brands', {
      resolvers: {
        ...storeSpeaking('id_ID'),
        brandList: () => ({ data: { mpbrand: { __typename: 'MageplazaBrandsOutput', total_count: 0, items: [] } } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merek' })).toBeInTheDocument();
    // The page's own strings come in its chunk's Indonesian message group.
    expect(await screen.findByText('Belum ada merek untuk ditampilkan.')).toBeInTheDocument();
  });
});
