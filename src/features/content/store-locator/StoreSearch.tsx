import { useIntl } from 'react-intl';
import styles from './storeLocator.module.css';

/** The search field: narrows the list as the shopper types (Enter stays on the page). */
export function StoreSearch({ query, onChange }: { query: string; onChange(query: string): void }) {
  const { formatMessage } = useIntl();
  return (
    <form className={styles.search} role="search" onSubmit={(event) => event.preventDefault()}>
      <label className={styles.searchLabel} htmlFor="store-search">
        {formatMessage({ id: 'storeLocator.searchLabel' })}
      </label>
      <input
        id="store-search"
        className={styles.searchInput}
        type="search"
        value={query}
        maxLength={100}
        autoComplete="off"
        placeholder={formatMessage({ id: 'storeLocator.searchPlaceholder' })}
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
