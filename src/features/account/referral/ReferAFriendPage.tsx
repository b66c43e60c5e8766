import { FormattedMessage, useIntl } from 'react-intl';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { ReferralFriends, ReferralRewards } from './ReferralActivity';
import { ReferralCodeCard } from './ReferralCodeCard';
import { ReferralGuest } from './ReferralGuest';
import styles from './referral.module.css';
import { useReferAFriend } from './useReferAFriend';

/** /raf: the signed-in customer's code, link, friends and rewards; a guest's invitation to join the programme. */
export default function ReferAFriendPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const talon = useReferAFriend();
  return (
    <div className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      {!talon.isSignedIn ? (
        <ReferralGuest />
      ) : talon.isLoading ? (
        <PageLoading />
      ) : talon.error ? (
        <p className={styles.error} role="alert">
          {talon.error}
        </p>
      ) : talon.referral ? (
        <div className={styles.layout}>
          <ReferralCodeCard
            referral={talon.referral}
            copy={talon.copy}
            copied={talon.copied}
            copyFailed={talon.copyFailed}
            canShare={talon.canShare}
            share={talon.share}
          />
          <ReferralFriends friends={talon.referral.friends} />
          <ReferralRewards rewards={talon.referral.rewards} hasEarned={talon.referral.hasEarned} totalEarned={talon.referral.totalEarned} />
        </div>
      ) : null}
    </div>
  );
}
