import type { RoutedFields } from '../../types';
import type { CategoryRow } from '../../repositories/catalog/categoryRepository';

/** A category row as a CategoryInterface value (the only implementation is CategoryTree). */
export type CategoryValue = CategoryRow & RoutedFields & { __typename: 'CategoryTree' };

export const toCategoryValue = (row: CategoryRow): CategoryValue => ({ ...row, __typename: 'CategoryTree' });
