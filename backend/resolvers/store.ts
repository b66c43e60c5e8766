/** Resolvers of the store domain (filled in by the issue that builds it). */
export const storeResolvers = {};
