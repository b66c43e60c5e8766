import { type RootState } from '../types';

export const selectCategories = (state: RootState) => state.catalog.categories;
export const selectCategory = (state: RootState, uid: string) => state.catalog.categories[uid];
export const selectCurrentPage = (state: RootState) => state.catalog.currentPage;
export const selectPageSize = (state: RootState) => state.catalog.pageSize;
export const selectPrevPageTotal = (state: RootState) => state.catalog.prevPageTotal;

/** A category's children in display order. */
export const selectChildCategories = (state: RootState, uid: string) =>
  (state.catalog.categories[uid]?.children ?? []).map((childUid) => state.catalog.categories[childUid]).filter(Boolean);
