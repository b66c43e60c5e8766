import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import { Button } from '../../../lib/ui/Button';
import { DataTable, type DataTableColumn } from '../../../lib/ui/DataTable';
import account from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { type DownloadRow } from './downloadRows';
import { useDownloadableProducts, type DownloadableProductsTalon } from './useDownloadableProducts';

const STATUS_IDS: Record<DownloadRow['status'], string> = {
  available: 'downloads.available',
  pending: 'downloads.pending',
  expired: 'downloads.expired',
  other: 'downloads.unavailable',
};

function useColumns({ download, downloading }: Pick<DownloadableProductsTalon, 'download' | 'downloading'>): ReadonlyArray<DataTableColumn<DownloadRow>> {
  const { formatMessage } = useIntl();
  return [
    { key: 'title', headerId: 'downloads.titleColumn', isRowHeader: true, cell: (row) => row.title },
    {
      key: 'order',
      headerId: 'downloads.order',
      cell: (row) => (
        <Link to={`/order/${row.orderNumber}`} aria-label={formatMessage({ id: 'orderHistory.viewOrder' }, { number: row.orderNumber })}>
          {row.orderNumber}
        </Link>
      ),
    },
    { key: 'date', headerId: 'downloads.date', cell: (row) => <MagentoDate value={row.date} /> },
    { key: 'status', headerId: 'downloads.status', cell: (row) => <FormattedMessage id={STATUS_IDS[row.status]} /> },
    {
      key: 'remaining',
      headerId: 'downloads.remaining',
      isNumeric: true,
      cell: (row) => (row.remaining === 'Unlimited' ? <FormattedMessage id="downloads.unlimited" /> : row.remaining),
    },
    {
      key: 'download',
      headerId: 'downloads.action',
      cell: (row) =>
        row.downloadPath ? (
          <Button
            variant="secondary"
            onClick={() => void download(row)}
            disabled={downloading !== null}
            aria-busy={downloading === row.key || undefined}
            aria-label={formatMessage({ id: 'downloads.downloadOf' }, { title: row.title })}
          >
            <FormattedMessage id="downloads.download" />
          </Button>
        ) : null,
    },
  ];
}

/** /downloadable-products: the files the customer bought (Magento's My Downloadable Products), each downloadable while its allowance lasts. */
export default function DownloadableProductsPage() {
  const talon = useDownloadableProducts();
  const { formatMessage } = useIntl();
  const columns = useColumns(talon);
  return (
    <AccountPage titleId="downloads.title" isLoading={talon.isLoading} error={talon.error}>
      {talon.downloadError ? (
        <p className={account.error} role="alert">
          {talon.downloadError}
        </p>
      ) : null}
      {talon.rows.length > 0 ? (
        <DataTable columns={columns} rows={talon.rows} rowKey={(row) => row.key} label={formatMessage({ id: 'downloads.title' })} stackOnPhone />
      ) : !talon.isLoading && !talon.error ? (
        <p className={account.muted}>
          <FormattedMessage id="downloads.empty" />
        </p>
      ) : null}
    </AccountPage>
  );
}
