import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productListingRequest } from '../../../catalog/product-listing/listingRequest';
import { fakeProduct, fakeProducts, searchListingAnswer } from '../../../catalog/product-listing/__testUtils__/listingAnswers';
import { renderListing } from '../../../catalog/product-listing/__testUtils__/renderListing';
import Search from '../Search';

const CATEGORY_AGGREGATION = { code: 'category_uid', label: 'Category', options: [['Skincare', 'Mw==', 7], ['Hair Care', 'Nzc=', 2]] as Array<[string, string, number]> };

function search(variables: Record<string, any>) {
  if (variables.search !== 'serum') return searchListingAnswer(fakeProducts([], { isSearch: true }));
  const inCategory = variables.filter?.category_uid?.eq;
  const items = [fakeProduct('A-1', 'Rice Serum'), fakeProduct('B-2', 'Glow Serum', { type: 'ConfigurableProduct' })];
  return searchListingAnswer(fakeProducts(inCategory ? items.slice(0, 1) : items, { isSearch: true, aggregations: [CATEGORY_AGGREGATION] }));
}

const render = (path: string) => renderListing(<Search />, { path, resolvers: { getSearchListing: search } });

describe('search page', () => {
  it('shows the results for the words in the URL with their count, sorted by relevance', async () => {
    const { sentOf } = await render('/search.html?query=serum');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “serum”' })).toBeInTheDocument();
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance:DESC');
    expect(sentOf('getSearchListing').map((operation) => operation.variables)).toEqual([productListingRequest(new URLSearchParams('query=serum'), { search: 'serum' })!.variables]);
  });

  it('narrows to a category picked from a suggestion (category_uid[filter]) and offers to clear it', async () => {
    const user = userEvent.setup();
    const { sentOf, currentLocation } = await render('/search.html?query=serum&category_uid%5Bfilter%5D=Skincare%2CMw%3D%3D');
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(sentOf('getSearchListing')[0].variables.filter).toEqual({ category_uid: { eq: 'Mw==' } });
    const sidebar = within(screen.getByRole('complementary', { name: 'Filters' }));
    expect(sidebar.getByRole('checkbox', { name: /Skincare/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Remove filter Category: Skincare' }));
    expect(currentLocation().search).toBe('?query=serum');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('sends nothing for a query of only spaces and asks for words', async () => {
    const { sentOf } = await render('/search.html?query=%20%20%20');
    expect(screen.getByText('Type what you are looking for in the search bar.')).toBeInTheDocument();
    expect(sentOf('getSearchListing')).toEqual([]);
  });

  it('shows script tags and SQL-like words as text, and says nothing was found', async () => {
    const words = "<script>window.hacked=1</script>' OR 1=1 --";
    await render(`/search.html?query=${encodeURIComponent(words)}`);
    expect(screen.getByRole('heading', { level: 1, name: `Search results for “${words}”` })).toBeInTheDocument();
    expect(await screen.findByText(`No products were found for “${words}”. Try other words or fewer filters.`)).toBeInTheDocument();
    expect(document.querySelector('main script, section script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
