import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../__testUtils__/renderApp';
import { TEST_STORE_NAME, type FakeAnswer } from '../../__testUtils__/fakeGraphql';
import { categoryListingAnswer, fakeCategory, fakeProducts } from '../../../features/catalog/product-listing/__testUtils__/listingAnswers';
import { baseProduct, productAnswer, quietResolvers } from '../../../features/catalog/product-page/__testUtils__/productFixtures';

/** A route(url) answer as the backend gives it. */
function route(fields: Record<string, unknown> | null): FakeAnswer {
  return { data: { route: fields && { redirect_code: 0, relative_url: null, type: null, ...fields } } };
}

const CATEGORY = { __typename: 'CategoryTree', type: 'CATEGORY', uid: 'Mw==', relative_url: 'skincare.html' };
const PRODUCT = { __typename: 'SimpleProduct', type: 'PRODUCT', uid: 'MQ==', relative_url: 'nalu-serum-30-ml.html' };

/** The fake server: route(url) by path, plus the root components' own queries. */
function shop(routes: Record<string, FakeAnswer>) {
  return {
    resolveURL: ({ url }: Record<string, string>) => routes[url] ?? route(null),
    getCategoryListing: ({ uid }: Record<string, string>) => categoryListingAnswer(uid === CATEGORY.uid ? fakeCategory(uid, 'Skincare') : null, fakeProducts([])),
    getProductPage: ({ urlKey }: Record<string, string>) =>
      urlKey === 'nalu-serum-30-ml' ? productAnswer(baseProduct('SimpleProduct', { uid: PRODUCT.uid, name: 'Nalu Serum 30 ml', sku: 'NALU-30', url_key: urlKey })) : productAnswer(),
    ...quietResolvers('SimpleProduct', PRODUCT.uid),
    getCmsPage: ({ identifier }: Record<string, string>) => ({
      data: {
        cmsPage: {
          __typename: 'CmsPage',
          identifier,
          url_key: identifier,
          title: 'About Jingga',
          content_heading: null,
          content: '<style>#html-body [data-pb-style=A]{margin:0}</style><h2 style="color: red">Our story</h2><img src="x.png" alt="shop" onerror="window.hacked = true"><script>window.hacked = true</script>',
          meta_title: null,
        },
      },
    }),
  };
}

describe('MagentoRoute', () => {
  it('shows "Fetching Data..." while the route query is pending', async () => {
    await renderApp('/pending.html', { resolvers: { resolveURL: () => 'never' } });
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(screen.queryByTestId('category-skeleton')).not.toBeInTheDocument();
  });

  it('shows the category skeleton of 6 shimmer items when a category is the pending page', async () => {
    await renderApp('/pending.html', { resolvers: { resolveURL: () => 'never' }, nextRootComponent: 'CATEGORY' });
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    const skeleton = screen.getByTestId('category-skeleton');
    expect(skeleton.querySelectorAll('[data-shimmer="item"]')).toHaveLength(6);
  });

  it('clears the pending page type once the route has resolved', async () => {
    const { store } = await renderApp('/skincare.html', { resolvers: shop({ '/skincare.html': route(CATEGORY) }), nextRootComponent: 'CATEGORY' });
    await screen.findByRole('heading', { level: 1, name: 'Skincare' });
    expect(store.getState().app.nextRootComponent).toBeNull();
  });

  it.each([
    [301, '/skin-care.html', 'skincare.html'],
    [302, '/promo/old/skin-care.html', 'skincare.html'],
  ])('follows a %i redirect to the relative URL, adding the leading slash', async (code, from, relativeUrl) => {
    const { currentLocation, sent } = await renderApp(from, {
      resolvers: shop({
        [from]: route({ ...CATEGORY, redirect_code: code, relative_url: relativeUrl }),
        '/skincare.html': route(CATEGORY),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skincare' })).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/skincare.html');
    expect(sent.filter((operation) => operation.operationName === 'resolveURL').map((operation) => operation.variables.url)).toEqual([
      from,
      '/skincare.html',
    ]);
  });

  it('shows the not-found page when the URL resolves to nothing', async () => {
    await renderApp('/no-such-page', { resolvers: shop({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
    expect(screen.getByText('PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByText('Maaf, halaman yang anda cari tidak di temukan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('shows the not-found page when the answer has a type but no uid', async () => {
    await renderApp('/broken.html', { resolvers: shop({ '/broken.html': route({ __typename: 'CategoryTree', type: 'CATEGORY' }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
  });

  it('shows the internal-error page with a way home when the route query fails', async () => {
    await renderApp('/any.html', { resolvers: { resolveURL: () => ({ networkError: new Error('Failed to fetch') }) } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });

  it('renders a CMS page by identifier: its title and its content, sanitized', async () => {
    await renderApp('/about-us', { resolvers: shop({ '/about-us': route({ __typename: 'CmsPage', type: 'CMS_PAGE', identifier: 'about-us' }) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Jingga' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'shop' })).not.toHaveAttribute('onerror');
    expect(document.querySelector('main script')).toBeNull();
    // The shop's CSP allows no inline styles: they would only log violations.
    expect(document.querySelector('main style')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).not.toHaveAttribute('style');
    await waitFor(() => expect(document.title).toBe(`About Jingga - ${TEST_STORE_NAME}`));
  });

  it('renders a category by uid: its name', async () => {
    await renderApp('/skincare.html', { resolvers: shop({ '/skincare.html': route(CATEGORY) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Skincare' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Skincare - ${TEST_STORE_NAME}`));
  });

  it('renders a product by uid: its name, found by the url key of its URL', async () => {
    const { sent } = await renderApp('/nalu-serum-30-ml.html', { resolvers: shop({ '/nalu-serum-30-ml.html': route(PRODUCT) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nalu Serum 30 ml' })).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'getProductPage')?.variables).toEqual({ urlKey: 'nalu-serum-30-ml' });
  });

  it('does not resolve paths of the routes table against the server', async () => {
    const { sent } = await renderApp('/faq', { resolvers: { ...shop({}), faqPage: () => ({ data: { cmsPage: null } }) } });
    await screen.findByRole('heading', { level: 1, name: 'Ooops!' });
    // The FAQ page asked for its CMS page itself ("Ooops!" is its answer to none), never the route.
    expect(sent.some((operation) => operation.operationName === 'faqPage')).toBe(true);
    expect(sent.some((operation) => operation.operationName === 'resolveURL')).toBe(false);
  });
});
