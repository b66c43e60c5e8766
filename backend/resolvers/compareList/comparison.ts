import type { ComparableOptionRow } from '../../repositories/catalog/comparableAttributes';
import type { ProductRow } from '../../repositories/catalog/productRows';

// Which attributes a compare list compares and each product's value of them, as Magento's
// ListCompare block answers them: SKU, Description and Short Description (comparable in every
// attribute set), then this shop's comparable attributes some listed product has: its brand and
// the select attributes marked is_comparable (shade, size, skin type, form, colour).

export interface ComparableAttributeValue {
  code: string;
  label: string;
}

export interface ProductAttributeValue {
  code: string;
  value: string;
}

export interface Comparison {
  attributes: ComparableAttributeValue[];
  /** Each product's value of every attribute, in the attributes' order. */
  valuesOf(productId: number): ProductAttributeValue[];
}

/** Magento's getProductAttributeValue: "N/A" for a value the product does not have, "-" for an empty one. */
export const NO_VALUE = 'N/A';
export const EMPTY_VALUE = '-';

const shown = (value: string | null | undefined): string => (value === null || value === undefined ? NO_VALUE : value === '' ? EMPTY_VALUE : value);

type TextCode = 'sku' | 'description' | 'short_description';
const TEXT_ATTRIBUTES: ReadonlyArray<{ code: TextCode; label: string }> = [
  { code: 'sku', label: 'SKU' },
  { code: 'description', label: 'Description' },
  { code: 'short_description', label: 'Short Description' },
];
const BRAND = { code: 'brand', label: 'Brand' } as const;

/**
 * The comparison of `products` (the list's shown products): `options` are their comparable
 * select-attribute values (loadComparableOptions' order), `brandNames` their brands' names by id.
 * An empty list compares nothing.
 */
export function buildComparison(products: readonly ProductRow[], options: readonly ComparableOptionRow[], brandNames: ReadonlyMap<number, string>): Comparison {
  if (!products.length) return { attributes: [], valuesOf: () => [] };
  // A select attribute's labels per product, joined as Magento shows a multiselect value.
  const selects = new Map<string, { label: string; values: Map<number, string[]> }>();
  for (const option of options) {
    const entry = selects.get(option.attribute_code) ?? { label: option.frontend_label, values: new Map<number, string[]>() };
    entry.values.set(option.product_id, [...(entry.values.get(option.product_id) ?? []), option.label]);
    selects.set(option.attribute_code, entry);
  }
  const hasBrand = products.some((product) => product.brand_id !== null && brandNames.has(product.brand_id));
  const attributes: ComparableAttributeValue[] = [
    ...TEXT_ATTRIBUTES,
    ...(hasBrand ? [BRAND] : []),
    ...[...selects].map(([code, { label }]) => ({ code, label })),
  ];
  const byId = new Map(products.map((product) => [product.entity_id, product]));
  const valueOf = (product: ProductRow, code: string): string => {
    if (code === 'sku' || code === 'description' || code === 'short_description') return shown(product[code]);
    if (code === BRAND.code) return shown(product.brand_id === null ? null : brandNames.get(product.brand_id));
    return shown(selects.get(code)?.values.get(product.entity_id)?.join(', '));
  };
  return {
    attributes,
    valuesOf: (productId) => {
      const product = byId.get(productId);
      return product ? attributes.map(({ code }) => ({ code, value: valueOf(product, code) })) : [];
    },
  };
}
