import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartNumItems } from '../../../../lib/store/cart/cartDetails';
import { addProductsAnswer, cartDetails } from '../../../../lib/store/testing/cartFixtures';
import { createTestStore, type FakeGraphql } from '../../../../lib/store/testing/createTestStore';
import { createErrorScrubLink } from '../../../../lib/apollo/links/errorScrubLink';
import { useAddToCart } from '../useAddToCart';

const QTY_NOT_AVAILABLE = { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' };

/** A server refusing more than 5 units of any item, with the cart answering what was added. */
function shop(): FakeGraphql {
  let quantity = 0;
  return {
    addProductsToCart: ({ cartId, cartItems }) => {
      const refused = cartItems.filter((item: { quantity: number }) => item.quantity > 5);
      quantity += cartItems.filter((item: { quantity: number }) => item.quantity <= 5).reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0);
      return addProductsAnswer(cartId, quantity, refused.map(() => QTY_NOT_AVAILABLE));
    },
    getCartDetails: ({ cartId }) => ({ data: { cart: cartDetails(cartId, quantity ? [{ uid: 'l1', sku: 'VIT-C', quantity }] : []) } }),
  };
}

function setup() {
  const testStore = createTestStore({ cartId: 'cart-1', graphql: shop() });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={testStore.store}>{children}</Provider>;
  return { ...testStore, wrapper };
}

describe('useAddToCart', () => {
  it('resolves true once the cart holds the items, busy meanwhile, and the cart count follows', async () => {
    const { readCart, wrapper } = setup();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    expect(result.current).toMatchObject({ isAdding: false, errorMessage: null });

    let pending!: Promise<boolean>;
    act(() => {
      pending = result.current.addToCart([{ sku: 'VIT-C', quantity: 2 }]);
    });
    expect(result.current.isAdding).toBe(true);
    await act(async () => {
      expect(await pending).toBe(true);
    });
    expect(result.current).toMatchObject({ isAdding: false, errorMessage: null });
    expect(cartNumItems(readCart())).toBe(2);
  });

  it("resolves false with Magento's message, which the next successful add clears", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      expect(await result.current.addToCart([{ sku: 'VIT-C', quantity: 99 }])).toBe(false);
    });
    expect(result.current.errorMessage).toBe('The requested qty is not available');

    await act(async () => {
      expect(await result.current.addToCart([{ sku: 'VIT-C', quantity: 1 }])).toBe(true);
    });
    expect(result.current.errorMessage).toBeNull();
  });

  it("keeps each caller's error to itself", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ first: useAddToCart(), second: useAddToCart() }), { wrapper });
    await act(async () => {
      await result.current.first.addToCart([{ sku: 'VIT-C', quantity: 99 }]);
    });
    expect(result.current.first.errorMessage).toBe('The requested qty is not available');
    expect(result.current.second).toMatchObject({ errorMessage: null, isAdding: false });
  });
});

describe("useAddToCart and the storefront's error link", () => {
  it.each([
    ['INSUFFICIENT_STOCK', 'The requested qty is not available'],
    ['NOT_SALABLE', 'Product that you are trying to add is not available.'],
    ['UNDEFINED', 'The product quantity should be greater than 0'],
  ])('shows the stock refusal %s: the link scrubs stock errors from carts, not user_errors', async (code, message) => {
    const testStore = createTestStore({
      cartId: 'cart-1',
      links: [createErrorScrubLink()],
      graphql: { addProductsToCart: ({ cartId }) => addProductsAnswer(cartId, 0, [{ code, message }]) },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={testStore.store}>{children}</Provider>;
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    await act(async () => {
      expect(await result.current.addToCart([{ sku: 'VIT-C', quantity: 1 }])).toBe(false);
    });
    expect(result.current.errorMessage).toBe(message);
  });
});
