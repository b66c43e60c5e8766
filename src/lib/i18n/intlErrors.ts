import { ReactIntlErrorCode, type ReactIntlError } from 'react-intl';

/**
 * react-intl's onError: a missing translation is expected (the English text shows instead),
 * so only real formatting problems reach the console.
 */
export function reportIntlError(error: ReactIntlError): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
}
