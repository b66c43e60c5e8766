import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type RadioOption } from '../../../lib/ui/form/RadioGroupField';
import { addressBookLabel, NEW_ADDRESS, type BookAddress } from './addressBook';
import { CHECKOUT_CUSTOMER_ADDRESSES } from './customer.gql';

/** A signed-in customer's saved addresses as radio choices (plus "New address"); nothing for a guest. */
export function useAddressBook(isSignedIn: boolean) {
  const { formatMessage } = useIntl();
  const { data } = useQuery(CHECKOUT_CUSTOMER_ADDRESSES, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  return useMemo(() => {
    const addresses: Array<BookAddress & { default_shipping?: boolean | null }> = (data?.customer?.addresses ?? []).flatMap((address) => (address ? [address] : []));
    const options: RadioOption[] = addresses.length
      ? [
          ...addresses.map((address) => ({ value: String(address.id), label: addressBookLabel(address), detail: address.telephone ?? undefined })),
          { value: NEW_ADDRESS, label: formatMessage({ id: 'checkout.newAddress' }) },
        ]
      : [];
    return { addresses, options };
  }, [data, formatMessage]);
}
