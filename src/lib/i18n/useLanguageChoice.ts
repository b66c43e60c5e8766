import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { applyLanguageChange, currentStoreViewCode, languageChange, type StoreViewLocale } from './languageChange';
import { SHOP_LANGUAGES } from './languages';
import { localeOfLanguageTag } from './locale';
import { GET_STORE_VIEWS } from './storeViews.gql';

/**
 * Talon shared by the language switcher and the account's Settings: the languages offered, the one
 * shown (once its strings have loaded), and choosing one: its own store view when the store has
 * one, else this device's preference (languageChange.ts). Never rejects: without an answer about
 * the store views the choice is the preference.
 */
export function useLanguageChoice() {
  const client = useApolloClient();
  const { locale } = useIntl();
  const choose = useCallback(
    async (next: string | null) => {
      const storeViews: StoreViewLocale[] = await client.query({ query: GET_STORE_VIEWS, fetchPolicy: 'cache-first' }).then(
        ({ data }) => (data?.availableStores ?? []).flatMap((view) => (view ? [view] : [])),
        () => [],
      );
      applyLanguageChange(languageChange(next, storeViews, currentStoreViewCode()));
    },
    [client],
  );
  return { languages: SHOP_LANGUAGES, current: localeOfLanguageTag(locale), choose };
}
