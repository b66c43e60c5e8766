import { type ApolloLink } from '@apollo/client';
import { type PersistenceLike, readStoredString, STORAGE_KEYS } from '../persistenceContract';
import { createHeadersLink } from './headersLink';

/** Sends `authorization: Bearer <token>` while a customer token is stored. */
export function createAuthLink(persistence: PersistenceLike): ApolloLink {
  return createHeadersLink(() => {
    const token = readStoredString(persistence, STORAGE_KEYS.signinToken);
    return { authorization: token ? `Bearer ${token}` : undefined };
  });
}
