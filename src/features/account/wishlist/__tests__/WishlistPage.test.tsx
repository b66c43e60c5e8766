import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';

const product = (sku: string, stock = 'IN_STOCK') => ({
  __typename: 'SimpleProduct',
  uid: btoa(sku),
  sku,
  name: `Product ${sku}`,
  url_key: sku.toLowerCase(),
  url_suffix: '.html',
  stock_status: stock,
  small_image: { __typename: 'ProductImage', url: `http://shop.test/media/${sku}.jpg`, label: sku },
  price_range: {
    __typename: 'PriceRange',
    minimum_price: {
      __typename: 'ProductPrice',
      final_price: { __typename: 'Money', value: 90000, currency: 'IDR' },
      regular_price: { __typename: 'Money', value: 100000, currency: 'IDR' },
    },
  },
});

/** A wishlist of `count` items served `pageSize` at a time; add-to-cart and remove take items out. */
function wishlistServer(count: number, { refuseCart }: { refuseCart?: string } = {}): { resolvers: FakeResolvers; ids: string[] } {
  const ids = Array.from({ length: count }, (_, index) => String(index + 1));
  const wishlist = (currentPage: number, pageSize: number) => ({
    __typename: 'Wishlist',
    id: '7',
    items_count: ids.length,
    items_v2: {
      __typename: 'WishlistItems',
      items: ids.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((id) => ({
        __typename: 'SimpleWishlistItem',
        id,
        quantity: 1,
        added_at: '2026-11-01 10:00:00',
        product: product(`SKU-${id}`, id === '2' ? 'OUT_OF_STOCK' : 'IN_STOCK'),
      })),
      page_info: { __typename: 'SearchResultPageInfo', current_page: currentPage, total_pages: Math.max(1, Math.ceil(ids.length / pageSize)) },
    },
  });
  const take = (itemIds: string[]) => itemIds.forEach((id) => ids.splice(ids.indexOf(id), 1));
  const resolvers: FakeResolvers = {
    wishlistPage: ({ currentPage, pageSize }) => ({ data: { customer: { __typename: 'Customer', wishlists: [wishlist(currentPage, pageSize)] } } }),
    addWishlistItemsToCart: ({ itemIds }) => {
      if (!refuseCart) take(itemIds);
      const errors = refuseCart ? [{ __typename: 'WishlistCartUserInputError', message: refuseCart, wishlistItemId: itemIds[0] }] : [];
      return { data: { addWishlistItemsToCart: { __typename: 'AddWishlistItemsToCartOutput', status: !refuseCart, add_wishlist_items_to_cart_user_errors: errors, wishlist: { __typename: 'Wishlist', id: '7', items_count: ids.length } } } };
    },
    removeWishlistItem: ({ itemIds }) => {
      take(itemIds);
      return { data: { removeProductsFromWishlist: { __typename: 'RemoveProductsFromWishlistOutput', wishlist: { __typename: 'Wishlist', id: '7', items_count: ids.length }, user_errors: [] } } };
    },
  };
  return { resolvers, ids };
}

const productLinks = () => screen.queryAllByRole('link', { name: /^Product SKU-/ }).map((link) => link.textContent);

describe('/wishlist', () => {
  it('shows 12 items, and Show More appends the next page', async () => {
    const { sent } = await renderApp('/wishlist', { signedIn: true, resolvers: wishlistServer(14).resolvers });
    expect(await screen.findByText('14 items')).toBeInTheDocument();
    expect(productLinks()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Product SKU-1' })).toHaveAttribute('href', '/sku-1.html');
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await screen.findByRole('link', { name: 'Product SKU-14' });
    expect(productLinks()).toEqual(Array.from({ length: 14 }, (_, index) => `Product SKU-${index + 1}`));
    expect(sent.filter(({ operationName }) => operationName === 'wishlistPage').map(({ variables }) => variables.currentPage)).toContain(2);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('moves an item to the cart, and removes another', async () => {
    const server = wishlistServer(3);
    const { sent } = await renderApp('/wishlist', { signedIn: true, resolvers: server.resolvers });
    await screen.findByText('3 items');
    const countsAsked = () => sent.filter(({ operationName }) => operationName === 'getItemCount').length;
    const before = countsAsked();
    const first = screen.getByRole('link', { name: 'Product SKU-1' }).closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(server.ids).toEqual(['2', '3']);
    // The header's cart count is read again.
    expect(countsAsked()).toBeGreaterThan(before);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Product SKU-3 from the wishlist' }));
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(server.ids).toEqual(['2']);
    // An item out of stock cannot go to the cart.
    expect(within(screen.getByRole('link', { name: 'Product SKU-2' }).closest('li')!).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("keeps an item the cart refuses, with Magento's message on its line", async () => {
    const server = wishlistServer(1, { refuseCart: 'The requested qty is not available' });
    await renderApp('/wishlist', { signedIn: true, resolvers: server.resolvers });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested qty is not available');
    expect(server.ids).toEqual(['1']);
  });

  it('says when the wishlist is empty', async () => {
    await renderApp('/wishlist', { signedIn: true, resolvers: wishlistServer(0).resolvers });
    expect(await screen.findByText(/Your wishlist is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});
