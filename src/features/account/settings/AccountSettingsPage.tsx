import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { RadioGroupField } from '../../../lib/ui/form/RadioGroupField';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { FormStatus } from '../frame/FormStatus';
import { STORE_LANGUAGE, useAccountSettings } from './useAccountSettings';

/** /setting: the shopper's preferences on this device: the shop's language. */
export default function AccountSettingsPage() {
  const { formatMessage } = useIntl();
  const talon = useAccountSettings();
  const options = [
    { value: STORE_LANGUAGE, label: formatMessage({ id: 'setting.language.store' }) },
    ...talon.languages.map((value) => ({ value, label: formatMessage({ id: `language.${value}` }) })),
  ];
  return (
    <AccountPage titleId="setting.title">
      <section className={styles.card} aria-labelledby="setting-language-heading">
        <h2 id="setting-language-heading" className={styles.cardHeading}>
          <FormattedMessage id="setting.languageHeading" />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage id="setting.languageText" />
        </p>
        <Form className={styles.form} initialValues={talon.initialValues} onSubmit={talon.submit}>
          <RadioGroupField name="language" legend={formatMessage({ id: 'setting.language' })} options={options} />
          <FormStatus error={talon.error} isDone={talon.isDone} doneId="setting.saved" />
          <button type="submit" className={styles.primary} disabled={talon.isBusy}>
            <FormattedMessage id="setting.save" />
          </button>
        </Form>
      </section>
      <section className={styles.card} aria-labelledby="setting-currency-heading">
        <h2 id="setting-currency-heading" className={styles.cardHeading}>
          <FormattedMessage id="setting.currencyHeading" />
        </h2>
        <p className={styles.muted}>
          <FormattedMessage id="setting.currencyText" />
        </p>
      </section>
    </AccountPage>
  );
}
