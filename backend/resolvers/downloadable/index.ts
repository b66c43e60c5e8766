import type { Resolvers } from '../../__generated__/resolvers';
import { customerDownloadableProducts } from './customerDownloadableProducts';

/** Resolvers of the downloadable domain's root fields (its product, cart item and order item fields sit with their types). */
export const downloadableResolvers: Resolvers = {
  Query: { customerDownloadableProducts },
};
