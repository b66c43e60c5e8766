import type { Resolvers } from '../__generated__/resolvers';
import type { FilterTypeFilter } from '../repositories/filterTypeInput';
import { findStoreLocations, LOCATION_COLUMNS, type LocationField, type LocationRecord } from '../repositories/storeLocationRepository';
import type { RequestContext } from '../types';
import { paginate, validatePaging } from './catalog/paging';

// Mageplaza StoreLocatorGraphQl's MpStoreLocatorLocations (Model\Resolver\Locations): its paging
// checks and messages, and the locations' fields as strings, as Mageplaza answers them.

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface StoredHours {
  day: string;
  open: string;
  close: string;
}

/** "08:30" as Mageplaza's ["08", "30"]. */
const hourMinute = (time: string) => time.split(':').slice(0, 2);

/** The stored hours as Mageplaza's timeData: Monday to Sunday, a day the store does not list is closed. */
export function timeData(openingHours: string) {
  let stored: StoredHours[] = [];
  try {
    const parsed: unknown = JSON.parse(openingHours);
    if (Array.isArray(parsed)) stored = parsed as StoredHours[];
  } catch {
    // Unreadable hours: every day closed rather than a failed query.
  }
  return WEEK.map((day) => {
    const hours = stored.find((entry) => entry?.day === day);
    return hours
      ? { value: '1', from: hourMinute(hours.open), to: hourMinute(hours.close), use_system_config: 0 }
      : { value: '0', from: ['00', '00'], to: ['00', '00'], use_system_config: 0 };
  });
}

function locationValue(location: LocationRecord, ctx: RequestContext) {
  const fields = Object.fromEntries(
    (Object.keys(LOCATION_COLUMNS) as LocationField[]).map((field) => [field, location[field] === null ? null : String(location[field])]),
  ) as Record<LocationField, string | null>;
  const image = fields.images;
  return {
    ...fields,
    images: image ? JSON.stringify([{ file: `${ctx.mediaUrl}${image.replace(/^\/+/, '')}`, label: fields.name, position: '1' }]) : '[]',
    timeData: timeData(location.opening_hours),
  };
}

export const storeLocatorResolvers: Resolvers = {
  Query: {
    MpStoreLocatorLocations(_root, args, ctx) {
      const paging = { pageSize: args.pageSize ?? 5, currentPage: args.currentPage ?? 1 };
      validatePaging(paging);
      const { page, total_count } = paginate(findStoreLocations(ctx.db, args.filter as FilterTypeFilter | null | undefined), paging);
      return { total_count, items: page.map((location) => locationValue(location, ctx)) };
    },
  },
};
