import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLocalePreference, subscribeToLocalePreference, writeLocalePreference } from '../../lib/i18n/localePreference';
import { useSubmission } from '../account/useSubmission';

/** The languages this shop has strings for (i18n/), by Magento locale code. */
export const LANGUAGES = ['en_US', 'id_ID'] as const;
/** The choice that follows the store view's locale. */
export const STORE_LANGUAGE = 'store';

/**
 * Talon of /setting: the language this device shows the shop in (the store's, or one the shopper
 * picks), applied as soon as it is saved.
 */
export function useAccountSettings() {
  const preference = useSyncExternalStore(subscribeToLocalePreference, readLocalePreference, () => null);
  const initialValues = useMemo(() => ({ language: preference ?? STORE_LANGUAGE }), [preference]);
  const submission = useSubmission(
    useCallback(async (values: Record<string, unknown>) => {
      const language = String(values.language ?? STORE_LANGUAGE);
      writeLocalePreference(language === STORE_LANGUAGE ? null : language);
    }, []),
  );
  return { initialValues, ...submission };
}
