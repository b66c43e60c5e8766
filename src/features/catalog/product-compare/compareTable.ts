import { type ProductCardFieldsFragment, type ProductCompareListFragment } from '../../../__generated__/operations';

/** A product compared: its numeric id (ComparableItem.uid, what removing it takes) and what its card shows. */
export interface CompareColumn {
  productId: string;
  product: ProductCardFieldsFragment;
}

/** One attribute across the products, in the columns' order. */
export interface CompareRow {
  code: string;
  label: string;
  /** Merchant HTML (descriptions), shown sanitized; every other value is plain text. */
  isHtml: boolean;
  values: string[];
}

/** Attributes whose values Magento lets hold HTML on the storefront. */
const HTML_ATTRIBUTES = new Set(['description', 'short_description']);

/** Magento's word for a value a product does not have, when an item leaves one out. */
const NO_VALUE = 'N/A';

/** The comparison as a table: a column per product, a row per attribute compared. */
export function compareTable(list: ProductCompareListFragment): { columns: CompareColumn[]; rows: CompareRow[] } {
  const items = (list.items ?? []).flatMap((item) => (item ? [item] : []));
  const columns = items.map((item) => ({ productId: item.uid, product: item.product }));
  const rows = (list.attributes ?? []).flatMap((attribute) => {
    if (!attribute) return [];
    const values = items.map((item) => item.attributes.find((value) => value?.code === attribute.code)?.value ?? NO_VALUE);
    return [{ code: attribute.code, label: attribute.label, isHtml: HTML_ATTRIBUTES.has(attribute.code), values }];
  });
  return { columns, rows };
}
