import { Form, useFieldState } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { RadioGroupField, type RadioOption } from '../../../lib/ui/form/RadioGroupField';
import { type SelectOption } from '../../../lib/ui/form/SelectField';
import { AddressFields } from '../../order/address/AddressFields';
import { NEW_ADDRESS } from './addressBook';
import { GuestEmailField } from './GuestEmailField';
import { StepError } from './StepError';
import styles from './checkout.module.css';
import { useShippingAddressStep } from './useShippingAddressStep';

/** A signed-in customer's saved addresses; the address fields only for a new one. */
function AddressChoice({ options, provinces }: { options: readonly RadioOption[]; provinces: readonly SelectOption[] }) {
  const { formatMessage } = useIntl();
  const choice = useFieldState('savedAddress').value;
  return (
    <>
      <RadioGroupField name="savedAddress" legend={formatMessage({ id: 'checkout.savedAddresses' })} options={options} />
      {choice === NEW_ADDRESS ? <AddressFields provinces={provinces} section="shipping" /> : null}
    </>
  );
}

/** Step 1: a guest's email and the shipping address (a signed-in customer's from the address book, or a new one). */
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
      {step.addressOptions.length ? (
        <AddressChoice options={step.addressOptions} provinces={step.provinces} />
      ) : (
        <AddressFields provinces={step.provinces} section="shipping" lead={step.withEmail ? <GuestEmailField /> : null} />
      )}
      <StepError message={step.errorMessage} />
      <button type="submit" className={styles.primary} disabled={step.isSubmitting} aria-busy={step.isSubmitting}>
        <FormattedMessage id="checkout.toShippingMethod" />
      </button>
    </Form>
  );
}
