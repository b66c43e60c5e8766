import { readStoreViewCode } from '../apollo/persistenceContract';
import { appPersistence } from '../persistence/appPersistence';
import { StorageKeys } from '../persistence/keys';
import { writeLocalePreference } from './localePreference';

/*
 * In Magento a language is a store view: its own locale, and Magento's labels (attributes and
 * filters, order statuses, the search placeholder, product texts) as the merchant wrote them for it.
 * Choosing a language therefore selects the store view that speaks it when the store group has one
 * (the `Store` header then asks Magento for its texts); otherwise it is this device's display
 * language over the store view's (the account Settings' preference), and the storefront translates
 * what it can (useStoreLabels).
 */

export interface StoreViewLocale {
  store_code?: string | null;
  locale?: string | null;
}

export type LanguageChange =
  /** Switch to the store view that speaks the language (a reload: every cached answer is that store's). */
  | { kind: 'storeView'; storeCode: string }
  /** Keep the store view; show the shop in `locale` on this device (null: in the store view's language). */
  | { kind: 'preference'; locale: string | null };

/** What choosing `locale` (null: the store's own language) does, given the store group's views and the current one. */
export function languageChange(locale: string | null, storeViews: readonly StoreViewLocale[], currentStoreCode: string): LanguageChange {
  if (!locale) return { kind: 'preference', locale: null };
  const current = storeViews.find((view) => view.store_code === currentStoreCode);
  if (current?.locale === locale) return { kind: 'preference', locale };
  const speaking = storeViews.find((view) => view.locale === locale && view.store_code);
  return speaking?.store_code ? { kind: 'storeView', storeCode: speaking.store_code } : { kind: 'preference', locale };
}

/** The store view code every request names now (the Store header). */
export function currentStoreViewCode(): string {
  return readStoreViewCode(appPersistence());
}

/**
 * Carries a change out. A new store view is stored for the Store header, with the view's own
 * currency and language (the device preference is dropped), and the page reloads under it.
 */
export function applyLanguageChange(change: LanguageChange, reload: () => void = () => window.location.reload()): void {
  if (change.kind === 'preference') {
    writeLocalePreference(change.locale);
    return;
  }
  const persistence = appPersistence();
  persistence.setItem(StorageKeys.storeViewCode, change.storeCode);
  persistence.removeItem(StorageKeys.storeViewCurrency);
  persistence.removeItem(StorageKeys.localePreference);
  reload();
}
