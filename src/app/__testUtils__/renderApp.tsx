import { act, render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { legacy_createStore } from 'redux';
import { BrowserPersistence } from '../../lib/persistence/BrowserPersistence';
import { MemoryStorage } from '../../lib/persistence/memoryStorage';
import { loadInitialState, rootReducer } from '../../lib/store/rootReducer';
import { type RootState } from '../../lib/store/types';
import { App } from '../App';
import { AppProviders } from '../AppProviders';
import { createFakeClient, type FakeResolvers } from './fakeGraphql';

export interface RenderAppOptions {
  resolvers?: FakeResolvers;
  signedIn?: boolean;
  nextRootComponent?: string | null;
  /** Rendered instead of <App/> (inside the same providers and router). */
  ui?: ReactNode;
}

/** The app state at load in a fresh browser, with the test's sign-in and pending page type. */
function testState({ signedIn = false, nextRootComponent = null }: RenderAppOptions): RootState {
  const state = loadInitialState(new BrowserPersistence({ storage: new MemoryStorage() }), true);
  return {
    ...state,
    app: { ...state.app, nextRootComponent },
    user: { ...state.user, isSignedIn: signedIn, token: signedIn ? 'test-token' : null },
  };
}

/** Reports every location the router shows, so tests can see redirects and their state. */
function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders the app (or `ui`) at `path` with a fake GraphQL server and a real Redux store. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const { client, sent } = createFakeClient(options.resolvers);
  const store = legacy_createStore(rootReducer, testState(options));
  const locations: Location[] = [];
  const view = { current: undefined as ReturnType<typeof render> | undefined };
  // Async act lets lazy chunks and the fake link's answers settle inside React's scheduler.
  await act(async () => {
    view.current = render(
      <AppProviders client={client} store={store}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe onLocation={(location) => locations.push(location)} />
          {options.ui ?? <App />}
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return { ...view.current!, client, sent, store, currentLocation: () => locations[locations.length - 1] };
}
