import { type FormApi } from 'informed';
import { useEffect, useRef, useState } from 'react';

/**
 * The form API ref for a form whose field mirrors a URL parameter (the order history's search, the
 * tracked order's number): the field starts with the URL's value, and Back or Forward put the
 * URL's value back in it without remounting the form (focus stays where it was).
 */
export function useUrlFormField(field: string, urlValue: string) {
  const formApiRef = useRef<FormApi | null>(null);
  // informed reads initial values once, when the field mounts.
  const [initialValues] = useState(() => ({ [field]: urlValue }));
  useEffect(() => {
    const formApi = formApiRef.current;
    if (formApi && String(formApi.getValue(field) ?? '').trim() !== urlValue) formApi.setValueQuietly(field, urlValue);
  }, [field, urlValue]);
  return { formApiRef, initialValues };
}
