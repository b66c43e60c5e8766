import { useSyncExternalStore } from 'react';
import { appPersistence } from '../../../lib/persistence/appPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';

// Whether the shopper has closed the pharmacist banner, stored like the install prompt's flag so
// it stays closed on the next page load. Small on purpose: the layout reads it before the banner's
// own code loads, to keep the banner's corner free from the first paint or give it back.

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Closed in another tab: closed here too.
  const unsubscribe = appPersistence().subscribe(StorageKeys.floatingBannerHide, listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

export function isFloatingBannerClosed(): boolean {
  return Boolean(appPersistence().getItem(StorageKeys.floatingBannerHide));
}

/** Closes the banner for good (this browser). */
export function closeFloatingBanner(): void {
  appPersistence().setItem(StorageKeys.floatingBannerHide, true);
  listeners.forEach((listener) => listener());
}

/** Talon helper: whether the banner was closed, following closings in this tab and others. */
export function useFloatingBannerClosed(): boolean {
  return useSyncExternalStore(subscribe, isFloatingBannerClosed, () => false);
}
