import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useSubmission } from '../frame/useSubmission';
import { REQUEST_PASSWORD_RESET_EMAIL } from './passwordReset.gql';

/** Talon of /forgot-password: asks Magento to send the reset link to the email given. */
export function useForgotPassword() {
  const [requestEmail] = useMutation(REQUEST_PASSWORD_RESET_EMAIL);
  const [email, setEmail] = useState('');
  const submission = useSubmission(
    useCallback(
      async (values: Record<string, unknown>) => {
        const address = String(values.email ?? '').trim();
        await requestEmail({ variables: { email: address } });
        setEmail(address);
      },
      [requestEmail],
    ),
  );
  return { ...submission, email };
}
