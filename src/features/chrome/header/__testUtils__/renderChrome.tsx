/* Test support (not a test file): renders header features with a fake GraphQL server, a real store and a router. */
import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import enUS from '../../../../../i18n/en_US.json';
import { DEFAULT_RESOLVERS, type FakeResolvers } from '../../../../app/__testUtils__/fakeGraphql';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { createTestStore, type TestStoreOptions } from '../../../../lib/store/testing/createTestStore';

export interface RenderChromeOptions extends TestStoreOptions {
  path?: string;
  /** Earlier history entries, before `path` (for back navigation). */
  history?: string[];
  resolvers?: FakeResolvers;
  /** Viewport width for matchMedia; desktop (1280) by default. */
  width?: number;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders `ui` at `path` (any path matches) and settles the fake server's first answers. */
export async function renderChrome(ui: ReactNode, { path = '/', history = [], resolvers, width = 1280, ...storeOptions }: RenderChromeOptions = {}) {
  const resize = stubViewportWidth(width);
  // One Apollo client for the UI and the store's thunks, as in the app: the cart they fetch is read
  // from its cache. It answers the page's `resolvers` and the store's `graphql` (new carts from the store).
  const { createCart: _pageCart, ...pageDefaults } = DEFAULT_RESOLVERS;
  const testStore = createTestStore({ ...storeOptions, graphql: { ...pageDefaults, ...resolvers, ...storeOptions.graphql } });
  const { apolloClient: client, sent } = testStore;
  const locations: Location[] = [];
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <ApolloProvider client={client}>
        <Provider store={testStore.store}>
          <IntlProvider locale="en-US" messages={enUS}>
            <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
              <LocationProbe onLocation={(location) => locations.push(location)} />
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
            </MemoryRouter>
          </IntlProvider>
        </Provider>
      </ApolloProvider>,
    );
  });
  const currentLocation = () => locations[locations.length - 1];
  return { ...view!, ...testStore, client, currentLocation, resize };
}
