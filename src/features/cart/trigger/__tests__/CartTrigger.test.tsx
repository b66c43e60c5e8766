import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import appActions from '../../../../lib/store/app/actions';
import cartActions from '../../../../lib/store/cart/actions';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';
import { storeConfigAnswer } from '../../../../app/__testUtils__/fakeGraphql';
import { renderChrome, type RenderChromeOptions } from '../../../chrome/header/__testUtils__/renderChrome';
import { useStoreConfig } from '../../../../lib/storeConfig/useStoreConfig';
import { badgeText } from '../badgeText';
import { CartTrigger } from '../CartTrigger';

/** A getItemCount answer for `quantity` units, counting how often it was asked. */
function itemCount(quantity: number) {
  const calls: Array<Record<string, unknown>> = [];
  const resolver = (variables: Record<string, unknown>) => {
    calls.push(variables);
    return { data: { cart: { __typename: 'Cart', id: String(variables.cartId), total_quantity: quantity } } };
  };
  return { calls, resolvers: { getItemCount: resolver } };
}

const signedInWithCart = (quantity: number, options: RenderChromeOptions = {}) => {
  const { calls, resolvers } = itemCount(quantity);
  return { calls, options: { token: 'customer-token', cartId: 'cart-1', resolvers, ...options } };
};

describe('badgeText', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('CartTrigger on desktop', () => {
  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
  ])('shows a badge for %i units as %s, and the count in its accessible name', async (quantity, text) => {
    const { options } = signedInWithCart(quantity);
    await renderChrome(<CartTrigger />, options);
    const button = screen.getByRole('button', { name: /Cart/ });
    expect(button).toHaveAccessibleName(new RegExp(`^Cart .* ${quantity} items$`));
    expect(screen.getByTestId('cart-count-badge')).toHaveTextContent(text);
  });

  it('asks for the count only when signed in with a cart id', async () => {
    const signedIn = signedInWithCart(3);
    await renderChrome(<CartTrigger />, signedIn.options);
    expect(signedIn.calls).toEqual([{ cartId: 'cart-1' }]);

    for (const options of [{ cartId: 'cart-1' }, { token: 'customer-token' }]) {
      const { calls, resolvers } = itemCount(3);
      const { unmount } = await renderChrome(<CartTrigger />, { ...options, resolvers });
      expect(calls).toEqual([]);
      unmount();
    }
  });

  it("counts a guest's cart from the cart details and shows the price in the cart's currency", async () => {
    const { calls, resolvers } = itemCount(40);
    const { store, writeCart } = await renderChrome(<CartTrigger />, { cartId: 'guest-cart', resolvers });
    // The cart's details as a fetch leaves them: the answer in the Apollo cache, the request over.
    act(() => {
      writeCart(
        cartDetails('guest-cart', [
          { uid: 'a', sku: 'VIT-C', quantity: 2, price: 50000 },
          { uid: 'b', sku: 'ZINC', quantity: 1, price: 50000 },
        ]),
      );
      store.dispatch(cartActions.getDetails.request());
      store.dispatch(cartActions.getDetails.receive());
    });
    // Apollo tells its watchers about a cache write after the write itself.
    const button = await screen.findByRole('button', { name: /^Cart .*3 items$/ });
    expect(calls).toEqual([]);
    expect(button).toHaveTextContent(/Rp\s150\.000/);
    expect(button).toHaveTextContent('3 items');
  });

  it('refetches the count when the cart is flagged obsolete, then clears the flag', async () => {
    const { calls, options } = signedInWithCart(2);
    const { store } = await renderChrome(<CartTrigger />, options);
    expect(calls).toHaveLength(1);
    await act(async () => {
      store.dispatch(cartActions.markObsolete());
    });
    expect(calls).toHaveLength(2);
    expect(store.getState().cart.isCartObsolete).toBe(false);
  });

  it('toggles the mini cart drawer: a dialog with a heading and focus inside, closed by Escape', async () => {
    const { store } = await renderChrome(<CartTrigger />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Cart/ });
    await user.click(trigger);
    expect(store.getState().app.drawer).toBe('cart');
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().app.drawer).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes the drawer on its close button and when the drawer state closes (the page mask)', async () => {
    const { store } = await renderChrome(<CartTrigger />);
    await userEvent.click(screen.getByRole('button', { name: /Cart/ }));
    act(() => {
      store.dispatch(appActions.toggleDrawer(null));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Cart/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.drawer).toBeNull();
  });
});

describe('CartTrigger under 768 px', () => {
  it('is a link to /cart with the count, and follows the viewport when it widens', async () => {
    const { options } = signedInWithCart(4, { width: 390 });
    const { resize } = await renderChrome(<CartTrigger />, options);
    const link = screen.getByRole('link', { name: 'Cart, 4 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: /Cart/ })).not.toBeInTheDocument();
    act(() => resize(1024));
    expect(screen.getByRole('button', { name: /^Cart .*4 items$/ })).toBeInTheDocument();
  });

  it('treats 767 px as mobile and 768 px as desktop', async () => {
    const narrow = await renderChrome(<CartTrigger />, { width: 767 });
    expect(screen.getByRole('link', { name: /Cart/ })).toBeInTheDocument();
    narrow.unmount();
    await renderChrome(<CartTrigger />, { width: 768 });
    expect(screen.getByRole('button', { name: /Cart/ })).toBeInTheDocument();
  });
});

describe('CartTrigger for a guest coming back with a stored cart', () => {
  it('fetches the cart details once the page is idle and counts them', async () => {
    const asked: string[] = [];
    const graphql = {
      getCartDetails: ({ cartId }: Record<string, unknown>) => {
        asked.push(String(cartId));
        return { data: { cart: cartDetails(String(cartId), [{ uid: 'a', sku: 'SERUM', quantity: 2 }]) } };
      },
    };
    await renderChrome(<CartTrigger />, { cartId: 'cart-1', graphql });
    await screen.findByRole('button', { name: /^Cart .* 2 items$/ });
    expect(asked).toEqual(['cart-1']);
  });

  it("shows a signed-in customer's cart price too, besides the count the count query gives", async () => {
    const { resolvers } = itemCount(2);
    const graphql = { getCartDetails: ({ cartId }: Record<string, unknown>) => ({ data: { cart: cartDetails(String(cartId), [{ uid: 'a', sku: 'SERUM', quantity: 2, price: 75000 }]) } }) };
    await renderChrome(<CartTrigger />, { token: 'customer-token', cartId: 'cart-1', resolvers, graphql });
    await screen.findByRole('button', { name: /^Cart Rp\s150\.000 2 items$/ });
  });

  it('asks nothing for a cart created on this visit (it is empty)', async () => {
    const asked: string[] = [];
    const { store } = await renderChrome(<CartTrigger />, { graphql: { getCartDetails: () => (asked.push('x'), { data: null }) } });
    await act(async () => {
      store.dispatch(cartActions.getCart.receive('new-cart'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(asked).toEqual([]);
  });
});

describe("CartTrigger's price before the cart has prices", () => {
  /** The page frame asks for the store configuration; the trigger reads its answer. */
  function WithPageFrame() {
    useStoreConfig();
    return <CartTrigger />;
  }

  it("reads the store's display currency (Rp 0) on a first visit, not the empty cart's USD", async () => {
    await renderChrome(<WithPageFrame />);
    const button = screen.getByRole('button', { name: /^Cart/ });
    expect(button).toHaveAccessibleName(/^Cart Rp\s0 0 items$/);
    expect(button).not.toHaveTextContent('$');
  });

  it("follows the store's default display currency", async () => {
    await renderChrome(<WithPageFrame />, { resolvers: { storeConfigData: () => storeConfigAnswer({ default_display_currency_code: 'EUR' }) } });
    expect(screen.getByRole('button', { name: /^Cart/ })).toHaveTextContent(/€0\.00/);
  });
});
