import type { Db } from '../../types';
import { loadPriceRanges } from './productPricing';

/**
 * Lowest final price per product, remembered between requests: price filters, price sorting and
 * the price aggregation need it for every match (thousands on a big category), and computing it
 * from the parts of composite products dominates a listing's time. A price depends only on the
 * database and the day, so the memo is keyed by the day and by the database's write counters
 * (this connection's total_changes, other connections' data_version): any write starts afresh.
 */
interface Memo {
  key: string;
  prices: Map<number, number>;
}

const memos = new WeakMap<Db, Memo>();

function memoFor(db: Db, today: string): Memo {
  const counters = db.prepare('SELECT total_changes() AS changes').get() as { changes: number };
  const key = `${today}|${counters.changes}|${db.pragma('data_version', { simple: true }) as number}`;
  let memo = memos.get(db);
  if (!memo || memo.key !== key) {
    memo = { key, prices: new Map() };
    memos.set(db, memo);
  }
  return memo;
}

/** The lowest final price (base currency) of each product; 0 for one without a price. */
export function lowestFinalPrices(db: Db, ids: readonly number[], today: string): Map<number, number> {
  const { prices } = memoFor(db, today);
  const missing = ids.filter((id) => !prices.has(id));
  if (missing.length) {
    const ranges = loadPriceRanges(db, missing, today);
    for (const id of missing) prices.set(id, ranges.get(id)?.minimum.final ?? 0);
  }
  return prices;
}
