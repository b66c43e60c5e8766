/* Test support (not a test file): renders a listing page with a fake GraphQL server that can also answer GraphQL errors. */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { Observable } from 'rxjs';
import enUS from '../../../../../i18n/en_US.json';
import { DEFAULT_RESOLVERS } from '../../../../app/__testUtils__/fakeGraphql';
import { createInMemoryCache } from '../../../../lib/apollo/createApolloClient';
import { stubViewportWidth } from '../../../../lib/media/matchMediaStub';
import { createTestStore } from '../../../../lib/store/testing/createTestStore';

/** Data, data with Magento's GraphQL errors (HTTP 200), a network failure, or no answer ever. */
export type ListingAnswer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> } | { networkError: Error } | 'never';
export type ListingResolvers = Record<string, (variables: Record<string, any>) => ListingAnswer>;

export interface SentListingOperation {
  operationName: string;
  variables: Record<string, any>;
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** Renders `ui` at `path` (any path matches) with the resolvers, a real store and a `width` px viewport. */
export async function renderListing(ui: ReactNode, { path = '/', resolvers = {}, width = 1280 }: { path?: string; resolvers?: ListingResolvers; width?: number } = {}) {
  const resize = stubViewportWidth(width);
  const all: ListingResolvers = { ...(DEFAULT_RESOLVERS as ListingResolvers), ...resolvers };
  const sent: SentListingOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        sent.push({ operationName: name, variables: operation.variables });
        const answer: ListingAnswer = all[name] ? all[name](operation.variables) : { networkError: new Error(`No fake for ${name}`) };
        if (answer === 'never') return;
        if ('networkError' in answer) {
          observer.error(answer.networkError);
          return;
        }
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: createInMemoryCache() });
  const { store } = createTestStore();
  const locations: Location[] = [];
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <ApolloProvider client={client}>
        <Provider store={store}>
          <IntlProvider locale="en-US" messages={enUS}>
            <MemoryRouter initialEntries={[path]}>
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
  const sentOf = (name: string) => sent.filter((operation) => operation.operationName === name);
  return { ...view!, store, client, sent, sentOf, currentLocation, resize };
}
