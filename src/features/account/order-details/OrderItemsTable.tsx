import { DataTable, type DataTableColumn } from '../../../lib/ui/DataTable';
import account from '../frame/account.module.css';
import styles from './orderDetails.module.css';
import { type OrderDetailsTalon } from './useOrderDetails';

type Item = OrderDetailsTalon['items'][number];

const COLUMNS: ReadonlyArray<DataTableColumn<Item>> = [
  {
    key: 'product',
    headerId: 'orderDetails.product',
    isRowHeader: true,
    className: styles.productCell,
    cell: (item) => (
      <span className={styles.product}>
        <span className={styles.productName}>{item.name}</span>
        {item.options ? <span className={account.muted}>{item.options}</span> : null}
      </span>
    ),
  },
  { key: 'sku', headerId: 'orderDetails.sku', className: styles.sku, cell: (item) => item.sku },
  { key: 'price', headerId: 'orderDetails.price', isNumeric: true, cell: (item) => item.price },
  { key: 'ordered', headerId: 'orderDetails.ordered', isNumeric: true, cell: (item) => item.ordered },
  { key: 'shipped', headerId: 'orderDetails.shipped', isNumeric: true, cell: (item) => item.shipped },
];

/** The order's lines: product with its chosen options, SKU, price, and how many were ordered and shipped. */
export function OrderItemsTable({ items }: { items: OrderDetailsTalon['items'] }) {
  return <DataTable columns={COLUMNS} rows={items} rowKey={(item) => item.id} labelledBy="order-details-items" />;
}
