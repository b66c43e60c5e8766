/** Resolvers of the catalog domain (filled in by the issue that builds it). */
export const catalogResolvers = {};
