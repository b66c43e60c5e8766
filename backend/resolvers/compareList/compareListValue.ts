import type { ResolversTypes } from '../../__generated__/resolvers';
import { loadBrandNames, loadComparableOptions } from '../../repositories/catalog/comparableAttributes';
import { toProductValue } from '../../repositories/catalog/productRows';
import { comparedProducts, type CompareListRow } from '../../repositories/compareListRepository';
import type { Db } from '../../types';
import { buildComparison } from './comparison';

/**
 * A list as CompareList answers it (Magento's GetCompareList): its uid, the shown products with
 * their values (ComparableItem.uid is the product's id) and the attributes compared.
 */
export function compareListValue(db: Db, list: CompareListRow): ResolversTypes['CompareList'] {
  const products = comparedProducts(db, list.list_id);
  const ids = products.map((product) => product.entity_id);
  const brandIds = [...new Set(products.flatMap((product) => (product.brand_id === null ? [] : [product.brand_id])))];
  const comparison = buildComparison(products, loadComparableOptions(db, ids), loadBrandNames(db, brandIds));
  return {
    uid: list.list_id_mask,
    item_count: products.length,
    attributes: comparison.attributes,
    items: products.map((product) => ({ uid: String(product.entity_id), product: toProductValue(product), attributes: comparison.valuesOf(product.entity_id) })),
  };
}
