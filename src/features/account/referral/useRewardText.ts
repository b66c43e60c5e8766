import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPoints } from '../../../lib/price/formatPoints';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';

export interface RewardAmount {
  points: number;
  money: { value: number | null; currency: string | null };
}

/** Talon: a reward in words, its points and their worth ("1.000 points (Rp 10.000)"). */
export function useRewardText(): (reward: RewardAmount) => string {
  const { formatMessage } = useIntl();
  const formatPrice = usePriceFormatter();
  return useCallback(
    (reward: RewardAmount) =>
      formatMessage(
        { id: 'referral.reward' },
        { count: reward.points, points: formatPoints(reward.points), money: formatPrice(reward.money) },
      ),
    [formatMessage, formatPrice],
  );
}
