import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { RadioGroupField } from '../../../lib/ui/form/RadioGroupField';
import { StepError } from './StepError';
import styles from './checkout.module.css';
import { useShippingMethodStep } from './useShippingMethodStep';

/** Step 2: the shipping methods the address gets, as a radio group. */
export function ShippingMethodStep({ onDone }: { onDone: () => void }) {
  const { formatMessage } = useIntl();
  const step = useShippingMethodStep(onDone);
  if (step.options.length === 0) {
    return (
      <p className={styles.error} role="alert">
        <FormattedMessage id="checkout.noShippingMethods" />
      </p>
    );
  }
  return (
    <Form className={styles.form} onSubmit={step.submit} noValidate>
      <RadioGroupField
        name="shippingMethod"
        legend={formatMessage({ id: 'checkout.shippingMethods' })}
        options={step.options}
        initialValue={step.initialValue}
        validate={step.validate}
      />
      <StepError message={step.errorMessage} />
      <button type="submit" className={styles.primary} disabled={step.isSubmitting} aria-busy={step.isSubmitting}>
        <FormattedMessage id="checkout.toPayment" />
      </button>
    </Form>
  );
}
