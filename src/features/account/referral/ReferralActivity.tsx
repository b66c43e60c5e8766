import { FormattedMessage } from 'react-intl';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import styles from './referral.module.css';
import { type ReferAFriendTalon } from './useReferAFriend';

type Referral = NonNullable<ReferAFriendTalon['referral']>;

/** The friends who joined with the customer's code: a masked name, when, and how far they got. */
export function ReferralFriends({ friends }: Pick<Referral, 'friends'>) {
  return (
    <section className={styles.card} aria-labelledby="referral-friends-heading">
      <h2 id="referral-friends-heading" className={styles.cardHeading}>
        <FormattedMessage id="referral.friendsHeading" />
      </h2>
      {friends.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="referral.noFriends" />
        </p>
      ) : (
        <ul className={styles.rows}>
          {friends.map((friend) => (
            <li key={friend.key} className={styles.row}>
              <span className={styles.rowMain}>{friend.name}</span>
              <span className={styles.muted}>
                <FormattedMessage id="referral.joined" values={{ date: <MagentoDate value={friend.date} /> }} />
              </span>
              <span className={styles.status}>{friend.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The points the code earned, one line per friend, and their sum; a reward still waiting for the friend's first paid order says so. */
export function ReferralRewards({ rewards, hasEarned, totalEarned }: Pick<Referral, 'rewards' | 'hasEarned' | 'totalEarned'>) {
  return (
    <section className={styles.card} aria-labelledby="referral-rewards-heading">
      <h2 id="referral-rewards-heading" className={styles.cardHeading}>
        <FormattedMessage id="referral.rewardsHeading" />
      </h2>
      {hasEarned ? (
        <p className={styles.total}>
          <FormattedMessage id="referral.totalEarned" values={{ amount: totalEarned }} />
        </p>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="referral.noRewards" />
        </p>
      )}
      {rewards.length > 0 ? (
        <ul className={styles.rows}>
          {rewards.map((reward) => (
            <li key={reward.key} className={styles.row}>
              <span className={styles.rowMain}>{reward.reason}</span>
              <span className={styles.muted}>
                <MagentoDate value={reward.date} />
              </span>
              {reward.pending ? (
                <span className={styles.pendingPoints}>
                  <FormattedMessage id="referral.rewardPending" values={{ amount: reward.amount }} />
                </span>
              ) : (
                <span className={styles.points}>+{reward.amount}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
