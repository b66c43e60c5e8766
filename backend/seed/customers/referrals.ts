import { insertReferral } from '../../repositories/referralRepository';
import { ensureReferralCode } from '../../referral/referralCode';
import { rewardReferralOnPaidOrder } from '../../referral/referralRewards';
import { REFERRAL_POINTS_DEFAULTS } from '../../referral/referralRules';
import type { Db } from '../../types';
import { insertRows, type Row } from '../catalog/sqlInsert';
import { DEMO_EMAIL } from './people';

/** The demo customer invited these seeded customers; each used the demo's code when signing up (Siti has ordered and paid since, Dewi not yet). */
const DEMO_FRIENDS = ['siti.rahayu@example.com', 'dewi.lestari@example.com'];

interface SeededPerson {
  entity_id: number;
  firstname: string;
  lastname: string;
  created_at: string;
}

const person = (db: Db, email: string): SeededPerson => {
  const row = db.prepare('SELECT entity_id, firstname, lastname, created_at FROM customers WHERE email = ?').get(email) as SeededPerson | undefined;
  if (!row) throw new Error(`seedReferrals: no seeded customer ${email}`);
  return row;
};

/**
 * Writes a customer's points history again in date order with its running balances, and the
 * balance itself: the referral rewards are written after the rest of the history but dated among
 * it, and the history is read in date order and its last row is the balance now.
 */
function rewriteRewardPointsHistory(db: Db, customerId: number): void {
  const rows = db.prepare('SELECT * FROM reward_points_history WHERE customer_id = ? ORDER BY created_at, entity_id').all(customerId) as Array<
    Row & { entity_id: number; points_change: number }
  >;
  db.prepare('DELETE FROM reward_points_history WHERE customer_id = ?').run(customerId);
  let balance = 0;
  insertRows(
    db,
    'reward_points_history',
    rows.map(({ entity_id: _id, ...row }) => {
      balance += row.points_change;
      return { ...row, points_balance: balance };
    }),
  );
  db.prepare('UPDATE reward_points SET balance = ? WHERE customer_id = ?').run(balance, customerId);
}

/** The friend's first order that was paid (invoiced), with what it cost and when it was paid; null when none is. */
function firstPaidOrder(db: Db, customerId: number) {
  return (
    (db
      .prepare(
        `SELECT o.entity_id, o.increment_id, o.store_id, o.grand_total, i.created_at AS paid_at FROM sales_orders o JOIN sales_invoices i ON i.order_id = o.entity_id
         WHERE o.customer_id = ? AND o.grand_total > 0 ORDER BY i.created_at, o.entity_id LIMIT 1`,
      )
      .get(customerId) as { entity_id: number; increment_id: string; store_id: number; grand_total: number; paid_at: string } | undefined) ?? null
  );
}

/**
 * The demo customer's referral code and the friends who joined with it, rewarded as the shop
 * rewards them: when the friend's first order was paid (Siti's), still pending otherwise (Dewi's).
 * Runs after the customers and their orders.
 */
export function seedReferrals(db: Db): void {
  const referrer = person(db, DEMO_EMAIL);
  const code = ensureReferralCode(db, referrer, referrer.created_at);
  const { referrer: referrerPoints, friend: friendPoints } = REFERRAL_POINTS_DEFAULTS;
  for (const email of DEMO_FRIENDS) {
    const friend = person(db, email);
    insertReferral(db, { referrerId: referrer.entity_id, friendId: friend.entity_id, code, referrerPoints, friendPoints, at: friend.created_at });
    const paid = firstPaidOrder(db, friend.entity_id);
    if (!paid) continue;
    rewardReferralOnPaidOrder(db, { customerId: friend.entity_id, orderId: paid.entity_id, incrementId: paid.increment_id, storeId: paid.store_id, grandTotal: paid.grand_total, at: paid.paid_at });
    rewriteRewardPointsHistory(db, friend.entity_id);
  }
  rewriteRewardPointsHistory(db, referrer.entity_id);
}
