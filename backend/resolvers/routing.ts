/** Resolvers of the routing domain (filled in by the issue that builds it). */
export const routingResolvers = {};
