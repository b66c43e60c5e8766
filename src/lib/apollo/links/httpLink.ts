import { type ApolloLink } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { compactQuery } from './compactQuery';

/** GraphQL endpoint: the embedded backend, or the proxied Magento store. */
export const GRAPHQL_PATH = '/graphql';

export interface HttpLinkOptions {
  uri?: string;
  /** Injected in tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Terminating link. Queries go as GET so the browser, the service worker and a
 * CDN can cache them, with whitespace and comments stripped to keep URLs short.
 * BaseHttpLink (not HttpLink) leaves out Apollo's client-awareness extension,
 * which would otherwise add to every GET URL.
 */
export function createHttpLink({ uri = GRAPHQL_PATH, fetch }: HttpLinkOptions = {}): ApolloLink {
  return new BaseHttpLink({
    uri,
    fetch,
    useGETForQueries: true,
    credentials: 'same-origin',
    print: (node, originalPrint) => compactQuery(originalPrint(node)),
  });
}
