import type { CategoryRow } from '../../repositories/catalog/categoryRepository';

/** A category row as a CategoryInterface value (the only implementation is CategoryTree). */
export const toCategoryValue = (row: CategoryRow) => ({ ...row, __typename: 'CategoryTree' as const });
