import { earnRewardPoints } from '../../repositories/rewardPointsRepository';
import { insertReferral } from '../../repositories/referralRepository';
import { ensureReferralCode } from '../../referral/referralCode';
import { maskedName, REFERRAL_MESSAGES, REFERRAL_POINTS_DEFAULTS } from '../../referral/referralRules';
import type { Db } from '../../types';
import { insertRows, type Row } from '../catalog/sqlInsert';
import { DEMO_EMAIL } from './people';

/** The demo customer invited these seeded customers; each used the demo's code when signing up (Siti has ordered since, Dewi not yet). */
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

/** The demo customer's referral code and the friends who joined with it, rewarded as the shop rewards them. Runs after the customers. */
export function seedReferrals(db: Db): void {
  const referrer = person(db, DEMO_EMAIL);
  const code = ensureReferralCode(db, referrer, referrer.created_at);
  const referrerName = maskedName(referrer.firstname, referrer.lastname);
  const { referrer: referrerPoints, friend: friendPoints } = REFERRAL_POINTS_DEFAULTS;
  for (const email of DEMO_FRIENDS) {
    const friend = person(db, email);
    const at = friend.created_at;
    // Rewarded when the code was used, as the shop did before rewards waited for the first order.
    insertReferral(db, { referrerId: referrer.entity_id, friendId: friend.entity_id, code, referrerPoints, friendPoints, at, rewardedAt: at });
    earnRewardPoints(db, { customerId: referrer.entity_id, points: referrerPoints, reason: REFERRAL_MESSAGES.referrerReason(maskedName(friend.firstname, friend.lastname)), at });
    earnRewardPoints(db, { customerId: friend.entity_id, points: friendPoints, reason: REFERRAL_MESSAGES.friendReason(referrerName), at });
    rewriteRewardPointsHistory(db, friend.entity_id);
  }
  rewriteRewardPointsHistory(db, referrer.entity_id);
}
