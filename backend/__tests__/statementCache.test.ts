import { openDatabase } from '../db/connection';
import type { Db } from '../types';

describe('reused prepared statements', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    db.exec("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (1, 'x')");
  });
  afterEach(() => db.close());

  it('compiles each SQL text once', () => {
    expect(db.prepare('SELECT a FROM t')).toBe(db.prepare('SELECT a FROM t'));
  });

  it('hands out a reused statement in its default result mode', () => {
    expect(db.prepare('SELECT a, b FROM t').pluck().get()).toBe(1);
    expect(db.prepare('SELECT a, b FROM t').get()).toEqual({ a: 1, b: 'x' });
    expect(db.prepare('SELECT a, b FROM t').raw().get()).toEqual([1, 'x']);
    expect(db.prepare('SELECT a, b FROM t').get()).toEqual({ a: 1, b: 'x' });
  });

  it('reuses writing statements too', () => {
    const insert = db.prepare('INSERT INTO t VALUES (?, ?)');
    insert.run(2, 'y');
    expect(db.prepare('INSERT INTO t VALUES (?, ?)')).toBe(insert);
    db.prepare('INSERT INTO t VALUES (?, ?)').run(3, 'z');
    expect(db.prepare('SELECT COUNT(*) FROM t').pluck().get()).toBe(3);
  });
});
