import { StorageKeys } from '../../../persistence/keys';
import { createTestStore } from '../../testing/createTestStore';
import { signInWithToken } from '../signIn';

const merged = (variables: Record<string, unknown>) => ({
  data: { mergeCarts: { __typename: 'Cart', id: variables.destinationCartId, total_quantity: 3 } },
});

describe('signing in with a token', () => {
  it("merges the guest cart into the customer's cart and never uses the guest cart id again", async () => {
    const { store, persistence, sent, sentNames, evictions } = createTestStore({
      cartId: 'guest-cart',
      graphql: { createCart: () => ({ data: { cartId: 'customer-cart' } }), mergeGuestCart: merged },
    });
    await store.dispatch(signInWithToken('tok'));

    expect(store.getState().user.isSignedIn).toBe(true);
    expect(persistence.getItem(StorageKeys.signinToken)).toBe('tok');
    expect(store.getState().cart.cartId).toBe('customer-cart');
    expect(persistence.getItem(StorageKeys.cartId)).toBe('customer-cart');
    expect(sentNames()).toEqual(['createCart', 'mergeGuestCart']);
    expect(sent[1].variables).toEqual({ sourceCartId: 'guest-cart', destinationCartId: 'customer-cart' });
    expect(evictions).toEqual(['cart']);
    // The header's count is read again for the merged cart.
    expect(store.getState().cart.isCartObsolete).toBe(true);
  });

  it('stays signed in with its own cart when there is nothing to merge or the merge is refused', async () => {
    const refused = createTestStore({
      cartId: 'ordered-guest-cart',
      graphql: {
        createCart: () => ({ data: { cartId: 'customer-cart' } }),
        mergeGuestCart: () => ({ data: null, errors: [{ message: "The cart isn't active." }] }),
      },
    });
    await refused.store.dispatch(signInWithToken('tok'));
    expect(refused.store.getState().cart.cartId).toBe('customer-cart');
    expect(refused.store.getState().user.isSignedIn).toBe(true);
    expect(refused.store.getState().app.unhandledErrors).toEqual([]);

    const noGuestCart = createTestStore({ graphql: { createCart: () => ({ data: { cartId: 'customer-cart' } }) } });
    await noGuestCart.store.dispatch(signInWithToken('tok'));
    expect(noGuestCart.sentNames()).toEqual(['createCart']);
  });
});
