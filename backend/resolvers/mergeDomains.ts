import type { Resolvers } from '../__generated__/resolvers';

/**
 * Resolver maps merged type by type: domains add fields to shared types (Query, Mutation, CmsPage,
 * the product types). A later map's field wins, as a later domain is the more specific one.
 */
export function mergeDomains(...domains: readonly Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const domain of domains) {
    for (const [type, fields] of Object.entries(domain)) merged[type] = { ...merged[type], ...fields };
  }
  // Each input is a Resolvers map and a merge of field maps keeps every field's type.
  return merged as Resolvers;
}
