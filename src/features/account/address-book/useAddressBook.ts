import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { ADDRESS_BOOK } from './addressBook.gql';
import { type AddressBookEntry, type SavedAddress } from './addressValues';
import { useAddressDeletion } from './useAddressDeletion';
import { useAddressDialog } from './useAddressDialog';

/** What the page last did, said under the heading (the i18n id). */
type Notice = 'addressBook.saved' | 'addressBook.deleted';

/**
 * Talon of /address-book: the customer's addresses (the defaults marked), the add / edit dialog and
 * deleting. Every change reads the book again, which updates the cached Customer the dashboard and
 * the checkout read too.
 */
export function useAddressBook() {
  const { data, loading, error } = useQuery(ADDRESS_BOOK, { fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const dialog = useAddressDialog();
  const deletion = useAddressDeletion(useCallback(() => setNotice('addressBook.deleted'), []));

  const customer = data?.customer ?? null;
  const addresses: SavedAddress[] = (customer?.addresses ?? []).flatMap((address) => (address?.id != null ? [{ ...address, id: address.id }] : []));

  const openForm = dialog.open;
  const closeForm = dialog.close;
  const add = useCallback(() => {
    setNotice(null);
    openForm(null);
  }, [openForm]);
  const edit = useCallback(
    (address: AddressBookEntry) => {
      setNotice(null);
      openForm(address);
    },
    [openForm],
  );
  const saved = useCallback(() => {
    setNotice('addressBook.saved');
    closeForm();
  }, [closeForm]);
  const askDelete = deletion.ask;
  const ask = useCallback(
    (id: number) => {
      setNotice(null);
      askDelete(id);
    },
    [askDelete],
  );

  return {
    isLoading: loading && !customer,
    loadError: error && !customer ? deriveErrorMessage(error) : null,
    addresses,
    notice,
    add,
    edit,
    dialog,
    saved,
    deletion: { ...deletion, ask },
  };
}

export type AddressBookTalon = ReturnType<typeof useAddressBook>;
