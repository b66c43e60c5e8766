import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLocalePreference, subscribeToLocalePreference } from '../../../lib/i18n/localePreference';
import { useLanguageChoice } from '../../../lib/i18n/useLanguageChoice';
import { useSubmission } from '../frame/useSubmission';

/** The choice that follows the store view's locale. */
export const STORE_LANGUAGE = 'store';

/**
 * Talon of /setting: the language this device shows the shop in (the store's, or one the shopper
 * picks), applied as soon as it is saved, exactly as the header's language switcher applies it.
 */
export function useAccountSettings() {
  const { languages, choose } = useLanguageChoice();
  const preference = useSyncExternalStore(subscribeToLocalePreference, readLocalePreference, () => null);
  const initialValues = useMemo(() => ({ language: preference ?? STORE_LANGUAGE }), [preference]);
  const submission = useSubmission(
    useCallback(
      async (values: Record<string, unknown>) => {
        const language = String(values.language ?? STORE_LANGUAGE);
        await choose(language === STORE_LANGUAGE ? null : language);
      },
      [choose],
    ),
  );
  return { languages, initialValues, ...submission };
}
