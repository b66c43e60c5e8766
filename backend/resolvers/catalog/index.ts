import type { Resolvers } from '../../__generated__/resolvers';
import { categoryResolvers } from './categoryQueries';
import { customOptionsField } from './customOptionFields';
import { downloadableFields } from './downloadableFields';
import { productFieldResolvers } from './productFields';
import { productsResolvers } from './productsQuery';
import { bundleResolvers, configurableResolvers, groupedResolvers } from './productTypes';
import { mergeDomains } from '../mergeDomains';

/** Resolvers of the catalog domain: categories, products and every product type's fields. */
export const catalogResolvers: Resolvers = mergeDomains(categoryResolvers, productsResolvers, {
  SimpleProduct: { ...productFieldResolvers, ...customOptionsField },
  VirtualProduct: { ...productFieldResolvers, ...customOptionsField },
  ConfigurableProduct: { ...productFieldResolvers, ...configurableResolvers, ...customOptionsField },
  BundleProduct: { ...productFieldResolvers, ...bundleResolvers, ...customOptionsField },
  GroupedProduct: { ...productFieldResolvers, ...groupedResolvers },
  DownloadableProduct: { ...productFieldResolvers, ...customOptionsField, ...downloadableFields },
});
