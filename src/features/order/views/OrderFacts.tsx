import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AddressLines, type DisplayAddress } from '../address/AddressLines';
import styles from './order.module.css';

interface OrderFactsProps {
  shippingAddress?: DisplayAddress | null;
  /** Left out where the view does not ask for it (the thanks page). */
  billingAddress?: DisplayAddress | null;
  shippingMethod?: string | null;
  paymentName?: string | null;
}

function Fact({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <div>
      <h3 className={styles.minorHeading}>
        <FormattedMessage id={headingId} />
      </h3>
      {children}
    </div>
  );
}

/** Where an order goes, who pays it, how it ships and how it is paid: whichever of these the order has. */
export function OrderFacts({ shippingAddress, billingAddress, shippingMethod, paymentName }: OrderFactsProps) {
  return (
    <div className={styles.facts}>
      {shippingAddress ? (
        <Fact headingId="order.shippingAddress">
          <AddressLines address={shippingAddress} />
        </Fact>
      ) : null}
      {billingAddress ? (
        <Fact headingId="order.billingAddress">
          <AddressLines address={billingAddress} />
        </Fact>
      ) : null}
      {shippingMethod ? (
        <Fact headingId="order.shippingMethod">
          <p className={styles.muted}>{shippingMethod}</p>
        </Fact>
      ) : null}
      {paymentName ? (
        <Fact headingId="order.paymentMethod">
          <p className={styles.muted}>{paymentName}</p>
        </Fact>
      ) : null}
    </div>
  );
}
