import { Form } from 'informed';
import { FormattedMessage } from 'react-intl';
import { AddressFields } from './AddressFields';
import { StepError } from './StepError';
import styles from './checkout.module.css';
import { useShippingAddressStep } from './useShippingAddressStep';

/** Step 1: a guest's email and the shipping address. */
export function ShippingAddressStep({ onDone }: { onDone: () => void }) {
  const step = useShippingAddressStep(onDone);
  return (
    <Form
      className={styles.form}
      initialValues={step.initialValues}
      onValueChange={({ values }) => step.saveDraft(values)}
      onSubmit={step.submit}
      focusOnInvalid
      noValidate
    >
      <AddressFields provinces={step.provinces} withEmail={step.withEmail} section="shipping" />
      <StepError message={step.errorMessage} />
      <button type="submit" className={styles.primary} disabled={step.isSubmitting} aria-busy={step.isSubmitting}>
        <FormattedMessage id="checkout.toShippingMethod" />
      </button>
    </Form>
  );
}
