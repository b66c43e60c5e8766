import type { Db } from '../../types';

export interface SeedCoupon {
  code: string;
  label: string | null;
  type: 'percent' | 'fixed';
  amount: number;
  fromDate: string | null;
  toDate: string | null;
  minSubtotal: number | null;
  /** Magento's simple_free_shipping: 0 no, 2 the whole shipment (migration 030). */
  freeShipping?: 0 | 2;
}

/**
 * The demo shop's coupons: a fixed amount with a minimum subtotal, a percentage, an expired one, and
 * a free sample (everything off and free shipping), whose order totals zero and is paid with `free`.
 */
export const SEED_COUPONS: readonly SeedCoupon[] = [
  { code: 'JINGGAHEMAT', label: 'Hemat Rp25.000', type: 'fixed', amount: 25_000, fromDate: null, toDate: null, minSubtotal: 200_000 },
  { code: 'HEMAT10', label: 'Diskon 10%', type: 'percent', amount: 10, fromDate: null, toDate: null, minSubtotal: null },
  { code: 'KADALUARSA', label: 'Promo Tahun Baru 2025', type: 'percent', amount: 15, fromDate: '2025-01-01', toDate: '2025-01-31', minSubtotal: null },
  { code: 'FREESAMPLE', label: 'Free sample', type: 'percent', amount: 100, fromDate: null, toDate: null, minSubtotal: null, freeShipping: 2 },
];

export function seedCoupons(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO sales_rules (code, label, discount_type, discount_amount, from_date, to_date, is_active, min_subtotal, simple_free_shipping)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  for (const c of SEED_COUPONS) insert.run(c.code, c.label, c.type, c.amount, c.fromDate, c.toDate, c.minSubtotal, c.freeShipping ?? 0);
}
