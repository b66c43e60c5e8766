import { FormattedDate } from 'react-intl';

/** Magento's dates ("YYYY-MM-DD HH:MM:SS", stored in UTC) as a Date; null when unreadable. */
export function parseMagentoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Magento date in the shopper's locale ("26 Nov 2026"); the raw text if it cannot be read. */
export function MagentoDate({ value }: { value: string | null | undefined }) {
  const date = parseMagentoDate(value);
  if (!date) return <>{value ?? ''}</>;
  return <FormattedDate value={date} year="numeric" month="short" day="numeric" />;
}
