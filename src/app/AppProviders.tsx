import { type ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, toLanguageTag, type Messages } from '../lib/i18n/locale';

interface AppProvidersProps {
  client: ApolloClient;
  /** Magento locale code, e.g. en_US or id_ID. */
  locale: string;
  messages: Messages;
  children: ReactNode;
}

/** Data and language context for everything below; the router is added by the caller. */
export function AppProviders({ client, locale, messages, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <IntlProvider locale={toLanguageTag(locale)} defaultLocale={toLanguageTag(DEFAULT_LOCALE)} messages={messages}>
        {children}
      </IntlProvider>
    </ApolloProvider>
  );
}
