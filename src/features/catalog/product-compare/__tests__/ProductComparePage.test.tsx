import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { storedCompareListUid, storeCompareListUid } from '../../../../lib/persistence/compareListUid';
import { fakeProduct } from '../../product-listing/__testUtils__/listingAnswers';
import { compareTable } from '../compareTable';

const LIST_UID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

const SERUM = { id: '11', product: fakeProduct('NAL-SRM-0011', 'Nalu Skin Bloom Repair Serum', { price: 125000 }) };
const LIPSTICK = { id: '42', product: fakeProduct('JUN-LIP-0042', 'Juna Matte Lipstick', { price: 89000, regular: 99000, type: 'ConfigurableProduct' }) };

const ATTRIBUTES = [
  { code: 'sku', label: 'SKU' },
  { code: 'description', label: 'Description' },
  { code: 'brand', label: 'Brand' },
  { code: 'shade', label: 'Shade' },
];
const VALUES: Record<string, Record<string, string>> = {
  '11': { sku: 'NAL-SRM-0011', description: '<p>Rice water serum<script>window.hacked = 1</script></p>', brand: 'Nalu Skin', shade: 'N/A' },
  '42': { sku: 'JUN-LIP-0042', description: '<p>Velvet matte lips</p>', brand: 'Juna Skin', shade: 'Ruby, Coral' },
};

const list = (items: Array<typeof SERUM>) => ({
  __typename: 'CompareList',
  uid: LIST_UID,
  item_count: items.length,
  attributes: items.length ? ATTRIBUTES.map((attribute) => ({ __typename: 'ComparableAttribute', ...attribute })) : [],
  items: items.map(({ id, product }) => ({
    __typename: 'ComparableItem',
    uid: id,
    attributes: ATTRIBUTES.map(({ code }) => ({ __typename: 'ProductAttribute', code, value: VALUES[id][code] })),
    product,
  })),
});

/** A shop whose compare list holds the serum and the lipstick until they are removed or cleared. */
function shop(): FakeResolvers {
  let items = [SERUM, LIPSTICK];
  return {
    productCompare: ({ uid }) => ({ data: { compareList: uid === LIST_UID ? list(items) : null } }),
    compareSummary: ({ uid }) => ({ data: { compareList: uid === LIST_UID ? list(items) : null } }),
    removeComparedProduct: ({ products }) => {
      items = items.filter((item) => !products.includes(item.id));
      return { data: { removeProductsFromCompareList: list(items) } };
    },
    clearCompareList: () => {
      items = [];
      return { data: { deleteCompareList: { __typename: 'DeleteCompareListOutput', result: true } } };
    },
  };
}

const table = () => within(screen.getByRole('table', { name: 'Products compared side by side' }));
/** The cells of the row an attribute heads, product by product. */
const row = (label: string) => within(table().getByRole('rowheader', { name: label }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => storeCompareListUid(null));

describe('/product-compare', () => {
  it('shows the products side by side: picture, name, price and Add to Cart over a row per attribute', async () => {
    storeCompareListUid(LIST_UID);
    await renderApp('/product-compare', { resolvers: shop() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Products compared side by side' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();

    const columns = table().getAllByRole('columnheader');
    expect(columns.map((column) => within(column).getAllByRole('link')[0].textContent)).toEqual(['Nalu Skin Bloom Repair Serum', 'Juna Matte Lipstick']);
    expect(within(columns[0]).getByRole('link', { name: 'Nalu Skin Bloom Repair Serum' })).toHaveAttribute('href', '/nal-srm-0011.html');
    expect(within(columns[0]).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    // A product with options to choose sends the shopper to its page, as its card does.
    expect(within(columns[1]).getByRole('link', { name: 'Choose options for Juna Matte Lipstick' })).toHaveAttribute('href', '/jun-lip-0042.html');
    expect(within(columns[1]).getByText(/Regular price/)).toBeInTheDocument();
    const picture = columns[0].querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '200');

    expect(table().getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['SKU', 'Description', 'Brand', 'Shade']);
    expect(row('SKU')).toEqual(['NAL-SRM-0011', 'JUN-LIP-0042']);
    expect(row('Brand')).toEqual(['Nalu Skin', 'Juna Skin']);
    expect(row('Shade')).toEqual(['N/A', 'Ruby, Coral']);
    // Descriptions are the merchant's HTML, sanitized.
    expect(row('Description')).toEqual(['Rice water serum', 'Velvet matte lips']);
    expect(document.querySelector('table script')).toBeNull();
    // The table scrolls sideways on a phone: the keyboard can reach it.
    expect(screen.getByRole('region', { name: 'Products compared side by side' })).toHaveAttribute('tabindex', '0');
  });

  it('removes one product, and clears the list with Clear all', async () => {
    storeCompareListUid(LIST_UID);
    const { sent } = await renderApp('/product-compare', { resolvers: shop() });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Nalu Skin Bloom Repair Serum' }));
    expect(await screen.findByText('You removed Nalu Skin Bloom Repair Serum from the comparison list.')).toBeInTheDocument();
    await waitFor(() => expect(table().getAllByRole('columnheader')).toHaveLength(1));
    expect(sent.find(({ operationName }) => operationName === 'removeComparedProduct')?.variables).toEqual({ uid: LIST_UID, products: ['11'] });
    expect(row('Shade')).toEqual(['Ruby, Coral']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('You have no items to compare.')).toBeInTheDocument();
    expect(screen.getByText('You cleared the comparison list.')).toBeInTheDocument();
    expect(sent.find(({ operationName }) => operationName === 'clearCompareList')?.variables).toEqual({ uid: LIST_UID });
    expect(storedCompareListUid()).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has nothing to compare without a list, and asks the shop nothing', async () => {
    const { sent } = await renderApp('/product-compare', { resolvers: shop() });
    expect(await screen.findByText('You have no items to compare.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(sent.map(({ operationName }) => operationName)).not.toContain('productCompare');
  });

  it('forgets a stored list the shop no longer has', async () => {
    storeCompareListUid('gone00000000000000000000000000000');
    await renderApp('/product-compare', { resolvers: shop() });
    expect(await screen.findByText('You have no items to compare.')).toBeInTheDocument();
    await waitFor(() => expect(storedCompareListUid()).toBeNull());
  });

  it('says so when the list cannot be fetched', async () => {
    storeCompareListUid(LIST_UID);
    await renderApp('/product-compare', { resolvers: { ...shop(), productCompare: () => ({ networkError: new Error('offline') }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ooops!' })).toBeInTheDocument();
    expect(storedCompareListUid()).toBe(LIST_UID);
  });
});

describe('compareTable', () => {
  it('gives every product a value in every row, N/A where an item leaves one out', () => {
    const fromShop = list([SERUM, LIPSTICK]);
    fromShop.items[1].attributes = fromShop.items[1].attributes.filter((attribute) => attribute.code !== 'brand');
    const { columns, rows } = compareTable(fromShop as Parameters<typeof compareTable>[0]);
    expect(columns.map((column) => column.productId)).toEqual(['11', '42']);
    expect(rows.find((r) => r.code === 'brand')).toEqual({ code: 'brand', label: 'Brand', isHtml: false, values: ['Nalu Skin', 'N/A'] });
    expect(rows.find((r) => r.code === 'description')?.isHtml).toBe(true);
  });
});
