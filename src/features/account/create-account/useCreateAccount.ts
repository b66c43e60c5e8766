import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppSelector } from '../../../lib/store';
import { GENERATE_CUSTOMER_TOKEN } from '../sign-in/signIn.gql';
import { useCompleteSignIn } from '../sign-in/useCompleteSignIn';
import { CREATE_ACCOUNT } from './createAccount.gql';

/** What an order receipt passes to prefill the form (the thanks page's offer). */
interface Prefill {
  email?: string;
  firstname?: string;
  lastname?: string;
}

/**
 * Talon of the create-account form: prefilled from an order receipt when the shopper comes from
 * the thanks page; creates the customer, signs them in (guest cart merged) and opens their account.
 * Magento's message when refused (an email already used, a weak password).
 */
export function useCreateAccount() {
  const { state } = useLocation();
  const isSignedIn = useAppSelector((root) => root.user.isSignedIn);
  const [createAccount, { loading: creating }] = useMutation(CREATE_ACCOUNT);
  const [generateToken, { loading: signingIn }] = useMutation(GENERATE_CUSTOMER_TOKEN);
  const { complete, destination } = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  const [isFinishing, setFinishing] = useState(false);

  const initialValues = useMemo(() => {
    const prefill = ((state as { prefill?: Prefill } | null)?.prefill ?? {}) as Prefill;
    return { firstname: prefill.firstname ?? '', lastname: prefill.lastname ?? '', email: prefill.email ?? '', isSubscribed: false };
  }, [state]);

  const submit = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      setError(null);
      const email = String(values.email).trim();
      const password = String(values.password);
      try {
        await createAccount({
          variables: {
            firstname: String(values.firstname).trim(),
            lastname: String(values.lastname).trim(),
            email,
            password,
            isSubscribed: values.isSubscribed === true,
          },
        });
        const { data } = await generateToken({ variables: { email, password } });
        const token = data?.generateCustomerToken?.token;
        if (!token) throw new Error('No token');
        setFinishing(true);
        await complete(token);
      } catch (thrown) {
        setFinishing(false);
        setError(deriveErrorMessage(thrown));
      }
    },
    [complete, createAccount, generateToken],
  );

  return { initialValues, submit, error, isBusy: creating || signingIn || isFinishing, isSignedIn, destination };
}
