import type { Db } from '../../types';
import type { CategoryRecord } from './categories';
import { VISIBILITY_NOT_VISIBLE, type ProductPlan } from './plan';
import { insertRows, type Row } from './sqlInsert';

const STORE_ID = 1;
const SUFFIX = '.html';

/** Old category URLs kept alive by redirects (from the shop's previous menu). */
const LEGACY_CATEGORY_URLS = [
  { from: 'skin-care.html', to: 'skincare', redirectType: 301 },
  { from: 'vitamins.html', to: 'vitamins-supplements', redirectType: 301 },
  { from: 'make-up/lips.html', to: 'makeup/lips', redirectType: 302 },
  { from: 'promo/lab-tests.html', to: 'lab-tests', redirectType: 302 },
] as const;

/** One permanent and one temporary old URL, for tests of redirects elsewhere. */
export const SAMPLE_REDIRECTS = {
  permanent: LEGACY_CATEGORY_URLS[0].from,
  temporary: LEGACY_CATEGORY_URLS[2].from,
} as const;

/** Every n-th visible product also answers on an old URL. */
const PRODUCT_REDIRECT_STRIDE = 50;

/** Category and product URLs (url_path + ".html"), plus 301/302 redirects from old URLs to them. */
export function insertUrlRewrites(db: Db, categories: readonly CategoryRecord[], products: readonly ProductPlan[]): void {
  const rows: Row[] = [];
  const add = (requestPath: string, targetPath: string, redirectType: number, entityType: string, entityId: number) =>
    rows.push({ store_id: STORE_ID, request_path: requestPath, target_path: targetPath, redirect_type: redirectType, entity_type: entityType, entity_id: entityId });

  const storefrontCategories = categories.filter((category) => category.top);
  for (const category of storefrontCategories) add(`${category.urlPath}${SUFFIX}`, `catalog/category/view/id/${category.id}`, 0, 'category', category.id);
  const visible = products.filter((product) => product.visibility !== VISIBILITY_NOT_VISIBLE);
  for (const product of visible) add(`${product.urlKey}${SUFFIX}`, `catalog/product/view/id/${product.id}`, 0, 'product', product.id);

  for (const legacy of LEGACY_CATEGORY_URLS) {
    const category = storefrontCategories.find((candidate) => candidate.urlPath === legacy.to);
    if (!category) throw new Error(`seed: legacy URL ${legacy.from} points to unknown category ${legacy.to}`);
    add(legacy.from, `${category.urlPath}${SUFFIX}`, legacy.redirectType, 'category', category.id);
  }
  visible
    .filter((_, index) => index % PRODUCT_REDIRECT_STRIDE === PRODUCT_REDIRECT_STRIDE - 1)
    .forEach((product, index) => {
      // Old shop: products lived under their top category's folder; a few were on a temporary promo URL.
      const permanent = index % 3 !== 2;
      const from = permanent ? `${product.category!.urlPath.split('/')[0]}/${product.urlKey}${SUFFIX}` : `promo/${product.urlKey}${SUFFIX}`;
      add(from, `${product.urlKey}${SUFFIX}`, permanent ? 301 : 302, 'product', product.id);
    });
  insertRows(db, 'url_rewrites', rows);
}
