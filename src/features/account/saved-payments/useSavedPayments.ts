import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { cardView } from './cardDetails';
import { DELETE_SAVED_PAYMENT, SAVED_PAYMENTS } from './savedPayments.gql';

/**
 * Talon of /saved-payments: the customer's stored cards (Magento's customerPaymentTokens) and their
 * deletion, asked for once on the card ("Delete this card?") before deletePaymentToken is sent.
 */
export function useSavedPayments() {
  const { data, loading, error, refetch } = useQuery(SAVED_PAYMENTS, { fetchPolicy: 'cache-and-network' });
  const [deleteToken] = useMutation(DELETE_SAVED_PAYMENT);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ hash: string; message: string } | null>(null);

  const remove = useCallback(
    async (publicHash: string) => {
      if (busy) return;
      setBusy(publicHash);
      setFailure(null);
      try {
        await deleteToken({ variables: { publicHash } });
        setConfirming(null);
        await refetch();
      } catch (thrown) {
        setFailure({ hash: publicHash, message: deriveErrorMessage(thrown) });
      } finally {
        setBusy(null);
      }
    },
    [busy, deleteToken, refetch],
  );

  const tokens = (data?.customerPaymentTokens?.items ?? []).flatMap((token) => (token ? [{ hash: token.public_hash, method: token.payment_method_code, card: cardView(token.details) }] : []));
  return {
    isLoading: loading && !data,
    error: error && !data ? deriveErrorMessage(error) : null,
    tokens,
    confirming,
    askToDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    remove,
    busy,
    failure,
  };
}

export type SavedPaymentsTalon = ReturnType<typeof useSavedPayments>;
