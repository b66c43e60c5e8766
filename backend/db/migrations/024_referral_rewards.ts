import type { Migration } from './types';

/**
 * Referral rewards paid on the friend's first order, not when the code is used (020_referrals
 * paid at once, which let throw-away accounts farm points). Each side of a referral has its own
 * state: pending (no order yet), granted, skipped (the referrer's rewards of the last 24 hours
 * were at the store's cap: never paid later) or reversed (the first order was cancelled).
 * reward_order_id: the first order that settled it; rewarded_at: when (UTC), which the daily cap
 * counts. Referrals made before this migration were paid when the code was used: granted.
 */
export const referralRewardsMigration: Migration = {
  id: '024_referral_rewards',
  up(db) {
    db.exec(`
      ALTER TABLE referrals ADD COLUMN referrer_reward TEXT NOT NULL DEFAULT 'granted'
        CHECK (referrer_reward IN ('pending', 'granted', 'skipped', 'reversed'));
      ALTER TABLE referrals ADD COLUMN friend_reward TEXT NOT NULL DEFAULT 'granted'
        CHECK (friend_reward IN ('pending', 'granted', 'reversed'));
      ALTER TABLE referrals ADD COLUMN reward_order_id INTEGER REFERENCES sales_orders(entity_id) ON DELETE SET NULL;
      ALTER TABLE referrals ADD COLUMN rewarded_at TEXT;
      UPDATE referrals SET rewarded_at = created_at;
      CREATE INDEX referrals_referrer_rewarded ON referrals (referrer_id, rewarded_at);
      CREATE INDEX referrals_reward_order ON referrals (reward_order_id) WHERE reward_order_id IS NOT NULL;
    `);
  },
};
