import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppSelector } from '../../../lib/store';
import { selectIsSignedIn } from '../../../lib/store/user/selectors';
import { CUSTOMER_REFERRAL } from './referral.gql';
import { referralLink } from './referralLink';
import { useClipboard } from './useClipboard';
import { useRewardText } from './useRewardText';
import { useShare } from './useShare';

/** The words of a friend's status. */
const STATUS_IDS = { SIGNED_UP: 'referral.statusSignedUp', ORDERED: 'referral.statusOrdered' } as const;

/**
 * Talon of /raf: for a signed-in customer their code and the link to share (this storefront's
 * origin), copy and share, the friends who joined, the points they earned and those still pending
 * (listed first, not counted as earned); a guest gets the programme and a way to sign in (nothing
 * is asked of the server for them).
 */
export function useReferAFriend() {
  const { formatMessage } = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data, loading, error } = useQuery(CUSTOMER_REFERRAL, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const rewardText = useRewardText();
  const clipboard = useClipboard();
  const { canShare, share } = useShare();
  const referral = data?.customer?.referral ?? null;

  const view = useMemo(() => {
    if (!referral) return null;
    const link = referralLink(window.location.origin, referral.code);
    const earned = referral.rewards.reduce((sum, reward) => sum + reward.amount.points, 0);
    const currency = referral.reward_for_referrer.money.currency;
    const worth = referral.rewards.reduce((sum, reward) => sum + (reward.amount.money.value ?? 0), 0);
    return {
      code: referral.code,
      link,
      rewardForFriend: rewardText(referral.reward_for_friend),
      rewardForReferrer: rewardText(referral.reward_for_referrer),
      friends: referral.invited_friends.map((friend, index) => ({
        key: `${friend.joined_at}-${index}`,
        name: friend.name,
        date: friend.joined_at,
        status: formatMessage({ id: STATUS_IDS[friend.status] }),
      })),
      rewards: [
        ...referral.pending_rewards.map((reward, index) => ({ key: `pending-${reward.date}-${index}`, reason: reward.reason, date: reward.date, amount: rewardText(reward.amount), pending: true })),
        ...referral.rewards.map((reward, index) => ({ key: `${reward.date}-${index}`, reason: reward.reason, date: reward.date, amount: rewardText(reward.amount), pending: false })),
      ],
      hasEarned: referral.rewards.length > 0,
      totalEarned: rewardText({ points: earned, money: { value: worth, currency } }),
    };
  }, [formatMessage, referral, rewardText]);

  const shareText = view ? formatMessage({ id: 'referral.shareText' }, { code: view.code }) : '';
  return {
    isSignedIn,
    isLoading: isSignedIn && loading && !data,
    error: error && !data ? deriveErrorMessage(error) : null,
    referral: view,
    copy: clipboard.copy,
    copied: clipboard.copied,
    copyFailed: clipboard.failed,
    canShare,
    share: () => (view ? share({ title: formatMessage({ id: 'referAFriend.title' }), text: shareText, url: view.link }) : undefined),
  };
}

export type ReferAFriendTalon = ReturnType<typeof useReferAFriend>;
