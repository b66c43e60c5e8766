import { FormattedMessage } from 'react-intl';
import account from '../frame/account.module.css';
import { TableScroller } from '../frame/TableScroller';
import styles from './orderDetails.module.css';
import { type OrderDetailsTalon } from './useOrderDetails';

/** The order's lines: product with its chosen options, SKU, price, and how many were ordered and shipped. */
export function OrderItemsTable({ items }: { items: OrderDetailsTalon['items'] }) {
  return (
    <TableScroller labelledBy="order-details-items">
      <table className={account.table}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="orderDetails.product" />
            </th>
            <th scope="col">
              <FormattedMessage id="orderDetails.sku" />
            </th>
            <th scope="col" className={account.numeric}>
              <FormattedMessage id="orderDetails.price" />
            </th>
            <th scope="col" className={account.numeric}>
              <FormattedMessage id="orderDetails.ordered" />
            </th>
            <th scope="col" className={account.numeric}>
              <FormattedMessage id="orderDetails.shipped" />
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={styles.productCell}>
                <span className={styles.product}>
                  <span className={styles.productName}>{item.name}</span>
                  {item.options ? <span className={account.muted}>{item.options}</span> : null}
                </span>
              </th>
              <td className={styles.sku}>{item.sku}</td>
              <td className={account.numeric}>{item.price}</td>
              <td className={account.numeric}>{item.ordered}</td>
              <td className={account.numeric}>{item.shipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
