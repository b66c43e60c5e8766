import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { combine, isEmail, isPhoneNumber, isRequired } from '../../../lib/validation';
import { useSubmission } from '../../account/frame/useSubmission';
import { useToasts } from '../../chrome/toasts';
import { CONTACTUS_FORM_SUBMIT } from './contact.gql';

/** Spec §8: the "sent" toast stays 5 s. */
export const SENT_TOAST_TIMEOUT = 5000;

/** Spec §5: every field is required; the email and the phone must look like one. */
export const CONTACT_RULES = {
  fullname: isRequired,
  email: combine(isRequired, isEmail),
  telephone: combine(isRequired, isPhoneNumber),
  message: isRequired,
};

/** The backend's limits (backend/resolvers/contact.ts): the fields take no more. */
export const CONTACT_MAX_LENGTHS = { fullname: 255, email: 255, telephone: 32, message: 5000 } as const;

const text = (value: unknown) => String(value ?? '').trim();

/**
 * Talon of the contact form (spec §4: idle -> busy -> success): sends contactusFormSubmit once
 * however often Send is pressed, then toasts, shows the inline success and clears the form; a
 * refusal shows Magento's message and keeps what the shopper typed.
 */
export function useContactForm() {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const [submitMessage] = useMutation(CONTACTUS_FORM_SUBMIT);

  const send = useCallback(
    async (values: Record<string, unknown>) => {
      await submitMessage({
        variables: { fullname: text(values.fullname), email: text(values.email), telephone: text(values.telephone), message: text(values.message) },
      });
      addToast({ type: 'success', message: formatMessage({ id: 'contact.sentToast' }), timeout: SENT_TOAST_TIMEOUT });
    },
    [addToast, formatMessage, submitMessage],
  );
  const { submit, isBusy, error, isDone, formApiRef } = useSubmission(send, { resetOnDone: true });

  return { submit, isBusy, error, isSent: isDone && !error, formApiRef, rules: CONTACT_RULES, maxLengths: CONTACT_MAX_LENGTHS };
}
