import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { withPage } from './listingUrl';
import { pageSlots, type PageSlot } from './pagination';

export interface PaginationTalon {
  current: number;
  total: number;
  slots: PageSlot[];
  /** The URL of a page: this path with the filters and sort kept. */
  hrefFor(page: number): string;
  previousHref: string | null;
  nextHref: string | null;
  /** After following a page link: the top of the listing into view. */
  handleNavigate(): void;
}

/** Talon of the pagination: which page links to offer and where each goes (the page lives in the URL). */
export function usePagination({
  current,
  total,
  searchParams,
  onNavigate,
}: {
  current: number;
  total: number;
  searchParams: URLSearchParams;
  onNavigate?: () => void;
}): PaginationTalon {
  const { pathname } = useLocation();
  const hrefFor = useCallback(
    (page: number) => {
      const search = withPage(searchParams, page).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname, searchParams],
  );
  const slots = useMemo(() => pageSlots(current, total), [current, total]);
  const handleNavigate = useCallback(() => onNavigate?.(), [onNavigate]);
  return {
    current,
    total,
    slots,
    hrefFor,
    previousHref: current > 1 ? hrefFor(current - 1) : null,
    nextHref: current < total ? hrefFor(current + 1) : null,
    handleNavigate,
  };
}
