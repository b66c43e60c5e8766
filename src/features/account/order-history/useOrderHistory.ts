import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { orderedQuantity, presentItems } from '../../order/views/orderItems';
import { useUrlFormField } from '../../order/views/useUrlFormField';
import { usePagination } from '../../catalog/product-listing/usePagination';
import { hrefOf, numberFilter, pageFrom, searchFrom, SEARCH_PARAM, withSearch } from './historyUrl';
import { ORDER_HISTORY } from './orderHistory.gql';
import { useOrderStatusLabel } from './useOrderStatusLabel';

const ORDER_HISTORY_PAGE_SIZE = 10;

/**
 * Talon of /order-history: one page of the customer's orders (10, newest first), optionally only
 * those whose number matches the search. Page and search live in the URL. While another page
 * loads, the rows of the last one stay (marked busy) so the table does not jump.
 */
export function useOrderHistory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formatPrice = usePriceFormatter();
  const statusLabel = useOrderStatusLabel();
  const page = pageFrom(searchParams);
  const search = searchFrom(searchParams);
  const { data, previousData, loading, error } = useQuery(ORDER_HISTORY, {
    variables: { currentPage: page, pageSize: ORDER_HISTORY_PAGE_SIZE, filter: numberFilter(search) },
    fetchPolicy: 'cache-and-network',
  });
  const current = data?.customer?.orders ?? null;
  const shown = current ?? (loading ? previousData?.customer?.orders : null) ?? null;
  const totalPages = current?.page_info?.total_pages ?? 0;
  const pagination = usePagination({ current: page, total: shown?.page_info?.total_pages ?? 0, searchParams });

  // A page past the last (an old link, a shorter list since) shows the last one.
  const lastPageHref = current && totalPages > 0 && page > totalPages ? pagination.hrefFor(totalPages) : null;
  useEffect(() => {
    if (lastPageHref) void navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  const field = useUrlFormField(SEARCH_PARAM, search);
  const handleSearch = useCallback(
    ({ values }: { values: Record<string, unknown> }) => setSearchParams(withSearch(searchParams, String(values[SEARCH_PARAM] ?? ''))),
    [searchParams, setSearchParams],
  );

  const orders = presentItems(shown?.items).map((order) => ({
    id: order.id,
    number: order.number,
    date: order.order_date,
    status: statusLabel(order.status),
    itemCount: orderedQuantity(order.items),
    total: order.total ? formatPrice(order.total.grand_total) : null,
  }));
  const settled = Boolean(current) && !loading;
  return {
    search,
    orders,
    totalCount: shown?.total_count ?? 0,
    /** Only the first visit waits with an empty page; later pages keep the last rows meanwhile. */
    isLoading: loading && !shown,
    isUpdating: loading && Boolean(shown),
    error: error && !current ? deriveErrorMessage(error) : null,
    /** The customer has ordered nothing yet. */
    isEmpty: settled && !search && orders.length === 0,
    /** The search found nothing. */
    noMatch: settled && Boolean(search) && orders.length === 0,
    /** The list without the search. */
    allOrdersHref: hrefOf(pathname, withSearch(searchParams, '')),
    pagination,
    searchField: { name: SEARCH_PARAM, ...field, onSubmit: handleSearch },
  };
}

export type OrderHistoryTalon = ReturnType<typeof useOrderHistory>;
