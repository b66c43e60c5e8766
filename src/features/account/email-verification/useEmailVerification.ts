import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useSubmission } from '../frame/useSubmission';
import { CONFIRM_EMAIL } from './emailVerification.gql';

/**
 * Talon of /registration/verification/:token: confirms the account the link was sent for. The link
 * carries only the key, so the shopper gives the account's email.
 */
export function useEmailVerification() {
  const { token = '' } = useParams();
  const [confirmEmail] = useMutation(CONFIRM_EMAIL);
  const submission = useSubmission(
    useCallback((values: Record<string, unknown>) => confirmEmail({ variables: { email: String(values.email ?? '').trim(), key: token } }), [confirmEmail, token]),
  );
  return { ...submission, hasToken: token !== '' };
}
