import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppDispatch } from '../../../lib/store';
import { getUserDetails } from '../../../lib/store/user/asyncActions';
import { useSubmission } from '../frame/useSubmission';
import { ACCOUNT_INFORMATION, CHANGE_CUSTOMER_PASSWORD, UPDATE_CUSTOMER_EMAIL, UPDATE_CUSTOMER_NAME } from './accountInformation.gql';

const text = (value: unknown) => String(value ?? '').trim();

/**
 * Talon of /account-information: the name (updateCustomerV2), the email (updateCustomerEmail, with
 * the current password) and the password (changeCustomerPassword). Each form reports on its own;
 * a new name or email also reaches the header's greeting.
 */
export function useAccountInformation() {
  const dispatch = useAppDispatch();
  const { data, loading, error } = useQuery(ACCOUNT_INFORMATION, { fetchPolicy: 'cache-and-network' });
  const [updateName] = useMutation(UPDATE_CUSTOMER_NAME);
  const [updateEmail] = useMutation(UPDATE_CUSTOMER_EMAIL);
  const [changePassword] = useMutation(CHANGE_CUSTOMER_PASSWORD);
  const refreshGreeting = useCallback(() => dispatch(getUserDetails()), [dispatch]);

  const name = useSubmission(
    useCallback(
      async (values: Record<string, unknown>) => {
        await updateName({ variables: { firstname: text(values.firstname), lastname: text(values.lastname) } });
        await refreshGreeting();
      },
      [refreshGreeting, updateName],
    ),
  );
  const email = useSubmission(
    useCallback(
      async (values: Record<string, unknown>) => {
        await updateEmail({ variables: { email: text(values.email), password: String(values.password ?? '') } });
        await refreshGreeting();
      },
      [refreshGreeting, updateEmail],
    ),
    { resetOnDone: true },
  );
  const password = useSubmission(
    useCallback(
      (values: Record<string, unknown>) => changePassword({ variables: { currentPassword: String(values.currentPassword ?? ''), newPassword: String(values.newPassword ?? '') } }),
      [changePassword],
    ),
    { resetOnDone: true },
  );

  const customer = data?.customer ?? null;
  const nameValues = useMemo(() => ({ firstname: customer?.firstname ?? '', lastname: customer?.lastname ?? '' }), [customer?.firstname, customer?.lastname]);
  return {
    isLoading: loading && !customer,
    loadError: error && !customer ? deriveErrorMessage(error) : null,
    email: customer?.email ?? '',
    nameValues,
    name,
    emailChange: email,
    password,
  };
}
