import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired } from '../../../lib/validation';
import styles from './signIn.module.css';
import { useSignIn } from './useSignIn';

const validateEmail = combine(isRequired, isEmail);

/** /sign-in: Email, Password and Sign In; links to a forgotten password and to a new account. */
export default function SignInPage() {
  const { formatMessage } = useIntl();
  const signIn = useSignIn();
  if (signIn.isSignedIn && !signIn.isBusy) return <Navigate to={signIn.accountHome} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading" className={styles.heading}>
          <FormattedMessage id="signIn.heading" />
        </h1>
        <Form className={styles.form} onSubmit={signIn.signIn} focusOnInvalid noValidate>
          <TextField name="email" type="email" label={formatMessage({ id: 'signIn.email' })} autoComplete="email" validate={validateEmail} />
          <TextField name="password" type="password" label={formatMessage({ id: 'signIn.password' })} autoComplete="current-password" validate={isRequired} />
          <p className={styles.error} role="alert" hidden={!signIn.error}>
            {signIn.error}
          </p>
          <button type="submit" className={styles.primary} disabled={signIn.isBusy} aria-busy={signIn.isBusy}>
            <FormattedMessage id="signIn.submit" />
          </button>
        </Form>
        <Link className={styles.link} to="/forgot-password">
          <FormattedMessage id="signIn.forgotPassword" />
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="sign-in-new-heading">
        <h2 id="sign-in-new-heading" className={styles.subheading}>
          <FormattedMessage id="signIn.newCustomer" />
        </h2>
        <p className={styles.text}>
          <FormattedMessage id="signIn.newCustomerText" />
        </p>
        <Link className={styles.secondary} to="/create-account">
          <FormattedMessage id="signIn.createAccount" />
        </Link>
      </section>
    </div>
  );
}
