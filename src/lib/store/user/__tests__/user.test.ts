import { StorageKeys } from '../../../persistence/keys';
import { GRAPHQL_CACHE, MEDIA_CACHE } from '../../../serviceWorker/cacheNames';
import { createTestStore, type FakeGraphqlAnswer } from '../../testing/createTestStore';
import actions from '../actions';
import { getUserDetails, resetPassword, setToken, clearToken } from '../asyncActions';
import { signOut } from '../signOut';
import { sessionPersistence } from '../../../persistence/sessionPersistence';

const customer = { email: 'demo@example.com', firstname: 'Dewi', lastname: 'Lestari' };

/** The shop's signedInCustomer answer, counting how often it was asked. */
function customerDetails(answer: () => FakeGraphqlAnswer = () => ({ data: { customer: { __typename: 'Customer', ...customer } } })) {
  const signedInCustomer = jest.fn(answer);
  return { signedInCustomer, graphql: { signedInCustomer } };
}

describe('user slice', () => {
  it('is signed in at load exactly when a sign-in token is stored', () => {
    expect(createTestStore().store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    expect(createTestStore({ token: 'tok' }).store.getState().user).toMatchObject({ isSignedIn: true, token: 'tok' });
  });

  it('stores the token for 3600 seconds when it is set, and forgets it when cleared', async () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    try {
      const { store, persistence } = createTestStore();
      await store.dispatch(setToken('abc'));

      expect(store.getState().user).toMatchObject({ isSignedIn: true, token: 'abc' });
      expect(JSON.parse(persistence.getRawItem(StorageKeys.signinToken)!)).toEqual({
        value: '"abc"',
        timeStored: Date.parse('2025-01-01T00:00:00Z'),
        ttl: 3600,
      });

      await store.dispatch(clearToken());
      expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
      expect(persistence.getItem(StorageKeys.signinToken)).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches user details only when signed in', async () => {
    const guestShop = customerDetails();
    const guest = createTestStore({ graphql: guestShop.graphql });
    await guest.store.dispatch(getUserDetails());
    expect(guestShop.signedInCustomer).not.toHaveBeenCalled();
    expect(guest.store.getState().user.currentUser.email).toBe('');

    const { store } = createTestStore({ token: 'tok', graphql: customerDetails().graphql });
    const pending = store.dispatch(getUserDetails());
    expect(store.getState().user.isGettingDetails).toBe(true);
    await pending;
    expect(store.getState().user).toMatchObject({ isGettingDetails: false, currentUser: customer, getDetailsError: null });
  });

  it('keeps a details error in user state, not among unhandled errors', async () => {
    const refused = customerDetails(() => ({ data: null, errors: [{ message: "The current customer isn't authorized." }] }));
    const { store } = createTestStore({ token: 'tok', graphql: refused.graphql });
    await store.dispatch(getUserDetails());
    expect(store.getState().user.getDetailsError?.message).toBe("The current customer isn't authorized.");
    expect(store.getState().user.isGettingDetails).toBe(false);
    expect(store.getState().app.unhandledErrors).toEqual([]);
  });

  it('remembers that sign-in was reached by a redirect until told otherwise', () => {
    const { store } = createTestStore();
    expect(store.getState().user.isRedirect).toBe(false);
    store.dispatch(actions.setRedirect(true));
    expect(store.getState().user.isRedirect).toBe(true);
    store.dispatch(actions.setRedirect(false));
    expect(store.getState().user.isRedirect).toBe(false);
  });

  it('resolves a password reset request without a server call', async () => {
    const { store } = createTestStore();
    const pending = store.dispatch(resetPassword({ email: 'demo@example.com' }));
    expect(store.getState().user.isResettingPassword).toBe(true);
    await pending;
    expect(store.getState().user).toMatchObject({ isResettingPassword: false, resetPasswordError: null });
  });

  it('signs out in order: revoke, token, user state, checkout data, customer cache, cart', async () => {
    const seen: Record<string, unknown> = {};
    const { store, persistence, evictions } = createTestStore({
      onEvict: (kind) => {
        seen[kind] = {
          signedIn: store.getState().user.isSignedIn,
          cartId: store.getState().cart.cartId,
          shipping: persistence.getItem(StorageKeys.shippingAddress),
        };
      },
      token: 'tok',
      cartId: 'cart-9',
      prepare: (p) => {
        p.setItem(StorageKeys.shippingAddress, { city: 'Bandung' });
        p.setItem(StorageKeys.paymentMethod, { code: 'checkmo' });
        p.setItem(StorageKeys.compareListUid, 'customer-compare-list');
      },
      graphql: {
        revokeCustomerToken: () => {
          seen.tokenAtRevoke = persistence.getItem(StorageKeys.signinToken);
          return { data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } };
        },
      },
    });
    await store.dispatch(signOut());

    expect(seen.tokenAtRevoke).toBe('tok');
    expect(evictions).toEqual(['customer', 'cart']);
    // The customer cache goes after the user and checkout data are cleared, before the cart.
    expect(seen.customer).toEqual({ signedIn: false, cartId: 'cart-9', shipping: undefined });
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    // The customer's cart is dropped and a new guest cart started.
    expect(store.getState().cart.cartId).toBe('new-cart-1');
    expect(persistence.getItem(StorageKeys.signinToken)).toBeUndefined();
    expect(persistence.getItem(StorageKeys.paymentMethod)).toBeUndefined();
    // The customer's compare list is forgotten with them.
    expect(persistence.getItem(StorageKeys.compareListUid)).toBeUndefined();
    expect(persistence.getItem(StorageKeys.cartId)).toBe('new-cart-1');
  });

  it("forgets the cart's shipping estimate (it may be the customer's own address)", async () => {
    sessionPersistence().setItem(StorageKeys.shippingEstimate, { regionId: 545, postcode: '12190' });
    const { store } = createTestStore({ token: 'tok' });
    await store.dispatch(signOut());
    expect(sessionPersistence().getItem(StorageKeys.shippingEstimate)).toBeUndefined();
  });

  it("revokes the token with Magento's revokeCustomerToken, sent while the token is still stored", async () => {
    let tokenAtRevoke: unknown;
    const { store, persistence, sent } = createTestStore({
      token: 'tok',
      graphql: {
        revokeCustomerToken: () => {
          tokenAtRevoke = persistence.getItem(StorageKeys.signinToken);
          return { data: { revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } } };
        },
      },
    });
    await store.dispatch(signOut());
    expect(sent.map(({ operationName }) => operationName)[0]).toBe('revokeCustomerToken');
    expect(tokenAtRevoke).toBe('tok');
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('signs out even when revoking the token fails', async () => {
    const { store, persistence } = createTestStore({ token: 'tok', graphql: { revokeCustomerToken: () => ({ networkError: new TypeError('Failed to fetch') }) } });
    await store.dispatch(signOut());
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(persistence.getItem(StorageKeys.signinToken)).toBeUndefined();
  });

  describe('with a service worker cache in the browser', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'caches');
    /** Cache names deleted, with what the store held at that moment. */
    let deleted: Array<{ name: string; signedIn: boolean; evictions: string[] }>;
    let fail: boolean;
    let current: ReturnType<typeof createTestStore>;

    beforeEach(() => {
      deleted = [];
      fail = false;
      const fakeCaches: Pick<CacheStorage, 'delete'> = {
        delete: async (name) => {
          deleted.push({ name, signedIn: current.store.getState().user.isSignedIn, evictions: [...current.evictions] });
          if (fail) throw new Error('SecurityError');
          return true;
        },
      };
      Object.defineProperty(globalThis, 'caches', { value: fakeCaches, configurable: true });
    });

    afterEach(() => {
      if (original) Object.defineProperty(globalThis, 'caches', original);
      else delete (globalThis as { caches?: unknown }).caches;
    });

    it('deletes the GraphQL runtime cache once signed out, with the customer data, before the cart goes; images stay', async () => {
      current = createTestStore({ token: 'tok', cartId: 'cart-9' });
      await current.store.dispatch(signOut());

      const names = deleted.map(({ name }) => name);
      expect(names).toContain(GRAPHQL_CACHE);
      // The cache where earlier workers kept answers by URL alone goes too.
      expect(names).toContain('graphql');
      expect(names).not.toContain(MEDIA_CACHE);
      for (const moment of deleted) expect(moment).toMatchObject({ signedIn: false, evictions: ['customer'] });
      expect(current.evictions).toEqual(['customer', 'cart']);
    });

    it('signs out even when the browser refuses to delete the cache', async () => {
      fail = true;
      current = createTestStore({ token: 'tok', cartId: 'cart-9' });
      await current.store.dispatch(signOut());
      expect(deleted.map(({ name }) => name)).toContain(GRAPHQL_CACHE);
      expect(current.store.getState().user.isSignedIn).toBe(false);
      expect(current.store.getState().cart.cartId).toBe('new-cart-1');
    });
  });
});
