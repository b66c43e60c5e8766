/** Resolvers of the cms domain (filled in by the issue that builds it). */
export const cmsResolvers = {};
