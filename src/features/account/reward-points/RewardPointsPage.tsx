import { FormattedMessage } from 'react-intl';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { BalanceHistoryTable } from '../balance-history/BalanceHistoryTable';
import page from './rewardPoints.module.css';
import { useRewardPoints, type RewardPointsTalon } from './useRewardPoints';

const HISTORY_COLUMNS = { date: 'rewardPoints.date', text: 'rewardPoints.reason', change: 'rewardPoints.change', balance: 'rewardPoints.balanceAfter' };

function BalanceCard({ balance }: { balance: NonNullable<RewardPointsTalon['balance']> }) {
  return (
    <section className={styles.card} aria-labelledby="reward-points-balance">
      <h2 id="reward-points-balance" className={styles.cardHeading}>
        <FormattedMessage id="rewardPoints.balanceHeading" />
      </h2>
      <p className={styles.figure}>{balance.points}</p>
      <p className={styles.muted}>
        <FormattedMessage id="rewardPoints.worth" values={{ amount: balance.amount }} />
      </p>
    </section>
  );
}

function RatesCard({ earning, redemption }: Pick<RewardPointsTalon, 'earning' | 'redemption'>) {
  if (!earning && !redemption) return null;
  return (
    <section className={styles.card} aria-labelledby="reward-points-rates">
      <h2 id="reward-points-rates" className={styles.cardHeading}>
        <FormattedMessage id="rewardPoints.ratesHeading" />
      </h2>
      <ul className={page.rates}>
        {earning ? (
          <li>
            <FormattedMessage id="rewardPoints.earning" values={earning} />
          </li>
        ) : null}
        {redemption ? (
          <li>
            <FormattedMessage id="rewardPoints.redemption" values={redemption} />
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function HistoryCard({ history }: Pick<RewardPointsTalon, 'history'>) {
  return (
    <section className={styles.card} aria-labelledby="reward-points-history">
      <h2 id="reward-points-history" className={styles.cardHeading}>
        <FormattedMessage id="rewardPoints.historyHeading" />
      </h2>
      {history.length > 0 ? (
        <BalanceHistoryTable columns={HISTORY_COLUMNS} rows={history} labelledBy="reward-points-history" />
      ) : (
        <p className={styles.muted}>
          <FormattedMessage id="rewardPoints.noHistory" />
        </p>
      )}
    </section>
  );
}

/** /reward-points: the customer's balance in points and rupiah, the exchange rates in words, and the history. */
export default function RewardPointsPage() {
  const talon = useRewardPoints();
  return (
    <AccountPage titleId="rewardPoints.title" isLoading={talon.isLoading} error={talon.error} noticeId={talon.isUnavailable ? 'rewardPoints.unavailable' : null}>
      {talon.balance ? (
        <>
          <div className={styles.cards}>
            <BalanceCard balance={talon.balance} />
            <RatesCard earning={talon.earning} redemption={talon.redemption} />
          </div>
          <HistoryCard history={talon.history} />
        </>
      ) : null}
    </AccountPage>
  );
}
