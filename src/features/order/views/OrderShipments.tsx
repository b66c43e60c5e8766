import { FormattedMessage } from 'react-intl';
import { type OrderShipmentFieldsFragment } from '../../../__generated__/operations';
import account from '../../account/frame/account.module.css';
import { TableScroller } from '../../account/frame/TableScroller';
import { presentItems } from './orderItems';
import styles from './order.module.css';

type Shipment = OrderShipmentFieldsFragment;

function Tracking({ shipment, headingId }: { shipment: Shipment; headingId: string }) {
  const tracks = presentItems(shipment.tracking);
  if (tracks.length === 0) {
    return (
      <p className={account.muted}>
        <FormattedMessage id="order.noTracking" />
      </p>
    );
  }
  return (
    <TableScroller labelledBy={headingId}>
      <table className={account.table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="order.carrier" />
            </th>
            <th scope="col">
              <FormattedMessage id="order.service" />
            </th>
            <th scope="col">
              <FormattedMessage id="order.trackingNumber" />
            </th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track, index) => (
            // A parcel may have no number yet, so the position tells two tracks apart.
            <tr key={`${track.number ?? ''}-${index}`}>
              <td className={styles.carrier}>{track.carrier}</td>
              <td>{track.title}</td>
              <td className={styles.trackingNumber}>{track.number ?? <FormattedMessage id="order.noTracking" />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** An order's shipments, each with its carrier and tracking numbers, or that nothing has shipped yet. */
export function OrderShipments({ shipments }: { shipments: ReadonlyArray<Shipment | null> | null | undefined }) {
  const present = presentItems(shipments);
  if (present.length === 0) {
    return (
      <p className={account.muted}>
        <FormattedMessage id="order.notShipped" />
      </p>
    );
  }
  return (
    <ul className={styles.shipments}>
      {present.map((shipment) => (
        <li key={shipment.id}>
          <h3 id={`shipment-${shipment.id}`} className={styles.minorHeading}>
            <FormattedMessage id="order.shipment" values={{ number: shipment.number }} />
          </h3>
          <Tracking shipment={shipment} headingId={`shipment-${shipment.id}`} />
        </li>
      ))}
    </ul>
  );
}
