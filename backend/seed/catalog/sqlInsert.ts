import type { Db } from '../../types';

export type Row = Record<string, string | number | null>;

/** Inserts rows that share the columns of the first one, through one prepared statement. Call inside a transaction. */
export function insertRows(db: Db, table: string, rows: readonly Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
  );
  for (const row of rows) statement.run(row);
}
