import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppSelector } from '../../../lib/store';
import { GENERATE_CUSTOMER_TOKEN } from './signIn.gql';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * Talon of the sign-in form: Magento's token for the email and password, then the signed-in shop
 * and back to where the shopper was sent from. A refusal shows Magento's message and keeps what
 * was typed.
 */
export function useSignIn() {
  const isSignedIn = useAppSelector((root) => root.user.isSignedIn);
  const [generateToken, { loading }] = useMutation(GENERATE_CUSTOMER_TOKEN);
  const { complete, destination } = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const [isFinishing, setFinishing] = useState(false);

  const signIn = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      setError(null);
      try {
        const { data } = await generateToken({ variables: { email: String(values.email).trim(), password: String(values.password) } });
        const token = data?.generateCustomerToken?.token;
        if (!token) throw new Error('No token');
        setFinishing(true);
        await complete(token);
      } catch (thrown) {
        setFinishing(false);
        setError(deriveErrorMessage(thrown));
      }
    },
    [complete, generateToken],
  );

  return { signIn, error, isBusy: loading || isFinishing, isSignedIn, accountHome: destination };
}
