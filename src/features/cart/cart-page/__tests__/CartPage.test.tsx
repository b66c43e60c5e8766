import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import { type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import appActions from '../../../../lib/store/app/actions';
import { UNREACHABLE_RETRY_MS } from '../../state/useCartReconnect';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';

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
      if (quantity > 100) return { networkError: new Error('The requested qty is not available') };
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
const lipstick = { uid: 'l3', sku: 'LIPSTICK', name: 'Velvet Lipstick', quantity: 1, price: 89000, options: { Shade: 'Coral' } };

/** The page's own notices (the toasts say offline and online too, outside the page). */
const pageStatus = () => within(screen.getByRole('main')).queryByRole('status');
const lineNames = () => screen.getAllByTestId('cart-line').map((line) => within(line).getByRole('link').textContent);
const lineOf = (name: string) => screen.getAllByTestId('cart-line').find((line) => within(line).queryByRole('link', { name }))!;

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

  it("changes a configurable line's quantity in place, so the line keeps its place in the cart", async () => {
    const { sent } = await renderApp('/cart', { resolvers: cartServer([lipstick, toner]) });
    await screen.findAllByTestId('cart-line');
    await userEvent.click(screen.getByRole('button', { name: /Increase.*Velvet Lipstick/ }));
    expect(await within(lineOf('Velvet Lipstick')).findByText(/Rp\s178\.000/)).toBeInTheDocument();
    expect(sent.filter((operation) => /CartItems|ItemFromCart|ProductsToCart/.test(operation.operationName)).map(({ operationName, variables }) => [operationName, variables])).toEqual([
      ['updateCartItems', expect.objectContaining({ itemUid: 'l3', quantity: 2 })],
    ]);
    expect(lineNames()).toEqual(['Velvet Lipstick', 'Rice Toner']);
  });

  it('shows a refused quantity’s message on its own line and puts the field back to what the cart holds', async () => {
    await renderApp('/cart', { resolvers: cartServer([serum, toner]) });
    await screen.findAllByTestId('cart-line');
    const serumLine = lineOf('Bloom Serum');
    const field = within(serumLine).getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '999' } });
    expect(await within(serumLine).findByRole('alert')).toHaveTextContent('The requested qty is not available');
    expect(field).toHaveValue(2);
    expect(field).toHaveAccessibleDescription('The requested qty is not available');
    expect(serumLine).toHaveTextContent(/Rp\s250\.000/);
    // Only that line says so: not the page, not the other line.
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // A quantity the cart takes clears the message.
    await userEvent.click(within(serumLine).getByRole('button', { name: /Increase/ }));
    expect(await within(serumLine).findByText(/Rp\s375\.000/)).toBeInTheDocument();
    expect(within(serumLine).queryByRole('alert')).toBeNull();
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

  it("shows the shop's message instead of an empty summary when the cart cannot be loaded", async () => {
    await renderApp('/cart', { resolvers: { ...cartServer([serum]), getCartDetails: () => ({ networkError: new CombinedGraphQLErrors({ errors: [{ message: 'Internal server error' }] }) }) } });
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.queryByRole('region', { name: 'Order Summary' })).toBeNull();
  });

  it('offers to go on shopping when the cart is empty', async () => {
    await renderApp('/cart', { resolvers: cartServer([]) });
    expect(await screen.findByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  // The shipping estimate (Estimate Shipping: province, postal code, methods) has its own tests: ShippingEstimateForm.test.tsx.

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

  describe('offline', () => {
    it('says so over the cart as last loaded, with its lines kept and not changeable, and catches up when back online', async () => {
      const { store, sent } = await renderApp('/cart', { resolvers: cartServer([serum, toner]) });
      await screen.findAllByTestId('cart-line');
      act(() => void store.dispatch(appActions.setOffline()));
      expect(pageStatus()).toHaveTextContent('You are offline. This is your cart as it was last loaded');
      expect(lineNames()).toEqual(['Bloom Serum', 'Rice Toner']);
      expect(within(lineOf('Bloom Serum')).getByRole('button', { name: /Increase/ })).toBeDisabled();
      expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent(/Subtotal \(3 items\)Rp\s304\.000/);
      expect(screen.queryByText(/Remove the items that cannot be bought/)).toBeNull();

      const fetchesBefore = sent.filter((operation) => operation.operationName === 'getCartDetails').length;
      act(() => void store.dispatch(appActions.setOnline()));
      expect(pageStatus()).toBeNull();
      await screen.findAllByTestId('cart-line');
      expect(sent.filter((operation) => operation.operationName === 'getCartDetails').length).toBe(fetchesBefore + 1);
      expect(within(lineOf('Bloom Serum')).getByRole('button', { name: /Increase/ })).toBeEnabled();
    });

    it('says so instead of an empty summary when the cart was never loaded, and shows it once back online', async () => {
      let reachable = false;
      const resolvers: FakeResolvers = {
        ...cartServer([serum]),
        getCartDetails: ({ cartId }) => (reachable ? { data: { cart: cartDetails(cartId, [serum]) } } : { networkError: new TypeError('Failed to fetch') }),
      };
      const { store } = await renderApp('/cart', { resolvers });
      act(() => void store.dispatch(appActions.setOffline()));
      expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('You are offline. Your cart shows here as soon as you are back online.');
      expect(screen.queryByRole('region', { name: 'Order Summary' })).toBeNull();
      expect(screen.queryByText(/Remove the items that cannot be bought/)).toBeNull();

      reachable = true;
      act(() => void store.dispatch(appActions.setOnline()));
      expect(await screen.findByText('Bloom Serum')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent(/Subtotal \(2 items\)/);
    });
  });

  describe('when the shop cannot be reached while the browser says it is online (a reload offline)', () => {
    afterEach(() => jest.useRealTimers());

    it('says it is offline, and asks again every few seconds until the shop answers', async () => {
      jest.useFakeTimers({ advanceTimers: true });
      let reachable = false;
      const resolvers: FakeResolvers = {
        ...cartServer([serum]),
        getCartDetails: ({ cartId }) => (reachable ? { data: { cart: cartDetails(cartId, [serum]) } } : { networkError: new TypeError('Failed to fetch') }),
      };
      const { sent } = await renderApp('/cart', { resolvers });
      expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('You are offline. Your cart shows here as soon as you are back online.');
      const asked = () => sent.filter((operation) => operation.operationName === 'getCartDetails').length;
      const first = asked();
      await act(async () => void jest.advanceTimersByTime(UNREACHABLE_RETRY_MS));
      expect(asked()).toBe(first + 1);

      reachable = true;
      await act(async () => void jest.advanceTimersByTime(UNREACHABLE_RETRY_MS));
      expect(await screen.findByText('Bloom Serum')).toBeInTheDocument();
      expect(pageStatus()).toBeNull();
      // Answered: no more asking.
      const settled = asked();
      await act(async () => void jest.advanceTimersByTime(3 * UNREACHABLE_RETRY_MS));
      expect(asked()).toBe(settled);
    });
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
