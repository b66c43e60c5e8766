import { Form, useFormState } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../lib/ui/form/CheckboxField';
import { RadioGroupField } from '../../../lib/ui/form/RadioGroupField';
import { TextField } from '../../../lib/ui/form/TextField';
import { isRequired } from '../../../lib/validation';
import { type SelectOption } from '../../../lib/ui/form/SelectField';
import { AddressFields } from '../../order/address/AddressFields';
import { CARD_METHOD_CODE } from './paymentMethods';
import { StepError } from './StepError';
import styles from './checkout.module.css';
import { usePaymentStep } from './usePaymentStep';

/** The fields that depend on other choices: the card token, and a billing address of its own. */
function DependentFields({ provinces }: { provinces: readonly SelectOption[] }) {
  const { formatMessage } = useIntl();
  const { values } = useFormState() as { values: { paymentMethod?: string; billingSame?: boolean } };
  return (
    <>
      {values.paymentMethod === CARD_METHOD_CODE ? (
        <TextField
          name="nonce"
          label={formatMessage({ id: 'checkout.cardToken' })}
          help={formatMessage({ id: 'checkout.cardTokenHelp' })}
          autoComplete="off"
          validate={isRequired}
        />
      ) : null}
      <CheckboxField name="billingSame" label={formatMessage({ id: 'checkout.billingSame' })} />
      {values.billingSame === false ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <FormattedMessage id="checkout.billingAddress" />
          </legend>
          <AddressFields prefix="billing." provinces={provinces} section="billing" />
        </fieldset>
      ) : null}
    </>
  );
}

/** Step 3: the payment method and the billing address. */
export function PaymentStep({ onDone }: { onDone: () => void }) {
  const { formatMessage } = useIntl();
  const step = usePaymentStep(onDone);
  return (
    <Form
      className={styles.form}
      initialValues={step.initialValues as Record<string, unknown>}
      onValueChange={({ values }) => step.saveDraft(values)}
      onSubmit={step.submit}
      focusOnInvalid
      noValidate
    >
      <RadioGroupField name="paymentMethod" legend={formatMessage({ id: 'checkout.paymentMethods' })} options={step.options} validate={step.validateMethod} />
      <DependentFields provinces={step.provinces} />
      <StepError message={step.errorMessage} />
      <button type="submit" className={styles.primary} disabled={step.isSubmitting} aria-busy={step.isSubmitting}>
        <FormattedMessage id="checkout.toReview" />
      </button>
    </Form>
  );
}
