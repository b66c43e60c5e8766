import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { WishlistHeart } from '../WishlistHeart';

/** A wishlist server: the items' SKUs, changed by add and remove. */
function wishlistServer(initial: string[], refuseAdd?: string): { resolvers: FakeResolvers; skus: string[] } {
  const skus = [...initial];
  const wishlist = () => ({
    __typename: 'Wishlist',
    id: '7',
    items_count: skus.length,
    items_v2: {
      __typename: 'WishlistItems',
      items: skus.map((sku, index) => ({ __typename: 'SimpleWishlistItem', id: String(index + 1), product: { __typename: 'SimpleProduct', uid: btoa(sku), sku } })),
    },
  });
  const resolvers: FakeResolvers = {
    wishlistProducts: () => ({ data: { customer: { __typename: 'Customer', wishlists: [wishlist()] } } }),
    addToWishlist: ({ sku }) => {
      if (refuseAdd) return { data: { addProductsToWishlist: { __typename: 'AddProductsToWishlistOutput', wishlist: wishlist(), user_errors: [{ __typename: 'WishListUserInputError', message: refuseAdd }] } } };
      skus.push(sku);
      return { data: { addProductsToWishlist: { __typename: 'AddProductsToWishlistOutput', wishlist: wishlist(), user_errors: [] } } };
    },
    removeWishlistItem: ({ itemIds }) => {
      skus.splice(Number(itemIds[0]) - 1, 1);
      return { data: { removeProductsFromWishlist: { __typename: 'RemoveProductsFromWishlistOutput', wishlist: wishlist(), user_errors: [] } } };
    },
  };
  return { resolvers, skus };
}

const heart = <WishlistHeart sku="NALU-30" productName="Nalu Serum" />;

describe('the wishlist heart', () => {
  it('sends a guest to sign in, to come back to the page afterwards', async () => {
    const { currentLocation, sent } = await renderApp('/nalu-30.html', { ui: heart, resolvers: wishlistServer([]).resolvers });
    await userEvent.click(screen.getByRole('button', { name: 'Add Nalu Serum to the wishlist' }));
    expect(currentLocation()).toMatchObject({ pathname: '/sign-in', state: { from: '/nalu-30.html' } });
    expect(sent.map(({ operationName }) => operationName)).not.toContain('wishlistProducts');
  });

  it('adds the product, then takes it out again', async () => {
    const server = wishlistServer(['OTHER-1']);
    await renderApp('/nalu-30.html', { signedIn: true, ui: heart, resolvers: server.resolvers });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Nalu Serum to the wishlist' }));
    const filled = await screen.findByRole('button', { name: 'Remove Nalu Serum from the wishlist' });
    expect(filled).toHaveAttribute('data-in-wishlist', 'true');
    expect(server.skus).toEqual(['OTHER-1', 'NALU-30']);

    await userEvent.click(filled);
    await screen.findByRole('button', { name: 'Add Nalu Serum to the wishlist' });
    expect(server.skus).toEqual(['OTHER-1']);
  });

  it("shows Magento's refusal beside the heart and leaves the wishlist as it was", async () => {
    const server = wishlistServer([], 'Could not find a product with SKU "NALU-30"');
    await renderApp('/nalu-30.html', { signedIn: true, ui: heart, resolvers: server.resolvers });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Nalu Serum to the wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not find a product with SKU "NALU-30"');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Nalu Serum to the wishlist' })).toHaveAttribute('data-in-wishlist', 'false'));
  });
});
