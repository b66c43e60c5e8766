import { GraphQlInputException, __ } from '../../errors';

export interface Paging {
  pageSize: number;
  currentPage: number;
}

/** Magento's checks of pageSize / currentPage, with its messages. */
export function validatePaging({ pageSize, currentPage }: Paging): void {
  if (currentPage < 1) throw new GraphQlInputException('currentPage value must be greater than 0.');
  if (pageSize < 1) throw new GraphQlInputException('pageSize value must be greater than 0.');
}

/** One page of `items` plus page_info; asking past the last page of a non-empty list is an error. */
export function paginate<T>(items: readonly T[], paging: Paging) {
  const totalPages = Math.ceil(items.length / paging.pageSize);
  if (items.length > 0 && paging.currentPage > totalPages) {
    throw new GraphQlInputException(__('currentPage value %1 specified is greater than the %2 page(s) available.', paging.currentPage, totalPages));
  }
  const start = (paging.currentPage - 1) * paging.pageSize;
  return {
    page: items.slice(start, start + paging.pageSize),
    page_info: { page_size: paging.pageSize, current_page: paging.currentPage, total_pages: totalPages },
    total_count: items.length,
  };
}
