import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import { TextField } from '../../../lib/ui/form/TextField';
import account from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { TableScroller } from '../frame/TableScroller';
import { Pagination } from '../../catalog/product-listing/Pagination';
import styles from './orderHistory.module.css';
import { useOrderHistory, type OrderHistoryTalon } from './useOrderHistory';

function SearchForm({ field }: { field: OrderHistoryTalon['searchField'] }) {
  const { formatMessage } = useIntl();
  return (
    <Form
      className={styles.search}
      onSubmit={field.onSubmit}
      formApiRef={field.formApiRef}
      initialValues={field.initialValues}
      role="search"
      aria-label={formatMessage({ id: 'orderHistory.searchOrders' })}
      noValidate
    >
      <TextField name={field.name} type="search" label={formatMessage({ id: 'orderHistory.searchLabel' })} autoComplete="off" className={styles.searchField} />
      <button type="submit" className={account.secondary}>
        <FormattedMessage id="orderHistory.searchSubmit" />
      </button>
    </Form>
  );
}

function OrdersTable({ orders, totalCount, isUpdating }: Pick<OrderHistoryTalon, 'orders' | 'totalCount' | 'isUpdating'>) {
  const { formatMessage } = useIntl();
  return (
    <TableScroller label={formatMessage({ id: 'orderHistory.title' })} isBusy={isUpdating}>
      <table className={`${account.table} ${isUpdating ? styles.updating : ''}`}>
        <caption className={styles.caption}>
          <FormattedMessage id="orderHistory.count" values={{ count: totalCount }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="orderHistory.number" />
            </th>
            <th scope="col">
              <FormattedMessage id="orderHistory.date" />
            </th>
            <th scope="col">
              <FormattedMessage id="orderHistory.status" />
            </th>
            <th scope="col" className={account.numeric}>
              <FormattedMessage id="orderHistory.items" />
            </th>
            <th scope="col" className={account.numeric}>
              <FormattedMessage id="orderHistory.total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link className={styles.orderLink} to={`/order/${order.number}`} aria-label={formatMessage({ id: 'orderHistory.viewOrder' }, { number: order.number })}>
                  {order.number}
                </Link>
              </th>
              <td className={styles.nowrap}>
                <MagentoDate value={order.date} />
              </td>
              <td>{order.status}</td>
              <td className={account.numeric}>
                <FormattedMessage id="orderHistory.itemCount" values={{ count: order.itemCount }} />
              </td>
              <td className={`${account.numeric} ${styles.total}`}>{order.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** /order-history: the customer's orders, 10 to a page, searchable by number; each opens its order page. */
export default function OrderHistoryPage() {
  const talon = useOrderHistory();
  return (
    <AccountPage titleId="orderHistory.title" isLoading={talon.isLoading}>
      {talon.isEmpty ? (
        <section className={account.card} aria-labelledby="order-history-empty">
          <h2 id="order-history-empty" className={account.cardHeading}>
            <FormattedMessage id="orderHistory.empty" />
          </h2>
          <p className={account.muted}>
            <FormattedMessage id="orderHistory.emptyText" />
          </p>
          <div className={account.actions}>
            <Link className={account.primary} to="/">
              <FormattedMessage id="orderHistory.shop" />
            </Link>
          </div>
        </section>
      ) : (
        <SearchForm field={talon.searchField} />
      )}
      {talon.error ? (
        <p className={account.error} role="alert">
          {talon.error}
        </p>
      ) : null}
      {talon.noMatch ? (
        <div className={account.card}>
          <p className={account.muted} role="status">
            <FormattedMessage id="orderHistory.noMatch" values={{ search: talon.search }} />
          </p>
          <Link className={account.link} to={talon.allOrdersHref}>
            <FormattedMessage id="orderHistory.showAll" />
          </Link>
        </div>
      ) : null}
      {talon.orders.length > 0 ? (
        <>
          <OrdersTable orders={talon.orders} totalCount={talon.totalCount} isUpdating={talon.isUpdating} />
          {talon.search ? (
            <Link className={account.link} to={talon.allOrdersHref}>
              <FormattedMessage id="orderHistory.showAll" />
            </Link>
          ) : null}
          <div className={styles.pager}>
            <Pagination talon={talon.pagination} />
          </div>
        </>
      ) : null}
    </AccountPage>
  );
}
