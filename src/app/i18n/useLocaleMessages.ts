import { useEffect, useState } from 'react';
import enUS from '../../../i18n/en_US.json';
import { DEFAULT_LOCALE, loadMessages, toLanguageTag, type Messages } from '../../lib/i18n/locale';
import { useStoreLocale } from '../../lib/storeConfig/useStoreLocale';

interface LocaleMessages {
  /** BCP 47 tag for react-intl, e.g. id-ID. */
  languageTag: string;
  messages: Messages;
}

const ENGLISH: LocaleMessages = { languageTag: toLanguageTag(DEFAULT_LOCALE), messages: enUS };

/**
 * Talon: the store view's locale (storeConfig.locale) and its messages. English (bundled) shows
 * until the locale is known and its translations have loaded, so the page never waits on them.
 */
export function useLocaleMessages(): LocaleMessages {
  const { locale } = useStoreLocale();
  const [current, setCurrent] = useState<LocaleMessages>(ENGLISH);

  useEffect(() => {
    if (!locale) return;
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      if (cancelled) return;
      // loadMessages falls back to English for a locale it has no translations for.
      setCurrent(messages === enUS ? ENGLISH : { languageTag: toLanguageTag(locale), messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  return current;
}
