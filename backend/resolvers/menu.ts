/** Resolvers of the menu domain (filled in by the issue that builds it). */
export const menuResolvers = {};
