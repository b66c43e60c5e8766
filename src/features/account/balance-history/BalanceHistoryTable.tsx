import { FormattedMessage } from 'react-intl';
import { MagentoDate } from '../../../lib/date/MagentoDate';
import styles from '../frame/account.module.css';
import { TableScroller } from '../frame/TableScroller';

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

/** The history of a balance (reward points, store credit) as a table: date, what, change and balance after. */
export function BalanceHistoryTable({ columns, rows, labelledBy, isBusy = false }: BalanceHistoryTableProps) {
  return (
    <TableScroller labelledBy={labelledBy} isBusy={isBusy}>
      <table className={styles.table} aria-labelledby={labelledBy} aria-busy={isBusy || undefined}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id={columns.date} />
            </th>
            <th scope="col">
              <FormattedMessage id={columns.text} />
            </th>
            <th scope="col" className={styles.numeric}>
              <FormattedMessage id={columns.change} />
            </th>
            <th scope="col" className={styles.numeric}>
              <FormattedMessage id={columns.balance} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>
                <MagentoDate value={row.date} />
              </td>
              <td>{row.text}</td>
              <td className={styles.numeric}>{row.change}</td>
              <td className={styles.numeric}>{row.balance}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
