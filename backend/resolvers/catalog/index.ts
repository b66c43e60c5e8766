import type { Resolvers } from '../../__generated__/resolvers';
import { categoryResolvers } from './categoryQueries';
import { customAttributesField, uiInputSelectResolvers } from './customAttributes';
import { customOptionsField } from './customOptionFields';
import { downloadableFields } from './downloadableFields';
import { productFieldResolvers } from './productFields';
import { productsResolvers } from './productsQuery';
import { bundleResolvers, configurableResolvers, groupedResolvers } from './productTypes';
import { mergeDomains } from '../mergeDomains';

/** Resolvers of the catalog domain: categories, products and every product type's fields. */
export const catalogResolvers: Resolvers = mergeDomains(categoryResolvers, productsResolvers, uiInputSelectResolvers, {
  SimpleProduct: { ...productFieldResolvers, ...customAttributesField, ...customOptionsField },
  VirtualProduct: { ...productFieldResolvers, ...customAttributesField, ...customOptionsField },
  ConfigurableProduct: { ...productFieldResolvers, ...customAttributesField, ...configurableResolvers, ...customOptionsField },
  BundleProduct: { ...productFieldResolvers, ...customAttributesField, ...bundleResolvers, ...customOptionsField },
  GroupedProduct: { ...productFieldResolvers, ...customAttributesField, ...groupedResolvers },
  DownloadableProduct: { ...productFieldResolvers, ...customAttributesField, ...customOptionsField, ...downloadableFields },
});
