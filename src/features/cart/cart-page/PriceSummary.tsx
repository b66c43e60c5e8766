import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CartTotals } from '../../order/totals/CartTotals';
import { CouponForm } from './CouponForm';
import { LoyaltyBoxes } from './LoyaltyBoxes';
import { ShippingEstimateForm } from './ShippingEstimateForm';
import { type CartPageTalon } from './useCartPage';
import styles from './cartPage.module.css';

type PriceSummaryProps = Pick<
  CartPageTalon,
  'subtotal' | 'discounts' | 'grandTotal' | 'totalQuantity' | 'formatPrice' | 'canCheckout' | 'shippingEstimate' | 'taxes' | 'rewardPoints' | 'storeCredit'
>;

/**
 * The cart's totals in IDR (with its coupon's discount, and the reward points and store credit a
 * signed-in customer spends), the coupon form, the points and credit boxes, the shipping estimate
 * for the shopper's province, and the way on to checkout (blocked while a line cannot be bought).
 */
export function PriceSummary({ subtotal, discounts, grandTotal, totalQuantity, formatPrice, canCheckout, shippingEstimate, taxes, rewardPoints, storeCredit }: PriceSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.summaryHeading}>
        <FormattedMessage id="cartPage.summary" />
      </h2>
      <CouponForm />
      <LoyaltyBoxes />
      <ShippingEstimateForm />
      <CartTotals
        subtotal={subtotal}
        totalQuantity={totalQuantity}
        discounts={discounts}
        taxes={taxes}
        shipping={shippingEstimate?.amount ?? null}
        estimatedShipping={shippingEstimate?.label}
        rewardPoints={rewardPoints}
        storeCredit={storeCredit}
        grandTotal={grandTotal}
        formatPrice={formatPrice}
      />
      {canCheckout ? (
        <Link className={styles.checkout} to="/checkout">
          <FormattedMessage id="cartPage.checkout" />
        </Link>
      ) : (
        <>
          <button type="button" className={styles.checkout} disabled aria-describedby="cart-blocked">
            <FormattedMessage id="cartPage.checkout" />
          </button>
          <p id="cart-blocked" className={styles.blocked}>
            <FormattedMessage id="cartPage.blocked" />
          </p>
        </>
      )}
    </section>
  );
}
