import { type PriceValue } from '../../../lib/price/formatPrice';
import { type CartLine } from '../../../lib/store/cart/cartDetails';

/** One cart line as the mini cart shows it. */
export interface MiniCartLineView {
  uid: string;
  name: string;
  /** The product page (url key plus url suffix), or null when the product has no URL. */
  href: string | null;
  imageUrl: string | null;
  /** The options the shopper chose: "Colour: Red", a bundle option and its selections, a download's links ("Formats: PDF edition"), then custom options ("Engraving: Dewi"). */
  options: Array<{ label: string; value: string }>;
  quantity: number;
  /** What the line costs: unit price times quantity. */
  rowTotal: PriceValue;
}

function typeOptions(line: CartLine): MiniCartLineView['options'] {
  if ('configurable_options' in line) {
    return line.configurable_options.map(({ option_label, value_label }) => ({ label: option_label, value: value_label }));
  }
  if ('bundle_options' in line) {
    return line.bundle_options.map(({ label, values }) => ({
      label,
      value: values.map((value) => (value.quantity > 1 ? `${value.quantity} x ${value.label}` : value.label)).join(', '),
    }));
  }
  if ('links' in line) {
    const titles = (line.links ?? []).flatMap((link) => (link?.title ? [link.title] : []));
    // Named as the merchant names the links on the product ("Formats"); Magento's own word otherwise.
    const label = ('links_title' in line.product && line.product.links_title) || 'Links';
    return titles.length ? [{ label, value: titles.join(', ') }] : [];
  }
  return [];
}

const TYPED = new Set(['field', 'area']);

/** Custom options: a typed text shows what was typed (Magento's value), a chosen value its title (its label). */
function customOptions(line: CartLine): MiniCartLineView['options'] {
  if (!('customizable_options' in line)) return [];
  return line.customizable_options.flatMap((option) =>
    option ? [{ label: option.label, value: option.values.map((value) => (TYPED.has(option.type) ? value.value : value.label)).join(', ') }] : [],
  );
}

const chosenOptions = (line: CartLine): MiniCartLineView['options'] => [...typeOptions(line), ...customOptions(line)];

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
