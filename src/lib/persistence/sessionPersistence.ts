import { BrowserPersistence, usableStorage } from './BrowserPersistence';

let persistence: BrowserPersistence | undefined;

/**
 * This tab's storage for what must survive a reload but not the visit (sessionStorage, in the same
 * `{value, timeStored, ttl}` records as appPersistence). Made on first use.
 */
export function sessionPersistence(): BrowserPersistence {
  persistence ??= new BrowserPersistence({ storage: usableStorage(() => globalThis.sessionStorage) });
  return persistence;
}
