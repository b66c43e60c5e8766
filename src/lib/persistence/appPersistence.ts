import { BrowserPersistence } from './BrowserPersistence';

let persistence: BrowserPersistence | undefined;

/** This browser's storage for code outside the store (talons, the REST client). Made on first use. */
export function appPersistence(): BrowserPersistence {
  persistence ??= new BrowserPersistence();
  return persistence;
}
