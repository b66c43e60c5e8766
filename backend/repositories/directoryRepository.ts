import type { Db } from '../types';

export interface RegionRow {
  region_id: number;
  code: string;
  name: string;
}

/** A country's regions (provinces, states) in name order. */
export function listRegions(db: Db, countryId: string): RegionRow[] {
  return db.prepare('SELECT region_id, code, name FROM directory_regions WHERE country_id = ? ORDER BY name').all(countryId) as RegionRow[];
}

export function findRegionByCode(db: Db, countryId: string, code: string): RegionRow | null {
  return (
    (db.prepare('SELECT region_id, code, name FROM directory_regions WHERE country_id = ? AND code = ?').get(countryId, code) as RegionRow | undefined) ?? null
  );
}

export function findRegionById(db: Db, regionId: number): (RegionRow & { country_id: string }) | null {
  return (
    (db.prepare('SELECT region_id, country_id, code, name FROM directory_regions WHERE region_id = ?').get(regionId) as
      | (RegionRow & { country_id: string })
      | undefined) ?? null
  );
}
