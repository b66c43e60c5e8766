import { type PriceValue } from '../../../lib/price/formatPrice';
import { type NewCartItem } from '../../../lib/store/cart/itemInput';
import { type CartLine } from '../../../lib/store/cart/cartDetails';
import { miniCartLine, type MiniCartLineView } from '../mini-cart/miniCartLine';

/** One cart line as the cart page shows and changes it. */
export interface CartPageLineView extends MiniCartLineView {
  sku: string;
  /** Magento's product type name when it changes how the line is updated (ConfigurableProduct), else ''. */
  productType: string;
  unitPrice: PriceValue;
  /** The line as it would be added again (a configurable is replaced, not updated: spec §4). */
  item: NewCartItem;
  /** Magento's message when the line cannot be bought as it is (out of stock, too many), else null. */
  problem: string | null;
}

function chosenOptionUids(line: CartLine): string[] {
  if ('configurable_options' in line) return line.configurable_options.map((option) => option.configurable_product_option_value_uid);
  if ('bundle_options' in line) return line.bundle_options.flatMap((option) => option.values.map((value) => value.uid));
  if ('links' in line) return (line.links ?? []).flatMap((link) => (link ? [link.uid] : []));
  return [];
}

export function cartPageLine(line: CartLine): CartPageLineView {
  const view = miniCartLine(line);
  const sku = line.product.sku ?? '';
  const options = chosenOptionUids(line);
  return {
    ...view,
    sku,
    productType: 'configurable_options' in line ? 'ConfigurableProduct' : '',
    unitPrice: line.prices?.price ?? { value: 0, currency: null },
    // As the product page adds it: the product's own sku with the chosen value (or selection) uids.
    item: { sku, quantity: line.quantity, ...(options.length ? { selectedOptions: options } : {}) },
    problem: line.errors?.find(Boolean)?.message ?? (line.product.stock_status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : null),
  };
}
