import { SHOP_NUMBER_LOCALE } from './shopNumberFormat';

/**
 * Shop prices (IDR) read the shop's one way in every locale: "Rp 125.000", no decimals, because
 * shoppers compare them with price tags and bank statements, not with en-US number habits.
 * Other currencies (an empty cart is USD, spec §9) follow the shopper's locale.
 */
const FORMAT_LOCALE_BY_CURRENCY: Record<string, string> = { IDR: SHOP_NUMBER_LOCALE };

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const formatLocale = FORMAT_LOCALE_BY_CURRENCY[currency] ?? locale;
  const key = `${formatLocale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const wholeUnits = currency === 'IDR';
    formatter = new Intl.NumberFormat(formatLocale, {
      style: 'currency',
      currency,
      minimumFractionDigits: wholeUnits ? 0 : undefined,
      maximumFractionDigits: wholeUnits ? 0 : undefined,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface PriceValue {
  value?: number | null;
  currency?: string | null;
}

/** "Rp 125.000" for `{ value: 125000, currency: 'IDR' }`; an unknown currency falls back to IDR. */
export function formatPrice({ value, currency }: PriceValue, locale = 'en-US'): string {
  const code = currency || 'IDR';
  try {
    return formatterFor(code, locale).format(value ?? 0);
  } catch {
    // An unknown currency code from a misconfigured store: still show the number.
    return formatterFor('IDR', locale).format(value ?? 0);
  }
}
