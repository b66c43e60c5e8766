import type { Migration } from './types';

export const customerMigration: Migration = {
  id: '004_customer',
  up() {
    // Filled in by the domain that owns these tables.
  },
};
