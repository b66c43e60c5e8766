import { act, render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { BrowserPersistence } from '../../lib/persistence/BrowserPersistence';
import { SIGNIN_TOKEN_TTL, StorageKeys } from '../../lib/persistence/keys';
import { MemoryStorage } from '../../lib/persistence/memoryStorage';
import appActions from '../../lib/store/app/actions';
import { createStore } from '../../lib/store/createStore';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { createFakeClient, type FakeResolvers } from './fakeGraphql';

export interface RenderAppOptions {
  resolvers?: FakeResolvers;
  signedIn?: boolean;
  nextRootComponent?: string | null;
  /** Rendered instead of <App/> (inside the same providers and router). */
  ui?: ReactNode;
  /** The router location's state (what a link passed along). */
  state?: unknown;
}

/** The real store (thunks and middleware) of a fresh browser, with the test's sign-in and pending page type. */
function testStore(client: ReturnType<typeof createFakeClient>['client'], { signedIn = false, nextRootComponent = null }: RenderAppOptions) {
  const persistence = new BrowserPersistence({ storage: new MemoryStorage() });
  if (signedIn) persistence.setItem(StorageKeys.signinToken, 'test-token', SIGNIN_TOKEN_TTL);
  const store = createStore({ apolloClient: client, persistence, reload: () => {}, isOnline: true });
  store.stopWatching();
  if (nextRootComponent) store.dispatch(appActions.setNextRootComponent(nextRootComponent));
  return store;
}

/** Reports every location the router shows, so tests can see redirects and their state. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders the app (or `ui`) at `path` with a fake GraphQL server and a real Redux store. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const { client, sent } = createFakeClient(options.resolvers);
  const store = testStore(client, options);
  const locations: Location[] = [];
  const view = { current: undefined as ReturnType<typeof render> | undefined };
  // Async act lets lazy chunks and the fake link's answers settle inside React's scheduler.
  await act(async () => {
    view.current = render(
      <AppProviders client={client} store={store}>
        <MemoryRouter initialEntries={[options.state === undefined ? path : { pathname: path, state: options.state }]}>
          <LocationProbe onLocation={(location) => locations.push(location)} />
          {options.ui ?? <App />}
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return { ...view.current!, client, sent, store, currentLocation: () => locations[locations.length - 1] };
}
