import { type UnitPrice } from '../product-bundle/bundleChoice';
import { type GalleryImage } from '../product-gallery/galleryImages';
import { type Variant } from '../product-options/variantSelection';
import { type Price, type ProductView, type VariantDetails } from './productView';

/** What the page shows right now: the product's, or the chosen variant's, or the bundle as chosen. */
export interface ShownDetails {
  sku: string;
  inStock: boolean;
  price: Price;
  /** The price is the lowest of several (a configurable before choosing, a grouped product). */
  priceIsFrom: boolean;
  /** A bundle priced as chosen: its lowest price (its card's), when its selections span a range. */
  startingPrice?: Price | null;
  images: GalleryImage[];
}

export interface CurrentChoice {
  /** The configurable variant every option names. */
  variant?: Variant<VariantDetails> | null;
  /** The variant agreeing with the choices so far (its pictures are shown while choosing). */
  preview?: Variant<VariantDetails> | null;
  /** The bundle's price as chosen. */
  bundlePrice?: UnitPrice | null;
}

const percentOff = ({ regular, final }: UnitPrice) => (regular > 0 && regular > final ? ((regular - final) / regular) * 100 : 0);

/**
 * spec §3 configurable products: price, SKU, stock and gallery follow the chosen variant (its own
 * pictures when it has any); a bundle's price follows the shopper's selections.
 */
export function shownDetails(product: ProductView, { variant, preview, bundlePrice }: CurrentChoice = {}): ShownDetails {
  const ranged = product.maxPrice.final > product.price.final;
  const base: ShownDetails = { sku: product.sku, inStock: product.inStock, price: product.price, priceIsFrom: ranged, images: product.images };
  switch (product.kind) {
    case 'configurable': {
      if (variant) {
        const details = variant.product;
        return { sku: details.sku, inStock: details.inStock, price: details.price, priceIsFrom: false, images: details.images.length > 0 ? details.images : product.images };
      }
      const previewImages = preview?.product.images ?? [];
      return { ...base, images: previewImages.length > 0 ? previewImages : product.images };
    }
    case 'bundle':
      return bundlePrice
        ? {
            ...base,
            priceIsFrom: false,
            startingPrice: ranged ? product.price : null,
            price: { final: bundlePrice.final, regular: bundlePrice.regular, currency: product.price.currency, percentOff: percentOff(bundlePrice) },
          }
        : base;
    case 'grouped':
      return base;
    default:
      return { ...base, priceIsFrom: false };
  }
}

/** The details with `amount` added to one unit's price (chosen downloadable links, custom options), regular price alike. */
export function withAddedPrice(details: ShownDetails, amount: number): ShownDetails {
  if (amount <= 0) return details;
  const { price } = details;
  return { ...details, price: { ...price, final: price.final + amount, regular: price.regular + amount } };
}
