import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productListingRequest } from '../../product-listing/listingRequest';
import {
  categoryListingAnswer,
  fakeCategory,
  fakeProduct,
  fakeProducts,
  type FakeAggregation,
} from '../../product-listing/__testUtils__/listingAnswers';
import { renderListing, type ListingAnswer } from '../../product-listing/__testUtils__/renderListing';
import Category from '../Category';

const UID = 'NQ==';
const PATH = '/skincare/face/serum.html';

const AGGREGATIONS: FakeAggregation[] = [
  { code: 'price', label: 'Price', position: 0, options: [['0-100000', '0_100000', 5], ['100000-200000', '100000_200000', 3]] },
  { code: 'brand', label: 'Brand', position: 2, options: [['Nalu Skin', '2', 6], ['Nana', '3', 2]] },
];

const PRODUCTS = Array.from({ length: 6 }, (_, index) =>
  fakeProduct(`SKU-${index + 1}`, `Serum ${index + 1}`, { price: 100000 + index * 1000, ...(index === 0 ? { regular: 125000 } : {}) }),
);

/** The fake shop: 8 serums on two pages; a brand filter narrows to 2; page 3 and beyond do not exist. */
function listing(variables: Record<string, any>): ListingAnswer {
  if (variables.uid !== UID) return categoryListingAnswer(null, fakeProducts([]));
  const brand = variables.filter.brand;
  if (brand?.eq === '404') return categoryListingAnswer(fakeCategory(UID, 'Serum'), fakeProducts([], { total: 0, aggregations: AGGREGATIONS }));
  if (variables.currentPage > 2) {
    const categories = { __typename: 'CategoryResult', items: [fakeCategory(UID, 'Serum')] };
    return { data: { categories, products: null }, errors: [{ message: `currentPage value ${variables.currentPage} specified is greater than the 2 page(s) available.` }] };
  }
  if (brand) return categoryListingAnswer(fakeCategory(UID, 'Serum'), fakeProducts(PRODUCTS.slice(0, 2), { total: 2, aggregations: AGGREGATIONS }));
  const items = variables.currentPage === 2 ? PRODUCTS.slice(0, 2) : PRODUCTS;
  return categoryListingAnswer(fakeCategory(UID, 'Serum', { description: '<p>Serums <img src=x onerror="window.hacked=1"></p>' }), fakeProducts(items, { total: 8, page: variables.currentPage, aggregations: AGGREGATIONS }));
}

const render = (path = PATH, { width = 1280, resolvers = {} }: { width?: number; resolvers?: Record<string, (variables: Record<string, any>) => ListingAnswer> } = {}) =>
  renderListing(<Category uid={UID} />, { path, width, resolvers: { getCategoryListing: listing, ...resolvers } });

const lastVariables = (sent: Array<{ operationName: string; variables: Record<string, any> }>) =>
  sent.filter((operation) => operation.operationName === 'getCategoryListing').at(-1)?.variables;

describe('category page', () => {
  it('shows the category, its breadcrumbs and a page of product cards from one request, the one the server embeds', async () => {
    const { sentOf } = await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Serum' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Skincare', '/skincare.html'],
      ['Face', '/skincare/face.html'],
    ]);
    expect(crumbs.getByText('Serum')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('8 items')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Serum 1' })).toHaveAttribute('href', '/sku-1.html');
    expect(screen.getByText('-20%')).toBeInTheDocument();
    // The merchant's description is sanitized.
    expect(screen.getByText('Serums')).toBeInTheDocument();
    expect(document.querySelector('main [onerror], [onerror]')).toBeNull();

    // One request for category, breadcrumbs and products: exactly productListingRequest's.
    expect(sentOf('getCategoryListing').map((operation) => operation.variables)).toEqual([productListingRequest(new URLSearchParams(''), { categoryUid: UID })!.variables]);
    expect(sentOf('getBreadcrumbs')).toEqual([]);
  });

  it('offers the filters from the aggregations and puts a pick in the URL (page 1), which asks the filtered page', async () => {
    const user = userEvent.setup();
    const { currentLocation, sent } = await render(`${PATH}?page=2`);
    const sidebar = within(await screen.findByRole('complementary', { name: 'Filters' }));
    expect(sidebar.getByRole('heading', { level: 3, name: 'Price' })).toBeInTheDocument();
    expect(sidebar.getByRole('checkbox', { name: /Rp\s0 – Rp\s100\.000/ })).not.toBeChecked();

    await user.click(sidebar.getByRole('checkbox', { name: /Nana/ }));
    expect(currentLocation().search).toBe('?brand%5Bfilter%5D=Nana%2C3');
    await waitFor(() => expect(lastVariables(sent)).toMatchObject({ filter: { category_uid: { eq: UID }, brand: { eq: '3' } }, currentPage: 1 }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: /Nana/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter Brand: Nana' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: /Nalu Skin/ }));
    expect(new URLSearchParams(currentLocation().search).getAll('brand[filter]')).toEqual(['Nana,3', 'Nalu Skin,2']);
    await waitFor(() => expect(lastVariables(sent)?.filter.brand).toEqual({ in: ['3', '2'] }));

    await user.click(screen.getByRole('button', { name: 'Remove filter Brand: Nana' }));
    expect(new URLSearchParams(currentLocation().search).getAll('brand[filter]')).toEqual(['Nalu Skin,2']);
  });

  it('sorts by the choice of "Sort by", in the URL', async () => {
    const user = userEvent.setup();
    const { currentLocation, sent } = await render();
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Position',
      'Product Name: A to Z',
      'Product Name: Z to A',
      'Price: Low to High',
      'Price: High to Low',
    ]);
    expect(sort).toHaveValue('position:ASC');
    await user.selectOptions(sort, 'Price: High to Low');
    expect(currentLocation().search).toBe('?sort=price&dir=DESC');
    await waitFor(() => expect(lastVariables(sent)?.sort).toEqual({ price: 'DESC' }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price:DESC');
  });

  it('shows a listing seen before in this visit from the cache, without asking again', async () => {
    const user = userEvent.setup();
    const { sentOf } = await render();
    const sidebar = within(await screen.findByRole('complementary', { name: 'Filters' }));
    await user.click(sidebar.getByRole('checkbox', { name: /Nana/ }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(sentOf('getCategoryListing')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove filter Brand: Nana' }));
    expect(await screen.findByText('8 items')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sentOf('getCategoryListing')).toHaveLength(2);
  });

  it('pages with links labelled by number, Previous and Next', async () => {
    const user = userEvent.setup();
    const { currentLocation, sent } = await render();
    const pages = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(pages.getByText('1')).toHaveAttribute('aria-current', 'page');
    expect(pages.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(pages.getByRole('link', { name: '2' }));
    expect(currentLocation().search).toBe('?page=2');
    await waitFor(() => expect(lastVariables(sent)?.currentPage).toBe(2));
    const after = within(screen.getByRole('navigation', { name: 'Pagination' }));
    await waitFor(() => expect(after.getByText('2')).toHaveAttribute('aria-current', 'page'));
    expect(after.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', PATH);
    expect(after.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it.each([
    ['a page past the last one shows the last page', '?page=999', '?page=2'],
    ['a page that is not a number shows the first page', '?page=abc', '?page=abc'],
  ])('%s', async (_name, search, expected) => {
    const { currentLocation } = await render(`${PATH}${search}`);
    await waitFor(() => expect(currentLocation().search).toBe(expected));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByText('Ooops!')).not.toBeInTheDocument();
  });

  it('drops a filter key the shop does not have (asking the shop which it has) and shows the rest', async () => {
    const inputs = {
      data: {
        filterInputs: {
          __typename: '__Type',
          inputFields: [
            { __typename: '__InputValue', name: 'brand', type: { __typename: '__Type', name: 'FilterEqualTypeInput' } },
            { __typename: '__InputValue', name: 'price', type: { __typename: '__Type', name: 'FilterRangeTypeInput' } },
          ],
        },
        sortInputs: { __typename: '__Type', inputFields: [{ __typename: '__InputValue', name: 'price' }] },
      },
    };
    const { currentLocation, sentOf } = await render(`${PATH}?colour[filter]=Red,5&brand[filter]=Nana,3`, {
      resolvers: {
        getCategoryListing: (variables) =>
          variables.filter.colour ? { errors: [{ message: 'Variable "$filter" got invalid value; Field "colour" is not defined by type "ProductAttributeFilterInput".' }] } : listing(variables),
        getProductFilterInputs: () => inputs,
      },
    });
    await waitFor(() => expect(currentLocation().search).toBe('?brand%5Bfilter%5D=Nana%2C3'));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(sentOf('getProductFilterInputs')).toHaveLength(1);
  });

  it('drops a filter none of whose values the shop knows', async () => {
    const { currentLocation } = await render(`${PATH}?brand[filter]=Ghost,999&sort=name`);
    await waitFor(() => expect(currentLocation().search).toBe('?sort=name'));
    expect(await screen.findByText('8 items')).toBeInTheDocument();
  });

  it('says when the filters leave nothing and clears them on request', async () => {
    const user = userEvent.setup();
    const { currentLocation } = await render(`${PATH}?brand[filter]=Gone,404&brand[filter]=Nana,3`, {
      resolvers: {
        getCategoryListing: (variables) =>
          variables.filter.brand?.in ? categoryListingAnswer(fakeCategory(UID, 'Serum'), fakeProducts([], { total: 0, aggregations: AGGREGATIONS })) : listing(variables),
      },
    });
    expect(await screen.findByText('No products match the filters you chose.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(currentLocation().search).toBe('');
    expect(await screen.findByText('8 items')).toBeInTheDocument();
  });

  it('shows the not-found page for a category that does not exist', async () => {
    await renderListing(<Category uid="OTk5" />, { path: '/gone.html', resolvers: { getCategoryListing: listing } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
  });

  it('shows the error page when the listing cannot be fetched', async () => {
    await render(PATH, { resolvers: { getCategoryListing: () => ({ networkError: new Error('offline') }) } });
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });

  it('shows 6 card shimmers while the first page loads', async () => {
    await render(PATH, { resolvers: { getCategoryListing: () => 'never' } });
    expect(screen.getByTestId('category-page-shimmer').querySelectorAll('[data-shimmer="item"]')).toHaveLength(6);
  });
});

describe('category page on a phone (390 wide)', () => {
  it('opens the filters in a dialog from the floating Filter button, applies the picks, and counts them on the badge', async () => {
    const user = userEvent.setup();
    const { currentLocation } = await render(PATH, { width: 390 });
    const button = await screen.findByRole('button', { name: 'Filter' });
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    const dialog = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(dialog.getByRole('checkbox', { name: /Nana/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Rp\s0 – Rp\s100\.000/ }));
    // Nothing is applied before Apply.
    expect(currentLocation().search).toBe('');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const params = new URLSearchParams(currentLocation().search);
    expect(params.getAll('brand[filter]')).toEqual(['Nana,3']);
    expect(params.getAll('price[filter]')).toEqual(['0-100000,0_100000']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter' })).toHaveAccessibleDescription('2 filters active'));
  });

  it('keeps Tab inside the dialog, closes it on Escape and clears picks with Clear all', async () => {
    const user = userEvent.setup();
    const { currentLocation } = await render(`${PATH}?brand[filter]=Nana,3`, { width: 390 });
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialogElement = screen.getByRole('dialog', { name: 'Filters' });
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialogElement).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Filters' }));
    expect(dialog.getByRole('checkbox', { name: /Nana/ })).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Clear all' }));
    expect(dialog.getByRole('checkbox', { name: /Nana/ })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(currentLocation().search).toBe('');
  });

  it('hides the sidebar and closes the dialog when the window grows past 768 px', async () => {
    const user = userEvent.setup();
    const { resize } = await render(PATH, { width: 390 });
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => resize(1024));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
