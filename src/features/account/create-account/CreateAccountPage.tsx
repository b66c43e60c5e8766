import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router-dom';
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
      <section className={styles.card} aria-labelledby="create-account-heading">
        <h1 id="create-account-heading" className={styles.heading}>
          <FormattedMessage id="createAccount.heading" />
        </h1>
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
          <button type="submit" className={styles.primary} disabled={account.isBusy} aria-busy={account.isBusy}>
            <FormattedMessage id="createAccount.submit" />
          </button>
        </Form>
      </section>
      <section className={styles.card} aria-labelledby="create-account-existing-heading">
        <h2 id="create-account-existing-heading" className={styles.subheading}>
          <FormattedMessage id="createAccount.existing" />
        </h2>
        <Link className={styles.secondary} to="/sign-in">
          <FormattedMessage id="createAccount.signIn" />
        </Link>
      </section>
    </div>
  );
}
