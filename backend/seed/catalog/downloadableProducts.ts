import type { Db } from '../../types';
import type { CategoryRecord } from './categories';
import { VISIBILITY_CATALOG_SEARCH, type ProductPlan } from './plan';
import type { PlanContext } from './planContext';
import { insertRows } from './sqlInsert';

/** A downloadable product's links and samples (files are keys of backend/downloadable/files.ts). */
export interface DownloadablePlan {
  linksTitle: string;
  linksPurchasedSeparately: boolean;
  links: Array<{ title: string; price: number; numberOfDownloads: number; fileKey: string }>;
  samples: Array<{ title: string; fileKey: string }>;
}

const E_BOOK: DownloadablePlan = {
  linksTitle: 'Formats',
  linksPurchasedSeparately: true,
  links: [
    { title: 'PDF edition', price: 15000, numberOfDownloads: 5, fileKey: 'healthy-skin-habits.pdf' },
    { title: 'Plain-text edition', price: 10000, numberOfDownloads: 0, fileKey: 'healthy-skin-habits.txt' },
  ],
  samples: [{ title: 'Free sample (two habits)', fileKey: 'healthy-skin-habits-sample.pdf' }],
};

/**
 * The shop's one downloadable product, a health-tips e-book sold in Skincare > Sets & Kits: two formats,
 * each bought separately and adding its price to the book's, and a free sample. Planned without
 * the random stream, so adding it leaves every other product as it was.
 */
export function planDownloadableProducts(context: PlanContext, categories: readonly CategoryRecord[]): ProductPlan[] {
  // A leaf, like every visible product's; the routine guide sits with the routine kits.
  const category = categories.find((candidate) => candidate.top?.name === 'Skincare' && candidate.name === 'Sets & Kits');
  const brand = context.brands.find((candidate) => candidate.domain === 'beauty');
  if (!category || !brand) throw new Error('seed: no Skincare > Sets & Kits category or beauty brand for the e-book');
  const id = context.allocateId();
  const name = context.uniqueName(() => 'Healthy Skin Habits e-Book');
  return [
    {
      id,
      sku: `EBOOK-SKIN-${String(id).padStart(4, '0')}`,
      type: 'downloadable',
      name,
      urlKey: 'healthy-skin-habits-e-book',
      imageKey: 'healthy-skin-habits-e-book',
      visibility: VISIBILITY_CATALOG_SEARCH,
      price: 20000,
      specialPrice: null,
      weight: null,
      brand,
      line: 'Healthy Skin Habits',
      look: { pack: 'box', color: '#f7b58f', caption: 'e-Book · PDF & text' },
      category,
      attributes: [],
      qty: 100000,
      inStock: true,
      shortDescription: '<p>Eight everyday habits for healthy skin in a tropical climate, as an e-book to download.</p>',
      description:
        '<p>A short, practical guide from our pharmacists: cleansing, sun protection, moisturising, new actives, sleep and when to see a dermatologist.</p>' +
        '<ul><li>Choose the PDF edition, the plain-text edition or both</li><li>Download from your account right after paying by card</li><li>Read the free sample first</li></ul>',
      metaKeyword: 'skin care e-book, skincare tips, healthy skin habits',
      newFromDate: null,
      createdAt: '2026-06-01 09:00:00',
      galleryCount: 1,
      children: [],
      configurableAttributes: [],
      bundle: null,
      groupedMembers: [],
      kindKey: null,
      downloadable: E_BOOK,
    },
  ];
}

/** Writes the links and samples of the downloadable products (Magento's downloadable_link and downloadable_sample). */
export function insertDownloadableLinks(db: Db, products: readonly ProductPlan[]): void {
  const downloadables = products.filter((product) => product.downloadable);
  insertRows(
    db,
    'downloadable_links',
    downloadables.flatMap((product) =>
      product.downloadable!.links.map((link, index) => ({
        product_id: product.id,
        title: link.title,
        sort_order: index + 1,
        price: link.price,
        number_of_downloads: link.numberOfDownloads,
        is_shareable: 0,
        file_key: link.fileKey,
      })),
    ),
  );
  insertRows(
    db,
    'downloadable_samples',
    downloadables.flatMap((product) => product.downloadable!.samples.map((sample, index) => ({ product_id: product.id, title: sample.title, sort_order: index + 1, file_key: sample.fileKey }))),
  );
}
