import { mergeResolvers } from '@graphql-tools/merge';
import { categoryResolvers } from './catalog/categoryQueries';
import { productFieldResolvers } from './catalog/productFields';
import { productsResolvers } from './catalog/productsQuery';
import { bundleResolvers, configurableResolvers, groupedResolvers } from './catalog/productTypes';

/** Resolvers of the catalog domain: categories, products and every product type's fields. */
export const catalogResolvers = mergeResolvers([
  categoryResolvers,
  productsResolvers,
  {
    SimpleProduct: productFieldResolvers,
    VirtualProduct: productFieldResolvers,
    ConfigurableProduct: { ...productFieldResolvers, ...configurableResolvers },
    BundleProduct: { ...productFieldResolvers, ...bundleResolvers },
    GroupedProduct: { ...productFieldResolvers, ...groupedResolvers },
  },
]);
