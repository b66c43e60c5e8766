import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { ADDRESS_BOOK, DELETE_CUSTOMER_ADDRESS } from './addressBook.gql';

/**
 * Talon of deleting an address: Delete asks first (on the card), the confirmation sends
 * deleteCustomerAddress once, then the book is read again. Magento's refusal (a default address)
 * is shown on that card.
 */
export function useAddressDeletion(onDeleted: () => void) {
  const [remove] = useMutation(DELETE_CUSTOMER_ADDRESS, { refetchQueries: [ADDRESS_BOOK], awaitRefetchQueries: true });
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const busy = useRef(false);

  const ask = useCallback((id: number) => {
    setRefusal(null);
    setConfirmingId(id);
  }, []);
  const cancel = useCallback(() => setConfirmingId(null), []);

  const confirm = useCallback(
    async (id: number) => {
      if (busy.current) return;
      busy.current = true;
      setDeletingId(id);
      try {
        const answer = await remove({ variables: { id } });
        // Magento answers true, or refuses with an error; false would be a refusal without words.
        if (!answer.data?.deleteCustomerAddress) throw new Error();
        onDeleted();
      } catch (thrown) {
        setRefusal({ id, message: deriveErrorMessage(thrown) });
      } finally {
        busy.current = false;
        setDeletingId(null);
        setConfirmingId(null);
      }
    },
    [onDeleted, remove],
  );

  return { confirmingId, deletingId, refusal, ask, cancel, confirm };
}
