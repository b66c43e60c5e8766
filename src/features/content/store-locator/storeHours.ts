/** One weekday's hours as the page shows them; days are Monday first (index 0), as Mageplaza lists them. */
export interface DayHours {
  day: number;
  /** "08:00", or null when the store is closed that day. */
  open: string | null;
  close: string | null;
}

interface TimeData {
  value?: string | null;
  from?: ReadonlyArray<string | null> | null;
  to?: ReadonlyArray<string | null> | null;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** ["08", "00"] as "08:00"; null when unreadable. */
function clock(parts: ReadonlyArray<string | null> | null | undefined): string | null {
  const [hour, minute = '00'] = parts ?? [];
  if (!hour || !/^\d{1,2}$/.test(hour) || !/^\d{1,2}$/.test(minute ?? '')) return null;
  return `${hour.padStart(2, '0')}:${(minute ?? '00').padStart(2, '0')}`;
}

/** Mageplaza's timeData as seven days, Monday first; a day it leaves out or marks 0 is closed. */
export function weekHours(timeData: ReadonlyArray<TimeData | null> | null | undefined): DayHours[] {
  return WEEKDAYS.map((_, day) => {
    const entry = timeData?.[day];
    const open = entry?.value === '1' ? clock(entry.from) : null;
    const close = entry?.value === '1' ? clock(entry.to) : null;
    return open && close ? { day, open, close } : { day, open: null, close: null };
  });
}

// One formatter per time zone: making one costs more than formatting, and the page asks once per store.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(zone?: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(zone ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { weekday: 'short', ...(zone ? { timeZone: zone } : {}) });
    weekdayFormats.set(zone ?? '', format);
  }
  return format;
}

/** Today's weekday (Monday 0) where the store is: its own time zone, the browser's when that is unknown. */
export function todayIndex(now: Date, timeZone: string | null | undefined): number {
  const weekday = (zone?: string) => weekdayFormat(zone).format(now);
  let name: string;
  try {
    name = weekday(timeZone ?? undefined);
  } catch {
    name = weekday();
  }
  return Math.max(0, WEEKDAYS.indexOf(name));
}

/** A Monday-first weekday as a date the locale can name (1 January 2024 was a Monday), in UTC. */
export const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, 1 + day));
