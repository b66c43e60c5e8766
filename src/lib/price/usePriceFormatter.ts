import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPrice, type PriceValue } from './formatPrice';

/** Talon: formats a Magento Money value in the shopper's locale (IDR always as "Rp 125.000"). */
export function usePriceFormatter(): (price: PriceValue) => string {
  const { locale } = useIntl();
  return useCallback((price: PriceValue) => formatPrice(price, locale), [locale]);
}
