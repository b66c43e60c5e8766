import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../app/AppProviders';
import { createFakeClient } from '../../../../app/__testUtils__/fakeGraphql';
import { renderApp } from '../../../../app/__testUtils__/renderApp';
import appActions from '../../../../lib/store/app/actions';
import { appPersistence } from '../../../../lib/persistence/appPersistence';
import { BrowserPersistence } from '../../../../lib/persistence/BrowserPersistence';
import { SIGNIN_TOKEN_TTL, StorageKeys } from '../../../../lib/persistence/keys';
import { reportTokenRefused } from '../../../../lib/session/tokenRefusals';
import { createStore } from '../../../../lib/store/createStore';
import { AppToasts } from '../AppToasts';
import { ToastProvider } from '../ToastProvider';

const OFFLINE = 'You are offline. Some features may be unavailable.';
const ONLINE = 'You are online.';

async function renderToasts() {
  return renderApp('/', {
    ui: (
      <ToastProvider>
        <AppToasts />
      </ToastProvider>
    ),
  });
}

afterEach(() => jest.useRealTimers());

describe('connectivity', () => {
  it('follows the browser offline and back online, with a 3 s toast each time', async () => {
    jest.useFakeTimers();
    const { store } = await renderToasts();
    expect(screen.queryByText(OFFLINE)).toBeNull();

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(store.getState().app).toMatchObject({ isOnline: false, hasBeenOffline: true });
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.queryByText(OFFLINE)).toBeNull();

    act(() => void window.dispatchEvent(new Event('online')));
    expect(store.getState().app.isOnline).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(ONLINE);
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.queryByText(ONLINE)).toBeNull();
  });

  it('says nothing about being online when the shop was never offline', async () => {
    await renderToasts();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(ONLINE)).toBeNull();
  });
});

describe('unexpected errors', () => {
  it('shows each unhandled error once with debug details for 15 s', async () => {
    jest.useFakeTimers();
    const { store } = await renderToasts();
    act(() => void store.dispatch(appActions.addUnhandledError({ id: 'TypeError-1700000000-q', error: new TypeError('x'), actionType: 'CART/ADD_ITEM/RECEIVE' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sorry! An unexpected error occurred.');
    expect(alert).toHaveTextContent('Debug: TypeError-1700000000-q CART/ADD_ITEM/RECEIVE');
    act(() => void jest.advanceTimersByTime(14_999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the error handled when the shopper dismisses the toast', async () => {
    const { store } = await renderToasts();
    act(() => void store.dispatch(appActions.addUnhandledError({ id: 'Error-1-a', error: new Error('x'), actionType: 'X' })));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().app.unhandledErrors).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('an expired session', () => {
  const EXPIRED = 'Your session has expired. Please sign in again.';

  it('is announced once on the next page, then forgotten', async () => {
    appPersistence().setItem(StorageKeys.sessionExpired, true, 300);
    const first = await renderToasts();
    expect(screen.getByRole('status')).toHaveTextContent(EXPIRED);
    expect(appPersistence().getItem(StorageKeys.sessionExpired)).toBeUndefined();
    first.unmount();

    await renderToasts();
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  it('ended on an open page (the server refused its token): kept for the page after the reload, not used up by the page that reloads', async () => {
    // The app's store and the toasts share this browser's storage, as in the storefront.
    const persistence = new BrowserPersistence();
    persistence.setItem(StorageKeys.signinToken, 'revoked-elsewhere', SIGNIN_TOKEN_TTL);
    const { client } = createFakeClient({ revokeCustomerToken: () => ({ data: { revokeCustomerToken: { result: true } } }) });
    const reload = jest.fn();
    const store = createStore({ apolloClient: client, persistence, reload, isOnline: true });
    store.stopWatching();
    let page: ReturnType<typeof render> | undefined;
    await act(async () => {
      page = render(
        <AppProviders client={client} store={store}>
          <MemoryRouter>
            <ToastProvider>
              <AppToasts />
            </ToastProvider>
          </MemoryRouter>
        </AppProviders>,
      );
    });
    expect(store.getState().user.isSignedIn).toBe(true);

    await act(async () => reportTokenRefused());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(store.getState().user.isSignedIn).toBe(false);
    expect(screen.queryByText(EXPIRED)).toBeNull();
    expect(appPersistence().getItem(StorageKeys.sessionExpired)).toBe(true);

    // The page after the reload announces it.
    page!.unmount();
    await renderToasts();
    expect(screen.getByRole('status')).toHaveTextContent(EXPIRED);
  });

  it('says nothing when no session ended', async () => {
    await renderToasts();
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });
});
