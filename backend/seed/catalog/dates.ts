import type { SeededRandom } from '../random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "YYYY-MM-DD HH:MM:SS" as Magento stores it. */
export function formatDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A random moment between two ISO dates (inclusive of the first day), never based on the clock. */
export function randomDateTime(random: SeededRandom, fromIso: string, toIso: string): string {
  const from = Date.parse(`${fromIso}T00:00:00Z`);
  const to = Date.parse(`${toIso}T00:00:00Z`);
  const days = Math.max(0, Math.round((to - from) / DAY_MS));
  const moment = from + random.int(0, days) * DAY_MS + random.int(7 * 3600, 21 * 3600) * 1000;
  return formatDateTime(new Date(moment));
}
