import { FormattedMessage } from 'react-intl';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { AccountPager } from '../frame/AccountPager';
import { BalanceHistoryTable } from '../balance-history/BalanceHistoryTable';
import { useStoreCredit, type StoreCreditTalon } from './useStoreCredit';

const HISTORY_COLUMNS = { date: 'storeCredit.date', text: 'storeCredit.action', change: 'storeCredit.change', balance: 'storeCredit.balanceAfter' };

function HistoryCard({ rows, pager, isUpdating }: Pick<StoreCreditTalon, 'rows' | 'pager' | 'isUpdating'>) {
  return (
    <section className={styles.card} aria-labelledby="store-credit-history">
      <h2 id="store-credit-history" className={styles.cardHeading}>
        <FormattedMessage id="storeCredit.historyHeading" />
      </h2>
      {rows.length > 0 ? (
        <>
          <BalanceHistoryTable columns={HISTORY_COLUMNS} rows={rows} labelledBy="store-credit-history" isBusy={isUpdating} />
          <AccountPager pager={pager} />
        </>
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="storeCredit.noHistory" />
        </p>
      )}
    </section>
  );
}

/** /store-credit: the customer's store credit balance and its history, 10 changes to a page; or that the shop offers none. */
export default function StoreCreditPage() {
  const talon = useStoreCredit();
  return (
    <AccountPage titleId="storeCredit.title" isLoading={talon.isLoading} error={talon.error} noticeId={talon.isUnavailable ? 'storeCredit.unavailable' : null}>
      {talon.balance ? (
        <>
          <section className={styles.card} aria-labelledby="store-credit-balance">
            <h2 id="store-credit-balance" className={styles.cardHeading}>
              <FormattedMessage id="storeCredit.balanceHeading" />
            </h2>
            <p className={styles.figure}>{talon.balance}</p>
          </section>
          <HistoryCard rows={talon.rows} pager={talon.pager} isUpdating={talon.isUpdating} />
        </>
      ) : null}
    </AccountPage>
  );
}
