import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired, isStrongPassword, mustMatch } from '../../../lib/validation';
import styles from '../sign-in/signIn.module.css';
import { useResetPassword } from './useResetPassword';

const rules = {
  email: combine(isRequired, isEmail),
  password: combine(isRequired, isStrongPassword),
  confirm: combine(isRequired, mustMatch('password')),
};

/** The reset link's page: the account's email and a new password, twice. */
export default function ResetPasswordPage() {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `resetPassword.${id}` });
  const talon = useResetPassword();
  return (
    <div className={styles.single}>
      <Card headingId="reset-password-heading" heading={<FormattedMessage id="resetPassword.heading" />} level={1} className={styles.card}>
        {!talon.hasToken ? (
          <>
            <p className={styles.error} role="alert">
              <FormattedMessage id="resetPassword.noToken" />
            </p>
            <Link className={styles.secondary} to="/forgot-password">
              <FormattedMessage id="resetPassword.requestNew" />
            </Link>
          </>
        ) : talon.isDone ? (
          <>
            <p className={styles.text} role="status">
              <FormattedMessage id="resetPassword.saved" />
            </p>
            <Link className={styles.primary} to="/sign-in">
              <FormattedMessage id="resetPassword.signIn" />
            </Link>
          </>
        ) : (
          <Form className={styles.form} onSubmit={talon.submit} focusOnInvalid noValidate>
            <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={rules.email} />
            <TextField name="password" type="password" label={label('password')} help={label('passwordHelp')} autoComplete="new-password" validate={rules.password} />
            <TextField name="confirm" type="password" label={label('confirm')} autoComplete="new-password" validate={rules.confirm} validateWhen={['password']} />
            <p className={styles.error} role="alert" hidden={!talon.error}>
              {talon.error}
            </p>
            <Button type="submit" isBusy={talon.isBusy}>
              <FormattedMessage id="resetPassword.submit" />
            </Button>
            {talon.error ? (
              <Link className={styles.link} to="/forgot-password">
                <FormattedMessage id="resetPassword.requestNew" />
              </Link>
            ) : null}
          </Form>
        )}
      </Card>
    </div>
  );
}
