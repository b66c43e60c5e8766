import { FormattedMessage, useIntl } from 'react-intl';
import styles from './referral.module.css';
import { type ReferAFriendTalon } from './useReferAFriend';

type Props = Pick<ReferAFriendTalon, 'copy' | 'copied' | 'copyFailed' | 'canShare' | 'share'> & { referral: NonNullable<ReferAFriendTalon['referral']> };

/** The customer's code and link, each with a copy button, and the share button where the device has a share sheet. */
export function ReferralCodeCard({ referral, copy, copied, copyFailed, canShare, share }: Props) {
  const { formatMessage } = useIntl();
  return (
    <section className={`${styles.card} ${styles.codeCard}`} aria-labelledby="referral-code-heading">
      <h2 id="referral-code-heading" className={styles.cardHeading}>
        <FormattedMessage id="referral.codeHeading" />
      </h2>
      <p className={styles.offer}>
        <FormattedMessage id="referral.offer" values={{ friend: referral.rewardForFriend }} />
      </p>
      <p className={styles.offer}>
        <FormattedMessage id="referral.rewardWhen" values={{ you: referral.rewardForReferrer }} />
      </p>
      <div className={styles.copyRow}>
        <p className={styles.code} id="referral-code">
          {referral.code}
        </p>
        <button type="button" className={styles.secondaryButton} onClick={() => void copy(referral.code, 'code')} aria-describedby="referral-code">
          <FormattedMessage id="referral.copyCode" />
        </button>
      </div>
      <div className={styles.copyRow}>
        <p className={styles.link} id="referral-link">
          {referral.link}
        </p>
        <button type="button" className={styles.secondaryButton} onClick={() => void copy(referral.link, 'link')} aria-describedby="referral-link">
          <FormattedMessage id="referral.copyLink" />
        </button>
      </div>
      {canShare ? (
        <button type="button" className={styles.primaryButton} onClick={() => void share()}>
          <FormattedMessage id="referral.share" />
        </button>
      ) : null}
      <p className={copyFailed ? styles.copyFailed : styles.copyStatus} role="status">
        {copied ? formatMessage({ id: copied === 'code' ? 'referral.copiedCode' : 'referral.copiedLink' }) : copyFailed ? formatMessage({ id: 'referral.copyFailed' }) : null}
      </p>
    </section>
  );
}
