import { useMutation } from '@apollo/client/react';
import { type FormApi } from 'informed';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { deriveErrorMessage } from '../../lib/apollo/errors';
import { combine, isEmail, isRequired } from '../../lib/validation';
import { useToasts } from '../toasts';
import { SUBSCRIBE_TO_NEWSLETTER } from './newsletter.gql';

/** Spec §8/§9: the success toast stays 5 s, error toasts 10 s and can be dismissed. */
export const SUBSCRIBED_TOAST_TIMEOUT = 5000;
export const ERROR_TOAST_TIMEOUT = 10000;

export const validateNewsletterEmail = combine(isRequired, isEmail);

/**
 * Talon for the newsletter form: subscribes the email (never cached), toasts the outcome and
 * is busy only while the request runs, so pressing again meanwhile sends nothing. A failed
 * subscription is told by toast, never thrown.
 */
export function useNewsletter() {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const [subscribe] = useMutation(SUBSCRIBE_TO_NEWSLETTER, { fetchPolicy: 'no-cache' });
  const [isBusy, setIsBusy] = useState(false);
  // Set at once (the state only after a render): a second press while busy sends nothing.
  const busy = useRef(false);
  const formApiRef = useRef<FormApi | null>(null);

  const handleSubmit = useCallback(
    async ({ values }: { values: Record<string, unknown> }) => {
      if (busy.current) return;
      busy.current = true;
      setIsBusy(true);
      try {
        await subscribe({ variables: { email: String(values.email ?? '').trim() } });
        formApiRef.current?.reset();
        addToast({ type: 'success', message: formatMessage({ id: 'newsletter.subscribed' }), timeout: SUBSCRIBED_TOAST_TIMEOUT });
      } catch (error) {
        addToast({ type: 'error', message: deriveErrorMessage(error), dismissable: true, timeout: ERROR_TOAST_TIMEOUT });
      } finally {
        busy.current = false;
        setIsBusy(false);
      }
    },
    [addToast, formatMessage, subscribe],
  );

  return { isBusy, handleSubmit, formApiRef, validateEmail: validateNewsletterEmail };
}
