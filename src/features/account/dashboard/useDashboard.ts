import { useQuery } from '@apollo/client/react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { useAppSelector } from '../../../lib/store';
import { usePointsFormatter } from '../../order/totals/usePointsFormatter';
import { useOrderStatusLabel } from '../order-history/useOrderStatusLabel';
import { ACCOUNT_DASHBOARD, CUSTOMER_BALANCES } from './dashboard.gql';

/**
 * Talon of /customer/account: the customer's name and email, default shipping and billing
 * addresses, reward points, store credit and latest orders, always read fresh from the server (cached for the next visit).
 * A guest (the tab bar's My account) is offered sign-in instead.
 */
export function useDashboard() {
  const formatPrice = usePriceFormatter();
  // Points as every other screen writes them ("5.170 points", the cart's and the reward points page's).
  const formatPoints = usePointsFormatter();
  const statusLabel = useOrderStatusLabel();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { data, loading, error } = useQuery(ACCOUNT_DASHBOARD, { fetchPolicy: 'cache-and-network', skip: !isSignedIn });
  const balances = useQuery(CUSTOMER_BALANCES, { fetchPolicy: 'cache-and-network', skip: !isSignedIn, errorPolicy: 'ignore' }).data?.customer ?? null;
  const customer = data?.customer ?? null;
  const addresses = (customer?.addresses ?? []).flatMap((address) => (address ? [address] : []));
  const shipping = addresses.find((address) => address.default_shipping) ?? null;
  const billing = addresses.find((address) => address.default_billing) ?? null;
  const orders = (customer?.orders?.items ?? []).flatMap((order) => (order ? [order] : []));
  return {
    isSignedIn,
    customer,
    isLoading: loading && !customer,
    error: error && !customer ? deriveErrorMessage(error) : null,
    shipping,
    /** Shown apart only when it is another address than the shipping one. */
    billing: billing && billing.id !== shipping?.id ? billing : null,
    sameBilling: Boolean(billing && billing.id === shipping?.id),
    orders,
    orderCount: customer?.orders?.total_count ?? 0,
    points: balances?.reward_points?.balance ?? null,
    credit: balances?.store_credit?.enabled ? (balances.store_credit.current_balance ?? null) : null,
    formatPrice,
    formatPoints,
    statusLabel,
  };
}

export type DashboardTalon = ReturnType<typeof useDashboard>;
