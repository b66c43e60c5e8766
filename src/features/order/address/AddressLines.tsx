import styles from './addressLines.module.css';

/** The parts of an address this shop shows (a cart's, an order's or the address book's). */
export interface DisplayAddress {
  firstname?: string | null;
  lastname?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  region?: string | null;
  region_code?: string | null;
  postcode?: string | null;
  telephone?: string | null;
  email?: string | null;
}

/** An address one line per part, as a postal label reads. */
export function AddressLines({ address, className }: { address: DisplayAddress; className?: string }) {
  return (
    <address className={className ? `${styles.address} ${className}` : styles.address}>
      <span>
        {address.firstname} {address.lastname}
      </span>
      {(address.street ?? []).filter(Boolean).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {address.city}, {address.region ?? address.region_code} {address.postcode}
      </span>
      {address.telephone ? <span>{address.telephone}</span> : null}
      {address.email ? <span>{address.email}</span> : null}
    </address>
  );
}
