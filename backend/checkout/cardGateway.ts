/**
 * The test card gateway behind `jingga_card`. A storefront tokenises the card and sends the
 * token as `additional_data.payment_method_nonce`; here the token decides the outcome:
 *
 * - `tok_visa_test` (and `tok_mastercard_test`): authorised and captured.
 * - `tok_declined`: declined; the order is not placed.
 * - anything else, or no nonce: refused as an unknown card.
 */
export const TEST_NONCES = { approved: ['tok_visa_test', 'tok_mastercard_test'], declined: 'tok_declined' } as const;

/** Magento's gateway message for a refused transaction. */
export const DECLINED_MESSAGE = 'Transaction has been declined. Please try again later.';
export const MISSING_NONCE_MESSAGE = 'The card details are missing. Enter your card and try again.';
export const UNKNOWN_NONCE_MESSAGE = 'The card could not be verified. Check the card details and try again.';

export type GatewayResult = { approved: true; transactionId: string } | { approved: false; message: string };

export function authorizeCard(nonce: string | null | undefined, amount: number): GatewayResult {
  if (!nonce) return { approved: false, message: MISSING_NONCE_MESSAGE };
  if ((TEST_NONCES.approved as readonly string[]).includes(nonce)) return { approved: true, transactionId: `test-${nonce}-${Math.round(amount)}` };
  if (nonce === TEST_NONCES.declined) return { approved: false, message: DECLINED_MESSAGE };
  return { approved: false, message: UNKNOWN_NONCE_MESSAGE };
}
