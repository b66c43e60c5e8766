import { type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { type Store } from 'redux';
import { type RootState } from '../lib/store/types';
import { LocaleProvider } from './i18n/LocaleProvider';

interface AppProvidersProps {
  client: ApolloClient;
  store: Store<RootState>;
  children: ReactNode;
}

/** Data, app state and language for everything below; the router is added by the caller. */
export function AppProviders({ client, store, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <ReduxProvider store={store}>
        <LocaleProvider>{children}</LocaleProvider>
      </ReduxProvider>
    </ApolloProvider>
  );
}
