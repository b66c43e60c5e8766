import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
import { CheckboxField } from '../../../lib/ui/form/CheckboxField';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired, isStrongPassword, mustMatch } from '../../../lib/validation';
import styles from '../sign-in/signIn.module.css';
import { useCreateAccount } from './useCreateAccount';

const rules = {
  email: combine(isRequired, isEmail),
  password: combine(isRequired, isStrongPassword),
  confirm: combine(isRequired, mustMatch('password')),
};

/** /create-account: names, Email, Password twice and the newsletter; prefilled from an order receipt. */
export default function CreateAccountPage() {
  const { formatMessage } = useIntl();
  const account = useCreateAccount();
  if (account.isSignedIn && !account.isBusy) return <Navigate to={account.destination} replace />;
  const label = (id: string) => formatMessage({ id: `createAccount.${id}` });
  return (
    <div className={styles.page}>
      <Card headingId="create-account-heading" heading={<FormattedMessage id="createAccount.heading" />} level={1} className={styles.card}>
        <Form className={styles.form} initialValues={account.initialValues} onSubmit={account.submit} focusOnInvalid noValidate>
          <TextField name="firstname" label={label('firstname')} autoComplete="given-name" validate={isRequired} />
          <TextField name="lastname" label={label('lastname')} autoComplete="family-name" validate={isRequired} />
          <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={rules.email} />
          <TextField
            name="password"
            type="password"
            label={label('password')}
            help={label('passwordHelp')}
            autoComplete="new-password"
            validate={rules.password}
          />
          <TextField name="confirm" type="password" label={label('confirm')} autoComplete="new-password" validate={rules.confirm} validateWhen={['password']} />
          <CheckboxField name="isSubscribed" label={label('newsletter')} />
          <p className={styles.error} role="alert" hidden={!account.error}>
            {account.error}
          </p>
          <Button type="submit" isBusy={account.isBusy}>
            <FormattedMessage id="createAccount.submit" />
          </Button>
        </Form>
      </Card>
      <Card headingId="create-account-existing-heading" heading={<FormattedMessage id="createAccount.existing" />} className={styles.card}>
        <Link className={styles.secondary} to="/sign-in">
          <FormattedMessage id="createAccount.signIn" />
        </Link>
      </Card>
    </div>
  );
}
