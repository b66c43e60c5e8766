import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LANGUAGE_TAG } from '../../lib/i18n/locale';
import { reportIntlError } from '../../lib/i18n/intlErrors';
import { useLocaleMessages } from './useLocaleMessages';

/** react-intl in the store view's language (spec §4 Locale); needs the Apollo client above it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { languageTag, messages } = useLocaleMessages();
  // All text (tests) or all parsed (the build): react-intl types the two apart, formats either.
  const catalog = messages as Record<string, string>;
  return (
    <IntlProvider locale={languageTag} defaultLocale={DEFAULT_LANGUAGE_TAG} messages={catalog} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
