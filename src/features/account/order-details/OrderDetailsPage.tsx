import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import account from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { OrderFacts } from '../../order/views/OrderFacts';
import { OrderShipments } from '../../order/views/OrderShipments';
import { OrderTotals } from '../../order/views/OrderTotals';
import { PaymentInstructions } from '../../order/views/PaymentInstructions';
import { OrderItemsTable } from './OrderItemsTable';
import styles from './orderDetails.module.css';
import { useOrderDetails, type OrderDetailsTalon } from './useOrderDetails';

type Order = NonNullable<OrderDetailsTalon['order']>;

function BackToHistory() {
  return (
    <Link className={account.link} to="/order-history">
      <FormattedMessage id="orderDetails.back" />
    </Link>
  );
}

function Summary({ order, status, instructions, trackingHref }: { order: Order } & Pick<OrderDetailsTalon, 'status' | 'instructions' | 'trackingHref'>) {
  return (
    <section className={account.card} aria-labelledby="order-details-summary">
      <div className={account.cardHeader}>
        <h2 id="order-details-summary" className={account.cardHeading}>
          <FormattedMessage id="orderDetails.heading" values={{ number: order.number }} />
        </h2>
        <Link className={account.secondary} to={trackingHref}>
          <FormattedMessage id="orderDetails.track" />
        </Link>
      </div>
      <dl className={styles.summary}>
        <div>
          <dt>
            <FormattedMessage id="orderDetails.date" />
          </dt>
          <dd>
            <MagentoDate value={order.order_date} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orderDetails.status" />
          </dt>
          <dd className={styles.status}>{status}</dd>
        </div>
      </dl>
      <PaymentInstructions instructions={instructions} orderNumber={order.number} />
    </section>
  );
}

function Section({ id, headingId, children }: { id: string; headingId: string; children: ReactNode }) {
  return (
    <section className={account.card} aria-labelledby={id}>
      <h2 id={id} className={account.cardHeading}>
        <FormattedMessage id={headingId} />
      </h2>
      {children}
    </section>
  );
}

/** /order/:number: one of the customer's orders: its lines, totals, addresses, shipping, payment and shipments. */
export default function OrderDetailsPage() {
  const talon = useOrderDetails();
  const { order } = talon;
  return (
    <AccountPage titleId="orderDetails.title" isLoading={talon.isLoading}>
      {talon.error ? (
        <p className={account.error} role="alert">
          {talon.error}
        </p>
      ) : null}
      {talon.notFound ? (
        <section className={account.card} aria-labelledby="order-details-not-found">
          <h2 id="order-details-not-found" className={account.cardHeading}>
            <FormattedMessage id="orderDetails.notFound" />
          </h2>
          <p className={account.muted}>
            <FormattedMessage id="orderDetails.notFoundText" values={{ number: talon.number }} />
          </p>
          <BackToHistory />
        </section>
      ) : null}
      {order ? (
        <>
          <Summary order={order} status={talon.status} instructions={talon.instructions} trackingHref={talon.trackingHref} />
          <Section id="order-details-items" headingId="orderDetails.items">
            <OrderItemsTable items={talon.items} />
            <OrderTotals order={order} formatPrice={talon.formatPrice} />
          </Section>
          <Section id="order-details-information" headingId="orderDetails.information">
            <OrderFacts
              shippingAddress={order.shipping_address}
              billingAddress={order.billing_address}
              shippingMethod={order.shipping_method}
              paymentName={talon.paymentName}
            />
          </Section>
          <Section id="order-details-shipments" headingId="orderDetails.shipments">
            <OrderShipments shipments={order.shipments} />
          </Section>
          <BackToHistory />
        </>
      ) : null}
    </AccountPage>
  );
}
