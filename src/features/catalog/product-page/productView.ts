import { type GetProductPageQuery } from '../../../__generated__/operations';
import { type BundleOption, type BundleOptionType, type BundlePricing, selectionUnitPrice } from '../product-bundle/bundleChoice';
import { galleryImages, type GalleryImage } from '../product-gallery/galleryImages';
import { type GroupedChild } from '../product-grouped/groupedItems';
import { customOptionsOf, type CustomOption } from '../product-custom-options/customOptionChoice';
import { downloadableOffer, type DownloadableOffer } from '../product-downloadable/downloadableChoice';
import { configurableOptionsOf, variantsOf } from '../product-options/configurableChoices';
import { type ConfigurableOption, type Variant } from '../product-options/variantSelection';

export type ProductPageItem = NonNullable<NonNullable<NonNullable<GetProductPageQuery['products']>['items']>[number]>;

export interface Price {
  final: number;
  regular: number;
  currency: string;
  /** Discount in percent, 0 when not discounted. */
  percentOff: number;
}

/** What a configurable product shows once a variant is chosen. */
export interface VariantDetails {
  sku: string;
  inStock: boolean;
  price: Price;
  images: GalleryImage[];
}

export type ProductKind = 'simple' | 'virtual' | 'configurable' | 'bundle' | 'grouped' | 'downloadable';

/** The product as the page shows it, whatever its type; the type's own choices in one of its type fields (configurable … downloadable). */
export interface ProductView {
  uid: string;
  name: string;
  sku: string;
  urlKey: string;
  kind: ProductKind;
  inStock: boolean;
  price: Price;
  maxPrice: Price;
  images: GalleryImage[];
  /** Merchant HTML (or plain text), sanitized when rendered. */
  shortDescription: string;
  description: string;
  /** The deepest category the product is in, for the breadcrumbs. */
  categoryUid: string | null;
  /** 0-100, Magento's rating_summary. */
  rating: number;
  reviewCount: number;
  configurable: { options: ConfigurableOption[]; variants: Array<Variant<VariantDetails>> } | null;
  bundle: { pricing: BundlePricing; options: BundleOption[] } | null;
  grouped: GroupedChild[] | null;
  downloadable: DownloadableOffer | null;
  /** The merchant's custom options (engraving, gift wrap…), every type but grouped; [] when none. */
  customOptions: CustomOption[];
}

interface MoneyLike {
  value?: number | null;
  currency?: string | null;
}

interface ProductPriceLike {
  final_price: MoneyLike;
  regular_price: MoneyLike;
  discount?: { percent_off?: number | null } | null;
}

const DEFAULT_CURRENCY = 'IDR';

export function toPrice(price: ProductPriceLike | null | undefined): Price {
  const final = price?.final_price.value ?? 0;
  const regular = Math.max(price?.regular_price.value ?? final, final);
  const computed = regular > 0 ? ((regular - final) / regular) * 100 : 0;
  return {
    final,
    regular,
    currency: price?.final_price.currency ?? price?.regular_price.currency ?? DEFAULT_CURRENCY,
    percentOff: price?.discount?.percent_off ?? computed,
  };
}

/** spec §3 "description (text or object with html)": the text to render either way. */
export function complexText(value: string | { html?: string | null } | null | undefined): string {
  if (!value) return '';
  return typeof value === 'string' ? value : (value.html ?? '');
}

const byPosition = <T extends { position?: number | null }>(items: ReadonlyArray<T | null> | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

const KINDS: Record<ProductPageItem['__typename'], ProductKind> = {
  SimpleProduct: 'simple',
  VirtualProduct: 'virtual',
  ConfigurableProduct: 'configurable',
  BundleProduct: 'bundle',
  GroupedProduct: 'grouped',
  // Nothing to ship, like a virtual product, until the page offers its links to choose.
  DownloadableProduct: 'downloadable',
};

function deepestCategory(categories: ReadonlyArray<{ uid: string; level?: number | null } | null> | null | undefined): string | null {
  let best: { uid: string; level: number } | null = null;
  for (const category of categories ?? []) {
    if (category && (!best || (category.level ?? 0) > best.level)) best = { uid: category.uid, level: category.level ?? 0 };
  }
  return best?.uid ?? null;
}

type ConfigurableItem = Extract<ProductPageItem, { __typename: 'ConfigurableProduct' }>;
type BundleItem = Extract<ProductPageItem, { __typename: 'BundleProduct' }>;
type GroupedItem = Extract<ProductPageItem, { __typename: 'GroupedProduct' }>;

function configurableOf(item: ConfigurableItem, name: string): ProductView['configurable'] {
  return {
    options: configurableOptionsOf(item.configurable_options),
    variants: variantsOf(item.variants, (product, inStock) => ({ sku: product.sku, inStock, price: toPrice(product.price_range.minimum_price), images: galleryImages(product.media_gallery, name) })),
  };
}

const BUNDLE_TYPES: readonly BundleOptionType[] = ['select', 'radio', 'checkbox', 'multi'];

function bundleOf(item: BundleItem): ProductView['bundle'] {
  const pricing: BundlePricing = {
    basePrice: item.dynamic_price ? 0 : (item.price_details?.main_price ?? 0),
    discountPercent: item.price_details?.discount_percentage ?? 0,
  };
  const options = byPosition(item.items).flatMap((option): BundleOption[] => {
    if (!option.uid) return [];
    const type = BUNDLE_TYPES.find((known) => known === option.type) ?? 'select';
    return [
      {
        uid: option.uid,
        title: option.title ?? '',
        required: Boolean(option.required),
        type,
        selections: byPosition(option.options).map((selection) => ({
          uid: selection.uid,
          label: selection.label ?? '',
          quantity: selection.quantity ?? 1,
          canChangeQuantity: Boolean(selection.can_change_quantity),
          isDefault: Boolean(selection.is_default),
          inStock: selection.product?.stock_status !== 'OUT_OF_STOCK',
          unitPrice: selectionUnitPrice(
            selection.price_type,
            selection.price ?? 0,
            pricing.basePrice,
            selection.product?.price_range.minimum_price.regular_price.value,
          ),
        })),
      },
    ];
  });
  return { pricing, options };
}

function groupedOf(item: GroupedItem): GroupedChild[] {
  return byPosition(item.items).flatMap((child): GroupedChild[] => {
    const product = child.product;
    if (!product?.sku) return [];
    const price = toPrice(product.price_range.minimum_price);
    return [
      {
        uid: product.uid,
        sku: product.sku,
        name: product.name ?? product.sku,
        inStock: product.stock_status === 'IN_STOCK',
        defaultQuantity: child.qty ?? 0,
        finalPrice: price.final,
        regularPrice: price.regular,
        currency: price.currency,
        imageUrl: product.small_image?.url ?? null,
      },
    ];
  });
}

/** The product page's view of a products item: plain values, choices by type, nothing left nullable that the page reads. */
export function toProductView(item: ProductPageItem): ProductView {
  const name = item.name ?? '';
  return {
    uid: item.uid,
    name,
    sku: item.sku ?? '',
    urlKey: item.url_key ?? '',
    kind: KINDS[item.__typename] ?? 'simple',
    inStock: item.stock_status !== 'OUT_OF_STOCK',
    price: toPrice(item.price_range.minimum_price),
    maxPrice: toPrice(item.price_range.maximum_price ?? item.price_range.minimum_price),
    images: galleryImages(item.media_gallery, name),
    shortDescription: complexText(item.short_description),
    description: complexText(item.description),
    categoryUid: deepestCategory(item.categories),
    rating: item.rating_summary ?? 0,
    reviewCount: item.review_count ?? 0,
    configurable: item.__typename === 'ConfigurableProduct' ? configurableOf(item, name) : null,
    bundle: item.__typename === 'BundleProduct' ? bundleOf(item) : null,
    grouped: item.__typename === 'GroupedProduct' ? groupedOf(item) : null,
    downloadable: item.__typename === 'DownloadableProduct' ? downloadableOffer(item) : null,
    customOptions: 'options' in item ? customOptionsOf(item.options) : [],
  };
}
