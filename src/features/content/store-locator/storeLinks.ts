/*
 * Outbound map links on every store: all a shop without a maps provider key shows (no third-party
 * script loads), and a phone's way into its maps app. Both open at the spec's map zoom (8).
 */

/** The spec's map zoom. */
export const MAP_ZOOM = 8;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Decimal degrees from Mageplaza's strings; null unless both are real coordinates. */
export function coordinatesOf(latitude: string | null | undefined, longitude: string | null | undefined): Coordinates | null {
  const lat = Number(latitude);
  const lng = Number(longitude);
  const valid = latitude != null && longitude != null && latitude.trim() !== '' && longitude.trim() !== '';
  if (!valid || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** Google Maps directions to the store from wherever the shopper is. */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The store on OpenStreetMap, a marker at its place and the spec's zoom. */
export function mapUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}

/** A tel: link for a written phone number ("+62 21 555 1000" → "tel:+62215551000"); null without digits. */
export function telHref(phone: string | null | undefined): string | null {
  const dialable = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}
