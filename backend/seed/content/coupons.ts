import { insertSalesRule, type NewSalesRule } from '../../repositories/cart/salesRules';
import { addressIs, cartConditions, itemConditions, productIs } from '../../salesRule/conditionTree';
import { CUSTOMER_GROUP } from '../../salesRule/salesRule';
import type { Db } from '../../types';
import { FREE_SAMPLE_SKU } from '../catalog/sampleProducts';

const EVERYONE = [CUSTOMER_GROUP.notLoggedIn, CUSTOMER_GROUP.general];

/** The category whose items VITAMIN15 discounts. */
const VITAMIN_CATEGORY_PATH = 'vitamins-supplements';

/**
 * The demo shop's coupons, with the limits a merchant would set (Magento's cart price rules):
 * - JINGGAHEMAT: Rp 25.000 off a cart of Rp 200.000 or more, once per customer (the home page's voucher says so);
 * - HEMAT10: 10% off everything, as often as a shopper likes;
 * - KADALUARSA: a January 2025 promotion, long expired;
 * - FREESAMPLE: one unit of the trial-size serum free and, when only samples are shipped, the
 *   shipping too; once per customer (a guest, whom Magento cannot count, may use it too: a sample
 *   is cheap, and the shop gives away 500 at most, its stock);
 * - VITAMIN15: 15% off the vitamins and supplements in a cart, nothing off the rest.
 */
export function seedCouponRules(vitaminCategoryId: number): NewSalesRule[] {
  return [
    {
      code: 'JINGGAHEMAT',
      label: 'Hemat Rp25.000',
      simpleAction: 'cart_fixed',
      discountAmount: 25_000,
      conditions: cartConditions([addressIs('base_subtotal', '>=', 200_000)]),
      usesPerCustomer: 1,
      customerGroupIds: EVERYONE,
    },
    { code: 'HEMAT10', label: 'Diskon 10%', simpleAction: 'by_percent', discountAmount: 10, customerGroupIds: EVERYONE },
    { code: 'KADALUARSA', label: 'Promo Tahun Baru 2025', simpleAction: 'by_percent', discountAmount: 15, fromDate: '2025-01-01', toDate: '2025-01-31', customerGroupIds: EVERYONE },
    {
      code: 'FREESAMPLE',
      label: 'Free sample',
      simpleAction: 'by_percent',
      discountAmount: 100,
      discountQty: 1,
      actions: itemConditions([productIs('sku', '==', FREE_SAMPLE_SKU)]),
      simpleFreeShipping: 1,
      usesPerCoupon: 500,
      usesPerCustomer: 1,
      customerGroupIds: EVERYONE,
    },
    {
      code: 'VITAMIN15',
      label: 'Vitamin 15%',
      simpleAction: 'by_percent',
      discountAmount: 15,
      actions: itemConditions([productIs('category_ids', '==', String(vitaminCategoryId))]),
      customerGroupIds: EVERYONE,
    },
  ];
}

export function seedCoupons(db: Db): void {
  const vitamins = db.prepare('SELECT entity_id FROM categories WHERE url_path = ?').pluck().get(VITAMIN_CATEGORY_PATH) as number | undefined;
  if (vitamins === undefined) throw new Error(`seed: no ${VITAMIN_CATEGORY_PATH} category for VITAMIN15`);
  for (const rule of seedCouponRules(vitamins)) insertSalesRule(db, rule);
}
