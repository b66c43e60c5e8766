import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';

/** GraphQL endpoint of the shop (the embedded backend or the proxied Magento store). */
export const GRAPHQL_PATH = '/graphql';

/** Queries go as GET so the browser, the service worker and a CDN can cache them. */
export function createHttpLink(): ApolloLink {
  return new HttpLink({ uri: GRAPHQL_PATH, useGETForQueries: true });
}

/** The storefront's Apollo client; tests pass their own terminating link. */
export function createApolloClient({ link = createHttpLink() }: { link?: ApolloLink } = {}) {
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
