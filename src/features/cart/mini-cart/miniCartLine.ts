import { type PriceValue } from '../../../lib/price/formatPrice';
import { type CartLine } from '../../../lib/store/cart/cartDetails';

/** One cart line as the mini cart shows it. */
export interface MiniCartLineView {
  uid: string;
  name: string;
  /** The product page (url key plus url suffix), or null when the product has no URL. */
  href: string | null;
  imageUrl: string | null;
  /** The options the shopper chose: "Colour: Red", or a bundle option and its selections. */
  options: Array<{ label: string; value: string }>;
  quantity: number;
  /** What the line costs: unit price times quantity. */
  rowTotal: PriceValue;
}

function chosenOptions(line: CartLine): MiniCartLineView['options'] {
  if ('configurable_options' in line) {
    return line.configurable_options.map(({ option_label, value_label }) => ({ label: option_label, value: value_label }));
  }
  if ('bundle_options' in line) {
    return line.bundle_options.map(({ label, values }) => ({
      label,
      value: values.map((value) => (value.quantity > 1 ? `${value.quantity} x ${value.label}` : value.label)).join(', '),
    }));
  }
  return [];
}

/** The mini cart's view of a fetched cart line; a configurable line shows its variant's image. */
export function miniCartLine(line: CartLine): MiniCartLineView {
  const { product } = line;
  const variantImage = 'configured_variant' in line ? line.configured_variant.thumbnail?.url : null;
  return {
    uid: line.uid,
    name: product.name ?? product.sku ?? '',
    href: product.url_key ? `/${product.url_key}${product.url_suffix ?? ''}` : null,
    imageUrl: variantImage || product.thumbnail?.url || null,
    options: chosenOptions(line),
    quantity: line.quantity,
    rowTotal: line.prices?.row_total ?? { value: 0, currency: null },
  };
}
