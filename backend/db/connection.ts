import Database from 'better-sqlite3';
import type { Db } from '../types';
import { cacheStatements } from './statementCache';

/** Opens (or creates) the shop database: WAL journal, foreign keys on, a busy timeout for concurrent readers, reused statements. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return cacheStatements(db);
}
