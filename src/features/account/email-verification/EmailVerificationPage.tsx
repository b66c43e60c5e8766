import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired } from '../../../lib/validation';
import styles from '../sign-in/signIn.module.css';
import { useEmailVerification } from './useEmailVerification';

const validateEmail = combine(isRequired, isEmail);

/** The confirmation link's page: the account's email confirms it; then the shopper signs in. */
export default function EmailVerificationPage() {
  const { formatMessage } = useIntl();
  const talon = useEmailVerification();
  return (
    <div className={styles.single}>
      <section className={styles.card} aria-labelledby="email-verification-heading">
        <h1 id="email-verification-heading" className={styles.heading}>
          <FormattedMessage id="emailVerification.heading" />
        </h1>
        {!talon.hasToken ? (
          <p className={styles.error} role="alert">
            <FormattedMessage id="emailVerification.noToken" />
          </p>
        ) : talon.isDone ? (
          <>
            <p className={styles.text} role="status">
              <FormattedMessage id="emailVerification.confirmed" />
            </p>
            <Link className={styles.primary} to="/sign-in">
              <FormattedMessage id="emailVerification.signIn" />
            </Link>
          </>
        ) : (
          <Form className={styles.form} onSubmit={talon.submit} focusOnInvalid noValidate>
            <p className={styles.text}>
              <FormattedMessage id="emailVerification.instructions" />
            </p>
            <TextField name="email" type="email" label={formatMessage({ id: 'emailVerification.email' })} autoComplete="email" validate={validateEmail} />
            <p className={styles.error} role="alert" hidden={!talon.error}>
              {talon.error}
            </p>
            <button type="submit" className={styles.primary} disabled={talon.isBusy} aria-busy={talon.isBusy}>
              <FormattedMessage id="emailVerification.submit" />
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
