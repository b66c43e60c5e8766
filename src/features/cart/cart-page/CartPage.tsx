import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageLoading } from '../../../lib/page/PageLoading';
import { EditLineDialog } from '../edit/EditLineDialog';
import { CartOfflineNotice } from '../state/CartOfflineNotice';
import { CartLineItem } from './CartLineItem';
import styles from './cartPage.module.css';
import { PriceSummary } from './PriceSummary';
import { useCartPage } from './useCartPage';
import { useMoveToWishlist } from './useMoveToWishlist';

/** /cart: the shopper's lines with quantities and remove, the totals, and Proceed to Checkout; an empty cart leads back to shopping. */
export default function CartPage() {
  const cart = useCartPage();
  const wishlist = useMoveToWishlist();
  if (cart.isUnknownOffline || cart.loadError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>
          <FormattedMessage id="cart.title" />
        </h1>
        {cart.loadError ? (
          <p className={styles.error} role="alert">
            {cart.loadError}
          </p>
        ) : (
          <CartOfflineNotice cartKnown={false} />
        )}
      </div>
    );
  }
  if (cart.isLoading) return <PageLoading />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage id="cart.title" />
      </h1>
      {cart.isOffline ? <CartOfflineNotice cartKnown /> : null}
      {cart.isEmpty ? (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="cartPage.empty" />
          </p>
          <Link className={styles.continue} to="/">
            <FormattedMessage id="cartPage.continueShopping" />
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <div>
            {cart.errorMessage ?? wishlist.error ? (
              <p className={styles.error} role="alert">
                {cart.errorMessage ?? wishlist.error}
              </p>
            ) : null}
            <ul className={styles.lines} aria-busy={cart.isUpdating}>
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.uid}
                  line={line}
                  busy={cart.isUpdating || wishlist.busy || cart.isOffline}
                  formatPrice={cart.formatPrice}
                  onQuantity={cart.changeQuantity}
                  onRemove={cart.remove}
                  onMoveToWishlist={wishlist.canMove ? (moved) => void wishlist.move(moved) : undefined}
                />
              ))}
            </ul>
            <EditLineDialog />
          </div>
          <PriceSummary
            subtotal={cart.subtotal}
            discounts={cart.discounts}
            grandTotal={cart.grandTotal}
            totalQuantity={cart.totalQuantity}
            formatPrice={cart.formatPrice}
            canCheckout={cart.canCheckout}
            shippingEstimate={cart.shippingEstimate}
            taxes={cart.taxes}
            rewardPoints={cart.rewardPoints}
            storeCredit={cart.storeCredit}
          />
        </div>
      )}
    </div>
  );
}
