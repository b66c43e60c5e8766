import { FormattedMessage } from 'react-intl';
import { AddressSummary } from './AddressSummary';
import { type CheckoutStep } from './checkoutFlow';
import { shippingMethodLabel } from './shippingMethodChoice';
import styles from './checkout.module.css';
import { type CheckoutPageTalon } from './useCheckoutPage';
import { usePaymentMethodTitle } from './usePaymentMethodTitle';

type StepSummaryProps = { step: CheckoutStep } & Pick<CheckoutPageTalon, 'checkout' | 'chosenShipping' | 'summary'>;

function PaymentSummary({ code }: { code: string }) {
  return <p className={styles.summaryLine}>{usePaymentMethodTitle(code)}</p>;
}

/** What a completed step chose, shown under its heading. */
export function StepSummary({ step, checkout, chosenShipping, summary }: StepSummaryProps) {
  switch (step) {
    case 'shippingAddress':
      return checkout.shippingAddress ? <AddressSummary address={checkout.shippingAddress} /> : null;
    case 'shippingMethod':
      return (
        <p className={styles.summaryLine}>
          {chosenShipping ? shippingMethodLabel(chosenShipping) : checkout.shippingTitle}
          {chosenShipping?.amount ? ' · ' : null}
          {chosenShipping?.amount?.value === 0 ? <FormattedMessage id="cartTotals.shippingFree" /> : chosenShipping?.amount ? summary.formatPrice(chosenShipping.amount) : null}
        </p>
      );
    case 'payment':
      return (
        <>
          <PaymentSummary code={checkout.paymentCode} />
          {checkout.billingAddress?.sameAsShippingAddress !== false ? (
            <p className={styles.summaryLine}>
              <FormattedMessage id="checkout.billingSameSummary" />
            </p>
          ) : checkout.billingAddress ? (
            <AddressSummary address={checkout.billingAddress} />
          ) : null}
        </>
      );
    default:
      return null;
  }
}
