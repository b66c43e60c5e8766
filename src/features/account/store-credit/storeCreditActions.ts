/**
 * Adobe Commerce's names of what happened to a balance, and the storefront's words for them (in
 * the shopper's language). An action it does not know is shown as Magento names it.
 */
const ACTION_IDS: Readonly<Record<string, string>> = {
  Added: 'storeCredit.actionAdded',
  Used: 'storeCredit.actionUsed',
  Refunded: 'storeCredit.actionRefunded',
  Updated: 'storeCredit.actionUpdated',
  Reverted: 'storeCredit.actionReverted',
};

/** The i18n id of a history item's action, or null for one the storefront has no words for. */
export function storeCreditActionId(action: string | null | undefined): string | null {
  return action && Object.hasOwn(ACTION_IDS, action) ? ACTION_IDS[action] : null;
}
