import chromeEnglish from '@i18n/en_US.json?group=chrome';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, toLanguageTag, type Messages } from '../../lib/i18n/locale';
import { currentCatalog, hasMessagesFor, messagesFor, prepareLocale, subscribeToCatalog } from '../../lib/i18n/messageCatalog';
import { useStoreLocale } from '../../lib/storeConfig/useStoreLocale';

/*
 * One messages object for the language shown, topped up in place as lazy parts bring their strings
 * (they arrive before the part renders). The IntlProvider keeps its intl and nothing re-renders:
 * react-intl looks a message up when it formats it. A re-render here would be a synchronous update
 * that throws away the app's first render, in progress in a transition. A new language is a new object.
 */
let shownMessages = { locale: DEFAULT_LOCALE, messages: messagesFor(currentCatalog(), DEFAULT_LOCALE, chromeEnglish) };
subscribeToCatalog(() => Object.assign(shownMessages.messages, messagesFor(currentCatalog(), shownMessages.locale, chromeEnglish)));

function messagesShownIn(locale: string): Messages {
  if (shownMessages.locale !== locale) shownMessages = { locale, messages: messagesFor(currentCatalog(), locale, chromeEnglish) };
  return shownMessages.messages;
}

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

  return { languageTag: toLanguageTag(shown), messages: messagesShownIn(shown) };
}
