import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';

/**
 * react-intl's onError: a missing translation is expected (the English text shows instead),
 * so only real formatting problems reach the console.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) return;
  console.error(error);
};
