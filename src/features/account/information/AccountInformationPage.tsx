import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../lib/ui/form/TextField';
import { combine, isEmail, isRequired, isStrongPassword, mustDiffer, mustMatch } from '../../../lib/validation';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { FormStatus } from '../frame/FormStatus';
import { useAccountInformation } from './useAccountInformation';

const rules = {
  email: combine(isRequired, isEmail),
  newPassword: combine(isRequired, isStrongPassword, mustDiffer('currentPassword')),
  confirm: combine(isRequired, mustMatch('newPassword')),
};

/** /account-information: change the name, the email (with the password) and the password. */
export default function AccountInformationPage() {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `accountInformation.${id}` });
  const talon = useAccountInformation();
  return (
    <AccountPage titleId="accountInformation.title" isLoading={talon.isLoading}>
      {talon.loadError ? (
        <p className={styles.error} role="alert">
          {talon.loadError}
        </p>
      ) : (
        <div className={styles.cards}>
          <section className={styles.card} aria-labelledby="account-name-heading">
            <h2 id="account-name-heading" className={styles.cardHeading}>
              <FormattedMessage id="accountInformation.nameHeading" />
            </h2>
            <Form className={styles.form} initialValues={talon.nameValues} onSubmit={talon.name.submit} focusOnInvalid noValidate>
              <TextField name="firstname" label={label('firstname')} autoComplete="given-name" validate={isRequired} maxLength={255} />
              <TextField name="lastname" label={label('lastname')} autoComplete="family-name" validate={isRequired} maxLength={255} />
              <FormStatus error={talon.name.error} isDone={talon.name.isDone} doneId="accountInformation.nameSaved" />
              <button type="submit" className={styles.primary} disabled={talon.name.isBusy} aria-busy={talon.name.isBusy}>
                <FormattedMessage id="accountInformation.saveName" />
              </button>
            </Form>
          </section>

          <section className={styles.card} aria-labelledby="account-email-heading">
            <h2 id="account-email-heading" className={styles.cardHeading}>
              <FormattedMessage id="accountInformation.emailHeading" />
            </h2>
            <p className={styles.muted}>
              <FormattedMessage id="accountInformation.currentEmail" values={{ email: talon.email }} />
            </p>
            <Form className={styles.form} onSubmit={talon.emailChange.submit} formApiRef={talon.emailChange.formApiRef} focusOnInvalid noValidate>
              <TextField name="email" type="email" label={label('newEmail')} autoComplete="email" validate={rules.email} />
              <TextField name="password" type="password" label={label('password')} autoComplete="current-password" validate={isRequired} />
              <FormStatus error={talon.emailChange.error} isDone={talon.emailChange.isDone} doneId="accountInformation.emailSaved" />
              <button type="submit" className={styles.primary} disabled={talon.emailChange.isBusy} aria-busy={talon.emailChange.isBusy}>
                <FormattedMessage id="accountInformation.saveEmail" />
              </button>
            </Form>
          </section>

          <section className={styles.card} aria-labelledby="account-password-heading">
            <h2 id="account-password-heading" className={styles.cardHeading}>
              <FormattedMessage id="accountInformation.passwordHeading" />
            </h2>
            <Form className={styles.form} onSubmit={talon.password.submit} formApiRef={talon.password.formApiRef} focusOnInvalid noValidate>
              <TextField name="currentPassword" type="password" label={label('currentPassword')} autoComplete="current-password" validate={isRequired} />
              <TextField
                name="newPassword"
                type="password"
                label={label('newPassword')}
                help={label('passwordHelp')}
                autoComplete="new-password"
                validate={rules.newPassword}
                validateWhen={['currentPassword']}
              />
              <TextField name="confirm" type="password" label={label('confirmPassword')} autoComplete="new-password" validate={rules.confirm} validateWhen={['newPassword']} />
              <FormStatus error={talon.password.error} isDone={talon.password.isDone} doneId="accountInformation.passwordSaved" />
              <button type="submit" className={styles.primary} disabled={talon.password.isBusy} aria-busy={talon.password.isBusy}>
                <FormattedMessage id="accountInformation.savePassword" />
              </button>
            </Form>
          </section>
        </div>
      )}
    </AccountPage>
  );
}
