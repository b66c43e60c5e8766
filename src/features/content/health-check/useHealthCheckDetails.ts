import { useMutation } from '@apollo/client/react';
import { type FormApi } from 'informed';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type HealthCheckContactChannel } from '../../../__generated__/operations';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getUserDetails } from '../../../lib/store/user/asyncActions';
import { selectCurrentUser, selectIsSignedIn } from '../../../lib/store/user/selectors';
import { combine, isEmail, isPhoneNumber, isRequired } from '../../../lib/validation';
import { useSubmission } from '../../account/frame/useSubmission';
import { SUBMIT_HEALTH_CHECK } from './healthCheck.gql';
import { clearDraft, readDraft, updateDraft } from './healthCheckDraft';
import { emailFromUrl, toAnswerInputs } from './questions';
import { type HealthCheckRouteState } from './useHealthCheckQuestionnaire';

export const COMPLETED_PATH = '/healthcheck/data-customer/completed';

/** The backend's limits (backend/resolvers/healthCheck/healthCheckInput.ts): the fields take no more. */
export const DETAILS_MAX_LENGTHS = { fullname: 255, email: 255, telephone: 32, city: 100 } as const;

export const DETAILS_RULES = {
  fullname: isRequired,
  email: combine(isRequired, isEmail),
  telephone: combine(isRequired, isPhoneNumber),
  city: isRequired,
  preferredContact: isRequired,
};

export const CONTACT_CHANNELS: readonly HealthCheckContactChannel[] = ['WHATSAPP', 'PHONE', 'EMAIL'];

/** What the confirmation page is handed in the router state. */
export interface HealthCheckResultState {
  healthCheckResult?: { reference: string; hours: number; channel: HealthCheckContactChannel };
}

const text = (value: unknown) => String(value ?? '').trim();
const channelOf = (value: unknown): HealthCheckContactChannel => CONTACT_CHANNELS.find((channel) => channel === value) ?? 'WHATSAPP';

/**
 * Talon of /healthcheck/data-customer/:emailUrl?: the shopper's details, the email prefilled from
 * the link or the signed-in customer. Without the questionnaire's answers the shopper goes back to
 * it (the email is kept for their return). Submit sends the check once, with this check's key,
 * clears what the tab kept of it and shows the confirmation.
 */
export function useHealthCheckDetails() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { emailUrl } = useParams();
  const urlEmail = emailFromUrl(emailUrl);
  const [draft] = useState(() => readDraft());
  const hasAnswers = Boolean(draft?.isComplete);

  useEffect(() => {
    if (hasAnswers) {
      if (urlEmail && draft?.email !== urlEmail) updateDraft({ email: urlEmail });
      return;
    }
    if (urlEmail) updateDraft({ email: urlEmail });
    const state: HealthCheckRouteState = { healthCheckNotice: 'noAnswers' };
    navigate('/healthcheck', { replace: true, state });
  }, [draft?.email, hasAnswers, navigate, urlEmail]);

  // The signed-in customer's name and email fill the fields they have not typed in (they may arrive after the form).
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectCurrentUser);
  const needsDetails = useAppSelector((state) => state.user.isSignedIn && !state.user.currentUser.email && !state.user.isGettingDetails && !state.user.getDetailsError);
  useEffect(() => {
    if (needsDetails) void dispatch(getUserDetails());
  }, [dispatch, needsDetails]);
  const customerName = isSignedIn ? [user.firstname, user.lastname].filter(Boolean).join(' ') : '';
  const customerEmail = isSignedIn ? (user.email ?? '') : '';
  const formApiRef = useRef<FormApi | null>(null);
  useEffect(() => {
    const formApi = formApiRef.current;
    if (!formApi) return;
    const fill = (name: string, value: string) => {
      if (value && !formApi.getValue(name) && !formApi.getTouched(name)) formApi.setValue(name, value);
    };
    fill('fullname', customerName);
    if (!urlEmail) fill('email', customerEmail);
  }, [customerEmail, customerName, urlEmail]);

  const [submitHealthCheck] = useMutation(SUBMIT_HEALTH_CHECK);
  const send = useCallback(
    async (values: Record<string, unknown>) => {
      const current = readDraft();
      if (!current?.isComplete) {
        navigate('/healthcheck', { replace: true, state: { healthCheckNotice: 'noAnswers' } satisfies HealthCheckRouteState });
        return;
      }
      const channel = channelOf(values.preferredContact);
      const { data } = await submitHealthCheck({
        variables: {
          input: {
            answers: toAnswerInputs(current.answers),
            fullname: text(values.fullname),
            email: text(values.email),
            telephone: text(values.telephone),
            city: text(values.city),
            preferred_contact: channel,
            idempotency_key: current.key,
          },
        },
      });
      const result = data?.submitHealthCheck;
      if (!result) throw new Error('The health check was not sent.');
      clearDraft();
      const state: HealthCheckResultState = { healthCheckResult: { reference: result.reference_number, hours: result.response_hours, channel } };
      navigate(COMPLETED_PATH, { replace: true, state });
    },
    [navigate, submitHealthCheck],
  );
  const { submit, isBusy, error } = useSubmission(send);

  return {
    hasAnswers,
    initialValues: { email: urlEmail ?? customerEmail, fullname: customerName },
    formApiRef,
    submit,
    isBusy,
    error,
    rules: DETAILS_RULES,
    maxLengths: DETAILS_MAX_LENGTHS,
    channels: CONTACT_CHANNELS,
  };
}
