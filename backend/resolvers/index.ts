import { mergeResolvers } from '@graphql-tools/merge';
import { cartResolvers } from './cart';
import { catalogResolvers } from './catalog';
import { cmsResolvers } from './cms';
import { directoryResolvers } from './directory';
import { menuResolvers } from './menu';
import { newsletterResolvers } from './newsletter';
import { routingResolvers } from './routing';
import { storeResolvers } from './store';

const backendResolvers = {
  Query: { backendVersion: () => '1' },
  Mutation: { backendNoop: () => null },
};

/** Every domain's resolvers, merged. A domain adds its file here once. */
export const resolvers = mergeResolvers([
  backendResolvers,
  storeResolvers,
  directoryResolvers,
  routingResolvers,
  catalogResolvers,
  cmsResolvers,
  menuResolvers,
  cartResolvers,
  newsletterResolvers,
]) as Record<string, any>;
