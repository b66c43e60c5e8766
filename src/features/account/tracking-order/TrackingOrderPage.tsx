import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextField } from '../../../lib/ui/form/TextField';
import { isRequired } from '../../../lib/validation';
import account from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { OrderShipments } from '../../order/views/OrderShipments';
import styles from './trackingOrder.module.css';
import { useTrackingOrder, type TrackingOrderTalon } from './useTrackingOrder';

function TrackingResult({ order, status }: { order: NonNullable<TrackingOrderTalon['order']>; status: string }) {
  return (
    <section className={account.card} aria-labelledby="tracking-order-result">
      <div className={account.cardHeader}>
        <h2 id="tracking-order-result" className={account.cardHeading}>
          <FormattedMessage id="trackingOrder.result" values={{ number: order.number }} />
        </h2>
        <Link className={account.link} to={`/order/${order.number}`}>
          <FormattedMessage id="trackingOrder.viewOrder" />
        </Link>
      </div>
      <p className={styles.status}>
        <FormattedMessage id="trackingOrder.status" values={{ status: <strong>{status}</strong> }} />
      </p>
      <OrderShipments shipments={order.shipments} />
    </section>
  );
}

/** /tracking-order: an order number in, that order's status and each shipment's carrier and tracking number out. */
export default function TrackingOrderPage() {
  const { formatMessage } = useIntl();
  const talon = useTrackingOrder();
  const field = talon.numberField;
  return (
    <AccountPage titleId="trackingOrder.title">
      <p className={account.muted}>
        <FormattedMessage id="trackingOrder.intro" />
      </p>
      <Form className={styles.form} onSubmit={field.onSubmit} formApiRef={field.formApiRef} initialValues={field.initialValues} focusOnInvalid noValidate>
        <TextField name={field.name} label={formatMessage({ id: 'trackingOrder.number' })} autoComplete="off" validate={isRequired} className={styles.field} />
        <button type="submit" className={account.primary} disabled={talon.isLooking} aria-busy={talon.isLooking}>
          <FormattedMessage id="trackingOrder.submit" />
        </button>
      </Form>
      {talon.isLooking ? (
        <p className={account.muted} role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ) : null}
      {talon.error ? (
        <p className={account.error} role="alert">
          {talon.error}
        </p>
      ) : null}
      {talon.notFound ? (
        <p className={account.error} role="alert">
          <FormattedMessage id="trackingOrder.notFound" values={{ number: talon.number }} />
        </p>
      ) : null}
      {talon.order && !talon.isLooking ? <TrackingResult order={talon.order} status={talon.status} /> : null}
    </AccountPage>
  );
}
