import { FormattedMessage } from 'react-intl';
import { type OrderShipmentFieldsFragment } from '../../../__generated__/operations';
import { DataTable, type DataTableColumn } from '../../../lib/ui/DataTable';
import account from '../../account/frame/account.module.css';
import { presentItems } from './orderItems';
import styles from './order.module.css';

type Shipment = OrderShipmentFieldsFragment;
type Track = NonNullable<NonNullable<Shipment['tracking']>[number]>;

const TRACK_COLUMNS: ReadonlyArray<DataTableColumn<Track>> = [
  { key: 'carrier', headerId: 'order.carrier', className: styles.carrier, cell: (track) => track.carrier },
  { key: 'service', headerId: 'order.service', cell: (track) => track.title },
  { key: 'number', headerId: 'order.trackingNumber', className: styles.trackingNumber, cell: (track) => track.number ?? <FormattedMessage id="order.noTracking" /> },
];

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
    <DataTable
      columns={TRACK_COLUMNS}
      rows={tracks}
      // A parcel may have no number yet, so the position tells two tracks apart.
      rowKey={(track, index) => `${track.number ?? ''}-${index}`}
      labelledBy={headingId}
    />
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
