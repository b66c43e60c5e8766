import { jsonAttribute } from '../../properties/attributes';

export interface MapPosition {
  lat: number;
  lng: number;
}

/** One stored location of a map (data-locations), its texts trimmed ('' when not set). */
export interface MapLocation {
  position: MapPosition;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  comment: string;
}

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

/** The postal address as lines: street; "city, state zipcode"; country. */
export function addressLines({ address, city, state, zipcode, country }: MapLocation): string[] {
  const region = [state, zipcode].filter(Boolean).join(' ');
  const locality = [city, region].filter(Boolean).join(', ');
  return [address, locality, country].filter(Boolean);
}

/** A tel: link for a stored phone number (its digits and a leading +), or null when it has no digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/(?!^\+)[^\d]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** The location in Google Maps, for shoppers to open outside the shop. */
export const mapsSearchUrl = ({ position }: MapLocation) => `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`;
