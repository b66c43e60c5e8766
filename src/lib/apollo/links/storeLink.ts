import { type ApolloLink } from '@apollo/client';
import {
  type PersistenceLike,
  readStoreViewCode,
  readStoredString,
  STORAGE_KEYS,
} from '../persistenceContract';
import { createHeadersLink } from './headersLink';

/** Selects the store view (`Store`) and, when one is chosen, the display currency. */
export function createStoreLink(persistence: PersistenceLike): ApolloLink {
  return createHeadersLink(() => ({
    Store: readStoreViewCode(persistence),
    'Content-Currency': readStoredString(persistence, STORAGE_KEYS.storeViewCurrency),
  }));
}
