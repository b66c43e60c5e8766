import { appPersistence } from '../persistence/appPersistence';
import { StorageKeys } from '../persistence/keys';

/*
 * The shopper's own choice of language on this device (the account's Settings page), over the store
 * view's locale. Null: follow the store. Components read it with useSyncExternalStore.
 */

const listeners = new Set<() => void>();

/** The chosen Magento locale code (en_US, id_ID), or null to follow the store. */
export function readLocalePreference(): string | null {
  const value = appPersistence().getItem(StorageKeys.localePreference);
  return typeof value === 'string' ? value : null;
}

export function writeLocalePreference(locale: string | null): void {
  if (locale) appPersistence().setItem(StorageKeys.localePreference, locale);
  else appPersistence().removeItem(StorageKeys.localePreference);
  listeners.forEach((listener) => listener());
}

export function subscribeToLocalePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
