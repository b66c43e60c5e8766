import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useRegions } from '../../order/address/useRegions';
import { useSubmission } from '../frame/useSubmission';
import { ADDRESS_BOOK, CREATE_CUSTOMER_ADDRESS, UPDATE_CUSTOMER_ADDRESS } from './addressBook.gql';
import { toAddressVariables, toFormValues, type AddressBookEntry, type AddressFormValues } from './addressValues';

// The book is read again so the defaults moved to or from other addresses show too.
const REFETCH = { refetchQueries: [ADDRESS_BOOK], awaitRefetchQueries: true };

/**
 * Talon of the address form: a new address (createCustomerAddress) or the one being edited
 * (updateCustomerAddress). One request per press; Magento's refusal stays in the form with what
 * was typed; once saved, `onSaved` (the dialog closes).
 */
export function useAddressForm({ address, onSaved }: { address: AddressBookEntry | null; onSaved: () => void }) {
  const { regions, provinces } = useRegions();
  const [create] = useMutation(CREATE_CUSTOMER_ADDRESS, REFETCH);
  const [update] = useMutation(UPDATE_CUSTOMER_ADDRESS, REFETCH);

  const send = useCallback(
    async (values: Record<string, unknown>) => {
      const variables = toAddressVariables(values as AddressFormValues, regions, address);
      if (address?.id != null) await update({ variables: { ...variables, id: address.id } });
      else await create({ variables });
      onSaved();
    },
    [address, create, onSaved, regions, update],
  );
  const { submit, isBusy, error } = useSubmission(send);
  const initialValues = useMemo(() => toFormValues(address), [address]);

  return { provinces, initialValues: initialValues as Record<string, unknown>, submit, isBusy, error };
}
