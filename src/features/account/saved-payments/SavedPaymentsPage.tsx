import { FormattedMessage, useIntl } from 'react-intl';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { useSavedPayments, type SavedPaymentsTalon } from './useSavedPayments';

type Token = SavedPaymentsTalon['tokens'][number];

function SavedCard({ token, talon }: { token: Token; talon: SavedPaymentsTalon }) {
  const { formatMessage } = useIntl();
  const name = token.card
    ? formatMessage({ id: 'savedPayments.cardName' }, { brand: formatMessage({ id: token.card.brandId }), last4: token.card.last4 })
    : formatMessage({ id: 'savedPayments.unknownCard' });
  const headingId = `saved-card-${token.hash}`;
  const failure = talon.failure?.hash === token.hash ? talon.failure.message : null;
  const busy = talon.busy === token.hash;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {name}
      </h2>
      {token.card?.expires ? (
        <p className={styles.muted}>
          <FormattedMessage id="savedPayments.expires" values={{ date: token.card.expires }} />
        </p>
      ) : null}
      {talon.confirming === token.hash ? (
        <div className={styles.actions} role="group" aria-label={formatMessage({ id: 'savedPayments.confirm' })}>
          <span>
            <FormattedMessage id="savedPayments.confirm" />
          </span>
          <button type="button" className={styles.primary} disabled={busy} aria-busy={busy} onClick={() => void talon.remove(token.hash)}>
            <FormattedMessage id="savedPayments.delete" />
          </button>
          <button type="button" className={styles.link} onClick={talon.cancelDelete}>
            <FormattedMessage id="savedPayments.cancel" />
          </button>
        </div>
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={() => talon.askToDelete(token.hash)} aria-label={formatMessage({ id: 'savedPayments.deleteCard' }, { name })}>
            <FormattedMessage id="savedPayments.delete" />
          </button>
        </div>
      )}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

/** /saved-payments: the cards the customer saved, each to delete. */
export default function SavedPaymentsPage() {
  const talon = useSavedPayments();
  return (
    <AccountPage titleId="savedPayments.title" isLoading={talon.isLoading}>
      {talon.error ? (
        <p className={styles.error} role="alert">
          {talon.error}
        </p>
      ) : talon.tokens.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="savedPayments.empty" />
        </p>
      ) : (
        <ul className={`${styles.cards} ${styles.plainList}`}>
          {talon.tokens.map((token) => (
            <SavedCard key={token.hash} token={token} talon={talon} />
          ))}
        </ul>
      )}
    </AccountPage>
  );
}
