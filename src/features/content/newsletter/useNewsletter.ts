import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { combine, isEmail, isRequired } from '../../../lib/validation';
import { useToasts } from '../../chrome/toasts';
import { SUBSCRIBE_TO_NEWSLETTER } from './newsletter.gql';

/** Spec §8/§9: the success toast stays 5 s, error toasts 10 s and can be dismissed. */
export const SUBSCRIBED_TOAST_TIMEOUT = 5000;
export const ERROR_TOAST_TIMEOUT = 10000;

export const validateNewsletterEmail = combine(isRequired, isEmail);

/**
 * Talon for the newsletter form: the email typed and its error (shown once the field is left or a
 * send is tried, then kept up to date as the shopper types), subscribes the email (never cached),
 * toasts the outcome and is busy only while the request runs, so pressing again meanwhile sends
 * nothing. A failed subscription is told by toast, never thrown.
 */
export function useNewsletter() {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const [subscribe] = useMutation(SUBSCRIBE_TO_NEWSLETTER, { fetchPolicy: 'no-cache' });
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  // Set at once (the state only after a render): a second press while busy sends nothing.
  const busy = useRef(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const error = checked ? validateNewsletterEmail(email) : undefined;

  const handleChange = useCallback((event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value), []);
  const handleBlur = useCallback(() => setChecked(email.length > 0), [email]);

  const handleSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      setChecked(true);
      if (validateNewsletterEmail(email)) {
        inputRef.current?.focus();
        return;
      }
      if (busy.current) return;
      busy.current = true;
      setIsBusy(true);
      try {
        await subscribe({ variables: { email: email.trim() } });
        setEmail('');
        setChecked(false);
        addToast({ type: 'success', message: formatMessage({ id: 'newsletter.subscribed' }), timeout: SUBSCRIBED_TOAST_TIMEOUT });
      } catch (thrown) {
        addToast({ type: 'error', message: deriveErrorMessage(thrown), dismissable: true, timeout: ERROR_TOAST_TIMEOUT });
      } finally {
        busy.current = false;
        setIsBusy(false);
      }
    },
    [addToast, email, formatMessage, subscribe],
  );

  return { email, error, isBusy, inputRef, handleChange, handleBlur, handleSubmit };
}
