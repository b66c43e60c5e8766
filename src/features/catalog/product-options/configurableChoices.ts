import { toSwatch } from './swatch';
import { type ConfigurableOption, type Variant } from './variantSelection';

/*
 * A ConfigurableProduct's configurable_options and variants, as Magento answers them, read into the
 * plain options and variants the pickers choose from. The product page and the cart's Edit dialog
 * ask for the same fields, each with what it shows of a variant.
 */

interface OptionFields {
  attribute_code?: string | null;
  label?: string | null;
  position?: number | null;
  values?: ReadonlyArray<{ uid?: string | null; label?: string | null; swatch_data?: Parameters<typeof toSwatch>[0] } | null> | null;
}

interface VariantFields<T> {
  attributes?: ReadonlyArray<{ uid: string; code?: string | null } | null> | null;
  product?: T | null;
}

interface VariantProductFields {
  sku?: string | null;
  stock_status?: string | null;
}

/** The options by position, each with its values and their swatches; options without an attribute code are left out. */
export function configurableOptionsOf(options: ReadonlyArray<OptionFields | null> | null | undefined): ConfigurableOption[] {
  return (options ?? [])
    .filter((option): option is OptionFields => option !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((option): ConfigurableOption[] =>
      option.attribute_code
        ? [
            {
              code: option.attribute_code,
              label: option.label ?? option.attribute_code,
              values: (option.values ?? []).flatMap((value) => (value?.uid ? [{ uid: value.uid, label: value.label ?? '', swatch: toSwatch(value.swatch_data, value.label ?? '') }] : [])),
            },
          ]
        : [],
    );
}

/**
 * The variants that have a product with a sku: the value each option takes (by attribute code),
 * whether it is in stock, and `details` of its product (what the caller shows of it).
 */
export function variantsOf<T extends VariantProductFields, P>(
  variants: ReadonlyArray<VariantFields<T> | null> | null | undefined,
  details: (product: T & { sku: string }, inStock: boolean) => P,
): Array<Variant<P>> {
  return (variants ?? []).flatMap((variant): Array<Variant<P>> => {
    const product = variant?.product;
    if (!product?.sku) return [];
    const values = Object.fromEntries((variant?.attributes ?? []).flatMap((attribute) => (attribute?.code ? [[attribute.code, attribute.uid]] : [])));
    const inStock = product.stock_status === 'IN_STOCK';
    return [{ values, inStock, product: details(product as T & { sku: string }, inStock) }];
  });
}
