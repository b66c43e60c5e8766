import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './cartPage.module.css';
import { useRewardPointsOnCart } from './useRewardPointsOnCart';
import { useStoreCreditOnCart } from './useStoreCreditOnCart';

interface LoyaltyBoxProps {
  /** i18n ids: the box's heading, and the accessible names of its Apply and Remove buttons. */
  headingId: string;
  applyLabelId: string;
  removeLabelId: string;
  /** What the customer has, and what the cart spends of it (announced when it changes). */
  balance: ReactNode;
  applied: ReactNode;
  canApply: boolean;
  busy: boolean;
  error: string | null;
  apply(): Promise<void>;
  remove(): Promise<void>;
}

/** One way to pay with what the customer has saved: the balance, what the cart spends, Apply or Remove, and Magento's refusal. */
function LoyaltyBox({ headingId, applyLabelId, removeLabelId, balance, applied, canApply, busy, error, apply, remove }: LoyaltyBoxProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  return (
    <div className={styles.loyalty} role="group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.loyaltyHeading}>
        <FormattedMessage id={headingId} />
      </h3>
      <p className={styles.loyaltyText}>{balance}</p>
      <p className={styles.loyaltyText} role="status">
        {applied}
      </p>
      {/* One button that turns from Apply into Remove, so focus stays on it. */}
      <button
        type="button"
        className={applied ? styles.remove : styles.apply}
        onClick={() => void (applied ? remove() : apply())}
        disabled={busy || (!applied && !canApply)}
        aria-busy={busy}
        aria-label={formatMessage({ id: applied ? removeLabelId : applyLabelId })}
      >
        <FormattedMessage id={applied ? 'cartPage.remove' : 'cartPage.apply'} />
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A signed-in customer's reward points and store credit on the cart page; nothing for a guest. */
export function LoyaltyBoxes() {
  const points = useRewardPointsOnCart();
  const credit = useStoreCreditOnCart();
  return (
    <>
      {points.isShown ? (
        <LoyaltyBox
          headingId="cartPage.rewardPointsHeading"
          applyLabelId="cartPage.rewardPointsApply"
          removeLabelId="cartPage.rewardPointsRemove"
          balance={points.balance ? <FormattedMessage id="cartPage.rewardPointsBalance" values={points.balance} /> : null}
          applied={points.applied ? <FormattedMessage id="cartPage.rewardPointsApplied" values={points.applied} /> : null}
          canApply={points.canApply}
          busy={points.busy}
          error={points.error}
          apply={points.apply}
          remove={points.remove}
        />
      ) : null}
      {credit.isShown ? (
        <LoyaltyBox
          headingId="cartPage.storeCreditHeading"
          applyLabelId="cartPage.storeCreditApply"
          removeLabelId="cartPage.storeCreditRemove"
          balance={credit.balance ? <FormattedMessage id="cartPage.storeCreditBalance" values={{ amount: credit.balance }} /> : null}
          applied={credit.applied ? <FormattedMessage id="cartPage.storeCreditApplied" values={{ amount: credit.applied }} /> : null}
          canApply={credit.canApply}
          busy={credit.busy}
          error={credit.error}
          apply={credit.apply}
          remove={credit.remove}
        />
      ) : null}
    </>
  );
}
