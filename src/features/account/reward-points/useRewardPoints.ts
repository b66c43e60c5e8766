import { useQuery } from '@apollo/client/react';
import { deriveErrorMessage, isUnknownFieldError } from '../../../lib/apollo/errors';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { withSign } from '../../../lib/price/withSign';
import { type BalanceHistoryRow } from '../balance-history/BalanceHistoryTable';
import { usePointsFormatter } from '../../order/totals/usePointsFormatter';
import { REWARD_POINTS_PAGE } from './rewardPoints.gql';

interface Rate {
  currency_amount: number;
  points: number;
}

/**
 * Talon of /reward-points: the customer's balance in points and in rupiah, how points are earned
 * and what they are worth (Magento's exchange rates), and every change to the balance, newest
 * first, always read fresh (the cached answer shows meanwhile).
 */
export function useRewardPoints() {
  const formatPrice = usePriceFormatter();
  const formatPoints = usePointsFormatter();
  const { data, loading, error } = useQuery(REWARD_POINTS_PAGE, { fetchPolicy: 'cache-and-network' });
  const rewardPoints = data?.customer?.reward_points ?? null;
  const balance = rewardPoints?.balance ?? null;
  const currency = balance?.money.currency ?? 'IDR';
  // "1 point" for "Rp 1.000": both sides of a rate in words.
  const rate = (found: Rate | null | undefined) => (found ? { points: formatPoints(found.points), amount: formatPrice({ value: found.currency_amount, currency }) } : null);
  const history: BalanceHistoryRow[] = (rewardPoints?.balance_history ?? []).flatMap((item, index) =>
    item
      ? [
          {
            key: `${item.date}-${index}`,
            date: item.date,
            text: item.change_reason,
            change: withSign(item.points_change, formatPoints),
            balance: item.balance ? formatPoints(item.balance.points) : '',
          },
        ]
      : [],
  );
  return {
    isLoading: loading && !data,
    error: error && !data && !isUnknownFieldError(error) ? deriveErrorMessage(error) : null,
    /** The shop answers no reward points (Adobe Commerce's module is off, or absent: Magento Open Source). */
    isUnavailable: (Boolean(data) && !balance) || (!data && isUnknownFieldError(error)),
    balance: balance ? { points: formatPoints(balance.points), amount: formatPrice(balance.money) } : null,
    earning: rate(rewardPoints?.exchange_rates?.earning),
    redemption: rate(rewardPoints?.exchange_rates?.redemption),
    history,
  };
}

export type RewardPointsTalon = ReturnType<typeof useRewardPoints>;
