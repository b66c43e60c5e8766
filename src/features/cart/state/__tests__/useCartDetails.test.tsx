import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { cartNumItems } from '../../../../lib/store/cart/cartDetails';
import { getCartDetails } from '../../../../lib/store/cart/itemActions';
import { cartDetails } from '../../../../lib/store/testing/cartFixtures';
import { createTestStore, type TestStoreOptions } from '../../../../lib/store/testing/createTestStore';
import { useCartDetails } from '../useCartDetails';

const earlier = cartDetails('cart-1', [{ uid: 'a', sku: 'SERUM', quantity: 1 }]);
const now = cartDetails('cart-1', [{ uid: 'a', sku: 'SERUM', quantity: 3 }]);

function renderCartDetails(options: TestStoreOptions = {}) {
  const testStore = createTestStore({ cartId: 'cart-1', graphql: { getCartDetails: () => ({ data: { cart: now } }) }, ...options });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={testStore.apolloClient}>
      <Provider store={testStore.store}>{children}</Provider>
    </ApolloProvider>
  );
  return { ...testStore, ...renderHook(() => useCartDetails(), { wrapper }) };
}

describe('useCartDetails', () => {
  it("shows no earlier visit's copy before the details are asked for, then the cache as the fetch leaves it", async () => {
    const { result, store, writeCart, sentNames } = renderCartDetails();
    act(() => void writeCart(earlier));
    expect(result.current).toEqual({});

    let fetched!: Promise<void>;
    act(() => {
      fetched = store.dispatch(getCartDetails());
    });
    // Asked for: the copy the cache holds is shown until the shop answers.
    await waitFor(() => expect(cartNumItems(result.current)).toBe(1));
    await act(() => fetched);
    await waitFor(() => expect(cartNumItems(result.current)).toBe(3));
    // The hook never asks the shop itself: the one request is the thunk's.
    expect(sentNames()).toEqual(['getCartDetails']);
  });

  it("never shows another cart's details (the cache keeps one cart, whatever the id)", async () => {
    const { result, store, writeCart } = renderCartDetails({ cartId: 'cart-2', graphql: { getCartDetails: () => ({ networkError: new TypeError('Failed to fetch') }) } });
    act(() => void writeCart(earlier));
    await act(() => store.dispatch(getCartDetails()));
    expect(store.getState().cart.hasRequestedDetails).toBe(true);
    expect(result.current).toEqual({});
  });
});
