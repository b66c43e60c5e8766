import chromeEnglish from '@i18n/en_US.json?group=chrome';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, toLanguageTag, type Messages } from '../../lib/i18n/locale';
import { currentCatalog, hasMessagesFor, messagesFor, prepareLocale, subscribeToCatalog } from '../../lib/i18n/messageCatalog';
import { useStoreLocale } from '../../lib/storeConfig/useStoreLocale';

interface LocaleMessages {
  /** BCP 47 tag for react-intl, e.g. id-ID. */
  languageTag: string;
  messages: Messages;
}

/**
 * Talon: the store view's locale (storeConfig.locale) and the strings loaded so far in it: the
 * chrome's (English ones bundled here, in the entry) plus each lazy part's as it arrives
 * (src/lib/i18n/messageCatalog.ts). English shows until the locale is known and its strings have
 * loaded, so the page never waits on them.
 */
export function useLocaleMessages(): LocaleMessages {
  const { locale } = useStoreLocale();
  const [shown, setShown] = useState(DEFAULT_LOCALE);
  const catalog = useSyncExternalStore(subscribeToCatalog, currentCatalog);

  useEffect(() => {
    if (!locale) return;
    if (!hasMessagesFor(locale)) {
      console.error(new Error('Unable to locate locale'), locale);
      setShown(DEFAULT_LOCALE);
      return;
    }
    let cancelled = false;
    prepareLocale(locale).then(
      () => {
        if (!cancelled) setShown(locale);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const messages = useMemo(() => messagesFor(catalog, shown, chromeEnglish), [catalog, shown]);
  return { languageTag: toLanguageTag(shown), messages };
}
