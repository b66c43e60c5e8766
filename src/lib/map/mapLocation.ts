/* A map's location as both maps draw it: Page Builder's map content type and the store locator. */

export interface MapPosition {
  lat: number;
  lng: number;
}

/** One location on a map, its texts trimmed ('' when not set). */
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
