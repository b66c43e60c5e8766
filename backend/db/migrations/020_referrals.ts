import type { Migration } from './types';

/**
 * Refer a friend (schema/extensions/referral.graphql). referral_codes: each customer's code, made
 * on first read. referrals: a friend who used a code, once (friend_id is unique), with the points
 * each side received then (written to reward_points_history too). Deleting a customer removes
 * their code and their referrals.
 */
export const referralsMigration: Migration = {
  id: '020_referrals',
  up(db) {
    db.exec(`
      CREATE TABLE referral_codes (
        customer_id INTEGER PRIMARY KEY REFERENCES customers(entity_id) ON DELETE CASCADE,
        code TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at TEXT NOT NULL
      );

      CREATE TABLE referrals (
        referral_id INTEGER PRIMARY KEY,
        referrer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        friend_id INTEGER NOT NULL UNIQUE REFERENCES customers(entity_id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        referrer_points INTEGER NOT NULL,
        friend_points INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        CHECK (referrer_id <> friend_id)
      );
      CREATE INDEX referrals_referrer ON referrals (referrer_id, created_at);
    `);
  },
};
