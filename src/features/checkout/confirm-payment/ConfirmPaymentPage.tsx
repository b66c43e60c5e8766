import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../lib/ui/Button';
import { Card } from '../../../lib/ui/Card';
import { FormOutcome } from '../../../lib/ui/form/FormOutcome';
import { SelectField } from '../../../lib/ui/form/SelectField';
import { TextField } from '../../../lib/ui/form/TextField';
import { FormPage } from '../../../lib/ui/FormPage';
import styles from './confirmPayment.module.css';
import { ReceiptField } from './ReceiptField';
import { useConfirmPayment } from './useConfirmPayment';

/** /confirm-payment: a bank-transfer customer tells the shop they have paid, with the receipt if they like. */
export default function ConfirmPaymentPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const label = (id: string) => formatMessage({ id: `confirmPayment.${id}` });
  const talon = useConfirmPayment();
  const { rules, maxLengths } = talon;
  return (
    <FormPage titleId={titleId} className={styles.page}>
      <Card headingId="confirm-payment-heading" heading={<FormattedMessage id="confirmPayment.formHeading" />} intro={<FormattedMessage id="confirmPayment.intro" />}>
        <Form className={styles.form} initialValues={talon.initialValues} onSubmit={talon.submit} formApiRef={talon.formApiRef} focusOnInvalid noValidate>
          <TextField name="orderNumber" label={label('orderNumber')} autoComplete="off" validate={rules.orderNumber} maxLength={maxLengths.orderNumber} />
          {talon.isSignedIn ? null : (
            <TextField name="email" type="email" label={label('email')} autoComplete="email" validate={rules.email} maxLength={maxLengths.email} help={label('emailHelp')} />
          )}
          <SelectField name="payment" label={label('bank')} placeholder={label('bankPlaceholder')} options={talon.banks} validate={rules.payment} help={talon.banksError ?? undefined} />
          <div className={styles.pair}>
            <TextField name="accountName" label={label('accountName')} autoComplete="name" validate={rules.accountName} maxLength={maxLengths.accountName} />
            <TextField name="accountNumber" label={label('accountNumber')} inputMode="numeric" autoComplete="off" validate={rules.accountNumber} maxLength={maxLengths.accountNumber} />
          </div>
          <div className={styles.pair}>
            <TextField name="amount" label={label('amount')} inputMode="numeric" autoComplete="off" validate={rules.amount} maxLength={maxLengths.amount} help={label('amountHelp')} />
            <TextField name="date" type="date" label={label('date')} max={talon.today} validate={rules.date} />
          </div>
          <ReceiptField talon={talon.receiptFile} />
          <FormOutcome
            error={talon.error}
            success={
              talon.confirmed ? (
                <FormattedMessage id={talon.confirmed.updated ? 'confirmPayment.updated' : 'confirmPayment.sent'} values={{ number: talon.confirmed.orderNumber }} />
              ) : null
            }
          />
          <Button type="submit" className={styles.submit} isBusy={talon.isBusy}>
            <FormattedMessage id="confirmPayment.submit" />
          </Button>
        </Form>
      </Card>
    </FormPage>
  );
}
