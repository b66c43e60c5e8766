import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
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
      <section className={styles.card} aria-labelledby="forgot-password-heading">
        <h1 id="forgot-password-heading" className={styles.heading}>
          <FormattedMessage id="forgotPassword.heading" />
        </h1>
        {talon.isDone ? (
          <p className={styles.text} role="status">
            <FormattedMessage id="forgotPassword.sent" values={{ email: talon.email }} />
          </p>
        ) : (
          <>
            <p className={styles.text}>
              <FormattedMessage id="forgotPassword.instructions" />
            </p>
            <Form className={styles.form} onSubmit={talon.submit} focusOnInvalid noValidate>
              <TextField name="email" type="email" label={formatMessage({ id: 'forgotPassword.email' })} autoComplete="email" validate={validateEmail} />
              <p className={styles.error} role="alert" hidden={!talon.error}>
                {talon.error}
              </p>
              <button type="submit" className={styles.primary} disabled={talon.isBusy} aria-busy={talon.isBusy}>
                <FormattedMessage id="forgotPassword.submit" />
              </button>
            </Form>
          </>
        )}
        <Link className={styles.link} to="/sign-in">
          <FormattedMessage id="forgotPassword.backToSignIn" />
        </Link>
      </section>
    </div>
  );
}
