import { appPersistence } from './appPersistence';
import { type BrowserPersistence } from './BrowserPersistence';
import { StorageKeys } from './keys';

/*
 * The shopper's compare list uid (a guest's list, or the signed-in customer's), kept in browser
 * storage so the list outlives the visit. Whoever reads it hears of every change: in this tab
 * through the listeners, in other tabs through storage events.
 */

const listeners = new Set<() => void>();
let stopOtherTabs: (() => void) | null = null;
const notify = () => listeners.forEach((listener) => listener());

export function storedCompareListUid(persistence: BrowserPersistence = appPersistence()): string | null {
  const uid = persistence.getItem<unknown>(StorageKeys.compareListUid);
  return typeof uid === 'string' && uid ? uid : null;
}

/** Remembers the list's uid, or forgets it (null). */
export function storeCompareListUid(uid: string | null, persistence: BrowserPersistence = appPersistence()): void {
  if (uid) persistence.setItem(StorageKeys.compareListUid, uid);
  else persistence.removeItem(StorageKeys.compareListUid);
  notify();
}

/** Calls `listener` whenever the uid changes (useSyncExternalStore's subscribe); returns the unsubscribe. */
export function subscribeCompareListUid(listener: () => void): () => void {
  listeners.add(listener);
  stopOtherTabs ??= appPersistence().subscribe(StorageKeys.compareListUid, notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopOtherTabs?.();
      stopOtherTabs = null;
    }
  };
}
