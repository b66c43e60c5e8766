import type { Migration } from './types';

export const contentMigration: Migration = {
  id: '003_content',
  up() {
    // Filled in by the domain that owns these tables.
  },
};
