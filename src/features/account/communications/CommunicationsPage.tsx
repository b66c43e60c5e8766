import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../lib/ui/form/CheckboxField';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { FormStatus } from '../frame/FormStatus';
import { useCommunications } from './useCommunications';

/** /communications: subscribe to the newsletter or leave it. */
export default function CommunicationsPage() {
  const { formatMessage } = useIntl();
  const talon = useCommunications();
  return (
    <AccountPage titleId="communications.title" isLoading={talon.isLoading}>
      {talon.loadError ? (
        <p className={styles.error} role="alert">
          {talon.loadError}
        </p>
      ) : (
        <section className={styles.card} aria-labelledby="communications-heading">
          <h2 id="communications-heading" className={styles.cardHeading}>
            <FormattedMessage id="communications.newsletterHeading" />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage id={talon.isSubscribed ? 'communications.subscribed' : 'communications.notSubscribed'} values={{ email: talon.email }} />
          </p>
          <Form className={styles.form} initialValues={talon.initialValues} onSubmit={talon.submit}>
            <CheckboxField name="isSubscribed" label={formatMessage({ id: 'communications.newsletter' })} />
            <FormStatus error={talon.error} isDone={talon.isDone} doneId="communications.saved" />
            <button type="submit" className={styles.primary} disabled={talon.isBusy} aria-busy={talon.isBusy}>
              <FormattedMessage id="communications.save" />
            </button>
          </Form>
        </section>
      )}
    </AccountPage>
  );
}
