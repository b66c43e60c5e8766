import { StorageKeys } from '../../../persistence/keys';
import { answering, cartIdSequence, createTestStore, failing } from '../../testing/createTestStore';
import actions from '../actions';
import {
  addItemToCart,
  createCart,
  getCartDetails,
  removeCart,
  removeItemFromCart,
  updateItemInCart,
} from '../asyncActions';
import { INVALID_CART_MESSAGES } from '../invalidCart';
import {
  selectCurrencyCode,
  selectIsCartEmpty,
  selectNumItems,
  selectShouldFetchItemCount,
  selectSubtotal,
} from '../selectors';

const product = { sku: 'VIT-C-1000', name: 'Vitamin C 1000' };
const details = {
  id: 'cart-1',
  items: [
    { uid: 'i1', quantity: 2 },
    { uid: 'i2', quantity: 3 },
  ],
  prices: { grand_total: { currency: 'IDR', value: 250000 } },
};

/** Every operation a cart thunk might use, all succeeding unless replaced. */
function operations(overrides: Partial<Record<'fetchCartDetails' | 'addItemMutation' | 'updateItemMutation' | 'removeItemMutation', jest.Mock>> = {}) {
  return {
    fetchCartId: cartIdSequence(),
    fetchCartDetails: answering({ cart: details }),
    addItemMutation: answering({}),
    updateItemMutation: answering({}),
    removeItemMutation: answering({}),
    ...overrides,
  };
}

describe('cart slice: the cart id', () => {
  it('starts with the cart id this browser saved', () => {
    expect(createTestStore({ cartId: 'saved-cart' }).store.getState().cart.cartId).toBe('saved-cart');
    expect(createTestStore().store.getState().cart.cartId).toBeNull();
  });

  it('creates a cart and saves its id when there is none', async () => {
    const { store, persistence } = createTestStore();
    const fetchCartId = cartIdSequence('cart');
    await store.dispatch(createCart({ fetchCartId }));
    expect(store.getState().cart.cartId).toBe('cart-1');
    expect(persistence.getItem(StorageKeys.cartId)).toBe('cart-1');
  });

  it('keeps an existing cart instead of creating one', async () => {
    const { store } = createTestStore({ cartId: 'saved-cart' });
    const fetchCartId = cartIdSequence();
    await store.dispatch(createCart({ fetchCartId }));
    expect(fetchCartId).not.toHaveBeenCalled();
    expect(store.getState().cart.cartId).toBe('saved-cart');
  });

  it("fails with 'Unable to create cart' when no id comes back, leaving no cart", async () => {
    const { store, persistence } = createTestStore();
    await store.dispatch(createCart({ fetchCartId: answering({ cartId: '' }) }));
    expect(store.getState().cart).toMatchObject({ cartId: null });
    expect(store.getState().cart.getCartError?.message).toBe('Unable to create cart');
    expect(persistence.getItem(StorageKeys.cartId)).toBeUndefined();
  });

  it('resets the cart and keeps the error when creating it fails', async () => {
    const { store } = createTestStore();
    await store.dispatch(createCart({ fetchCartId: failing('Internal server error') }));
    expect(store.getState().cart.cartId).toBeNull();
    expect(store.getState().cart.getCartError?.message).toBe('Internal server error');
  });

  it('removes the cart: the saved id, its Apollo cache entries and the state', async () => {
    const { store, persistence, evictions } = createTestStore({ cartId: 'cart-7' });
    store.dispatch(actions.getDetails.receive({ details }));
    await store.dispatch(removeCart());
    expect(store.getState().cart).toMatchObject({ cartId: null, details: {} });
    expect(persistence.getItem(StorageKeys.cartId)).toBeUndefined();
    expect(evictions).toEqual(['cart']);
  });
});

describe('cart slice: items', () => {
  it('adds an item, busy meanwhile, then refreshes the details', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const ops = operations();
    const pending = store.dispatch(addItemToCart({ ...ops, item: product, quantity: 2, parentSku: 'VIT-C' }));
    expect(store.getState().cart.isAddingItem).toBe(true);
    await pending;

    expect(ops.addItemMutation).toHaveBeenCalledWith({
      variables: { cartId: 'cart-1', parentSku: 'VIT-C', product, quantity: 2, sku: 'VIT-C-1000' },
    });
    expect(ops.fetchCartDetails).toHaveBeenCalledWith({ variables: { cartId: 'cart-1' }, fetchPolicy: 'network-only' });
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, addItemError: null, isLoading: false, details });
    expect(selectNumItems(store.getState())).toBe(5);
  });

  it('only stores an ordinary error', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const ops = operations({ addItemMutation: failing('The requested qty is not available') });
    await store.dispatch(addItemToCart({ ...ops, item: product, quantity: 99 }));
    expect(store.getState().cart.addItemError?.message).toBe('The requested qty is not available');
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, cartId: 'cart-1' });
    expect(ops.fetchCartId).not.toHaveBeenCalled();
    expect(ops.addItemMutation).toHaveBeenCalledTimes(1);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it.each(INVALID_CART_MESSAGES)("replaces a guest's invalid cart and retries the add (%s)", async (message) => {
    const { store, persistence, evictions } = createTestStore({ cartId: 'old-cart' });
    const ops = operations({ addItemMutation: failing(`${message} with ID "old-cart"`, {}) });
    await store.dispatch(addItemToCart({ ...ops, item: product, quantity: 1 }));

    expect(ops.addItemMutation).toHaveBeenCalledTimes(2);
    expect(ops.addItemMutation.mock.calls[1][0]?.variables?.cartId).toBe('new-cart-1');
    expect(store.getState().cart).toMatchObject({ cartId: 'new-cart-1', isAddingItem: false, addItemError: null });
    expect(persistence.getItem(StorageKeys.cartId)).toBe('new-cart-1');
    expect(evictions).toEqual(['cart']);
  });

  it('signs a customer out when their cart is invalid on add, then adds to a new guest cart', async () => {
    const { store, persistence, evictions } = createTestStore({ token: 'tok', cartId: 'customer-cart' });
    const ops = operations({ addItemMutation: failing('The current user cannot perform operations on cart "customer-cart"', {}) });
    await store.dispatch(addItemToCart({ ...ops, item: product, quantity: 1 }));

    expect(store.getState().user.isSignedIn).toBe(false);
    expect(persistence.getItem(StorageKeys.signinToken)).toBeUndefined();
    expect(evictions).toEqual(['customer', 'cart']);
    expect(ops.addItemMutation.mock.calls[1][0]?.variables?.cartId).toBe('new-cart-1');
    expect(store.getState().cart.cartId).toBe('new-cart-1');
  });

  it('creates a cart and retries when adding without a cart id', async () => {
    const { store } = createTestStore();
    const ops = operations();
    await store.dispatch(addItemToCart({ ...ops, item: product, quantity: 1 }));
    expect(ops.addItemMutation).toHaveBeenCalledTimes(1);
    expect(ops.addItemMutation.mock.calls[0][0]?.variables?.cartId).toBe('new-cart-1');
  });

  it('does not treat a network error as an invalid cart', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const networkError = Object.assign(new Error('Could not find a cart with ID "cart-1"'), { name: 'ServerError' });
    const ops = operations({ addItemMutation: jest.fn().mockRejectedValue(networkError) });
    await store.dispatch(addItemToCart({ ...ops, item: product, quantity: 1 }));
    expect(store.getState().cart.cartId).toBe('cart-1');
    expect(ops.fetchCartId).not.toHaveBeenCalled();
  });

  it('retries only once when the new cart fails too', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const ops = operations({ addItemMutation: jest.fn().mockRejectedValue(new Error('Could not find a cart')) });
    await store.dispatch(addItemToCart({ ...ops, item: product, quantity: 1 }));
    expect(ops.addItemMutation).toHaveBeenCalledTimes(2);
    expect(store.getState().cart.addItemError?.message).toBe('Could not find a cart');
  });

  it('updates the quantity of a simple product in place, busy meanwhile', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const ops = operations();
    const pending = store.dispatch(updateItemInCart({ ...ops, cartItemId: 'i1', item: product, quantity: 4 }));
    expect(store.getState().cart.isUpdatingItem).toBe(true);
    await pending;
    expect(ops.updateItemMutation).toHaveBeenCalledWith({ variables: { cartId: 'cart-1', itemId: 'i1', quantity: 4 } });
    expect(ops.removeItemMutation).not.toHaveBeenCalled();
    expect(store.getState().cart).toMatchObject({ isUpdatingItem: false, updateItemError: null });
  });

  it('updates a configurable product by removing it and adding it again', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const order: string[] = [];
    const ops = operations({
      removeItemMutation: jest.fn(async () => (order.push('remove'), { data: {} })),
      addItemMutation: jest.fn(async () => (order.push('add'), { data: {} })),
    });
    await store.dispatch(
      updateItemInCart({ ...ops, cartItemId: 'i1', item: product, quantity: 2, parentSku: 'VIT', productType: 'ConfigurableProduct' }),
    );
    expect(order).toEqual(['remove', 'add']);
    expect(ops.updateItemMutation).not.toHaveBeenCalled();
  });

  it("adds the item anew to a guest's new cart when the update hits an invalid cart", async () => {
    const { store } = createTestStore({ cartId: 'old-cart' });
    const ops = operations({ updateItemMutation: failing("The cart isn't active.") });
    await store.dispatch(updateItemInCart({ ...ops, cartItemId: 'i1', item: product, quantity: 3 }));
    expect(ops.updateItemMutation).toHaveBeenCalledTimes(1);
    expect(ops.addItemMutation).toHaveBeenCalledWith({
      variables: { cartId: 'new-cart-1', parentSku: undefined, product, quantity: 3, sku: product.sku },
    });
    expect(store.getState().cart.cartId).toBe('new-cart-1');
  });

  it('retries the update for a customer, who stays signed in', async () => {
    const { store } = createTestStore({ token: 'tok', cartId: 'old-cart' });
    const ops = operations({ updateItemMutation: failing("The cart isn't active.", {}) });
    await store.dispatch(updateItemInCart({ ...ops, cartItemId: 'i1', item: product, quantity: 3 }));
    expect(ops.updateItemMutation).toHaveBeenCalledTimes(2);
    expect(ops.updateItemMutation.mock.calls[1][0]?.variables?.cartId).toBe('new-cart-1');
    expect(ops.addItemMutation).not.toHaveBeenCalled();
    expect(store.getState().user.isSignedIn).toBe(true);
  });

  it('removes an item by its uid and refreshes the details', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const ops = operations();
    await store.dispatch(removeItemFromCart({ ...ops, item: { uid: 'i2' } }));
    expect(ops.removeItemMutation).toHaveBeenCalledWith({ variables: { cartId: 'cart-1', itemId: 'i2' } });
    expect(ops.fetchCartDetails).toHaveBeenCalled();
    expect(store.getState().cart).toMatchObject({ isUpdatingItem: false, removeItemError: null });
  });

  it('stores a remove error', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const ops = operations({ removeItemMutation: failing('Item not found') });
    await store.dispatch(removeItemFromCart({ ...ops, item: { uid: 'i2' } }));
    expect(store.getState().cart.removeItemError?.message).toBe('Item not found');
  });
});

describe('cart slice: details', () => {
  it('is loading while the details are fetched', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    const pending = store.dispatch(getCartDetails(operations()));
    expect(store.getState().cart.isLoading).toBe(true);
    await pending;
    expect(store.getState().cart).toMatchObject({ isLoading: false, details, getDetailsError: null });
  });

  it('signs a customer out when the details say the cart is invalid, then fetches a new cart', async () => {
    const { store } = createTestStore({ token: 'tok', cartId: 'customer-cart' });
    const ops = operations({ fetchCartDetails: failing('Could not find a cart with ID "customer-cart"', { cart: details }) });
    await store.dispatch(getCartDetails(ops));
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(ops.fetchCartDetails.mock.calls[1][0]?.variables).toEqual({ cartId: 'new-cart-1' });
    expect(store.getState().cart).toMatchObject({ cartId: 'new-cart-1', details });
  });

  it('stores other details errors and keeps the cart', async () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    await store.dispatch(getCartDetails(operations({ fetchCartDetails: failing('Timeout') })));
    expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', isLoading: false });
    expect(store.getState().cart.getDetailsError?.message).toBe('Timeout');
  });
});

describe('cart slice: derived values and flags', () => {
  it('describes an empty cart as USD, 0 items, subtotal 0', () => {
    const state = createTestStore().store.getState();
    expect(selectIsCartEmpty(state)).toBe(true);
    expect(selectNumItems(state)).toBe(0);
    expect(selectSubtotal(state)).toBe(0);
    expect(selectCurrencyCode(state)).toBe('USD');
  });

  it('sums quantities and reads the total and currency of a filled cart', () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    store.dispatch(actions.getDetails.receive({ details }));
    const state = store.getState();
    expect(selectIsCartEmpty(state)).toBe(false);
    expect(selectNumItems(state)).toBe(details.items.reduce((sum, item) => sum + item.quantity, 0));
    expect(selectSubtotal(state)).toBe(250000);
    expect(selectCurrencyCode(state)).toBe('IDR');
  });

  it('lets only signed-in shoppers with a cart fetch the item count', () => {
    expect(selectShouldFetchItemCount(createTestStore({ cartId: 'c' }).store.getState())).toBe(false);
    expect(selectShouldFetchItemCount(createTestStore({ token: 't' }).store.getState())).toBe(false);
    expect(selectShouldFetchItemCount(createTestStore({ token: 't', cartId: 'c' }).store.getState())).toBe(true);
  });

  it('flags the cart obsolete until a consumer has refetched and clears the flag', () => {
    const { store } = createTestStore({ cartId: 'cart-1' });
    store.dispatch(actions.markObsolete());
    expect(store.getState().cart.isCartObsolete).toBe(true);
    store.dispatch(actions.clearObsolete());
    expect(store.getState().cart.isCartObsolete).toBe(false);
  });

  it('reloads the page when another tab saves a different cart id', () => {
    const { reload, writeFromAnotherTab, store } = createTestStore({ cartId: 'cart-1' });
    writeFromAnotherTab(StorageKeys.cartId, 'cart-1');
    writeFromAnotherTab(StorageKeys.signinToken, 'tok');
    expect(reload).not.toHaveBeenCalled();

    writeFromAnotherTab(StorageKeys.cartId, 'cart-2');
    expect(reload).toHaveBeenCalledTimes(1);
    store.stopWatching();
  });
});
