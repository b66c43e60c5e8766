import type { Db } from '../types';
import { migrations } from './migrations';

/** Applies every migration not yet recorded, each in its own transaction. Returns the ids applied. */
export function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set(db.prepare('SELECT id FROM schema_migrations').pluck().all() as string[]);
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    db.transaction(() => {
      migration.up(db);
      db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, new Date().toISOString());
    })();
    applied.push(migration.id);
  }
  return applied;
}
