import { FREE_METHOD_CODE } from './paymentMethods';

/**
 * Methods the checkout words itself, in the shopper's language (Magento's titles are the admin's).
 * Apart from paymentMethods.ts, which the order pages import without the checkout's strings.
 */
const LABEL_IDS: Readonly<Record<string, string>> = { [FREE_METHOD_CODE]: 'checkout.paymentFree' };

/** A payment method's name as the checkout shows it. */
export function paymentMethodLabel(method: { code: string; title: string }, formatMessage: (descriptor: { id: string }) => string): string {
  const id = Object.hasOwn(LABEL_IDS, method.code) ? LABEL_IDS[method.code] : null;
  return id ? formatMessage({ id }) : method.title;
}
