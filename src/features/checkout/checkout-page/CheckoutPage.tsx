import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../lib/page/PageLoading';
import { CartOfflineNotice } from '../../cart/state/CartOfflineNotice';
import { CheckoutStepSection } from './CheckoutStepSection';
import { GuestSignInPrompt } from './GuestSignInPrompt';
import { type CheckoutStep } from './checkoutFlow';
import styles from './checkout.module.css';
import { OrderSummary } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { ShippingAddressStep } from './ShippingAddressStep';
import { ShippingMethodStep } from './ShippingMethodStep';
import { StepSummary } from './StepSummary';
import { useCheckoutPage, type CheckoutPageTalon } from './useCheckoutPage';

function StepForm({ step, page }: { step: CheckoutStep; page: CheckoutPageTalon }) {
  switch (step) {
    case 'shippingAddress':
      return <ShippingAddressStep onDone={page.stepDone} />;
    case 'shippingMethod':
      return <ShippingMethodStep onDone={page.stepDone} />;
    case 'payment':
      return <PaymentStep onDone={page.stepDone} />;
    default:
      return <ReviewStep grandTotal={page.summary.grandTotal} formatPrice={page.summary.formatPrice} />;
  }
}

/** /checkout: the numbered steps of spec §4 beside the order summary; an empty or blocked cart leads back. */
export default function CheckoutPage() {
  const page = useCheckoutPage();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage id="checkout.heading" />
      </h1>
      {page.isOffline && page.view !== 'loading' ? <CartOfflineNotice cartKnown={page.view !== 'offline'} /> : null}
      {page.view === 'loading' ? <PageLoading /> : null}
      {page.view === 'empty' ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="checkout.empty" />
          </p>
          <Link className={styles.primaryLink} to="/">
            <FormattedMessage id="checkout.continueShopping" />
          </Link>
        </div>
      ) : null}
      {page.view === 'blocked' ? (
        <div className={styles.empty}>
          <p role="alert">
            <FormattedMessage id="checkout.blocked" />
          </p>
          <Link className={styles.primaryLink} to="/cart">
            <FormattedMessage id="checkout.backToCart" />
          </Link>
        </div>
      ) : null}
      {page.view === 'ready' ? <GuestSignInPrompt /> : null}
      {page.view === 'ready' ? (
        <div className={styles.layout}>
          <ol className={styles.steps}>
            {page.steps.map(({ name, status }, index) => (
              <CheckoutStepSection key={name} step={name} status={status} number={index + 1} count={page.steps.length} onEdit={() => page.edit(name)}>
                {status === 'current' ? <StepForm step={name} page={page} /> : null}
                {status === 'done' ? <StepSummary step={name} checkout={page.checkout} chosenShipping={page.chosenShipping} summary={page.summary} /> : null}
              </CheckoutStepSection>
            ))}
          </ol>
          <OrderSummary {...page.summary} />
        </div>
      ) : null}
    </div>
  );
}
