import { type Address } from '../../../lib/store/checkout/address';
import { AddressLines } from '../../order/address/AddressLines';
import styles from './checkout.module.css';

/** An address as the shopper entered it, one line per part. */
export function AddressSummary({ address }: { address: Address }) {
  return <AddressLines address={address} className={styles.addressSummary} />;
}
