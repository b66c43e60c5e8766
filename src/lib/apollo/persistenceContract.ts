/**
 * What the Apollo set-up and the REST helper need from BrowserPersistence
 * (src/lib/persistence). Taking this shape as an argument keeps them free of
 * module-level storage and easy to test with an in-memory double.
 */
export interface PersistenceLike {
  getItem(name: string): unknown;
  /** ttl in seconds; omitted means the record never expires. */
  setItem(name: string, value: unknown, ttl?: number): void;
  removeItem(name: string): void;
}

/** The stored keys this layer reads or writes (spec §9, "Stored keys"). */
export const STORAGE_KEYS = {
  signinToken: 'signin_token',
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  magentoCacheId: 'magento_cache_id',
} as const;

/** Store view code used when none is stored (spec §9). */
export const DEFAULT_STORE_VIEW_CODE = 'default';

/** A stored string value, or undefined when missing, empty or not a string. */
export function readStoredString(persistence: PersistenceLike, name: string): string | undefined {
  const value = persistence.getItem(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readStoreViewCode(persistence: PersistenceLike): string {
  return readStoredString(persistence, STORAGE_KEYS.storeViewCode) ?? DEFAULT_STORE_VIEW_CODE;
}
