import { LRUCache } from 'lru-cache';
import type { Db } from '../types';

type Statement = ReturnType<Db['prepare']>;

/** Enough for every distinct SQL text the backend builds; beyond it the least recently used are dropped. */
const MAX_STATEMENTS = 1000;

/**
 * Makes db.prepare reuse compiled statements: the repositories prepare their SQL on every call, and
 * compiling it was the largest single cost of a catalogue request. A reused statement gets its
 * result mode reset (pluck/raw/expand are sticky in better-sqlite3), so callers see a fresh one.
 * Callers must not hold a statement across another prepare of the same SQL while iterating it.
 */
export function cacheStatements(db: Db): Db {
  const compile = db.prepare.bind(db);
  const cache = new LRUCache<string, Statement>({ max: MAX_STATEMENTS });
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (statement) {
      if (statement.reader) statement.pluck(false).raw(false).expand(false);
    } else {
      statement = compile(source);
      cache.set(source, statement);
    }
    return statement;
  };
  db.prepare = prepare as Db['prepare'];
  return db;
}
