/**
 * The payment integrations this storefront knows: the card method takes a token from the card
 * gateway and sends it as `additional_data.payment_method_nonce`. Other methods need nothing more.
 */
export const CARD_METHOD_CODE = 'jingga_card';
/** The bank transfer method, whose instructions the thanks page shows. */
export const BANK_TRANSFER_CODE = 'banktransfer';
/**
 * Magento's Zero Subtotal Checkout: offered, alone, exactly when nothing is left to pay (reward
 * points and store credit cover the order), and refused otherwise.
 */
export const FREE_METHOD_CODE = 'free';

/** Whether a chosen method still fits the cart: `free` only with nothing to pay, any other only with something. */
export function paymentFitsTotal(code: string, grandTotal: number): boolean {
  return (code === FREE_METHOD_CODE) === (grandTotal <= 0);
}
