import { type ReactNode, type TableHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import styles from './dataTable.module.css';

export interface DataTableColumn<Row> {
  key: string;
  /** i18n id of the column's heading (on a phone's cards, each value's label). */
  headerId: string;
  cell(row: Row): ReactNode;
  /** Figures: aligned to the end and kept on one line. */
  isNumeric?: boolean;
  /** This column's cell names its row (`<th scope="row">`). */
  isRowHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> extends Pick<TableHTMLAttributes<HTMLTableElement>, 'aria-labelledby' | 'aria-busy'> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey(row: Row, index: number): string;
  rowClassName?(row: Row): string | undefined;
  caption?: ReactNode;
  captionClassName?: string;
  className?: string;
  /** The id of the heading that names the scrolling frame; without one, `label`. */
  labelledBy?: string;
  label?: string;
  /** Another page of rows is on its way: these stay until it comes. */
  isBusy?: boolean;
  /** Under 768px each row is a card of labelled values instead of a table scrolling sideways. */
  stackOnPhone?: boolean;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/**
 * Rows of facts under column headings. A wide table scrolls sideways on a phone, and keyboard users
 * can scroll it too: its frame is a named group in the tab order, as WCAG asks of scrollable areas.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
  caption,
  captionClassName,
  className,
  labelledBy,
  label,
  isBusy = false,
  stackOnPhone = false,
  ...tableAttributes
}: DataTableProps<Row>) {
  const { formatMessage } = useIntl();
  const headers = columns.map((column) => formatMessage({ id: column.headerId }));
  return (
    <div className={styles.scroller} role="group" tabIndex={0} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} aria-busy={isBusy || undefined}>
      <table className={classes(styles.table, stackOnPhone && styles.stacked, className)} {...tableAttributes}>
        {caption ? <caption className={classes(styles.caption, captionClassName)}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.key} scope="col" className={column.isNumeric ? styles.numeric : undefined}>
                {headers[index]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)} className={rowClassName?.(row)}>
              {columns.map((column, index) => {
                const Cell = column.isRowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.key}
                    scope={column.isRowHeader ? 'row' : undefined}
                    className={classes(column.isNumeric && styles.numeric, column.className) || undefined}
                    data-label={stackOnPhone ? headers[index] : undefined}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
