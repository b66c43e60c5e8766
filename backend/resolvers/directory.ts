/** Resolvers of the directory domain (filled in by the issue that builds it). */
export const directoryResolvers = {};
