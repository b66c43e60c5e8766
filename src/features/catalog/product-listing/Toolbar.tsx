import { FormattedMessage } from 'react-intl';
import { SortControl } from './SortControl';
import styles from './toolbar.module.css';
import { type SortTalon } from './useSort';

/** The tools row: how many products the listing holds, and the sort control. */
export function Toolbar({ totalCount, sort }: { totalCount: number; sort: SortTalon }) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status">
        <FormattedMessage id="listing.itemCount" values={{ count: totalCount }} />
      </p>
      {totalCount > 0 && <SortControl talon={sort} />}
    </div>
  );
}
