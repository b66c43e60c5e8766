import { useCallback, useMemo } from 'react';
import { appPersistence } from '../../../lib/persistence/appPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';

type Drafts = Record<string, Record<string, unknown>>;

/**
 * What the shopper typed into one checkout form and has not submitted yet, kept in this browser so a
 * reload loses nothing. Cleared with the rest of the checkout data (after an order, at sign-out).
 */
export function useCheckoutDraft(form: string) {
  const persistence = appPersistence();
  const draft = useMemo(() => persistence.getItem<Drafts>(StorageKeys.checkoutDrafts)?.[form], [form, persistence]);
  const save = useCallback(
    (values: Record<string, unknown>) => {
      const drafts = persistence.getItem<Drafts>(StorageKeys.checkoutDrafts) ?? {};
      persistence.setItem(StorageKeys.checkoutDrafts, { ...drafts, [form]: values });
    },
    [form, persistence],
  );
  return { draft, save };
}
