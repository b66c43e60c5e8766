import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import { CompareProductCell } from './CompareProductCell';
import { type CompareColumn, type CompareRow } from './compareTable';
import styles from './productCompare.module.css';

interface CompareTableProps {
  columns: CompareColumn[];
  rows: CompareRow[];
  onRemove(productId: string, name: string): void;
  removingId: string | null;
}

/**
 * The products side by side: a column per product (its head the product itself), a row per
 * attribute. Wider than a phone: it scrolls sideways with the attribute names kept in view.
 */
export function CompareTable({ columns, rows, onRemove, removingId }: CompareTableProps) {
  const captionId = useId();
  return (
    // Focusable, so the keyboard can scroll it too.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.visuallyHidden}>
          <FormattedMessage id="productCompare.caption" />
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {columns.map(({ productId, product }) => (
              <th key={productId} scope="col" className={styles.column}>
                <CompareProductCell product={product} onRemove={() => onRemove(productId, product.name ?? '')} isRemoving={removingId === productId} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row" className={styles.rowHead}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index].productId} className={styles.value}>
                  {row.isHtml ? <LazyRichContent html={value} className={styles.rich} /> : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
