import { type Address } from '../../lib/store/checkout/address';
import styles from './checkout.module.css';

/** An address as the shopper entered it, one line per part. */
export function AddressSummary({ address }: { address: Address }) {
  return (
    <address className={styles.address}>
      <span>
        {address.firstname} {address.lastname}
      </span>
      {address.street.filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {address.city}, {address.region ?? address.region_code} {address.postcode}
      </span>
      <span>{address.telephone}</span>
      {address.email ? <span>{address.email}</span> : null}
    </address>
  );
}
