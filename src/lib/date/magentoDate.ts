/*
 * Magento's dates, React-free: the app's MagentoDate and the server's first paint (which writes
 * a post's date into the static shell) read and show them alike.
 */

/** Magento's dates ("YYYY-MM-DD HH:MM:SS", stored in UTC) as a Date; null when unreadable. */
export function parseMagentoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How a date shows ("Nov 26, 2026", "26 Nov 2026"). */
export const MAGENTO_DATE_FORMAT = { year: 'numeric', month: 'short', day: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;
