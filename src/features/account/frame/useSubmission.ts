import { useCallback, useRef, useState } from 'react';
import { deriveErrorMessage } from '../../../lib/apollo/errors';

type Values = Record<string, unknown>;

/** What the form hands onSubmit, and the part of informed's form API a submission uses. */
interface SubmitArgs {
  values: Values;
}
interface FormApi {
  reset: () => void;
}

/**
 * One form's way to the server: busy while sending (a second press sends nothing), Magento's
 * message when refused (the typed values stay), done when accepted (the form is cleared when asked:
 * pass `formApiRef` to informed's Form).
 */
export function useSubmission(send: (values: Values) => Promise<unknown>, { resetOnDone = false } = {}) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const busy = useRef(false);
  const formApiRef = useRef<FormApi | null>(null);

  const submit = useCallback(
    async ({ values }: SubmitArgs) => {
      if (busy.current) return;
      busy.current = true;
      setBusy(true);
      setError(null);
      setDone(false);
      try {
        await send(values);
        setDone(true);
        if (resetOnDone) formApiRef.current?.reset();
      } catch (thrown) {
        setError(deriveErrorMessage(thrown));
      } finally {
        busy.current = false;
        setBusy(false);
      }
    },
    [resetOnDone, send],
  );

  return { submit, isBusy, error, isDone, formApiRef };
}
