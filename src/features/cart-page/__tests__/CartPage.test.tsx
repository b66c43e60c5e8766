import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../app/__testUtils__/renderApp';
import { fakeResponse } from '../../../lib/apollo/__testUtils__/fakeFetch';
import { type FakeResolvers } from '../../../app/__testUtils__/fakeGraphql';
import { cartDetails } from '../../../lib/store/testing/cartFixtures';

type Line = Parameters<typeof cartDetails>[1][number];

const COUPONS: Record<string, number> = { JINGGAHEMAT: 25000 };

function cartServer(lines: Line[]) {
  let current = lines;
  let coupon: { code: string; discount: number } | null = null;
  const resolvers: FakeResolvers = {
    getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, current, coupon) } }),
    applyCouponToCart: ({ cartId, couponCode }) => {
      if (!(couponCode in COUPONS)) return { networkError: new Error("The coupon code isn't valid. Verify the code and try again.") };
      coupon = { code: couponCode, discount: COUPONS[couponCode] };
      return { data: { applyCouponToCart: { __typename: 'ApplyCouponToCartOutput', cart: { __typename: 'Cart', id: cartId } } } };
    },
    removeCouponFromCart: ({ cartId }) => {
      coupon = null;
      return { data: { removeCouponFromCart: { __typename: 'RemoveCouponFromCartOutput', cart: { __typename: 'Cart', id: cartId } } } };
    },
    updateCartItems: ({ cartId, itemUid, quantity }) => {
      current = current.map((line) => (line.uid === itemUid ? { ...line, quantity } : line));
      return { data: { updateCartItems: { __typename: 'UpdateCartItemsOutput', cart: { __typename: 'Cart', id: cartId } } } };
    },
    removeItemFromCart: ({ cartId, itemUid }) => {
      current = current.filter((line) => line.uid !== itemUid);
      return { data: { removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart: { __typename: 'Cart', id: cartId } } } };
    },
  };
  return resolvers;
}

const serum = { uid: 'l1', sku: 'SERUM', name: 'Bloom Serum', quantity: 2, price: 125000 };
const toner = { uid: 'l2', sku: 'TONER', name: 'Rice Toner', quantity: 1, price: 54000 };

describe('/cart', () => {
  it('lists the lines with their prices and the totals in IDR, and leads to checkout', async () => {
    await renderApp('/cart', { resolvers: cartServer([serum, toner]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    const lines = screen.getAllByTestId('cart-line');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual(['Bloom Serum', 'Rice Toner']);
    expect(lines[0]).toHaveTextContent(/Rp\s125\.000 each/);
    expect(lines[0]).toHaveTextContent(/Rp\s250\.000/);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent(/Subtotal \(3 items\)Rp\s304\.000/);
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('changes a quantity and removes a line through Magento’s mutations', async () => {
    const { sent } = await renderApp('/cart', { resolvers: cartServer([serum, toner]) });
    await screen.findAllByTestId('cart-line');
    await userEvent.click(screen.getByRole('button', { name: /Increase.*Bloom Serum/ }));
    expect(sent.filter((operation) => operation.operationName === 'updateCartItems').map(({ variables }) => variables)).toEqual([
      expect.objectContaining({ itemUid: 'l1', quantity: 3 }),
    ]);
    expect(await screen.findByText(/Rp\s375\.000/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rice Toner from the cart' }));
    expect(sent.filter((operation) => operation.operationName === 'removeItemFromCart').map(({ variables }) => variables)).toEqual([
      expect.objectContaining({ itemUid: 'l2' }),
    ]);
    await screen.findByText('Bloom Serum');
    expect(screen.queryByText('Rice Toner')).toBeNull();
  });

  it('flags a line that cannot be bought and blocks checkout until it changes', async () => {
    await renderApp('/cart', { resolvers: cartServer([serum, { ...toner, problem: 'The requested qty is not available' }]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested qty is not available');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('applies a coupon (its discount in the totals), shows Magento’s message for a bad one, and removes it', async () => {
    await renderApp('/cart', { resolvers: cartServer([serum, toner]) });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The coupon code isn't valid. Verify the code and try again.");
    await userEvent.clear(field);
    await userEvent.type(field, 'JINGGAHEMAT');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon JINGGAHEMAT applied.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent(/Discount \(JINGGAHEMAT\)−Rp\s25\.000/);
    expect(summary).toHaveTextContent(/Order TotalRp\s279\.000/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeInTheDocument();
    expect(summary).toHaveTextContent(/Order TotalRp\s304\.000/);
  });

  it('offers to go on shopping when the cart is empty', async () => {
    await renderApp('/cart', { resolvers: cartServer([]) });
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it("estimates the cheapest delivery with Magento's estimate-shipping-methods, and the total with it", async () => {
    const requests: Array<{ url: string; body: unknown }> = [];
    const rates = [
      { carrier_code: 'jne', method_code: 'reg', carrier_title: 'JNE', method_title: 'Reguler', amount: 18000, available: true },
      { carrier_code: 'sicepat', method_code: 'reg', carrier_title: 'SiCepat', method_title: 'Reguler', amount: 16000, available: true },
      { carrier_code: 'instore', method_code: 'pickup', carrier_title: 'In-Store Pickup Delivery', method_title: 'In-Store Pickup', amount: 0, available: true },
    ];
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return fakeResponse(rates);
    }) as typeof fetch;
    try {
      await renderApp('/cart', { resolvers: cartServer([serum, toner]) });
      const summary = await screen.findByRole('region', { name: 'Order Summary' });
      // In-store pickup is not a delivery: SiCepat's Rp 16.000 is the cheapest.
      expect(await within(summary).findByText('Shipping (SiCepat - Reguler, estimated)')).toBeInTheDocument();
      expect(summary).toHaveTextContent(/Estimated TotalRp\s320\.000/);
      expect(requests).toEqual([{ url: expect.stringMatching(/^\/rest\/V1\/guest-carts\/\w+\/estimate-shipping-methods$/), body: { address: { country_id: 'ID' } } }]);
    } finally {
      globalThis.fetch = fetchBefore;
    }
  });

  it("lists the taxes a shop's tax rules apply, in the total", async () => {
    const resolvers: FakeResolvers = {
      ...cartServer([serum]),
      getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, [serum], null, [{ label: 'PPN 11%', amount: 27500 }]) } }),
    };
    await renderApp('/cart', { resolvers });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Tax (PPN 11%)')).toBeInTheDocument();
    expect(summary).toHaveTextContent(/Tax \(PPN 11%\)Rp\s27\.500/);
    expect(summary).toHaveTextContent(/TotalRp\s277\.500/);
  });

  describe('Move to Wishlist', () => {
    function withWishlist(refuse?: string) {
      const wished: unknown[] = [];
      const resolvers: FakeResolvers = {
        ...cartServer([serum, toner]),
        cartWishlistId: () => ({ data: { customer: { __typename: 'Customer', wishlists: [{ __typename: 'Wishlist', id: '4' }] } } }),
        cartMoveToWishlist: ({ wishlistId, items }) => {
          wished.push({ wishlistId, items });
          const user_errors = refuse ? [{ __typename: 'WishListUserInputError', code: 'PRODUCT_NOT_FOUND', message: refuse }] : [];
          return { data: { addProductsToWishlist: { __typename: 'AddProductsToWishlistOutput', wishlist: { __typename: 'Wishlist', id: wishlistId, items_count: 1 }, user_errors } } };
        },
      };
      return { resolvers, wished };
    }

    it('is offered only to signed-in customers', async () => {
      await renderApp('/cart', { resolvers: withWishlist().resolvers });
      await screen.findAllByTestId('cart-line');
      expect(screen.queryByRole('button', { name: /to the wishlist/ })).toBeNull();
    });

    it("moves a line's product (with its quantity) to the wishlist, then out of the cart", async () => {
      const { resolvers, wished } = withWishlist();
      await renderApp('/cart', { signedIn: true, resolvers });
      await userEvent.click(await screen.findByRole('button', { name: 'Move Rice Toner to the wishlist' }));
      expect(wished).toEqual([{ wishlistId: '4', items: [expect.objectContaining({ sku: 'TONER', quantity: 1 })] }]);
      await screen.findByText(/Subtotal \(2 items\)/);
      expect(screen.getAllByTestId('cart-line').map((line) => within(line).getByRole('link').textContent)).toEqual(['Bloom Serum']);
    });

    it("keeps the line and shows Magento's message when the wishlist refuses it", async () => {
      await renderApp('/cart', { signedIn: true, resolvers: withWishlist('Could not find a product with SKU "TONER"').resolvers });
      await userEvent.click(await screen.findByRole('button', { name: 'Move Rice Toner to the wishlist' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Could not find a product with SKU "TONER"');
      expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    });
  });
});
