import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired } from '../../../lib/validation';
import styles from '../sign-in/signIn.module.css';
import { useForgotPassword } from './useForgotPassword';

const validateEmail = combine(isRequired, isEmail);

/** /forgot-password: the email to send a reset link to; afterwards, what to expect. */
export default function ForgotPasswordPage() {
  const { formatMessage } = useIntl();
  const talon = useForgotPassword();
  return (
    <div className={styles.single}>
      <Card
        headingId="forgot-password-heading"
        heading={<FormattedMessage id="forgotPassword.heading" />}
        level={1}
        intro={talon.isDone ? null : <FormattedMessage id="forgotPassword.instructions" />}
        className={styles.card}
      >
        {talon.isDone ? (
          <p className={styles.text} role="status">
            <FormattedMessage id="forgotPassword.sent" values={{ email: talon.email }} />
          </p>
        ) : (
          <Form className={styles.form} onSubmit={talon.submit} focusOnInvalid noValidate>
            <TextField name="email" type="email" label={formatMessage({ id: 'forgotPassword.email' })} autoComplete="email" validate={validateEmail} />
            <p className={styles.error} role="alert" hidden={!talon.error}>
              {talon.error}
            </p>
            <Button type="submit" isBusy={talon.isBusy}>
              <FormattedMessage id="forgotPassword.submit" />
            </Button>
          </Form>
        )}
        <Link className={styles.link} to="/sign-in">
          <FormattedMessage id="forgotPassword.backToSignIn" />
        </Link>
      </Card>
    </div>
  );
}
