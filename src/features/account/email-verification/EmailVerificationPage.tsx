import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
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
      <Card headingId="email-verification-heading" heading={<FormattedMessage id="emailVerification.heading" />} level={1} className={styles.card}>
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
            <Button type="submit" isBusy={talon.isBusy}>
              <FormattedMessage id="emailVerification.submit" />
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
