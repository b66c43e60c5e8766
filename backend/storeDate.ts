import type { RequestContext } from './types';

/** One formatter per time zone: building an Intl.DateTimeFormat costs more than the query it serves. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in the store's time zone (general/locale/timezone), as Magento dates its rules and prices. */
export function todayInTimeZone(timeZone: string | null | undefined): string {
  const zone = timeZone || 'UTC';
  try {
    let format = dayFormats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      dayFormats.set(zone, format);
    }
    return format.format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/** "YYYY-MM-DD" in the request's store time zone: the day special prices, coupons and payment dates are judged by. */
export function storeToday(ctx: RequestContext): string {
  return todayInTimeZone(ctx.config('general/locale/timezone'));
}

/** "YYYY-MM-DD HH:MM:SS" in UTC, as Magento stores a moment (created_at, updated_at). */
export const magentoDateTime = (at: Date): string => at.toISOString().slice(0, 19).replace('T', ' ');
