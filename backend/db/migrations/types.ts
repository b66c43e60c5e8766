import type { Db } from '../../types';

export interface Migration {
  /** Unique and ordered: "001_core", "002_catalog", ... Never rename one that has shipped. */
  id: string;
  up(db: Db): void;
}
