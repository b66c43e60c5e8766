import { createHash } from 'node:crypto';
import type { Migration } from './types';

/**
 * Customer tokens are kept only as their SHA-256 (hex), looked up by it; the raw token exists only
 * in the client's hands. Tokens issued before this migration are hashed in place, so live sessions
 * survive. (The hash is spelt out here, not imported, so this migration never changes once shipped.)
 */
export const customerTokenHashMigration: Migration = {
  id: '007_customer_token_hashes',
  up(db) {
    db.exec(`
      CREATE TABLE customer_tokens_hashed (
        token_hash TEXT PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(entity_id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked INTEGER NOT NULL DEFAULT 0
      );
    `);
    const insert = db.prepare('INSERT INTO customer_tokens_hashed (token_hash, customer_id, created_at, revoked) VALUES (?, ?, ?, ?)');
    const rows = db.prepare('SELECT token, customer_id, created_at, revoked FROM customer_tokens').all() as Array<{
      token: string;
      customer_id: number;
      created_at: number;
      revoked: number;
    }>;
    for (const row of rows) insert.run(createHash('sha256').update(row.token).digest('hex'), row.customer_id, row.created_at, row.revoked);
    db.exec(`
      DROP TABLE customer_tokens;
      ALTER TABLE customer_tokens_hashed RENAME TO customer_tokens;
      CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id);
      CREATE INDEX customer_tokens_created ON customer_tokens (created_at);
    `);
  },
};
