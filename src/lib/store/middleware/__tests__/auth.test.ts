import { StorageKeys } from '../../../persistence/keys';
import { createTestStore } from '../../testing/createTestStore';
import { setToken, clearToken } from '../../user/asyncActions';
import { reportTokenRefused } from '../../../session/tokenRefusals';

const HOUR = 3600 * 1000;

/** Lets the sign-out thunk's awaits settle. */
const settle = async () => {
  for (let i = 0; i < 100; i += 1) await Promise.resolve();
};

describe('auth middleware: session expiry', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('signs out at load when the stored token is older than its ttl, without reloading', async () => {
    const { store, persistence, reload, evictions } = createTestStore({
      cartId: 'customer-cart',
      prepare: (p) => {
        p.setItem(StorageKeys.signinToken, 'old', 3600);
        jest.setSystemTime(Date.now() + HOUR + 1000);
      },
    });
    await settle();
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    expect(persistence.getRawItem(StorageKeys.signinToken)).toBeNull();
    expect(store.getState().cart.cartId).toBe('new-cart-1');
    expect(evictions).toEqual(['customer', 'cart']);
    expect(reload).not.toHaveBeenCalled();
    // The page announces the ended session once (useAppToasts).
    expect(persistence.getItem(StorageKeys.sessionExpired)).toBe(true);
  });

  it('keeps a valid stored session and ends it at expiry with a sign-out and a reload', async () => {
    const { store, reload, persistence } = createTestStore({ token: 'tok' });
    expect(store.getState().user.isSignedIn).toBe(true);

    jest.advanceTimersByTime(HOUR - 1000);
    await settle();
    expect(store.getState().user.isSignedIn).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    jest.advanceTimersByTime(2000);
    await settle();
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(persistence.getItem(StorageKeys.sessionExpired)).toBe(true);
  });

  it('signs out within a second when the clock jumps past expiry (device asleep)', async () => {
    const { store, reload } = createTestStore();
    await store.dispatch(setToken('fresh'));
    // The clock moves on without the timers running, as after a sleep.
    jest.setSystemTime(Date.now() + 2 * HOUR);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears its timers when the token is cleared', async () => {
    const { store, reload } = createTestStore();
    await store.dispatch(setToken('fresh'));
    expect(jest.getTimerCount()).toBe(2);
    await store.dispatch(clearToken());
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(2 * HOUR);
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  it('restarts the clock when a new token is set', async () => {
    const { store, reload } = createTestStore();
    await store.dispatch(setToken('first'));
    jest.advanceTimersByTime(HOUR / 2);
    await store.dispatch(setToken('second'));
    jest.advanceTimersByTime(HOUR / 2 + 5000);
    await settle();
    expect(store.getState().user).toMatchObject({ isSignedIn: true, token: 'second' });
    expect(reload).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(2);
  });
});

describe('auth middleware: a token the server refuses', () => {
  it('signs out at once, long before the local expiry, with the notice and a reload', async () => {
    const { store, reload, persistence, evictions } = createTestStore({ token: 'revoked-elsewhere', cartId: 'customer-cart' });
    expect(store.getState().user.isSignedIn).toBe(true);
    reportTokenRefused();
    await settle();
    expect(store.getState().user).toMatchObject({ isSignedIn: false, token: null });
    expect(persistence.getRawItem(StorageKeys.signinToken)).toBeNull();
    expect(evictions).toEqual(['customer', 'cart']);
    expect(persistence.getItem(StorageKeys.sessionExpired)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a guest', async () => {
    const { store, reload, persistence } = createTestStore({ cartId: 'guest-cart' });
    reportTokenRefused();
    await settle();
    expect(store.getState().cart.cartId).toBe('guest-cart');
    expect(persistence.getItem(StorageKeys.sessionExpired)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });
});
