import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createFakeClient, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { BrowserPersistence } from '../../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../../lib/persistence/keys';
import { MemoryStorage } from '../../../../lib/persistence/memoryStorage';
import { createStore } from '../../../../lib/store/createStore';
import { useEnsureCart } from '../useEnsureCart';

function Probe() {
  useEnsureCart();
  return null;
}

/** Mounts the talon with the real store (thunks) over a fake GraphQL server. */
async function mount(persistence: BrowserPersistence, resolvers: FakeResolvers) {
  const { client, sent } = createFakeClient(resolvers);
  const store = createStore({ apolloClient: client, persistence, reload: () => {} });
  await act(async () => {
    render(
      <ApolloProvider client={client}>
        <Provider store={store}>
          <Probe />
        </Provider>
      </ApolloProvider>,
    );
  });
  store.stopWatching();
  return { store, sent };
}

const CART_ID = 'a'.repeat(32);

describe('useEnsureCart (spec §4: a shopper without a stored cart gets an empty one)', () => {
  it('creates a cart when none is stored and saves its id', async () => {
    const persistence = new BrowserPersistence({ storage: new MemoryStorage() });
    const { store, sent } = await mount(persistence, { createCart: () => ({ data: { cartId: CART_ID } }) });
    expect(sent.map((operation) => operation.operationName)).toEqual(['createCart']);
    expect(store.getState().cart.cartId).toBe(CART_ID);
    expect(persistence.getItem(StorageKeys.cartId)).toBe(CART_ID);
  });

  it('keeps a stored cart and sends nothing', async () => {
    const persistence = new BrowserPersistence({ storage: new MemoryStorage() });
    persistence.setItem(StorageKeys.cartId, CART_ID);
    const { store, sent } = await mount(persistence, {});
    expect(sent).toEqual([]);
    expect(store.getState().cart.cartId).toBe(CART_ID);
  });

  it("keeps the error when no cart comes back ('Unable to create cart')", async () => {
    const persistence = new BrowserPersistence({ storage: new MemoryStorage() });
    const { store } = await mount(persistence, { createCart: () => ({ data: { cartId: null } }) });
    expect(store.getState().cart.cartId).toBeNull();
    expect((store.getState().cart.getCartError as Error | null)?.message).toBe('Unable to create cart');
    expect(persistence.getItem(StorageKeys.cartId)).toBeUndefined();
  });
});
