import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { deriveErrorMessage, isUnknownFieldError } from '../../../lib/apollo/errors';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { withSign } from '../../../lib/price/withSign';
import { type BalanceHistoryRow } from '../balance-history/BalanceHistoryTable';
import { decodePage } from '../../catalog/product-listing/listingUrl';
import { usePagination } from '../../catalog/product-listing/usePagination';
import { STORE_CREDIT_PAGE, STORE_CREDIT_PAGE_SIZE } from './storeCredit.gql';
import { storeCreditActionId } from './storeCreditActions';

/**
 * Talon of /store-credit: whether the shop offers store credit, the customer's balance and the
 * history 10 changes to a page, newest first. The page lives in the URL (?page=2); while another
 * page loads the rows of the last one stay, marked busy, so the table does not jump.
 */
export function useStoreCredit() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  const page = decodePage(searchParams);
  const { data, previousData, loading, error } = useQuery(STORE_CREDIT_PAGE, {
    variables: { pageSize: STORE_CREDIT_PAGE_SIZE, currentPage: page },
    fetchPolicy: 'cache-and-network',
  });
  const answered = data?.customer ?? null;
  const shown = answered ?? (loading ? previousData?.customer : null) ?? null;
  const credit = shown?.store_credit ?? null;
  const history = credit?.balance_history ?? null;
  const totalPages = history?.page_info?.total_pages ?? 0;
  const pagination = usePagination({ current: page, total: totalPages, searchParams });

  // Magento answers the last page for a page past it (an old link, a shorter history): the URL follows.
  const lastPageHref = answered && totalPages > 0 && page > totalPages ? pagination.hrefFor(totalPages) : null;
  useEffect(() => {
    if (lastPageHref) void navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  const rows: BalanceHistoryRow[] = (history?.items ?? []).flatMap((item, index) => {
    if (!item) return [];
    const actionId = storeCreditActionId(item.action);
    const currency = item.balance_change?.currency ?? item.actual_balance?.currency ?? 'IDR';
    return [
      {
        key: `${page}-${index}`,
        date: item.date_time_changed ?? '',
        text: actionId ? formatMessage({ id: actionId }) : (item.action ?? ''),
        change: withSign(item.balance_change?.value ?? 0, (value) => formatPrice({ value, currency })),
        balance: item.actual_balance ? formatPrice(item.actual_balance) : '',
      },
    ];
  });

  return {
    isLoading: loading && !shown,
    isUpdating: loading && Boolean(shown),
    error: error && !answered && !isUnknownFieldError(error) ? deriveErrorMessage(error) : null,
    /** The shop has store credit switched off (or answers none at all). */
    isUnavailable: (Boolean(shown) && !credit?.enabled) || (!answered && isUnknownFieldError(error)),
    balance: credit?.enabled && credit.current_balance ? formatPrice(credit.current_balance) : null,
    rows,
    pager: { current: Math.min(page, Math.max(totalPages, 1)), total: totalPages, previousHref: pagination.previousHref, nextHref: pagination.nextHref },
  };
}

export type StoreCreditTalon = ReturnType<typeof useStoreCredit>;
