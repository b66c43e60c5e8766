import { type MapLocation } from '../../../lib/map/mapLocation';
import { jsonAttribute } from '../../properties/attributes';

/* The locations Page Builder stores in a map's data-locations, read into the shared map locations (src/lib/map). */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function coordinate(value: unknown, limit: number): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

function readLocation(value: unknown): MapLocation | null {
  if (!isRecord(value) || !isRecord(value.position)) return null;
  const lat = coordinate(value.position.latitude, 90);
  const lng = coordinate(value.position.longitude, 180);
  if (lat === null || lng === null) return null;
  return {
    position: { lat, lng },
    name: text(value.location_name),
    phone: text(value.phone),
    address: text(value.address),
    city: text(value.city),
    state: text(value.state),
    zipcode: text(value.zipcode),
    country: text(value.country),
    comment: text(value.comment),
  };
}

/** The locations stored in data-locations; malformed JSON or entries without a valid position are left out. */
export function readLocations(element: Element): MapLocation[] {
  const stored = jsonAttribute(element, 'data-locations');
  if (!Array.isArray(stored)) return [];
  return stored.map(readLocation).filter((location): location is MapLocation => location !== null);
}
