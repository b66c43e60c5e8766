import type { Db } from '../../types';

/** Indonesian provinces by ISO code (seeded by the content seed, which runs first). */
export function findRegionCodes(db: Db): Map<string, { region_id: number; name: string }> {
  const rows = db.prepare("SELECT region_id, code, name FROM directory_regions WHERE country_id = 'ID'").all() as Array<{ region_id: number; code: string; name: string }>;
  return new Map(rows.map((row) => [row.code, { region_id: row.region_id, name: row.name }]));
}
