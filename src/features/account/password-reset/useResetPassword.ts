import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSubmission } from '../frame/useSubmission';
import { RESET_PASSWORD } from './passwordReset.gql';

/**
 * Talon of the reset-password pages: the token comes from the emailed link, as `?token=` on
 * /customer/account/createPassword (Magento's link) or as /authentication/resetpassword/:token.
 * The link carries no customer data, so the shopper gives the account's email with the new password.
 */
export function useResetPassword() {
  const params = useParams();
  const [search] = useSearchParams();
  const token = params.token ?? search.get('token') ?? '';
  const [resetPassword] = useMutation(RESET_PASSWORD);
  const submission = useSubmission(
    useCallback(
      (values: Record<string, unknown>) =>
        resetPassword({ variables: { email: String(values.email ?? '').trim(), resetPasswordToken: token, newPassword: String(values.password ?? '') } }),
      [resetPassword, token],
    ),
  );
  return { ...submission, hasToken: token !== '' };
}
