import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
import { DataTable, type DataTableColumn } from '../../../lib/ui/DataTable';
import { TextField } from '../../../lib/ui/form/TextField';
import account from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
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
      <Button type="submit" variant="secondary">
        <FormattedMessage id="orderHistory.searchSubmit" />
      </Button>
    </Form>
  );
}

type Order = OrderHistoryTalon['orders'][number];

/** The columns of an order row; the number links to the order's page. */
function useOrderColumns(): ReadonlyArray<DataTableColumn<Order>> {
  const { formatMessage } = useIntl();
  return [
    {
      key: 'number',
      headerId: 'orderHistory.number',
      isRowHeader: true,
      cell: (order) => (
        <Link className={styles.orderLink} to={`/order/${order.number}`} aria-label={formatMessage({ id: 'orderHistory.viewOrder' }, { number: order.number })}>
          {order.number}
        </Link>
      ),
    },
    { key: 'date', headerId: 'orderHistory.date', className: styles.nowrap, cell: (order) => <MagentoDate value={order.date} /> },
    { key: 'status', headerId: 'orderHistory.status', cell: (order) => order.status },
    { key: 'items', headerId: 'orderHistory.items', isNumeric: true, cell: (order) => <FormattedMessage id="orderHistory.itemCount" values={{ count: order.itemCount }} /> },
    { key: 'total', headerId: 'orderHistory.total', isNumeric: true, className: styles.total, cell: (order) => order.total },
  ];
}

function OrdersTable({ orders, totalCount, isUpdating }: Pick<OrderHistoryTalon, 'orders' | 'totalCount' | 'isUpdating'>) {
  const { formatMessage } = useIntl();
  const columns = useOrderColumns();
  return (
    <DataTable
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      caption={<FormattedMessage id="orderHistory.count" values={{ count: totalCount }} />}
      captionClassName={styles.caption}
      className={isUpdating ? styles.updating : undefined}
      label={formatMessage({ id: 'orderHistory.title' })}
      isBusy={isUpdating}
    />
  );
}

/** /order-history: the customer's orders, 10 to a page, searchable by number; each opens its order page. */
export default function OrderHistoryPage() {
  const talon = useOrderHistory();
  return (
    <AccountPage titleId="orderHistory.title" isLoading={talon.isLoading}>
      {talon.isEmpty ? (
        <Card headingId="order-history-empty" heading={<FormattedMessage id="orderHistory.empty" />} intro={<FormattedMessage id="orderHistory.emptyText" />}>
          <div className={account.actions}>
            <Link className={account.primary} to="/">
              <FormattedMessage id="orderHistory.shop" />
            </Link>
          </div>
        </Card>
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
