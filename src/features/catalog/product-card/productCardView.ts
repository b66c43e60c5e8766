import { type ProductCardFieldsFragment } from '../../../__generated__/operations';
import { type PriceValue } from '../../../lib/price/formatPrice';

/** What the card does for this product: add it at once, send the shopper to choose, or nothing. */
export type ProductCardAction = 'addToCart' | 'chooseOptions' | 'outOfStock';

export interface ProductCardView {
  uid: string;
  sku: string;
  name: string;
  /** The product page: url key plus url suffix (spec §2). */
  href: string;
  imageUrl: string | null;
  finalPrice: PriceValue;
  /**
   * The price is where the product's choices start (a bundle's cheapest selection, a grouped
   * product's cheapest item, a configurable's cheapest variant): the card says "Starting at".
   */
  isStartingPrice: boolean;
  /** The regular price, only when the product sells below it (never beside a starting price). */
  regularPrice: PriceValue | null;
  /** Whole percent off for the badge ("-20%"), only when discounted (never for a starting price: the discount is one choice's). */
  percentOff: number | null;
  /** 0-100, Magento's rating_summary. */
  rating: number;
  reviewCount: number;
  action: ProductCardAction;
}

/** Types a single click can add: no options to choose (spec: Add to Cart for simple products). */
const ADDABLE_TYPES = new Set(['SimpleProduct', 'VirtualProduct']);

function discountPercent(final: number, regular: number, reported: number | null | undefined): number | null {
  if (!(regular > final) || final < 0) return null;
  const percent = reported && reported > 0 ? reported : ((regular - final) / regular) * 100;
  const whole = Math.round(percent);
  return whole >= 1 ? whole : null;
}

/** The card's view of a product as the ProductCardFields fragment answers it. */
export function productCardView(product: ProductCardFieldsFragment): ProductCardView {
  const price = product.price_range.minimum_price;
  const final = price.final_price.value ?? 0;
  const regular = price.regular_price.value ?? final;
  const isStartingPrice = (product.price_range.maximum_price?.final_price.value ?? final) > final;
  const percentOff = isStartingPrice ? null : discountPercent(final, regular, price.discount?.percent_off);
  const inStock = product.stock_status !== 'OUT_OF_STOCK';
  return {
    uid: product.uid,
    sku: product.sku ?? '',
    name: product.name ?? '',
    href: `/${product.url_key ?? ''}${product.url_suffix ?? ''}`,
    imageUrl: product.small_image?.url || null,
    finalPrice: { value: final, currency: price.final_price.currency },
    isStartingPrice,
    regularPrice: percentOff ? { value: regular, currency: price.regular_price.currency } : null,
    percentOff,
    rating: product.rating_summary,
    reviewCount: product.review_count,
    action: !inStock ? 'outOfStock' : ADDABLE_TYPES.has(product.__typename) ? 'addToCart' : 'chooseOptions',
  };
}
