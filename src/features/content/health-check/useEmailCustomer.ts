import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../lib/store';
import { selectCurrentUser, selectIsSignedIn } from '../../../lib/store/user/selectors';
import { combine, isEmail, isRequired } from '../../../lib/validation';
import { DETAILS_MAX_LENGTHS } from './useHealthCheckDetails';
import { detailsPath } from './questions';

export const EMAIL_RULE = combine(isRequired, isEmail);

/** Talon of /healthcheck/email-customer: "Continue with your email" leads to the details step with the email in its URL. */
export function useEmailCustomer() {
  const navigate = useNavigate();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const email = useAppSelector(selectCurrentUser).email;
  const submit = useCallback(({ values }: { values: Record<string, unknown> }) => navigate(detailsPath(String(values.email ?? '').trim())), [navigate]);
  return { submit, initialValues: { email: isSignedIn ? (email ?? '') : '' }, rule: EMAIL_RULE, maxLength: DETAILS_MAX_LENGTHS.email };
}
