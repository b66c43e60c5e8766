import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
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
          <Card headingId="account-name-heading" heading={<FormattedMessage id="accountInformation.nameHeading" />}>
            <Form className={styles.form} initialValues={talon.nameValues} onSubmit={talon.name.submit} focusOnInvalid noValidate>
              <TextField name="firstname" label={label('firstname')} autoComplete="given-name" validate={isRequired} maxLength={255} />
              <TextField name="lastname" label={label('lastname')} autoComplete="family-name" validate={isRequired} maxLength={255} />
              <FormStatus error={talon.name.error} isDone={talon.name.isDone} doneId="accountInformation.nameSaved" />
              <Button type="submit" isBusy={talon.name.isBusy}>
                <FormattedMessage id="accountInformation.saveName" />
              </Button>
            </Form>
          </Card>

          <Card
            headingId="account-email-heading"
            heading={<FormattedMessage id="accountInformation.emailHeading" />}
            intro={<FormattedMessage id="accountInformation.currentEmail" values={{ email: talon.email }} />}
          >
            <Form className={styles.form} onSubmit={talon.emailChange.submit} formApiRef={talon.emailChange.formApiRef} focusOnInvalid noValidate>
              <TextField name="email" type="email" label={label('newEmail')} autoComplete="email" validate={rules.email} />
              <TextField name="password" type="password" label={label('password')} autoComplete="current-password" validate={isRequired} />
              <FormStatus error={talon.emailChange.error} isDone={talon.emailChange.isDone} doneId="accountInformation.emailSaved" />
              <Button type="submit" isBusy={talon.emailChange.isBusy}>
                <FormattedMessage id="accountInformation.saveEmail" />
              </Button>
            </Form>
          </Card>

          <Card headingId="account-password-heading" heading={<FormattedMessage id="accountInformation.passwordHeading" />}>
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
              <Button type="submit" isBusy={talon.password.isBusy}>
                <FormattedMessage id="accountInformation.savePassword" />
              </Button>
            </Form>
          </Card>
        </div>
      )}
    </AccountPage>
  );
}
