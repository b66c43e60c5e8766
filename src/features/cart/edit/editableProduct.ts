import { type GetEditableCartProductQuery } from '../../../__generated__/operations';
import { type PriceValue } from '../../../lib/price/formatPrice';
import { configurableOptionsOf, variantsOf } from '../../catalog/product-options/configurableChoices';
import { type ConfigurableOption, type Variant } from '../../catalog/product-options/variantSelection';

type EditableItem = NonNullable<NonNullable<NonNullable<GetEditableCartProductQuery['products']>['items']>[number]>;

/** What the dialog shows of a variant once it is chosen. */
export interface EditableVariant {
  sku: string;
  price: PriceValue;
  imageUrl: string | null;
}

/** A configurable line's product as the Edit dialog offers it. */
export interface EditableProduct {
  name: string;
  imageUrl: string | null;
  options: ConfigurableOption[];
  variants: Array<Variant<EditableVariant>>;
}

/** The dialog's view of the product, or null when it is not a configurable product with options (nothing to edit). */
export function toEditableProduct(item: EditableItem | null | undefined): EditableProduct | null {
  if (item?.__typename !== 'ConfigurableProduct') return null;
  const options = configurableOptionsOf(item.configurable_options);
  if (options.length === 0) return null;
  return {
    name: item.name ?? item.sku ?? '',
    imageUrl: item.small_image?.url ?? null,
    options,
    variants: variantsOf(item.variants, (product) => ({
      sku: product.sku,
      price: product.price_range.minimum_price.final_price,
      imageUrl: product.small_image?.url ?? null,
    })),
  };
}
