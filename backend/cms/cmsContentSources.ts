import { findCmsBlock } from '../repositories/cmsRepository';
import { loadPriceRanges } from '../repositories/catalog/productPricing';
import { loadProductRows } from '../repositories/catalog/productRows';
import type { Db, Money } from '../types';
import type { PriceText, ProductListItem } from './productListHtml';
import { matchProductRule } from './productRuleMatcher';
import type { CmsContentSources } from './widgets/types';

export interface SourceOptions {
  db: Db;
  storeId: number;
  /** "YYYY-MM-DD" in the store's time zone (special prices). */
  today: string;
  /** Absolute, ending in "/". */
  baseUrl: string;
  /** Absolute, ending in "/". */
  mediaUrl: string;
  /** catalog/seo/product_url_suffix, e.g. ".html". */
  productUrlSuffix: string;
  /** A base-currency amount in the display currency. */
  money(baseAmount: number): Money;
}

const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** Prices as a storefront theme prints them: "Rp125.000" for rupiah, the ISO code otherwise. */
export function formatPrice({ value, currency }: Money): string {
  if (currency === 'IDR') return `Rp${rupiah.format(Math.round(value))}`;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

/** The data CMS widgets read, from the request's store database. */
export function createCmsContentSources(options: SourceOptions): CmsContentSources {
  const { db } = options;
  const price = (baseAmount: number): PriceText => {
    const money = options.money(baseAmount);
    return { amount: money.value, formatted: formatPrice(money) };
  };
  const imageUrl = (file: string | null) =>
    `${options.mediaUrl}catalog/product/${file ? file.replace(/^\/+/, '') : 'placeholder/small_image.jpg'}`;

  return {
    findBlock(identifierOrId) {
      const block = findCmsBlock(db, options.storeId, identifierOrId);
      return block ? { blockId: block.block_id, content: block.content } : null;
    },

    listProducts(query) {
      const ids = matchProductRule(db, query, options.today);
      if (ids.length === 0) return [];
      const rows = loadProductRows(db, ids);
      const prices = loadPriceRanges(db, ids, options.today);
      return ids.flatMap((id): ProductListItem[] => {
        const row = rows.get(id);
        if (!row) return [];
        const range = prices.get(id);
        return [
          {
            id,
            sku: row.sku,
            name: row.name,
            url: `${options.baseUrl}${row.url_key}${options.productUrlSuffix}`,
            imageUrl: imageUrl(row.small_image),
            finalPrice: price(range?.minimum.final ?? row.price),
            regularPrice: price(range?.minimum.regular ?? row.price),
          },
        ];
      });
    },
  };
}
