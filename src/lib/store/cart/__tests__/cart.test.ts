import { StorageKeys } from '../../../persistence/keys';
import { addProductsAnswer, cartDetails } from '../../testing/cartFixtures';
import { createTestStore, type FakeGraphql, type FakeGraphqlAnswer } from '../../testing/createTestStore';
import actions from '../actions';
import { createCart, removeCart } from '../asyncActions';
import { addItemsToCart, getCartDetails, removeItemFromCart, updateItemInCart } from '../itemActions';
import { GET_CART_DETAILS } from '../cartDetails.gql';
import { cartCurrencyCode, cartLines, cartNumItems, cartSubtotal, isCartEmpty, NO_CART_DETAILS } from '../cartDetails';
import { INVALID_CART_MESSAGES } from '../invalidCart';
import { selectIsCartUnreachable, selectLastAdded, selectShouldFetchItemCount } from '../selectors';

const vitaminC = { sku: 'VIT-C-1000', quantity: 2 };
const details = cartDetails('cart-1', [
  { uid: 'i1', sku: 'VIT-C-1000', quantity: 2, price: 50000 },
  { uid: 'i2', sku: 'ZINC-50', quantity: 3, price: 50000 },
]);

/** A GraphQL error answer, as Magento sends it (HTTP 200). */
const graphqlError = (message: string): FakeGraphqlAnswer => ({ data: null, errors: [{ message }] });

/** The fake server: adds succeed and the details answer `cart` for whatever cart is asked. */
function server(overrides: FakeGraphql = {}): FakeGraphql {
  return {
    addProductsToCart: ({ cartId }) => addProductsAnswer(cartId, 5),
    getCartDetails: ({ cartId }) => ({ data: { cart: { ...details, id: cartId } } }),
    ...overrides,
  };
}

/** Answers with each of `answers` in turn, the last one from then on. */
function inTurn(...answers: Array<(variables: Record<string, any>) => FakeGraphqlAnswer>) {
  let call = 0;
  return (variables: Record<string, any>) => answers[Math.min(call++, answers.length - 1)](variables);
}

const sentTo = (sent: Array<{ operationName: string; variables: Record<string, any> }>, name: string) =>
  sent.filter(({ operationName }) => operationName === name).map(({ variables }) => variables);

describe('cart slice: the cart id', () => {
  it('starts with the cart id this browser saved', () => {
    expect(createTestStore({ cartId: 'saved-cart' }).store.getState().cart.cartId).toBe('saved-cart');
    expect(createTestStore().store.getState().cart.cartId).toBeNull();
  });

  it('creates a cart and saves its id when there is none', async () => {
    const { store, persistence, sentNames } = createTestStore();
    await store.dispatch(createCart());
    expect(sentNames()).toEqual(['createCart']);
    expect(store.getState().cart.cartId).toBe('new-cart-1');
    expect(persistence.getItem(StorageKeys.cartId)).toBe('new-cart-1');
  });

  it('keeps an existing cart instead of creating one', async () => {
    const { store, sentNames } = createTestStore({ cartId: 'saved-cart' });
    await store.dispatch(createCart());
    expect(sentNames()).toEqual([]);
    expect(store.getState().cart.cartId).toBe('saved-cart');
  });

  it("fails with 'Unable to create cart' when no id comes back, leaving no cart", async () => {
    const { store, persistence } = createTestStore({ graphql: { createCart: () => ({ data: { cartId: '' } }) } });
    await store.dispatch(createCart());
    expect(store.getState().cart).toMatchObject({ cartId: null });
    expect(store.getState().cart.getCartError?.message).toBe('Unable to create cart');
    expect(persistence.getItem(StorageKeys.cartId)).toBeUndefined();
  });

  it('resets the cart and keeps the error when creating it fails', async () => {
    const { store } = createTestStore({ graphql: { createCart: () => graphqlError('Internal server error') } });
    await store.dispatch(createCart());
    expect(store.getState().cart.cartId).toBeNull();
    expect(store.getState().cart.getCartError?.message).toBe('Internal server error');
  });

  it('removes the cart: the saved id, its Apollo cache entries and the state', async () => {
    const { store, persistence, evictions, writeCart, readCart } = createTestStore({ cartId: 'cart-7' });
    writeCart({ ...details, id: 'cart-7' });
    await store.dispatch(removeCart());
    expect(store.getState().cart).toMatchObject({ cartId: null });
    expect(readCart()).toEqual({});
    expect(persistence.getItem(StorageKeys.cartId)).toBeUndefined();
    expect(evictions).toEqual(['cart']);
  });
});

describe('cart slice: adding items (addProductsToCart)', () => {
  it('requests with the items, is busy meanwhile, then receives them and refetches the details network-only', async () => {
    const { store, sent, readCart } = createTestStore({ cartId: 'cart-1', graphql: server() });
    const item = { sku: 'VIT-C-1000-RED', quantity: 2, parentSku: 'VIT-C-1000', selectedOptions: ['Y29uZmlndXJhYmxlLzkzLzU='] };
    const pending = store.dispatch(addItemsToCart([item]));
    expect(store.getState().cart.isAddingItem).toBe(true);
    expect(await pending).toBeNull();

    expect(sentTo(sent, 'addProductsToCart')).toEqual([
      {
        cartId: 'cart-1',
        cartItems: [{ sku: 'VIT-C-1000-RED', quantity: 2, parent_sku: 'VIT-C-1000', selected_options: ['Y29uZmlndXJhYmxlLzkzLzU='] }],
      },
    ]);
    expect(sentTo(sent, 'getCartDetails')).toEqual([{ cartId: 'cart-1' }]);
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, addItemError: null, isLoading: false });
    expect(cartNumItems(readCart())).toBe(5);
    expect(cartLines(readCart()).map(({ uid }) => uid)).toEqual(['i1', 'i2']);
    expect(selectLastAdded(store.getState())).toEqual({ items: [item] });
  });

  it('sends typed-in options as entered_options and leaves absent fields out', async () => {
    const { store, sent } = createTestStore({ cartId: 'cart-1', graphql: server() });
    await store.dispatch(addItemsToCart([{ sku: 'ENGRAVED', quantity: 1, enteredOptions: [{ uid: 'Y3VzdG9tLW9wdGlvbi8x', value: 'Dewi' }] }]));
    expect(sentTo(sent, 'addProductsToCart')[0].cartItems).toEqual([
      { sku: 'ENGRAVED', quantity: 1, entered_options: [{ uid: 'Y3VzdG9tLW9wdGlvbi8x', value: 'Dewi' }] },
    ]);
  });

  it("fails with Magento's user_errors message, stores it, and neither retries nor refetches", async () => {
    const refusal = { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' };
    const { store, sentNames } = createTestStore({
      cartId: 'cart-1',
      graphql: server({ addProductsToCart: ({ cartId }) => addProductsAnswer(cartId, 0, [refusal]) }),
    });
    const error = await store.dispatch(addItemsToCart([{ sku: 'VIT-C-1000', quantity: 999 }]));
    expect(error?.message).toBe('The requested qty is not available');
    expect(store.getState().cart.addItemError?.message).toBe('The requested qty is not available');
    expect(store.getState().cart).toMatchObject({ isAddingItem: false, cartId: 'cart-1', lastAdded: null });
    expect(sentNames()).toEqual(['addProductsToCart']);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('joins several refusals with a comma and shows the cart when other items went in', async () => {
    const refusals = [
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "GONE"' },
    ];
    const { store, sentNames, readCart } = createTestStore({
      cartId: 'cart-1',
      graphql: server({ addProductsToCart: ({ cartId }) => addProductsAnswer(cartId, 1, refusals) }),
    });
    const error = await store.dispatch(addItemsToCart([vitaminC, { sku: 'OOS', quantity: 1 }, { sku: 'GONE', quantity: 1 }]));
    expect(error?.message).toBe('Product that you are trying to add is not available., Could not find a product with SKU "GONE"');
    expect(sentNames()).toEqual(['addProductsToCart', 'getCartDetails']);
    expect(cartNumItems(readCart())).toBe(5);
  });

  it('stores GraphQL errors joined by a comma', async () => {
    const { store } = createTestStore({
      cartId: 'cart-1',
      graphql: server({ addProductsToCart: () => ({ data: null, errors: [{ message: 'First' }, { message: 'Second' }] }) }),
    });
    expect((await store.dispatch(addItemsToCart([vitaminC])))?.message).toBe('First, Second');
  });

  it.each(INVALID_CART_MESSAGES)("replaces a guest's invalid cart and retries the add once (%s)", async (message) => {
    const { store, persistence, evictions, sent } = createTestStore({
      cartId: 'old-cart',
      graphql: server({ addProductsToCart: inTurn(() => graphqlError(`${message} with ID "old-cart"`), ({ cartId }) => addProductsAnswer(cartId, 2)) }),
    });
    expect(await store.dispatch(addItemsToCart([vitaminC]))).toBeNull();

    expect(sentTo(sent, 'addProductsToCart').map(({ cartId }) => cartId)).toEqual(['old-cart', 'new-cart-1']);
    expect(store.getState().cart).toMatchObject({ cartId: 'new-cart-1', isAddingItem: false, addItemError: null });
    expect(persistence.getItem(StorageKeys.cartId)).toBe('new-cart-1');
    expect(evictions).toEqual(['cart']);
  });

  it('treats an invalid-cart message in user_errors like the invalid-cart error', async () => {
    const refusal = { code: 'UNDEFINED', message: 'The cart isn\'t active.' };
    const { store, sent } = createTestStore({
      cartId: 'old-cart',
      graphql: server({ addProductsToCart: inTurn(({ cartId }) => addProductsAnswer(cartId, 0, [refusal]), ({ cartId }) => addProductsAnswer(cartId, 2)) }),
    });
    expect(await store.dispatch(addItemsToCart([vitaminC]))).toBeNull();
    expect(sentTo(sent, 'addProductsToCart').map(({ cartId }) => cartId)).toEqual(['old-cart', 'new-cart-1']);
  });

  it('signs a customer out when their cart is invalid on add, then adds to a new guest cart', async () => {
    const { store, persistence, evictions, sent } = createTestStore({
      token: 'tok',
      cartId: 'customer-cart',
      graphql: server({
        addProductsToCart: inTurn(() => graphqlError('The current user cannot perform operations on cart "customer-cart"'), ({ cartId }) => addProductsAnswer(cartId, 2)),
      }),
    });
    await store.dispatch(addItemsToCart([vitaminC]));

    expect(store.getState().user.isSignedIn).toBe(false);
    expect(persistence.getItem(StorageKeys.signinToken)).toBeUndefined();
    expect(evictions).toEqual(['customer', 'cart']);
    expect(sentTo(sent, 'addProductsToCart')[1].cartId).toBe('new-cart-1');
    expect(store.getState().cart.cartId).toBe('new-cart-1');
  });

  it('creates a cart first when adding without a cart id', async () => {
    const { store, sentNames, sent } = createTestStore({ graphql: server() });
    expect(await store.dispatch(addItemsToCart([vitaminC]))).toBeNull();
    expect(sentNames()).toEqual(['createCart', 'addProductsToCart', 'getCartDetails']);
    expect(sentTo(sent, 'addProductsToCart')[0].cartId).toBe('new-cart-1');
  });

  it('does not treat a network error as an invalid cart', async () => {
    const networkError = Object.assign(new Error('Could not find a cart with ID "cart-1"'), { name: 'ServerError' });
    const { store, sentNames } = createTestStore({ cartId: 'cart-1', graphql: server({ addProductsToCart: () => ({ networkError }) }) });
    const error = await store.dispatch(addItemsToCart([vitaminC]));
    expect(error?.message).toBe('Could not find a cart with ID "cart-1"');
    expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', isAddingItem: false });
    expect(sentNames()).toEqual(['addProductsToCart']);
  });

  it('retries only once when the new cart fails too', async () => {
    const { store, sentNames } = createTestStore({ cartId: 'cart-1', graphql: server({ addProductsToCart: () => graphqlError('Could not find a cart') }) });
    const error = await store.dispatch(addItemsToCart([vitaminC]));
    expect(sentNames().filter((name) => name === 'addProductsToCart')).toHaveLength(2);
    expect(error?.message).toBe('Could not find a cart');
    expect(store.getState().cart.addItemError?.message).toBe('Could not find a cart');
  });

  it('reports the cart error when no new cart can be made', async () => {
    const { store } = createTestStore({ graphql: server({ createCart: () => ({ data: { cartId: null } }) }) });
    expect((await store.dispatch(addItemsToCart([vitaminC])))?.message).toBe('Unable to create cart');
  });
});

describe('cart slice: updating and removing items', () => {
  const updated = ({ cartId }: Record<string, any>): FakeGraphqlAnswer => ({ data: { updateCartItems: { __typename: 'UpdateCartItemsOutput', cart: { __typename: 'Cart', id: cartId } } } });
  const removed = ({ cartId }: Record<string, any>): FakeGraphqlAnswer => ({ data: { removeItemFromCart: { __typename: 'RemoveItemFromCartOutput', cart: { __typename: 'Cart', id: cartId } } } });
  const editing = (overrides: FakeGraphql = {}) => server({ updateCartItems: updated, removeItemFromCart: removed, ...overrides });

  it('updates the quantity of a simple product in place, busy meanwhile', async () => {
    const { store, sent } = createTestStore({ cartId: 'cart-1', graphql: editing() });
    const pending = store.dispatch(updateItemInCart({ cartItemId: 'i1', item: { sku: 'VIT-C-1000', quantity: 4 } }));
    expect(store.getState().cart.isUpdatingItem).toBe(true);
    await pending;
    expect(sentTo(sent, 'updateCartItems')).toEqual([{ cartId: 'cart-1', itemUid: 'i1', quantity: 4 }]);
    expect(sentTo(sent, 'removeItemFromCart')).toEqual([]);
    expect(store.getState().cart).toMatchObject({ isUpdatingItem: false, updateItemError: null });
  });

  it('updates a configurable product by removing it and adding it again', async () => {
    const { store, sentNames } = createTestStore({ cartId: 'cart-1', graphql: editing() });
    const item = { sku: 'VIT', quantity: 2, selectedOptions: ['opt-red'] };
    await store.dispatch(updateItemInCart({ cartItemId: 'i1', item, productType: 'ConfigurableProduct' }));
    expect(sentNames().filter((name) => name !== 'getCartDetails')).toEqual(['removeItemFromCart', 'addProductsToCart']);
  });

  it("stores Magento's message when the quantity is refused", async () => {
    const { store } = createTestStore({ cartId: 'cart-1', graphql: editing({ updateCartItems: () => graphqlError('The requested qty is not available') }) });
    const refusal = await store.dispatch(updateItemInCart({ cartItemId: 'i1', item: { sku: 'VIT-C-1000', quantity: 99 } }));
    expect(refusal?.message).toBe('The requested qty is not available');
    expect(store.getState().cart.updateItemError?.message).toBe('The requested qty is not available');
  });

  it("adds the item anew to a guest's new cart when the update hits an invalid cart", async () => {
    const { store, sent } = createTestStore({ cartId: 'old-cart', graphql: editing({ updateCartItems: inTurn(() => graphqlError("The cart isn't active."), updated) }) });
    await store.dispatch(updateItemInCart({ cartItemId: 'i1', item: { sku: 'VIT-C-1000', quantity: 3 } }));
    expect(sentTo(sent, 'updateCartItems')).toHaveLength(1);
    expect(sentTo(sent, 'addProductsToCart')).toEqual([{ cartId: 'new-cart-1', cartItems: [{ sku: 'VIT-C-1000', quantity: 3 }] }]);
    expect(store.getState().cart.cartId).toBe('new-cart-1');
  });

  it('retries the update for a customer, who stays signed in', async () => {
    const { store, sent, sentNames } = createTestStore({ token: 'tok', cartId: 'old-cart', graphql: editing({ updateCartItems: inTurn(() => graphqlError("The cart isn't active."), updated) }) });
    await store.dispatch(updateItemInCart({ cartItemId: 'i1', item: { sku: 'VIT-C-1000', quantity: 3 } }));
    expect(sentTo(sent, 'updateCartItems').map(({ cartId }) => cartId)).toEqual(['old-cart', 'new-cart-1']);
    expect(sentNames()).not.toContain('addProductsToCart');
    expect(store.getState().user.isSignedIn).toBe(true);
  });

  it('removes an item by its uid and refreshes the details', async () => {
    const { store, sent, sentNames } = createTestStore({ cartId: 'cart-1', graphql: editing() });
    await store.dispatch(removeItemFromCart({ cartItemId: 'i2' }));
    expect(sentTo(sent, 'removeItemFromCart')).toEqual([{ cartId: 'cart-1', itemUid: 'i2' }]);
    expect(sentNames()).toEqual(['removeItemFromCart', 'getCartDetails']);
    expect(store.getState().cart).toMatchObject({ isUpdatingItem: false, removeItemError: null });
  });

  it('stores a remove error', async () => {
    const { store } = createTestStore({ cartId: 'cart-1', graphql: editing({ removeItemFromCart: () => graphqlError('Could not find cart item with id: 9.') }) });
    await store.dispatch(removeItemFromCart({ cartItemId: 'i2' }));
    expect(store.getState().cart.removeItemError?.message).toBe('Could not find cart item with id: 9.');
  });

  it("does not retry a guest's remove on the new, empty cart", async () => {
    const { store, sent } = createTestStore({ cartId: 'old-cart', graphql: editing({ removeItemFromCart: () => graphqlError('Could not find a cart with ID "old-cart"') }) });
    await store.dispatch(removeItemFromCart({ cartItemId: 'i2' }));
    expect(sentTo(sent, 'removeItemFromCart')).toHaveLength(1);
    expect(store.getState().cart).toMatchObject({ cartId: 'new-cart-1', removeItemError: null });
  });
});

describe('cart slice: details', () => {
  it('is loading while the details are fetched', async () => {
    const { store, readCart } = createTestStore({ cartId: 'cart-1', graphql: server() });
    const pending = store.dispatch(getCartDetails());
    expect(store.getState().cart.isLoading).toBe(true);
    await pending;
    expect(store.getState().cart).toMatchObject({ isLoading: false, getDetailsError: null });
    expect(readCart()).toEqual(details);
  });

  it('signs a customer out when the details say the cart is invalid, then fetches a new cart', async () => {
    const { store, sent, readCart } = createTestStore({
      token: 'tok',
      cartId: 'customer-cart',
      graphql: server({ getCartDetails: inTurn(() => graphqlError('Could not find a cart with ID "customer-cart"'), ({ cartId }) => ({ data: { cart: { ...details, id: cartId } } })) }),
    });
    await store.dispatch(getCartDetails());
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(sentTo(sent, 'getCartDetails')).toEqual([{ cartId: 'customer-cart' }, { cartId: 'new-cart-1' }]);
    expect(store.getState().cart).toMatchObject({ cartId: 'new-cart-1' });
    expect(readCart()).toEqual({ ...details, id: 'new-cart-1' });
  });

  describe('the cart as this browser last fetched it (the Apollo cache kept in storage)', () => {
    const unreachable = () => ({ networkError: new TypeError('Failed to fetch') });
    const fresh = ({ cartId }: Record<string, any>): FakeGraphqlAnswer => ({ data: { cart: { ...details, id: cartId } } });

    /** A store after a reload: nothing in the store, the cart fetched on an earlier visit in the cache. */
    async function reloadedStore(...answers: Array<(variables: Record<string, any>) => FakeGraphqlAnswer>) {
      const test = createTestStore({ cartId: 'cart-1', graphql: server({ getCartDetails: inTurn(fresh, ...answers) }) });
      await test.apolloClient.query({ query: GET_CART_DETAILS, variables: { cartId: 'cart-1' } });
      return test;
    }

    it('shows it while the shop is asked, then what the shop answers', async () => {
      const newer = cartDetails('cart-1', [{ uid: 'i9', sku: 'NEWER', quantity: 1 }]);
      const { store, readCart } = await reloadedStore(() => ({ data: { cart: newer } }));
      expect(store.getState().cart.hasRequestedDetails).toBe(false);
      const pending = store.dispatch(getCartDetails());
      expect(store.getState().cart).toMatchObject({ isLoading: true, hasRequestedDetails: true });
      expect(readCart()).toEqual(details);
      await pending;
      expect(store.getState().cart).toMatchObject({ isLoading: false, isDetailsUnreachable: false });
      expect(readCart()).toEqual(newer);
    });

    it('keeps showing it when the shop cannot be reached (offline), flagged, with the error', async () => {
      const { store, readCart } = await reloadedStore(unreachable, fresh);
      await store.dispatch(getCartDetails());
      expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', isLoading: false, isDetailsUnreachable: true });
      expect(readCart()).toEqual(details);
      expect(store.getState().cart.getDetailsError?.message).toBe('Failed to fetch');
      expect(selectIsCartUnreachable(store.getState())).toBe(true);

      // Back: the shop answers and the flag goes.
      await store.dispatch(getCartDetails());
      expect(store.getState().cart).toMatchObject({ isDetailsUnreachable: false, getDetailsError: null });
      expect(selectIsCartUnreachable(store.getState())).toBe(false);
    });

    it('never replaces details the store already shows, and knows none when nothing was cached', async () => {
      const { store, readCart, writeCart } = createTestStore({ cartId: 'cart-1', graphql: server({ getCartDetails: unreachable }) });
      await store.dispatch(getCartDetails());
      expect(readCart()).toEqual({});
      const newer = cartDetails('cart-1', [{ uid: 'i9', sku: 'NEWER', quantity: 1 }]);
      writeCart(newer);
      await store.dispatch(getCartDetails());
      expect(readCart()).toEqual(newer);
    });

    it('never shows a cached cart of another id (the cache keeps one cart, whatever the id)', async () => {
      const { store, apolloClient, readCart } = createTestStore({ cartId: 'cart-2', graphql: server({ getCartDetails: inTurn(fresh, unreachable) }) });
      await apolloClient.query({ query: GET_CART_DETAILS, variables: { cartId: 'cart-1' } });
      await store.dispatch(getCartDetails());
      expect(readCart()).toEqual({});
    });

    it("does not call the shop's own refusal (a GraphQL error) unreachable", async () => {
      const { store } = await reloadedStore(() => graphqlError('Timeout'));
      await store.dispatch(getCartDetails());
      expect(store.getState().cart.isDetailsUnreachable).toBe(false);
      expect(store.getState().cart.getDetailsError?.message).toBe('Timeout');
    });

    it('counts the browser being offline as unreachable too', () => {
      expect(selectIsCartUnreachable(createTestStore({ isOnline: false }).store.getState())).toBe(true);
      expect(selectIsCartUnreachable(createTestStore().store.getState())).toBe(false);
    });
  });

  it('stores other details errors and keeps the cart', async () => {
    const { store } = createTestStore({ cartId: 'cart-1', graphql: server({ getCartDetails: () => graphqlError('Timeout') }) });
    await store.dispatch(getCartDetails());
    expect(store.getState().cart).toMatchObject({ cartId: 'cart-1', isLoading: false });
    expect(store.getState().cart.getDetailsError?.message).toBe('Timeout');
  });
});

describe('cart slice: derived values and flags', () => {
  it('describes an empty cart as USD, 0 items, subtotal 0', () => {
    const empty = createTestStore().readCart();
    expect(empty).toBe(NO_CART_DETAILS);
    expect(isCartEmpty(empty)).toBe(true);
    expect(cartNumItems(empty)).toBe(0);
    expect(cartSubtotal(empty)).toBe(0);
    expect(cartCurrencyCode(empty)).toBe('USD');
  });

  it('sums quantities and reads the total and currency of a filled cart, skipping items that failed to load', () => {
    const { writeCart, readCart } = createTestStore({ cartId: 'cart-1' });
    writeCart({ ...details, items: [...details.items, null] });
    const cart = readCart();
    expect(isCartEmpty(cart)).toBe(false);
    expect(cartNumItems(cart)).toBe(5);
    expect(cartLines(cart)).toHaveLength(2);
    expect(cartLines(cart)).toBe(cartLines(readCart()));
    expect(cartSubtotal(cart)).toBe(250000);
    expect(cartCurrencyCode(cart)).toBe('IDR');
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
