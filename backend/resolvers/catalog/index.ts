import type { Resolvers } from '../../__generated__/resolvers';
import { categoryResolvers } from './categoryQueries';
import { productFieldResolvers } from './productFields';
import { productsResolvers } from './productsQuery';
import { bundleResolvers, configurableResolvers, groupedResolvers } from './productTypes';
import { mergeDomains } from '../mergeDomains';

/** Resolvers of the catalog domain: categories, products and every product type's fields. */
export const catalogResolvers: Resolvers = mergeDomains(categoryResolvers, productsResolvers, {
  SimpleProduct: productFieldResolvers,
  VirtualProduct: productFieldResolvers,
  ConfigurableProduct: { ...productFieldResolvers, ...configurableResolvers },
  BundleProduct: { ...productFieldResolvers, ...bundleResolvers },
  GroupedProduct: { ...productFieldResolvers, ...groupedResolvers },
});
