import { Form } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../lib/ui/form/CheckboxField';
import styles from '../frame/account.module.css';
import { FormStatus } from '../frame/FormStatus';
import { AddressFields } from '../../order/address/AddressFields';
import { type AddressBookEntry } from './addressValues';
import { useAddressForm } from './useAddressForm';

interface AddressFormProps {
  /** The address to edit; null for a new one. */
  address: AddressBookEntry | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** The checkout's address fields and the two defaults, in the add / edit dialog. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { formatMessage } = useIntl();
  const form = useAddressForm({ address, onSaved });
  return (
    <Form className={styles.form} initialValues={form.initialValues} onSubmit={form.submit} focusOnInvalid noValidate>
      <AddressFields provinces={form.provinces} section="address-book" />
      <CheckboxField name="default_shipping" label={formatMessage({ id: 'addressBook.useAsShipping' })} />
      <CheckboxField name="default_billing" label={formatMessage({ id: 'addressBook.useAsBilling' })} />
      <FormStatus error={form.error} isDone={false} doneId="addressBook.saved" />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={form.isBusy} aria-busy={form.isBusy}>
          <FormattedMessage id="addressBook.save" />
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          <FormattedMessage id="addressBook.cancel" />
        </button>
      </div>
    </Form>
  );
}
