import { MagentoDate } from '../../../lib/date/MagentoDate';
import { DataTable, type DataTableColumn } from '../../../lib/ui/DataTable';

/** One change to a balance, already in words: what changed, by how much, and the balance after it. */
export interface BalanceHistoryRow {
  key: string;
  /** Magento's date ("YYYY-MM-DD HH:MM:SS"). */
  date: string;
  /** Why or how the balance changed. */
  text: string;
  /** "+500 points", "−Rp 25.000". */
  change: string;
  balance: string;
}

/** i18n ids of the four column headings. */
export interface BalanceHistoryColumns {
  date: string;
  text: string;
  change: string;
  balance: string;
}

interface BalanceHistoryTableProps {
  columns: BalanceHistoryColumns;
  rows: readonly BalanceHistoryRow[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Another page of rows is on its way: these stay until it comes. */
  isBusy?: boolean;
}

function balanceColumns(ids: BalanceHistoryColumns): Array<DataTableColumn<BalanceHistoryRow>> {
  return [
    { key: 'date', headerId: ids.date, cell: (row) => <MagentoDate value={row.date} /> },
    { key: 'text', headerId: ids.text, cell: (row) => row.text },
    { key: 'change', headerId: ids.change, cell: (row) => row.change, isNumeric: true },
    { key: 'balance', headerId: ids.balance, cell: (row) => row.balance, isNumeric: true },
  ];
}

/** The history of a balance (reward points, store credit) as a table: date, what, change and balance after. */
export function BalanceHistoryTable({ columns, rows, labelledBy, isBusy = false }: BalanceHistoryTableProps) {
  return (
    <DataTable
      columns={balanceColumns(columns)}
      rows={rows}
      rowKey={(row) => row.key}
      labelledBy={labelledBy}
      isBusy={isBusy}
      aria-labelledby={labelledBy}
      aria-busy={isBusy || undefined}
    />
  );
}
