import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
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
      <Card headingId="sign-in-heading" heading={<FormattedMessage id="signIn.heading" />} level={1} className={styles.card}>
        <Form className={styles.form} onSubmit={signIn.signIn} focusOnInvalid noValidate>
          <TextField name="email" type="email" label={formatMessage({ id: 'signIn.email' })} autoComplete="email" validate={validateEmail} />
          <TextField name="password" type="password" label={formatMessage({ id: 'signIn.password' })} autoComplete="current-password" validate={isRequired} />
          <p className={styles.error} role="alert" hidden={!signIn.error}>
            {signIn.error}
          </p>
          <Button type="submit" isBusy={signIn.isBusy}>
            <FormattedMessage id="signIn.submit" />
          </Button>
        </Form>
        <Link className={styles.link} to="/forgot-password">
          <FormattedMessage id="signIn.forgotPassword" />
        </Link>
      </Card>
      <Card
        headingId="sign-in-new-heading"
        heading={<FormattedMessage id="signIn.newCustomer" />}
        intro={<FormattedMessage id="signIn.newCustomerText" />}
        className={styles.card}
      >
        <Link className={styles.secondary} to="/create-account">
          <FormattedMessage id="signIn.createAccount" />
        </Link>
      </Card>
    </div>
  );
}
