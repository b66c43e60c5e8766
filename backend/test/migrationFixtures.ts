import Database from 'better-sqlite3';
import { migrations } from '../db/migrations';

/**
 * An in-memory database with every migration before `migrationId` applied and recorded, as a shop
 * made before it has: `migrate(db)` then applies that one (and any later). Foreign keys are off, so
 * old rows need no store, customer or product rows.
 */
export function databaseBefore(migrationId: string): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = OFF');
  db.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  for (const migration of migrations.slice(0, migrations.findIndex((m) => m.id === migrationId))) {
    migration.up(db);
    db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, 'then');
  }
  return db;
}
