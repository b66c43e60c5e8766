import type { Brand } from './brands';
import type { CategoryRecord } from './categories';
import type { AttributeCode } from './attributes';
import type { DownloadablePlan } from './downloadableProducts';
import type { KindKey, Packaging } from './kinds';

export type ProductType = 'simple' | 'virtual' | 'configurable' | 'bundle' | 'grouped' | 'downloadable';

export const VISIBILITY_NOT_VISIBLE = 1;
export const VISIBILITY_CATALOG_SEARCH = 4;

export interface AttributeValue {
  code: AttributeCode;
  label: string;
}

export interface BundleSelectionPlan {
  productId: number;
  qty: number;
  canChangeQty: boolean;
  isDefault: boolean;
  /** Fixed-price bundles only: the selection's price inside the bundle. */
  priceValue: number;
}

export interface BundleOptionPlan {
  title: string;
  type: 'select' | 'radio' | 'checkbox';
  required: boolean;
  selections: BundleSelectionPlan[];
}

export interface BundlePlan {
  dynamicPrice: boolean;
  priceView: 'PRICE_RANGE' | 'AS_LOW_AS';
  options: BundleOptionPlan[];
}

/** What the packshot of a product looks like. */
export interface Look {
  pack: Packaging;
  /** Main colour of the pack (brand or shade). */
  color: string;
  /** Small print under the line on the label, e.g. "Serum · 30 ml". */
  caption: string;
}

/** One product row with everything hanging off it, before it is written. */
export interface ProductPlan {
  id: number;
  sku: string;
  type: ProductType;
  name: string;
  urlKey: string;
  visibility: number;
  price: number;
  specialPrice: number | null;
  weight: number | null;
  brand: Brand;
  line: string;
  look: Look;
  /** Leaf category, or null for configurable children. */
  category: CategoryRecord | null;
  attributes: AttributeValue[];
  qty: number;
  inStock: boolean;
  shortDescription: string;
  description: string;
  metaKeyword: string;
  newFromDate: string | null;
  createdAt: string;
  /** Number of gallery images to draw (position 1 is the main image). */
  galleryCount: number;
  children: ProductPlan[];
  configurableAttributes: AttributeValue['code'][];
  bundle: BundlePlan | null;
  /** Grouped members: product id and default qty. */
  groupedMembers: Array<{ productId: number; qty: number }>;
  /** The kind key of simple products, used to find parts for bundles and groups. */
  kindKey: KindKey | null;
  /** The url key whose gallery files this product shows: its own, or a bulk copy's original. */
  imageKey: string;
  /** Downloadable products only: their links and samples. */
  downloadable?: DownloadablePlan;
}

/** Magento keeps files in dispersion folders named after the first two characters: "/j/i/jingga-1.jpg". */
export function productImageFile(urlKey: string, index: number): string {
  return `/${urlKey[0]}/${urlKey[1]}/${urlKey}-${index}.jpg`;
}

export function galleryFiles(product: ProductPlan): string[] {
  return Array.from({ length: product.galleryCount }, (_, index) => productImageFile(product.imageKey, index + 1));
}
